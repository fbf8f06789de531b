import { randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { writeSnapshot, type SnapshotSource } from './snapshot.js';

/**
 * Where a running portal with the embedded database tells `npm run backup` how to ask it for a backup: a port on
 * the loopback address and a token, in a file only the data folder's owner may read.
 */
export const BACKUP_LISTENER_FILE = 'backup-listener.json';
export const BACKUP_PATH = '/backup';

export type BackupListenerInfo = { port: number; token: string; pid: number };

/**
 * The embedded database belongs to the running process: a backup of a running portal is made by that process
 * (ADR 0064). It listens on 127.0.0.1 only, on a port of its own (never the public one), and answers only the
 * token it wrote into DATA_DIR.
 */
export async function startBackupListener(source: SnapshotSource, log: (message: string, error?: unknown) => void) {
  const token = randomBytes(32).toString('base64url');
  const expected = Buffer.from(`Bearer ${token}`);
  const server = http.createServer((req, res) => {
    const given = Buffer.from(req.headers.authorization ?? '');
    if (req.method !== 'POST' || req.url !== BACKUP_PATH) {
      res.writeHead(404).end();
      return;
    }
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      res.writeHead(401).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/gzip' });
    writeSnapshot(source, res).then(
      (report) => log(`backup written: database ${report.databaseBytes} bytes, ${report.files} files`),
      (error: unknown) => {
        log('backup failed', error);
        // The command sees the cut connection and keeps no half file.
        res.destroy(error as Error);
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const file = path.join(source.dataDir, BACKUP_LISTENER_FILE);
  const info: BackupListenerInfo = { port: (server.address() as AddressInfo).port, token, pid: process.pid };
  await fs.writeFile(file, JSON.stringify(info), { mode: 0o600 });
  return {
    port: info.port,
    close: async () => {
      await fs.rm(file, { force: true });
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
