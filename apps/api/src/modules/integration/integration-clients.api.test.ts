import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { BACKOFFICE_ADMIN, ANNA, SALES } from '../../test/demo-users.js';
import { clientToken, createIntegrationClient, requestToken } from '../../test/integration-client.js';
import { useTestApp } from '../../test/use-test-app.js';
import type { TestApp } from '../../test/test-app.js';

const FEED = '/api/integration/v1/events';

const get = (t: TestApp, url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('integration clients and their tokens', () => {
  const t = useTestApp({ env: { INTEGRATION_RATE_LIMIT_PER_MINUTE: '1000' } });

  it('creates a client whose secret is shown once and stored only as a hash', async () => {
    const created = await createIntegrationClient(t, ['orders.read', 'events.read'], 'SAP ERP');
    expect(created).toMatchObject({ clientId: expect.stringMatching(/^ic_/), clientSecret: expect.stringMatching(/^ics_/) });
    expect(created.scopes).toEqual(['orders.read', 'events.read']);
    const row = await t.database.db
      .selectFrom('integration_client')
      .selectAll()
      .where('client_id', '=', created.clientId)
      .executeTakeFirstOrThrow();
    expect(row.secret_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(created.clientSecret);
    const list = await t.call(BACKOFFICE_ADMIN, 'GET', '/api/staff/integrations/clients');
    expect(list.statusCode).toBe(200);
    const listed = list.json<{ items: Record<string, unknown>[] }>().items.find((c) => c['clientId'] === created.clientId);
    expect(listed).toMatchObject({ name: 'SAP ERP', state: 'active', hasSecret: true });
    expect(list.body).not.toContain(created.clientSecret);
    // Creating one is audited.
    const audit = await t.database.db.selectFrom('audit_log').selectAll().where('object_id', '=', created.clientId).execute();
    expect(audit.map((a) => a.action)).toEqual(['integration-client.create']);
  });

  it('is for back-office admins only, and checks the request', async () => {
    expect((await t.call(SALES, 'POST', '/api/staff/integrations/clients', { name: 'X', scopes: ['orders.read'] })).statusCode).toBe(403);
    expect((await t.call(ANNA, 'GET', '/api/staff/integrations/clients')).statusCode).toBe(403);
    const unknown = await t.call(BACKOFFICE_ADMIN, 'POST', '/api/staff/integrations/clients', { name: 'X', scopes: ['orders.delete'] });
    expect(unknown.statusCode).toBe(400);
    const none = await t.call(BACKOFFICE_ADMIN, 'POST', '/api/staff/integrations/clients', { name: 'X', scopes: [] });
    expect(none.statusCode).toBe(400);
    const past = await t.call(BACKOFFICE_ADMIN, 'POST', '/api/staff/integrations/clients', {
      name: 'X',
      scopes: ['orders.read'],
      expiresAt: '2000-01-01T00:00:00Z',
    });
    expect(past.statusCode).toBe(400);
    // An own client id only with an external identity provider.
    const own = await t.call(BACKOFFICE_ADMIN, 'POST', '/api/staff/integrations/clients', {
      name: 'X',
      scopes: ['orders.read'],
      clientId: 'mine',
    });
    expect(own.statusCode).toBe(400);
    expect((await t.call(BACKOFFICE_ADMIN, 'DELETE', '/api/staff/integrations/clients/ic_nobody')).statusCode).toBe(404);
  });

  it('grants the scopes asked for, by Basic or by form fields, in a JWT for the API of at most 15 minutes', async () => {
    const client = await createIntegrationClient(t, ['orders.read', 'orders.write', 'events.read']);
    for (const method of ['basic', 'post'] as const) {
      const res = await requestToken(t, client, 'orders.read events.read', method);
      expect(res.statusCode).toBe(200);
      const body = res.json<{ access_token: string; token_type: string; expires_in: number; scope: string }>();
      expect(body.token_type).toBe('Bearer');
      expect(body.expires_in).toBeLessThanOrEqual(900);
      expect(body.scope.split(' ').sort()).toEqual(['events.read', 'orders.read']);
      const claims = decodeJwt(body.access_token);
      expect(claims).toMatchObject({
        client_id: client.clientId,
        sub: client.clientId,
        aud: t.config.oidc.audience,
        iss: t.config.oidc.issuer,
      });
      expect(String(claims['scope']).split(' ').sort()).toEqual(['events.read', 'orders.read']);
      expect(claims.exp! - claims.iat!).toBeLessThanOrEqual(900);
    }
  });

  it('refuses a scope the client does not hold, an unknown scope, no scope, and a wrong secret', async () => {
    const client = await createIntegrationClient(t, ['orders.read']);
    const notHeld = await requestToken(t, client, 'orders.read orders.write');
    expect(notHeld.statusCode).toBe(400);
    expect(notHeld.json()).toMatchObject({ error: 'invalid_scope' });
    const unknown = await requestToken(t, client, 'orders.read orders.delete');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: 'invalid_scope' });
    expect((await requestToken(t, client, undefined)).statusCode).toBe(400);
    const wrong = await requestToken(t, { clientId: client.clientId, clientSecret: `${client.clientSecret}x` }, 'orders.read');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ error: 'invalid_client' });
    const wrongPost = await requestToken(t, { clientId: client.clientId, clientSecret: 'nope' }, 'orders.read', 'post');
    expect(wrongPost.statusCode).toBe(401);
    expect((await requestToken(t, { clientId: 'ic_unknown', clientSecret: 'nope' }, 'orders.read')).statusCode).toBe(401);
  });

  it('answers the feed 401 without a token, 403 to dealers, staff and a client without the scope, 200 with it', async () => {
    const reader = await createIntegrationClient(t, ['events.read']);
    const other = await createIntegrationClient(t, ['orders.read']);
    expect((await get(t, FEED)).statusCode).toBe(401);
    const dealer = await get(t, FEED, await t.tokenFor(ANNA));
    expect(dealer.statusCode).toBe(403);
    expect(dealer.json()).toMatchObject({ code: 'INTEGRATION_CLIENT_ONLY' });
    const staff = await get(t, FEED, await t.tokenFor(BACKOFFICE_ADMIN));
    expect(staff.statusCode).toBe(403);
    const withoutScope = await get(t, FEED, await clientToken(t, other, 'orders.read'));
    expect(withoutScope.statusCode).toBe(403);
    expect(withoutScope.json()).toMatchObject({ code: 'INSUFFICIENT_SCOPE', message: expect.stringContaining('events.read') });
    expect(withoutScope.headers['www-authenticate']).toContain('scope="events.read"');
    const ok = await get(t, `${FEED}?after=0&limit=5`, await clientToken(t, reader, 'events.read'));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ items: expect.any(Array), next: expect.stringMatching(/^\d+$/) });
    expect((await get(t, `${FEED}?after=abc`, await clientToken(t, reader, 'events.read'))).statusCode).toBe(400);
  });

  it('lets an integration token reach no dealer or staff call', async () => {
    const client = await createIntegrationClient(t, ['orders.read', 'events.read']);
    const token = await clientToken(t, client, 'orders.read events.read');
    expect((await get(t, '/api/reseller/myContact', token)).statusCode).toBe(403);
    expect((await get(t, '/api/staff/integrations/clients', token)).statusCode).toBe(403);
    expect((await get(t, '/api/staff/maintenance-windows', token)).statusCode).toBe(403);
  });

  it('refuses a revoked client at once: no new token, and its tokens at the next call', async () => {
    const client = await createIntegrationClient(t, ['events.read']);
    const token = await clientToken(t, client, 'events.read');
    expect((await get(t, FEED, token)).statusCode).toBe(200);
    const revoked = await t.call(BACKOFFICE_ADMIN, 'DELETE', `/api/staff/integrations/clients/${client.clientId}`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ state: 'revoked', revokedAt: expect.any(String) });
    const refused = await get(t, FEED, token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'CLIENT_REVOKED' });
    expect((await requestToken(t, client, 'events.read')).statusCode).toBe(401);
  });

  it('keeps the old secret working through the grace period of a rotation, and not after', async () => {
    const client = await createIntegrationClient(t, ['events.read']);
    const rotated = await t.call(BACKOFFICE_ADMIN, 'POST', `/api/staff/integrations/clients/${client.clientId}/rotate`, { graceHours: 24 });
    expect(rotated.statusCode).toBe(200);
    const fresh = rotated.json<{ clientSecret: string; previousSecretValidUntil: string }>();
    expect(fresh.clientSecret).not.toBe(client.clientSecret);
    expect(Date.parse(fresh.previousSecretValidUntil) - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    expect((await requestToken(t, client, 'events.read')).statusCode).toBe(200);
    expect((await requestToken(t, { ...client, clientSecret: fresh.clientSecret }, 'events.read')).statusCode).toBe(200);

    // Rotated again without a grace period: only the newest secret works.
    const again = await t.call(BACKOFFICE_ADMIN, 'POST', `/api/staff/integrations/clients/${client.clientId}/rotate`, { graceHours: 0 });
    const newest = again.json<{ clientSecret: string }>().clientSecret;
    expect((await requestToken(t, client, 'events.read')).statusCode).toBe(401);
    expect((await requestToken(t, { ...client, clientSecret: fresh.clientSecret }, 'events.read')).statusCode).toBe(401);
    expect((await requestToken(t, { ...client, clientSecret: newest }, 'events.read')).statusCode).toBe(200);
    const bad = await t.call(BACKOFFICE_ADMIN, 'POST', `/api/staff/integrations/clients/${client.clientId}/rotate`, { graceHours: 1000 });
    expect(bad.statusCode).toBe(400);
  });

  it('keeps the clients’ actor rows out of the staff accounts', async () => {
    await createIntegrationClient(t, ['events.read'], 'Hidden actor');
    const accounts = await t.call(BACKOFFICE_ADMIN, 'GET', '/api/staff/accounts');
    expect(accounts.statusCode).toBe(200);
    expect(accounts.body).toContain('Per');
    expect(accounts.body).not.toContain('Hidden actor');
  });
});

describe('integration request limits', () => {
  const t = useTestApp({ env: { INTEGRATION_RATE_LIMIT_PER_MINUTE: '3' } });

  it('answers 429 with Retry-After once a client made its calls of the minute, counting per client', async () => {
    const first = await createIntegrationClient(t, ['events.read']);
    const second = await createIntegrationClient(t, ['events.read']);
    const token = await clientToken(t, first, 'events.read');
    for (let i = 0; i < 3; i++) expect((await get(t, FEED, token)).statusCode).toBe(200);
    const limited = await get(t, FEED, token);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await get(t, FEED, await clientToken(t, second, 'events.read'))).statusCode).toBe(200);
  });
});
