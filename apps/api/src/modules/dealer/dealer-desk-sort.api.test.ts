import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app.js';
import { SALES } from '../../test/demo-users.js';
import { rowsRead } from '../../test/rows-read.js';
import { copiesOfDealer } from '../../test/dealer-copies.js';
import { createDealerDeskRepository } from './dealer-desk.repository.js';

const t = useTestApp();

// 600 more dealers, none with users yet.
const DEALERS = 600;

beforeAll(async () => {
  await copiesOfDealer(t.database.db, DEALERS, 860000, 'Räknehandlare');
  await sql`ANALYZE customer`.execute(t.database.db);
});

type Row = { customerNumber: string; users: number };
const list = async (query: string) => {
  const res = await t.call(SALES, 'GET', `/api/staff/customers?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: Row[]; total: number }>();
};

describe('dealers list sorted by its users', () => {
  it("reads a page's worth of dealers both ways, not every dealer", async () => {
    const repository = createDealerDeskRepository(t.database.db);
    for (const direction of ['asc', 'desc'] as const) {
      const read = await rowsRead(t.database.db, 'customer', repository.rows({ sort: { column: 'users', direction } }).limit(25));
      expect(read, direction).toBeLessThan(100);
    }
  });

  it('counts each dealer’s users as they are invited, in the list’s order', async () => {
    const before = (await list('search=860007')).items[0]!;
    expect(before).toMatchObject({ customerNumber: '860007', users: 0 });
    for (const name of ['ulla', 'ulf']) {
      const invited = await t.call(SALES, 'POST', '/api/staff/customers/860007/invitations', {
        email: `${name}@raknehandlare.test`,
        firstName: name,
        lastName: 'Räkne',
        accessLevel: 'Reseller',
      });
      expect(invited.statusCode, invited.body).toBe(200);
    }
    expect((await list('search=860007')).items[0]).toMatchObject({ customerNumber: '860007', users: 2 });

    // Every dealer's count is its users', and the list runs from the most, dealer number next.
    const counted = await t.database.db
      .selectFrom('customer as c')
      .select([
        'c.customer_number',
        (eb) =>
          eb
            .selectFrom('contact as u')
            .select(eb.fn.countAll<string>().as('n'))
            .whereRef('u.customer_number', '=', 'c.customer_number')
            .as('n'),
      ])
      .orderBy('n', 'desc')
      .orderBy('c.customer_number', 'desc')
      .execute();
    const page = await list('sort=users:desc&pageSize=100');
    expect(page.items.map((r) => [r.customerNumber, r.users])).toEqual(counted.slice(0, 100).map((r) => [r.customer_number, Number(r.n)]));
  });

  it('follows a user who moves to another dealer or is removed, in the same transaction', async () => {
    const db = t.database.db;
    const users = async (...customerNumbers: string[]) =>
      (
        await db
          .selectFrom('customer')
          .select(['customer_number', 'user_count'])
          .where('customer_number', 'in', customerNumbers)
          .orderBy('customer_number')
          .execute()
      ).map((r) => r.user_count);
    const id = randomUUID();
    await db
      .insertInto('contact')
      .values({ id, customer_number: '860009', email: 'flytt@raknehandlare.test', firstname: 'Flytt', lastname: 'Räkne' })
      .execute();
    expect(await users('860008', '860009')).toEqual([0, 1]);
    // A change undone with its transaction leaves the counts as they were.
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.updateTable('contact').set({ customer_number: '860008' }).where('id', '=', id).execute();
        throw new Error('undone');
      }),
    ).rejects.toThrow('undone');
    expect(await users('860008', '860009')).toEqual([0, 1]);
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('contact').set({ customer_number: '860008' }).where('id', '=', id).execute();
      await trx.updateTable('contact').set({ firstname: 'Flyttad' }).where('id', '=', id).execute();
    });
    expect(await users('860008', '860009')).toEqual([1, 0]);
    await db.deleteFrom('contact').where('id', '=', id).execute();
    expect(await users('860008', '860009')).toEqual([0, 0]);
  });
});
