import * as client from 'openid-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app.js';
import { authorizeInBrowser, decodeJwt, withCookies } from '../../test/oidc-flow.js';
import { ANNA } from '../../test/demo-users.js';

/**
 * The embedded provider as any OpenID Connect relying party meets it: openid-client (a certified
 * relying-party library) discovers it, signs in with code + PKCE, reads userinfo, refreshes,
 * revokes and signs out. Its requests reach the app in process.
 */

const t = useTestApp();
let config: client.Configuration;
let redirectUri: string;

/** openid-client's requests, answered by the app without a network. */
const inProcess: client.CustomFetch = async (url, options) => {
  const target = new URL(url);
  const body = options.body;
  const res = await t.app.inject({
    method: options.method as 'GET' | 'POST',
    url: target.pathname + target.search,
    headers: { ...options.headers, host: target.host },
    ...(body === undefined || body === null ? {} : { payload: body instanceof URLSearchParams ? body.toString() : (body as string) }),
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(res.headers)) {
    for (const item of Array.isArray(value) ? value : [value]) if (item !== undefined) headers.append(name, String(item));
  }
  const empty = res.statusCode === 204 || res.statusCode === 304;
  return new Response(empty ? null : res.rawPayload, { status: res.statusCode, headers });
};

beforeAll(async () => {
  redirectUri = `${t.config.publicUrl}/signin-callback`;
  config = await client.discovery(new URL(t.config.oidc.issuer), t.config.oidc.clientId, undefined, client.None(), {
    [client.customFetch]: inProcess,
    execute: [client.allowInsecureRequests],
  });
});

/** Signs in as a browser would and exchanges the code, with the authorization's own parameters. */
async function signIn(email: string, parameters: Record<string, string>, tokenParameters: Record<string, string> = {}) {
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    ...parameters,
  });
  const browser = await authorizeInBrowser(t.app, url, email, 'portal');
  if (!browser.ok) throw new Error(`sign-in refused: ${browser.loginLocation}`);
  const tokens = await client.authorizationCodeGrant(
    config,
    browser.callback,
    { pkceCodeVerifier: verifier, expectedState: state },
    tokenParameters,
  );
  return { tokens, cookies: browser.cookies };
}

const api = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/reseller/myContact', headers: { authorization: `Bearer ${token}` } });

describe('discovery', () => {
  it('advertises code with PKCE only, the API scope, userinfo, revocation and sign-out', () => {
    const metadata = config.serverMetadata();
    expect(metadata.issuer).toBe(t.config.oidc.issuer);
    expect(metadata.scopes_supported).toEqual(expect.arrayContaining(['openid', 'profile', 'email', 'offline_access', 'Portal.Access']));
    expect(metadata.response_types_supported).toEqual(['code']);
    expect(metadata.grant_types_supported).not.toContain('implicit');
    expect(metadata.grant_types_supported).toEqual(expect.arrayContaining(['authorization_code', 'refresh_token']));
    expect(metadata.code_challenge_methods_supported).toContain('S256');
    expect(metadata.userinfo_endpoint).toBe(`${t.config.oidc.issuer}/me`);
    expect(metadata.revocation_endpoint).toBe(`${t.config.oidc.issuer}/token/revocation`);
    expect(metadata.end_session_endpoint).toBeDefined();
  });

  it('knows no implicit answer that would carry a token in the address', async () => {
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      response_type: 'id_token',
      nonce: client.randomNonce(),
      state: client.randomState(),
    });
    const res = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(res.statusCode).toBe(303);
    // The error comes back in the fragment, as an implicit answer would have.
    const answer = new URLSearchParams(new URL(String(res.headers.location)).hash.slice(1));
    expect(answer.get('error')).toBe('unsupported_response_type');
  });
});

