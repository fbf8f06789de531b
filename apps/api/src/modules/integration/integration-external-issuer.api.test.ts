import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { BACKOFFICE_ADMIN } from '../../test/demo-users.js';
import { useTestApp } from '../../test/use-test-app.js';

/**
 * An external identity provider (as Entra ID or Keycloak publish themselves): its discovery document and its
 * keys, served on this machine; the tokens are signed here with its private key.
 */
async function startIssuer() {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'issuer-key-1', alg: 'RS256', use: 'sig' };
  const server = http.createServer((req, res) => {
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const body =
      req.url === '/.well-known/openid-configuration'
        ? { issuer: base, jwks_uri: `${base}/keys`, token_endpoint: `${base}/token` }
        : req.url === '/keys'
          ? { keys: [jwk] }
          : null;
    res.writeHead(body ? 200 : 404, { 'content-type': 'application/json' }).end(JSON.stringify(body ?? {}));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { issuer, privateKey, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const AUDIENCE = 'api://dealer-portal';
const WEB_CLIENT = 'portal-web-app';
const ERP_APP = '8d0e4b55-2f7c-4a8e-9c3e-5b1f0d2a7e61';

describe('integration clients of an external identity provider (OIDC_ISSUER)', () => {
  let issuer: Awaited<ReturnType<typeof startIssuer>>;
  const t = useTestApp(async () => {
    issuer = await startIssuer();
    return { env: { OIDC_ISSUER: issuer.issuer, OIDC_CLIENT_ID: WEB_CLIENT, OIDC_AUDIENCE: AUDIENCE } };
  });
  afterAll(async () => issuer.close());

  /** A token of the external issuer: an app token has no e-mail; a user's token has one. */
  const token = (claims: Record<string, unknown>, subject: string, key = issuer.privateKey) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'issuer-key-1' })
      .setSubject(subject)
      .setIssuer(issuer.issuer)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(key);
  const staffToken = () => token({ email: BACKOFFICE_ADMIN, scp: 'Portal.Access' }, 'entra-user-backoffice');
  const call = async (method: 'GET' | 'POST' | 'DELETE', url: string, bearer: string, payload?: object) =>
    t.app.inject({ method, url, headers: { authorization: `Bearer ${bearer}` }, ...(payload ? { payload } : {}) });

  it('registers the issuer’s application by its client id, with no secret of the portal’s', async () => {
    const created = await call('POST', '/api/staff/integrations/clients', await staffToken(), {
      name: 'ERP (Entra ID)',
      scopes: ['events.read', 'orders.read'],
      clientId: ERP_APP,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ clientId: ERP_APP, clientSecret: null });
    // The issuer holds its secret: there is nothing for the portal to rotate.
    const rotate = await call('POST', `/api/staff/integrations/clients/${ERP_APP}/rotate`, await staffToken(), { graceHours: 24 });
    expect(rotate.statusCode).toBe(400);
    // The web app's own client id is no integration client.
    const web = await call('POST', '/api/staff/integrations/clients', await staffToken(), {
      name: 'Web',
      scopes: ['orders.read'],
      clientId: WEB_CLIENT,
    });
    expect(web.statusCode).toBe(400);
  });

  it('accepts the app’s tokens by client_id, azp or appid, with the scopes the back office gave it', async () => {
    for (const claim of ['client_id', 'azp', 'appid']) {
      const app = await token({ [claim]: ERP_APP, roles: [] }, 'entra-service-principal');
      const feed = await call('GET', '/api/integration/v1/events?limit=1', app);
      expect(feed.statusCode, `${claim}: ${feed.body}`).toBe(200);
      // complaints.read was not given in the back office, whatever the token says.
      const outside = await call('GET', '/api/integration/v1/complaints', await token({ [claim]: ERP_APP, scp: 'complaints.read' }, 'sp'));
      expect(outside.statusCode).toBe(403);
      expect(outside.json()).toMatchObject({ code: 'INSUFFICIENT_SCOPE', message: expect.stringContaining('complaints.read') });
    }
  });

  it('refuses an unregistered app, a user’s token, a foreign key, and the app once revoked', async () => {
    const unknown = await call('GET', '/api/integration/v1/events', await token({ client_id: 'someone-else' }, 'sp'));
    expect(unknown.statusCode).toBe(403);
    expect(unknown.json()).toMatchObject({ code: 'INTEGRATION_CLIENT_ONLY' });
    // A user signed in through the registered app carries an e-mail: no integration call for them.
    const user = await call('GET', '/api/integration/v1/events', await token({ client_id: ERP_APP, email: 'someone@erp.test' }, 'user'));
    expect(user.statusCode).toBe(403);
    const { privateKey: foreign } = await generateKeyPair('RS256');
    expect((await call('GET', '/api/integration/v1/events', await token({ client_id: ERP_APP }, 'sp', foreign))).statusCode).toBe(401);

    expect((await call('DELETE', `/api/staff/integrations/clients/${ERP_APP}`, await staffToken())).statusCode).toBe(200);
    const revoked = await call('GET', '/api/integration/v1/events', await token({ client_id: ERP_APP }, 'sp'));
    expect(revoked.statusCode).toBe(401);
  });
});
