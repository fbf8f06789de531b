import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../bootstrap.js';
import { freshDatabase } from '../../test/test-app.js';
import { createDirFileStore, DIR_STORE_MARKER } from './file-store.js';

// Only a database server is shared by several instances: the embedded one belongs to one process.
const onServer = process.env['PORTAL_TEST_DB'] === 'server' && Boolean(process.env['TEST_DATABASE_URL']);

describe.skipIf(!onServer)('instances on one database server and their file stores', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let dataDir: string;
  beforeAll(async () => {
    database = await freshDatabase();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-file-store-'));
  });
  afterAll(async () => {
    await database?.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  /** A start as main.ts makes it: the database prepared with the instance's file store. */
  const start = async (folder: string) => {
    const { database: db } = await prepareDatabase(database.database, { fileStore: createDirFileStore(path.join(dataDir, folder)) });
    await db.close();
  };

  it('starts every instance that shares the folder, and refuses one whose folder the others cannot see', async () => {
    await start('shared');
    await start('shared');
    const marker = await fs.readFile(path.join(dataDir, 'shared', DIR_STORE_MARKER), 'utf8');

    await expect(start('own')).rejects.toThrow(
      /FILE_STORE: the file folder .*own on .* is not the one another instance on this database uses \(.*shared on .*\).*FILE_STORE=s3.*shared folder/,
    );
    // The refused start recorded nothing: the shared folder still starts, with the id it was given once.
    await start('shared');
    expect(await fs.readFile(path.join(dataDir, 'shared', DIR_STORE_MARKER), 'utf8')).toBe(marker);
    await expect(start('own')).rejects.toThrow(/FILE_STORE=s3/);
  });
});
