import { sql, type Generated, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database.js';
import { inLane } from './session-lanes.js';

type T = { probe: { x: number }; ran: { n: Generated<number>; who: string } };

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

describe('the embedded database’s lanes', () => {
  // The event sequencer and the webhook worker wait in the urgent lane, the integration API in the bulk lane:
  // while a transaction holds the session, what queued behind it goes in lane order, and nothing runs inside it.
  it('runs a waiting urgent statement ahead of queued request work, and never inside another’s transaction', async () => {
    const database = await openDatabase({ kind: 'embedded', dir: null });
    const db = database.db as unknown as Kysely<T>;
    try {
      await sql`CREATE TABLE ran (n serial, who text)`.execute(db);
      const ran = (who: string) => db.insertInto('ran').values({ who }).execute();
      let queued!: () => void;
      const othersQueued = new Promise<void>((resolve) => (queued = resolve));
      const open = db.transaction().execute(async (trx) => {
        await trx.insertInto('ran').values({ who: 'transaction 1' }).execute();
        await othersQueued;
        // Everyone queued meanwhile waits: only the transaction's own rows are here.
        const inside = await trx.selectFrom('ran').select('who').execute();
        await trx.insertInto('ran').values({ who: 'transaction 2' }).execute();
        return inside.map((r) => r.who);
      });
      await new Promise((resolve) => setTimeout(resolve, 10));
      const others = [
        inLane('bulk', () => ran('bulk 1')),
        ran('request 1'),
        inLane('bulk', () => ran('bulk 2')),
        ran('request 2'),
        inLane('urgent', () =>
          db.transaction().execute(async (trx) => {
            await trx.insertInto('ran').values({ who: 'urgent 1' }).execute();
            await new Promise((resolve) => setTimeout(resolve, 5));
            await trx.insertInto('ran').values({ who: 'urgent 2' }).execute();
          }),
        ),
      ];
      await new Promise((resolve) => setTimeout(resolve, 10));
      try {
        expect(database.pool()).toMatchObject({ inUse: 1, waiting: 5 });
      } finally {
        queued();
      }
      expect(await open).toEqual(['transaction 1']);
      await Promise.all(others);
      const order = (await db.selectFrom('ran').select('who').orderBy('n').execute()).map((r) => r.who);
      expect(order).toEqual(['transaction 1', 'transaction 2', 'urgent 1', 'urgent 2', 'request 1', 'request 2', 'bulk 1', 'bulk 2']);
    } finally {
      await database.close();
    }
  }, 30_000);
});
