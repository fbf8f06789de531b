import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';

/**
 * Asks before a screen with unsaved work is left: in-app navigation through the router's
 * blocker, closing or reloading the tab through beforeunload. `warning` names what would be
 * lost, or is null when nothing would be.
 */
export function useLeaveGuard<W extends string>(warning: W | null) {
  // Read by the blocker at navigation time; `release` clears it at once, before a state update could.
  const current = useRef<W | null>(warning);
  useLayoutEffect(() => {
    current.current = warning;
  }, [warning]);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => current.current !== null && currentLocation.pathname !== nextLocation.pathname,
    [],
  );
  const blocker = useBlocker(shouldBlock);
  // A leave that is no navigation (e.g. a Cancel that swaps the step) waits here for the same answer.
  const [pending, setPending] = useState<(() => void) | null>(null);

  // Nothing left to lose while a navigation waits: let it through rather than ask about nothing.
  useEffect(() => {
    if (blocker.state === 'blocked' && warning === null) blocker.proceed();
  }, [blocker, warning]);

  useEffect(() => {
    if (warning === null) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers still need a return value to ask.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [warning]);

  /** Lets the next navigation through, e.g. to checkout right after adding to the cart. */
  const release = useCallback(() => {
    current.current = null;
  }, []);

  /** Asks before `run` leaves the screen without a navigation; runs it at once when nothing would be lost. */
  const confirm = useCallback((run: () => void) => {
    if (current.current === null) run();
    else setPending(() => run);
  }, []);

  return {
    /** The question to ask while a navigation or a confirmed leave waits for an answer. */
    asking: blocker.state === 'blocked' || pending !== null ? warning : null,
    stay: () => {
      setPending(null);
      blocker.reset?.();
    },
    leave: () => {
      if (pending) {
        setPending(null);
        pending();
      } else blocker.proceed?.();
    },
    release,
    confirm,
  };
}
