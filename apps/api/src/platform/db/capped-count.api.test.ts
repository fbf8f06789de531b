import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { cappedCount } from './capped-count.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('cappedCount', () => {
  it('counts every row below the cap, and stops at the cap saying there are more', async () => {
    const db = t.database.db;
    const stoves = Number(
      (
        await db
          .selectFrom('product')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('kind', '=', 'stove')
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(stoves).toBeGreaterThan(3);
    const query = db.selectFrom('product').where('kind', '=', 'stove');
    expect(await cappedCount(db, query, stoves + 10)).toEqual({ total: stoves, capped: false });
    expect(await cappedCount(db, query, stoves)).toEqual({ total: stoves, capped: false });
    expect(await cappedCount(db, query, 3)).toEqual({ total: 3, capped: true });
    expect(await cappedCount(db, db.selectFrom('product').where('item_number', '=', 'NO-SUCH-ITEM'), 3)).toEqual({
      total: 0,
      capped: false,
    });
  });
});
