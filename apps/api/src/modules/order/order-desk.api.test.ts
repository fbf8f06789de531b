import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { COMPLAINT_STATUS } from '@portal/contracts/complaint';
import { INVOICE_VAT_PERCENT, PAYMENT_STATUS } from '@portal/contracts/invoice';
import { todayInMarket } from '@portal/contracts/languages';
import { ORDER_STATUS } from '@portal/contracts/order';
import { isoWeekOf } from '@portal/contracts/iso-week';
import { useTestApp } from '../../test/use-test-app.js';
import { expectQueueFilter, expectQueuePages } from '../../test/expectations.js';
import { SERVICE, BACKOFFICE_ADMIN as ADMIN, ANNA as DEALER, ERIK as DEALER_ADMIN } from '../../test/demo-users.js';
import { auditRows } from '../../test/fixtures.js';
import { orderRequest } from '../../test/order-request.js';

const t = useTestApp();

const weekFromNow = (weeks: number) => isoWeekOf(new Date(Date.now() + weeks * 7 * 86_400_000).toISOString().slice(0, 10));

/** A received order from the seed that no test has moved yet (of 10001 unless any dealer will do), with a serial-numbered line when asked. */
async function receivedOrder(withSerialLine = false, anyDealer = false) {
  let q = t.database.db.selectFrom('customer_order as o').select('o.order_number').where('o.status', '=', ORDER_STATUS.received);
  if (!anyDealer) q = q.where('o.customer_number', '=', '10001');
  q = q.where(({ exists, selectFrom, not }) => {
    const serialLine = exists(
      selectFrom('order_line as l')
        .innerJoin('product as p', 'p.item_number', 'l.item_number')
        .select('l.order_number')
        .whereRef('l.order_number', '=', 'o.order_number')
        .where('p.require_serial', '=', true),
    );
    return withSerialLine ? serialLine : not(serialLine);
  });
  const rows = await q.orderBy('o.order_number').execute();
  const free = rows.find((r) => !used.has(r.order_number));
  if (!free) throw new Error('The seed has no more received orders of this kind');
  used.add(free.order_number);
  return free.order_number;
}
const used = new Set<string>();

const move = (orderNumber: string, body: Record<string, unknown>, as = SERVICE) =>
  t.call(as, 'PUT', `/api/staff/orders/${orderNumber}/status`, body);

describe('order desk: who may call', () => {
  it('answers 403 to a dealer and to staff without customer service, 200 to customer service and back-office admins', async () => {
    const orderNumber = await receivedOrder();
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/staff/orders'],
      ['GET', `/api/staff/orders/${orderNumber}`],
      // The order is received already: a resent move changes nothing and answers 200.
      ['PUT', `/api/staff/orders/${orderNumber}/status`, { status: ORDER_STATUS.received }],
      ['GET', '/api/staff/invoices'],
    ];
    for (const [method, url, body] of calls) {
      const as = (email: string) => t.call(email, method as 'GET', url, body);
      expect((await as(DEALER)).json(), `${method} ${url} dealer`).toMatchObject({ statusCode: 403, code: 'STAFF_ONLY' });
      for (const other of ['marketing@manufacturer.test', 'sales@manufacturer.test'])
        expect((await as(other)).json(), `${method} ${url} ${other}`).toMatchObject({ statusCode: 403, code: 'STAFF_ROLE_REQUIRED' });
      expect((await as(SERVICE)).statusCode, `${method} ${url} service`).toBe(200);
      expect((await as(ADMIN)).statusCode, `${method} ${url} admin`).toBe(200);
    }
  });

  it('records a payment only for customer service, and the start page counts only for the roles that hold the queues', async () => {
    const invoices = (await t.call(SERVICE, 'GET', '/api/staff/invoices?state=overdue&pageSize=10')).json();
    const [first, second] = invoices.items as { invoiceNumber: string }[];
    const pay = (email: string, invoiceNumber: string) =>
      t.call(email, 'POST', `/api/staff/invoices/${invoiceNumber}/payments`, { paidDate: todayInMarket('se') });
    expect((await pay(DEALER, first!.invoiceNumber)).statusCode).toBe(403);
    expect((await pay('marketing@manufacturer.test', first!.invoiceNumber)).statusCode).toBe(403);
    expect((await pay(SERVICE, first!.invoiceNumber)).statusCode).toBe(200);
    expect((await pay(ADMIN, second!.invoiceNumber)).statusCode).toBe(200);

    expect((await t.call(DEALER, 'GET', '/api/staff/queues')).statusCode).toBe(403);
    expect((await t.call('marketing@manufacturer.test', 'GET', '/api/staff/queues')).json()).toEqual({
      newComplaints: null,
      complaintsWaiting: null,
      complaintsDue: null,
      complaintsOverdue: null,
      ordersToConfirm: null,
      ordersLate: null,
      overdueInvoices: null,
      quotesOverdue: null,
      creditHolds: null,
    });
  });

  it('answers 404 for an unknown order and 400 for a malformed number', async () => {
    expect((await t.call(SERVICE, 'GET', '/api/staff/orders/999999999')).statusCode).toBe(404);
    expect((await move('999999999', { status: ORDER_STATUS.confirmed, promiseWeek: weekFromNow(2) })).statusCode).toBe(404);
    expect((await t.call(SERVICE, 'GET', '/api/staff/orders/51x')).statusCode).toBe(400);
  });
});

