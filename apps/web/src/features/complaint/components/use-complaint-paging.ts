import { useState } from 'react';
import { COMPLAINT_SORT_KEYS, type ComplaintListQuery, type ComplaintSortKey } from '@portal/contracts/complaint';
import type { SortState } from '@portal/ui';

const isSortKey = (key: string): key is ComplaintSortKey => (COMPLAINT_SORT_KEYS as readonly string[]).includes(key);

export type ComplaintPaging = ReturnType<typeof useComplaintPaging>;

/**
 * What a complaint list asks the server for: the page, its size, the order, the search and the status. A new order,
 * search, size or status starts again on the first page.
 */
export function useComplaintPaging() {
  const [state, setState] = useState<{ page: number; pageSize: number; sort: SortState; q: string; status: number | null }>({
    page: 1,
    pageSize: 10,
    sort: { key: 'created', direction: 'desc' },
    q: '',
    status: null,
  });
  const query: ComplaintListQuery = {
    page: state.page,
    pageSize: state.pageSize,
    ...(state.sort && isSortKey(state.sort.key) ? { sort: state.sort.key, direction: state.sort.direction } : {}),
    ...(state.q.trim() ? { q: state.q.trim() } : {}),
    ...(state.status !== null ? { status: state.status } : {}),
  };
  return {
    ...state,
    query,
    setPage: (page: number) => setState((s) => ({ ...s, page })),
    setPageSize: (pageSize: number) => setState((s) => ({ ...s, pageSize, page: 1 })),
    setSort: (sort: SortState) => setState((s) => ({ ...s, sort, page: 1 })),
    setSearch: (q: string) => setState((s) => ({ ...s, q, page: 1 })),
    setStatus: (status: number | null) => setState((s) => ({ ...s, status, page: 1 })),
  };
}
