import { useSearchParams } from 'react-router';

/**
 * A list's filters kept in the address, so a queue can be linked from the start page and
 * bookmarked. Changing a filter returns to the first page.
 */
export function useUrlFilters() {
  const [params, setParams] = useSearchParams();
  const update = (change: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    if (!('page' in change)) next.delete('page');
    setParams(next, { replace: true });
  };
  return {
    get: (key: string) => params.get(key),
    page: Number(params.get('page') ?? '1') || 1,
    pageSize: Number(params.get('pageSize') ?? '25') || 25,
    update,
  };
}

export type UrlFilters = ReturnType<typeof useUrlFilters>;
