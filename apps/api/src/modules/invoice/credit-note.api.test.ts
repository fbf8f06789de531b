import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { GetTotalRevenueYTDResponse, InvoiceRow } from '@portal/contracts';
import type { ComplaintResolution } from '@portal/contracts/complaint';
import type { StaffInvoiceDetail } from '@portal/contracts/staff-order';
import { round2 } from '@portal/contracts/money';
import { useTestApp } from '../../test/use-test-app.js';
import { ANNA, ERIK, JONAS, MARKETING, SALES, SERVICE } from '../../test/demo-users.js';
import { auditRows } from '../../test/fixtures.js';
import { pdfContents } from '../../test/pdf-text.js';

const t = useTestApp();

/** An invoice of the customer whose lines all have a quantity of at least two, with its lines. */
async function invoiceOf(customerNumber: string, skip = 0) {
  const rows = await sql<{ invoice_number: string }>`
    SELECT i.invoice_number FROM invoice i
     WHERE i.customer_number = ${customerNumber} AND i.kind = 'invoice'
       AND NOT EXISTS (SELECT 1 FROM invoice_line l WHERE l.invoice_number = i.invoice_number AND l.quantity < 2)
       AND EXISTS (SELECT 1 FROM invoice_line l WHERE l.invoice_number = i.invoice_number)
     ORDER BY i.invoice_number LIMIT 1 OFFSET ${skip}`.execute(t.database.db);
  const invoiceNumber = rows.rows[0]!.invoice_number;
  const detail = (await t.call(SERVICE, 'GET', `/api/staff/invoices/${invoiceNumber}`)).json<StaffInvoiceDetail>();
  return detail;
}

const credit = (invoiceNumber: string, body: unknown, email = SERVICE) =>
  t.call(email, 'POST', `/api/staff/invoices/${invoiceNumber}/credit-notes`, body);

const revenue = async (email: string) =>
  (await t.call(email, 'GET', '/api/financial/totalRevenueYTD')).json<GetTotalRevenueYTDResponse>().AmountsYTD.AmountYTD;

describe('credit notes: who may call', () => {
  it('answers 403 to a dealer and to staff without customer service, 404 for an unknown invoice', async () => {
    const invoice = await invoiceOf('10001');
    const body = { reason: 'Role check', lines: [{ lineNumber: invoice.lines[0]!.lineNumber, quantity: 1 }] };
    expect((await credit(invoice.invoiceNumber, body, ERIK)).json()).toMatchObject({ statusCode: 403, code: 'STAFF_ONLY' });
    expect((await credit(invoice.invoiceNumber, body, MARKETING)).json()).toMatchObject({ statusCode: 403, code: 'STAFF_ROLE_REQUIRED' });
    expect((await credit(invoice.invoiceNumber, body, SALES)).statusCode).toBe(403);
    expect((await t.call(ANNA, 'GET', `/api/staff/invoices/${invoice.invoiceNumber}`)).statusCode).toBe(403);
    expect((await t.call(MARKETING, 'GET', `/api/staff/invoices/pdf?invoiceNumber=${invoice.invoiceNumber}`)).statusCode).toBe(403);
    expect((await credit('999999999', body)).statusCode).toBe(404);
    expect((await t.call(SERVICE, 'GET', '/api/staff/invoices/999999999')).statusCode).toBe(404);
  });
});

