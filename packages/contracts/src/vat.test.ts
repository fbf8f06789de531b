import { describe, expect, it } from 'vitest';
import { vatRuleFor } from './vat.js';

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
