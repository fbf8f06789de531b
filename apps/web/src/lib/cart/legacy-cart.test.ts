import { describe, expect, it } from 'vitest';
import { claimLegacyCart, LEGACY_CART_KEY, storedSubject } from './legacy-cart-claim';
import { takeLegacyCart } from './legacy-cart';

/** Storage as the browser has it, in memory. */
function memoryStorage(entries: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

const NOW = Date.UTC(2025, 5, 1);
const oldCart = JSON.stringify({
  items: [
    { id: 'A', title: 'Golvplåt', image: '/a.svg', price: 1, quantity: 3, type: 'product' },
    { id: 'H1', title: 'Skorsten', image: '', price: 1, quantity: 1, type: 'config', headerId: 'H1', ruleset: 'Chimney' },
  ],
  modifiedAt: NOW - 86_400_000,
  checkedOut: false,
});

describe('a cart left by an earlier version', () => {
  it('goes to the user whose session the page continues, once', () => {
    const storage = memoryStorage({ [LEGACY_CART_KEY]: oldCart });
    claimLegacyCart('anna-sub', storage);
    expect(storage.getItem(LEGACY_CART_KEY)).toBeNull();
    expect(takeLegacyCart('mia-sub', storage, NOW)).toEqual([]);
    expect(takeLegacyCart('anna-sub', storage, NOW).map((i) => [i.id, i.quantity])).toEqual([
      ['A', 3],
      ['H1', 1],
    ]);
    expect(takeLegacyCart('anna-sub', storage, NOW)).toEqual([]);
  });

  it('is dropped when no session is continued (signed out, or a sign-in under way)', () => {
    const storage = memoryStorage({ [LEGACY_CART_KEY]: oldCart });
    claimLegacyCart(null, storage);
    expect(storage.length).toBe(0);
  });

  it('is dropped when older than 30 days', () => {
    const storage = memoryStorage({ [LEGACY_CART_KEY]: oldCart });
    claimLegacyCart('anna-sub', storage);
    expect(takeLegacyCart('anna-sub', storage, NOW + 31 * 86_400_000)).toEqual([]);
  });

  it('reads the subject of the stored session', () => {
    const storage = memoryStorage({ 'oidc.user:https://idp:web': JSON.stringify({ profile: { sub: 'anna-sub' } }) });
    expect(storedSubject('https://idp', 'web', storage)).toBe('anna-sub');
    expect(storedSubject('https://other', 'web', storage)).toBeNull();
  });
});
