import os from 'node:os';
import { sql, type Kysely } from 'kysely';
import { ConfigError } from '../config.js';
import type { DB } from '../db/schema.js';
import type { FileStore, FileStoreIdentity } from './file-store.js';

// Two instances starting together on two stores must not both find the table empty.
const FILE_STORE_LOCK = 727_002;

const describe = (store: Pick<FileStoreIdentity, 'kind' | 'location'>, host: string) =>
  store.kind === 'dir' ? `the file folder ${store.location} on ${host}` : `the S3 bucket ${store.location}`;

/**
 * Records this instance's file store in the database, and refuses (ConfigError) a store that is not the one another
 * instance already uses (another folder, S3 beside a folder, another bucket): a file stored there could be served
 * only by the instances on that store, 404 on the others.
 */
export async function claimFileStore(db: Kysely<DB>, store: FileStore): Promise<void> {
  const own = await store.identity();
  const host = os.hostname();
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${FILE_STORE_LOCK})`.execute(trx);
    const other = await trx
      .selectFrom('file_store')
      .select(['kind', 'location', 'host'])
      .where('id', '<>', own.id)
      .orderBy('started_at', 'desc')
      .executeTakeFirst();
    if (other) {
      const cure =
        own.kind === 's3' && other.kind === 's3'
          ? 'set FILE_STORE=s3 with the same S3_ENDPOINT and S3_BUCKET on every instance'
          : 'set FILE_STORE=s3 on every instance, or give them one shared folder (DATA_DIR on shared storage)';
      throw new ConfigError(
        'FILE_STORE',
        `${describe(own, host)} is not the store another instance on this database uses ` +
          `(${describe({ kind: other.kind as FileStoreIdentity['kind'], location: other.location }, other.host)}), ` +
          `so files stored by one would be missing on the other; ${cure}`,
      );
    }
    await trx
      .insertInto('file_store')
      .values({ id: own.id, kind: own.kind, location: own.location, host })
      .onConflict((oc) => oc.column('id').doUpdateSet({ location: own.location, host, started_at: sql`now()` }))
      .execute();
  });
}
