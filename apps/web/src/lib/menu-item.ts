import { useEffect, useSyncExternalStore } from 'react';

/**
 * The menu item a screen belongs to, when its address alone does not tell: an order's page (/orders/{number}) sits under
 * the open orders or under the order history depending on the order. The screen says it with useMenuItem; the menu reads
 * it with useDeclaredMenuItem and otherwise goes by the address.
 */
let declared: { to: string } | null = null;
const listeners = new Set<() => void>();

function declare(entry: { to: string } | null) {
  declared = entry;
  for (const listener of listeners) listener();
}

/** Marks the menu item `to` as the current screen's while the calling component is shown; null or undefined says nothing. */
export function useMenuItem(to: string | null | undefined) {
  useEffect(() => {
    if (!to) return;
    const entry = { to };
    declare(entry);
    // Only the screen's own declaration is taken back: the next screen may have made its own already.
    return () => {
      if (declared === entry) declare(null);
    };
  }, [to]);
}

/** The menu item the shown screen declared, or null when it declared none. */
export function useDeclaredMenuItem(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => declared?.to ?? null,
  );
}