describe('order desk: the queue', () => {
  it("lists every dealer's orders, filters by status and market, searches by number and dealer name, and pages", async () => {
    const all = await expectQueuePages(t, SERVICE, '/api/staff/orders', 'orderNumber');
    await expectQueueFilter(t, SERVICE, '/api/staff/orders', `status=${ORDER_STATUS.received}`, 'status', ORDER_STATUS.received);
    await expectQueueFilter(t, SERVICE, '/api/staff/orders', 'market=no', 'market', 'no');

    const one = all.items[3] as { orderNumber: string; customerName: string; customerNumber: string };
    const byNumber = (await t.call(SERVICE, 'GET', `/api/staff/orders?search=${one.orderNumber}`)).json();
    expect(byNumber.items.map((i: { orderNumber: string }) => i.orderNumber)).toEqual([one.orderNumber]);
    const namePart = one.customerName.split(' ')[0]!.toLowerCase();
    const byName = (await t.call(SERVICE, 'GET', `/api/staff/orders?search=${encodeURIComponent(namePart)}&pageSize=100`)).json();
    expect(byName.items.length).toBeGreaterThan(0);
    expect(byName.items.every((i: { customerName: string }) => i.customerName.toLowerCase().includes(namePart))).toBe(true);
    expect((await t.call(SERVICE, 'GET', '/api/staff/orders?status=50')).statusCode).toBe(400);
  });
});

