import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../platform/config.js';

export type Jar = Map<string, string>;

function remember(jar: Jar, setCookie: string | string[] | undefined) {
  for (const line of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
    const [pair] = line.split(';');
    const eq = pair!.indexOf('=');
    const name = pair!.slice(0, eq);
    const value = pair!.slice(eq + 1);
    if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) jar.delete(name);
    else jar.set(name, value);
  }
}

const cookieHeader = (jar: Jar) => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
const pathOf = (location: string) => {
  const url = new URL(location, 'http://localhost');
  return url.pathname + url.search;
};

export type BrowserResult = { ok: true; callback: URL; cookies: Jar; loginLocation: string } | { ok: false; loginLocation: string };

/**
 * What a browser does with an authorization address of the embedded provider: follows it to the
 * sign-in page, posts the form, and comes back to the client's redirect URI (`callback`, with the
 * code), keeping the provider's cookies in `cookies` for what follows (sign-out, say).
 */
export async function authorizeInBrowser(
  app: FastifyInstance,
  authorizationUrl: URL,
  email: string,
  password: string,
): Promise<BrowserResult> {
  const jar: Jar = new Map();
  const authorize = await app.inject({ method: 'GET', url: pathOf(authorizationUrl.toString()) });
  if (authorize.statusCode !== 303) throw new Error(`authorize answered ${authorize.statusCode}: ${authorize.body}`);
  remember(jar, authorize.headers['set-cookie']);
  const interactionPath = pathOf(String(authorize.headers.location));

  const login = await app.inject({
    method: 'POST',
    url: `${interactionPath}/login`,
    headers: { cookie: cookieHeader(jar), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username: email, password }).toString(),
  });
  remember(jar, login.headers['set-cookie']);
  const loginLocation = String(login.headers.location);
  if (!loginLocation.includes('/idp/auth/')) return { ok: false, loginLocation };

  const resume = await app.inject({ method: 'GET', url: pathOf(loginLocation), headers: { cookie: cookieHeader(jar) } });
  remember(jar, resume.headers['set-cookie']);
  return { ok: true, callback: new URL(String(resume.headers.location)), cookies: jar, loginLocation };
}

/** A request with the cookies of the jar, remembering what the answer sets. */
export async function withCookies(
  app: FastifyInstance,
  jar: Jar,
  options: { method: 'GET' | 'POST'; url: string; form?: Record<string, string> },
) {
  const res = await app.inject({
    method: options.method,
    url: pathOf(options.url),
    headers: {
      cookie: cookieHeader(jar),
      ...(options.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    ...(options.form ? { payload: new URLSearchParams(options.form).toString() } : {}),
  });
  remember(jar, res.headers['set-cookie']);
  return res;
}

/**
 * The query of the web app's authorization request to the embedded provider (code with PKCE),
 * with `extra` parameters over its own: for tests that go no further than the sign-in page, so
 * the code verifier is not kept.
 */
export function authorizeQuery(config: AppConfig, extra: Record<string, string> = {}) {
  return new URLSearchParams({
    client_id: config.oidc.clientId,
    response_type: 'code',
    redirect_uri: `${config.publicUrl}/signin-callback`,
    scope: config.oidc.scope,
    code_challenge: createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url'),
    code_challenge_method: 'S256',
    state: randomBytes(8).toString('hex'),
    ...extra,
  });
}

/**
 * Posts the sign-in page's form as a browser at `remoteAddress` does, sending `headers` (a
 * proxy's X-Forwarded-For, say) with both requests; answers where the provider sent it. The
 * throttle tests sign in this way from many addresses.
 */
export async function postSignInForm(
  app: FastifyInstance,
  config: AppConfig,
  from: { remoteAddress: string; headers?: Record<string, string> },
  username: string,
  password: string,
): Promise<string> {
  const { remoteAddress, headers = {} } = from;
  const authorize = await app.inject({ method: 'GET', url: `/idp/auth?${authorizeQuery(config)}`, remoteAddress, headers });
  const cookies = ([] as string[])
    .concat(authorize.headers['set-cookie'] ?? [])
    .map((c) => c.split(';')[0])
    .join('; ');
  const interaction = new URL(String(authorize.headers.location), 'http://localhost').pathname;
  const login = await app.inject({
    method: 'POST',
    url: `${interaction}/login`,
    remoteAddress,
    headers: { ...headers, cookie: cookies, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username, password }).toString(),
  });
  return String(login.headers.location);
}

export type SignInResult =
  | { ok: true; accessToken: string; idToken: string; refreshToken: string | undefined; loginLocation: string }
  | { ok: false; loginLocation: string };

/**
 * Signs in through the embedded provider exactly as a browser does: authorize,
 * the sign-in form, the redirect back with a code, and the code exchange with PKCE.
 */
export async function signInThroughProvider(
  app: FastifyInstance,
  config: AppConfig,
  email: string,
  password: string,
): Promise<SignInResult> {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const redirectUri = `${config.publicUrl}/signin-callback`;
  const params = new URLSearchParams({
    client_id: config.oidc.clientId,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: config.oidc.scope,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: randomBytes(8).toString('hex'),
    resource: config.oidc.audience,
  });

  const browser = await authorizeInBrowser(app, new URL(`${config.oidc.issuer}/auth?${params}`), email, password);
  if (!browser.ok) return browser;
  const { callback, loginLocation } = browser;
  const code = callback.searchParams.get('code');
  if (!code) throw new Error(`no code in ${callback.toString()}`);

  const token = await app.inject({
    method: 'POST',
    url: '/idp/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: config.oidc.clientId,
      code_verifier: verifier,
      resource: config.oidc.audience,
    }).toString(),
  });
  if (token.statusCode !== 200) throw new Error(`token answered ${token.statusCode}: ${token.body}`);
  const body = token.json<{ access_token: string; id_token: string; refresh_token?: string }>();
  return { ok: true, accessToken: body.access_token, idToken: body.id_token, refreshToken: body.refresh_token, loginLocation };
}

/** Signs in through the provider as the browser does, answering the refresh token. */
export async function refreshTokenOf(app: FastifyInstance, config: AppConfig, email: string, password: string) {
  const session = await signInThroughProvider(app, config, email, password);
  if (!session.ok || !session.refreshToken) throw new Error(`${email} could not sign in`);
  return session.refreshToken;
}

/** The refresh grant the browser sends to stay signed in. */
export const refreshGrant = (app: FastifyInstance, config: AppConfig, refreshToken: string) =>
  app.inject({
    method: 'POST',
    url: '/idp/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: config.oidc.clientId,
      resource: config.oidc.audience,
    }).toString(),
  });

export const decodeJwt = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
