import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

/** Helmet's headers, built once for the portal's routes, and the sign-in provider's own policy on its pages. */

let t: TestApp;
const ANNA = 'anna@reseller-se.test';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = async (url: string, as?: string) =>
  t.app.inject({ method: 'GET', url, headers: as ? { authorization: `Bearer ${await t.tokenFor(as)}` } : {} });

describe('security headers', () => {
  it('gives API answers, refusals and unknown addresses the portal’s policy and helmet’s other headers', async () => {
    for (const res of [await get('/api/reseller/myContact', ANNA), await get('/api/reseller/myContact'), await get('/api/no-such-call')]) {
      const csp = String(res.headers['content-security-policy']);
      expect(csp, res.raw.req.url).toContain("default-src 'self'");
      expect(csp).toContain('frame-src');
      expect(csp).toContain('https://www.youtube-nocookie.com');
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    }
  });

  it('gives the sign-in provider’s pages their own policy, once', async () => {
    const res = await get('/idp/.well-known/openid-configuration');
    const csp = res.headers['content-security-policy'];
    expect(typeof csp).toBe('string');
    expect(csp).toMatch(/script-src 'sha256-/);
    expect(csp).not.toContain('youtube');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
