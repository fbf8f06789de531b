import { describe, expect, it } from 'vitest';
import type { OrderPageResponse, PlaceOrderResponse } from '@portal/contracts';
import { isoWeekOf } from '@portal/contracts/iso-week';
import { todayInMarket } from '@portal/contracts/languages';
import { ORDER_STATUS } from '@portal/contracts/order';
import type { StaffOrderDetail } from '@portal/contracts/staff-order';
import { addDays } from '../../platform/calendar/delivery-calendar.js';
import { ANNA as DEALER, ERIK as DEALER_ADMIN, MARKETING, OLA, SERVICE } from '../../test/demo-users.js';
import { expectOk as ok } from '../../test/expectations.js';
import { auditRows, messagesTo } from '../../test/fixtures.js';
import { orderRequest } from '../../test/order-request.js';
import { useTestApp } from '../../test/use-test-app.js';

const t = useTestApp();

const weekFromNow = (weeks: number) => isoWeekOf(addDays(todayInMarket('se'), weeks * 7));

/** Articles anna@'s company may order on their own today, none serial-numbered. */
async function articles(count: number) {
  const rows = await t.database.db
    .selectFrom('product')
    .innerJoin('price_list_item', 'price_list_item.item_number', 'product.item_number')
    .innerJoin('customer', 'customer.price_list_id', 'price_list_item.price_list_id')
    .select('product.item_number')
    .where('customer.customer_number', '=', '10001')
    .where('product.sellable', '=', true)
    .where('product.active', '=', true)
    .where('product.require_serial', '=', false)
    .where('product.weight_kg', '>', 0)
    .orderBy('product.item_number')
    .limit(count)
    .execute();
  return rows.map((r) => r.item_number);
}

/** anna@ places an order of these articles; answers its number. */
async function place(lines: { itemNumber: string; quantity: number }[]) {
  const body = await orderRequest(t);
  body.cartItems = lines.map((l) => ({
    id: l.itemNumber,
    title: l.itemNumber,
    image: '',
    price: 1,
    quantity: l.quantity,
    type: 'product',
  }));
  return ok<PlaceOrderResponse>(await t.call(DEALER, 'POST', '/api/order/placeOrder', body)).Header!.PlaceOrderNumber;
}

const stored = (orderNumber: string) =>
  t.database.db
    .selectFrom('customer_order')
    .select(['order_value', 'freight', 'status'])
    .where('order_number', '=', orderNumber)
    .executeTakeFirstOrThrow();

const staffOrder = async (orderNumber: string) => ok<StaffOrderDetail>(await t.call(SERVICE, 'GET', `/api/staff/orders/${orderNumber}`));
const dealerPage = async (orderNumber: string, as = DEALER) =>
  ok<OrderPageResponse>(await t.call(as, 'GET', `/api/order/orderPage?orderNumber=${orderNumber}`));
const editLines = (orderNumber: string, body: unknown, as = SERVICE) => t.call(as, 'PUT', `/api/staff/orders/${orderNumber}/lines`, body);
const ship = (orderNumber: string, body: unknown, as = SERVICE) => t.call(as, 'POST', `/api/staff/orders/${orderNumber}/shipments`, body);
const move = (orderNumber: string, body: unknown) => t.call(SERVICE, 'PUT', `/api/staff/orders/${orderNumber}/status`, body);

/** An order of anna@'s, confirmed and in production. */
async function inProduction(lines: { itemNumber: string; quantity: number }[]) {
  const orderNumber = await place(lines);
  expect((await move(orderNumber, { status: ORDER_STATUS.confirmed, promiseWeek: weekFromNow(2) })).statusCode).toBe(200);
  expect((await move(orderNumber, { status: ORDER_STATUS.inProduction })).statusCode).toBe(200);
  return orderNumber;
}

const parcel = { carrier: 'PostNord', trackingId: 'PN1', trackingUrl: 'https://tracking.example.test/?id=PN1' };

