import { sql, type Kysely } from 'kysely';
import type { DB } from '../platform/db/schema.js';

/**
 * `count` copies of dealer 10001, numbered `first + 1` onwards and named `prefix` and their ordinal, for tests of
 * long lists; generated columns (the folded name) compute themselves. The copies have no users.
 */
export async function copiesOfDealer(db: Kysely<DB>, count: number, first: number, prefix: string) {
  const names = (
    await sql<{ column_name: string }>`SELECT column_name FROM information_schema.columns
      WHERE table_name = 'customer' AND is_generated = 'NEVER' ORDER BY ordinal_position`.execute(db)
  ).rows.map((row) => row.column_name);
  await sql`INSERT INTO customer (${sql.join(names.map((name) => sql.ref(name)))})
            SELECT ${sql.join(names.map((name) => sql.ref(`r.${name}`)))}
            FROM customer c, generate_series(1, ${count}::int) g,
                 jsonb_populate_record(NULL::customer, to_jsonb(c) || jsonb_build_object(
                   'customer_number', (${first}::int + g)::text, 'name', ${prefix}::text || ' ' || g)) r
            WHERE c.customer_number = '10001'`.execute(db);
}
