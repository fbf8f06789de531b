import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Market } from '@portal/contracts/common';
import { getArticles, type NewsArticleSummary } from '@portal/contracts/content';
import { contentRequest } from '../../../lib/content-client';
import { browserStorage, markViewed, shouldShowFlagged } from '../flagged-news';

/**
 * The flagged article to show in the overlay on entering home, or null: none is flagged, or
 * the latest was viewed within 7 days. Deciding to show it counts as viewing it. Nothing is
 * cached between visits to home, so every entry decides afresh.
 */
export const flaggedNewsQuery = (market: Market) =>
  queryOptions({
    queryKey: ['content', 'articles', market, 'flagged-overlay'],
    queryFn: async ({ signal }): Promise<NewsArticleSummary | null> => {
      const { articles } = await contentRequest(getArticles, { query: { market, limit: 1, isFlagged: 'true' }, signal });
      const article = articles[0];
      if (!article) return null;
      const storage = browserStorage();
      const now = Date.now();
      if (!shouldShowFlagged(storage, article.id, now)) return null;
      markViewed(storage, article.id, now);
      return article;
    },
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

export const useFlaggedNews = (market: Market) => useQuery(flaggedNewsQuery(market));
