import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

/** What every answer says about itself: browser features, caching, compression, and the root page. */

let t: TestApp;
let webDist: string;
const WARM_START = 'document.documentElement.dataset.warm = "ö"';
const INDEX = `<!doctype html><html lang="sv"><title>Återförsäljarportalen</title><script>${WARM_START}</script></html>`;
const ANNA = 'anna@reseller-se.test';

beforeAll(async () => {
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-web-'));
  await fs.writeFile(path.join(webDist, 'index.html'), INDEX);
  t = await createTestApp({ webDist });
});
afterAll(async () => {
  await t?.close();
  await fs.rm(webDist, { recursive: true, force: true });
});

const get = async (url: string, headers: Record<string, string> = {}, as?: string) =>
  t.app.inject({ method: 'GET', url, headers: { ...headers, ...(as ? { authorization: `Bearer ${await t.tokenFor(as)}` } : {}) } });

describe('Permissions-Policy', () => {
  it('turns camera, microphone and geolocation off on API answers, pages and the sign-in provider', async () => {
    const answers = [
      await get('/api/reseller/myContact', {}, ANNA),
      await get('/api/reseller/myContact'),
      await get('/mediaApi/contact?renderType=textData'),
      await get('/', { accept: 'text/html' }),
      await get('/idp/.well-known/openid-configuration'),
    ];
    for (const res of answers) expect(res.headers['permissions-policy'], res.raw.req.url).toBe('camera=(), microphone=(), geolocation=()');
  });
});

describe('Content-Security-Policy of the page', () => {
  it("allows the built page's own inline script by its hash, and no other inline script", async () => {
    const policy = String((await get('/home', { accept: 'text/html' })).headers['content-security-policy']);
    const scriptSrc = policy.split(';').find((directive) => directive.trim().startsWith('script-src'));
    const hash = createHash('sha256').update(WARM_START, 'utf8').digest('base64');
    expect(scriptSrc?.trim()).toBe(`script-src 'self' 'sha256-${hash}'`);
  });
});

describe('Cache-Control', () => {
  it('keeps every signed-in answer, and the refusal of one, out of any cache', async () => {
    expect((await get('/api/reseller/myContact', {}, ANNA)).headers['cache-control']).toBe('no-store');
    expect((await get('/api/order/openOrders?amount=3', {}, ANNA)).headers['cache-control']).toBe('no-store');
    expect((await get('/api/staff/me', {}, 'backoffice@manufacturer.test')).headers['cache-control']).toBe('no-store');
    const refused = await get('/api/reseller/myContact');
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('leaves the public content its own revalidated caching', async () => {
    expect((await get('/mediaApi/contact?renderType=textData')).headers['cache-control']).toBe('public, no-cache');
  });

  it('lets caches keep the API document, which changes with a deploy, asking again on each use: 304 while unchanged', async () => {
    for (const url of ['/api/docs/json', '/api/docs/yaml']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control']).toBe('public, no-cache');
      const etag = String(res.headers['etag']);
      expect(etag).toMatch(/^W\/"[\w-]+"$/);
      expect((await get(url, { 'accept-encoding': 'br' })).headers['etag']).toBe(etag);
      const held = await get(url, { 'if-none-match': etag });
      expect(held.statusCode, url).toBe(304);
      expect(held.body).toBe('');
      expect(held.headers['etag']).toBe(etag);
      expect((await get(url, { 'if-none-match': 'W/"older"' })).body).toBe(res.body);
    }
    expect((await get('/api/docs/json')).headers['etag']).not.toBe((await get('/api/docs/yaml')).headers['etag']);
  });
});

describe('compression', () => {
  it('sends a JSON answer above 1 KB with brotli or gzip, as the client takes it', async () => {
    const plain = await get('/api/docs/json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const br = await get('/api/docs/json', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await get('/api/docs/json', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('sends a large JSON answer compressed whole with its length, by the encoding the client prefers', async () => {
    const plain = await get('/api/docs/json');
    expect(plain.body.length).toBeGreaterThan(64 * 1024);
    const br = await get('/api/docs/json', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await get('/api/docs/json', { 'accept-encoding': 'br;q=0.5, gzip;q=0.8' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(Number(gzip.headers['content-length'])).toBe(gzip.rawPayload.length);
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    for (const refused of ['identity', 'br;q=0, gzip;q=0']) {
      const res = await get('/api/docs/json', { 'accept-encoding': refused });
      expect(res.headers['content-encoding'], refused).toBeUndefined();
      expect(res.body).toBe(plain.body);
    }
  });

  it('compresses a signed-in list and leaves an answer under 1 KB as it is', async () => {
    const list = await get('/api/order/openOrders?amount=999', { 'accept-encoding': 'br' }, ANNA);
    expect(list.statusCode).toBe(200);
    const text = zlib.brotliDecompressSync(list.rawPayload).toString();
    expect(text.length).toBeGreaterThan(1024);
    expect(list.headers['content-encoding']).toBe('br');
    expect(list.headers['cache-control']).toBe('no-store');

    const small = await get('/api/reseller/myContact', { 'accept-encoding': 'br' }, ANNA);
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ emailaddress1: ANNA });
  });
});

describe('GET /', () => {
  it('answers the web app to every client that takes a page, as curl and uptime monitors ask', async () => {
    for (const headers of [{} as Record<string, string>, { accept: '*/*' }, { accept: 'text/html,application/xhtml+xml' }]) {
      const res = await get('/', headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toBe(INDEX);
    }
    expect((await get('/?utm_source=monitor')).statusCode).toBe(200);
    const head = await t.app.inject({ method: 'HEAD', url: '/' });
    expect(head.statusCode).toBe(200);
  });

  it('still answers an unknown API address with a JSON 404, and a client that takes only JSON no page', async () => {
    const api = await get('/api/nothing-here', { accept: 'text/html' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await get('/orders', { accept: 'text/html' })).body).toBe(INDEX);
    expect((await get('/orders')).body).toBe(INDEX);
    expect((await get('/', { accept: 'application/json' })).json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('path parameters', () => {
  it('reads a file name of 200 characters, and answers a longer path part with a JSON 414', async () => {
    const long = await get(`/mediaApi/file/00000000-0000-4000-8000-000000000000/${'n'.repeat(196)}.pdf`);
    expect(long.statusCode).toBe(404);
    const tooLong = await get(`/mediaApi/file/00000000-0000-4000-8000-000000000000/${'n'.repeat(300)}.pdf`);
    expect(tooLong.statusCode).toBe(414);
    expect(tooLong.json()).toEqual({ statusCode: 414, code: 'URI_TOO_LONG', message: expect.any(String), requestId: expect.any(String) });
  });
});
