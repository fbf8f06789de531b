import { describe, expect, it } from 'vitest';
import { orderChannelOf } from './order-channel.js';

describe('orderChannelOf', () => {
  it('names the way most lines came in, the shop counting as cart', () => {
    expect(orderChannelOf(['quick-order', 'quick-order', null])).toBe('quick-order');
    expect(orderChannelOf(['reorder', null, null])).toBe('cart');
    expect(orderChannelOf(['configurator'])).toBe('configurator');
  });

  it('gives a tie to the way named first, and an empty cart to cart', () => {
    expect(orderChannelOf([null, 'quick-order'])).toBe('quick-order');
    expect(orderChannelOf(['reorder', 'configurator'])).toBe('configurator');
    expect(orderChannelOf([])).toBe('cart');
  });
});
