import { useSyncExternalStore } from 'react';
import * as rules from './cart-rules';
import { EMPTY_CART, type Cart, type CartItem } from './cart-rules';

export type { Cart, CartItem };

const STORAGE_KEY = 'portal.cart';

let current: Cart | null = null;
const listeners = new Set<() => void>();

/** The stored cart; one untouched for more than 30 days is cleared on reading. */
function load(now = Date.now()): Cart {
  try {
    const parsed = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<Cart> | null;
    if (!parsed || !Array.isArray(parsed.items)) return EMPTY_CART;
    const cart: Cart = { items: parsed.items, modifiedAt: Number(parsed.modifiedAt) || 0, checkedOut: parsed.checkedOut === true };
    if (rules.isExpired(cart, now)) {
      localStorage.removeItem(STORAGE_KEY);
      return EMPTY_CART;
    }
    return cart;
  } catch {
    return EMPTY_CART;
  }
}

function save(next: Cart) {
  current = next;
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage full or disabled: the cart lives on in this page.
  }
  listeners.forEach((l) => l());
}

const snapshot = () => (current ??= load());

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changed the cart.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) {
      current = load();
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export const useCart = () => useSyncExternalStore(subscribe, snapshot);

/** Every change is saved with its time (spec 000 §4). */
export const cartActions = {
  add: (item: Omit<CartItem, 'quantity'>, addQty: number) => save(rules.addItem(snapshot(), item, addQty, Date.now())),
  setQuantity: (id: string, quantity: number) => save(rules.updateQuantity(snapshot(), id, quantity, Date.now())),
  setPrice: (id: string, price: number) => save(rules.updatePrice(snapshot(), id, price, Date.now())),
  remove: (id: string) => save(rules.removeItem(snapshot(), id, Date.now())),
  increase: (id: string) => save(rules.increase(snapshot(), id, Date.now())),
  decrease: (id: string) => save(rules.decrease(snapshot(), id, Date.now())),
  clear: () => save(rules.clear(Date.now())),
  checkout: () => save(rules.checkout(Date.now())),
  /** Back from the confirmation to an ordinary empty cart. */
  acknowledge: () => save({ ...snapshot(), checkedOut: false }),
};

export { itemCount, cartTotal, hasConfigItem, MAX_QUANTITY, MIN_QUANTITY, normalizeQuantity, CONFIG_TYPE } from './cart-rules';