describe('changing and dispatching an order: who may call', () => {
  it('answers 403 to a dealer and to staff without customer service, and lets customer service do each', async () => {
    const [a, b] = await articles(2);
    const orderNumber = await inProduction([
      { itemNumber: a!, quantity: 2 },
      { itemNumber: b!, quantity: 1 },
    ]);
    const calls: [method: 'PUT' | 'POST', url: string, body: unknown][] = [
      [
        'PUT',
        `/api/staff/orders/${orderNumber}/lines`,
        {
          lines: [
            { itemNumber: a, quantity: 3 },
            { itemNumber: b, quantity: 1 },
          ],
        },
      ],
      ['PUT', `/api/staff/orders/${orderNumber}/delivery`, { requestedDate: addDays(todayInMarket('se'), 20) }],
      ['POST', `/api/staff/orders/${orderNumber}/shipments`, { lines: [{ itemNumber: a, quantity: 1 }], ...parcel }],
    ];
    for (const [method, url, body] of calls) {
      expect((await t.call(DEALER, method, url, body)).json(), `${method} ${url} dealer`).toMatchObject({
        statusCode: 403,
        code: 'STAFF_ONLY',
      });
      expect((await t.call(MARKETING, method, url, body)).json(), `${method} ${url} marketing`).toMatchObject({
        statusCode: 403,
        code: 'STAFF_ROLE_REQUIRED',
      });
      expect((await t.call(SERVICE, method, url, body)).statusCode, `${method} ${url} service`).toBe(200);
    }
    const { shipments } = await staffOrder(orderNumber);
    const deliver = `/api/staff/orders/${orderNumber}/shipments/${shipments[0]!.shipmentId}/delivery`;
    expect((await t.call(DEALER, 'POST', deliver)).statusCode).toBe(403);
    expect((await t.call(MARKETING, 'POST', deliver)).statusCode).toBe(403);
    expect((await t.call(SERVICE, 'POST', deliver)).statusCode).toBe(200);
    expect((await t.call(SERVICE, 'POST', `/api/staff/orders/${orderNumber}/shipments/999999/delivery`)).statusCode).toBe(404);
    expect((await editLines('999999999', { lines: [{ itemNumber: a, quantity: 1 }] })).statusCode).toBe(404);
  });
});

