import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { postSignInForm } from '../../test/oidc-flow.js';
import { SIGN_IN_THROTTLE } from './sign-in-throttle.js';

const apps: TestApp[] = [];
afterAll(async () => {
  await Promise.all(apps.map((t) => t.close()));
});

/** Posts the sign-in page's form from `remoteAddress` with the given headers; answers where the provider sent it. */
const signIn = (t: TestApp, remoteAddress: string, headers: Record<string, string>, username: string, password: string) =>
  postSignInForm(t.app, t.config, { remoteAddress, headers }, username, password);

/** The addresses the throttle counted failures for, for one account name. */
const countedAddresses = async (t: TestApp, username: string) =>
  (await t.database.db.selectFrom('sign_in_failure').select('address').where('account_key', '=', username).execute()).map((r) => r.address);

describe('TRUST_PROXY', () => {
  it('with one trusted hop counts the address the proxy saw, whatever the client wrote before it', async () => {
    const t = await createTestApp({ env: { TRUST_PROXY: '1' } });
    apps.push(t);
    // The balancer (127.0.0.10) appends the address it saw (203.0.113.7) to what the client sent.
    const through = (forged: string) => ({ 'x-forwarded-for': `${forged}, 203.0.113.7` });
    await signIn(t, '127.0.0.10', through('198.51.100.1'), 'nobody-1@example.test', 'wrong');
    expect(await countedAddresses(t, 'nobody-1@example.test')).toEqual(['203.0.113.7']);

    // Spraying many names, each with another forged entry, still meets the one address's limit.
    let location = '';
    for (let i = 0; i <= SIGN_IN_THROTTLE.addressLimit; i++) {
      location = await signIn(t, '127.0.0.10', through(`198.51.100.${i + 2}`), `spray-${i}@example.test`, 'wrong');
    }
    expect(location).toContain('error=rate-limited');
    // A user behind another address is not held back.
    expect(await signIn(t, '127.0.0.10', { 'x-forwarded-for': '203.0.113.8' }, 'ola@reseller-no.test', 'portal')).toContain('/idp/auth/');
  });

  it('with a list of proxies counts a request from elsewhere by its socket address', async () => {
    const t = await createTestApp({ env: { TRUST_PROXY: '10.0.0.0/8, 192.0.2.1' } });
    apps.push(t);
    await signIn(t, '127.0.0.20', { 'x-forwarded-for': '198.51.100.50' }, 'nobody-2@example.test', 'wrong');
    await signIn(t, '10.1.2.3', { 'x-forwarded-for': '198.51.100.60' }, 'nobody-2@example.test', 'wrong');
    expect((await countedAddresses(t, 'nobody-2@example.test')).sort()).toEqual(['127.0.0.20', '198.51.100.60']);
  });
});
