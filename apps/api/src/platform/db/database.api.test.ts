import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { openDatabase } from './database.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe.runIf(process.env['PORTAL_TEST_DB'] === 'server')('a PostgreSQL server that drops connections', () => {
  it('keeps the API up and serving when the server terminates its idle connections', async () => {
    // Fill the pool with a few idle connections.
    await Promise.all(Array.from({ length: 3 }, () => t.call('anna@reseller-se.test', 'GET', '/api/reseller/myContact')));
    const before = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(t.database.db);
    const ownPid = before.rows[0]!.pid;

    // Terminate every other connection of this app to its database, from one of its own.
    const terminated = await sql<{ ok: boolean }>`
      select pg_terminate_backend(pid) as ok from pg_stat_activity
      where datname = current_database() and pid <> ${ownPid}`.execute(t.database.db);
    expect(terminated.rows.length).toBeGreaterThan(0);
    // Let the terminations reach the sockets.
    await new Promise((resolve) => setTimeout(resolve, 200));

    const res = await t.call('anna@reseller-se.test', 'GET', '/api/reseller/myContact');
    expect(res.statusCode).toBe(200);
  });
});

describe.runIf(process.env['PORTAL_TEST_DB'] === 'server' && Boolean(process.env['TEST_DATABASE_URL']))(
  'the connection pool on a PostgreSQL server',
  () => {
    it('holds at most DATABASE_POOL_MAX connections and cancels a statement past DATABASE_STATEMENT_TIMEOUT_MS', async () => {
      const db = await openDatabase({ kind: 'server', url: process.env['TEST_DATABASE_URL']!, poolMax: 2, statementTimeoutMs: 300 });
      try {
        await expect(sql`select pg_sleep(1)`.execute(db.db)).rejects.toThrow(/statement timeout/);
        const pids = await Promise.all(
          Array.from(
            { length: 6 },
            async () => (await sql<{ pid: number }>`select pg_backend_pid() as pid, pg_sleep(0.05)`.execute(db.db)).rows[0]!.pid,
          ),
        );
        expect(new Set(pids).size).toBeLessThanOrEqual(2);
      } finally {
        await db.close();
      }
    });

    it('survives losing a connection it holds between two statements', async () => {
      const db = await openDatabase({ kind: 'server', url: process.env['TEST_DATABASE_URL']!, poolMax: 2 });
      const other = await openDatabase({ kind: 'server', url: process.env['TEST_DATABASE_URL']!, poolMax: 1 });
      const uncaught: unknown[] = [];
      const onUncaught = (error: unknown) => uncaught.push(error);
      process.on('uncaughtException', onUncaught);
      try {
        // A transaction holds its connection between statements; the server ends it meanwhile.
        const inTransaction = db.db.transaction().execute(async (trx) => {
          const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
          await sql`select pg_terminate_backend(${rows[0]!.pid})`.execute(other.db);
          await new Promise((resolve) => setTimeout(resolve, 300));
          await sql`select 1`.execute(trx);
        });
        await expect(inTransaction).rejects.toThrow();
        expect(uncaught).toEqual([]);
        const after = await sql<{ one: number }>`select 1 as one`.execute(db.db);
        expect(after.rows[0]!.one).toBe(1);
      } finally {
        process.off('uncaughtException', onUncaught);
        await other.close();
        await db.close();
      }
    });
  },
);