describe('order desk: the path of an order', () => {
  it('confirms with a week, goes to production, dispatches with tracking and serials, delivers with an invoice, each seen by the dealer', async () => {
    const orderNumber = await receivedOrder(true);
    const dealerOrder = async () =>
      (
        (await t.call(DEALER, 'GET', '/api/order/openOrders?amount=999'))
          .json()
          .Orders.concat((await t.call(DEALER, 'GET', '/api/order/historyOrders?amount=999')).json().Orders) as {
          XAOrderNbr: string;
          OrderStatus: number;
          TrackingID: string | null;
          TrackingURL: string | null;
          PromiseWeek: string | null;
        }[]
      ).find((o) => o.XAOrderNbr === orderNumber);

    // Confirm: the week is required and may not lie in the past.
    expect((await move(orderNumber, { status: ORDER_STATUS.confirmed })).json()).toMatchObject({ statusCode: 400, field: 'promiseWeek' });
    expect((await move(orderNumber, { status: ORDER_STATUS.confirmed, promiseWeek: weekFromNow(-3) })).json()).toMatchObject({
      statusCode: 400,
      field: 'promiseWeek',
    });
    // No skipping ahead.
    expect((await move(orderNumber, { status: ORDER_STATUS.inProduction })).json()).toMatchObject({
      statusCode: 409,
      code: 'STATUS_TRANSITION_NOT_ALLOWED',
    });
    const week = weekFromNow(3);
    const confirmed = await move(orderNumber, { status: ORDER_STATUS.confirmed, promiseWeek: week });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      status: ORDER_STATUS.confirmed,
      nextStatuses: [ORDER_STATUS.inProduction, ORDER_STATUS.cancelled],
    });
    expect(isoWeekOf(confirmed.json().promiseDate)).toBe(week);
    expect((await dealerOrder())?.OrderStatus).toBe(ORDER_STATUS.confirmed);

    expect((await move(orderNumber, { status: ORDER_STATUS.received })).json().code).toBe('STATUS_TRANSITION_NOT_ALLOWED');
    expect((await move(orderNumber, { status: ORDER_STATUS.inProduction })).statusCode).toBe(200);

    // Dispatch: carrier and tracking are required; one serial typed, the rest generated.
    expect((await move(orderNumber, { status: ORDER_STATUS.dispatched, carrier: 'PostNord' })).json()).toMatchObject({
      statusCode: 400,
      field: 'trackingId',
    });
    const before = (await t.call(SERVICE, 'GET', `/api/staff/orders/${orderNumber}`)).json();
    const serialLine = before.lines.find((l: { requiresSerial: boolean }) => l.requiresSerial);
    const typed = `1${String(Date.now()).slice(-9)}`;
    const dispatched = await move(orderNumber, {
      status: ORDER_STATUS.dispatched,
      carrier: 'PostNord',
      trackingId: 'PN123456789SE',
      trackingUrl: 'https://tracking.example.test/?id=PN123456789SE',
      serials: [{ lineSequence: serialLine.lineSequence, serialNumbers: [typed] }],
    });
    expect(dispatched.statusCode).toBe(200);
    const afterDispatch = dispatched.json();
    const line = afterDispatch.lines.find((l: { lineSequence: number }) => l.lineSequence === serialLine.lineSequence);
    expect(line.serialNumbers).toContain(typed);
    expect(line.serialNumbers).toHaveLength(serialLine.quantity);
    // The desk finds the order by its tracking number.
    const byTracking = (await t.call(SERVICE, 'GET', '/api/staff/orders?search=PN123456789SE')).json();
    expect(byTracking).toMatchObject({ total: 1, totalCapped: false, items: [{ orderNumber }] });
    expect(line.serialNumbers.every((s: string) => /^\d{10}$/.test(s))).toBe(true);
    expect(afterDispatch.lines.every((l: { quantity: number; shippedQuantity: number }) => l.shippedQuantity === l.quantity)).toBe(true);
    expect(await dealerOrder()).toMatchObject({
      OrderStatus: ORDER_STATUS.dispatched,
      TrackingID: 'PN123456789SE',
      TrackingURL: 'https://tracking.example.test/?id=PN123456789SE',
    });
    // The dealer can file a complaint by the new serial number once delivered; the lookup finds the order.
    // A dispatched order can no longer be cancelled.
    expect((await move(orderNumber, { status: ORDER_STATUS.cancelled, reason: 'Too late' })).json().code).toBe(
      'STATUS_TRANSITION_NOT_ALLOWED',
    );

    // Delivery creates the invoice from the order's lines and freight.
    const delivered = (await move(orderNumber, { status: ORDER_STATUS.delivered })).json();
    expect(delivered.status).toBe(ORDER_STATUS.delivered);
    expect(delivered.nextStatuses).toEqual([]);
    const invoice = await t.database.db.selectFrom('invoice').selectAll().where('order_number', '=', orderNumber).executeTakeFirstOrThrow();
    const invoiceLines = await t.database.db
      .selectFrom('invoice_line')
      .selectAll()
      .where('invoice_number', '=', invoice.invoice_number)
      .orderBy('line_sequence')
      .execute();
    const net = Math.round(before.lines.reduce((s: number, l: { netAmount: number }) => s + l.netAmount, 0) * 100) / 100;
    expect(invoiceLines.map((l) => [l.item_number, l.quantity, l.net_sales_amt])).toEqual(
      before.lines.map((l: { itemNumber: string; quantity: number; netAmount: number }) => [l.itemNumber, l.quantity, l.netAmount]),
    );
    expect(invoice).toMatchObject({ customer_number: '10001', net_total: net, freight: before.freight, paid_date: null });
    expect(invoice.vat).toBeCloseTo(((net + before.freight) * INVOICE_VAT_PERCENT) / 100, 2);
    expect(invoice.total).toBeCloseTo(net + before.freight + invoice.vat, 2);
    expect(invoice.invoice_date).toBe(todayInMarket('se'));
    expect(delivered.invoice).toMatchObject({ invoiceNumber: invoice.invoice_number, paymentStatus: PAYMENT_STATUS.unpaid });

    // The dealer's administrator sees the invoice, and the dealer finds the order by its serial number.
    const dealerInvoices = (await t.call(DEALER_ADMIN, 'GET', '/api/invoice/invoices?amount=999')).json().Invoices;
    expect(dealerInvoices.find((i: { InvoiceNumber: string }) => i.InvoiceNumber === invoice.invoice_number)).toMatchObject({
      OrderNumber: orderNumber,
      TotalAmount: invoice.total,
    });
    const lookup = await t.call(DEALER, 'GET', `/api/complaint/order?searchId=${typed}`);
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json().OrderNumber).toBe(orderNumber);

    // Every move is in the audit log and in the order's history, with the staff member's name.
    const audit = await auditRows(t, orderNumber);
    expect(audit.map((a) => [a.action, a.before?.['status'], a.after?.['status']])).toEqual([
      ['order.status', 10, 20],
      ['order.status', 20, 30],
      ['order.status', 30, 40],
      ['order.status', 40, 60],
    ]);
    expect(audit[3]!.after).toMatchObject({ invoiceNumber: invoice.invoice_number });
    expect(delivered.history).toHaveLength(4);
    expect(delivered.history[0]).toMatchObject({ staffName: 'Sara Lindqvist', after: { promiseWeek: week } });

    // Delivering again changes nothing and bills nothing twice.
    expect((await move(orderNumber, { status: ORDER_STATUS.delivered })).statusCode).toBe(200);
    expect(
      await t.database.db.selectFrom('invoice').select('invoice_number').where('order_number', '=', orderNumber).execute(),
    ).toHaveLength(1);
  });

  it('cancels with a reason before dispatch, and the dealer sees the order among the history', async () => {
    const orderNumber = await receivedOrder();
    expect((await move(orderNumber, { status: ORDER_STATUS.cancelled })).json()).toMatchObject({ statusCode: 400, field: 'reason' });
    const cancelled = (await move(orderNumber, { status: ORDER_STATUS.cancelled, reason: 'The dealer ordered twice' })).json();
    expect(cancelled).toMatchObject({
      status: ORDER_STATUS.cancelled,
      cancelReason: 'The dealer ordered twice',
      cancelMessage: null,
      nextStatuses: [],
    });
    const history = (await t.call(DEALER, 'GET', '/api/order/historyOrders?amount=999')).json().Orders;
    expect(history.find((o: { XAOrderNbr: string }) => o.XAOrderNbr === orderNumber)?.OrderStatus).toBe(ORDER_STATUS.cancelled);
    expect((await auditRows(t, orderNumber)).map((a) => a.after)).toEqual([{ status: 90, reason: 'The dealer ordered twice' }]);
  });

  it('keeps the reason internal and a message to the dealer apart, both shown to staff and audited', async () => {
    const placed = await t.call(DEALER, 'POST', '/api/order/placeOrder', await orderRequest(t));
    const orderNumber = placed.json().Header.PlaceOrderNumber as string;
    const message = 'You ordered this twice; the other order stands.';
    expect(
      (await move(orderNumber, { status: ORDER_STATUS.cancelled, reason: 'Double order', messageToDealer: 'x'.repeat(501) })).json(),
    ).toMatchObject({ statusCode: 400, field: 'messageToDealer' });
    const cancelled = (
      await move(orderNumber, { status: ORDER_STATUS.cancelled, reason: 'Double order', messageToDealer: message })
    ).json();
    expect(cancelled).toMatchObject({ cancelReason: 'Double order', cancelMessage: message });
    expect((await auditRows(t, orderNumber)).map((a) => a.after)).toEqual([
      { status: 90, reason: 'Double order', messageToDealer: message },
    ]);
    const mail = await t.database.db
      .selectFrom('outbox_message')
      .select('data')
      .where('kind', '=', 'order-cancelled')
      .where(sql<boolean>`data @> ${JSON.stringify({ orderNumber })}::jsonb`)
      .executeTakeFirstOrThrow();
    expect(mail.data).toMatchObject({ orderNumber, message });
    expect(JSON.stringify(mail.data)).not.toContain('Double order');
  });

  it('refuses a serial number another order carries, and leaves the order as it was', async () => {
    const orderNumber = await receivedOrder(true, true);
    await move(orderNumber, { status: ORDER_STATUS.confirmed, promiseWeek: weekFromNow(1) });
    await move(orderNumber, { status: ORDER_STATUS.inProduction });
    const taken = await t.database.db.selectFrom('order_line_serial').select('serial_number').executeTakeFirstOrThrow();
    const detail = (await t.call(SERVICE, 'GET', `/api/staff/orders/${orderNumber}`)).json();
    const serialLine = detail.lines.find((l: { requiresSerial: boolean }) => l.requiresSerial);
    const refused = await move(orderNumber, {
      status: ORDER_STATUS.dispatched,
      carrier: 'DHL',
      trackingId: 'D1',
      serials: [{ lineSequence: serialLine.lineSequence, serialNumbers: [taken.serial_number] }],
    });
    expect(refused.json()).toMatchObject({ statusCode: 409, code: 'SERIAL_NUMBER_IN_USE' });
    const after = (await t.call(SERVICE, 'GET', `/api/staff/orders/${orderNumber}`)).json();
    expect(after.status).toBe(ORDER_STATUS.inProduction);
    expect(
      after.lines.every(
        (l: { shippedQuantity: number; serialNumbers: string[] }) => l.shippedQuantity === 0 && l.serialNumbers.length === 0,
      ),
    ).toBe(true);
    expect((await auditRows(t, orderNumber)).map((a) => a.after?.['status'])).toEqual([20, 30]);

    // A line without serial numbers takes none.
    const plain = detail.lines.find((l: { requiresSerial: boolean }) => !l.requiresSerial);
    if (plain) {
      const wrong = await move(orderNumber, {
        status: ORDER_STATUS.dispatched,
        carrier: 'DHL',
        trackingId: 'D1',
        serials: [{ lineSequence: plain.lineSequence, serialNumbers: ['1000000001'] }],
      });
      expect(wrong.json()).toMatchObject({ statusCode: 400, field: 'serials.0.lineSequence' });
    }
  });
});

