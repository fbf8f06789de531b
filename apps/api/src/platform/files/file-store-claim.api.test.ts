import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../bootstrap.js';
import { freshDatabase } from '../../test/test-app.js';
import { createDirFileStore, createS3FileStore, DIR_STORE_MARKER, type FileStore } from './file-store.js';

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
  const start = async (folder: string) => startOn(database.database, createDirFileStore(path.join(dataDir, folder)));
  const startOn = async (on: typeof database.database, fileStore: FileStore) => {
    const { database: db } = await prepareDatabase(on, { fileStore });
    await db.close();
  };
  const bucket = createS3FileStore({
    kind: 's3',
    bucket: 'portal',
    region: 'eu-north-1',
    endpoint: 'http://s3.test:9000',
    accessKeyId: undefined,
    secretAccessKey: undefined,
  });

  it('starts every instance that shares the folder, and refuses one whose folder the others cannot see', async () => {
    await start('shared');
    await start('shared');
    const marker = await fs.readFile(path.join(dataDir, 'shared', DIR_STORE_MARKER), 'utf8');

    await expect(start('own')).rejects.toThrow(
      /FILE_STORE: the file folder .*own on .* is not the store another instance on this database uses \(the file folder .*shared on .*\).*FILE_STORE=s3.*shared folder/,
    );
    // The refused start recorded nothing: the shared folder still starts, with the id it was given once.
    await start('shared');
    expect(await fs.readFile(path.join(dataDir, 'shared', DIR_STORE_MARKER), 'utf8')).toBe(marker);
    await expect(start('own')).rejects.toThrow(/FILE_STORE=s3/);
  });

  it('refuses an instance on S3 beside one on a folder, and one on a folder beside one on S3', async () => {
    // The database above has a folder on record.
    await expect(startOn(database.database, bucket)).rejects.toThrow(
      /FILE_STORE: the S3 bucket http:\/\/s3\.test:9000\/portal is not the store another instance on this database uses \(the file folder .*shared on .*\).*FILE_STORE=s3.*shared folder/,
    );
    const onS3 = await freshDatabase();
    try {
      await startOn(onS3.database, bucket);
      await startOn(onS3.database, bucket);
      await expect(startOn(onS3.database, createDirFileStore(path.join(dataDir, 'beside')))).rejects.toThrow(
        /FILE_STORE: the file folder .*beside on .* is not the store another instance on this database uses \(the S3 bucket http:\/\/s3\.test:9000\/portal\).*FILE_STORE=s3/,
      );
    } finally {
      await onS3.drop();
    }
  });
});
