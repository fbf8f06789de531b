// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { warmStart, type WarmFiles } from './warm-start';

const FILES: WarmFiles = {
  portal: ['/assets/portal-a.js', '/assets/portal-a.css', '/assets/shared-b.js'],
  texts: { sv: ['/assets/sv-c.js'], no: ['/assets/no-d.js'], en: ['/assets/en-e.js'] },
};
const MARKET_LANGUAGE = { se: 'sv', no: 'no', de: 'en' };
const KEY = 'oidc.user:http://localhost/idp:dealer-portal-web';

const storeUser = (market: string, expiresInSeconds = 300) =>
  sessionStorage.setItem(KEY, JSON.stringify({ access_token: 't', expires_at: Date.now() / 1000 + expiresInSeconds, profile: { market } }));
const asked = () => [...document.head.querySelectorAll('link')].map((link) => `${link.rel} ${link.getAttribute('href')}`);

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  document.head.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('the warm start of a signed-in tab', () => {
  it("asks for the frame's files and the market's texts at once", () => {
    window.history.replaceState(null, '', '/home');
    storeUser('SE');
    warmStart(FILES, MARKET_LANGUAGE);
    expect(asked()).toEqual([
      'modulepreload /assets/portal-a.js',
      'preload /assets/portal-a.css',
      'modulepreload /assets/shared-b.js',
      'modulepreload /assets/sv-c.js',
    ]);
  });

  it("takes the user's own language over the market's", () => {
    window.history.replaceState(null, '', '/orders');
    storeUser('se');
    localStorage.setItem('portal.language', 'no');
    warmStart(FILES, MARKET_LANGUAGE);
    expect(asked()).toContain('modulepreload /assets/no-d.js');
    expect(asked()).not.toContain('modulepreload /assets/sv-c.js');
  });

  it('asks for nothing without a live session, on the pages before sign-in, or on the full-screen configurator', () => {
    window.history.replaceState(null, '', '/home');
    warmStart(FILES, MARKET_LANGUAGE);
    storeUser('se', -10);
    warmStart(FILES, MARKET_LANGUAGE);
    storeUser('se');
    for (const page of ['/idp/interaction/abc', '/invitation/xyz', '/reset-password/t', '/signin-callback', '/cpq']) {
      window.history.replaceState(null, '', page);
      warmStart(FILES, MARKET_LANGUAGE);
    }
    expect(asked()).toEqual([]);
  });

  it('leaves the page alone when storage is refused', () => {
    window.history.replaceState(null, '', '/home');
    sessionStorage.setItem(KEY, '{not json');
    expect(() => warmStart(FILES, MARKET_LANGUAGE)).not.toThrow();
    expect(asked()).toEqual([]);
  });
});
