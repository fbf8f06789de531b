import { CART_EXPIRY_DAYS } from '@portal/contracts/order';
import type { VatRule } from '@portal/contracts/vat';
/**
 * The cart of spec 000 §4 as pure functions: each takes a cart and returns the
 * next one, stamped with the time of the change.
 */

export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 999;
export const CART_MAX_AGE_MS = CART_EXPIRY_DAYS * 24 * 60 * 60 * 1000;
export const CONFIG_TYPE = 'config';

/** A line of the cart (spec 000 §3); config items carry their configuration. */
export type CartItem = {
  id: string;
  title: string;
  image: string;
  price: number;
  /** The price list's price before the dealer's discount, as the server last gave it; absent for configured products. */
  listPrice?: number;
  quantity: number;
  type: string;
  sku?: string;
  headerId?: string;
  ruleset?: 'Stove' | 'New_Stove' | 'Chimney' | 'Premodul';
  items?: unknown[];
};

/** vat: the rule the dealer's invoice would carry, as the server last gave it with the lines. */
export type Cart = { items: CartItem[]; modifiedAt: number; checkedOut: boolean; vat?: VatRule };

export const EMPTY_CART: Cart = { items: [], modifiedAt: 0, checkedOut: false };

/**
 * What a quantity field holds (spec 000 §5): a whole number from 1 to 999 stays as typed, a number
 * above 999 becomes 999, anything else (empty, zero, negative, a fraction, text) becomes 1.
 */
export function normalizeQuantity(value: string | number): number {
  const text = String(value).trim();
  if (/^\d+$/.test(text)) return Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Number(text)));
  const n = Number(text.replace(',', '.'));
  return text !== '' && Number.isFinite(n) && n > MAX_QUANTITY ? MAX_QUANTITY : MIN_QUANTITY;
}

const touch = (items: CartItem[], now: number): Cart => ({ items, modifiedAt: now, checkedOut: false });

/** Adds `addQty` of the item; the same id again adds to that line. */
export function addItem(cart: Cart, item: Omit<CartItem, 'quantity'>, addQty: number, now: number): Cart {
  const qty = normalizeQuantity(addQty);
  const existing = cart.items.find((i) => i.id === item.id);
  if (existing) {
    return touch(
      cart.items.map((i) => (i.id === item.id ? { ...i, quantity: normalizeQuantity(i.quantity + qty) } : i)),
      now,
    );
  }
  return touch([...cart.items, { ...item, quantity: qty }], now);
}

/** Sets a line's quantity; zero removes the line. */
export function updateQuantity(cart: Cart, id: string, quantity: number, now: number): Cart {
  if (quantity === 0) return removeItem(cart, id, now);
  return touch(
    cart.items.map((i) => (i.id === id ? { ...i, quantity: normalizeQuantity(quantity) } : i)),
    now,
  );
}

export function updatePrice(cart: Cart, id: string, price: number, now: number): Cart {
  return touch(
    cart.items.map((i) => (i.id === id ? { ...i, price } : i)),
    now,
  );
}

export function removeItem(cart: Cart, id: string, now: number): Cart {
  return touch(
    cart.items.filter((i) => i.id !== id),
    now,
  );
}

export function increase(cart: Cart, id: string, now: number): Cart {
  const item = cart.items.find((i) => i.id === id);
  return item && item.quantity < MAX_QUANTITY ? updateQuantity(cart, id, item.quantity + 1, now) : cart;
}

/** One less; at 1 the line goes. */
export function decrease(cart: Cart, id: string, now: number): Cart {
  const item = cart.items.find((i) => i.id === id);
  if (!item) return cart;
  return item.quantity <= MIN_QUANTITY ? removeItem(cart, id, now) : updateQuantity(cart, id, item.quantity - 1, now);
}

export const clear = (now: number): Cart => touch([], now);

/** After a successful order: empty, and flagged so the checkout shows the confirmation. */
export const checkout = (now: number): Cart => ({ items: [], modifiedAt: now, checkedOut: true });

/** A cart untouched for more than 30 days is thrown away. */
export const isExpired = (cart: Cart, now: number) => cart.modifiedAt > 0 && now - cart.modifiedAt > CART_MAX_AGE_MS;

export const itemCount = (cart: Cart) => cart.items.reduce((sum, i) => sum + i.quantity, 0);

export const hasConfigItem = (cart: Cart, ruleset?: (r: string | undefined) => boolean) =>
  cart.items.some((i) => i.type === CONFIG_TYPE && (!ruleset || ruleset(i.ruleset)));
