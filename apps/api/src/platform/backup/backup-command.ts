import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { ConfigError, type AppConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { BACKUP_LISTENER_FILE, BACKUP_PATH, type BackupListenerInfo } from './backup-listener.js';
import { restoreSnapshot, writeSnapshot, type RestoreReport } from './snapshot.js';

const SERVER_DATABASE =
  'is set: the portal backs up only its embedded database; back up a PostgreSQL server with pg_dump and ' +
  'restore it with pg_restore, and a bucket with the S3 tools (docs/configuration.md, Backup and restore)';

/**
 * `npm run backup -- <file>`: asks the running portal of DATA_DIR for a backup (it owns the embedded database), or,
 * when none runs, makes it from the folder. Written beside the target and renamed, so a file of that name is whole.
 */
export async function backupDataDir(config: AppConfig, file: string): Promise<{ from: 'running portal' | 'stopped portal' }> {
  if (config.database.kind === 'server') throw new ConfigError('DATABASE_URL', SERVER_DATABASE);
  const target = path.resolve(file);
  const partial = `${target}.partial`;
  try {
    const listener = await readListener(config.dataDir);
    if (listener && (await requestBackup(listener, partial))) {
      await fs.rename(partial, target);
      return { from: 'running portal' };
    }
    const databaseDir = config.database.dir!;
    if (!(await fs.stat(path.join(databaseDir, 'PG_VERSION')).catch(() => null)))
      throw new ConfigError('DATA_DIR', `${config.dataDir} holds no portal database (${databaseDir} is missing)`);
    // The folder as it is on disk (never a starting dump the settings may name).
    const database = await openDatabase({ kind: 'embedded', dir: databaseDir });
    try {
      await writeSnapshot({ database, dataDir: config.dataDir, files: config.fileStore.kind }, createWriteStream(partial));
    } finally {
      await database.close();
    }
    await fs.rename(partial, target);
    return { from: 'stopped portal' };
  } catch (error) {
    await fs.rm(partial, { force: true });
    throw error;
  }
}

async function readListener(dataDir: string): Promise<BackupListenerInfo | null> {
  const text = await fs.readFile(path.join(dataDir, BACKUP_LISTENER_FILE), 'utf8').catch(() => null);
  return text ? (JSON.parse(text) as BackupListenerInfo) : null;
}

/** The running portal's backup into `file`; false when no portal listens there any more (it stopped or died). */
function requestBackup(listener: BackupListenerInfo, file: string): Promise<boolean> {
  return new Promise<boolean>((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port: listener.port, method: 'POST', path: BACKUP_PATH, headers: { authorization: `Bearer ${listener.token}` } },
      (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          reject(
            new Error(
              `the process on 127.0.0.1:${listener.port} refused the backup (${res.statusCode}); if the portal is not running, ` +
                `remove ${BACKUP_LISTENER_FILE} from DATA_DIR and try again`,
            ),
          );
          return;
        }
        pipeline(res, createWriteStream(file)).then(
          () => (res.complete ? resolve(true) : reject(new Error('the portal stopped sending the backup before its end'))),
          reject,
        );
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNREFUSED' ? resolve(false) : reject(error)));
    req.end();
  });
}

/** `npm run restore -- <file>`: the backup into DATA_DIR, which must be empty (or not exist yet). */
export async function restoreDataDir(config: AppConfig, file: string): Promise<RestoreReport> {
  if (config.database.kind === 'server') throw new ConfigError('DATABASE_URL', SERVER_DATABASE);
  const present = await fs.readdir(config.dataDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  if (present.length)
    throw new ConfigError('DATA_DIR', `${config.dataDir} is not empty; restore only into an empty folder, so nothing is overwritten`);
  const source = path.resolve(file);
  if (!(await fs.stat(source).catch(() => null))) throw new ConfigError('backup file', `${source} does not exist`);
  await fs.mkdir(config.dataDir, { recursive: true });
  try {
    return await restoreSnapshot(createReadStream(source), { dataDir: config.dataDir, databaseDir: config.database.dir! });
  } catch (error) {
    // The folder was empty: nothing of a failed restore stays to be mistaken for data.
    for (const name of await fs.readdir(config.dataDir)) await fs.rm(path.join(config.dataDir, name), { recursive: true, force: true });
    throw error;
  }
}
