import { sql, type Expression, type QueryExecutorProvider, type RawBuilder } from 'kysely';

/**
 * The rows of `rows` read as one JSON document, in `order` (over the rows, named t): for lists of
 * hundreds of rows several times faster than row-by-row decoding on the embedded database. The
 * dealers' order and invoice lists and the sales figures read this way. The rows keep JSON's
 * types (numbers as numbers, dates as text).
 */
export async function rowsAsJson<T>(db: QueryExecutorProvider, rows: Expression<unknown>, order: RawBuilder<unknown>): Promise<T[]> {
  const result = await sql<{ rows: string }>`
        SELECT coalesce(json_agg(t ORDER BY ${order}), '[]'::json)::text AS rows FROM (${rows}) t`.execute(db);
  return JSON.parse(result.rows[0]?.rows ?? '[]') as T[];
}
