import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { OrderSummary } from '@portal/contracts';
import { orderRequest, sellable as sellableOf, type OrderOverrides as Overrides } from '../../test/order-request.js';
import { addDays, today, yyyymmdd } from '../../platform/calendar/delivery-calendar.js';
import { useTestApp } from '../../test/use-test-app.js';
import { ANNA, OLA } from '../../test/demo-users.js';
import { netPrice, rowCount } from '../../test/fixtures.js';

const t = useTestApp();

const openOrders = async (email: string) =>
  (await t.call(email, 'GET', '/api/order/openOrders?amount=999')).json<{ Orders: OrderSummary[] }>().Orders;
const orderCount = () => rowCount(t, 'customer_order');

const order = (overrides: Overrides = {}) => orderRequest(t, overrides);
const sellable = (kind: Parameters<typeof sellableOf>[1]) => sellableOf(t, kind);

describe('order lists', () => {
  it('lists open orders of the caller only, newest first, with status below delivered', async () => {
    const orders = await openOrders(ANNA);
    expect(orders.length).toBeGreaterThanOrEqual(10);
    expect(orders.every((o) => o.OrderStatus < 60)).toBe(true);
    const own = await t.database.db.selectFrom('customer_order').select('order_number').where('customer_number', '=', '10001').execute();
    const ownNumbers = new Set(own.map((o) => o.order_number));
    expect(orders.every((o) => ownNumbers.has(o.XAOrderNbr))).toBe(true);
    const dates = orders.map((o) => o.OrderDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(orders.some((o) => o.OrderStatus === 40 && o.TrackingURL?.startsWith('https://'))).toBe(true);
    expect(orders.every((o) => o.PromiseWeek === null || /^\d{4}-W\d{2}$/.test(o.PromiseWeek))).toBe(true);
  });

  it('lists history with the amount asked for', async () => {
    const res = await t.call(ANNA, 'GET', '/api/order/historyOrders?amount=3');
    const orders = res.json<{ Orders: OrderSummary[] }>().Orders;
    expect(orders).toHaveLength(3);
    expect(orders.every((o) => o.OrderStatus >= 60)).toBe(true);
  });

  it('refuses an amount outside 1–999', async () => {
    expect((await t.call(ANNA, 'GET', '/api/order/openOrders?amount=0')).statusCode).toBe(400);
    expect((await t.call(ANNA, 'GET', '/api/order/openOrders?amount=1000')).statusCode).toBe(400);
  });

  it('shows an order with its hidden header line and lines that add up', async () => {
    const [first] = await openOrders(ANNA);
    const res = await t.call(ANNA, 'GET', `/api/order/orderDetails?orderNumber=${first!.XAOrderNbr}`);
    expect(res.statusCode).toBe(200);
    const { Order } = res.json<{ Order: { OrderTotal: number; DetLines: { LineSequence: number; NetSalesAmt: number }[] } }>();
    expect(Order.DetLines[0]!.LineSequence).toBe(0);
    const lines = Order.DetLines.filter((l) => l.LineSequence > 0);
    expect(lines.length).toBeGreaterThan(0);
    const freight = (
      await t.database.db
        .selectFrom('customer_order')
        .select('freight')
        .where('order_number', '=', first!.XAOrderNbr)
        .executeTakeFirstOrThrow()
    ).freight;
    expect(lines.reduce((s, l) => s + l.NetSalesAmt, 0) + freight).toBeCloseTo(Order.OrderTotal, 2);
  });

  it('answers 404 for another customer’s order', async () => {
    const [olas] = await openOrders(OLA);
    const res = await t.call(ANNA, 'GET', `/api/order/orderDetails?orderNumber=${olas!.XAOrderNbr}`);
    expect(res.statusCode).toBe(404);
    expect((await t.call(ANNA, 'PUT', '/api/order/cancelOrder', { orderNumber: olas!.XAOrderNbr })).statusCode).toBe(404);
  });
});

describe('cancelling', () => {
  it('cancels a received order (status 10), which then leaves the open orders', async () => {
    const received = (await openOrders(ANNA)).find((o) => o.OrderStatus === 10)!;
    const res = await t.call(ANNA, 'PUT', '/api/order/cancelOrder', { orderNumber: received.XAOrderNbr });
    expect(res.statusCode).toBe(200);
    expect((await openOrders(ANNA)).some((o) => o.XAOrderNbr === received.XAOrderNbr)).toBe(false);
    const history = (await t.call(ANNA, 'GET', '/api/order/historyOrders?amount=999')).json<{ Orders: OrderSummary[] }>().Orders;
    expect(history.find((o) => o.XAOrderNbr === received.XAOrderNbr)?.OrderStatus).toBe(90);
  });

  it('answers 409 with a code for any other status', async () => {
    const confirmed = (await openOrders(ANNA)).find((o) => o.OrderStatus === 20)!;
    const res = await t.call(ANNA, 'PUT', '/api/order/cancelOrder', { orderNumber: confirmed.XAOrderNbr });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'ORDER_NOT_CANCELLABLE' });
    expect((await openOrders(ANNA)).find((o) => o.XAOrderNbr === confirmed.XAOrderNbr)?.OrderStatus).toBe(20);
  });
});

