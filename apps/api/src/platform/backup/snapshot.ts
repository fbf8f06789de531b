import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { openDatabase, type Database } from '../db/database.js';
import type { FileStore } from '../files/file-store.js';
import { readTar, tarWriter } from './tar.js';

/**
 * A backup of an embedded portal: one gzipped tar holding a manifest, the database's folder as PGlite dumps it, the
 * local files, the secrets key file and the kept mail, each under the name it has in DATA_DIR.
 */
export const BACKUP_FORMAT = 'dealer-portal-backup';
const MANIFEST = 'portal-backup.json';
const DATABASE_ENTRY = 'database/pgdata.tar';
/** What of DATA_DIR a backup holds besides the database: folders are copied whole. */
const DATA_ENTRIES = ['files', 'secrets.key', 'mail'];

export type Manifest = { format: typeof BACKUP_FORMAT; version: 1; createdAt: string; files: 'dir' | 's3' };

export type SnapshotSource = {
  database: Database;
  dataDir: string;
  /** Where the files are: 's3' when they are in a bucket, which the S3 tools back up. */
  files: 'dir' | 's3';
  /** Keeps file deletions waiting until the call it returns: a file the copied database names stays to be copied. */
  holdDeletes?: () => () => void;
};

export type SnapshotReport = { databaseBytes: number; files: number; bytes: number };

/** Writes a backup of the running portal to `out`, and ends it. */
export async function writeSnapshot(source: SnapshotSource, out: Writable): Promise<SnapshotReport> {
  if (!source.database.dump) throw new Error('only the embedded database is backed up by the portal; use pg_dump for a server');
  const gzip = createGzip();
  const written = pipeline(gzip, out);
  const tar = tarWriter(gzip);
  const release = source.holdDeletes?.();
  const report: SnapshotReport = { databaseBytes: 0, files: 0, bytes: 0 };
  try {
    // The database first: every file it names was stored before its row committed (ADR 0044) and, deletions held,
    // is still there when the files are copied after it.
    const dump = Buffer.from(await (await source.database.dump()).arrayBuffer());
    const manifest: Manifest = { format: BACKUP_FORMAT, version: 1, createdAt: new Date().toISOString(), files: source.files };
    await tar.add(MANIFEST, Buffer.from(JSON.stringify(manifest, null, 2)));
    await tar.add(DATABASE_ENTRY, dump);
    report.databaseBytes = dump.length;
    for (const entry of DATA_ENTRIES) {
      for (const file of await filesUnder(source.dataDir, entry)) {
        const added = await addFile(tar, source.dataDir, file);
        if (added !== null && entry !== 'secrets.key') {
          report.files += 1;
          report.bytes += added;
        }
      }
    }
    await tar.finish();
    gzip.end();
    await written;
    return report;
  } catch (error) {
    gzip.destroy(error as Error);
    await written.catch(() => {});
    throw error;
  } finally {
    release?.();
  }
}

/** Regular files at `entry` of the data folder (a file, or every file below a folder), relative to it. */
async function filesUnder(dataDir: string, entry: string): Promise<string[]> {
  const full = path.join(dataDir, entry);
  const stat = await fs.stat(full).catch(() => null);
  if (!stat) return [];
  if (stat.isFile()) return [entry];
  const found = await fs.readdir(full, { recursive: true, withFileTypes: true });
  return (
    found
      // Half-written files are no one's yet (file-store.ts writes beside the target, then renames).
      .filter((e) => e.isFile() && !e.name.endsWith('.partial'))
      .map((e) => path.relative(dataDir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
      .sort()
  );
}

/** One file, as it was when opened (a file replaced meanwhile is copied whole, in its old version); null when gone. */
async function addFile(tar: ReturnType<typeof tarWriter>, dataDir: string, name: string): Promise<number | null> {
  const handle = await fs.open(path.join(dataDir, name), 'r').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (!handle) return null;
  try {
    const { size, mtime } = await handle.stat();
    await tar.add(name, { stream: Readable.from(chunks(handle, size)), size }, mtime);
    return size;
  } finally {
    await handle.close();
  }
}

/** The first `size` bytes of an open file, a megabyte at a time. */
async function* chunks(handle: fs.FileHandle, size: number) {
  for (let position = 0; position < size;) {
    const { bytesRead, buffer } = await handle.read({ buffer: Buffer.alloc(Math.min(1 << 20, size - position)), position });
    if (bytesRead === 0) throw new Error('a file shrank while it was being backed up');
    position += bytesRead;
    yield buffer.subarray(0, bytesRead);
  }
}

export type RestoreReport = { createdAt: string; files: number; filesInS3: boolean };

/**
 * Brings a backup back into an empty data folder: the database into `databaseDir` (DATA_DIR/pg), the rest under
 * `dataDir` as it was. Refuses a folder that holds anything.
 */
export async function restoreSnapshot(input: Readable, target: { dataDir: string; databaseDir: string }): Promise<RestoreReport> {
  try {
    return await restoreEntries(input, target);
  } finally {
    // The tar's end blocks come before the end of the file: whatever is left is not read.
    input.destroy();
  }
}

async function restoreEntries(input: Readable, target: { dataDir: string; databaseDir: string }): Promise<RestoreReport> {
  const entries = readTar(input.pipe(createGunzip()));
  const first = await entries.next();
  const manifest = first.done ? null : (JSON.parse(first.value.bytes.toString('utf8') || 'null') as Manifest | null);
  if (first.done || first.value.name !== MANIFEST || manifest?.format !== BACKUP_FORMAT)
    throw new Error('this file is not a dealer portal backup');
  let restoredDatabase = false;
  let files = 0;
  for await (const { name, bytes } of entries) {
    if (name === DATABASE_ENTRY) {
      // PGlite unpacks its own dump into the folder when it starts there for the first time.
      const database = await openDatabase({ kind: 'embedded', dir: target.databaseDir, startFrom: new Blob([new Uint8Array(bytes)]) });
      await database.close();
      restoredDatabase = true;
      continue;
    }
    const normalized = path.posix.normalize(name);
    if (!DATA_ENTRIES.some((e) => normalized === e || normalized.startsWith(`${e}/`)))
      throw new Error(`the backup holds an unexpected entry: ${name}`);
    const file = path.join(target.dataDir, ...normalized.split('/'));
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, bytes, { mode: normalized === 'secrets.key' ? 0o600 : 0o644 });
    if (normalized !== 'secrets.key') files += 1;
  }
  if (!restoredDatabase) throw new Error('the backup holds no database');
  return { createdAt: manifest.createdAt, files, filesInS3: manifest.files === 's3' };
}

/** A file store whose deletions wait while a backup holds them. */
export function holdableDeletes(store: FileStore): { store: FileStore; hold: () => () => void } {
  let holders = 0;
  let released: Promise<void> = Promise.resolve();
  let release = () => {};
  return {
    store: {
      ...store,
      async delete(key) {
        while (holders > 0) await released;
        return store.delete(key);
      },
    },
    hold() {
      if (holders++ === 0) released = new Promise<void>((resolve) => (release = resolve));
      let done = false;
      return () => {
        if (done) return;
        done = true;
        if (--holders === 0) release();
      };
    },
  };
}
