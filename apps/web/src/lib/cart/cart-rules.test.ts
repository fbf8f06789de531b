import { describe, expect, it } from 'vitest';
import {
  addItem,
  checkout,
  clear,
  decrease,
  EMPTY_CART,
  increase,
  isExpired,
  itemCount,
  normalizeQuantity,
  removeItem,
  updatePrice,
  updateQuantity,
  type Cart,
} from './cart-rules';

const item = (id: string, price = 100) => ({ id, title: `Artikel ${id}`, image: '/x.svg', price, type: 'product' });
const T = 1_000;

describe('cart rules', () => {
  it('adds an item and merges the same id', () => {
    let cart = addItem(EMPTY_CART, item('A'), 2, T);
    cart = addItem(cart, item('A'), 3, T + 1);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]!.quantity).toBe(5);
    expect(cart.modifiedAt).toBe(T + 1);
  });

  it('never goes above 999 when merging', () => {
    const cart = addItem(addItem(EMPTY_CART, item('A'), 998, T), item('A'), 5, T);
    expect(cart.items[0]!.quantity).toBe(999);
  });

  it.each([
    ['', 1],
    ['abc', 1],
    ['  ', 1],
    ['0', 1],
    ['-4', 1],
    ['12', 12],
    ['1000', 999],
    [' 7 ', 7],
    ['007', 7],
    ['999', 999],
    ['2.5', 1],
    ['2,5', 1],
    ['-5', 1],
    ['1e2', 1],
    ['12abc', 1],
    ['1500.5', 999],
    [2.7, 1],
    [5000, 999],
  ])('normalizes the entry %j to %d', (value, expected) => {
    expect(normalizeQuantity(value)).toBe(expected);
  });

  it('removes a line whose quantity is set to zero', () => {
    const cart = updateQuantity(addItem(EMPTY_CART, item('A'), 2, T), 'A', 0, T);
    expect(cart.items).toEqual([]);
  });

  it('caps a typed quantity at 999', () => {
    expect(updateQuantity(addItem(EMPTY_CART, item('A'), 1, T), 'A', 5000, T).items[0]!.quantity).toBe(999);
  });

  it('does not increase past 999', () => {
    const full = addItem(EMPTY_CART, item('A'), 999, T);
    expect(increase(full, 'A', T + 5)).toBe(full);
    expect(increase(addItem(EMPTY_CART, item('A'), 1, T), 'A', T).items[0]!.quantity).toBe(2);
  });

  it('removes the line when decreasing at 1', () => {
    const cart = addItem(EMPTY_CART, item('A'), 1, T);
    expect(decrease(cart, 'A', T).items).toEqual([]);
    expect(decrease(addItem(EMPTY_CART, item('A'), 3, T), 'A', T).items[0]!.quantity).toBe(2);
  });

  it('updates a price, removes, clears and checks out', () => {
    let cart: Cart = addItem(addItem(EMPTY_CART, item('A', 100), 2, T), item('B', 50.55), 1, T);
    cart = updatePrice(cart, 'A', 80, T);
    expect(cart.items.map((i) => [i.id, i.price])).toEqual([
      ['A', 80],
      ['B', 50.55],
    ]);
    expect(itemCount(cart)).toBe(3);
    expect(removeItem(cart, 'A', T).items.map((i) => i.id)).toEqual(['B']);
    expect(clear(T).items).toEqual([]);
    expect(checkout(T)).toEqual({ items: [], modifiedAt: T, checkedOut: true });
  });

  it('expires after 30 days without change', () => {
    const cart = addItem(EMPTY_CART, item('A'), 1, T);
    const day = 24 * 60 * 60 * 1000;
    expect(isExpired(cart, T + 30 * day)).toBe(false);
    expect(isExpired(cart, T + 30 * day + 1)).toBe(true);
    expect(isExpired(EMPTY_CART, T + 365 * day)).toBe(false);
  });
});
