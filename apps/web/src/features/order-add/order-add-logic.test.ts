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
  it('turn both stove tiles off with a stove configuration (Stove or New_Stove)', () => {
    expect([...inactiveTiles([config('Stove')], false)]).toEqual(['stoves', 'stove-and-chimney']);
    expect([...inactiveTiles([config('New_Stove')], false)]).toEqual(['stoves', 'stove-and-chimney']);
  });
  it('turn both chimney tiles off with a chimney or modular chimney configuration', () => {
    expect([...inactiveTiles([config('Premodul')], false)].sort()).toEqual(['chimney', 'modular-chimney']);
    expect([...inactiveTiles([config('Chimney')], false)].sort()).toEqual(['chimney', 'modular-chimney']);
  });
  it('turn every tile off during maintenance', () => {
    expect([...inactiveTiles([], true)]).toEqual(['stoves', 'stove-and-chimney', 'chimney', 'modular-chimney', 'accessories']);
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
