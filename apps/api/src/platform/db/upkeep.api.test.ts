import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app.js';
import { vacuumTables } from './upkeep.js';

const t = useTestApp();

describe('the database upkeep', () => {
  it('vacuums every table and reads its statistics, so the planner counts the rows there are now', async () => {
    const db = t.database.db;
    await sql`CREATE TABLE upkeep_probe (n integer)`.execute(db);
    // An index built on ten rows records ten, as a migration does for the tables it indexes; then the table grows.
    await sql`INSERT INTO upkeep_probe SELECT g FROM generate_series(1, 10) g`.execute(db);
    await sql`CREATE INDEX upkeep_probe_n ON upkeep_probe (n)`.execute(db);
    await sql`INSERT INTO upkeep_probe SELECT g FROM generate_series(11, 5000) g`.execute(db);
    const recorded = async () =>
      Number((await sql<{ n: number }>`SELECT reltuples AS n FROM pg_class WHERE relname = 'upkeep_probe'`.execute(db)).rows[0]!.n);
    // Pages marked all-visible, which an index-only scan needs to leave the table unread.
    const visible = async () =>
      Number((await sql<{ n: number }>`SELECT relallvisible AS n FROM pg_class WHERE relname = 'upkeep_probe'`.execute(db)).rows[0]!.n);
    const planned = async () => {
      const { rows } = await sql<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>`
        EXPLAIN (FORMAT JSON) SELECT * FROM upkeep_probe WHERE n <= 2500`.execute(db);
      return rows[0]!['QUERY PLAN'][0].Plan['Plan Rows'];
    };
    // Nothing else reads them on the embedded database (a server's autovacuum may, at any time).
    if (t.database.kind === 'embedded') {
      expect(await recorded()).toBe(10);
      expect(await visible()).toBe(0);
    }
    expect(await vacuumTables(db)).toBeGreaterThan(50);
    expect(await recorded()).toBe(5000);
    expect(await visible()).toBeGreaterThan(0);
    expect(await planned()).toBeGreaterThan(2000);
    expect(await planned()).toBeLessThan(3000);
    await sql`DROP TABLE upkeep_probe`.execute(db);
  });
});
