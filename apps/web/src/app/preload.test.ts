// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubPortalConfig } from '@portal/ui/testing/dom-stubs';
import { QueryClient } from '@tanstack/react-query';
import { getArticles } from '@portal/contracts/content';
import { articlesQuery } from '../features/news/api/get-articles';
import { flaggedNewsQuery } from '../features/news/api/get-flagged-news';
import { ARTICLES_PATH, preloadHomeNews } from './preload';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const ARTICLE = {
  id: 'a1',
  title: 'Price list 2027',
  abstract: 'New prices from January',
  date: '20261120120000',
  image: '/mediaApi/file/f1/price-list.svg',
  isFlagged: true,
};

describe("the entry's early news calls", () => {
  it("asks for the path of the contracts' article list, so the news block's request takes its answer", () => {
    expect(ARTICLES_PATH).toBe(getArticles.path);
  });

  it("are the very calls home's news block and its flagged-news overlay make, which take their answers", async () => {
    stubPortalConfig('/mediaApi');
    const fetch = vi.fn(async (_url: string) => new Response(JSON.stringify({ articles: [ARTICLE] }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);

    preloadHomeNews('se');
    expect(fetch.mock.calls.map(([url]) => url).sort()).toEqual([
      '/mediaApi/articles?market=se&limit=1&isFlagged=true',
      '/mediaApi/articles?market=se&limit=3',
    ]);

    const client = new QueryClient();
    const [news, flagged] = await Promise.all([client.fetchQuery(articlesQuery('se', 3)), client.fetchQuery(flaggedNewsQuery('se'))]);
    expect(news.articles[0]?.id).toBe('a1');
    expect(flagged?.id).toBe('a1');
    // Both answered by the calls already made; the first picture was asked for beside them.
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.waitFor(() => expect(document.head.querySelector('link[rel="preload"]')?.getAttribute('href')).toBe(ARTICLE.image));
  });
});
