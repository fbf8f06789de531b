import { describe, expect, it } from 'vitest';
import { INVOICE_VAT_PERCENT } from '@portal/contracts/invoice';
import { todayInMarket } from '@portal/contracts/languages';
import { round2 } from '@portal/contracts/money';
import { ORDER_STATUS } from '@portal/contracts/order';
import { amountsWithVat } from '@portal/contracts/vat';
import { useTestApp } from '../../test/use-test-app.js';
import { ANNA, BACKOFFICE_ADMIN, ERIK, MARKETING, OLA, SALES, SERVICE } from '../../test/demo-users.js';
import { auditRows, contactIdOf, messagesTo } from '../../test/fixtures.js';
import { orderRequest } from '../../test/order-request.js';
import { addDays } from '../../platform/calendar/delivery-calendar.js';

const t = useTestApp();

type Credit = {
  currency: string;
  creditLimit: number | null;
  unpaidInvoices: number;
  openOrders: number;
  available: number | null;
  blockWhenOverdueDays: number | null;
  overdue: { count: number; amount: number; oldestDueDate: string | null };
  blocked: boolean;
};

const setCredit = (body: Record<string, unknown>, as = SALES, customerNumber = '10001') =>
  t.call(as, 'PUT', `/api/staff/customers/${customerNumber}/credit`, body);
const credit = async () => (await t.call(ERIK, 'GET', '/api/financial/credit')).json<Credit>();
const place = async (overrides = {}) => {
  const res = await t.call(ANNA, 'POST', '/api/order/placeOrder', await orderRequest(t, overrides));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ Header: { PlaceOrderNumber: string }; OrderStatus: number; CreditHold: string | null }>();
};
const orderPage = (orderNumber: string, as = ANNA) => t.call(as, 'GET', `/api/order/orderPage?orderNumber=${orderNumber}`);
const events = (orderNumber: string) =>
  t.database.db
    .selectFrom('integration_event')
    .select(['type', 'data'])
    .where('resource_id', '=', orderNumber)
    .orderBy('occurred_at')
    .orderBy('id')
    .execute();

/** What the seed's figures make of 10001's credit, read here from the tables the way the ADR words it. */
async function expectedUse() {
  const db = t.database.db;
  const invoices = await db
    .selectFrom('invoice')
    .select('total')
    .where('customer_number', '=', '10001')
    .where('paid_date', 'is', null)
    .execute();
  const orders = await db
    .selectFrom('customer_order as o')
    .select(['o.order_value', 'o.freight'])
    .where('o.customer_number', '=', '10001')
    .where('o.status', 'in', [
      ORDER_STATUS.received,
      ORDER_STATUS.confirmed,
      ORDER_STATUS.inProduction,
      ORDER_STATUS.dispatched,
      ORDER_STATUS.delivered,
    ])
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('invoice as i').select('i.invoice_number').whereRef('i.order_number', '=', 'o.order_number'))),
    )
    .execute();
  const lines = orders.reduce((sum, o) => sum + o.order_value, 0);
  const freight = orders.reduce((sum, o) => sum + o.freight, 0);
  return {
    unpaidInvoices: round2(invoices.reduce((sum, i) => sum + i.total, 0)),
    openOrders: orders.length === 0 ? 0 : amountsWithVat([lines], freight, INVOICE_VAT_PERCENT).total,
  };
}

/** No limit and no block: the state every test starts from. */
const reset = async () =>
  expect((await setCredit({ creditLimit: null, paymentTermsDays: 30, blockWhenOverdueDays: null })).statusCode).toBe(200);

