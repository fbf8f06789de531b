import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { MARKETS, MARKET_TIME_ZONES } from '@portal/contracts/languages';
import { isoWeekOf } from '@portal/contracts/iso-week';
import { ORDER_STATUS } from '@portal/contracts/order';
import { ANNA, SERVICE } from '../../test/demo-users.js';
import { clientToken, createIntegrationClient } from '../../test/integration-client.js';
import { placeStoveOrder, sellable } from '../../test/order-request.js';
import { useTestApp } from '../../test/use-test-app.js';

/**
 * The delivery counts kept per market and day (migration 0083) against a fresh count from the orders, after
 * every kind of change the portal makes to an order, each through its own call: placed, confirmed, moved in
 * bulk, moved by the integration API, partly and wholly dispatched (in time and late), delivered, cancelled with
 * a reason, edited. A path that changed an order without the counts following would leave them apart.
 */
let clock = Date.now();
const t = useTestApp(() => ({ now: () => new Date(clock) }));

const DAY = 86_400_000;
const weekFromNow = (weeks: number) => isoWeekOf(new Date(Date.now() + weeks * 7 * DAY).toISOString().slice(0, 10));

type Row = Record<string, string | number | boolean>;
const sorted = (rows: Row[]) => rows.map((r) => JSON.stringify(r)).sort();

/** What the kept tables hold, without the rows a change emptied. */
async function kept() {
  const { db } = t.database;
  const [received, dispatched, backlog] = await Promise.all([
    sql<Row>`SELECT market, to_char(order_date, 'YYYY-MM-DD') AS order_date, confirmed_on::text AS confirmed_on, cancelled, cancel_reason,
                    channel, orders FROM delivery_received_day WHERE orders <> 0`.execute(db),
    sql<Row>`SELECT market, to_char(dispatched_on, 'YYYY-MM-DD') AS dispatched_on, promised, punctual, orders, days::int AS days
               FROM delivery_dispatched_day WHERE orders <> 0 OR days <> 0`.execute(db),
    sql<Row>`SELECT market, to_char(promise_date, 'YYYY-MM-DD') AS promise_date, orders FROM delivery_backlog_day WHERE orders <> 0`.execute(
      db,
    ),
  ]);
  return { received: sorted(received.rows), dispatched: sorted(dispatched.rows), backlog: sorted(backlog.rows) };
}

/** The same counted afresh from the orders, each day in the dealer's market's time zone (from the contracts, not the database). */
async function fresh() {
  const { db } = t.database;
  const zones = sql`(VALUES ${sql.join(MARKETS.map((m) => sql`(${m}, ${MARKET_TIME_ZONES[m]})`))}) AS z(market, zone)`;
  const [received, dispatched, backlog] = await Promise.all([
    sql<Row>`SELECT c.market, to_char(o.order_date, 'YYYY-MM-DD') AS order_date,
                    coalesce(to_char((o.confirmed_at AT TIME ZONE z.zone)::date, 'YYYY-MM-DD'), 'infinity') AS confirmed_on,
                    o.status = 90 AS cancelled, CASE WHEN o.status = 90 THEN coalesce(o.cancel_reason, '') ELSE '' END AS cancel_reason,
                    coalesce(o.channel, '') AS channel, count(*)::int AS orders
               FROM customer_order o JOIN customer c ON c.customer_number = o.customer_number JOIN ${zones} ON z.market = c.market
              GROUP BY 1, 2, 3, 4, 5, 6`.execute(db),
    sql<Row>`SELECT x.market, to_char(x.day, 'YYYY-MM-DD') AS dispatched_on, x.promise_date IS NOT NULL AS promised,
                    coalesce(x.day <= date_trunc('week', x.promise_date)::date + 6, false) AS punctual,
                    count(*)::int AS orders, sum(x.day - x.order_date)::int AS days
               FROM (SELECT c.market, (o.dispatched_at AT TIME ZONE z.zone)::date AS day, o.promise_date, o.order_date
                       FROM customer_order o JOIN customer c ON c.customer_number = o.customer_number JOIN ${zones} ON z.market = c.market
                      WHERE o.status IN (40, 60) AND o.dispatched_at IS NOT NULL) x
              GROUP BY 1, 2, 3, 4`.execute(db),
    sql<Row>`SELECT c.market, to_char(o.promise_date, 'YYYY-MM-DD') AS promise_date, count(*)::int AS orders
               FROM customer_order o JOIN customer c ON c.customer_number = o.customer_number
              WHERE o.status IN (20, 30) AND o.promise_date IS NOT NULL
              GROUP BY 1, 2`.execute(db),
  ]);
  return { received: sorted(received.rows), dispatched: sorted(dispatched.rows), backlog: sorted(backlog.rows) };
}