describe('placing an order', () => {
  it('places the order with the server’s prices, whatever the browser sent', async () => {
    const request = await order();
    const res = await t.call(ANNA, 'POST', '/api/order/placeOrder', request);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ Status: boolean; Header: { PlaceOrderNumber: string } }>();
    expect(body.Status).toBe(true);
    const number = body.Header.PlaceOrderNumber;
    expect(number).toMatch(/^\d{6}$/);

    const placed = (await openOrders(ANNA)).find((o) => o.XAOrderNbr === number);
    expect(placed).toMatchObject({ OrderStatus: 10, OrderMark: 'Villa Ek', Currency: 'SEK' });
    const details = (await t.call(ANNA, 'GET', `/api/order/orderDetails?orderNumber=${number}`)).json<{
      Order: { DetLines: { LineSequence: number; ItemNumber: string; OrderedQty: number; NetSalesAmt: number }[] };
    }>();
    for (const [i, item] of request.cartItems.entries()) {
      const line = details.Order.DetLines.find((l) => l.LineSequence === i + 1)!;
      expect(line.ItemNumber).toBe(item.id);
      expect(line.NetSalesAmt).toBeCloseTo((await netPrice(t, '10001', item.id)) * item.quantity, 2);
      expect(line.NetSalesAmt).not.toBe(item.price * item.quantity);
    }
  });

  it('places one order for the same idempotency key, sent twice in a row or at once', async () => {
    const request = await order();
    const before = await orderCount();
    const first = (await t.call(ANNA, 'POST', '/api/order/placeOrder', request)).json<{ Header: { PlaceOrderNumber: string } }>();
    const second = (await t.call(ANNA, 'POST', '/api/order/placeOrder', request)).json<{ Header: { PlaceOrderNumber: string } }>();
    expect(second.Header.PlaceOrderNumber).toBe(first.Header.PlaceOrderNumber);
    expect(await orderCount()).toBe(before + 1);

    const both = await order();
    const answers = await Promise.all([
      t.call(ANNA, 'POST', '/api/order/placeOrder', both),
      t.call(ANNA, 'POST', '/api/order/placeOrder', both),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const numbers = answers.map((a) => a.json<{ Header: { PlaceOrderNumber: string } }>().Header.PlaceOrderNumber);
    expect(numbers[0]).toBe(numbers[1]);
    expect(await orderCount()).toBe(before + 2);
  });

  it('takes the ordered lines out of the user’s cart with the order, and leaves a line added meanwhile', async () => {
    const request = await order();
    const extra = await sellable('chimney');
    for (const id of [...request.cartItems.map((i) => i.id), extra.item_number]) {
      const added = await t.call(ANNA, 'POST', '/api/cart/lines', { changeId: randomUUID(), id, type: 'product', addQty: 1 });
      expect(added.statusCode, id).toBe(200);
    }
    expect((await t.call(ANNA, 'POST', '/api/order/placeOrder', request)).statusCode).toBe(200);
    const cart = (await t.call(ANNA, 'GET', '/api/cart')).json<{ lines: { id: string }[] }>();
    expect(cart.lines.map((l) => l.id)).toEqual([extra.item_number]);
  });

  it('refuses the same idempotency key with another request (422), and takes a key older than a day as new', async () => {
    const request = await order();
    const first = (await t.call(ANNA, 'POST', '/api/order/placeOrder', request)).json<{ Header: { PlaceOrderNumber: string } }>();
    const before = await orderCount();

    // Fields in another order are the same request.
    const reordered = Object.fromEntries(Object.entries(request).reverse());
    const again = (await t.call(ANNA, 'POST', '/api/order/placeOrder', reordered)).json<{ Header: { PlaceOrderNumber: string } }>();
    expect(again.Header.PlaceOrderNumber).toBe(first.Header.PlaceOrderNumber);

    const otherCart = { ...request, cartItems: request.cartItems.map((i, n) => (n === 0 ? { ...i, quantity: i.quantity + 1 } : i)) };
    const reused = await t.call(ANNA, 'POST', '/api/order/placeOrder', otherCart);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await orderCount()).toBe(before);

    await t.database.db
      .updateTable('customer_order')
      .set({ created_at: new Date(Date.now() - 25 * 3600_000) })
      .where('order_number', '=', first.Header.PlaceOrderNumber)
      .execute();
    const later = await t.call(ANNA, 'POST', '/api/order/placeOrder', otherCart);
    expect(later.statusCode).toBe(200);
    expect(later.json<{ Header: { PlaceOrderNumber: string } }>().Header.PlaceOrderNumber).not.toBe(first.Header.PlaceOrderNumber);
    expect(await orderCount()).toBe(before + 1);
  });

  it.each([
    ['an invoice label over 75 characters', { inputs: { GoodsMark: 'x'.repeat(76) } }, 'inputs.GoodsMark'],
    ['an invoice label of 80 characters', { inputs: { GoodsMark: 'x'.repeat(80) } }, 'inputs.GoodsMark'],
    ['an unknown delivery type', { inputs: { ShippingInstructions: 'EXPRESS' } }, 'inputs.ShippingInstructions'],
    [
      'an address line over 74 characters',
      { addresses: [{ AddressType: 6, Name: 'X', Address1: 'y'.repeat(75), City: 'Uppsala', PostalCode: '75450', Country: 'Sverige' }] },
      'addresses.0.Address1',
    ],
    ['another customer number', { CustomerId: '20001' }, 'CustomerId'],
    ['an empty cart', { cartItems: [] }, 'cartItems'],
  ])('refuses %s with 400 naming the field, and places nothing', async (_name, overrides, field) => {
    const before = await orderCount();
    const res = await t.call(ANNA, 'POST', '/api/order/placeOrder', await order(overrides as Overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', field });
    expect(await orderCount()).toBe(before);
  });

  it('takes an invoice label of exactly 75 characters, the limit the checkout stops typing at', async () => {
    const mark = `Villa ${'x'.repeat(69)}`;
    const res = await t.call(ANNA, 'POST', '/api/order/placeOrder', await order({ inputs: { GoodsMark: mark } }));
    expect(res.statusCode, res.body).toBe(200);
    const number = res.json<{ Header: { PlaceOrderNumber: string } }>().Header.PlaceOrderNumber;
    expect((await openOrders(ANNA)).find((o) => o.XAOrderNbr === number)?.OrderMark).toBe(mark);
  });

  it('refuses a requested date before today', async () => {
    const res = await t.call(ANNA, 'POST', '/api/order/placeOrder', await order({ requestedDate: yyyymmdd(addDays(today('se'), -1)) }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'requestedDate' });
  });

  it('refuses an article that is not sold on its own, or does not exist', async () => {
    const configOnly = await t.database.db
      .selectFrom('product')
      .select('item_number')
      .where('sellable', '=', false)
      .executeTakeFirstOrThrow();
    for (const id of [configOnly.item_number, 'NO-SUCH-ITEM']) {
      const request = await order();
      request.cartItems[0] = { ...request.cartItems[0]!, id };
      const res = await t.call(ANNA, 'POST', '/api/order/placeOrder', request);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field: 'cartItems.0.id' });
    }
  });

  it('refuses an article the manufacturer no longer sells with PRODUCT_INACTIVE, and places nothing', async () => {
    const request = await order();
    const id = request.cartItems[1]!.id;
    await t.database.db.updateTable('product').set({ active: false }).where('item_number', '=', id).execute();
    try {
      const before = await orderCount();
      const res = await t.call(ANNA, 'POST', '/api/order/placeOrder', request);
      expect(res.json()).toMatchObject({ statusCode: 409, code: 'PRODUCT_INACTIVE', field: 'cartItems.1.id' });
      expect(await orderCount()).toBe(before);
    } finally {
      await t.database.db.updateTable('product').set({ active: true }).where('item_number', '=', id).execute();
    }
  });

  it('refuses co-delivery for a configured item', async () => {
    const request = await order({ inputs: { ShippingInstructions: 'SAMLEV' } });
    request.cartItems.push({
      id: 'cfg-1',
      title: 'Kamin',
      image: '',
      price: 1,
      quantity: 1,
      type: 'config',
      headerId: 'h-1',
      ruleset: 'Stove',
    });
    const res = await t.call(ANNA, 'POST', '/api/order/placeOrder', request);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'inputs.ShippingInstructions' });
  });

  describe('a chosen delivery address', () => {
    const addressesOf = (customerNumber: string) =>
      t.database.db
        .selectFrom('delivery_address')
        .selectAll()
        .where('customer_number', '=', customerNumber)
        .orderBy('is_primary')
        .execute();
    const shipTo = (orderNumber: string) =>
      t.database.db
        .selectFrom('customer_order')
        .select(['ship_name', 'ship_address1', 'ship_city', 'ship_postalcode', 'ship_country'])
        .where('order_number', '=', orderNumber)
        .executeTakeFirstOrThrow();

    it("goes to the dealer's own address as stored, whatever address text came with it", async () => {
      const [other] = await addressesOf('10001');
      expect(other!.is_primary).toBe(false);
      const res = await t.call(ANNA, 'POST', '/api/order/placeOrder', await order({ DeliveryAddressId: other!.id }));
      expect(res.statusCode).toBe(200);
      const number = res.json<{ Header: { PlaceOrderNumber: string } }>().Header.PlaceOrderNumber;
      expect(await shipTo(number)).toEqual({
        ship_name: other!.name,
        ship_address1: other!.line1,
        ship_city: other!.city,
        ship_postalcode: other!.postalcode,
        ship_country: 'Sverige',
      });
    });

    it("answers 404 for another dealer's address and places nothing", async () => {
      const [foreign] = await addressesOf('20001');
      const before = await orderCount();
      const res = await t.call(ANNA, 'POST', '/api/order/placeOrder', await order({ DeliveryAddressId: foreign!.id }));
      expect(res.statusCode).toBe(404);
      expect(await orderCount()).toBe(before);
    });

    it('offers every address of the dealer with its id, in every market', async () => {
      for (const [email, customerNumber] of [
        [ANNA, '10001'],
        [OLA, '20001'],
      ] as const) {
        const res = await t.call(email, 'GET', '/api/reseller/deliveryAddress');
        const ids = res
          .json<{ value: { Account_CustomerAddress: { id: string }[] }[] }>()
          .value[0]!.Account_CustomerAddress.map((a) => a.id);
        expect(ids.sort()).toEqual((await addressesOf(customerNumber)).map((a) => a.id).sort());
      }
    });
  });

  describe('alternative delivery address', () => {
    const elsewhere = {
      AddressType: 6 as const,
      Name: 'Karl Svensson',
      Address1: 'Björkvägen 12',
      City: 'Knivsta',
      PostalCode: '741 31',
      Country: 'Sverige',
    };

    it('is accepted in market se with a phone number, delivered as standard', async () => {
      const res = await t.call(
        ANNA,
        'POST',
        '/api/order/placeOrder',
        await order({ addresses: [elsewhere], inputs: { DeliveryNotificationPhone: '070-123 45 67' } }),
      );
      expect(res.statusCode).toBe(200);
    });

    it.each([
      ['without a phone number', {}, 'inputs.DeliveryNotificationPhone'],
      ['with a non-numeric postal code', { PostalCode: 'ABC 12' }, 'addresses.0.PostalCode'],
      ['outside Sweden', { Country: 'Norge' }, 'addresses.0.Country'],
    ])('is refused %s', async (_name, change, field) => {
      const inputs = field === 'inputs.DeliveryNotificationPhone' ? {} : { DeliveryNotificationPhone: '070-123 45 67' };
      const res = await t.call(ANNA, 'POST', '/api/order/placeOrder', await order({ addresses: [{ ...elsewhere, ...change }], inputs }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field });
    });

    it('is refused with co-delivery', async () => {
      const res = await t.call(
        ANNA,
        'POST',
        '/api/order/placeOrder',
        await order({ addresses: [elsewhere], inputs: { DeliveryNotificationPhone: '070-123 45 67', ShippingInstructions: 'SAMLEV' } }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field: 'inputs.ShippingInstructions' });
    });

    it('is refused outside market se', async () => {
      const request = await order({
        CustomerId: '20001',
        ShipTo: '20001',
        addresses: [elsewhere],
        inputs: { DeliveryNotificationPhone: '070-123 45 67' },
      });
      const res = await t.call(OLA, 'POST', '/api/order/placeOrder', request);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field: 'addresses.0' });
    });
  });

  it('refuses orders during an active maintenance window', async () => {
    const now = Date.now();
    const [window] = await t.database.db
      .insertInto('maintenance_window')
      .values({ from_date: new Date(now - 60_000), to_date: new Date(now + 60_000), statuscode: 1 })
      .returning('id')
      .execute();
    try {
      const status = (await t.call(ANNA, 'GET', '/api/order/maintenanceStatus')).json<{ value: { statuscode: number }[] }>();
      expect(status.value.some((w) => w.statuscode === 1)).toBe(true);
      const res = await t.call(ANNA, 'POST', '/api/order/placeOrder', await order());
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'MAINTENANCE', key: 'orders.maintenance-text' });
    } finally {
      await t.database.db.deleteFrom('maintenance_window').where('id', '=', window!.id).execute();
    }
  });
});

