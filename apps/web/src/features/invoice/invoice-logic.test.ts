import { describe, expect, it } from 'vitest';
import { PAYMENT_STATUS } from '@portal/contracts/invoice';
import { filterByStatus, invoiceTexts, statusCounts } from './invoice-logic';
import { visibleLines } from '../../components/det-lines';

const row = (n: string, status: number) => ({
  InvoiceNumber: n,
  OrderNumber: `4${n}`,
  OrderMark: null,
  InvoiceDate: '20260105',
  NetDueDate: '20260204',
  TotalAmount: 1234.5,
  Currency: 'EUR',
  PaymentStatus: status as 1 | 2 | 3,
});
const invoices = [
  row('1', PAYMENT_STATUS.paid),
  row('2', PAYMENT_STATUS.overdue),
  row('3', PAYMENT_STATUS.unpaid),
  row('4', PAYMENT_STATUS.paid),
];

describe('status filter', () => {
  it('counts every status and all', () => {
    expect(statusCounts(invoices)).toEqual({ all: 4, overdue: 1, unpaid: 1, paid: 2 });
    expect(statusCounts([])).toEqual({ all: 0, overdue: 0, unpaid: 0, paid: 0 });
  });

  it('keeps the rows of the chosen status, in their order', () => {
    expect(filterByStatus(invoices, 'paid').map((i) => i.InvoiceNumber)).toEqual(['1', '4']);
    expect(filterByStatus(invoices, 'overdue').map((i) => i.InvoiceNumber)).toEqual(['2']);
    expect(filterByStatus(invoices, 'all')).toHaveLength(4);
  });
});

describe('texts', () => {
  const t = (key: string) => key;
  it('writes dates, amounts and status the language’s way', () => {
    const text = invoiceTexts(t, 'en');
    expect(text.date(invoices[0]!)).toBe('5 Jan 2026');
    expect(text.dueDate(invoices[0]!)).toBe('4 Feb 2026');
    expect(text.amount(invoices[0]!)).toBe('€1,234.50');
    expect(text.status(invoices[1]!)).toBe('invoices.status.overdue');
    expect(text.status(row('9', 7))).toBe('7');
  });
});

describe('lines and files', () => {
  it('hides the header line', () => {
    const line = (seq: number) => ({
      LineSequence: seq,
      ItemNumber: '',
      Description: '',
      OrderedQty: 0,
      Price: 0,
      Discount: 0,
      NetSalesAmt: 0,
      LineComments: [],
    });
    expect(visibleLines([line(0), line(1), line(2)]).map((l) => l.LineSequence)).toEqual([1, 2]);
  });
});