const expectCountsKept = async (after: string) => expect(await kept(), after).toEqual(await fresh());

const order = (orderNumber: string) =>
  t.database.db
    .selectFrom('customer_order')
    .select(['status', 'promise_date', 'confirmed_at', 'dispatched_at', 'cancel_reason'])
    .where('order_number', '=', orderNumber)
    .executeTakeFirstOrThrow();

const place = () => placeStoveOrder(t);

const move = async (orderNumber: string, body: Record<string, unknown>) => {
  const res = await t.call(SERVICE, 'PUT', `/api/staff/orders/${orderNumber}/status`, body);
  expect(res.statusCode, res.body).toBe(200);
};

describe('the delivery counts kept per market and day', () => {
  it('start equal to the orders the demo data holds', async () => {
    await expectCountsKept('the seed');
  });

  it('follow every change the portal makes to an order', async () => {
    // Placed by a dealer.
    const [a, b, c, d, e, f, g] = [await place(), await place(), await place(), await place(), await place(), await place(), await place()];
    await expectCountsKept('placing orders');

    // Confirmed on the desk, and two in one bulk move.
    await move(a, { status: ORDER_STATUS.confirmed, promiseWeek: weekFromNow(1) });
    await expectCountsKept('a confirmation');
    const bulk = await t.call(SERVICE, 'POST', '/api/staff/orders/bulk-status', {
      orderNumbers: [b, c, d],
      status: ORDER_STATUS.confirmed,
      promiseWeek: weekFromNow(2),
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    await expectCountsKept('a bulk confirmation');

    // Confirmed by the ERP through the integration API.
    const client = await createIntegrationClient(t, ['orders.write']);
    const token = await clientToken(t, client, 'orders.write');
    const erp = await t.app.inject({
      method: 'PUT',
      url: `/api/integration/v1/orders/${e}/status`,
      headers: { authorization: `Bearer ${token}` },
      payload: { status: ORDER_STATUS.confirmed, promiseWeek: weekFromNow(1) },
    });
    expect(erp.statusCode, erp.body).toBe(200);
    await expectCountsKept('a confirmation by the integration API');

    // In production, in bulk.
    const production = await t.call(SERVICE, 'POST', '/api/staff/orders/bulk-status', {
      orderNumbers: [a, b, c, e],
      status: ORDER_STATUS.inProduction,
    });
    expect(production.statusCode, production.body).toBe(200);
    await expectCountsKept('a bulk move to production');

    // Edited: other lines, another delivery day.
    const accessory = await sellable(t, 'accessory');
    const edit = await t.call(SERVICE, 'PUT', `/api/staff/orders/${b}/lines`, {
      lines: [{ itemNumber: accessory.item_number, quantity: 5 }],
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const delivery = await t.call(SERVICE, 'PUT', `/api/staff/orders/${b}/delivery`, {
      requestedDate: new Date(Date.now() + 30 * DAY).toISOString().slice(0, 10),
    });
    expect(delivery.statusCode, delivery.body).toBe(200);
    await expectCountsKept('an edit');

    // Partly dispatched, the rest promised for a later week; then the rest leaves.
    const stove = await sellable(t, 'stove');
    const ship = (orderNumber: string, lines: { itemNumber: string; quantity: number }[], backorderWeek?: string) =>
      t.call(SERVICE, 'POST', `/api/staff/orders/${orderNumber}/shipments`, {
        lines,
        carrier: 'DHL',
        trackingId: `T-${orderNumber}-${lines.length}`,
        ...(backorderWeek ? { backorderWeek } : {}),
      });
    const part = await ship(a, [{ itemNumber: stove.item_number, quantity: 1 }], weekFromNow(3));
    expect(part.statusCode, part.body).toBe(200);
    expect((await order(a)).status).toBe(ORDER_STATUS.inProduction);
    await expectCountsKept('a partial dispatch moving the promised week');

    // Dispatched in time: the rest of a, and c whole.
    const rest = await t.call(SERVICE, 'GET', `/api/staff/orders/${a}`);
    const open = rest
      .json<{ lines: { itemNumber: string; quantity: number; shippedQuantity: number }[] }>()
      .lines.filter((l) => l.quantity > l.shippedQuantity)
      .map((l) => ({ itemNumber: l.itemNumber, quantity: l.quantity - l.shippedQuantity }));
    expect((await ship(a, open)).statusCode).toBe(200);
    expect((await order(a)).status).toBe(ORDER_STATUS.dispatched);
    await move(c, { status: ORDER_STATUS.dispatched, carrier: 'DHL', trackingId: 'T-C' });
    await expectCountsKept('dispatches in time');

    // Dispatched late: four weeks on, after the promised week.
    clock = Date.now() + 28 * DAY;
    await move(e, { status: ORDER_STATUS.dispatched, carrier: 'Schenker', trackingId: 'T-E' });
    clock = Date.now();
    const late = await order(e);
    expect(late.dispatched_at!.getTime()).toBeGreaterThan(new Date(`${late.promise_date}T00:00:00Z`).getTime() + 7 * DAY);
    await expectCountsKept('a late dispatch');

    // Delivered, which bills it.
    await move(c, { status: ORDER_STATUS.delivered });
    await expectCountsKept('a delivery');

    // Cancelled: on the desk with a reason, in bulk with another, and by the dealer (no reason).
    await move(d, { status: ORDER_STATUS.cancelled, reason: 'Ordered twice' });
    const cancelled = await t.call(SERVICE, 'POST', '/api/staff/orders/bulk-status', {
      orderNumbers: [f],
      status: ORDER_STATUS.cancelled,
      reason: 'Out of production',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const byDealer = await t.call(ANNA, 'PUT', '/api/order/cancelOrder', { orderNumber: g });
    expect(byDealer.statusCode, byDealer.body).toBe(200);
    expect((await order(g)).status).toBe(ORDER_STATUS.cancelled);
    expect((await order(d)).cancel_reason).toBe('Ordered twice');
    await expectCountsKept('cancellations');
  });

  it('follow any write of a counted column, a dealer moving market, and an order removed', async () => {
    const { db } = t.database;
    const orderNumber = await place();
    await move(orderNumber, { status: ORDER_STATUS.confirmed, promiseWeek: weekFromNow(1) });
    const writes: [string, Record<string, unknown>][] = [
      ['order day', { order_date: '2020-02-03' }],
      ['promised day', { promise_date: '2020-03-02' }],
      ['confirmation', { confirmed_at: new Date('2020-02-04T23:30:00Z') }],
      ['status', { status: ORDER_STATUS.dispatched, dispatched_at: new Date('2020-03-08T23:30:00Z') }],
      ['dispatch', { dispatched_at: new Date('2020-03-09T08:00:00Z') }],
      ['reason', { status: ORDER_STATUS.cancelled, cancel_reason: 'Typed anew' }],
      ['way', { channel: 'configurator' }],
      ['dealer', { customer_number: '20001' }],
    ];
    for (const [what, values] of writes) {
      await db.updateTable('customer_order').set(values).where('order_number', '=', orderNumber).execute();
      await expectCountsKept(what);
    }
    await db.updateTable('customer').set({ market: 'dk' }).where('customer_number', '=', '20001').execute();
    await expectCountsKept('a dealer moving market');
    await db.updateTable('customer').set({ market: 'no' }).where('customer_number', '=', '20001').execute();
    await db.deleteFrom('customer_order').where('order_number', '=', orderNumber).execute();
    await expectCountsKept('an order removed');
  });

  it("count each market's days in the time zone the contracts give it", async () => {
    const zones = await sql<{ market: string; zone: string }>`
      SELECT m AS market, market_time_zone(m) AS zone FROM unnest(${[...MARKETS]}::text[]) m`.execute(t.database.db);
    expect(Object.fromEntries(zones.rows.map((r) => [r.market, r.zone]))).toEqual(MARKET_TIME_ZONES);
  });
});
