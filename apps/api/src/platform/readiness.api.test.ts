import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/use-test-app.js';
import type { TestApp } from '../test/test-app.js';

type Readiness = {
  ok?: boolean;
  code?: string;
  checks: { migrated: boolean; draining: boolean; eventLoop: boolean; eventLoopStallMs: number };
  database: 'ok' | 'degraded';
  files: 'ok' | 'degraded';
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const readyz = async (t: TestApp) => {
  const started = performance.now();
  const res = await t.app.inject({ method: 'GET', url: '/readyz' });
  return { status: res.statusCode, body: res.json<Readiness>(), ms: performance.now() - started };
};

/**
 * Holds the database for `ms`: on a PostgreSQL server a second connection locks the table every
 * signed-in call reads (as a migration or a long report would) and calls wait for it until they hold
 * every pooled connection; the embedded database's one session is held by a transaction that waits.
 */
async function holdDatabase(t: TestApp, ms: number): Promise<{ released: Promise<unknown> }> {
  if (t.config.database.kind === 'server') {
    const client = new pg.Client({ connectionString: t.config.database.url });
    await client.connect();
    await client.query('BEGIN');
    await client.query('LOCK TABLE contact IN ACCESS EXCLUSIVE MODE');
    const token = await t.tokenFor('anna@reseller-se.test');
    // More waiting calls than the pool has connections (10).
    const calls = Array.from({ length: 12 }, () =>
      t.app.inject({ method: 'GET', url: '/api/reseller/myContact', headers: { authorization: `Bearer ${token}` } }),
    );
    await pause(300);
    const released = pause(ms).then(async () => {
      await client.query('COMMIT');
      await client.end();
      return Promise.all(calls);
    });
    return { released };
  }
  let holding!: () => void;
  const held = new Promise<void>((resolve) => (holding = resolve));
  const released = t.database.db.transaction().execute(async () => {
    holding();
    await pause(ms);
  });
  await held;
  return { released };
}

describe('readiness', () => {
  const t = useTestApp();

  it('says 200 with draining false while the instance serves', async () => {
    const { status, body } = await readyz(t);
    expect(status).toBe(200);
    expect(body).toMatchObject({ ok: true, checks: { migrated: true, draining: false, eventLoop: true }, database: 'ok', files: 'ok' });
  });

  it('stays 200 and says the database is degraded while a table lock holds it', async () => {
    const { released } = await holdDatabase(t, 2500);
    try {
      const { status, body, ms } = await readyz(t);
      expect(status, JSON.stringify(body)).toBe(200);
      expect(body).toMatchObject({ ok: true, database: 'degraded', checks: { draining: false } });
      // Answered after its one-second wait, not after the lock.
      expect(ms).toBeLessThan(2000);
    } finally {
      const answers = (await released) as { statusCode: number }[] | undefined;
      // The calls that waited are served once the lock is gone.
      for (const answer of answers ?? []) expect(answer.statusCode).toBe(200);
    }
    const after = await readyz(t);
    expect(after.status).toBe(200);
    expect(after.body.database).toBe('ok');
  });

  it('fails when the database lacks a migration this instance ships', async () => {
    const last = await t.database.db.selectFrom('schema_migration').selectAll().orderBy('name', 'desc').executeTakeFirstOrThrow();
    await t.database.db.deleteFrom('schema_migration').where('name', '=', last.name).execute();
    try {
      const { status, body } = await readyz(t);
      expect(status).toBe(503);
      expect(body).toMatchObject({ code: 'NOT_READY', checks: { migrated: false }, database: 'ok' });
    } finally {
      await t.database.db.insertInto('schema_migration').values(last).execute();
    }
    expect((await readyz(t)).status).toBe(200);
  });

  it('fails at once with draining true when it drains, and keeps serving', async () => {
    t.app.drain();
    const { status, body } = await readyz(t);
    expect(status).toBe(503);
    expect(body).toMatchObject({ code: 'NOT_READY', checks: { draining: true } });
    expect((await t.call('anna@reseller-se.test', 'GET', '/api/reseller/myContact')).statusCode).toBe(200);
  });
});

describe('readiness of a stalled instance', () => {
  const t = useTestApp({ env: { READINESS_EVENT_LOOP_DELAY_MS: '1000' } });

  it('fails while the event loop has stood still longer than READINESS_EVENT_LOOP_DELAY_MS', async () => {
    // The start itself may have stalled the loop on a busy machine; wait until that is out of the window.
    let before = await readyz(t);
    for (let waited = 0; before.status !== 200 && waited < 12_000; waited += 500) {
      await pause(500);
      before = await readyz(t);
    }
    expect(before.status).toBe(200);

    const until = performance.now() + 1500;
    while (performance.now() < until) {
      // a runaway computation
    }
    await pause(20);
    const { status, body } = await readyz(t);
    expect(status).toBe(503);
    expect(body.checks.eventLoop).toBe(false);
    expect(body.checks.eventLoopStallMs).toBeGreaterThanOrEqual(1000);
  });
});
