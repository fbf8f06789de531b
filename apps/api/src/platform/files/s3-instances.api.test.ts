import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GetComplaintImagesResponse, Incident } from '@portal/contracts';
import { prepareDatabase } from '../bootstrap.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { multipartBody } from '../../test/multipart.js';
import { startS3Server } from '../../test/s3-server.js';
import { deliveredOrderToComplainAbout, transportDamage } from '../../test/complaint-request.js';
import { tinyPng } from '../../seed/complaints.js';
import { ANNA, MARKETING } from '../../test/demo-users.js';
import { createDirFileStore, createS3FileStore } from './file-store.js';

// Two instances need one database server between them: the embedded database belongs to one process.
const onServer = process.env['PORTAL_TEST_DB'] === 'server' && Boolean(process.env['TEST_DATABASE_URL']);

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

describe.skipIf(!onServer)('two instances on one database with S3-compatible storage', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let t: TestApp;
  let second: Awaited<ReturnType<TestApp['secondInstance']>>;
  const apps = () => ({ first: t.app, other: second.app });

  beforeAll(async () => {
    s3 = await startS3Server();
    // Each instance has its own client on the bucket, as separate hosts have; the seed writes through the first.
    t = await createTestApp({ fileStore: createS3FileStore(s3.config) });
    second = await t.secondInstance({ fileStore: createS3FileStore(s3.config) });
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
    await s3?.close();
  });

  const get = async (which: 'first' | 'other', url: string, email?: string) =>
    apps()[which].inject({ method: 'GET', url, ...(email ? { headers: { authorization: `Bearer ${await t.tokenFor(email)}` } } : {}) });
  const post = async (email: string, url: string, parts: Parameters<typeof multipartBody>[0]) => {
    const { payload, contentType } = multipartBody(parts);
    return t.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${await t.tokenFor(email)}`, 'content-type': contentType },
      payload,
    });
  };

  it('reads a seeded document from both instances', async () => {
    const listed = await get('other', '/mediaApi/files?market=se&contentType=doc');
    const url = (listed.json().folders as { items: { url: string }[] }[]).flatMap((f) => f.items)[0]!.url;
    const [a, b] = [await get('first', url), await get('other', url)];
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.rawPayload.length).toBeGreaterThan(100);
    expect(b.rawPayload.equals(a.rawPayload)).toBe(true);
    // Nothing went to the data folder: the files are in the bucket.
    expect(await fs.readdir(path.join(t.config.dataDir, 'files')).catch(() => [])).toEqual([]);
  });

  it('reads a complaint photo stored through one instance from both', async () => {
    const { order, line } = await deliveredOrderToComplainAbout(t);
    const data = transportDamage(order, line, { description: 'Photo on S3.', orderMark: 'S3' });
    const created = await post(ANNA, '/api/complaint', [
      { name: 'data', value: JSON.stringify(data) },
      { name: 'files', filename: 'lucka.png', type: 'image/png', bytes: tinyPng('lucka.png') },
    ]);
    expect(created.statusCode, created.body).toBe(200);
    const incident = created.json<Incident>();
    const images = (await get('other', `/api/complaint/images?incidentId=${incident.incidentid}`, ANNA)).json<GetComplaintImagesResponse>();
    for (const which of ['first', 'other'] as const) {
      const link = await get(which, `/api/complaint/image?incidentId=${incident.incidentid}&itemId=${images.value[0]!.id}`, ANNA);
      const file = await get(which, link.json<{ getUrl: string }>().getUrl);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(tinyPng('lucka.png'))).toBe(true);
    }
  });

  it('reads a media file uploaded through one instance from both', async () => {
    const created = await post(MARKETING, '/api/staff/content-files', [
      { name: 'data', value: JSON.stringify({ kind: 'doc', name: 'Manual', folder: 'Manualer', market: 'se', language: 'sv' }) },
      { name: 'file', filename: 'manual.pdf', type: 'application/pdf', bytes: PDF },
    ]);
    expect(created.statusCode, created.body).toBe(200);
    const { url } = created.json<{ url: string }>();
    for (const which of ['first', 'other'] as const) {
      const file = await get(which, url);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(PDF)).toBe(true);
    }
  });

  it('refuses to start an instance on a folder beside the instances on S3, naming FILE_STORE=s3', async () => {
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-own-files-'));
    try {
      await expect(prepareDatabase(t.config.database, { fileStore: createDirFileStore(folder) })).rejects.toThrow(
        /FILE_STORE: the file folder .* is not the store another instance on this database uses \(the S3 bucket http:\/\/127\.0\.0\.1:\d+\/portal-files\).*FILE_STORE=s3/,
      );
      // Another bucket is refused as well; the same bucket through another client starts.
      await expect(
        prepareDatabase(t.config.database, { fileStore: createS3FileStore({ ...s3.config, bucket: 'elsewhere' }) }),
      ).rejects.toThrow(/FILE_STORE=s3 with the same S3_ENDPOINT and S3_BUCKET/);
      const again = await prepareDatabase(t.config.database, { fileStore: createS3FileStore(s3.config) });
      await again.database.close();
    } finally {
      await fs.rm(folder, { recursive: true, force: true });
    }
  });
});