describe('invoice desk and work queues', () => {
  it('records a payment once, which the dealer sees as paid', async () => {
    const overdue = (await t.call(SERVICE, 'GET', '/api/staff/invoices?state=overdue&search=10001')).json();
    expect(overdue.items.length).toBeGreaterThan(0);
    expect(overdue.items.every((i: { paymentStatus: number; customerNumber: string }) => i.paymentStatus === PAYMENT_STATUS.overdue)).toBe(
      true,
    );
    const { invoiceNumber } = overdue.items[0] as { invoiceNumber: string };
    const pay = (body: unknown) => t.call(SERVICE, 'POST', `/api/staff/invoices/${invoiceNumber}/payments`, body);

    expect((await pay({ paidDate: '2999-01-01' })).json()).toMatchObject({ statusCode: 400, field: 'paidDate' });
    const today = todayInMarket('se');
    const paid = await pay({ paidDate: today, reference: 'BG 5050-1055' });
    expect(paid.json()).toMatchObject({ invoiceNumber, paidDate: today, paymentStatus: PAYMENT_STATUS.paid });
    expect((await pay({ paidDate: today })).json()).toMatchObject({ statusCode: 409, code: 'INVOICE_ALREADY_PAID' });

    const dealer = (await t.call(DEALER_ADMIN, 'GET', '/api/invoice/invoices?amount=999')).json().Invoices;
    expect(dealer.find((i: { InvoiceNumber: string }) => i.InvoiceNumber === invoiceNumber)?.PaymentStatus).toBe(PAYMENT_STATUS.paid);
    const payment = await t.database.db.selectFrom('invoice_payment').selectAll().where('invoice_number', '=', invoiceNumber).execute();
    expect(payment).toMatchObject([{ reference: 'BG 5050-1055', paid_date: today }]);
    expect((await auditRows(t, invoiceNumber)).map((a) => a.action)).toEqual(['invoice.payment']);
  });

  it('counts each queue as its list counts it', async () => {
    const queues = (await t.call(SERVICE, 'GET', '/api/staff/queues')).json();
    const total = async (url: string) => (await t.call(SERVICE, 'GET', url)).json().total as number;
    expect(queues.ordersToConfirm).toBe(await total(`/api/staff/orders?status=${ORDER_STATUS.received}`));
    expect(queues.ordersLate).toBe(await total('/api/staff/orders?late=true'));
    expect(queues.overdueInvoices).toBe(await total('/api/staff/invoices?state=overdue'));
    expect(queues.newComplaints).toBe(await total(`/api/staff/complaints?status=${COMPLAINT_STATUS.Registered}`));
    expect(queues.complaintsWaiting).toBe(
      await total(`/api/staff/complaints?status=${COMPLAINT_STATUS.WaitingForDetails}&inStatusOverDays=7`),
    );
    expect(queues.ordersToConfirm).toBeGreaterThan(0);
    expect(queues.overdueInvoices).toBeGreaterThan(0);
  });
});
