import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

/** Helmet's headers, built once, on pages and files; a JSON answer's short set on the API's JSON; the sign-in provider's own policy on its pages. */

let t: TestApp;
const ANNA = 'anna@reseller-se.test';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const ADMIN = 'admin@reseller-se.test';
const firstInvoicePdf = async () => {
  const invoice = await t.database.db
    .selectFrom('invoice')
    .select('invoice_number')
    .where('customer_number', '=', '10001')
    .executeTakeFirstOrThrow();
  return `/api/invoice/invoicePdf?invoiceNumber=${invoice.invoice_number}`;
};

const get = async (url: string, as?: string) =>
  t.app.inject({ method: 'GET', url, headers: as ? { authorization: `Bearer ${await t.tokenFor(as)}` } : {} });

describe('security headers', () => {
  it('gives JSON answers of the API, refusals and unknown addresses the headers a JSON answer needs', async () => {
    for (const res of [await get('/api/reseller/myContact', ANNA), await get('/api/reseller/myContact'), await get('/api/no-such-call')]) {
      expect(res.headers['content-type'], res.raw.req.url).toMatch(/json/);
      expect(res.headers['content-security-policy'], res.raw.req.url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=()');
      // Nothing only a page needs: the answer is smaller for it.
      expect(res.headers['x-dns-prefetch-control']).toBeUndefined();
      expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
    }
  });

  it('gives pages, and whatever else an API call answers, the portal’s policy and helmet’s other headers', async () => {
    const pdf = await t.app.inject({
      method: 'GET',
      url: await firstInvoicePdf(),
      headers: { authorization: `Bearer ${await t.tokenFor(ADMIN)}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toMatch(/^application\/pdf/);
    for (const res of [pdf, await get('/healthz'), await get('/')]) {
      const csp = String(res.headers['content-security-policy']);
      expect(csp, res.raw.req.url).toContain("default-src 'self'");
      expect(csp).toContain('frame-src');
      expect(csp).toContain('https://www.youtube-nocookie.com');
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=()');
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
