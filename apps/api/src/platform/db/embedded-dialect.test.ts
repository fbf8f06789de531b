import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database.js';

type T = { probe: { x: number } };

/**
 * Two requests at once on the embedded database: one inside a transaction that is rolled back,
 * one plain insert made while the transaction is open. The plain insert must stand on its own:
 * it is kept, and the transaction's row is gone.
 */
async function overlappingRequests() {
  const database = await openDatabase({ kind: 'embedded', dir: null });
  const db = database.db as unknown as Kysely<T>;
  try {
    await sql`CREATE TABLE probe (x integer)`.execute(db);
    let inserted!: () => void;
    const insertedInTransaction = new Promise<void>((resolve) => (inserted = resolve));
    let finish!: () => void;
    const mayFinish = new Promise<void>((resolve) => (finish = resolve));

    const transaction = db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('probe').values({ x: 1 }).execute();
        inserted();
        await mayFinish;
        throw new Error('rolled back on purpose');
      })
      .catch((error: unknown) => (error as Error).message);

    await insertedInTransaction;
    // The other request, made while the transaction is open; not awaited, as it may have to wait for it.
    const plain = db.insertInto('probe').values({ x: 2 }).execute();
    // And a read made meanwhile must never see the transaction's uncommitted row.
    const read = db.selectFrom('probe').select('x').orderBy('x').execute();
    // A second transaction at the same time commits on its own.
    const second = db.transaction().execute((trx) => trx.insertInto('probe').values({ x: 3 }).execute());
    await new Promise((resolve) => setTimeout(resolve, 20));
    finish();
    expect(await transaction).toBe('rolled back on purpose');
    await Promise.all([plain, second]);
    const seenDuring = (await read).map((r) => r.x);
    const after = (await db.selectFrom('probe').select('x').orderBy('x').execute()).map((r) => r.x);
    return { seenDuring, after };
  } finally {
    await database.close();
  }
}

describe('the embedded database', () => {
  // PGlite has one session; the dialect must lease it, or the BEGIN of one request and the
  // queries of another would share a transaction.
  it('keeps a plain query and a second transaction out of another request’s open transaction', async () => {
    const { seenDuring, after } = await overlappingRequests();
    expect(seenDuring).not.toContain(1);
    expect(after).toEqual([2, 3]);
    // It opens and migrates a whole database, which takes more than the default 5 s on a busy machine.
  }, 30_000);
});
