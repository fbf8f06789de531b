import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { GetCartResponse, OrderPageResponse, PlaceOrderResponse, ReorderResponse } from '@portal/contracts';
import { orderRequest, sellable } from '../../test/order-request.js';
import { completedConfiguration, configuredOrderItem } from '../../test/configurator-flow.js';
import { useTestApp } from '../../test/use-test-app.js';
import { ANNA, ERIK as ADMIN, OLA } from '../../test/demo-users.js';
import { expectOk as ok } from '../../test/expectations.js';
import { netPrice as netPriceOf } from '../../test/fixtures.js';

const t = useTestApp();

const page = (email: string, orderNumber: string) => t.call(email, 'GET', `/api/order/orderPage?orderNumber=${orderNumber}`);
const reorder = (email: string, orderNumber: string, changeId: string = randomUUID()) =>
  t.call(email, 'POST', '/api/order/reorder', { orderNumber, changeId });

const netPrice = (itemNumber: string) => netPriceOf(t, '10001', itemNumber);

const setListPrice = async (itemNumber: string, factor: number) => {
  const customer = await t.database.db
    .selectFrom('customer')
    .select('price_list_id')
    .where('customer_number', '=', '10001')
    .executeTakeFirstOrThrow();
  const row = await t.database.db
    .selectFrom('price_list_item')
    .select('unit_price')
    .where('price_list_id', '=', customer.price_list_id!)
    .where('item_number', '=', itemNumber)
    .executeTakeFirstOrThrow();
  await t.database.db
    .updateTable('price_list_item')
    .set({ unit_price: Math.round(row.unit_price * factor * 100) / 100 })
    .where('price_list_id', '=', customer.price_list_id!)
    .where('item_number', '=', itemNumber)
    .execute();
};

/** anna@'s completed stove configuration. */
const stove = async () => (await completedConfiguration(t, ANNA, 'Stove', [{}, { series: 'OSLO', model: 'OSLO-5' }])).session.HeaderId;

/** An order of anna@'s with two articles and a configured stove; answers its number and the articles. */
const placeMixedOrder = async () => {
  const headerId = await stove();
  const body = await orderRequest(t);
  body.cartItems.push(configuredOrderItem(headerId));
  const placed = ok<PlaceOrderResponse>(await t.call(ANNA, 'POST', '/api/order/placeOrder', body));
  return {
    orderNumber: placed.Header!.PlaceOrderNumber,
    headerId,
    accessory: body.cartItems[0]!.id,
    part: body.cartItems[1]!.id,
  };
};

