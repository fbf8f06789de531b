import type { AppConfig } from './config.js';
import { openDatabase, type Database } from './db/database.js';
import { migrate } from './db/migrate.js';
import type { FileStore } from './files/file-store.js';
import { claimFileStore } from './files/file-store-claim.js';
import type { DB } from './db/schema.js';
import type { Kysely } from 'kysely';

/** Fills a fresh database (the demo company); names what it applied. The composition root chooses it. */
export type Seeder = (db: Kysely<DB>, ctx: { fileStore: FileStore | null }) => Promise<string[]>;

/** The database ready for use: opened, migrated and, when a seeder is given, seeded. */
export async function prepareDatabase(
  database: AppConfig['database'],
  options: { fileStore?: FileStore; seed?: Seeder } = {},
): Promise<{ database: Database; migrations: string[]; seeds: string[] }> {
  const db = await openDatabase(database);
  try {
    const migrations = await migrate(db);
    // On a server several instances may share the database; they must share their files too. The embedded
    // database belongs to one process, and so do its files.
    if (db.kind === 'server' && options.fileStore) await claimFileStore(db.db, options.fileStore);
    // Without the file store, seeds that write files wait for a start that has it.
    const seeds = options.seed ? await options.seed(db.db, { fileStore: options.fileStore ?? null }) : [];
    return { database: db, migrations, seeds };
  } catch (error) {
    await db.close();
    throw error;
  }
}
