import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { FileStore } from './file-store.js';

/** A column that holds the storage keys of committed files, e.g. incident_attachment.storage_key. */
export type FileReference = { table: string; column: string };

/**
 * Files never outlive a failed change: a file's key is recorded as pending before its bytes are
 * stored, in a statement of its own, and settled once the change that refers to it commits. What
 * is still pending after a grace period belongs to a change that never committed (it failed, or
 * the process died half-way): the sweeper deletes the file when no committed row refers to it.
 */
export function createPendingFiles(db: Kysely<DB>, fileStore: FileStore, references: readonly FileReference[]) {
  const referenced = async (key: string) => {
    for (const { table, column } of references) {
      const { rows } = await sql<{
        found: number;
      }>`SELECT 1 AS found FROM ${sql.table(table)} WHERE ${sql.ref(column)} = ${key} LIMIT 1`.execute(db);
      if (rows.length) return true;
    }
    return false;
  };

  return {
    /** Before the bytes are stored. */
    async track(key: string) {
      await sql`INSERT INTO pending_file (storage_key) VALUES (${key}) ON CONFLICT (storage_key) DO UPDATE SET created_at = now()`.execute(
        db,
      );
    },

    /** After the change that refers to the files committed, or after the files were removed again. */
    async settle(keys: readonly string[]) {
      if (keys.length) await sql`DELETE FROM pending_file WHERE storage_key IN (${sql.join(keys)})`.execute(db);
    },

    /** Removes the files of changes that never committed, pending longer than `graceMs`; answers how many. */
    async sweep(graceMs: number): Promise<number> {
      const { rows } = await sql<{ storage_key: string }>`
        SELECT storage_key FROM pending_file WHERE created_at < now() - ${`${graceMs} milliseconds`}::interval ORDER BY created_at LIMIT 1000`.execute(
        db,
      );
      let removed = 0;
      for (const { storage_key: key } of rows) {
        if (!(await referenced(key))) {
          await fileStore.delete(key);
          removed++;
        }
        await sql`DELETE FROM pending_file WHERE storage_key = ${key}`.execute(db);
      }
      return removed;
    },
  };
}
export type PendingFiles = ReturnType<typeof createPendingFiles>;

/** How long a stored file may wait for the change that refers to it before the sweeper removes it. */
export const FILE_SWEEP_GRACE_MS = 15 * 60_000;

/** Files of changes that never committed: swept at start and every ten minutes, 15 minutes after they were stored. */
export function sweepRegularly(app: FastifyInstance, pendingFiles: PendingFiles) {
  const sweep = () =>
    pendingFiles
      .sweep(FILE_SWEEP_GRACE_MS)
      .then((removed) => removed && app.log.warn({ removed }, 'removed the files of changes that never committed'))
      .catch((error: unknown) => app.log.warn({ err: error }, 'sweeping pending files failed'));
  let sweeper: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    void sweep();
    sweeper = setInterval(() => void sweep(), 600_000).unref();
  });
  app.addHook('onClose', async () => {
    if (sweeper) clearInterval(sweeper);
  });
}
