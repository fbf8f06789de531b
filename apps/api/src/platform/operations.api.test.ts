import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStore } from './files/file-store.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { postMultipart } from '../test/multipart.js';
import { tinyPng } from '../seed/complaints.js';
import { ConfigError, requireWritableDataDir } from './config.js';

const full = () => Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });

describe('operations', () => {
  let t: TestApp;
  let diskFull = false;
  beforeAll(async () => {
    t = await createTestApp({
      wrapComplaintFileStore: (store: FileStore): FileStore => ({
        ...store,
        async put(key, body, contentType) {
          if (diskFull) throw full();
          return store.put(key, body, contentType);
        },
      }),
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stays ready with the file store degraded while the disk is full, and a write answers 507', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ ok: true, checks: { draining: false, migrated: true }, database: 'ok', files: 'ok' });

    diskFull = true;
    try {
      // The file store is shared by every instance: a full one would take them all out together.
      const degraded = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(degraded.statusCode).toBe(200);
      expect(degraded.json()).toMatchObject({ ok: true, files: 'degraded', database: 'ok' });
      // A write that needs the disk says so, with the code operations look for.
      const incident = await t.database.db
        .selectFrom('incident')
        .select('id')
        .where('customer_number', '=', '10001')
        .where('portal_status', '!=', 757550002)
        .executeTakeFirstOrThrow();
      const upload = await postMultipart(t, 'anna@reseller-se.test', '/api/complaint/images', [
        { name: 'incidentId', value: incident.id },
        { name: 'files', filename: 'foto.png', type: 'image/png', bytes: tinyPng('full') },
      ]);
      expect(upload.statusCode, upload.body).toBe(507);
      expect(upload.json()).toMatchObject({ code: 'INSUFFICIENT_STORAGE' });
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      diskFull = false;
    }
  });

  it('fails readiness at once when it starts draining, and keeps serving', async () => {
    t.app.drain();
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ checks: { draining: true } });
    expect((await t.call('anna@reseller-se.test', 'GET', '/api/reseller/myContact')).statusCode).toBe(200);
  });

  it('refuses to start on a data folder it cannot write, with one line naming DATA_DIR', async () => {
    const error = await requireWritableDataDir('/dev/null/portal-data').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(/^Configuration error in DATA_DIR: \/dev\/null\/portal-data cannot be written \(ENOTDIR\)/);
  });
});