describe('delivery date and freight', () => {
  it('promises a working day no earlier than asked for, and after the lead time', async () => {
    const request = await order();
    const far = addDays(today('se'), 60);
    const res = await t.call(ANNA, 'POST', '/api/order/deliveryDate', { cartItems: request.cartItems, requestedDate: yyyymmdd(far) });
    const { promiseDate } = res.json<{ promiseDate: string }>();
    expect(promiseDate >= yyyymmdd(far)).toBe(true);
    const weekday = new Date(`${promiseDate.slice(0, 4)}-${promiseDate.slice(4, 6)}-${promiseDate.slice(6)}T00:00:00Z`).getUTCDay();
    expect([0, 6]).not.toContain(weekday);

    const soon = (
      await t.call(ANNA, 'POST', '/api/order/deliveryDate', { cartItems: request.cartItems, requestedDate: yyyymmdd(today('se')) })
    ).json<{ promiseDate: string }>();
    expect(soon.promiseDate > yyyymmdd(today('se'))).toBe(true);
  });

  it('makes co-delivery cheaper', async () => {
    const request = await order();
    const body = { cartItems: request.cartItems, requestedDate: yyyymmdd(today('se')) };
    const standard = (await t.call(ANNA, 'POST', '/api/order/deliveryDate', body)).json<{ freight: number }>().freight;
    const co = (await t.call(ANNA, 'POST', '/api/order/deliveryDate', { ...body, deliveryType: 'SAMLEV' })).json<{ freight: number }>()
      .freight;
    expect(standard).toBeGreaterThan(0);
    expect(co).toBeLessThan(standard);
  });
});
