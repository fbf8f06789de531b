import { describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '@portal/contracts/order';
import { isoWeekOf } from '@portal/contracts/iso-week';
import type { IntegrationOrder } from '@portal/contracts/integration-api';
import { ANNA, BACKOFFICE_ADMIN, SERVICE } from '../../test/demo-users.js';
import { auditRows, messagesTo } from '../../test/fixtures.js';
import { clientToken, createIntegrationClient, expectIntegrationAccess } from '../../test/integration-client.js';
import type { TestApp } from '../../test/test-app.js';
import { orderRequest } from '../../test/order-request.js';
import { completedConfiguration, configuredOrderItem } from '../../test/configurator-flow.js';
import { useTestApp } from '../../test/use-test-app.js';

const t = useTestApp({ env: { INTEGRATION_RATE_LIMIT_PER_MINUTE: '1000' } });

const weekFromNow = (weeks: number) => isoWeekOf(new Date(Date.now() + weeks * 7 * 86_400_000).toISOString().slice(0, 10));

const send = (method: 'GET' | 'PUT', url: string, token: string | undefined, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const used = new Set<string>();
/** A received order of 10001 from the seed, without serial-numbered lines, that no test has moved yet. */
async function receivedOrder(t: TestApp) {
  const rows = await t.database.db
    .selectFrom('customer_order as o')
    .select('o.order_number')
    .where('o.customer_number', '=', '10001')
    .where('o.status', '=', ORDER_STATUS.received)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('order_line as l')
            .innerJoin('product as p', 'p.item_number', 'l.item_number')
            .select('l.order_number')
            .whereRef('l.order_number', '=', 'o.order_number')
            .where('p.require_serial', '=', true),
        ),
      ),
    )
    .orderBy('o.order_number')
    .execute();
  const free = rows.find((r) => !used.has(r.order_number))!.order_number;
  used.add(free);
  return free;
}

