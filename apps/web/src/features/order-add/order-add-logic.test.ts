import { describe, expect, it } from 'vitest';
import type { CartItem } from '../../lib/cart/cart-rules';
import { inactiveTiles, tileLook } from './order-add-logic';

const config = (ruleset: CartItem['ruleset']): CartItem => ({
  id: `c-${ruleset}`,
  title: 'x',
  image: '',
  price: 1,
  quantity: 1,
  type: 'config',
  ruleset,
});
const product: CartItem = { id: 'p', title: 'x', image: '', price: 1, quantity: 1, type: 'product' };

describe('category tiles', () => {
  it('are all active with no configuration in the cart', () => {
    expect([...inactiveTiles([product], false)]).toEqual([]);
  });
  it('turn the stove tile off with a stove configuration (Stove or New_Stove)', () => {
    expect([...inactiveTiles([config('Stove')], false)]).toEqual(['stoves']);
    expect([...inactiveTiles([config('New_Stove')], false)]).toEqual(['stoves']);
  });
  it('turn both chimney tiles off with a chimney or modular chimney configuration', () => {
    expect([...inactiveTiles([config('Premodul')], false)].sort()).toEqual(['chimney', 'modular-chimney']);
    expect([...inactiveTiles([config('Chimney')], false)].sort()).toEqual(['chimney', 'modular-chimney']);
  });
  it('turn every tile off during maintenance', () => {
    expect(inactiveTiles([], true).size).toBe(4);
  });
});

describe('a tile while the maintenance status loads', () => {
  it('is checking, not inactive, unless the cart already rules it out', () => {
    const none = new Set<never>();
    expect(tileLook('stoves', none, true)).toBe('checking');
    expect(tileLook('stoves', none, false)).toBe('open');
    expect(tileLook('stoves', new Set(['stoves'] as const), true)).toBe('inactive');
    expect(tileLook('chimney', new Set(['stoves'] as const), false)).toBe('open');
  });
});
