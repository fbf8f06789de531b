import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app.js';
import { SERVICE } from '../../test/demo-users.js';
import { rowsRead } from '../../test/rows-read.js';
import { copiesOfDealer } from '../../test/dealer-copies.js';
import { createOrderDeskRepository } from './order-desk.repository.js';

const t = useTestApp();

// 120 dealers whose names share a word, one of them big: 3,000 orders; the others 5 each.
const DEALERS = 120;
const BIG = '880001';
const BIG_ORDERS = 3000;

beforeAll(async () => {
  const db = t.database.db;
  await copiesOfDealer(db, DEALERS, 880000, 'Storhandlare');
  const orders = (who: string, first: number, count: number) =>
    sql`INSERT INTO customer_order (order_number, customer_number, status, order_date, promise_date, order_mark, currency,
                                    freight, order_value, status_changed_at, created_at)
        SELECT (${first}::int + g)::text, ${sql.raw(who)}, (ARRAY[10, 20, 30, 60, 90])[1 + g % 5],
               current_date - g % 900, current_date - g % 900 + 14, 'Märkning ' || g, 'SEK', 0, 1000, now(), now()
        FROM generate_series(1, ${count}::int) g`.execute(db);
  await orders(`'${BIG}'`, 8_000_000, BIG_ORDERS);
  await orders(`(880002 + g % ${DEALERS - 1})::text`, 8_100_000, (DEALERS - 1) * 5);
  await sql`ANALYZE customer_order`.execute(db);
});

/** The rows of customer_order a query's plan read. */
const ordersRead = (query: Parameters<typeof rowsRead>[2]) => rowsRead(t.database.db, 'customer_order', query);

describe('order desk: search by a big dealer’s name', () => {
  it('answers the page, newest first, with every named dealer’s orders and the total', async () => {
    const res = await t.call(SERVICE, 'GET', '/api/staff/orders?search=storhandlare&pageSize=25&page=2');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ items: { orderNumber: string }[]; total: number; totalCapped: boolean }>();
    const expected = await t.database.db
      .selectFrom('customer_order as o')
      .innerJoin('customer as c', 'c.customer_number', 'o.customer_number')
      .select('o.order_number')
      .where('c.name', 'like', 'Storhandlare %')
      .orderBy('o.order_date', 'desc')
      .orderBy('o.order_number', 'desc')
      .offset(25)
      .limit(25)
      .execute();
    expect(body.items.map((i) => i.orderNumber)).toEqual(expected.map((r) => r.order_number));
    expect(body).toMatchObject({ total: BIG_ORDERS + (DEALERS - 1) * 5, totalCapped: false });
    // The big dealer's own number finds its orders; an order number finds that order alone.
    const byNumber = (await t.call(SERVICE, 'GET', '/api/staff/orders?search=8000017')).json<{ items: { orderNumber: string }[] }>();
    expect(byNumber.items.map((i) => i.orderNumber)).toEqual(['8000017']);
  });

  it('reads no more of the dealers’ orders than the page reaches', async () => {
    const repository = createOrderDeskRepository(t.database.db, async () => 0);
    const read = await ordersRead(
      repository.pageQuery({ search: 'storhandlare', sort: { column: 'orderDate', direction: 'desc' }, offset: 0, limit: 25 }),
    );
    // 120 dealers × at most 25 each, not the big dealer's 3,000 (and the others' 595).
    expect(read).toBeLessThan(BIG_ORDERS);
    expect(read).toBeLessThanOrEqual(DEALERS * 25 + 25);
  });

  it('finds orders by the start of their goods mark, case and accents ignored, through its index', async () => {
    const res = await t.call(SERVICE, 'GET', '/api/staff/orders?search=MARKNING%20170&pageSize=50');
    expect(res.statusCode, res.body).toBe(200);
    const expected = await t.database.db
      .selectFrom('customer_order')
      .select('order_number')
      .where('order_mark', 'like', 'Märkning 170%')
      .orderBy('order_date', 'desc')
      .orderBy('order_number', 'desc')
      .execute();
    // The big dealer's 170 and 1700–1709, and one other dealer's 170.
    expect(expected).toHaveLength(12);
    expect(res.json<{ items: { orderNumber: string }[] }>().items.map((i) => i.orderNumber)).toEqual(expected.map((r) => r.order_number));

    const repository = createOrderDeskRepository(t.database.db, async () => 0);
    const read = await ordersRead(
      repository.pageQuery({ search: 'markning 170', sort: { column: 'orderDate', direction: 'desc' }, offset: 0, limit: 25 }),
    );
    expect(read).toBeLessThan(100);
  });

  it("sorted by any column (a dealer's name or market too), reads a page's worth of orders, not every order", async () => {
    const repository = createOrderDeskRepository(t.database.db, async () => 0);
    for (const column of ['customerName', 'market', 'orderMark', 'status', 'orderValue', 'promiseDate'] as const)
      for (const direction of ['asc', 'desc'] as const) {
        const query = repository.pageQuery({ sort: { column, direction }, offset: 0, limit: 25 });
        const read = await ordersRead(query);
        expect(read, `${column}:${direction}`).toBeLessThan(BIG_ORDERS);
      }
    // Dealer by dealer, each one's orders by number, as the page shows them.
    const page = await repository.pageQuery({ sort: { column: 'customerName', direction: 'asc' }, offset: 0, limit: 25 }).execute();
    const keys = page.map((r) => [r.customer_name, r.customer_number, r.order_number].join('|'));
    expect(keys).toEqual([...keys].sort((a, b) => a.localeCompare(b, 'sv')));
  });
});
