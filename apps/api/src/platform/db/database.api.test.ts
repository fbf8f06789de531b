import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

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
