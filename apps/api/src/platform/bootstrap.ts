import type { AppConfig } from './config.js';
import { openDatabase, type Database } from './db/database.js';
import { migrate } from './db/migrate.js';
import type { FileStore } from './files/file-store.js';
import { seed } from '../seed/index.js';

/** The database ready for use: opened, migrated and seeded with the demo company. */
export async function prepareDatabase(
  database: AppConfig['database'],
  options: { fileStore?: FileStore } = {},
): Promise<{ database: Database; migrations: string[]; seeds: string[] }> {
  const db = await openDatabase(database);
  try {
    const migrations = await migrate(db);
    // Without the file store, seeds that write files wait for a start that has it.
    const seeds = await seed(db.db, { fileStore: options.fileStore ?? null });
    return { database: db, migrations, seeds };
  } catch (error) {
    await db.close();
    throw error;
  }
}
