import { describe, expect, it } from 'vitest';
import { translate } from '../../platform/i18n.js';
import { useTestApp } from '../../test/use-test-app.js';
import { authorizeQuery } from '../../test/oidc-flow.js';

const t = useTestApp();

type Jar = Map<string, string>;
function keep(jar: Jar, setCookie: string | string[] | undefined) {
  for (const line of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
    const [pair = ''] = line.split(';');
    const eq = pair.indexOf('=');
    const value = pair.slice(eq + 1);
    if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) jar.delete(pair.slice(0, eq));
    else jar.set(pair.slice(0, eq), value);
  }
}
const cookie = (jar: Jar) => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
const pathOf = (location: unknown) => {
  const url = new URL(String(location), 'http://localhost');
  return url.pathname + url.search;
};

/** The authorization request of the web app, with ui_locales as the login screen sends them. */
const authorizeUrl = (extra: Record<string, string> = {}) =>
  `/idp/auth?${authorizeQuery(t.config, { resource: t.config.oidc.audience, ...extra }).toString()}`;

const htmlLang = (body: string) => /<html lang="([^"]+)"/.exec(body)?.[1];

describe('the pages the identity provider renders itself', () => {
  it('speak the browser’s Accept-Language when the request names no ui_locales', async () => {
    const error = (acceptLanguage?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/idp/auth?client_id=no-such-client&response_type=code',
        headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
      });

    const german = await error('de-DE,de;q=0.9,en;q=0.8');
    expect(german.statusCode).toBeGreaterThanOrEqual(400);
    expect(htmlLang(german.body)).toBe('de');
    expect(german.headers['content-language']).toBe('de');
    expect(german.body).toContain(translate('de', 'auth.signin-error'));

    const danish = await error('fr-FR, da;q=0.8');
    expect(htmlLang(danish.body)).toBe('da');
    expect(danish.body).toContain(translate('dk', 'auth.signin-error'));

    const unknown = await error('fr-FR');
    expect(htmlLang(unknown.body)).toBe('sv');
    expect(htmlLang((await error()).body)).toBe('sv');
  });

  it('hand the sign-in page the language the client asked for', async () => {
    const jar: Jar = new Map();
    const authorize = await t.app.inject({ method: 'GET', url: authorizeUrl({ ui_locales: 'de-DE' }) });
    expect(authorize.statusCode).toBe(303);
    keep(jar, authorize.headers['set-cookie']);
    const details = await t.app.inject({
      method: 'GET',
      url: `${pathOf(authorize.headers.location)}/details`,
      headers: { cookie: cookie(jar) },
    });
    expect(details.json()).toMatchObject({ uiLocales: 'de-DE' });

    const without = await t.app.inject({ method: 'GET', url: authorizeUrl() });
    keep(jar, without.headers['set-cookie']);
    const none = await t.app.inject({
      method: 'GET',
      url: `${pathOf(without.headers.location)}/details`,
      headers: { cookie: cookie(jar) },
    });
    expect(none.json()).toMatchObject({ uiLocales: null });
  });

  it('sign out in the language of ui_locales, else of Accept-Language', async () => {
    // Signed in through the provider, as a browser is.
    const jar: Jar = new Map();
    const authorize = await t.app.inject({ method: 'GET', url: authorizeUrl({ ui_locales: 'fi-FI' }) });
    keep(jar, authorize.headers['set-cookie']);
    const login = await t.app.inject({
      method: 'POST',
      url: `${pathOf(authorize.headers.location)}/login`,
      headers: { cookie: cookie(jar), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: 'mia@reseller-fi.test', password: 'portal', language: 'fi' }).toString(),
    });
    keep(jar, login.headers['set-cookie']);
    const resume = await t.app.inject({ method: 'GET', url: pathOf(login.headers.location), headers: { cookie: cookie(jar) } });
    keep(jar, resume.headers['set-cookie']);
    expect(String(resume.headers.location)).toContain('code=');

    const signOut = (query: Record<string, string>, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'GET',
        url: `/idp/session/end?${new URLSearchParams({ client_id: t.config.oidc.clientId, ...query }).toString()}`,
        headers: { cookie: cookie(jar), ...headers },
      });

    const finnish = await signOut({ ui_locales: 'fi-FI' }, { 'accept-language': 'de' });
    expect(finnish.statusCode).toBe(200);
    expect(htmlLang(finnish.body)).toBe('fi');
    expect(finnish.body).toContain(translate('fi', 'auth.signing-out'));

    const norwegian = await signOut({}, { 'accept-language': 'nb-NO,nb;q=0.9,en;q=0.5' });
    expect(htmlLang(norwegian.body)).toBe('no');
    expect(norwegian.body).toContain(translate('no', 'auth.signing-out'));
  });
});
