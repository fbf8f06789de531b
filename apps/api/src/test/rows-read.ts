import { sql, type Kysely } from 'kysely';
import type { DB } from '../platform/db/schema.js';

type PlanNode = { 'Relation Name'?: string; 'Actual Rows'?: number; 'Actual Loops'?: number; Plans?: PlanNode[] };

/**
 * The rows of `table` a query's plan read, from EXPLAIN ANALYZE: whether a list's page stops early or reads every
 * row its filter finds. Sequential scans are off, as on a big table, where the planner reaches rows through
 * indexes: a test's table is small enough to read whole.
 */
export async function rowsRead(
  db: Kysely<DB>,
  table: string,
  query: { compile: () => { sql: string; parameters: readonly unknown[] } },
): Promise<number> {
  const { sql: text, parameters } = query.compile();
  const result = await db.transaction().execute(async (trx) => {
    await sql`SET LOCAL enable_seqscan = off`.execute(trx);
    return sql<{ 'QUERY PLAN': unknown }>`EXPLAIN (ANALYZE, FORMAT JSON) ${sql.raw(
      // Parameters inlined: EXPLAIN takes no bind parameters on every engine.
      text.replace(/\$(\d+)/g, (_, n: string) => {
        const value = parameters[Number(n) - 1];
        if (typeof value === 'number') return String(value);
        return `'${(value instanceof Date ? value.toISOString() : String(value)).replaceAll("'", "''")}'`;
      }),
    )}`.execute(trx);
  });
  const raw = result.rows[0]!['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
  let read = 0;
  const walk = (node: PlanNode) => {
    if (node['Relation Name'] === table) read += (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1);
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(plan[0]!.Plan);
  return read;
}
