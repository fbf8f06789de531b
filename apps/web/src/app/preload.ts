// Part of the entry: small, and everything it names loads on demand.
import { portalConfig } from '@portal/ui/config';
import { HOME_NEWS_COUNT } from '../features/news/news-logic';
import { CONTENT_REQUEST, contentAssetUrl, contentCallUrl, contentMarket } from '../lib/content-urls';
import { requestEarly, startedEarly } from '../lib/early-requests';

/** The path of the contracts' getArticles (a test holds them equal), named here to keep its schemas out of the entry. */
export const ARTICLES_PATH = '/mediaApi/articles';

/** What a failed early load leaves: the router loads the chunk again when it needs it and shows its own error. */
const quietly = (loading: Promise<unknown>) => void loading.catch(() => undefined);

/**
 * Started by the entry beside the app's own chunks when this tab holds a session: the portal's frame
 * and, for home (where / leads a signed-in user), its screen, its news and the first news picture,
 * so that none of them waits for the one before (entry → app → layout → home → news → picture).
 * The router's own loading then finds the same modules done, and the news block its answer.
 */
export function preloadSignedIn(pathname: string, market: string | null) {
  // The configurator is full screen, without the portal's frame.
  if (pathname === '/cpq') return;
  quietly(import('./layout/app-layout'));
  if (pathname !== '/home' && pathname !== '/') return;
  quietly(import('./routes/home-page'));
  if (market) preloadHomeNews(market);
}

/**
 * The news block's own call (the same address, so its request takes this answer), and its
 * pictures (the first, a phone's largest paint, ahead of the rest); beside them the flagged-news overlay's call, which
 * home makes on entry.
 */
export function preloadHomeNews(market: string) {
  const base = portalConfig().contentApiUrl;
  const flagged = contentCallUrl(base, ARTICLES_PATH, { market: contentMarket(market), limit: 1, isFlagged: 'true' });
  const url = contentCallUrl(base, ARTICLES_PATH, { market: contentMarket(market), limit: HOME_NEWS_COUNT });
  // The page's warm start (app/warm-start.ts) asks for them as soon as the page's settings have run.
  if (startedEarly(url)) return;
  requestEarly(flagged, CONTENT_REQUEST);
  requestEarly(url, CONTENT_REQUEST, (copy) => {
    if (!copy.ok) return;
    copy
      .json()
      .then((body: { articles?: { image?: string | null }[] }) => {
        (body.articles ?? []).slice(0, HOME_NEWS_COUNT).forEach((article, index) => {
          const picture = contentAssetUrl(article?.image, base, window.location.origin);
          if (picture) preloadImage(picture, index === 0);
        });
      })
      .catch(() => undefined);
  });
}

function preloadImage(href: string, first: boolean) {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  if (first) link.fetchPriority = 'high';
  document.head.append(link);
}
