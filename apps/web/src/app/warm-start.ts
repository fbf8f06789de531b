import { DEFAULT_MARKET, MARKETS } from '@portal/contracts/languages';
import { CONTENT_PATH_PREFIX } from '../lib/content-urls';
import { HOME_NEWS_COUNT } from '../features/news/news-logic';

/** What a tab with a session needs besides the entry: the signed-in frame's files, and each language's texts. */
export type WarmFiles = { portal: string[]; texts: Record<string, string[]> };

/**
 * Home's content calls (the news block's and the flagged-news overlay's): their path below the content service and
 * their query after the market, as the entry's contentCallUrl writes them (warm-start.test.ts holds the two equal).
 */
export const HOME_NEWS_CALLS = {
  path: '/articles',
  queries: ['limit=3', 'limit=1&isFlagged=true'],
  /**
   * Home's news pictures, all of which its first render asks for: preloaded as soon as the news names them, none waits
   * for the entry (the first, a phone's largest paint, at high priority).
   */
  pictures: HOME_NEWS_COUNT,
  /** What contentMarket and contentAssetUrl read the market and a picture's address by. */
  markets: MARKETS as readonly string[],
  defaultMarket: DEFAULT_MARKET as string,
  assetPrefix: CONTENT_PATH_PREFIX,
};

/**
 * Runs in the page as it is parsed, before any of the app's code has arrived: a tab that holds a
 * session (the OpenID client's stored user, unexpired) asks at once for the signed-in frame's files
 * and its language's texts, which otherwise wait until the entry has loaded and run. A tab without
 * one (the login screen) loads none of them. vite-warm-start.ts puts the function into the built page as
 * it is written here, so it uses nothing but its arguments; it reads storage, asks and adds links, nothing else.
 */
export function warmStart(files: WarmFiles, marketLanguage: Record<string, string>, news: typeof HOME_NEWS_CALLS) {
  try {
    // The pages a link opens before sign-in, the way back from the provider and the full-screen configurator.
    if (
      /^\/(idp\/interaction\/|invitation\/|reset-password\/|email-change\/|forgot-password\/?$|signin-callback|cpq$)/.test(
        location.pathname,
      )
    )
      return;
    let profile: { market?: unknown } | undefined;
    for (let i = 0; i < sessionStorage.length; i++) {
      const key = sessionStorage.key(i);
      if (!key || key.indexOf('oidc.user:') !== 0) continue;
      const user = JSON.parse(sessionStorage.getItem(key) ?? 'null') as { expires_at?: number; profile?: { market?: unknown } } | null;
      if (user && typeof user.expires_at === 'number' && user.expires_at * 1000 > Date.now()) profile = user.profile;
    }
    if (!profile || typeof profile.market !== 'string') return;
    const language = localStorage.getItem('portal.language') || marketLanguage[profile.market.toLowerCase()] || 'en';
    const wanted = files.portal.concat(files.texts[language] || []);
    for (const href of wanted) {
      const link = document.createElement('link');
      if (/\.css$/.test(href)) {
        link.rel = 'preload';
        link.as = 'style';
      } else {
        link.rel = 'modulepreload';
        link.crossOrigin = '';
      }
      link.href = href;
      document.head.appendChild(link);
    }
    if (location.pathname !== '/home' && location.pathname !== '/') return;
    // Home's news as soon as the page's settings name the content service (written into the page; in development
    // portal-config.js, deferred), and the news pictures as soon as the news names them (the first, a phone's largest
    // paint, ahead of everything else); the entry's own requests take the answers.
    const claimed = profile.market.toLowerCase();
    const market = news.markets.indexOf(claimed) >= 0 ? claimed : news.defaultMarket;
    const askForNews = () => {
      const config = window.__PORTAL_CONFIG__;
      if (!config) return;
      const base = config.contentApiUrl.replace(/\/+$/, '');
      const early: Record<string, Promise<Response>> = (window.__PORTAL_EARLY__ = window.__PORTAL_EARLY__ || {});
      const answers = news.queries.map((query) => {
        const url = `${base}${news.path}?market=${market}&${query}`;
        const answer = fetch(url, { method: 'GET', headers: { Accept: 'application/json' }, credentials: 'omit' });
        early[url] = answer;
        // A failure nobody takes is no error of the page; the request that takes it sees it.
        answer.catch(() => undefined);
        return answer;
      });
      answers[0]!
        .then((response) => (response.ok ? response.clone().json() : null))
        .then((body: { articles?: { image?: unknown }[] } | null) => {
          const articles = body && Array.isArray(body.articles) ? body.articles.slice(0, news.pictures) : [];
          articles.forEach((article, index) => {
            const image = article ? article.image : null;
            if (typeof image !== 'string') return;
            const href = image.indexOf(`${news.assetPrefix}/`) === 0 ? base + image.slice(news.assetPrefix.length) : image;
            if (!/^(\/[^/]|https?:\/\/)/.test(href)) return;
            const link = document.createElement('link');
            link.rel = 'preload';
            link.as = 'image';
            link.href = href;
            if (index === 0) link.fetchPriority = 'high';
            document.head.appendChild(link);
          });
        })
        .catch(() => undefined);
    };
    const settings = document.querySelector('script[src="/portal-config.js"]');
    if (window.__PORTAL_CONFIG__ || !settings) askForNews();
    else settings.addEventListener('load', askForNews);
  } catch {
    // Storage refused: the entry loads what it needs itself.
  }
}