describe('integration orders', () => {
  it('answers every order call 401 without a token, 403 to dealers, staff and a client without the scope, and serves a client with it', async () => {
    const orderNumber = await receivedOrder(t);
    await expectIntegrationAccess(
      t,
      [
        ['GET', '/api/integration/v1/orders?pageSize=5', 'orders.read'],
        ['GET', `/api/integration/v1/orders/${orderNumber}`, 'orders.read'],
        [
          'PUT',
          `/api/integration/v1/orders/${orderNumber}/status`,
          'orders.write',
          { status: ORDER_STATUS.confirmed, promiseWeek: weekFromNow(3) },
        ],
      ],
      { dealer: ANNA, staff: BACKOFFICE_ADMIN },
    );
  });

  it('reads an order with its lines, totals and addresses, and lists orders by status, dealer and change time', async () => {
    const client = await createIntegrationClient(t, ['orders.read']);
    const token = await clientToken(t, client, 'orders.read');
    const orderNumber = await receivedOrder(t);
    const one = await send('GET', `/api/integration/v1/orders/${orderNumber}`, token);
    expect(one.statusCode).toBe(200);
    const order = one.json<IntegrationOrder>();
    expect(order).toMatchObject({
      orderNumber,
      customerNumber: '10001',
      status: ORDER_STATUS.received,
      totals: { currency: expect.any(String) },
    });
    expect(order.lines.length).toBeGreaterThan(0);
    expect(order.totals.net).toBeCloseTo(
      order.lines.reduce((sum, l) => sum + l.netAmount, 0),
      2,
    );
    expect((await send('GET', '/api/integration/v1/orders/999999999', token)).statusCode).toBe(404);
    expect((await send('GET', '/api/integration/v1/orders/12ab', token)).statusCode).toBe(400);

    const received = await send('GET', '/api/integration/v1/orders?status=10&customer=10001&pageSize=500', token);
    expect(received.statusCode).toBe(200);
    const page = received.json<{ items: { orderNumber: string; status: number; customerNumber: string }[]; total: number }>();
    expect(page.items.map((i) => i.orderNumber)).toContain(orderNumber);
    expect(page.items.every((i) => i.status === 10 && i.customerNumber === '10001')).toBe(true);
    const future = await send(
      'GET',
      `/api/integration/v1/orders?changedSince=${encodeURIComponent(new Date(Date.now() + 3600_000).toISOString())}`,
      token,
    );
    expect(future.json()).toMatchObject({ items: [], total: 0 });
    expect((await send('GET', '/api/integration/v1/orders?status=15', token)).statusCode).toBe(400);
  });

  it('moves an order under the desk rules: skipping and going back answer 409, the dealer sees the move and gets the e-mail', async () => {
    const client = await createIntegrationClient(t, ['orders.read', 'orders.write'], 'SAP ERP');
    const token = await clientToken(t, client, 'orders.write');
    const placed = await t.call(ANNA, 'POST', '/api/order/placeOrder', await orderRequest(t));
    const orderNumber = placed.json<{ Header: { PlaceOrderNumber: string } }>().Header.PlaceOrderNumber;
    const url = `/api/integration/v1/orders/${orderNumber}/status`;

    const skip = await send('PUT', url, token, { status: ORDER_STATUS.dispatched, carrier: 'PostNord', trackingId: 'PN1' });
    expect(skip.statusCode).toBe(409);
    expect(skip.json()).toMatchObject({ code: 'STATUS_TRANSITION_NOT_ALLOWED' });
    expect((await send('PUT', url, token, { status: ORDER_STATUS.confirmed })).statusCode).toBe(400);

    const week = weekFromNow(3);
    const moved = await send('PUT', url, token, { status: ORDER_STATUS.confirmed, promiseWeek: week, externalReference: 'SAP-4500012345' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<IntegrationOrder>()).toMatchObject({
      status: ORDER_STATUS.confirmed,
      statusHistory: [{ status: ORDER_STATUS.confirmed, by: expect.stringContaining('SAP ERP') }],
    });
    const back = await send('PUT', url, token, { status: ORDER_STATUS.received });
    expect(back.statusCode).toBe(409);

    // The dealer sees it at the next read, and got the e-mail staff's move would have sent.
    const page = await t.call(ANNA, 'GET', `/api/order/orderPage?orderNumber=${orderNumber}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ status: ORDER_STATUS.confirmed, promiseWeek: week });
    const mails = await messagesTo(t, ANNA, 'order-confirmed');
    expect(mails.filter((m) => m.data['orderNumber'] === orderNumber)).toHaveLength(1);
    // Audited with the client's name as the actor, as the desk shows it.
    const [audit] = await auditRows(t, orderNumber, 'order.status');
    const actor = await t.database.db
      .selectFrom('staff_member')
      .select(['firstname', 'active'])
      .where('id', '=', audit!.staff_id)
      .executeTakeFirstOrThrow();
    expect(actor).toEqual({ firstname: 'SAP ERP', active: false });
    // The ERP's reference is in the move's own audit row, written in the move's transaction.
    expect(audit!.after).toMatchObject({ status: ORDER_STATUS.confirmed, externalReference: 'SAP-4500012345' });
    const desk = (await t.call(SERVICE, 'GET', `/api/staff/orders/${orderNumber}`)).json<{ history: { staffName: string }[] }>();
    expect(desk.history.map((h) => h.staffName.trim())).toContain('SAP ERP');
  });

  it("reads a configured item's lines with the configuration the dealer made: ruleset, title and answers", async () => {
    const { session } = await completedConfiguration(t, ANNA, 'Stove', [{}, { series: 'OSLO', model: 'OSLO-5' }]);
    const headerId = session.HeaderId;
    const body = await orderRequest(t);
    body.cartItems.push(configuredOrderItem(headerId));
    const placed = await t.call(ANNA, 'POST', '/api/order/placeOrder', body);
    expect(placed.statusCode, placed.body).toBe(200);
    const orderNumber = placed.json<{ Header: { PlaceOrderNumber: string } }>().Header.PlaceOrderNumber;

    const client = await createIntegrationClient(t, ['orders.read']);
    const order = (
      await send('GET', `/api/integration/v1/orders/${orderNumber}`, await clientToken(t, client, 'orders.read'))
    ).json<IntegrationOrder>();
    expect(order.configurations).toEqual([
      { headerId, ruleset: 'Stove', title: expect.any(String), answers: expect.objectContaining({ series: 'OSLO', model: 'OSLO-5' }) },
    ]);
    const configured = order.lines.filter((l) => l.configHeaderId === headerId);
    expect(configured.length).toBeGreaterThan(0);
    // The articles added beside the stove belong to no configuration.
    expect(order.lines.filter((l) => l.configHeaderId === null).map((l) => l.itemNumber)).toEqual(
      body.cartItems.slice(0, -1).map((i) => i.id),
    );
  });
});
