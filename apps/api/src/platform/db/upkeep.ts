import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from './database.js';
import type { DB } from './schema.js';
import { inLane } from './session-lanes.js';

/**
 * Tidies every table and refreshes the planner's statistics of it: VACUUM (ANALYZE), a table per statement, in the
 * bulk lane so the requests waiting on the embedded database's one session go between them. Answers how many tables
 * it did.
 */
export async function vacuumTables(db: Kysely<DB>): Promise<number> {
  return inLane('bulk', async () => {
    const { rows } = await sql<{ name: string }>`
      SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') ORDER BY c.relname`.execute(db);
    for (const { name } of rows) await sql`VACUUM (ANALYZE) ${sql.table(name)}`.execute(db);
    return rows.length;
  });
}

/** The first round comes this long after the instance is ready, so a short-lived one (a test, a command) never runs it. */
const FIRST_ROUND_MS = 60_000;

/**
 * The embedded database has no autovacuum, so nothing else does its work there: a table filled after its last ANALYZE
 * (or index build) is planned as if it still held the rows of then, and a join over it can take a nested loop that
 * reads millions of rows for one page; no page is marked all-visible, so an index-only scan reads the table anyway;
 * and the room of updated and deleted rows is never used again (ADR 0103). An embedded instance vacuums its tables
 * a minute after it is ready and every DB_VACUUM_INTERVAL_MINUTES; a PostgreSQL server's autovacuum does it there.
 */
export function vacuumWhileRunning(app: FastifyInstance, database: Pick<Database, 'db' | 'kind'>, intervalMinutes: number | undefined) {
  if (database.kind !== 'embedded' || !intervalMinutes) return;
  const run = () => {
    const started = performance.now();
    vacuumTables(database.db)
      .then((tables) => app.log.info({ tables, ms: Math.round(performance.now() - started) }, 'database vacuumed'))
      .catch((error: unknown) => app.log.warn({ err: error }, 'vacuuming the database failed'));
  };
  const timers: NodeJS.Timeout[] = [];
  app.addHook('onReady', async () => {
    timers.push(setTimeout(run, FIRST_ROUND_MS).unref(), setInterval(run, intervalMinutes * 60_000).unref());
  });
  app.addHook('onClose', async () => {
    for (const timer of timers) clearTimeout(timer);
  });
}