describe('a client that signs in without naming the API', () => {
  let tokens: client.TokenEndpointResponse & client.TokenEndpointResponseHelpers;
  let cookies: Map<string, string>;

  beforeAll(async () => {
    ({ tokens, cookies } = await signIn(ANNA, { scope: 'openid profile email offline_access' }));
  });

  it('gets an ID token for itself and an access token that userinfo takes, answering the standard claims', async () => {
    const idClaims = tokens.claims()!;
    expect(idClaims).toMatchObject({ iss: t.config.oidc.issuer, aud: t.config.oidc.clientId });
    const info = await client.fetchUserInfo(config, tokens.access_token, idClaims.sub);
    expect(info).toMatchObject({
      sub: idClaims.sub,
      email: ANNA,
      name: 'Anna Bergström',
      given_name: 'Anna',
      family_name: 'Bergström',
    });
  });

  it('cannot call the API with that token', async () => {
    expect((await api(tokens.access_token)).statusCode).toBe(401);
  });

  it('refreshes, and the new access token reads userinfo too', async () => {
    const renewed = await client.refreshTokenGrant(config, tokens.refresh_token!);
    expect(renewed.access_token).not.toBe(tokens.access_token);
    const info = await client.fetchUserInfo(config, renewed.access_token, tokens.claims()!.sub);
    expect(info.email).toBe(ANNA);
    tokens = renewed;
  });

  it('revokes an access token, which userinfo then refuses', async () => {
    await client.tokenRevocation(config, tokens.access_token);
    await expect(client.fetchUserInfo(config, tokens.access_token, tokens.claims()!.sub)).rejects.toThrow();
  });

  it('revokes the refresh token, which then renews nothing', async () => {
    await client.tokenRevocation(config, tokens.refresh_token!);
    await expect(client.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('signs out through the end-session endpoint and returns to the portal', async () => {
    const postLogout = `${t.config.publicUrl}/`;
    const endSession = client.buildEndSessionUrl(config, { id_token_hint: tokens.id_token!, post_logout_redirect_uri: postLogout });
    const page = await withCookies(t.app, cookies, { method: 'GET', url: endSession.toString() });
    expect(page.statusCode).toBe(200);
    const action = /<form[^>]*action="([^"]+)"/.exec(page.body)?.[1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)?.[1];
    expect(action && xsrf).toBeTruthy();
    const confirm = await withCookies(t.app, cookies, { method: 'POST', url: action!, form: { xsrf: xsrf!, logout: 'yes' } });
    expect(confirm.statusCode).toBe(303);
    expect(confirm.headers.location).toBe(postLogout);

    // The session is gone: a silent authorization asks for a sign-in again.
    const silent = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid',
      prompt: 'none',
      code_challenge: await client.calculatePKCECodeChallenge(client.randomPKCECodeVerifier()),
      code_challenge_method: 'S256',
    });
    const answer = await withCookies(t.app, cookies, { method: 'GET', url: silent.toString() });
    expect(new URL(String(answer.headers.location)).searchParams.get('error')).toBe('login_required');
  });
});

describe('a client that asks for the API', () => {
  it('gets an access token for the API with Portal.Access, which the API takes', async () => {
    const { tokens } = await signIn(
      ANNA,
      { scope: 'openid profile offline_access Portal.Access', resource: t.config.oidc.audience },
      { resource: t.config.oidc.audience },
    );
    const access = decodeJwt(tokens.access_token);
    expect(access).toMatchObject({ aud: t.config.oidc.audience, scope: 'Portal.Access' });
    expect((await api(tokens.access_token)).statusCode).toBe(200);

    // A refresh naming the API keeps the API; one that narrows the scope to sign-in gets a userinfo token.
    const forApi = await client.refreshTokenGrant(config, tokens.refresh_token!, { resource: t.config.oidc.audience });
    expect((await api(forApi.access_token)).statusCode).toBe(200);
    const forUserinfo = await client.refreshTokenGrant(config, forApi.refresh_token!, { scope: 'openid profile' });
    expect((await client.fetchUserInfo(config, forUserinfo.access_token, tokens.claims()!.sub)).given_name).toBe('Anna');
  });

  it('gets the API by its scope alone, and keeps it on a refresh that asks for the scope the token answer named', async () => {
    const { tokens } = await signIn(ANNA, { scope: 'openid profile offline_access Portal.Access' });
    expect(decodeJwt(tokens.access_token)).toMatchObject({ aud: t.config.oidc.audience, scope: 'Portal.Access' });
    // oidc-client-ts, the web app's client, renews with the scope of the last token answer.
    expect(tokens.scope).toBe('Portal.Access');
    const renewed = await client.refreshTokenGrant(config, tokens.refresh_token!, { scope: tokens.scope! });
    expect((await api(renewed.access_token)).statusCode).toBe(200);
  });

  it('is refused with 403 insufficient_scope by the API when its token for the API lacks Portal.Access', async () => {
    const { tokens } = await signIn(
      ANNA,
      { scope: 'openid profile', resource: t.config.oidc.audience },
      { resource: t.config.oidc.audience },
    );
    const access = decodeJwt(tokens.access_token);
    expect(access['aud']).toBe(t.config.oidc.audience);
    expect(String(access['scope'] ?? '')).not.toContain('Portal.Access');
    const res = await api(tokens.access_token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'INSUFFICIENT_SCOPE' });
    expect(res.headers['www-authenticate']).toBe('Bearer error="insufficient_scope", scope="Portal.Access"');
  });
});
