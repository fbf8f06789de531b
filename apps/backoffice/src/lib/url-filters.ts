import { useSearchParams } from 'react-router';
import { changedParams, pageOf, pageSizeOf } from './list-page-logic';

/**
 * A list's filters kept in the address, so a queue can be linked from the start page and
 * bookmarked. Changing a filter returns to the first page.
 */
export function useUrlFilters() {
  const [params, setParams] = useSearchParams();
  return {
    get: (key: string) => params.get(key),
    page: pageOf(params),
    pageSize: pageSizeOf(params),
    // Rendered before the handler returns (flushSync, ADR 0106): as a transition, the URL changed at once but the
    // page kept the filters before it for a moment, and a control used then wrote them back (a dealer typed right
    // after a market was chosen dropped the market).
    update: (change: Record<string, string | null>) => setParams(changedParams(params, change), { replace: true, flushSync: true }),
  };
}

export type UrlFilters = ReturnType<typeof useUrlFilters>;
