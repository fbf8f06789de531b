import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStore } from '../../platform/files/file-store.js';
import { useTestApp } from '../../test/use-test-app.js';
import { multipartBody, postMultipart } from '../../test/multipart.js';
import { tinyPng } from '../../seed/complaints.js';
import { ANNA, SERVICE } from '../../test/demo-users.js';
import { deliveredOrderToComplainAbout, transportDamage } from '../../test/complaint-request.js';

/** Every file under the data folder's complaints/, as relative paths. */
async function complaintFiles(root: string): Promise<string[]> {
  const dir = path.join(root, 'complaints');
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name)));
}

describe('files of a complaint that never committed', () => {
  let root: string;
  // The third file of a request is never written: the process "dies" there, before the rows commit.
  let stallAt: number | null = null;
  let puts = 0;
  // Lets the stalled write end with the test, so the app can close.
  let release: (() => void) | null = null;

  const t = useTestApp({
    wrapComplaintFileStore: (store: FileStore): FileStore => ({
      ...store,
      async put(key, body, contentType) {
        puts++;
        if (stallAt !== null && puts >= stallAt) {
          // Half a file on disk, as a write cut short leaves it; then nothing more happens.
          await fs.mkdir(path.dirname(path.join(root, key)), { recursive: true });
          await fs.writeFile(`${path.join(root, key)}.4242.partial`, (body as Buffer).subarray(0, 10));
          return new Promise<void>((_, reject) => {
            release = () => reject(new Error('the process is gone'));
          });
        }
        return store.put(key, body, contentType);
      },
    }),
  });
  beforeAll(() => {
    root = path.join(t.config.dataDir, 'files');
  });
  afterAll(() => {
    release?.();
  });

  it('leaves no file behind after the next sweep, and keeps the files of committed complaints', async () => {
    const { order, line } = await deliveredOrderToComplainAbout(t);
    const data = JSON.stringify(transportDamage(order, line, { description: 'Sprucket glas.', orderMark: 'Reklamation' }));
    const photos = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ name: 'files', filename: `foto-${i}.png`, type: 'image/png', bytes: tinyPng(`foto-${i}`) }));

    // A complaint that commits: its two files stay, as do the seeded complaints'.
    const seeded = await complaintFiles(root);
    const kept = await postMultipart(t, ANNA, '/api/complaint', [{ name: 'data', value: data }, ...photos(2)]);
    expect(kept.statusCode).toBe(200);
    const committed = await complaintFiles(root);
    expect(committed).toHaveLength(seeded.length + 2);

    // A complaint with four photos whose process dies while writing the third.
    const incidentsBefore = (await t.database.db.selectFrom('incident').select('id').execute()).length;
    puts = 0;
    stallAt = 3;
    void postMultipart(t, ANNA, '/api/complaint', [{ name: 'data', value: data }, ...photos(4)]);
    await expect.poll(async () => (await complaintFiles(root)).length, { timeout: 10_000 }).toBe(committed.length + 3);

    // Another instance starts on the same database and files, and sweeps.
    const next = await t.secondInstance();
    try {
      expect(await next.app.sweepPendingFiles(0)).toBe(3);
    } finally {
      await next.close();
    }
    expect((await complaintFiles(root)).sort()).toEqual([...committed].sort());
    expect((await t.database.db.selectFrom('incident').select('id').execute()).length).toBe(incidentsBefore);
    const pending = await t.database.db
      .selectFrom('pending_file' as never)
      .selectAll()
      .execute();
    expect(pending).toEqual([]);
  });
});

describe('a multipart body cut short', () => {
  const t = useTestApp();

  it('answers 400, not 500, and stores nothing', async () => {
    const incidents = async () => (await t.database.db.selectFrom('incident').select('id').execute()).length;
    const before = await incidents();
    const { payload, contentType } = multipartBody([
      { name: 'data', value: '{}' },
      { name: 'files', filename: 'foto.png', type: 'image/png', bytes: tinyPng('cut') },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/complaint',
      headers: { authorization: `Bearer ${await t.tokenFor(ANNA)}`, 'content-type': contentType },
      payload: payload.subarray(0, payload.length - 60),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'files' });
    expect(await incidents()).toBe(before);
  });
});

describe('the name an attachment is listed under', () => {
  const t = useTestApp();
  const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.from([1, 0, 1, 0, 0, 0, 0]), Buffer.from('<script>alert(1)</script>')]);
  const pdf = Buffer.from('%PDF-1.4\n<html><script>alert(1)</script></html>\n%%EOF\n');

  it('takes the extension of the type its bytes show, for the dealer and for staff, whatever the name claimed', async () => {
    const { order, line } = await deliveredOrderToComplainAbout(t);
    const data = JSON.stringify(transportDamage(order, line, { description: 'Sprucket glas.', orderMark: 'Reklamation' }));
    const created = await postMultipart(t, ANNA, '/api/complaint', [
      { name: 'data', value: data },
      { name: 'files', filename: 'passwd.html', type: 'text/html', bytes: gif },
      { name: 'files', filename: 'Skadad lucka.JPG', type: 'image/jpeg', bytes: tinyPng('lucka') },
    ]);
    expect(created.statusCode, created.body).toBe(200);
    const incidentId = created.json<{ incidentid: string }>().incidentid;

    // Staff attach a PDF that calls itself a page.
    const attached = await postMultipart(t, SERVICE, `/api/staff/complaints/${incidentId}/files`, [
      { name: 'files', filename: 'rapport.html', type: 'text/html', bytes: pdf },
    ]);
    expect(attached.statusCode, attached.body).toBe(200);

    const listed = (await t.call(ANNA, 'GET', `/api/complaint/images?incidentId=${incidentId}`)).json<{ value: { name: string }[] }>();
    // Files of one request share their time, so the order among them is not told.
    const names = ['Skadad lucka.png', 'passwd.gif', 'rapport.pdf'];
    expect(listed.value.map((f) => f.name).sort()).toEqual(names);
    const desk = (await t.call(SERVICE, 'GET', `/api/staff/complaints/${incidentId}`)).json<{ files: { name: string }[] }>();
    expect(desk.files.map((f) => f.name).sort()).toEqual(names);
  });
});