describe('the order page', () => {
  it('shows one of the caller’s orders: course, addresses with the company name, lines that add up, totals', async () => {
    const { orderNumber, headerId, accessory } = await placeMixedOrder();
    const order = ok<OrderPageResponse>(await page(ANNA, orderNumber));
    expect(order.orderNumber).toBe(orderNumber);
    expect(order.status).toBe(10);
    expect(order.course.map((s) => [s.status, s.reached])).toEqual([
      [10, true],
      [20, false],
      [30, false],
      [40, false],
      [60, false],
    ]);
    expect(order.course[0]!.date).toBe(order.orderDate);
    expect(order.billingAddress).toMatchObject({
      name: 'Brasvärme i Uppsala AB',
      lines: ['Box 1127'],
      postalCode: '751 41',
      city: 'Uppsala',
    });
    expect(order.deliveryAddress).toMatchObject({ name: 'Brasvärme Uppsala – lager', lines: ['Fyrislundsgatan 68'], city: 'Uppsala' });
    expect(order.orderMark).toBe('Villa Ek');
    expect(order.requestedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Nobody has confirmed the order yet: it has no promised dispatch week.
    expect(order.promiseWeek).toBeNull();
    expect(order.promiseDate).toBeNull();
    expect(order.currency).toBe('SEK');
    const sum = order.lines.reduce((s, l) => s + l.amount, 0);
    expect(order.itemSum).toBeCloseTo(sum, 2);
    expect(order.total).toBeCloseTo(order.itemSum + order.freight, 2);
    // The stove's articles belong to its configuration; the accessory stands alone.
    expect(order.lines.find((l) => l.itemNumber === accessory)?.configHeaderId).toBeNull();
    expect(order.lines.filter((l) => l.configHeaderId === headerId).length).toBeGreaterThan(0);
    expect(order.configurations).toEqual([{ headerId, ruleset: 'Stove', title: expect.any(String) as string }]);
    expect(order.cancellable).toBe(true);
    expect(order.complaintPossible).toBe(false);
    expect(order.tracking).toBeNull();
    // Invoices are for Portal Admins, as the invoice calls are.
    expect(order.invoices).toBeNull();
  });

  it('answers 404 for another customer’s order and for one that does not exist', async () => {
    const { orderNumber } = await placeMixedOrder();
    expect((await page(OLA, orderNumber)).statusCode).toBe(404);
    expect((await page(ANNA, '999999')).statusCode).toBe(404);
    expect((await page(ANNA, '')).statusCode).toBe(400);
  });

  it('lists the invoices of a delivered order for a Portal Admin, and shows its whole course', async () => {
    const invoiced = await t.database.db
      .selectFrom('invoice')
      .innerJoin('customer_order as o', 'o.order_number', 'invoice.order_number')
      .select(['invoice.order_number', 'invoice.invoice_number', 'invoice.total'])
      .where('invoice.customer_number', '=', '10001')
      .where('o.status', '=', 60)
      .orderBy('invoice.invoice_number')
      .executeTakeFirstOrThrow();
    const order = ok<OrderPageResponse>(await page(ADMIN, invoiced.order_number));
    expect(order.invoices).toContainEqual(
      expect.objectContaining({
        invoiceNumber: invoiced.invoice_number,
        total: invoiced.total,
        paymentStatus: expect.any(Number) as number,
      }),
    );
    expect(order.course.every((s) => s.reached)).toBe(true);
    expect(order.complaintPossible).toBe(true);
    expect(order.cancellable).toBe(false);
    expect(ok<OrderPageResponse>(await page(ANNA, invoiced.order_number)).invoices).toBeNull();
  });

  it('shows a cancelled order’s course up to where it stopped, then cancelled', async () => {
    const { orderNumber } = await placeMixedOrder();
    ok(await t.call(ANNA, 'PUT', '/api/order/cancelOrder', { orderNumber }));
    const order = ok<OrderPageResponse>(await page(ANNA, orderNumber));
    expect(order.course.map((s) => [s.status, s.reached])).toEqual([
      [10, true],
      [90, true],
    ]);
    expect(order.course[1]!.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(order.cancellable).toBe(false);
  });
});

describe('reorder', () => {
  it('puts the still orderable articles into the caller’s cart at today’s price, skips a deactivated one with its reason and offers the configuration to reopen', async () => {
    const { orderNumber, headerId, accessory, part } = await placeMixedOrder();
    ok(await t.call(ANNA, 'DELETE', '/api/cart'));
    await t.database.db.updateTable('product').set({ active: false }).where('item_number', '=', part).execute();
    await setListPrice(accessory, 1.1);
    try {
      const answer = ok<ReorderResponse>(await reorder(ANNA, orderNumber));
      const today = await netPrice(accessory);
      expect(answer.lines.find((l) => l.itemNumber === accessory)).toMatchObject({
        added: true,
        reason: null,
        quantity: 2,
        unitPrice: today,
      });
      const previous = answer.lines.find((l) => l.itemNumber === accessory)!.previousUnitPrice;
      expect(previous).not.toBe(today);
      expect(answer.lines.find((l) => l.itemNumber === part)).toMatchObject({ added: false, reason: 'inactive', unitPrice: null });
      expect(answer.configurations).toEqual([{ headerId, ruleset: 'Stove', title: expect.any(String) as string, reason: null }]);

      const cart = ok<GetCartResponse>(await t.call(ANNA, 'GET', '/api/cart'));
      expect(cart.lines.map((l) => [l.id, l.quantity, l.price])).toEqual([[accessory, 2, today]]);
    } finally {
      await t.database.db.updateTable('product').set({ active: true }).where('item_number', '=', part).execute();
    }
  });

  it('puts the lines in once when the same reorder is sent again, and merges with what the cart holds', async () => {
    const { orderNumber, accessory, part } = await placeMixedOrder();
    ok(await t.call(ANNA, 'DELETE', '/api/cart'));
    const changeId = randomUUID();
    ok(await reorder(ANNA, orderNumber, changeId));
    const again = ok<ReorderResponse>(await reorder(ANNA, orderNumber, changeId));
    expect(again.lines.every((l) => l.added)).toBe(true);
    const quantities = async () =>
      Object.fromEntries(ok<GetCartResponse>(await t.call(ANNA, 'GET', '/api/cart')).lines.map((l) => [l.id, l.quantity]));
    expect(await quantities()).toEqual({ [accessory]: 2, [part]: 1 });
    ok(await reorder(ANNA, orderNumber));
    expect(await quantities()).toEqual({ [accessory]: 4, [part]: 2 });
  });

  it('answers 404 for another customer’s order and leaves that user’s cart alone', async () => {
    const { orderNumber } = await placeMixedOrder();
    ok(await t.call(OLA, 'DELETE', '/api/cart'));
    expect((await reorder(OLA, orderNumber)).statusCode).toBe(404);
    expect(ok<GetCartResponse>(await t.call(OLA, 'GET', '/api/cart')).lines).toEqual([]);
  });

  it('skips an article that is no longer sold on its own', async () => {
    const accessory = await sellable(t, 'accessory');
    const body = await orderRequest(t);
    const placed = ok<PlaceOrderResponse>(await t.call(ANNA, 'POST', '/api/order/placeOrder', body));
    await t.database.db.updateTable('product').set({ sellable: false }).where('item_number', '=', accessory.item_number).execute();
    try {
      const answer = ok<ReorderResponse>(await reorder(ANNA, placed.Header!.PlaceOrderNumber));
      expect(answer.lines.find((l) => l.itemNumber === accessory.item_number)).toMatchObject({ added: false, reason: 'not-orderable' });
      expect(answer.lines.filter((l) => l.added)).toHaveLength(1);
    } finally {
      await t.database.db.updateTable('product').set({ sellable: true }).where('item_number', '=', accessory.item_number).execute();
    }
  });
});
