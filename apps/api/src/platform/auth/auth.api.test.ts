import { generateKeyPair, exportJWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { decodeJwt, signInThroughProvider } from '../../test/oidc-flow.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logLevel: 'info' });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('bearer tokens', () => {
  it('answers 401 with a JSON body when there is no token', async () => {
    const res = await get('/api/reseller/myContact');
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });
  });

  it('answers 401 for an expired token', async () => {
    const token = await t.tokenFor('anna@reseller-se.test', {}, { expiresIn: -120 });
    const res = await get('/api/reseller/myContact', token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'TOKEN_EXPIRED' });
  });

  it('answers 401 for a token signed with another key', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const forged = await t.tokenFor('anna@reseller-se.test', {}, { key: { ...(await exportJWK(privateKey)), kid: 'forged' } });
    const res = await get('/api/reseller/myContact', forged);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'INVALID_TOKEN' });
  });

  it('answers 401 for a token whose signature was tampered with', async () => {
    const token = await t.tokenFor('anna@reseller-se.test');
    const [h, p, s] = token.split('.');
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString()) as Record<string, unknown>;
    const tampered = `${h}.${Buffer.from(JSON.stringify({ ...payload, customer_number: '20001' })).toString('base64url')}.${s}`;
    expect((await get('/api/reseller/myContact', tampered)).statusCode).toBe(401);
  });

  it('answers 401 for a token for another audience', async () => {
    const token = await t.tokenFor('anna@reseller-se.test', {}, { audience: 'urn:some-other-api' });
    const res = await get('/api/reseller/myContact', token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'INVALID_TOKEN' });
  });

  it('answers 200 for a valid token and resolves the caller from the database', async () => {
    const res = await get('/api/reseller/myContact', await t.tokenFor('anna@reseller-se.test'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ emailaddress1: 'anna@reseller-se.test', firstname: 'Anna' });
  });

  it('answers 403 NO_ACCESS for an inactive user, whatever the token claims', async () => {
    const res = await get('/api/reseller/myContact', await t.tokenFor('inactive@reseller-se.test', { Roles: 'Portal Admin,Reseller' }));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'NO_ACCESS' });
  });

  it('answers 401 for a token with the forgot-password flag', async () => {
    const res = await get('/api/reseller/myContact', await t.tokenFor('reset@reseller-se.test', { forgot_password: true }));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'PASSWORD_RESET_REQUIRED' });
  });

  it('answers 403 when the token names another customer than the stored contact', async () => {
    const res = await get('/api/reseller/myContact', await t.tokenFor('anna@reseller-se.test', { customer_number: '20001' }));
    expect(res.statusCode).toBe(403);
  });

  it('answers 403 insufficient_scope for a token without Portal.Access, with the RFC 6750 challenge', async () => {
    for (const scope of [undefined, 'openid profile', 'Portal.Accessible']) {
      const res = await get('/api/reseller/myContact', await t.tokenFor('anna@reseller-se.test', { scope }));
      expect(res.statusCode, String(scope)).toBe(403);
      expect(res.json()).toMatchObject({ code: 'INSUFFICIENT_SCOPE' });
      expect(res.headers['www-authenticate']).toBe('Bearer error="insufficient_scope", scope="Portal.Access"');
    }
    // Staff calls need it too.
    const staff = await get('/api/staff/me', await t.tokenFor('backoffice@manufacturer.test', { scope: 'openid' }));
    expect(staff.statusCode).toBe(403);
    expect(staff.json()).toMatchObject({ code: 'INSUFFICIENT_SCOPE' });
  });

  it('takes Portal.Access as Entra ID writes it: in scp, alone or with the API address', async () => {
    for (const claims of [
      { scope: undefined, scp: 'Portal.Access' },
      { scope: undefined, scp: ['User.Read', 'Portal.Access'] },
      { scope: 'api://dealer-portal/Portal.Access' },
    ]) {
      const res = await get('/api/reseller/myContact', await t.tokenFor('anna@reseller-se.test', claims));
      expect(res.statusCode, JSON.stringify(claims)).toBe(200);
    }
  });

  it('says why a token was refused in WWW-Authenticate', async () => {
    expect((await get('/api/reseller/myContact')).headers['www-authenticate']).toBe('Bearer');
    const expired = await get('/api/reseller/myContact', await t.tokenFor('anna@reseller-se.test', {}, { expiresIn: -120 }));
    expect(expired.headers['www-authenticate']).toMatch(/^Bearer error="invalid_token", error_description="The token has expired"$/);
  });

  it('follows a change of the stored access level at the next request', async () => {
    const token = await t.tokenFor('sofia.ek@reseller-se.test');
    expect((await get('/api/reseller/myContact', token)).statusCode).toBe(200);
    await t.database.db.updateTable('contact').set({ access_level: 'none' }).where('email', '=', 'sofia.ek@reseller-se.test').execute();
    expect((await get('/api/reseller/myContact', token)).statusCode).toBe(403);
  });
});

