import * as rules from './cart-rules';
import type { Cart, CartItem } from './cart-rules';
import { CLAIMED_PREFIX } from './legacy-cart-claim';

const isItem = (value: unknown): value is CartItem => {
  const i = value as Partial<CartItem> | null;
  return (
    typeof i === 'object' &&
    i !== null &&
    typeof i.id === 'string' &&
    typeof i.type === 'string' &&
    typeof i.title === 'string' &&
    typeof i.quantity === 'number'
  );
};

/** The lines of the earlier cart claimed for this user (once; an expired one has none). */
export function takeLegacyCart(subject: string, storage: Storage = localStorage, now = Date.now()): CartItem[] {
  try {
    const raw = storage.getItem(CLAIMED_PREFIX + subject);
    if (raw === null) return [];
    storage.removeItem(CLAIMED_PREFIX + subject);
    const parsed = JSON.parse(raw) as Partial<Cart> | null;
    if (!parsed || !Array.isArray(parsed.items)) return [];
    const cart: Cart = { items: parsed.items.filter(isItem), modifiedAt: Number(parsed.modifiedAt) || 0, checkedOut: false };
    if (rules.isExpired(cart, now)) return [];
    return cart.items.map((i) => ({
      ...i,
      image: typeof i.image === 'string' ? i.image : '',
      quantity: rules.normalizeQuantity(i.quantity),
    }));
  } catch {
    return [];
  }
}
