import { queryOptions, useQueries } from '@tanstack/react-query';
import type { Market } from '@portal/contracts/common';
import { getFiles, type FileContentType } from '@portal/contracts/content';
import { contentRequest } from '../../../lib/content-client';

export const filesQuery = (market: Market, contentType: FileContentType) =>
  queryOptions({
    queryKey: ['content', 'files', market, contentType],
    queryFn: ({ signal }) => contentRequest(getFiles, { query: { market, contentType }, signal }),
    staleTime: 5 * 60_000,
  });

/** One list may show several content types (documents: doc and dts); their folders follow each other. */
export function useFiles(market: Market, contentTypes: readonly FileContentType[]) {
  return useQueries({
    queries: contentTypes.map((contentType) => filesQuery(market, contentType)),
    combine: (results) => ({
      folders: results.every((r) => r.data) ? results.flatMap((r) => r.data!.folders) : undefined,
      isError: results.some((r) => r.isError),
      error: results.find((r) => r.error)?.error ?? null,
      refetch: () => results.forEach((r) => void r.refetch()),
    }),
  });
}
