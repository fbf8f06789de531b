import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Market } from '@portal/contracts/common';
import { getArticle } from '@portal/contracts/content';
import { contentRequest } from '../../../lib/content-client';

export const articleQuery = (market: Market, node: string) =>
  queryOptions({
    queryKey: ['content', 'article', market, node],
    queryFn: ({ signal }) => contentRequest(getArticle, { query: { market, node }, signal }),
    staleTime: 5 * 60_000,
  });

export const useArticle = (market: Market, node: string) => useQuery(articleQuery(market, node));
