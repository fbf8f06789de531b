import { describe, expect, it } from 'vitest';
import { PAYMENT_STATUS } from '@portal/contracts';
import { marketLanguage, paymentStatus } from './invoice.service.js';

describe('paymentStatus', () => {
  it('is paid once a payment is recorded, whatever the dates', () => {
    expect(paymentStatus('2026-02-10', '2026-01-31', '2026-03-01')).toBe(PAYMENT_STATUS.paid);
  });

  it('is unpaid up to and including the due date, overdue from the day after', () => {
    expect(paymentStatus(null, '2026-01-31', '2026-01-30')).toBe(PAYMENT_STATUS.unpaid);
    expect(paymentStatus(null, '2026-01-31', '2026-01-31')).toBe(PAYMENT_STATUS.unpaid);
    expect(paymentStatus(null, '2026-01-31', '2026-02-01')).toBe(PAYMENT_STATUS.overdue);
  });
});

describe('marketLanguage', () => {
  it('speaks Swedish to se, Norwegian to no and English to everyone else', () => {
    expect(['se', 'no', 'de', 'dk', 'fi'].map(marketLanguage)).toEqual(['sv', 'no', 'en', 'en', 'en']);
  });
});
