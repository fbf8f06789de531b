import { describe, expect, it } from 'vitest';
import { sendMultipart, postMultipart, type Part } from '../../test/multipart.js';
import { useTestApp } from '../../test/use-test-app.js';
import { rowCount } from '../../test/fixtures.js';
import { MARKETING } from '../../test/demo-users.js';

const t = useTestApp();

const URL = '/api/staff/content-files';
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);

const data = (fields: Record<string, unknown>): Part => ({
  name: 'data',
  value: JSON.stringify({ kind: 'doc', name: 'Monteringsanvisning', folder: 'Manualer', market: 'no', language: 'no', ...fields }),
});
const file = (filename: string, bytes: Buffer, type = 'application/octet-stream'): Part => ({ name: 'file', filename, type, bytes });
const upload = (parts: Part[]) => postMultipart(t, MARKETING, URL, parts);
const count = () => rowCount(t, 'content_file');
const folders = async (market: string) =>
  (await t.app.inject({ method: 'GET', url: `/mediaApi/files?market=${market}&contentType=doc` })).json().folders as {
    name: string;
    items: { name: string; url: string }[];
  }[];

describe('media files of the content desk', () => {
  it('answers 403 to dealers and to staff without marketing', async () => {
    const parts = [data({}), file('a.pdf', PDF)];
    expect((await postMultipart(t, 'ola@reseller-no.test', URL, parts)).json().code).toBe('STAFF_ONLY');
    expect((await postMultipart(t, 'service@manufacturer.test', URL, parts)).json().code).toBe('STAFF_ROLE_REQUIRED');
    expect((await t.call('sales@manufacturer.test', 'GET', URL)).json().code).toBe('STAFF_ROLE_REQUIRED');
    expect((await t.call('ola@reseller-no.test', 'DELETE', `${URL}/00000000-0000-4000-8000-000000000000`)).statusCode).toBe(403);
    expect((await t.call(MARKETING, 'GET', URL)).statusCode).toBe(200);
  });

  it('uploads a document into a list of one market, which the dealers there can download at once', async () => {
    const created = await upload([data({}), file('Montering Ovn 7 (NO).pdf', PDF, 'application/pdf')]);
    expect(created.statusCode).toBe(200);
    const row = created.json();
    expect(row).toMatchObject({
      kind: 'doc',
      name: 'Monteringsanvisning',
      folder: 'Manualer',
      fileName: 'Montering_Ovn_7_NO_.pdf',
      mimeType: 'application/pdf',
    });
    const listed = (await folders('no')).find((f) => f.name === 'Manualer')?.items.map((i) => i.url);
    expect(listed).toContain(row.url);
    expect((await folders('se')).flatMap((f) => f.items.map((i) => i.url))).not.toContain(row.url);
    const download = await t.app.inject({ method: 'GET', url: row.url });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect(download.headers['cache-control']).toBe('public, no-cache');

    const audit = await t.database.db.selectFrom('audit_log').selectAll().where('object_id', '=', row.id).execute();
    expect(audit.map((a) => a.action)).toEqual(['content-file.upload']);
  });

  it('refuses a file whose bytes do not fit its kind, and keeps nothing of it', async () => {
    const before = await count();
    const text = await upload([data({}), file('notes.pdf', Buffer.from('plain text, not a PDF'))]);
    expect(text.json()).toMatchObject({ statusCode: 400, field: 'file', key: 'content-desk.validation.file-type' });
    const pdfAsPicture = await upload([data({ kind: 'picture', folder: null }), file('photo.png', PDF)]);
    expect(pdfAsPicture.json()).toMatchObject({ statusCode: 400, field: 'file' });
    const noFolder = await upload([data({ folder: null }), file('a.pdf', PDF)]);
    expect(noFolder.json()).toMatchObject({ statusCode: 400, field: 'folder' });
    expect((await upload([data({})])).json()).toMatchObject({ statusCode: 400, field: 'file' });
    const badJson = await upload([{ name: 'data', value: '{not json' }, file('a.pdf', PDF)]);
    expect(badJson.json()).toMatchObject({ statusCode: 400, field: 'data' });
    expect(await count()).toBe(before);
  });

  it('renames and moves a file, and replaces its bytes behind the same address', async () => {
    const { id, url } = (await upload([data({ name: 'Prisliste' }), file('priser.pdf', PDF)])).json();
    const moved = await t.call(MARKETING, 'PUT', `${URL}/${id}`, {
      kind: 'doc',
      name: 'Prisliste 2027',
      folder: 'Priser',
      market: null,
      language: 'no',
    });
    expect(moved.json()).toMatchObject({ name: 'Prisliste 2027', folder: 'Priser', market: null });
    // Every market that reads Norwegian now lists it.
    expect((await folders('se')).find((f) => f.name === 'Priser')).toBeUndefined();
    expect((await folders('no')).find((f) => f.name === 'Priser')?.items).toEqual([{ name: 'Prisliste 2027', url }]);

    const first = await t.app.inject({ method: 'GET', url });
    const newer = Buffer.concat([PDF, Buffer.from('% revised\n')]);
    const replaced = await sendMultipart(t, MARKETING, 'PUT', `${URL}/${id}/file`, [file('priser.pdf', newer)]);
    expect(replaced.json()).toMatchObject({ id, url, sizeBytes: newer.length });
    const second = await t.app.inject({ method: 'GET', url });
    expect(second.rawPayload.equals(newer)).toBe(true);
    expect(second.headers.etag).not.toBe(first.headers.etag);
    // A cache holding the old bytes is told they changed.
    const revalidated = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(revalidated.statusCode).toBe(200);

    const actions = await t.database.db.selectFrom('audit_log').select('action').where('object_id', '=', id).orderBy('id').execute();
    expect(actions.map((a) => a.action)).toEqual(['content-file.upload', 'content-file.update', 'content-file.replace']);
  });

  it('keeps a picture an article shows, and deletes it once no article does', async () => {
    const picture = (
      await upload([data({ kind: 'picture', name: 'Vinter', folder: null, market: null, language: null }), file('vinter.png', PNG)])
    ).json();
    expect(picture).toMatchObject({ kind: 'picture', mimeType: 'image/png' });
    const article = await t.call(MARKETING, 'POST', '/api/staff/articles', {
      market: 'no',
      language: 'no',
      title: 'Vinterkampanje',
      abstract: 'Kampanje på peisovner.',
      content: '<p>Kampanje.</p>',
      status: 'draft',
      publishedAt: new Date().toISOString(),
      flagged: false,
      youtube: null,
      imageId: picture.id,
    });
    expect(article.json()).toMatchObject({ imageId: picture.id, imageUrl: picture.url });

    expect((await t.call(MARKETING, 'DELETE', `${URL}/${picture.id}`)).json()).toMatchObject({ statusCode: 409, code: 'FILE_IN_USE' });
    await t.call(MARKETING, 'PUT', `/api/staff/articles/${article.json().id}`, {
      ...(article.json() as Record<string, unknown>),
      youtube: null,
      imageId: null,
    });
    const deleted = await t.call(MARKETING, 'DELETE', `${URL}/${picture.id}`);
    expect(deleted.json()).toEqual({ id: picture.id });
    expect((await t.app.inject({ method: 'GET', url: picture.url })).statusCode).toBe(404);
    expect((await t.call(MARKETING, 'DELETE', `${URL}/${picture.id}`)).statusCode).toBe(404);
  });

  it('links a video to one of the pictures as its thumbnail, which the video list of the dealers shows at once', async () => {
    const WEBM = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d]);
    const picture = (
      await upload([data({ kind: 'picture', name: 'Stillbild', folder: null, market: null, language: null }), file('still.png', PNG)])
    ).json();
    const doc = (await upload([data({}), file('manual.pdf', PDF)])).json();
    const video = (
      await upload([data({ kind: 'video', name: 'Montering', folder: null, market: 'no', language: 'no' }), file('montering.webm', WEBM)])
    ).json();
    expect(video).toMatchObject({ kind: 'video', thumbnailId: null, thumbnailUrl: null });

    const fields = { kind: 'video', name: 'Montering', folder: null, market: 'no', language: 'no' };
    const refused = await t.call(MARKETING, 'PUT', `${URL}/${video.id}`, { ...fields, thumbnailId: doc.id });
    expect(refused.json()).toMatchObject({ statusCode: 400, field: 'thumbnailId', key: 'content-desk.validation.thumbnail' });
    const linked = await t.call(MARKETING, 'PUT', `${URL}/${video.id}`, { ...fields, thumbnailId: picture.id });
    expect(linked.json()).toMatchObject({ thumbnailId: picture.id, thumbnailUrl: picture.url });

    const videos = (await t.app.inject({ method: 'GET', url: '/mediaApi/videos?market=no' })).json().videos;
    expect(videos.find((v: { url: string }) => v.url === video.url)).toMatchObject({ thumbnail: picture.url });
    expect((await t.call(MARKETING, 'DELETE', `${URL}/${picture.id}`)).json().code).toBe('FILE_IN_USE');
  });

  it('lists the files by kind, market and a part of the name', async () => {
    const list = await t.call(MARKETING, 'GET', `${URL}?kind=doc&market=no&search=monterings`);
    expect(list.json().items.length).toBeGreaterThan(0);
    for (const item of list.json().items) expect(item).toMatchObject({ kind: 'doc', market: 'no' });
    const pictures = await t.call(MARKETING, 'GET', `${URL}?kind=picture&pageSize=10`);
    for (const item of pictures.json().items) expect(item.kind).toBe('picture');
  });
});
