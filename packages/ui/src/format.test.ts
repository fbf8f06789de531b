import { describe, expect, it } from 'vitest';
import { decimalSeparator, formatMoney, formatSek, parseYyyyMmDd } from './format';

// Intl separates groups with a narrow no-break space in Swedish.
const plain = (s: string) => s.replace(/\s/g, ' ');

describe('formatting', () => {
  it('shows cart amounts in Swedish kronor, Swedish style', () => {
    expect(plain(formatSek(12345.5))).toBe('12 345,50 kr');
  });

  it('shows money in the language’s own currency unless one is given', () => {
    expect(formatMoney(10, 'en')).toBe('£10.00');
    expect(plain(formatMoney(10, 'de'))).toBe('10,00 €');
    expect(plain(formatMoney(10, 'no', 'NOK'))).toContain('10,00');
  });

  it('reads ERP dates written as yyyymmdd', () => {
    expect(parseYyyyMmDd('20261121')?.getDate()).toBe(21);
    expect(parseYyyyMmDd('2026-11-21')).toBeNull();
  });
});

describe('decimalSeparator', () => {
  it('is a comma in the Nordic languages and German, a point in English', () => {
    expect((['sv', 'no', 'dk', 'de', 'fi', 'en'] as const).map(decimalSeparator)).toEqual([',', ',', ',', ',', ',', '.']);
  });
});
