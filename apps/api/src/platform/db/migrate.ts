import fs from 'node:fs/promises';
import { sql, type Kysely } from 'kysely';
import type { Database } from './database.js';
import type { DB } from './schema.js';

// Beside the code: src/db/migrations, or dist/db/migrations where the build copies them.
const MIGRATIONS_DIR = new URL('../../db/migrations/', import.meta.url);
// Two instances starting together must not run the same migration twice.
const MIGRATION_LOCK = 727_001;

/** The migrations this code ships, in order. */
const migrationFiles = async () => (await fs.readdir(MIGRATIONS_DIR)).filter((f) => /^\d{4}_.+\.sql$/.test(f)).sort();

/**
 * The migrations this code ships that the database has not recorded: none after a start, unless
 * the database was replaced under the running instance (a restore of an older copy). One query.
 */
export function missingMigrations(): (db: Kysely<DB>) => Promise<string[]> {
  const shipped = migrationFiles();
  return async (db) => {
    const files = await shipped;
    const done = new Set((await db.selectFrom('schema_migration').select('name').execute()).map((r) => r.name));
    return files.filter((file) => !done.has(file));
  };
}

/** Applies the numbered SQL files in order, each once, each in its own transaction. */
export async function migrate(database: Database): Promise<string[]> {
  const files = await migrationFiles();
  const applied: string[] = [];
  await database.db.connection().execute(async (conn) => {
    // Everything under the lock, the ledger's own table too: two instances creating it at once
    // would collide in the catalogue even with IF NOT EXISTS.
    await sql`select pg_advisory_lock(${MIGRATION_LOCK})`.execute(conn);
    try {
      await sql`CREATE TABLE IF NOT EXISTS schema_migration (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`.execute(
        conn,
      );
      const done = new Set((await conn.selectFrom('schema_migration').select('name').execute()).map((r) => r.name));
      for (const file of files) {
        if (done.has(file)) continue;
        const script = await fs.readFile(new URL(file, MIGRATIONS_DIR), 'utf8');
        await database.execScript(`BEGIN;\n${script}\n;INSERT INTO schema_migration (name) VALUES ('${file}');\nCOMMIT;`);
        applied.push(file);
      }
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK})`.execute(conn);
    }
  });
  return applied;
}
