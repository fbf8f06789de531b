import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { settingsScript } from './web-page.js';

/** The web app's page as served: its settings written in, its inline scripts allowed by their hashes. */

let t: TestApp;
let webDist: string;
const WARM_START = 'document.documentElement.dataset.warm = "1"';
const built = (marker: string) =>
  `<!doctype html><html lang="sv"><head><script defer src="/portal-config.js"></script><script>${WARM_START}</script></head><body>${marker}</body></html>`;
const sha = (code: string) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;

beforeAll(async () => {
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-web-'));
  await fs.writeFile(path.join(webDist, 'index.html'), built('first build'));
  t = await createTestApp({ webDist });
});
afterAll(async () => {
  await t?.close();
  await fs.rm(webDist, { recursive: true, force: true });
});

const page = (url = '/home') => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

describe("the web app's page", () => {
  it('carries its settings, the same as /portal-config.js gives, instead of asking for them', async () => {
    const res = await page();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const settings = (await t.app.inject({ method: 'GET', url: '/portal-config.js' })).body;
    expect(settings).toMatch(/^window\.__PORTAL_CONFIG__=\{"authority":/);
    expect(res.body).toContain(`<head><script>${settings}</script><script>${WARM_START}</script>`);
    expect(res.body).not.toContain('/portal-config.js');
    expect((await page('/')).body).toBe(res.body);
  });

  it('goes out compressed as the browser takes it, brotli first', async () => {
    const plain = (await page()).body;
    for (const [accepted, encoding, decode] of [
      ['gzip, deflate, br, zstd', 'br', zlib.brotliDecompressSync],
      ['gzip', 'gzip', zlib.gunzipSync],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: '/home', headers: { accept: 'text/html', 'accept-encoding': accepted } });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['vary']).toMatch(/accept-encoding/i);
      expect(decode(res.rawPayload).toString('utf8')).toBe(plain);
    }
  });

  it('allows exactly its two inline scripts, the settings and the warm start, by their hashes', async () => {
    const res = await page('/orders');
    const settings = (await t.app.inject({ method: 'GET', url: '/portal-config.js' })).body;
    const scriptSrc = String(res.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.trim().startsWith('script-src'));
    expect(scriptSrc?.trim()).toBe(`script-src 'self' ${sha(settings)} ${sha(WARM_START)}`);
  });

  it('carries a validator, the same in every encoding: a browser holding the page is told 304', async () => {
    const first = await page();
    const etag = String(first.headers['etag']);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const br = await t.app.inject({ method: 'GET', url: '/home', headers: { accept: 'text/html', 'accept-encoding': 'br' } });
    expect(br.headers['etag']).toBe(etag);
    for (const held of [etag, `W/"older", ${etag}`, etag.replace(/^W\//, ''), '*']) {
      const again = await t.app.inject({ method: 'GET', url: '/orders', headers: { accept: 'text/html', 'if-none-match': held } });
      expect(again.statusCode, held).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers['etag']).toBe(etag);
      expect(again.headers['cache-control']).toBe('no-cache');
    }
    const changed = await t.app.inject({ method: 'GET', url: '/home', headers: { accept: 'text/html', 'if-none-match': 'W/"older"' } });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toBe(first.body);
  });

  it('goes out as built, asking for its settings, once built anew after the start (the policy knows only the first)', async () => {
    const before = String((await page()).headers['etag']);
    const file = path.join(webDist, 'index.html');
    await fs.writeFile(file, built('second build'));
    const later = new Date(Date.now() + 5000);
    await fs.utimes(file, later, later);
    const res = await page();
    expect(res.body).toBe(built('second build'));
    // A new build is a new page: the copy a browser holds is no longer current.
    expect(res.headers['etag']).not.toBe(before);
    const held = await t.app.inject({ method: 'GET', url: '/home', headers: { accept: 'text/html', 'if-none-match': before } });
    expect(held.statusCode).toBe(200);
  });
});

describe('settingsScript', () => {
  it('writes settings that cannot end the script they stand in', () => {
    const script = settingsScript({ contentApiUrl: 'https://cdn.example/</script><script>alert(1)</script>' });
    expect(script).not.toContain('</script>');
    expect(JSON.parse(script.slice('window.__PORTAL_CONFIG__='.length, -1))).toEqual({
      contentApiUrl: 'https://cdn.example/</script><script>alert(1)</script>',
    });
  });
});