describe('a credit note', () => {
  it("takes the invoice's prices and VAT, is numbered in the invoice series and counts negative for the dealer", async () => {
    const invoice = await invoiceOf('10001');
    const line = invoice.lines[0]!;
    const before = await revenue(ERIK);
    const highest = await sql<{ n: string }>`SELECT max(invoice_number::bigint)::text AS n FROM invoice`.execute(t.database.db);

    const res = await credit(invoice.invoiceNumber, {
      reason: 'Glass cracked in transport',
      lines: [{ lineNumber: line.lineNumber, quantity: 1 }],
    });
    expect(res.statusCode).toBe(200);
    const note = res.json<StaffInvoiceDetail>();
    const net = round2((line.netAmount * 1) / line.quantity);
    expect(note).toMatchObject({
      kind: 'credit-note',
      creditedInvoiceNumber: invoice.invoiceNumber,
      customerNumber: '10001',
      orderNumber: invoice.orderNumber,
      creditReason: 'Glass cracked in transport',
      vatPercent: invoice.vatPercent,
      netTotal: -net,
      freight: 0,
      vat: round2((-net * invoice.vatPercent) / 100),
      total: round2(-net + round2((-net * invoice.vatPercent) / 100)),
      currency: invoice.currency,
    });
    expect(note.invoiceNumber).toBe(String(BigInt(highest.rows[0]!.n) + 1n));
    expect(note.lines).toEqual([
      expect.objectContaining({ itemNumber: line.itemNumber, quantity: -1, price: line.price, discount: line.discount, netAmount: -net }),
    ]);

    // The invoice now says one of the line is credited.
    const after = (await t.call(SERVICE, 'GET', `/api/staff/invoices/${invoice.invoiceNumber}`)).json<StaffInvoiceDetail>();
    expect(after.lines.find((l) => l.lineNumber === line.lineNumber)!.creditedQuantity).toBe(1);
    expect(after.creditNotes.map((c) => c.invoiceNumber)).toEqual([note.invoiceNumber]);

    // The dealer's invoices show it with a negative amount; the year's sales drop by its net.
    const list = (await t.call(ERIK, 'GET', '/api/invoice/invoices?amount=999')).json<{ Invoices: InvoiceRow[] }>().Invoices;
    expect(list.find((i) => i.InvoiceNumber === note.invoiceNumber)).toMatchObject({
      TotalAmount: note.total,
      Kind: 'credit-note',
      CreditedInvoiceNumber: invoice.invoiceNumber,
    });
    expect(note.total).toBeLessThan(0);
    expect(round2((await revenue(ERIK)) - before)).toBe(-net);
    const kept = await sql<{ kept: string; counted: string }>`
      SELECT (SELECT sum(amount) FROM sales_day WHERE customer_number = '10001')::text AS kept,
             (SELECT sum(net_sales_amt) FROM invoice_line WHERE customer_number = '10001')::text AS counted`.execute(t.database.db);
    expect(kept.rows[0]!.kept).toBe(kept.rows[0]!.counted);

    // Audited, and told to integrations as an invoice of the credit-note kind.
    expect(
      (await auditRows(t, invoice.invoiceNumber, 'invoice.credit-note')).map(
        (r) => (r.after as { creditNoteNumber: string }).creditNoteNumber,
      ),
    ).toEqual([note.invoiceNumber]);
    const event = await t.database.db
      .selectFrom('integration_event')
      .select(['type', 'data'])
      .where('resource_id', '=', note.invoiceNumber)
      .executeTakeFirstOrThrow();
    expect(event.type).toBe('invoice.created');
    expect(event.data).toMatchObject({ kind: 'credit-note', creditedInvoiceNumber: invoice.invoiceNumber, total: note.total });

    // Its PDF, for the dealer and for staff.
    const dealerPdf = await t.call(ERIK, 'GET', `/api/invoice/invoicePdf?invoiceNumber=${note.invoiceNumber}`);
    expect(dealerPdf.statusCode).toBe(200);
    expect(dealerPdf.headers['content-disposition']).toContain(`kreditfaktura-${note.invoiceNumber}.pdf`);
    const staffPdf = await t.call(SERVICE, 'GET', `/api/staff/invoices/pdf?invoiceNumber=${note.invoiceNumber}&lang=en`);
    expect(staffPdf.statusCode).toBe(200);
    const { text } = await pdfContents(staffPdf.rawPayload);
    for (const part of ['CREDIT NOTE', note.invoiceNumber, invoice.invoiceNumber, 'Glass cracked in transport'])
      expect(text, part).toContain(part);
  });

  it('never credits more than was invoiced, across credit notes, and credits no credit note', async () => {
    const invoice = await invoiceOf('10001', 1);
    const line = invoice.lines[0]!;
    const count = async () => Number((await sql<{ n: string }>`SELECT count(*)::text AS n FROM invoice`.execute(t.database.db)).rows[0]!.n);
    const before = await count();
    const over = await credit(invoice.invoiceNumber, {
      reason: 'Too much',
      lines: [{ lineNumber: line.lineNumber, quantity: line.quantity + 1 }],
    });
    expect(over.json()).toMatchObject({ statusCode: 409, code: 'CREDIT_EXCEEDS_INVOICE', field: 'lines.0.quantity' });
    expect(
      (await credit(invoice.invoiceNumber, { reason: 'No such line', lines: [{ lineNumber: 999, quantity: 1 }] })).json(),
    ).toMatchObject({
      statusCode: 409,
      code: 'NOT_CREDITABLE',
    });
    expect((await credit(invoice.invoiceNumber, { reason: '', lines: [{ lineNumber: line.lineNumber, quantity: 1 }] })).statusCode).toBe(
      400,
    );
    expect(await count()).toBe(before);

    // In two parts the line adds up to exactly its amount; a third is refused.
    const first = (
      await credit(invoice.invoiceNumber, { reason: 'Part', lines: [{ lineNumber: line.lineNumber, quantity: 1 }] })
    ).json<StaffInvoiceDetail>();
    const rest = line.quantity - 1;
    const second = (
      await credit(invoice.invoiceNumber, { reason: 'Rest', lines: [{ lineNumber: line.lineNumber, quantity: rest }] })
    ).json<StaffInvoiceDetail>();
    expect(round2(first.netTotal + second.netTotal)).toBe(-line.netAmount);
    expect(
      (await credit(invoice.invoiceNumber, { reason: 'Again', lines: [{ lineNumber: line.lineNumber, quantity: 1 }] })).json(),
    ).toMatchObject({
      statusCode: 409,
      code: 'CREDIT_EXCEEDS_INVOICE',
    });
    expect((await credit(first.invoiceNumber, { reason: 'Of a note', lines: [{ lineNumber: 1, quantity: 1 }] })).json()).toMatchObject({
      statusCode: 409,
      code: 'NOT_CREDITABLE',
    });
  });

  it("is tied to a complaint of the same dealer, which it marks credited; another dealer's complaint is refused", async () => {
    const invoice = await invoiceOf('10001', 2);
    const line = invoice.lines[0]!;
    const own = await t.database.db.selectFrom('incident').select('id').where('customer_number', '=', '10001').executeTakeFirstOrThrow();
    const other = await t.database.db.selectFrom('incident').select('id').where('customer_number', '=', '30001').executeTakeFirstOrThrow();
    const body = (complaintId: string) => ({ reason: 'Complaint', complaintId, lines: [{ lineNumber: line.lineNumber, quantity: 1 }] });

    expect((await credit(invoice.invoiceNumber, body(other.id))).json()).toMatchObject({ statusCode: 400, field: 'complaintId' });
    const none = (await t.call(SERVICE, 'GET', `/api/staff/invoices/${invoice.invoiceNumber}`)).json<StaffInvoiceDetail>();
    expect(none.creditNotes).toEqual([]);

    const note = (await credit(invoice.invoiceNumber, body(own.id))).json<StaffInvoiceDetail>();
    expect(note.complaintId).toBe(own.id);
    const resolution = (await t.call(ANNA, 'GET', `/api/complaint/resolution?incidentId=${own.id}`)).json<ComplaintResolution>();
    expect(resolution.outcome).toBe('credited');
    expect(resolution.creditNotes).toContainEqual(
      expect.objectContaining({ invoiceNumber: note.invoiceNumber, creditedInvoiceNumber: invoice.invoiceNumber, total: note.total }),
    );
    expect(await auditRows(t, own.id, 'complaint.credit-note')).toHaveLength(1);
    // Another dealer does not read it.
    expect((await t.call(JONAS, 'GET', `/api/complaint/resolution?incidentId=${own.id}`)).statusCode).toBe(404);
  });
});
