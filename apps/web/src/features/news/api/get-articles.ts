import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Market } from '@portal/contracts/common';
import { getArticles } from '@portal/contracts/content';
import { contentRequest } from '../../../lib/content-client';

export const articlesKey = ['content', 'articles'] as const;

/** The latest articles of a market, newest first; `flagged` asks only for those flagged for the overlay. */
export const articlesQuery = (market: Market, limit: number, flagged = false) =>
  queryOptions({
    queryKey: [...articlesKey, market, limit, flagged],
    queryFn: ({ signal }) =>
      contentRequest(getArticles, { query: { market, limit, ...(flagged ? { isFlagged: 'true' as const } : {}) }, signal }),
    staleTime: 5 * 60_000,
  });

export const useArticles = (market: Market, limit: number, flagged = false) => useQuery(articlesQuery(market, limit, flagged));
