import { describe, expect, it } from 'vitest';
import type { ComplaintResolution, ComplaintReturn } from '@portal/contracts/complaint';
import type { StaffComplaintDetail, StaffComplaintsResponse } from '@portal/contracts/staff-complaint';
import { ORDER_STATUS } from '@portal/contracts/order';
import { useTestApp } from '../../test/use-test-app.js';
import { ANNA, BACKOFFICE_ADMIN, MARKETING, OLA, SALES, SERVICE } from '../../test/demo-users.js';
import { auditRows, sellableItems } from '../../test/fixtures.js';
import { pdfContents } from '../../test/pdf-text.js';

const t = useTestApp();

/** A complaint of customer 10001 (Anna's dealer) from the seed, with its articles. */
async function complaintOf(customerNumber = '10001') {
  const incident = await t.database.db
    .selectFrom('incident')
    .select(['id', 'case_number'])
    .where('customer_number', '=', customerNumber)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  return incident;
}

const resolutionOf = async (email: string, incidentId: string) =>
  t.call(email, 'GET', `/api/complaint/resolution?incidentId=${incidentId}`);

describe('resolving a complaint: who may call', () => {
  it('answers 403 to a dealer and to staff without customer service, and serves customer service and back-office admins', async () => {
    const { id } = await complaintOf();
    const [item] = await sellableItems(t, 1);
    const calls: [string, string, unknown?][] = [
      ['POST', `/api/staff/complaints/${id}/replacement-order`, { lines: [{ itemNumber: item, quantity: 1 }] }],
      ['POST', `/api/staff/complaints/${id}/returns`, { lines: [{ itemNumber: item, quantity: 1 }] }],
      ['PUT', `/api/staff/complaints/${id}/outcome`, { outcome: 'returned' }],
    ];
    for (const [method, url, body] of calls) {
      const as = (email: string) => t.call(email, method as 'POST', url, body);
      expect((await as(ANNA)).json(), `${url} dealer`).toMatchObject({ statusCode: 403, code: 'STAFF_ONLY' });
      expect((await as(MARKETING)).json(), `${url} marketing`).toMatchObject({ statusCode: 403, code: 'STAFF_ROLE_REQUIRED' });
      expect((await as(SALES)).statusCode, `${url} sales`).toBe(403);
      expect((await as(SERVICE)).statusCode, `${url} service`).toBe(200);
      expect((await as(BACKOFFICE_ADMIN)).statusCode, `${url} admin`).toBe(200);
    }
    const { returns } = (await resolutionOf(ANNA, id)).json<ComplaintResolution>();
    const returnNumber = returns[0]!.returnNumber;
    const status = `/api/staff/complaints/${id}/returns/${returnNumber}/status`;
    expect((await t.call(ANNA, 'PUT', status, { status: 'received' })).statusCode).toBe(403);
    expect((await t.call(MARKETING, 'PUT', status, { status: 'received' })).statusCode).toBe(403);
    const label = `/api/staff/complaints/return-label?returnNumber=${returnNumber}`;
    expect((await t.call(ANNA, 'GET', label)).statusCode).toBe(403);
    expect((await t.call(MARKETING, 'GET', label)).statusCode).toBe(403);
    expect((await t.call(SERVICE, 'GET', label)).statusCode).toBe(200);
  });

  it("answers 404 for an unknown complaint, and for another dealer's complaint or return on the dealer's side", async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const [item] = await sellableItems(t, 1);
    const lines = { lines: [{ itemNumber: item, quantity: 1 }] };
    expect((await t.call(SERVICE, 'POST', `/api/staff/complaints/${unknown}/replacement-order`, lines)).statusCode).toBe(404);
    expect((await t.call(SERVICE, 'POST', `/api/staff/complaints/${unknown}/returns`, lines)).statusCode).toBe(404);
    expect((await t.call(SERVICE, 'PUT', `/api/staff/complaints/${unknown}/outcome`, { outcome: 'credited' })).statusCode).toBe(404);

    const { id } = await complaintOf();
    const made = (await t.call(SERVICE, 'POST', `/api/staff/complaints/${id}/returns`, lines)).json<ComplaintReturn>();
    expect((await resolutionOf(OLA, id)).statusCode).toBe(404);
    expect((await t.call(OLA, 'GET', `/api/complaint/returnLabel?returnNumber=${made.returnNumber}`)).statusCode).toBe(404);
    expect(
      (await t.call(SERVICE, 'PUT', `/api/staff/complaints/${unknown}/returns/${made.returnNumber}/status`, { status: 'received' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('a replacement order', () => {
  it('is an order at no charge for the dealer, on the order desk as received, in the dealer’s orders and under the complaint', async () => {
    const { id } = await complaintOf();
    const items = await sellableItems(t, 2);
    const res = await t.call(SERVICE, 'POST', `/api/staff/complaints/${id}/replacement-order`, {
      lines: [
        { itemNumber: items[0], quantity: 2 },
        { itemNumber: items[1], quantity: 1 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const { orderNumber } = res.json<{ orderNumber: string }>();

    const order = await t.database.db
      .selectFrom('customer_order')
      .selectAll()
      .where('order_number', '=', orderNumber)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({ customer_number: '10001', replacement_for: id, status: ORDER_STATUS.received });
    expect(Number(order.order_value)).toBe(0);
    expect(Number(order.freight)).toBe(0);
    const lines = await t.database.db
      .selectFrom('order_line')
      .selectAll()
      .where('order_number', '=', orderNumber)
      .orderBy('line_sequence')
      .execute();
    expect(lines.map((l) => [l.item_number, Number(l.ordered_qty), Number(l.net_sales_amt), Number(l.discount)])).toEqual([
      [items[0], 2, 0, 100],
      [items[1], 1, 0, 100],
    ]);

    // The order desk has it like any order; the dealer sees it in the open orders and under the complaint.
    const desk = await t.call(SERVICE, 'GET', `/api/staff/orders/${orderNumber}`);
    expect(desk.statusCode).toBe(200);
    expect(desk.json()).toMatchObject({ orderNumber, status: ORDER_STATUS.received });
    const open = (await t.call(ANNA, 'GET', '/api/order/openOrders?amount=999')).json<{ Orders: { XAOrderNbr: string }[] }>().Orders;
    expect(open.map((o) => o.XAOrderNbr)).toContain(orderNumber);
    const resolution = (await resolutionOf(ANNA, id)).json<ComplaintResolution>();
    expect(resolution.outcome).toBe('replaced');
    expect(resolution.replacementOrders).toContainEqual(expect.objectContaining({ orderNumber, status: ORDER_STATUS.received }));

    // Audited, and told to integrations as any order placed.
    const audited = await auditRows(t, id, 'complaint.replacement-order');
    expect(audited.map((r) => (r.after as { orderNumber: string }).orderNumber)).toContain(orderNumber);
    const event = await t.database.db
      .selectFrom('integration_event')
      .select(['type', 'customer_number'])
      .where('resource_id', '=', orderNumber)
      .where('type', '=', 'order.placed')
      .executeTakeFirst();
    expect(event).toEqual({ type: 'order.placed', customer_number: '10001' });
  });

  it('refuses an article the dealer cannot order and empty or repeated lines, writing nothing', async () => {
    const { id } = await complaintOf();
    const before = await t.database.db
      .selectFrom('customer_order')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const [item] = await sellableItems(t, 1);
    const url = `/api/staff/complaints/${id}/replacement-order`;
    expect((await t.call(SERVICE, 'POST', url, { lines: [{ itemNumber: 'NO-SUCH-ITEM', quantity: 1 }] })).json()).toMatchObject({
      statusCode: 400,
      field: 'lines.0.itemNumber',
    });
    expect((await t.call(SERVICE, 'POST', url, { lines: [] })).statusCode).toBe(400);
    expect((await t.call(SERVICE, 'POST', url, { lines: [{ itemNumber: item, quantity: 0 }] })).statusCode).toBe(400);
    const twice = {
      lines: [
        { itemNumber: item, quantity: 1 },
        { itemNumber: item, quantity: 2 },
      ],
    };
    expect((await t.call(SERVICE, 'POST', url, twice)).statusCode).toBe(400);
    const after = await t.database.db
      .selectFrom('customer_order')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

describe('a return', () => {
  it('gets a return number and a label, and moves requested → received → inspected only', async () => {
    const { id, case_number } = await complaintOf();
    const [item] = await sellableItems(t, 1);
    const res = await t.call(SERVICE, 'POST', `/api/staff/complaints/${id}/returns`, { lines: [{ itemNumber: item, quantity: 3 }] });
    expect(res.statusCode).toBe(200);
    const made = res.json<ComplaintReturn>();
    expect(made).toMatchObject({ status: 'requested', lines: [{ itemNumber: item, quantity: 3 }] });
    expect(made.returnNumber).toMatch(/^R\d+$/);

    const status = (s: string) => t.call(SERVICE, 'PUT', `/api/staff/complaints/${id}/returns/${made.returnNumber}/status`, { status: s });
    expect((await status('inspected')).json()).toMatchObject({ statusCode: 409, code: 'STATUS_TRANSITION_NOT_ALLOWED' });
    expect((await status('received')).json()).toMatchObject({ status: 'received' });
    expect((await status('received')).statusCode).toBe(409);
    expect((await status('inspected')).json()).toMatchObject({ status: 'inspected' });
    expect((await status('requested')).statusCode).toBe(409);
    expect((await auditRows(t, id, 'complaint.return-status')).map((r) => (r.after as { status: string }).status)).toEqual([
      'received',
      'inspected',
    ]);

    // The dealer sees it under the complaint and downloads its label, in the market's language.
    const resolution = (await resolutionOf(ANNA, id)).json<ComplaintResolution>();
    expect(resolution.outcome).toBe('returned');
    expect(resolution.returns).toContainEqual(expect.objectContaining({ returnNumber: made.returnNumber, status: 'inspected' }));
    const label = await t.call(ANNA, 'GET', `/api/complaint/returnLabel?returnNumber=${made.returnNumber}`);
    expect(label.statusCode).toBe(200);
    expect(label.headers['content-type']).toBe('application/pdf');
    expect(label.headers['content-disposition']).toContain(`returetikett-${made.returnNumber}.pdf`);
    const { text } = await pdfContents(label.rawPayload);
    for (const part of [made.returnNumber, case_number, 'Industrigatan 7', item!, 'RETURETIKETT']) expect(text, part).toContain(part);
    const english = await t.call(ANNA, 'GET', `/api/complaint/returnLabel?returnNumber=${made.returnNumber}&lang=en`);
    expect((await pdfContents(english.rawPayload)).text).toContain('Send to');
  });
});

describe("the complaint's outcome", () => {
  it('is recorded with a reason for a rejection, audited, counted by the queue and read by the dealer', async () => {
    const { id } = await complaintOf('30001');
    const url = `/api/staff/complaints/${id}/outcome`;
    expect((await t.call(SERVICE, 'PUT', url, { outcome: 'rejected' })).json()).toMatchObject({ statusCode: 400, field: 'reason' });
    expect((await t.call(SERVICE, 'PUT', url, { outcome: 'unknown' })).statusCode).toBe(400);
    const res = await t.call(SERVICE, 'PUT', url, { outcome: 'rejected', reason: 'Damage caused by wrong installation' });
    expect(res.statusCode).toBe(200);
    expect(res.json<StaffComplaintDetail>()).toMatchObject({
      outcome: 'rejected',
      resolution: { outcome: 'rejected', outcomeReason: 'Damage caused by wrong installation' },
    });
    expect(await auditRows(t, id, 'complaint.outcome')).toHaveLength(1);

    const rejected = (await t.call(SERVICE, 'GET', '/api/staff/complaints?outcome=rejected&pageSize=100')).json<StaffComplaintsResponse>();
    expect(rejected.items.map((i) => i.incidentid)).toContain(id);
    expect(rejected.items.every((i) => i.outcome === 'rejected')).toBe(true);
    const open = (await t.call(SERVICE, 'GET', '/api/staff/complaints?outcome=none&pageSize=100')).json<StaffComplaintsResponse>();
    expect(open.items.map((i) => i.incidentid)).not.toContain(id);
    expect(open.items.every((i) => i.outcome === null)).toBe(true);

    const dealer = (await resolutionOf('jonas@reseller-de.test', id)).json<ComplaintResolution>();
    expect(dealer).toMatchObject({ outcome: 'rejected', outcomeReason: 'Damage caused by wrong installation' });
  });
});
