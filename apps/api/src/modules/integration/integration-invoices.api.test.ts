import { describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '@portal/contracts/order';
import { round2 } from '@portal/contracts/money';
import { PAYMENT_STATUS } from '@portal/contracts/invoice';
import type { IntegrationInvoice, IntegrationInvoiceRequest } from '@portal/contracts/integration-api';
import { ANNA, BACKOFFICE_ADMIN, ERIK, SERVICE } from '../../test/demo-users.js';
import { auditRows, messagesTo } from '../../test/fixtures.js';
import { clientToken, createIntegrationClient, expectIntegrationAccess } from '../../test/integration-client.js';
import { useTestApp } from '../../test/use-test-app.js';

const t = useTestApp({ env: { INTEGRATION_RATE_LIMIT_PER_MINUTE: '1000' } });

const send = (method: 'POST' | 'PUT', url: string, token: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${token}`, ...headers }, payload: payload as Record<string, unknown> });

const setFromErp = (invoicesFromErp: boolean, as = BACKOFFICE_ADMIN) =>
  t.call(as, 'PUT', '/api/staff/invoicing/settings', { invoicesFromErp });

const invoicesOf = (orderNumber: string) =>
  t.database.db.selectFrom('invoice').selectAll().where('order_number', '=', orderNumber).execute();

const used = new Set<string>();
/** An order of 10001 in production or on its way, delivered now through the order desk. */
async function deliveredOrder() {
  const order = await t.database.db
    .selectFrom('customer_order')
    .select(['order_number', 'status'])
    .where('customer_number', '=', '10001')
    .where('status', 'in', [ORDER_STATUS.inProduction, ORDER_STATUS.dispatched])
    .where('order_number', 'not in', ['0', ...used])
    .orderBy('order_number')
    .executeTakeFirstOrThrow();
  used.add(order.order_number);
  const move = (body: Record<string, unknown>) => t.call(SERVICE, 'PUT', `/api/staff/orders/${order.order_number}/status`, body);
  if (order.status === ORDER_STATUS.inProduction)
    expect((await move({ status: ORDER_STATUS.dispatched, carrier: 'DHL', trackingId: `T${order.order_number}` })).statusCode).toBe(200);
  expect((await move({ status: ORDER_STATUS.delivered })).statusCode).toBe(200);
  return order.order_number;
}

let nextNumber = 8_100_000;
/** The ERP's invoice of an order's lines, at 25 % VAT with freight, consistent in every figure. */
async function erpInvoice(orderNumber: string): Promise<IntegrationInvoiceRequest & { invoiceNumber: string }> {
  const lines = await t.database.db
    .selectFrom('order_line')
    .select(['item_number', 'description', 'ordered_qty', 'price', 'discount', 'net_sales_amt'])
    .where('order_number', '=', orderNumber)
    .orderBy('line_sequence')
    .execute();
  const netTotal = round2(lines.reduce((sum, l) => sum + l.net_sales_amt, 0));
  const freight = 450;
  const vat = round2((netTotal + freight) * 0.25);
  return {
    invoiceNumber: String(nextNumber++),
    orderNumber,
    invoiceDate: '2026-11-27',
    dueDate: '2026-12-27',
    lines: lines.map((l) => ({
      itemNumber: l.item_number,
      description: l.description,
      quantity: l.ordered_qty,
      price: l.price,
      discountPercent: l.discount,
      netAmount: l.net_sales_amt,
    })),
    freight,
    vatPercent: 25,
    netTotal,
    vat,
    total: round2(netTotal + freight + vat),
    externalReference: `VOUCHER-${orderNumber}`,
  };
}

describe('invoices from the ERP', () => {
  it('answers 401/403/403/403 and serves a client with invoices.write', async () => {
    expect((await setFromErp(true)).statusCode).toBe(200);
    const invoice = await erpInvoice(await deliveredOrder());
    await expectIntegrationAccess(
      t,
      [
        ['POST', '/api/integration/v1/invoices', 'invoices.write', invoice],
        ['PUT', `/api/integration/v1/invoices/${invoice.invoiceNumber}/payment`, 'invoices.write', { paidDate: '2026-11-28' }],
      ],
      { dealer: ANNA, staff: BACKOFFICE_ADMIN },
    );
  });

  it('lets only a back-office admin say that the ERP makes the invoices, audited', async () => {
    expect((await t.call(SERVICE, 'PUT', '/api/staff/invoicing/settings', { invoicesFromErp: false })).statusCode).toBe(403);
    expect((await t.call(ANNA, 'GET', '/api/staff/invoicing/settings')).statusCode).toBe(403);
    expect((await t.call(BACKOFFICE_ADMIN, 'PUT', '/api/staff/invoicing/settings', { invoicesFromErp: 'yes' })).statusCode).toBe(400);
    expect((await setFromErp(false)).json()).toEqual({ invoicesFromErp: false });
    expect((await t.call(BACKOFFICE_ADMIN, 'GET', '/api/staff/invoicing/settings')).json()).toEqual({ invoicesFromErp: false });
    expect((await setFromErp(true)).json()).toEqual({ invoicesFromErp: true });
    const audit = (await auditRows(t, 'invoicing', 'invoicing.settings')).at(-1)!;
    expect(audit).toMatchObject({ before: { invoicesFromErp: false }, after: { invoicesFromErp: true } });
  });

  it('refuses an invoice while the portal makes them, and makes the portal invoice on delivery then', async () => {
    expect((await setFromErp(false)).statusCode).toBe(200);
    const client = await createIntegrationClient(t, ['invoices.write']);
    const token = await clientToken(t, client, 'invoices.write');
    const orderNumber = await deliveredOrder();
    expect(await invoicesOf(orderNumber)).toHaveLength(1);
    const res = await send('POST', '/api/integration/v1/invoices', token, await erpInvoice(orderNumber));
    expect(res.json()).toMatchObject({ statusCode: 409, code: 'INVOICES_MADE_BY_PORTAL' });
    expect(await invoicesOf(orderNumber)).toHaveLength(1);
    expect((await setFromErp(true)).statusCode).toBe(200);
  });

  it("records the ERP's invoice of a delivered order, which delivery no longer made: the dealer's list, PDF, e-mail and event follow", async () => {
    expect((await setFromErp(true)).statusCode).toBe(200);
    const client = await createIntegrationClient(t, ['invoices.write'], 'Business Central');
    const token = await clientToken(t, client, 'invoices.write');
    const orderNumber = await deliveredOrder();
    // Delivered with the ERP making the invoices: no invoice of the portal's.
    expect(await invoicesOf(orderNumber)).toEqual([]);

    const invoice = await erpInvoice(orderNumber);
    const res = await send('POST', '/api/integration/v1/invoices', token, invoice);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<IntegrationInvoice>();
    expect(answer).toMatchObject({
      invoiceNumber: invoice.invoiceNumber,
      orderNumber,
      customerNumber: '10001',
      source: 'erp',
      netTotal: invoice.netTotal,
      vat: invoice.vat,
      total: invoice.total,
      vatPercent: 25,
      paidDate: null,
      externalReference: invoice.externalReference,
    });
    expect(answer.lines).toHaveLength(invoice.lines.length);

    // The dealer's Portal Admin sees it at once, with its PDF; the admins are e-mailed it.
    const list = (await t.call(ERIK, 'GET', '/api/invoice/invoices?amount=500')).json<{
      Invoices: { InvoiceNumber: string; TotalAmount: number }[];
    }>();
    expect(list.Invoices.find((i) => i.InvoiceNumber === invoice.invoiceNumber)?.TotalAmount).toBe(invoice.total);
    const pdf = await t.call(ERIK, 'GET', `/api/invoice/invoicePdf?invoiceNumber=${invoice.invoiceNumber}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await messagesTo(t, ERIK, 'invoice-issued')).some((m) => m.data['invoiceNumber'] === invoice.invoiceNumber)).toBe(true);

    const events = await t.database.db
      .selectFrom('integration_event')
      .select(['type', 'data'])
      .where('resource_id', '=', invoice.invoiceNumber)
      .execute();
    expect(events.map((e) => e.type)).toEqual(['invoice.created']);
    expect(events[0]!.data).toMatchObject({ invoiceNumber: invoice.invoiceNumber, orderNumber, total: invoice.total });
    const audit = (await auditRows(t, invoice.invoiceNumber, 'invoice.erp')).at(-1)!;
    expect(audit).toMatchObject({ after: { orderNumber, total: invoice.total, externalReference: invoice.externalReference } });

    // Sent again under the same Idempotency-Key: the same answer, one invoice; another body under it: 422.
    const key = { 'idempotency-key': `erp-${invoice.invoiceNumber}` };
    const second = await erpInvoice(orderNumber);
    const first = await send('POST', '/api/integration/v1/invoices', token, second, key);
    expect(first.statusCode, first.body).toBe(200);
    const again = await send('POST', '/api/integration/v1/invoices', token, second, key);
    expect(again.json()).toEqual(first.json());
    expect(await invoicesOf(orderNumber)).toHaveLength(2);
    expect((await send('POST', '/api/integration/v1/invoices', token, { ...second, externalReference: 'other' }, key)).statusCode).toBe(
      422,
    );
  });

  it('refuses figures that disagree, dates the wrong way round, another currency, a taken number and an order not delivered, changing nothing', async () => {
    expect((await setFromErp(true)).statusCode).toBe(200);
    const client = await createIntegrationClient(t, ['invoices.write']);
    const token = await clientToken(t, client, 'invoices.write');
    const orderNumber = await deliveredOrder();
    const good = await erpInvoice(orderNumber);
    const line = good.lines[0]!;
    const bad: [Partial<IntegrationInvoiceRequest>, string][] = [
      [{ lines: [{ ...line, netAmount: round2(line.netAmount + 5) }, ...good.lines.slice(1)] }, 'lines.0.netAmount'],
      [{ netTotal: round2(good.netTotal + 1) }, 'netTotal'],
      [{ vat: round2(good.vat + 10) }, 'vat'],
      [{ total: round2(good.total + 1) }, 'total'],
      [{ dueDate: '2026-11-01' }, 'dueDate'],
      [{ currency: 'EUR' }, 'currency'],
      [{ invoiceNumber: '12x' }, 'invoiceNumber'],
      [{ lines: [] }, 'lines'],
      [{ vatPercent: 101 }, 'vatPercent'],
    ];
    for (const [change, field] of bad) {
      const res = await send('POST', '/api/integration/v1/invoices', token, { ...good, ...change });
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(res.json().field, JSON.stringify(change)).toBe(field);
    }
    expect(await invoicesOf(orderNumber)).toEqual([]);

    const unknown = await send('POST', '/api/integration/v1/invoices', token, { ...good, orderNumber: '999999999' });
    expect(unknown.statusCode).toBe(404);
    const open = await t.database.db
      .selectFrom('customer_order')
      .select('order_number')
      .where('status', '=', ORDER_STATUS.received)
      .orderBy('order_number')
      .executeTakeFirstOrThrow();
    const notDelivered = await send('POST', '/api/integration/v1/invoices', token, { ...(await erpInvoice(open.order_number)) });
    expect(notDelivered.json()).toMatchObject({ statusCode: 409, code: 'ORDER_NOT_DELIVERED' });

    expect((await send('POST', '/api/integration/v1/invoices', token, good)).statusCode).toBe(200);
    const taken = await send('POST', '/api/integration/v1/invoices', token, { ...good });
    expect(taken.json()).toMatchObject({ statusCode: 409, code: 'INVOICE_NUMBER_TAKEN' });
    expect(await invoicesOf(orderNumber)).toHaveLength(1);
  });

  it('records a payment the dealer sees at once, answers the same when sent again, and refuses another day', async () => {
    expect((await setFromErp(true)).statusCode).toBe(200);
    const client = await createIntegrationClient(t, ['invoices.write']);
    const token = await clientToken(t, client, 'invoices.write');
    const invoice = await erpInvoice(await deliveredOrder());
    expect((await send('POST', '/api/integration/v1/invoices', token, invoice)).statusCode).toBe(200);
    const url = `/api/integration/v1/invoices/${invoice.invoiceNumber}/payment`;

    expect((await send('PUT', url, token, { paidDate: '2999-01-01' })).json()).toMatchObject({ statusCode: 400, field: 'paidDate' });
    expect((await send('PUT', '/api/integration/v1/invoices/999999999/payment', token, { paidDate: '2026-11-28' })).statusCode).toBe(404);

    const paid = await send('PUT', url, token, { paidDate: '2026-11-28', reference: 'BG 4471' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ invoiceNumber: invoice.invoiceNumber, paidDate: '2026-11-28' });
    expect((await send('PUT', url, token, { paidDate: '2026-11-28' })).json()).toEqual(paid.json());
    expect((await send('PUT', url, token, { paidDate: '2026-11-27' })).json()).toMatchObject({
      statusCode: 409,
      code: 'INVOICE_ALREADY_PAID',
    });

    const list = (await t.call(ERIK, 'GET', '/api/invoice/invoices?amount=500')).json<{
      Invoices: { InvoiceNumber: string; PaymentStatus: number }[];
    }>();
    expect(list.Invoices.find((i) => i.InvoiceNumber === invoice.invoiceNumber)?.PaymentStatus).toBe(PAYMENT_STATUS.paid);
    const events = await t.database.db
      .selectFrom('integration_event')
      .select('type')
      .where('resource_id', '=', invoice.invoiceNumber)
      .execute();
    expect(events.map((e) => e.type).sort()).toEqual(['invoice.created', 'invoice.paid']);
    expect((await setFromErp(false)).statusCode).toBe(200);
  });

  it('answers 409, not a server error, when an ERP number at the end of the series leaves the portal none', async () => {
    expect((await setFromErp(true)).statusCode).toBe(200);
    const client = await createIntegrationClient(t, ['invoices.write']);
    const token = await clientToken(t, client, 'invoices.write');
    const delivered = await t.database.db
      .selectFrom('customer_order')
      .select('order_number')
      .where('status', '=', ORDER_STATUS.delivered)
      .orderBy('order_number')
      .executeTakeFirstOrThrow();
    const last = { ...(await erpInvoice(delivered.order_number)), invoiceNumber: '999999999999' };
    expect((await send('POST', '/api/integration/v1/invoices', token, last)).statusCode).toBe(200);
    expect((await setFromErp(false)).statusCode).toBe(200);
    try {
      const orderNumber = await t.database.db
        .selectFrom('customer_order')
        .select('order_number')
        .where('status', '=', ORDER_STATUS.dispatched)
        .where('order_number', 'not in', ['0', ...used])
        .orderBy('order_number')
        .executeTakeFirstOrThrow();
      const res = await t.call(SERVICE, 'PUT', `/api/staff/orders/${orderNumber.order_number}/status`, { status: ORDER_STATUS.delivered });
      expect(res.json()).toMatchObject({ statusCode: 409, code: 'INVOICE_NUMBERS_EXHAUSTED' });
      expect(await invoicesOf(orderNumber.order_number)).toEqual([]);
    } finally {
      await t.database.db.deleteFrom('invoice').where('invoice_number', '=', '999999999999').execute();
    }
  });
});
