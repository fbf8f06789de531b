import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app.js';

const t = useTestApp();

const authorize = (redirectUri: string) =>
  t.app.inject({
    method: 'GET',
    url: `/idp/auth?${new URLSearchParams({
      client_id: t.config.oidc.clientId,
      response_type: 'code',
      redirect_uri: redirectUri,
      scope: t.config.oidc.scope,
      code_challenge: createHash('sha256').update(randomBytes(32)).digest('base64url'),
      code_challenge_method: 'S256',
    })}`,
  });

describe('the sign-in provider’s origins', () => {
  it('sends codes only to the portal’s own address; the development server’s only under npm run dev', async () => {
    expect((await authorize(`${t.config.publicUrl}/signin-callback`)).statusCode).toBe(303);
    const dev = await authorize('http://localhost:5173/signin-callback');
    expect(dev.statusCode).toBe(400);
    expect(dev.body).toContain('redirect_uri');
  });

  it('answers cross-origin calls of the client only for the portal’s own origin', async () => {
    // A browser reads an answer only when it names the page's origin (a preflight is answered alike).
    const token = (origin: string) =>
      t.app.inject({
        method: 'POST',
        url: '/idp/token',
        headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: 'x', client_id: t.config.oidc.clientId }).toString(),
      });
    const own = new URL(t.config.publicUrl).origin;
    expect((await token(own)).headers['access-control-allow-origin']).toBe(own);
    expect((await token('https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
  });
});