describe("the dealer's documents for staff", () => {
  it('downloads the order confirmation and an invoice as PDFs for customer service only', async () => {
    const invoice = await t.database.db
      .selectFrom('invoice')
      .select(['invoice_number', 'order_number'])
      .where('customer_number', '=', '10001')
      .orderBy('invoice_number')
      .executeTakeFirstOrThrow();
    const documents = [
      `/api/staff/orders/${invoice.order_number}/confirmation.pdf`,
      `/api/staff/invoices/pdf?invoiceNumber=${invoice.invoice_number}&lang=de`,
    ];
    for (const url of documents) {
      expect((await t.call(DEALER, 'GET', url)).statusCode, `${url} dealer`).toBe(403);
      expect((await t.call(MARKETING, 'GET', url)).statusCode, `${url} marketing`).toBe(403);
      const file = await t.call(SERVICE, 'GET', url);
      expect(file.statusCode, url).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect((await t.call(SERVICE, 'GET', '/api/staff/orders/999999999/confirmation.pdf')).statusCode).toBe(404);
    expect((await t.call(SERVICE, 'GET', '/api/staff/invoices/pdf?invoiceNumber=999999999')).statusCode).toBe(404);
    expect((await t.call(SERVICE, 'GET', '/api/staff/invoices/pdf?invoiceNumber=12x')).statusCode).toBe(400);
  });
});

describe('changing an order before it has left', () => {
  it('recomputes totals and freight as a fresh placement of the same lines does, and tells the dealer what changed', async () => {
    const [a, b, c] = await articles(3);
    const orderNumber = await place([
      { itemNumber: a!, quantity: 2 },
      { itemNumber: b!, quantity: 1 },
    ]);
    const before = await stored(orderNumber);

    // Bad input changes nothing.
    expect((await editLines(orderNumber, { lines: [] })).statusCode).toBe(400);
    expect(
      (
        await editLines(orderNumber, {
          lines: [
            { itemNumber: a, quantity: 1 },
            { itemNumber: a, quantity: 2 },
          ],
        })
      ).json(),
    ).toMatchObject({ statusCode: 400, field: 'lines.1.itemNumber' });
    expect((await editLines(orderNumber, { lines: [{ itemNumber: 'NO-SUCH-ITEM', quantity: 1 }] })).json()).toMatchObject({
      statusCode: 400,
      field: 'lines.0.itemNumber',
    });
    expect((await editLines(orderNumber, { lines: [{ itemNumber: a, quantity: 0 }] })).statusCode).toBe(400);
    expect(await stored(orderNumber)).toEqual(before);

    // More of a, b removed, c added.
    const after = [
      { itemNumber: a!, quantity: 5 },
      { itemNumber: c!, quantity: 2 },
    ];
    const edited = ok<StaffOrderDetail>(await editLines(orderNumber, { lines: after }));
    expect(edited.lines.map((l) => [l.itemNumber, l.quantity])).toEqual([
      [a, 5],
      [c, 2],
    ]);
    // A dealer placing the same lines today gets the same item sum and freight.
    const fresh = await stored(await place(after));
    const now = await stored(orderNumber);
    expect(now.order_value).toBe(fresh.order_value);
    expect(now.freight).toBe(fresh.freight);
    expect(edited.orderValue).toBe(fresh.order_value);

    // The dealer reads the change in the order's history, with the totals before and after (VAT included).
    const page = await dealerPage(orderNumber);
    expect(page.total).toBeCloseTo(fresh.order_value + fresh.freight, 2);
    const change = page.changes.at(-1)!;
    expect(change.kind).toBe('lines');
    expect(change.lines.map((l) => [l.itemNumber, l.quantityBefore, l.quantityAfter])).toEqual([
      [a, 2, 5],
      [b, 1, null],
      [c, null, 2],
    ]);
    expect(change.totalsBefore).toMatchObject({ itemSum: before.order_value, freight: before.freight });
    expect(change.totalsAfter).toMatchObject({ itemSum: fresh.order_value, freight: fresh.freight });
    expect(change.totalsAfter!.total).toBeCloseTo(change.totalsAfter!.itemSum + change.totalsAfter!.freight + change.totalsAfter!.vat, 2);
    expect(change.totalsAfter!.vat).toBeGreaterThan(0);
    // Another dealer does not find the order.
    expect((await t.call(OLA, 'GET', `/api/order/orderPage?orderNumber=${orderNumber}`)).statusCode).toBe(404);

    // Told by e-mail, audited, and integrations learn of it.
    const mail = (await messagesTo(t, DEALER, 'order-changed')).filter((m) => m.data['orderNumber'] === orderNumber);
    expect(mail).toHaveLength(1);
    expect(await auditRows(t, orderNumber, 'order.lines')).toHaveLength(1);
    const events = await t.database.db
      .selectFrom('integration_event')
      .select(['type', 'data'])
      .where('resource_id', '=', orderNumber)
      .where('type', '=', 'order.updated')
      .execute();
    expect(events).toHaveLength(1);
    expect(events[0]!.data).toMatchObject({ orderNumber, orderValue: fresh.order_value, change: 'lines' });

    // The same lines again change nothing and tell nobody.
    expect((await editLines(orderNumber, { lines: after })).statusCode).toBe(200);
    expect(await auditRows(t, orderNumber, 'order.lines')).toHaveLength(1);
  });

  it('changes the delivery address and requested date, refusing a day in the past', async () => {
    const [a] = await articles(1);
    const orderNumber = await place([{ itemNumber: a!, quantity: 1 }]);
    const url = `/api/staff/orders/${orderNumber}/delivery`;
    expect((await t.call(SERVICE, 'PUT', url, {})).statusCode).toBe(400);
    expect((await t.call(SERVICE, 'PUT', url, { requestedDate: addDays(todayInMarket('se'), -2) })).json()).toMatchObject({
      statusCode: 400,
      field: 'requestedDate',
    });
    const day = addDays(todayInMarket('se'), 21);
    const address = { name: 'Villa Ek', line1: 'Ekvägen 3', postalCode: '752 20', city: 'Uppsala', country: 'Sverige' };
    const changed = ok<StaffOrderDetail>(await t.call(SERVICE, 'PUT', url, { requestedDate: day, deliveryAddress: address }));
    expect(changed.requestedDate).toBe(day);
    expect(changed.deliveryAddress).toMatchObject({ name: 'Villa Ek', lines: ['Ekvägen 3'], city: 'Uppsala' });
    const page = await dealerPage(orderNumber);
    expect(page.deliveryAddress).toMatchObject({ name: 'Villa Ek', lines: ['Ekvägen 3'] });
    expect(page.requestedDate).toBe(day);
    expect(page.changes.at(-1)).toMatchObject({ kind: 'delivery', deliveryAfter: { requestedDate: day } });
    expect(await auditRows(t, orderNumber, 'order.delivery')).toHaveLength(1);
    // An order nobody confirmed shows no dispatch week.
    expect(page.promiseWeek).toBeNull();
  });
});

describe('cancelling', () => {
  it('keeps the reason with staff and shows the dealer only the message written to them', async () => {
    const [a] = await articles(1);
    const orderNumber = await place([{ itemNumber: a!, quantity: 1 }]);
    const reason = 'Dealer is on credit stop internally';
    const cancelled = await move(orderNumber, { status: ORDER_STATUS.cancelled, reason, messageToDealer: 'Sorry, the stove is sold out.' });
    expect(cancelled.statusCode).toBe(200);
    const page = await dealerPage(orderNumber);
    expect(page.cancelMessage).toBe('Sorry, the stove is sold out.');
    expect(JSON.stringify(page)).not.toContain(reason);
    const mail = (await messagesTo(t, DEALER, 'order-cancelled')).filter((m) => m.data['orderNumber'] === orderNumber);
    expect(mail).toHaveLength(1);
    expect(JSON.stringify(mail[0]!.data)).not.toContain(reason);
  });
});

describe('dispatching an order in parts', () => {
  it('keeps the rest open, invoices each delivered shipment, and shows the dealer every shipment', async () => {
    const [a, b] = await articles(2);
    const orderNumber = await inProduction([
      { itemNumber: a!, quantity: 3 },
      { itemNumber: b!, quantity: 1 },
    ]);
    const freight = (await stored(orderNumber)).freight;

    // Only what is open leaves; an article not on the order is refused.
    expect((await ship(orderNumber, { lines: [{ itemNumber: a, quantity: 4 }], ...parcel })).json()).toMatchObject({
      statusCode: 409,
      code: 'QUANTITY_NOT_OPEN',
      field: 'lines.0.quantity',
    });
    expect((await ship(orderNumber, { lines: [{ itemNumber: 'NO-SUCH-ITEM', quantity: 1 }], ...parcel })).statusCode).toBe(400);
    expect((await ship(orderNumber, { lines: [{ itemNumber: a, quantity: 1 }], carrier: 'PostNord' })).statusCode).toBe(400);

    const backorderWeek = weekFromNow(4);
    const first = ok<StaffOrderDetail>(await ship(orderNumber, { lines: [{ itemNumber: a, quantity: 2 }], ...parcel, backorderWeek }));
    expect(first.status).toBe(ORDER_STATUS.inProduction);
    expect(first.lines.find((l) => l.itemNumber === a)).toMatchObject({ quantity: 3, shippedQuantity: 2 });
    expect(first.shipments).toHaveLength(1);
    expect(isoWeekOf(first.promiseDate!)).toBe(backorderWeek);
    expect(first.nextStatuses).not.toContain(ORDER_STATUS.cancelled);

    // The dealer still has it among the open orders and sees the shipment and the backorder's week.
    const open = (await t.call(DEALER, 'GET', '/api/order/openOrders?amount=999')).json().Orders as { XAOrderNbr: string }[];
    expect(open.some((o) => o.XAOrderNbr === orderNumber)).toBe(true);
    const page = await dealerPage(orderNumber);
    expect(page.promiseWeek).toBe(backorderWeek);
    expect(page.shipments).toEqual([
      expect.objectContaining({
        carrier: 'PostNord',
        trackingId: 'PN1',
        trackingUrl: parcel.trackingUrl,
        lines: [expect.objectContaining({ itemNumber: a, quantity: 2 })],
        deliveredAt: null,
      }),
    ]);

    // Never below what left, and no cancelling once part of it left; more of what is open is fine.
    expect(
      (
        await editLines(orderNumber, {
          lines: [
            { itemNumber: a, quantity: 1 },
            { itemNumber: b, quantity: 1 },
          ],
        })
      ).json(),
    ).toMatchObject({
      statusCode: 409,
      code: 'QUANTITY_BELOW_DISPATCHED',
      field: 'lines.0.quantity',
    });
    expect((await editLines(orderNumber, { lines: [{ itemNumber: b, quantity: 1 }] })).json()).toMatchObject({
      statusCode: 409,
      code: 'QUANTITY_BELOW_DISPATCHED',
    });
    expect((await move(orderNumber, { status: ORDER_STATUS.cancelled, reason: 'Stock' })).json().code).toBe('ORDER_PARTLY_DISPATCHED');
    expect(
      (
        await editLines(orderNumber, {
          lines: [
            { itemNumber: a, quantity: 4 },
            { itemNumber: b, quantity: 1 },
          ],
          keepPrices: true,
        })
      ).statusCode,
    ).toBe(200);

    // The first shipment arrives: its own invoice, of its lines and the order's freight; the order stays open.
    const delivered = ok<StaffOrderDetail>(
      await t.call(SERVICE, 'POST', `/api/staff/orders/${orderNumber}/shipments/${first.shipments[0]!.shipmentId}/delivery`),
    );
    expect(delivered.status).toBe(ORDER_STATUS.inProduction);
    expect(delivered.invoices).toHaveLength(1);
    const firstInvoice = await t.database.db
      .selectFrom('invoice')
      .selectAll()
      .where('invoice_number', '=', delivered.invoices[0]!.invoiceNumber)
      .executeTakeFirstOrThrow();
    const unit = delivered.lines.find((l) => l.itemNumber === a)!.netAmount / 4;
    expect(firstInvoice).toMatchObject({ freight, shipment_id: first.shipments[0]!.shipmentId });
    expect(firstInvoice.net_total).toBeCloseTo(unit * 2, 2);
    const firstLines = await t.database.db
      .selectFrom('invoice_line')
      .select(['item_number', 'quantity'])
      .where('invoice_number', '=', firstInvoice.invoice_number)
      .execute();
    expect(firstLines).toEqual([{ item_number: a, quantity: 2 }]);
    // Delivering it again bills nothing twice.
    await t.call(SERVICE, 'POST', `/api/staff/orders/${orderNumber}/shipments/${first.shipments[0]!.shipmentId}/delivery`);
    expect((await staffOrder(orderNumber)).invoices).toHaveLength(1);

    // The rest leaves: the order is dispatched and no longer changed.
    const serial = { ...parcel, trackingId: 'PN2', trackingUrl: 'https://tracking.example.test/?id=PN2' };
    const second = ok<StaffOrderDetail>(
      await ship(orderNumber, {
        lines: [
          { itemNumber: a, quantity: 2 },
          { itemNumber: b, quantity: 1 },
        ],
        ...serial,
      }),
    );
    expect(second.status).toBe(ORDER_STATUS.dispatched);
    expect(second.trackingId).toBe('PN2');
    expect(
      (
        await editLines(orderNumber, {
          lines: [
            { itemNumber: a, quantity: 4 },
            { itemNumber: b, quantity: 1 },
          ],
        })
      ).json(),
    ).toMatchObject({
      statusCode: 409,
      code: 'ORDER_NOT_EDITABLE',
    });
    expect(
      (
        await t.call(SERVICE, 'PUT', `/api/staff/orders/${orderNumber}/delivery`, { requestedDate: addDays(todayInMarket('se'), 30) })
      ).json().code,
    ).toBe('ORDER_NOT_EDITABLE');

    // Delivering the order invoices the second shipment on its own, without freight again.
    const done = ok<StaffOrderDetail>(await move(orderNumber, { status: ORDER_STATUS.delivered }));
    expect(done.status).toBe(ORDER_STATUS.delivered);
    expect(done.invoices).toHaveLength(2);
    const secondInvoice = await t.database.db
      .selectFrom('invoice')
      .selectAll()
      .where('invoice_number', '=', done.invoices[1]!.invoiceNumber)
      .executeTakeFirstOrThrow();
    expect(secondInvoice).toMatchObject({ freight: 0, shipment_id: second.shipments[1]!.shipmentId });

    // The dealer's administrator sees both shipments, each with its invoice.
    const final = await dealerPage(orderNumber, DEALER_ADMIN);
    expect(final.shipments.map((s) => [s.trackingId, s.invoiceNumber])).toEqual([
      ['PN1', firstInvoice.invoice_number],
      ['PN2', secondInvoice.invoice_number],
    ]);
    expect(final.invoices).toHaveLength(2);
    expect(final.changes.map((c) => c.kind)).toEqual(['lines']);
    const history = (await t.call(DEALER, 'GET', '/api/order/historyOrders?amount=999')).json().Orders as { XAOrderNbr: string }[];
    expect(history.some((o) => o.XAOrderNbr === orderNumber)).toBe(true);
    const shippedEvents = await t.database.db
      .selectFrom('integration_event')
      .select('type')
      .where('resource_id', '=', orderNumber)
      .where('type', '=', 'order.shipped')
      .execute();
    expect(shippedEvents).toHaveLength(2);
  });
});
