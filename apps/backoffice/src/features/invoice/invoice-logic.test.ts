import { describe, expect, it } from 'vitest';
import { PAYMENT_STATUS } from '@portal/contracts/invoice';
import { ApiError } from '@portal/ui/auth';
import { exportQueryOf, listQuery, readFilters } from '../../lib/list-page-logic';
import { INVOICE_FILTERS, invoiceChips, PAYMENT_COLOR } from './invoice-logic';
import { paymentProblems, paymentRefusalKey, paymentRequest, paymentValues } from './invoice-logic';

const RITA = { id: '5a1e5000-0000-4000-8000-000000000001', name: 'Rita Ett' };

const from = (search: string) => {
  const params = new URLSearchParams(search);
  return (name: string) => params.get(name);
};

describe('the invoice list', () => {
  it('reads the start page’s link to overdue invoices', () => {
    expect(readFilters(INVOICE_FILTERS, from('state=overdue'))).toEqual({ state: 'overdue' });
  });

  it('reads the market, and drops a state or market it does not know', () => {
    expect(readFilters(INVOICE_FILTERS, from('state=paid&market=dk'))).toEqual({ state: 'paid', market: 'dk' });
    expect(readFilters(INVOICE_FILTERS, from('state=late&market=uk'))).toEqual({});
  });

  it('reads the sales breakdown’s links: article, series, brand and sales representative (only as an id)', () => {
    expect(readFilters(INVOICE_FILTERS, from(`series=Gotland&brand=NF&salesRep=${RITA.id}&from=2025-01-01&to=2025-12-31`))).toEqual({
      series: 'Gotland',
      brand: 'NF',
      salesRep: RITA.id,
      from: '2025-01-01',
      to: '2025-12-31',
    });
    expect(readFilters(INVOICE_FILTERS, from('itemNumber=1234&salesRep=Rita'))).toEqual({ itemNumber: '1234' });
  });

  it('shows the filters a link brought as chips, a sales representative by name', () => {
    const reps = [RITA, { id: '5a1e5000-0000-4000-8000-000000000002', name: 'Rolf Två' }];
    expect(invoiceChips(readFilters(INVOICE_FILTERS, from(`series=Gotland&market=se&salesRep=${RITA.id}`)), reps)).toEqual([
      { name: 'series', label: 'invoice-desk.filter.series', value: 'Gotland' },
      { name: 'salesRep', label: 'invoice-desk.filter.sales-rep', value: 'Rita Ett' },
    ]);
    // The id in capitals is the same representative; until the names have come (or for one nobody has), the id.
    expect(invoiceChips({ salesRep: RITA.id.toUpperCase() }, reps)).toEqual([
      { name: 'salesRep', label: 'invoice-desk.filter.sales-rep', value: 'Rita Ett' },
    ]);
    expect(invoiceChips({ salesRep: RITA.id }, [])).toEqual([{ name: 'salesRep', label: 'invoice-desk.filter.sales-rep', value: RITA.id }]);
    expect(invoiceChips({}, reps)).toEqual([]);
  });

  it('keeps the sales representative in the export, as the other filters', () => {
    const values = readFilters(INVOICE_FILTERS, from(`itemNumber=1234&salesRep=${RITA.id}`));
    expect(exportQueryOf(listQuery(values, {}, 2, 25))).toEqual({ itemNumber: '1234', salesRep: RITA.id });
  });

  it('colours each payment status', () => {
    expect(PAYMENT_COLOR[PAYMENT_STATUS.unpaid]).toBe('blue');
    expect(PAYMENT_COLOR[PAYMENT_STATUS.overdue]).toBe('red');
    expect(PAYMENT_COLOR[PAYMENT_STATUS.paid]).toBe('green');
  });
});

describe('recording a payment', () => {
  it('starts today in the dealer’s market, which may be tomorrow already', () => {
    // 23:30 in London is 00:30 in Stockholm and 01:30 in Helsinki.
    const lateEvening = new Date('2026-03-02T23:30:00Z');
    expect(paymentValues({ market: 'se' }, lateEvening)).toEqual({ paidDate: '2026-03-03', reference: '' });
    expect(paymentValues({ market: 'fi' }, new Date('2026-03-02T21:30:00Z')).paidDate).toBe('2026-03-02');
    expect(paymentValues({ market: 'fi' }, new Date('2026-03-02T22:30:00Z')).paidDate).toBe('2026-03-03');
  });

  it('sends a reference only when one is typed', () => {
    expect(paymentRequest({ paidDate: '2026-03-02', reference: 'BG 123' })).toEqual({ paidDate: '2026-03-02', reference: 'BG 123' });
    expect(paymentRequest({ paidDate: '2026-03-02', reference: '   ' })).toEqual({ paidDate: '2026-03-02' });
    expect(paymentRequest({ paidDate: '2026-03-02', reference: '' })).toEqual({ paidDate: '2026-03-02' });
  });

  it('needs a day', () => {
    expect(paymentProblems({ paidDate: '', reference: '' })).toEqual({ paidDate: { key: 'invoice-desk.validation.paidDate' } });
    expect(paymentProblems({ paidDate: '2026-02-30', reference: '' })).toEqual({ paidDate: { key: 'invoice-desk.validation.paidDate' } });
    expect(paymentProblems({ paidDate: '2026-02-28', reference: '' })).toEqual({});
  });

  it('takes a reference of up to a hundred characters', () => {
    expect(paymentProblems({ paidDate: '2026-02-28', reference: 'x'.repeat(100) })).toEqual({});
    expect(paymentProblems({ paidDate: '2026-02-28', reference: 'x'.repeat(101) })).toEqual({
      reference: { key: 'invoice-desk.validation.reference' },
    });
  });

  it('refused, says whether the invoice was paid already', () => {
    expect(paymentRefusalKey(new ApiError(409, 'INVOICE_ALREADY_PAID', 'paid'))).toBe('invoice-desk.already-paid');
    expect(paymentRefusalKey(new ApiError(500, 'INTERNAL_ERROR', 'boom'))).toBe('invoice-desk.pay-failed');
    expect(paymentRefusalKey(new Error('offline'))).toBe('invoice-desk.pay-failed');
  });
});