describe('credit: who may call', () => {
  it('lets sales administration set credit, customer service and sales work the holds, and Portal Admins read their own credit', async () => {
    const body = { creditLimit: null, paymentTermsDays: 30, blockWhenOverdueDays: null };
    expect((await setCredit(body, ANNA)).json()).toMatchObject({ statusCode: 403, code: 'STAFF_ONLY' });
    for (const other of [SERVICE, MARKETING])
      expect((await setCredit(body, other)).json(), other).toMatchObject({ statusCode: 403, code: 'STAFF_ROLE_REQUIRED' });
    expect((await setCredit(body, SALES)).statusCode).toBe(200);
    expect((await setCredit(body, BACKOFFICE_ADMIN)).statusCode).toBe(200);
    expect((await setCredit(body, SALES, '99999')).statusCode).toBe(404);

    for (const [method, url, payload] of [
      ['GET', '/api/staff/credit-holds'],
      ['POST', '/api/staff/credit-holds/999999999/release'],
      ['POST', '/api/staff/credit-holds/999999999/cancel', { reason: 'No credit' }],
    ] as const) {
      const as = (email: string) => t.call(email, method, url, payload);
      expect((await as(ANNA)).statusCode, `${url} dealer`).toBe(403);
      expect((await as(MARKETING)).json(), `${url} marketing`).toMatchObject({ statusCode: 403, code: 'STAFF_ROLE_REQUIRED' });
      // The queue answers; an unknown order is not found for both roles that work it.
      const expected = method === 'GET' ? 200 : 404;
      for (const staff of [SERVICE, SALES, BACKOFFICE_ADMIN]) expect((await as(staff)).statusCode, `${url} ${staff}`).toBe(expected);
    }

    expect((await t.call(ANNA, 'GET', '/api/financial/credit')).statusCode).toBe(403);
    expect((await t.call(ERIK, 'GET', '/api/financial/credit')).statusCode).toBe(200);
    expect((await t.call(SERVICE, 'GET', '/api/financial/credit')).statusCode).toBe(403);
  });

  it('refuses bad credit settings with the field named and changes nothing', async () => {
    await reset();
    for (const [body, field] of [
      [{ creditLimit: -1, paymentTermsDays: 30, blockWhenOverdueDays: null }, 'creditLimit'],
      [{ creditLimit: 10.005, paymentTermsDays: 30, blockWhenOverdueDays: null }, 'creditLimit'],
      [{ creditLimit: 1000, paymentTermsDays: 121, blockWhenOverdueDays: null }, 'paymentTermsDays'],
      [{ creditLimit: 1000, paymentTermsDays: 30, blockWhenOverdueDays: -2 }, 'blockWhenOverdueDays'],
      [{ creditLimit: 1000, paymentTermsDays: 30 }, 'blockWhenOverdueDays'],
      [{ creditLimit: '1000', paymentTermsDays: 30, blockWhenOverdueDays: null }, 'creditLimit'],
    ] as const) {
      const res = await setCredit(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().field).toBe(field);
    }
    expect((await credit()).creditLimit).toBeNull();
  });
});