it('answers 401 for a token from another issuer', async () => {
  const token = await t.tokenFor('anna@reseller-se.test', {}, { issuer: 'https://login.example.test' });
  expect((await get('/api/reseller/myContact', token)).statusCode).toBe(401);
});

describe('the embedded identity provider', () => {
  it('signs a demo user in and issues tokens with the portal claims', async () => {
    const result = await signInThroughProvider(t.app, t.config, 'admin@reseller-se.test', 'portal');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const access = decodeJwt(result.accessToken);
    expect(access).toMatchObject({
      iss: t.config.oidc.issuer,
      aud: t.config.oidc.audience,
      market: 'se',
      customer_number: '10001',
      given_name: 'Erik',
      family_name: 'Johansson',
      Roles: 'Portal Admin,Reseller',
      forgot_password: false,
    });
    expect(String(access['scope'])).toContain('Portal.Access');
    const id = decodeJwt(result.idToken);
    expect(id).toMatchObject({ market: 'se', given_name: 'Erik', Roles: 'Portal Admin,Reseller' });
    const me = await get('/api/reseller/myContact', result.accessToken);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ emailaddress1: 'admin@reseller-se.test' });
  });

  it('puts market, customer and the forgot-password flag of each demo account into its token; a flagged account gets a reset link instead', async () => {
    const cases = [
      { email: 'ola@reseller-no.test', market: 'no', customer: '20001', roles: 'Reseller', reset: false },
      { email: 'jonas@reseller-de.test', market: 'de', customer: '30001', roles: 'Portal Admin,Reseller', reset: false },
      { email: 'mia@reseller-fi.test', market: 'fi', customer: '40001', roles: 'Reseller', reset: false },
      { email: 'reset@reseller-se.test', market: 'se', customer: '10001', roles: 'Reseller', reset: true },
      { email: 'inactive@reseller-se.test', market: 'se', customer: '10001', roles: '', reset: false },
    ];
    for (const c of cases) {
      const result = await signInThroughProvider(t.app, t.config, c.email, 'portal');
      if (c.reset) {
        // The embedded provider sends the reset link; an external one would set the claim.
        expect(result, c.email).toMatchObject({ ok: false, loginLocation: expect.stringContaining('error=reset-required') });
        continue;
      }
      expect(result.ok, c.email).toBe(true);
      if (!result.ok) continue;
      expect(decodeJwt(result.accessToken), c.email).toMatchObject({
        market: c.market,
        customer_number: c.customer,
        Roles: c.roles,
        forgot_password: c.reset,
      });
    }
  });

  it('renews the session with the refresh token, as the browser does silently', async () => {
    const result = await signInThroughProvider(t.app, t.config, 'ola@reseller-no.test', 'portal');
    if (!result.ok || !result.refreshToken) throw new Error('no refresh token issued');
    const renew = await t.app.inject({
      method: 'POST',
      url: '/idp/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: result.refreshToken,
        client_id: t.config.oidc.clientId,
        resource: t.config.oidc.audience,
      }).toString(),
    });
    expect(renew.statusCode).toBe(200);
    const renewed = renew.json<{ access_token: string }>().access_token;
    expect(renewed).not.toBe(result.accessToken);
    expect(decodeJwt(renewed)).toMatchObject({ market: 'no', customer_number: '20001' });
    expect((await get('/api/reseller/myContact', renewed)).json()).toMatchObject({ emailaddress1: 'ola@reseller-no.test' });
  });

  it('puts the stored access level into the next token', async () => {
    await t.database.db
      .updateTable('contact')
      .set({ access_level: 'Portal Admin,Reseller' })
      .where('email', '=', 'lena.weber@reseller-de.test')
      .execute();
    const result = await signInThroughProvider(t.app, t.config, 'lena.weber@reseller-de.test', 'portal');
    if (!result.ok) throw new Error('sign-in failed');
    expect(decodeJwt(result.accessToken)['Roles']).toBe('Portal Admin,Reseller');
  });

  it('refuses a wrong password and sends the browser back to the form with an error', async () => {
    const result = await signInThroughProvider(t.app, t.config, 'anna@reseller-se.test', 'wrong-password');
    expect(result.ok).toBe(false);
    expect(result.loginLocation).toMatch(/^\/idp\/interaction\/[^/?]+\?error=credentials&login=anna%40reseller-se.test$/);
  });

  it('refuses an unknown user the same way', async () => {
    const result = await signInThroughProvider(t.app, t.config, 'nobody@example.test', 'portal');
    expect(result.ok).toBe(false);
    expect(result.loginLocation).toContain('error=credentials');
  });

  it('never writes tokens, codes or passwords to the log', async () => {
    const result = await signInThroughProvider(t.app, t.config, 'anna@reseller-se.test', 'portal');
    if (!result.ok) throw new Error('sign-in failed');
    await get('/api/reseller/myContact', result.accessToken);
    await signInThroughProvider(t.app, t.config, 'anna@reseller-se.test', 'a-secret-wrong-password');
    const logs = t.logs();
    expect(logs.length).toBeGreaterThan(0);
    expect(logs).toContain('/api/reseller/myContact');
    expect(logs).not.toContain(result.accessToken);
    expect(logs).not.toContain(result.idToken);
    if (result.refreshToken) expect(logs).not.toContain(result.refreshToken);
    expect(logs).not.toContain('a-secret-wrong-password');
    expect(logs).not.toMatch(/password=portal/);
    expect(logs).not.toMatch(/[?&]code=[A-Za-z0-9_-]{10,}/);
  });

  it('never writes the token of a one-time link or a file signature to the log', async () => {
    await t.app.inject({ method: 'POST', url: '/api/password-reset', payload: { email: 'mia@reseller-fi.test' } });
    const row = await t.database.db
      .selectFrom('outbox_message')
      .select('data')
      .where('recipient', '=', 'mia@reseller-fi.test')
      .where('kind', '=', 'password-reset')
      .executeTakeFirstOrThrow();
    const token = /\/reset-password\/([\w-]+)/.exec(String(row.data['link']))![1]!;
    expect((await t.app.inject({ method: 'GET', url: `/api/password-reset/${token}` })).statusCode).toBe(200);
    await t.app.inject({
      method: 'GET',
      url: '/api/complaint/file/00000000-0000-0000-0000-000000000000?expires=1&signature=a-file-signature-123',
    });
    const logs = t.logs();
    expect(logs).toContain('/api/password-reset/[redacted]');
    expect(logs).not.toContain(token);
    expect(logs).not.toContain('a-file-signature-123');
  });
});

describe('sign-in state', () => {
  it('is purged of expired rows when an instance starts, and keeps live ones', async () => {
    const rows = (id: string, expiresAt: Date) => ({ type: 'Session', id, payload: '{}', expires_at: expiresAt });
    await t.database.db
      .insertInto('oidc_payload')
      .values([rows('expired-session', new Date(Date.now() - 60_000)), rows('live-session', new Date(Date.now() + 3600_000))])
      .execute();
    const second = await t.secondInstance();
    await second.close();
    const left = await t.database.db
      .selectFrom('oidc_payload')
      .select('id')
      .where('id', 'in', ['expired-session', 'live-session'])
      .execute();
    expect(left.map((r) => r.id)).toEqual(['live-session']);
  });
});
