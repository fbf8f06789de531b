import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type PortalApp } from '../app.js';
import { createResponseCheck } from '../test/response-check.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/** The two apps' pages at their addresses: every screen's address answers its page, any other address of an app 404. */

let t: TestApp;
let app: PortalApp;
let dists: string[] = [];
const responses = createResponseCheck();
const WEB_PAGE = '<!doctype html><html lang="sv"><title>web app</title></html>';
const BACKOFFICE_PAGE = '<!doctype html><html lang="sv"><title>back office</title></html>';

async function built(page: string, file?: string) {
  const dist = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-web-'));
  await fs.writeFile(path.join(dist, 'index.html'), page);
  if (file) {
    await fs.mkdir(path.join(dist, 'assets'));
    await fs.writeFile(path.join(dist, 'assets', file), 'export {};');
  }
  dists.push(dist);
  return dist;
}

beforeAll(async () => {
  t = await createTestApp();
  // The test app serves the web app only; this one on its database serves both, as main.ts does.
  const [webDist, backofficeDist] = [await built(WEB_PAGE, 'entry-abc123.js'), await built(BACKOFFICE_PAGE, 'main-def456.js')];
  app = await buildApp({
    config: t.config,
    database: t.database,
    fileStore: t.fileStore,
    webDist,
    backofficeDist,
    checkResponses: responses.install,
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await t?.close();
  await Promise.all(dists.map((dist) => fs.rm(dist, { recursive: true, force: true })));
  dists = [];
  responses.assertNone();
});

const get = (url: string, accept?: string, method: 'GET' | 'HEAD' = 'GET') =>
  app.inject({ method, url, headers: accept === undefined ? {} : { accept } });

/** What browsers, monitors, link checkers and mail scanners send. */
const PAGE_TAKERS = [
  undefined,
  '*/*',
  'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'application/json, text/plain, */*',
  'image/avif,image/webp,*/*;q=0.8',
];
const varies = (res: { headers: Record<string, unknown> }) =>
  String(res.headers['vary'])
    .toLowerCase()
    .split(/\s*,\s*/);

/** Asks for the address as each client that takes a page does: each gets the page with this status, varying by Accept. */
async function expectPageAt(url: string, page: string, status: 200 | 404) {
  for (const accept of PAGE_TAKERS) {
    const res = await get(url, accept);
    expect(res.statusCode, `${url} ${accept}`).toBe(status);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toBe(page);
    expect(varies(res)).toContain('accept');
    // A validator for the page itself only: a 404 is no copy of anything to revalidate.
    expect(res.headers['etag'] !== undefined).toBe(status === 200);
  }
}

describe('a screen’s address', () => {
  it('answers its app’s page to every client that takes a page, a deep link as the root', async () => {
    const addresses = [
      ['/', WEB_PAGE],
      ['/home', WEB_PAGE],
      ['/orders/400019', WEB_PAGE],
      ['/Home/?utm_source=mail', WEB_PAGE],
      ['/complaint', WEB_PAGE],
      ['/reset-password/abc', WEB_PAGE],
      ['/backoffice', BACKOFFICE_PAGE],
      ['/backoffice/', BACKOFFICE_PAGE],
      ['/backoffice/orders', BACKOFFICE_PAGE],
      ['/backoffice/orders/400019', BACKOFFICE_PAGE],
    ] as const;
    for (const [url, page] of addresses) {
      await expectPageAt(url, page, 200);
      const head = await get(url, '*/*', 'HEAD');
      expect(head.statusCode, `HEAD ${url}`).toBe(200);
      expect(head.headers['content-type']).toMatch(/^text\/html/);
    }
  });

  it('tells a client that takes only JSON 404 in JSON, which is why the answers vary by Accept', async () => {
    for (const url of ['/', '/home', '/backoffice/orders']) {
      for (const accept of ['application/json', 'application/problem+json, application/json;q=0.9', 'application/json, text/html;q=0']) {
        const res = await get(url, accept);
        expect(res.statusCode, `${url} ${accept}`).toBe(404);
        expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
        expect(varies(res)).toContain('accept');
      }
    }
  });
});

describe('an unknown address of an app', () => {
  it('answers its app’s page, which shows the not-found screen, with 404', async () => {
    const addresses = [
      ['/no-such-screen', WEB_PAGE],
      ['/orders/400019/lines', WEB_PAGE],
      ['/NotFound', WEB_PAGE],
      ['/invitation/', WEB_PAGE],
      ['/backoffices', WEB_PAGE],
      ['/backoffice/no-such-desk', BACKOFFICE_PAGE],
      ['/backoffice/orders/400019/lines', BACKOFFICE_PAGE],
    ] as const;
    for (const [url, page] of addresses) await expectPageAt(url, page, 404);
    expect((await get('/no-such-screen', 'application/json')).json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('the API’s own addresses and the built files', () => {
  it('answer as before: an unknown API address 404 in JSON whatever the client takes, another method no page', async () => {
    for (const url of ['/api/nothing-here', '/api', '/mediaApi/nothing-here']) {
      for (const accept of ['text/html', '*/*', undefined]) {
        const res = await get(url, accept);
        expect(res.statusCode, `${url} ${accept}`).toBe(404);
        expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
        expect(res.headers['vary'] ?? '').not.toMatch(/\baccept\b(?!-)/i);
      }
    }
    // The sign-in provider answers its own addresses.
    const provider = await get('/idp/nothing-here', 'text/html');
    expect(provider.statusCode).toBe(404);
    expect(provider.body).not.toBe(WEB_PAGE);
    const post = await app.inject({ method: 'POST', url: '/home', headers: { accept: 'text/html' } });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('serve a built file as it is, kept for a year', async () => {
    for (const url of ['/assets/entry-abc123.js', '/backoffice/assets/main-def456.js']) {
      const res = await get(url, '*/*');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.body).toBe('export {};');
    }
  });
});
