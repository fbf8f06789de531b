import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Market } from '@portal/contracts/common';
import { getVideos } from '@portal/contracts/content';
import { contentRequest } from '../../../lib/content-client';

export const videosQuery = (market: Market) =>
  queryOptions({
    queryKey: ['content', 'videos', market],
    queryFn: ({ signal }) => contentRequest(getVideos, { query: { market }, signal }),
    staleTime: 5 * 60_000,
  });

export const useVideos = (market: Market) => useQuery(videosQuery(market));
