import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrdersResponse } from '@portal/contracts';
import { buildApp } from '../../app.js';
import { loadConfig, type AppConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { createDirFileStore, type FileStore } from '../files/file-store.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { orderRequest } from '../../test/order-request.js';
import { postMultipart } from '../../test/multipart.js';
import { deliveredOrderToComplainAbout, transportDamage } from '../../test/complaint-request.js';
import { tinyPng } from '../../seed/complaints.js';
import { ANNA } from '../../test/demo-users.js';
import { backupDataDir, restoreDataDir } from './backup-command.js';
import { BACKUP_LISTENER_FILE, startBackupListener } from './backup-listener.js';
import { holdableDeletes } from './snapshot.js';

const onServer = process.env['PORTAL_TEST_DB'] === 'server';

/** Everything a restore must bring back: orders with their lines, complaints, and the files the database names. */
async function contents(db: TestApp['database']['db']) {
  const orders = await db
    .selectFrom('customer_order as o')
    .leftJoin('order_line as l', 'l.order_number', 'o.order_number')
    .select(['o.order_number', (eb) => eb.fn.count<number>('l.order_number').as('lines')])
    .groupBy('o.order_number')
    .execute();
  const incidents = await db.selectFrom('incident').select('id').orderBy('id').execute();
  const attachments = await db.selectFrom('incident_attachment').select('storage_key').execute();
  const contentFiles = await db.selectFrom('content_file').select('storage_key').execute();
  return {
    orders: new Map(orders.map((o) => [o.order_number, Number(o.lines)])),
    incidents: incidents.map((i) => i.id),
    keys: [...attachments, ...contentFiles].map((f) => f.storage_key).sort(),
  };
}

describe.skipIf(onServer)('backup and restore of a running portal on the embedded database', () => {
  let t: TestApp;
  let hold: () => () => void;
  let listener: Awaited<ReturnType<typeof startBackupListener>>;
  let work: string;
  beforeAll(async () => {
    work = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-backup-'));
    t = await createTestApp({
      onDisk: true,
      wrapFileStore: (store: FileStore) => {
        const held = holdableDeletes(store);
        hold = held.hold;
        return held.store;
      },
    });
    // As main.ts does once the server listens.
    listener = await startBackupListener({ database: t.database, dataDir: t.config.dataDir, files: 'dir', holdDeletes: hold }, () => {});
  });
  afterAll(async () => {
    await listener?.close();
    await t?.close();
    await fs.rm(work, { recursive: true, force: true });
  });

  const place = async () => {
    const res = await t.call(ANNA, 'POST', '/api/order/placeOrder', await orderRequest(t));
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ Header: { PlaceOrderNumber: string } }>().Header.PlaceOrderNumber;
  };

  it('backs up while orders are placed, and a restored folder starts with every order, complaint and file', async () => {
    const { order, line } = await deliveredOrderToComplainAbout(t);
    const data = JSON.stringify(transportDamage(order, line, { description: 'Before the backup.', orderMark: 'Backup' }));
    const complaint = await postMultipart(t, ANNA, '/api/complaint', [
      { name: 'data', value: data },
      { name: 'files', filename: 'lucka.png', type: 'image/png', bytes: tinyPng('backup-lucka.png') },
    ]);
    expect(complaint.statusCode, complaint.body).toBe(200);
    const placedBefore = await place();
    const before = await contents(t.database.db);

    // Orders keep coming while the backup is made.
    let placing = true;
    const during: string[] = [];
    const orders = (async () => {
      while (placing) during.push(await place());
    })();
    const file = path.join(work, 'portal.backup');
    const made = await backupDataDir(t.config, file);
    placing = false;
    await orders;
    expect(made.from).toBe('running portal');
    expect(during.length).toBeGreaterThan(0);
    const after = await contents(t.database.db);

    const restoredDir = path.join(work, 'restored');
    const restoredConfig: AppConfig = loadConfig({
      NODE_ENV: 'test',
      PORT: String(t.config.port),
      DATA_DIR: restoredDir,
      LOG_LEVEL: 'warn',
    });
    const report = await restoreDataDir(restoredConfig, file);
    expect(report.files).toBeGreaterThanOrEqual(before.keys.length);
    // A folder that holds anything is refused, and left as it is.
    await expect(restoreDataDir(restoredConfig, file)).rejects.toThrow(/DATA_DIR: .*restored is not empty/);

    const database = await openDatabase(restoredConfig.database);
    const fileStore = createDirFileStore(path.join(restoredDir, 'files'));
    const app = await buildApp({ config: restoredConfig, database, fileStore, webDist: null });
    try {
      const restored = await contents(database.db);
      // Every order committed before the backup, none that was not committed after it, each with all its lines.
      for (const [number, lines] of before.orders) expect(restored.orders.get(number)).toBe(lines);
      for (const [number, lines] of restored.orders) expect(after.orders.get(number)).toBe(lines);
      expect(restored.incidents).toEqual(before.incidents);
      for (const key of restored.keys) expect(await fileStore.get(key), key).not.toBeNull();
      expect(restored.keys).toEqual(expect.arrayContaining(before.keys));

      // The restored portal serves them: the signing key and the secrets key came back with it.
      const open = await app.inject({
        method: 'GET',
        url: '/api/order/openOrders?amount=999',
        headers: { authorization: `Bearer ${await t.tokenFor(ANNA)}` },
      });
      expect(open.statusCode, open.body).toBe(200);
      expect(open.json<OrdersResponse>().Orders.map((o) => o.XAOrderNbr)).toContain(placedBefore);
      const photo = (
        await database.db
          .selectFrom('incident_attachment')
          .select('storage_key')
          .where('original_name', '=', 'lucka.png')
          .executeTakeFirstOrThrow()
      ).storage_key;
      expect((await buffer((await fileStore.get(photo))!)).equals(tinyPng('backup-lucka.png'))).toBe(true);
    } finally {
      await app.close();
      await database.close();
    }
    // The embedded database on disk, a copy of it and two more starts: slow on a busy machine.
  }, 180_000);

  it('backs up a stopped portal from its folder, and refuses a file that is not a backup', async () => {
    await listener.close();
    expect(await fs.stat(path.join(t.config.dataDir, BACKUP_LISTENER_FILE)).catch(() => null)).toBeNull();
    // A stopped portal's folder: the one restored above. Its last run died and left its listener file behind;
    // nobody answers on that port any more.
    const stopped = loadConfig({ NODE_ENV: 'test', DATA_DIR: path.join(work, 'restored') });
    const dead = await startBackupListener({ database: t.database, dataDir: stopped.dataDir, files: 'dir' }, () => {});
    const stale = await fs.readFile(path.join(stopped.dataDir, BACKUP_LISTENER_FILE), 'utf8');
    await dead.close();
    await fs.writeFile(path.join(stopped.dataDir, BACKUP_LISTENER_FILE), stale);
    const original = await openDatabase(stopped.database);
    const held = await contents(original.db).finally(() => original.close());
    const file = path.join(work, 'stopped.backup');
    expect((await backupDataDir(stopped, file)).from).toBe('stopped portal');
    const again = loadConfig({ NODE_ENV: 'test', DATA_DIR: path.join(work, 'again') });
    expect((await restoreDataDir(again, file)).files).toBeGreaterThan(0);
    const database = await openDatabase(again.database);
    try {
      expect(await contents(database.db)).toEqual(held);
    } finally {
      await database.close();
    }

    const junk = path.join(work, 'junk.backup');
    await fs.writeFile(junk, 'not a backup');
    const empty = loadConfig({ NODE_ENV: 'test', DATA_DIR: path.join(work, 'empty') });
    await expect(restoreDataDir(empty, junk)).rejects.toThrow();
    expect(await fs.readdir(path.join(work, 'empty'))).toEqual([]);
  }, 180_000);
});

describe.skipIf(!onServer)('backup and restore with a PostgreSQL server', () => {
  it('refuses, and names the standard tools', async () => {
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'postgres://portal@db.test/portal', DATA_DIR: os.tmpdir() });
    await expect(backupDataDir(config, path.join(os.tmpdir(), 'never.backup'))).rejects.toThrow(
      /DATABASE_URL: .*pg_dump.*pg_restore.*S3 tools/,
    );
    await expect(restoreDataDir(config, path.join(os.tmpdir(), 'never.backup'))).rejects.toThrow(/pg_restore/);
  });
});
