import { describe, expect, it } from 'vitest';
import { INVOICE_VAT_PERCENT, PAYMENT_STATUS, type GetInvoiceDetailsResponse, type InvoiceRow } from '@portal/contracts';
import { pdfContents } from '../../test/pdf-text.js';
import { createTestApp } from '../../test/test-app.js';
import { addDays, today, yyyymmdd } from '../../platform/calendar/delivery-calendar.js';
import { useTestApp } from '../../test/use-test-app.js';
import { JONAS, LENA, ERIK, ANNA } from '../../test/demo-users.js';

const t = useTestApp();

const invoices = async (email: string, amount = 999) => {
  const res = await t.call(email, 'GET', `/api/invoice/invoices?amount=${amount}`);
  expect(res.statusCode).toBe(200);
  return res.json<{ Invoices: InvoiceRow[] }>().Invoices;
};
const stored = (customerNumber: string) =>
  t.database.db
    .selectFrom('invoice')
    .selectAll()
    .where('customer_number', '=', customerNumber)
    .orderBy('invoice_date', 'desc')
    .orderBy('invoice_number', 'desc')
    .execute();

describe('access', () => {
  it('answers 403 to a reseller for every invoice call', async () => {
    const [any] = await stored('30001');
    for (const url of [
      '/api/invoice/invoices?amount=999',
      `/api/invoice/invoiceDetails?invoiceNumber=${any!.invoice_number}`,
      `/api/invoice/invoicePdf?invoiceNumber=${any!.invoice_number}`,
    ]) {
      const res = await t.call(LENA, 'GET', url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toMatchObject({ code: 'ADMIN_REQUIRED' });
    }
    expect((await t.call(ANNA, 'GET', '/api/invoice/invoices?amount=999')).statusCode).toBe(403);
  });
});

describe('invoices', () => {
  it('lists the customer’s own invoices, newest first, with the fields of the spec', async () => {
    const list = await invoices(JONAS);
    const rows = await stored('30001');
    expect(list.map((i) => i.InvoiceNumber)).toEqual(rows.map((r) => r.invoice_number));
    const first = rows[0]!;
    expect(list[0]).toEqual({
      InvoiceNumber: first.invoice_number,
      OrderNumber: first.order_number,
      OrderMark: first.order_mark,
      InvoiceDate: yyyymmdd(first.invoice_date),
      NetDueDate: yyyymmdd(first.due_date),
      TotalAmount: first.total,
      Currency: 'EUR',
      PaymentStatus: expect.any(Number),
    });
    expect(list.every((i) => /^\d{8}$/.test(i.InvoiceDate) && /^\d{8}$/.test(i.NetDueDate))).toBe(true);
  });

  it('derives the payment status: paid when a payment is recorded, overdue after the due date, else unpaid', async () => {
    const day = today('de');
    const byNumber = new Map((await stored('30001')).map((r) => [r.invoice_number, r]));
    const list = await invoices(JONAS);
    for (const invoice of list) {
      const row = byNumber.get(invoice.InvoiceNumber)!;
      const expected = row.paid_date ? PAYMENT_STATUS.paid : row.due_date < day ? PAYMENT_STATUS.overdue : PAYMENT_STATUS.unpaid;
      expect(invoice.PaymentStatus, invoice.InvoiceNumber).toBe(expected);
    }
    // The seed leaves every status for the demo admin.
    expect(new Set(list.map((i) => i.PaymentStatus))).toEqual(new Set([1, 2, 3]));
    expect(list.filter((i) => i.PaymentStatus === PAYMENT_STATUS.overdue)).toHaveLength(2);
  });

  it('gives the amount asked for and refuses one outside 1–999', async () => {
    expect(await invoices(JONAS, 3)).toHaveLength(3);
    expect((await t.call(JONAS, 'GET', '/api/invoice/invoices?amount=0')).statusCode).toBe(400);
    expect((await t.call(JONAS, 'GET', '/api/invoice/invoices?amount=1000')).statusCode).toBe(400);
  });

  it('totals every invoice as net plus freight plus VAT at its rate (25 % in Sweden, 0 % for a German dealer with a VAT number)', async () => {
    for (const [customer, rate] of [
      ['10001', INVOICE_VAT_PERCENT],
      ['30001', 0],
    ] as const) {
      for (const r of await stored(customer)) {
        expect(r.vat_percent, r.invoice_number).toBe(rate);
        expect(r.vat, r.invoice_number).toBeCloseTo(Math.round((r.net_total + r.freight) * rate) / 100, 2);
        expect(r.total, r.invoice_number).toBeCloseTo(r.net_total + r.freight + r.vat, 2);
      }
    }
    for (const r of await stored('30001')) expect(r.due_date).toBe(addDays(r.invoice_date, 30));
  });

  it('has an invoice for every delivered order, dated after the delivery', async () => {
    const delivered = await t.database.db
      .selectFrom('customer_order')
      .select(['order_number', 'promise_date'])
      .where('customer_number', '=', '30001')
      .where('status', '=', 60)
      .execute();
    const rows = await stored('30001');
    for (const order of delivered) {
      const invoice = rows.find((r) => r.order_number === order.order_number);
      expect(invoice, order.order_number).toBeDefined();
      expect(invoice!.invoice_date > order.promise_date! || invoice!.invoice_date === today('de')).toBe(true);
    }
  });
});

describe('invoiceDetails', () => {
  it('shows an invoice with its lines, the hidden header line and totals that add up', async () => {
    const [row] = await stored('30001');
    const res = await t.call(JONAS, 'GET', `/api/invoice/invoiceDetails?invoiceNumber=${row!.invoice_number}`);
    expect(res.statusCode).toBe(200);
    const { Invoice } = res.json<GetInvoiceDetailsResponse>();
    expect(Invoice).toMatchObject({
      InvoiceNumber: row!.invoice_number,
      OrderNumber: row!.order_number,
      OrderMark: row!.order_mark,
      InvoiceDate: yyyymmdd(row!.invoice_date),
      NetDueDate: yyyymmdd(row!.due_date),
      InvoiceNetTot: row!.net_total,
      Freight: row!.freight,
      VAT: row!.vat,
      InvoiceTotal: row!.total,
    });
    expect(Invoice.DetLines[0]!.LineSequence).toBe(0);
    const lines = Invoice.DetLines.filter((l) => l.LineSequence > 0);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.reduce((s, l) => s + l.NetSalesAmt, 0)).toBeCloseTo(Invoice.InvoiceNetTot, 2);
    expect(Invoice.InvoiceNetTot + Invoice.Freight + Invoice.VAT).toBeCloseTo(Invoice.InvoiceTotal, 2);
    const catalogue = new Set((await t.database.db.selectFrom('product').select('item_number').execute()).map((p) => p.item_number));
    expect(lines.every((l) => catalogue.has(l.ItemNumber))).toBe(true);
  });

  it('answers 404 for another customer’s invoice and for one that does not exist', async () => {
    const [swedish] = await stored('10001');
    expect((await t.call(JONAS, 'GET', `/api/invoice/invoiceDetails?invoiceNumber=${swedish!.invoice_number}`)).statusCode).toBe(404);
    expect((await t.call(ERIK, 'GET', `/api/invoice/invoiceDetails?invoiceNumber=${swedish!.invoice_number}`)).statusCode).toBe(200);
    expect((await t.call(JONAS, 'GET', '/api/invoice/invoiceDetails?invoiceNumber=999999')).statusCode).toBe(404);
  });
});

