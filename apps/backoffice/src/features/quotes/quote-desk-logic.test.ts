import { describe, expect, it } from 'vitest';
import type { StaffQuoteDetail } from '@portal/contracts/quotes';
import { defaultValidUntil, isPriced, priceRequest, priceValues, refusalKey, typedTotal } from './quote-desk-logic';

const quote = {
  lines: [
    { itemNumber: 'A-1', unitPrice: 1000, discountPercent: null, quantity: 4 },
    { itemNumber: 'B-2', unitPrice: null, discountPercent: null, quantity: 6 },
  ],
  validUntil: null,
  staffMessage: null,
  allowPartialCallOffs: false,
} as unknown as StaffQuoteDetail;

describe('the price form', () => {
  it('starts from the saved prices, an unpriced line empty, valid 30 days by default', () => {
    const values = priceValues(quote, defaultValidUntil(new Date('2026-11-29T10:00:00Z')));
    expect(values).toEqual({
      lines: [
        { itemNumber: 'A-1', unitPrice: 1000, discountPercent: '' },
        { itemNumber: 'B-2', unitPrice: '', discountPercent: '' },
      ],
      validUntil: '2026-12-29',
      message: '',
      allowPartialCallOffs: false,
    });
    expect(isPriced(values)).toBe(false);
  });

  it('sends every line with its price and a discount only when given, and totals as the dealer will see it', () => {
    const values = {
      lines: [
        { itemNumber: 'A-1', unitPrice: 1000 as const, discountPercent: '' as const },
        { itemNumber: 'B-2', unitPrice: 2000 as const, discountPercent: 10 as const },
      ],
      validUntil: '2026-12-31',
      message: 'Project price',
      allowPartialCallOffs: true,
    };
    expect(isPriced(values)).toBe(true);
    expect(priceRequest(values)).toEqual({
      lines: [
        { itemNumber: 'A-1', unitPrice: 1000 },
        { itemNumber: 'B-2', unitPrice: 2000, discountPercent: 10 },
      ],
      validUntil: '2026-12-31',
      message: 'Project price',
      allowPartialCallOffs: true,
    });
    expect(typedTotal(values, { 'A-1': 4, 'B-2': 6 })).toBe(4 * 1000 + 6 * 1800);
  });

  it('tells why a change was refused', () => {
    expect(refusalKey('QUOTE_NOT_OPEN')).toBe('quote-desk.error.not-open');
    expect(refusalKey('QUOTE_NOT_PRICED')).toBe('quote-desk.error.not-priced');
    expect(refusalKey('INTERNAL_ERROR')).toBe('quote-desk.error.failed');
  });
});
