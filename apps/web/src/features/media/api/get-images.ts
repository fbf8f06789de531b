import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Market } from '@portal/contracts/common';
import { getImages, IMAGE_CONTENT_TYPE } from '@portal/contracts/content';
import { contentRequest } from '../../../lib/content-client';

export const imagesQuery = (market: Market) =>
  queryOptions({
    queryKey: ['content', 'images', market],
    queryFn: ({ signal }) => contentRequest(getImages, { query: { market, contentType: IMAGE_CONTENT_TYPE }, signal }),
    staleTime: 5 * 60_000,
  });

export const useImages = (market: Market) => useQuery(imagesQuery(market));