describe('invoicePdf', () => {
  it('sends the invoice as a PDF attachment that a reader can open', async () => {
    const [row] = await stored('30001');
    const res = await t.call(JONAS, 'GET', `/api/invoice/invoicePdf?invoiceNumber=${row!.invoice_number}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="invoice-${row!.invoice_number}.pdf"; filename*=UTF-8''invoice-${row!.invoice_number}.pdf`,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    const file = res.rawPayload;
    expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { count, pages } = await pdfContents(file);
    expect(count).toBeGreaterThanOrEqual(1);
    // Market de reads English: the number, the addressee and the totals are on it.
    for (const text of [row!.invoice_number, 'INVOICE', 'Kaminwelt Hamburg GmbH', 'VAT 0 %']) expect(pages[0], text).toContain(text);
  });

  it('names the file in the language of the document, as the order confirmation', async () => {
    const [row] = await stored('30001');
    const res = await t.call(JONAS, 'GET', `/api/invoice/invoicePdf?invoiceNumber=${row!.invoice_number}&lang=de`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`filename="rechnung-${row!.invoice_number}.pdf"`);
  });

  it('writes the language asked for, with its letters', async () => {
    const [row] = await stored('30001');
    const res = await t.call(JONAS, 'GET', `/api/invoice/invoicePdf?invoiceNumber=${row!.invoice_number}&lang=de`);
    const [page] = (await pdfContents(res.rawPayload)).pages;
    expect(page).toContain('RECHNUNG');
    expect(page).toContain('Fälligkeitsdatum');
  });

  it('answers 404 for another customer’s invoice and 400 for an unknown language', async () => {
    const [swedish] = await stored('10001');
    expect((await t.call(JONAS, 'GET', `/api/invoice/invoicePdf?invoiceNumber=${swedish!.invoice_number}`)).statusCode).toBe(404);
    const [own] = await stored('30001');
    expect((await t.call(JONAS, 'GET', `/api/invoice/invoicePdf?invoiceNumber=${own!.invoice_number}&lang=xx`)).statusCode).toBe(400);
  });

  it('is in the API document as a PDF', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, { get: { responses: Record<string, { content: Record<string, unknown> }> } }>;
    }>();
    expect(Object.keys(doc.paths['/api/invoice/invoicePdf']!.get.responses['200']!.content)).toEqual(['application/pdf']);
  });
});

describe('as time passes', () => {
  it('shows an unpaid invoice as overdue once its due date has passed', async () => {
    const later = await createTestApp({ now: () => new Date(Date.now() + 45 * 86_400_000) });
    try {
      const now = (await stored('30001')).filter((r) => !r.paid_date);
      const unpaidToday = now.filter((r) => r.due_date >= today('de'));
      expect(unpaidToday.length).toBeGreaterThan(0);
      const res = await later.call(JONAS, 'GET', '/api/invoice/invoices?amount=999');
      const list = res.json<{ Invoices: InvoiceRow[] }>().Invoices;
      for (const r of unpaidToday)
        expect(list.find((i) => i.InvoiceNumber === r.invoice_number)?.PaymentStatus, r.invoice_number).toBe(PAYMENT_STATUS.overdue);
    } finally {
      await later.close();
    }
  });
});
