import { describe, expect, it } from 'vitest';
import { change, formatAmount, formatThousands, monthNames, niceScale, showsBrandTiles } from './finance-logic';

describe('showsBrandTiles', () => {
  it('shows the brand tiles for markets containing se, no or fi', () => {
    expect(['se', 'no', 'fi', 'SE', 'se-north'].map(showsBrandTiles)).toEqual([true, true, true, true, true]);
    expect(['de', 'dk', '', null, undefined].map(showsBrandTiles)).toEqual([false, false, false, false, false]);
  });
});

describe('change', () => {
  it('gives the change against last year in percent', () => {
    expect(change(110, 100)).toEqual({ direction: 'up', percent: expect.closeTo(10, 5) });
    expect(change(75, 100)).toEqual({ direction: 'down', percent: 25 });
    expect(change(100, 100)).toEqual({ direction: 'same', percent: 0 });
  });

  it('has nothing to compare with when last year had no sales', () => {
    expect(change(50, 0)).toEqual({ direction: 'new' });
    expect(change(0, 0)).toEqual({ direction: 'same', percent: 0 });
  });
});

describe('niceScale', () => {
  it('rounds the top of the scale up to a readable step', () => {
    expect(niceScale(9_300)).toEqual({ max: 10_000, step: 2_500 });
    expect(niceScale(41_000)).toEqual({ max: 60_000, step: 20_000 });
    expect(niceScale(0)).toEqual({ max: 4, step: 1 });
  });

  it('always reaches the largest value', () => {
    for (const value of [1, 7, 99, 123_456, 0.3]) {
      const { max, step } = niceScale(value);
      expect(max).toBeGreaterThanOrEqual(value);
      expect(max / step).toBeLessThanOrEqual(5);
    }
  });
});

describe('formatting', () => {
  it('writes amounts in whole units of the currency, the language’s way', () => {
    expect(formatAmount(12_345.67, 'en', 'EUR')).toBe('€12,346');
    expect(formatAmount(12_345.67, 'sv', 'SEK').replace(/\s/g, ' ')).toBe('12 346 kr');
  });

  it('names the months January first', () => {
    expect(monthNames('en', 'long')[0]).toBe('January');
    expect(monthNames('sv', 'long')[11]).toBe('december');
    expect(monthNames('de', 'short')).toHaveLength(12);
  });
});

describe("the chart's axis", () => {
  it('reads in thousands, in each language’s digits, with no compact suffix', () => {
    expect(formatThousands(12_300, 'sv')).toBe('12,3');
    expect(formatThousands(1_200_000, 'sv')).toBe('1\u00a0200');
    expect(formatThousands(12_345, 'de')).toBe('12,3');
    expect(formatThousands(500, 'en')).toBe('0.5');
    expect(formatThousands(0, 'fi')).toBe('0');
  });
});