describe('credit: setting and reading it', () => {
  it('stores the limit, terms and block with an audit row and a customer.updated event, and shows them on the dealer record', async () => {
    await reset();
    const res = await setCredit({ creditLimit: 250000.5, paymentTermsDays: 45, blockWhenOverdueDays: 14 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ creditLimit: 250000.5, paymentTermsDays: 45, blockWhenOverdueDays: 14 });
    const detail = (await t.call(SERVICE, 'GET', '/api/staff/customers/10001')).json();
    expect(detail).toMatchObject({ creditLimit: 250000.5, paymentTermsDays: 45, blockWhenOverdueDays: 14 });

    const audit = (await auditRows(t, '10001', 'customer.credit')).at(-1)!;
    expect(audit.before).toEqual({ credit_limit: null, payment_terms_days: 30, block_when_overdue_days: null });
    expect(audit.after).toEqual({ credit_limit: 250000.5, payment_terms_days: 45, block_when_overdue_days: 14 });
    const event = await t.database.db
      .selectFrom('integration_event')
      .select('data')
      .where('type', '=', 'customer.updated')
      .where('resource_id', '=', '10001')
      .orderBy('occurred_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(event.data).toMatchObject({ creditLimit: 250000.5, paymentTermsDays: 45, blockWhenOverdueDays: 14 });

    // The same settings again change nothing and log nothing.
    const rows = (await auditRows(t, '10001', 'customer.credit')).length;
    await setCredit({ creditLimit: 250000.5, paymentTermsDays: 45, blockWhenOverdueDays: 14 });
    expect(await auditRows(t, '10001', 'customer.credit')).toHaveLength(rows);
    await reset();
  });

  it('answers available credit as the limit less unpaid invoices and orders not yet invoiced, VAT included', async () => {
    await reset();
    const without = await credit();
    const use = await expectedUse();
    expect(without).toMatchObject({ currency: 'SEK', creditLimit: null, available: null, ...use });

    await setCredit({ creditLimit: 5_000_000, paymentTermsDays: 30, blockWhenOverdueDays: null });
    const limited = await credit();
    expect(limited.available).toBe(round2(5_000_000 - use.unpaidInvoices - use.openOrders));

    // A new order is used credit as its invoice will be.
    const placed = await place();
    expect(placed.OrderStatus).toBe(ORDER_STATUS.received);
    const order = await t.database.db
      .selectFrom('customer_order')
      .select(['order_value', 'freight'])
      .where('order_number', '=', placed.Header.PlaceOrderNumber)
      .executeTakeFirstOrThrow();
    const orderTotal = amountsWithVat([order.order_value], order.freight, INVOICE_VAT_PERCENT).total;
    const after = await credit();
    expect(after.openOrders).toBeCloseTo(use.openOrders + orderTotal, 1);
    expect(after.available).toBeCloseTo(limited.available! - orderTotal, 1);

    // A paid invoice frees its amount.
    const unpaid = await t.database.db
      .selectFrom('invoice')
      .select(['invoice_number', 'total'])
      .where('customer_number', '=', '10001')
      .where('paid_date', 'is', null)
      .orderBy('invoice_number')
      .executeTakeFirstOrThrow();
    const paid = await t.call(SERVICE, 'POST', `/api/staff/invoices/${unpaid.invoice_number}/payments`, { paidDate: todayInMarket('se') });
    expect(paid.statusCode).toBe(200);
    const afterPayment = await credit();
    expect(afterPayment.unpaidInvoices).toBeCloseTo(after.unpaidInvoices - unpaid.total, 2);
    expect(afterPayment.available).toBeCloseTo(after.available! + unpaid.total, 2);

    // A cancelled order is no longer used credit.
    expect((await t.call(ANNA, 'PUT', '/api/order/cancelOrder', { orderNumber: placed.Header.PlaceOrderNumber })).statusCode).toBe(200);
    expect((await credit()).openOrders).toBeCloseTo(use.openOrders, 1);
    await reset();
  });
});

describe('credit: orders on hold', () => {
  it('places an order beyond the available credit on hold, says why, and keeps it out of the received orders', async () => {
    await reset();
    const use = await expectedUse();
    // One krona of credit left.
    await setCredit({ creditLimit: round2(use.unpaidInvoices + use.openOrders + 1), paymentTermsDays: 30, blockWhenOverdueDays: null });
    expect((await credit()).available).toBe(1);

    const request = await orderRequest(t);
    const check = (
      await t.call(ANNA, 'POST', '/api/order/deliveryDate', { cartItems: request.cartItems, requestedDate: request.requestedDate })
    ).json();
    expect(check.creditHold).toMatchObject({ reason: 'limit', available: 1, currency: 'SEK' });
    expect(check.creditHold.orderTotal).toBeGreaterThan(1);

    const res = await t.call(ANNA, 'POST', '/api/order/placeOrder', request);
    expect(res.statusCode).toBe(200);
    const placed = res.json();
    expect(placed).toMatchObject({ Status: true, OrderStatus: ORDER_STATUS.creditHold, CreditHold: 'limit' });
    const orderNumber = placed.Header.PlaceOrderNumber as string;
    // A retry answers with the same order and its state.
    expect((await t.call(ANNA, 'POST', '/api/order/placeOrder', request)).json()).toEqual(placed);

    const page = (await orderPage(orderNumber)).json();
    expect(page).toMatchObject({ status: ORDER_STATUS.creditHold, creditHold: 'limit', cancellable: false });
    expect((await orderPage(orderNumber, OLA)).statusCode).toBe(404);

    const mails = await messagesTo(t, ANNA, 'order-credit-hold');
    expect(mails.at(-1)!.data).toMatchObject({ orderNumber, reason: 'limit', available: 1, currency: 'SEK' });
    const confirmations = await messagesTo(t, ANNA, 'order-confirmation');
    expect(confirmations.some((m) => (m.data as { orderNumber: string }).orderNumber === orderNumber)).toBe(false);
    expect((await events(orderNumber)).map((e) => [e.type, (e.data as { status: number }).status])).toEqual([
      ['order.placed', ORDER_STATUS.creditHold],
    ]);

    const received = (await t.call(SERVICE, 'GET', `/api/staff/orders?status=${ORDER_STATUS.received}&search=${orderNumber}`)).json();
    expect(received.items).toEqual([]);
    const holds = (await t.call(SERVICE, 'GET', '/api/staff/credit-holds')).json();
    expect(holds.items.find((h: { orderNumber: string }) => h.orderNumber === orderNumber)).toMatchObject({
      customerNumber: '10001',
      reason: 'limit',
      currency: 'SEK',
      available: 1,
      blocked: false,
    });
    const queues = (await t.call(SERVICE, 'GET', '/api/staff/queues')).json();
    expect(queues.creditHolds).toBe(holds.total);
    expect((await t.call(SALES, 'GET', '/api/staff/queues')).json().creditHolds).toBe(holds.total);
    await reset();
  });

  it('places an order on hold while an invoice is overdue longer than the days set, and not before', async () => {
    await reset();
    const db = t.database.db;
    const today = todayInMarket('se');
    // An unpaid invoice ten days past due.
    const invoice = await db
      .selectFrom('invoice')
      .select('invoice_number')
      .where('customer_number', '=', '10001')
      .where('paid_date', 'is', null)
      .orderBy('invoice_number', 'desc')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('invoice')
      .set({ invoice_date: addDays(today, -40), due_date: addDays(today, -10) })
      .where('invoice_number', '=', invoice.invoice_number)
      .execute();
    // Others of the dealer's are not yet due, so only this one counts.
    await db
      .updateTable('invoice')
      .set({ due_date: addDays(today, 20) })
      .where('customer_number', '=', '10001')
      .where('paid_date', 'is', null)
      .where('invoice_number', '!=', invoice.invoice_number)
      .execute();

    await setCredit({ creditLimit: null, paymentTermsDays: 30, blockWhenOverdueDays: 14 });
    expect(await credit()).toMatchObject({ blocked: false, overdue: { count: 1, oldestDueDate: addDays(today, -10) } });
    expect((await place()).OrderStatus).toBe(ORDER_STATUS.received);

    await setCredit({ creditLimit: null, paymentTermsDays: 30, blockWhenOverdueDays: 7 });
    expect((await credit()).blocked).toBe(true);
    const held = await place();
    expect(held).toMatchObject({ OrderStatus: ORDER_STATUS.creditHold, CreditHold: 'overdue' });
    expect((await messagesTo(t, ANNA, 'order-credit-hold')).at(-1)!.data).toMatchObject({
      orderNumber: held.Header.PlaceOrderNumber,
      reason: 'overdue',
      available: null,
    });
    await reset();
  });

  it('releases a held order to received with an audit row, the confirmation e-mail and a status event', async () => {
    await reset();
    await setCredit({ creditLimit: 0, paymentTermsDays: 30, blockWhenOverdueDays: null });
    const orderNumber = (await place()).Header.PlaceOrderNumber;

    const res = await t.call(SERVICE, 'POST', `/api/staff/credit-holds/${orderNumber}/release`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ orderNumber, status: ORDER_STATUS.received });
    expect((await orderPage(orderNumber)).json()).toMatchObject({ status: ORDER_STATUS.received, creditHold: null, cancellable: true });

    const audit = (await auditRows(t, orderNumber, 'order.status')).at(-1)!;
    expect(audit.before).toEqual({ status: ORDER_STATUS.creditHold });
    expect(audit.after).toMatchObject({ status: ORDER_STATUS.received, creditHoldReleased: true });
    const confirmation = (await messagesTo(t, ANNA, 'order-confirmation')).at(-1)!;
    expect(confirmation.data).toMatchObject({ orderNumber });
    expect((await events(orderNumber)).map((e) => e.type)).toEqual(['order.placed', 'order.status_changed']);
    expect((await events(orderNumber))[1]!.data).toMatchObject({ status: ORDER_STATUS.received, previousStatus: ORDER_STATUS.creditHold });

    const received = (await t.call(SERVICE, 'GET', `/api/staff/orders?status=${ORDER_STATUS.received}&search=${orderNumber}`)).json();
    expect(received.items.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([orderNumber]);
    // Not on hold any more: neither released nor cancelled again.
    expect((await t.call(SERVICE, 'POST', `/api/staff/credit-holds/${orderNumber}/release`)).json()).toMatchObject({
      statusCode: 409,
      code: 'STATUS_TRANSITION_NOT_ALLOWED',
    });
    expect((await t.call(SALES, 'POST', `/api/staff/credit-holds/${orderNumber}/cancel`, { reason: 'x' })).statusCode).toBe(409);
    await reset();
  });

  it('cancels a held order with a reason: audited, the dealer e-mailed the reason, cancellation events', async () => {
    await reset();
    await setCredit({ creditLimit: 0, paymentTermsDays: 30, blockWhenOverdueDays: null });
    const orderNumber = (await place()).Header.PlaceOrderNumber;

    const empty = await t.call(SALES, 'POST', `/api/staff/credit-holds/${orderNumber}/cancel`, { reason: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().field).toBe('reason');

    const reason = 'Pay the overdue invoices first, then order again';
    const res = await t.call(SALES, 'POST', `/api/staff/credit-holds/${orderNumber}/cancel`, { reason });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ orderNumber, status: ORDER_STATUS.cancelled, cancelMessage: reason });

    const page = (await orderPage(orderNumber)).json();
    expect(page).toMatchObject({ status: ORDER_STATUS.cancelled, creditHold: null });
    expect(page.course.map((s: { status: number }) => s.status)).toEqual([ORDER_STATUS.cancelled]);

    const audit = (await auditRows(t, orderNumber, 'order.status')).at(-1)!;
    expect(audit.before).toEqual({ status: ORDER_STATUS.creditHold });
    expect(audit.after).toMatchObject({ status: ORDER_STATUS.cancelled, reason });
    expect((await messagesTo(t, ANNA, 'order-cancelled')).at(-1)!.data).toMatchObject({ orderNumber, message: reason });
    // The cancellation's two events share their transaction's moment.
    expect((await events(orderNumber)).map((e) => e.type).sort()).toEqual(['order.cancelled', 'order.placed', 'order.status_changed']);
    expect(
      (await t.call(SERVICE, 'GET', '/api/staff/credit-holds')).json().items.map((h: { orderNumber: string }) => h.orderNumber),
    ).not.toContain(orderNumber);
    await reset();
  });

  it('checks the credit when an approver approves a waiting order, and holds it when it is beyond the credit then', async () => {
    await reset();
    const anna = await contactIdOf(t, ANNA);
    const setLimit = (limit: number | null) => t.call(ERIK, 'PUT', `/api/user/${anna}/order-limit`, { limit, alwaysApprove: false });
    expect((await setLimit(0)).statusCode).toBe(200);
    try {
      // Waiting for an approver, the order is not held: it does not count against the credit yet.
      const waiting = await place();
      expect(waiting).toMatchObject({ OrderStatus: ORDER_STATUS.waitingForApproval, CreditHold: null });
      const orderNumber = waiting.Header.PlaceOrderNumber;

      // The credit shrinks meanwhile; approving now places the order on hold, with the reason.
      await setCredit({ creditLimit: 0, paymentTermsDays: 30, blockWhenOverdueDays: null });
      const approved = await t.call(ERIK, 'POST', `/api/approvals/${orderNumber}/approve`);
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json()).toMatchObject({ orderNumber, status: ORDER_STATUS.creditHold, creditHold: 'limit' });

      expect((await orderPage(orderNumber)).json()).toMatchObject({ status: ORDER_STATUS.creditHold, creditHold: 'limit' });
      const holds = (await t.call(SERVICE, 'GET', '/api/staff/credit-holds')).json();
      expect(holds.items.map((h: { orderNumber: string }) => h.orderNumber)).toContain(orderNumber);
      // The orderer hears why it waits, not a confirmation; the manufacturer learns of it as held.
      expect((await messagesTo(t, ANNA, 'order-credit-hold')).some((m) => m.data['orderNumber'] === orderNumber)).toBe(true);
      expect((await messagesTo(t, ANNA, 'order-confirmation')).some((m) => m.data['orderNumber'] === orderNumber)).toBe(false);
      const placedEvent = (await events(orderNumber)).find((e) => e.type === 'order.placed');
      expect(placedEvent?.data).toMatchObject({ status: ORDER_STATUS.creditHold });

      // With credit enough, an approved order is received as before.
      await reset();
      const second = (await place()).Header.PlaceOrderNumber;
      const fine = await t.call(ERIK, 'POST', `/api/approvals/${second}/approve`);
      expect(fine.json()).toMatchObject({ orderNumber: second, status: ORDER_STATUS.received, creditHold: null });
    } finally {
      expect((await setLimit(null)).statusCode).toBe(200);
      await reset();
    }
  });
});
