import { describe, expect, it } from 'vitest';
import { MARKETS } from './languages.js';
import { VAT_NUMBER_EXAMPLES, isVatNumberOf, normalizeVatNumber, vatRuleFor } from './vat.js';

const domestic = { treatment: 'domestic' as const, vat_percent: 25 };

describe('vatRuleFor', () => {
  it('charges Swedish VAT in Sweden', () => {
    expect(vatRuleFor(domestic, domestic, 'SE556123456701')).toEqual({ treatment: 'domestic', vatPercent: 25 });
  });
  it('makes an intra-Community supply at 0 % for an EU dealer with a VAT number, and Swedish VAT without one', () => {
    const eu = { treatment: 'intra-community' as const, vat_percent: 0 };
    expect(vatRuleFor(eu, domestic, 'DE812345679')).toEqual({ treatment: 'intra-community', vatPercent: 0 });
    expect(vatRuleFor(eu, domestic, null)).toEqual({ treatment: 'domestic', vatPercent: 25 });
    expect(vatRuleFor(eu, domestic, '  ')).toEqual({ treatment: 'domestic', vatPercent: 25 });
  });
  it('exports at 0 % outside the EU, with or without a number', () => {
    const export_ = { treatment: 'export' as const, vat_percent: 0 };
    expect(vatRuleFor(export_, domestic, 'NO987654321MVA')).toEqual({ treatment: 'export', vatPercent: 0 });
    expect(vatRuleFor(export_, domestic, null)).toEqual({ treatment: 'export', vatPercent: 0 });
  });
});

describe('VAT numbers by market', () => {
  it('accepts each market its own example and refuses the others', () => {
    for (const market of MARKETS)
      for (const other of MARKETS) expect(isVatNumberOf(market, VAT_NUMBER_EXAMPLES[other]), `${market} ${other}`).toBe(market === other);
  });
  it('writes a number as stored: compact, in capitals, with its prefix', () => {
    expect(normalizeVatNumber('se', '556123-4567 01')).toBe('SE556123456701');
    expect(normalizeVatNumber('no', 'no 987 654 321 mva')).toBe('NO987654321MVA');
    expect(normalizeVatNumber('de', 'DE 812.345.679')).toBe('DE812345679');
  });
  it('refuses numbers of the wrong length or ending', () => {
    expect(isVatNumberOf('se', 'SE556123456702')).toBe(false);
    expect(isVatNumberOf('dk', 'DK3145678')).toBe(false);
    expect(isVatNumberOf('de', 'DE8123456790')).toBe(false);
    expect(isVatNumberOf('no', 'NO987654321')).toBe(false);
  });
  it("makes the supply VAT-free only for a number of the market's form", () => {
    const de = { market: 'de', treatment: 'intra-community' as const, vat_percent: 0 };
    expect(vatRuleFor(de, domestic, 'DE812345679')).toEqual({ treatment: 'intra-community', vatPercent: 0 });
    expect(vatRuleFor(de, domestic, 'DK31456789')).toEqual({ treatment: 'domestic', vatPercent: 25 });
    expect(vatRuleFor(de, domestic, 'unknown')).toEqual({ treatment: 'domestic', vatPercent: 25 });
  });
});
