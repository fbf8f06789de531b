// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubPortalConfig } from '@portal/ui/testing/dom-stubs';
import { contentAssetUrl, contentCallUrl, contentMarket } from '../lib/content-urls';
import { takeEarly } from '../lib/early-requests';
import { HOME_NEWS_COUNT } from '../features/news/news-logic';
import { ARTICLES_PATH } from './preload';
import { HOME_NEWS_CALLS, warmStart, type WarmFiles } from './warm-start';

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
  delete window.__PORTAL_CONFIG__;
  delete window.__PORTAL_EARLY__;
  vi.unstubAllGlobals();
});

describe('the warm start of a signed-in tab', () => {
  it("asks for the frame's files and the market's texts at once", () => {
    window.history.replaceState(null, '', '/home');
    storeUser('SE');
    warmStart(FILES, MARKET_LANGUAGE, HOME_NEWS_CALLS);
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
    warmStart(FILES, MARKET_LANGUAGE, HOME_NEWS_CALLS);
    expect(asked()).toContain('modulepreload /assets/no-d.js');
    expect(asked()).not.toContain('modulepreload /assets/sv-c.js');
  });

  it('asks for nothing without a live session, on the pages before sign-in, or on the full-screen configurator', () => {
    window.history.replaceState(null, '', '/home');
    warmStart(FILES, MARKET_LANGUAGE, HOME_NEWS_CALLS);
    storeUser('se', -10);
    warmStart(FILES, MARKET_LANGUAGE, HOME_NEWS_CALLS);
    storeUser('se');
    for (const page of ['/idp/interaction/abc', '/invitation/xyz', '/reset-password/t', '/signin-callback', '/cpq']) {
      window.history.replaceState(null, '', page);
      warmStart(FILES, MARKET_LANGUAGE, HOME_NEWS_CALLS);
    }
    expect(asked()).toEqual([]);
  });

  it('leaves the page alone when storage is refused', () => {
    window.history.replaceState(null, '', '/home');
    sessionStorage.setItem(KEY, '{not json');
    expect(() => warmStart(FILES, MARKET_LANGUAGE, HOME_NEWS_CALLS)).not.toThrow();
    expect(asked()).toEqual([]);
  });
});

describe("the warm start of a signed-in tab's home", () => {
  const homeCall = contentCallUrl('/content/', ARTICLES_PATH, { market: 'no', limit: HOME_NEWS_COUNT });
  const flaggedCall = contentCallUrl('/content/', ARTICLES_PATH, { market: 'no', limit: 1, isFlagged: 'true' });
  const answer = (image: string) => new Response(JSON.stringify({ articles: [{ id: 'a1', image }] }), { status: 200 });

  it("asks for home's news once the page's settings have run, as the news block would, which takes the answers", async () => {
    window.history.replaceState(null, '', '/home');
    storeUser('NO');
    const fetch = vi.fn(async (_url: string) => answer('/mediaApi/file/f1/price-list.svg'));
    vi.stubGlobal('fetch', fetch);
    const settings = document.createElement('script');
    settings.src = '/portal-config.js';
    document.head.append(settings);

    warmStart(FILES, MARKET_LANGUAGE, HOME_NEWS_CALLS);
    expect(fetch).not.toHaveBeenCalled();
    stubPortalConfig('/content/');
    settings.dispatchEvent(new Event('load'));

    expect(fetch.mock.calls.map(([url]) => url)).toEqual([homeCall, flaggedCall]);
    expect(await (await takeEarly(homeCall))!.json()).toEqual({ articles: [{ id: 'a1', image: '/mediaApi/file/f1/price-list.svg' }] });
    expect(takeEarly(homeCall)).toBeUndefined();
    // The first picture, below the configured content service, as the news card shows it.
    expect(contentAssetUrl('/mediaApi/file/f1/price-list.svg', '/content/', 'http://localhost')).toBe('/content/file/f1/price-list.svg');
    await vi.waitFor(() =>
      expect(document.head.querySelector('link[rel="preload"]:not([href^="/assets"])')?.getAttribute('href')).toBe(
        '/content/file/f1/price-list.svg',
      ),
    );
  });

  it('asks for the news pictures as soon as the news names them, the first ahead of the rest', async () => {
    window.history.replaceState(null, '', '/home');
    storeUser('no');
    stubPortalConfig('/content/');
    const images = ['/mediaApi/file/f1/a.svg', 'https://cdn.example/b.jpg', '/mediaApi/file/f3/c.svg'];
    const body = { articles: images.map((image, i) => ({ id: `a${i}`, image })) };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string) => new Response(JSON.stringify(body), { status: 200 })),
    );
    warmStart(FILES, MARKET_LANGUAGE, HOME_NEWS_CALLS);
    const pictures = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]:not([href^="/assets"])')].map(
        (link) => `${link.getAttribute('href')} ${link.fetchPriority || 'auto'}`,
      );
    await vi.waitFor(() => expect(pictures()).toHaveLength(HOME_NEWS_COUNT));
    expect(pictures()).toEqual(['/content/file/f1/a.svg high', 'https://cdn.example/b.jpg auto', '/content/file/f3/c.svg auto']);
  });

  it('preloads no picture that is not a web address, and asks for no news on other screens', async () => {
    window.history.replaceState(null, '', '/home');
    storeUser('no');
    stubPortalConfig('/content/');
    const fetch = vi.fn(async (_url: string) => answer('javascript:alert(1)'));
    vi.stubGlobal('fetch', fetch);
    warmStart(FILES, MARKET_LANGUAGE, HOME_NEWS_CALLS);
    expect(fetch).toHaveBeenCalledTimes(2);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(document.head.querySelectorAll('link[rel="preload"]:not([href^="/assets"])')).toHaveLength(0);

    window.history.replaceState(null, '', '/orders');
    warmStart(FILES, MARKET_LANGUAGE, HOME_NEWS_CALLS);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe("the warm start's market", () => {
  it('is the one the news block asks for, also for a market the content service does not know', () => {
    window.history.replaceState(null, '', '/home');
    stubPortalConfig('/mediaApi');
    const fetch = vi.fn(async (_url: string) => new Response('{"articles":[]}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    for (const claimed of ['DK', 'xx']) {
      storeUser(claimed);
      warmStart(FILES, MARKET_LANGUAGE, HOME_NEWS_CALLS);
    }
    expect(fetch.mock.calls.map(([url]) => url).filter((url) => !url.includes('isFlagged'))).toEqual(
      ['DK', 'xx'].map((claimed) =>
        contentCallUrl('/mediaApi', ARTICLES_PATH, { market: contentMarket(claimed.toLowerCase()), limit: HOME_NEWS_COUNT }),
      ),
    );
  });
});
