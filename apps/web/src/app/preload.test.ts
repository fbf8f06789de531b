// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { getArticles } from '@portal/contracts/content';
import { articlesQuery } from '../features/news/api/get-articles';
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

  it("are the very call home's news block makes, which takes its answer, and ask for its first picture", async () => {
    window.__PORTAL_CONFIG__ = {
      authority: 'http://localhost/idp',
      clientId: 'web',
      scope: 'openid',
      resource: null,
      contentApiUrl: '/mediaApi',
    };
    const fetch = vi.fn(async (_url: string) => new Response(JSON.stringify({ articles: [ARTICLE] }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);

    preloadHomeNews('se');
    // Not the flagged-news overlay's call, which waits for home's first paint.
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/mediaApi/articles?market=se&limit=3']);

    const client = new QueryClient();
    const news = await client.fetchQuery(articlesQuery('se', 3));
    expect(news.articles[0]?.id).toBe('a1');
    // Answered by the call already made; the first picture was asked for beside it.
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(document.head.querySelector('link[rel="preload"]')?.getAttribute('href')).toBe(ARTICLE.image));
  });
});
