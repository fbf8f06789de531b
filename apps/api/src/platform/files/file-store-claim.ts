import os from 'node:os';
import { sql, type Kysely } from 'kysely';
import { ConfigError } from '../config.js';
import type { DB } from '../db/schema.js';
import type { FileStore } from './file-store.js';

// Two instances starting together on two folders must not both find the table empty.
const FILE_STORE_LOCK = 727_002;

/**
 * Records this instance's file store in the database, and refuses (ConfigError) a folder that is not the one another
 * instance already uses: a file stored there could be served only by this instance, 404 on the others.
 */
export async function claimFileStore(db: Kysely<DB>, store: FileStore): Promise<void> {
  const own = await store.identity();
  const host = os.hostname();
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${FILE_STORE_LOCK})`.execute(trx);
    if (own.kind === 'dir') {
      const other = await trx
        .selectFrom('file_store')
        .select(['location', 'host'])
        .where('kind', '=', 'dir')
        .where('id', '<>', own.id)
        .orderBy('started_at', 'desc')
        .executeTakeFirst();
      if (other) {
        throw new ConfigError(
          'FILE_STORE',
          `the file folder ${own.location} on ${host} is not the one another instance on this database uses ` +
            `(${other.location} on ${other.host}), so files stored by one would be missing on the other; ` +
            `set FILE_STORE=s3 on every instance, or give them one shared folder (DATA_DIR on shared storage)`,
        );
      }
    }
    await trx
      .insertInto('file_store')
      .values({ id: own.id, kind: own.kind, location: own.location, host })
      .onConflict((oc) => oc.column('id').doUpdateSet({ location: own.location, host, started_at: sql`now()` }))
      .execute();
  });
}
