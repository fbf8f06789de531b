import { sql, type QueryExecutorProvider, type SelectQueryBuilder } from 'kysely';

/**
 * How many rows a query has, counting no further than `cap`: with a million orders an exact
 * total costs more than the page itself, and nobody pages that far. `capped` says there are more.
 */
export async function cappedCount<QDB, TB extends keyof QDB, O>(
  db: QueryExecutorProvider,
  query: SelectQueryBuilder<QDB, TB, O>,
  cap: number,
): Promise<{ total: number; capped: boolean }> {
  const limited = query.select(sql<number>`1`.as('one')).limit(cap + 1);
  const { rows } = await sql<{ n: string | number }>`SELECT count(*) AS n FROM (${limited}) AS counted`.execute(db);
  const n = Number(rows[0]?.n ?? 0);
  return { total: Math.min(n, cap), capped: n > cap };
}

/** A list's total counts up to this many rows past the page shown. */
export const LIST_COUNT_CAP = 10_000;
