import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { useEffect, useMemo, useRef, useState } from 'react';
import { DEFAULT_LANGUAGE, isLanguage, LOCALE_TAG } from './languages';
import {
  clampPage,
  filterRows,
  isPageSize,
  LIST_BREAKPOINTS,
  nextSort,
  pageCount,
  pageRange,
  pageRows,
  SEARCH_DEBOUNCE_MS,
  sortRows,
  type PageSize,
  type SearchValue,
  type SortState,
} from './data-table-logic';
import type { DataTableColumn, ServerPaging } from './data-table-types';

/** Whether the window is at least this wide, known at the first render so a list does not change form on arrival. */
const useWidthFrom = (width: string) => {
  const query = `(min-width: ${width})`;
  const initial = typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : true;
  return useMediaQuery(query, initial, { getInitialValueInEffect: false });
};

/** How the list fits the window: cards below 768 px, secondary columns from 1024 px, row actions as buttons from 1280 px. */
export function useTableForm() {
  return {
    form: useWidthFrom(LIST_BREAKPOINTS.table) ? ('table' as const) : ('cards' as const),
    allColumns: useWidthFrom(LIST_BREAKPOINTS.allColumns),
    inlineActions: useWidthFrom(LIST_BREAKPOINTS.inlineActions),
  };
}

/**
 * The rows a list shows and the choices that lead to them: the search (debounced; in the browser, or sent to the
 * server), the order and the page, kept here for a list the browser pages and taken from the server's paging otherwise.
 */
export function useTableRows<T>(options: {
  rows: readonly T[] | undefined;
  columns: readonly DataTableColumn<T>[];
  searchAccessors: readonly ((row: T) => SearchValue)[] | undefined;
  paged: boolean;
  server: ServerPaging | undefined;
  initialSort: SortState;
  initialPageSize: PageSize;
  language: string;
}) {
  const { rows, columns, searchAccessors, paged, server } = options;
  const locale = LOCALE_TAG[isLanguage(options.language) ? options.language : DEFAULT_LANGUAGE];
  const collator = useMemo(() => new Intl.Collator(locale, { numeric: true, sensitivity: 'base' }), [locale]);
  const [sort, setSort] = useState<SortState>(options.initialSort);
  const [pageSize, setPageSize] = useState<PageSize>(options.initialPageSize);
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  // The page belongs to the query it was chosen for, so a new search starts on the first page without an effect.
  const [paging, setPaging] = useState({ page: 0, query: '' });

  const filtering = searchAccessors && paged && !server;
  const searchable = filtering || Boolean(searchAccessors && server?.onSearch);
  const filtered = useMemo(
    () => (filtering ? filterRows(rows ?? [], query, searchAccessors) : [...(rows ?? [])]),
    [rows, query, searchAccessors, filtering],
  );
  // A settled search goes to the server, which answers its first page.
  const onServerSearch = server?.onSearch;
  const searched = useRef(query);
  useEffect(() => {
    if (!onServerSearch || searched.current === query) return;
    searched.current = query;
    onServerSearch(query);
  }, [query, onServerSearch]);
  const sorted = useMemo(() => {
    const column = sort && !server ? columns.find((c) => c.key === sort.key) : undefined;
    return column?.sortValue && sort ? sortRows(filtered, column.sortValue, sort.direction, collator) : filtered;
  }, [filtered, sort, columns, collator, server]);

  const size = server ? server.pageSize : paged ? pageSize : Math.max(1, sorted.length);
  const page = server ? server.page - 1 : clampPage(paging.query === query ? paging.page : 0, sorted.length, size);
  const visible = server ? sorted : pageRows(sorted, page, size);
  const setPage = (next: number) => (server ? server.onPage(next + 1) : setPaging({ page: next, query }));
  const shownSort = server ? (server.sort ?? null) : sort;
  const chooseSort = (next: SortState) => {
    if (server) server.onSort?.(next);
    else {
      setSort(next);
      setPage(0);
    }
  };

  return {
    search,
    setSearch,
    searchable,
    visible,
    page,
    size,
    pages: pageCount(server ? server.total : sorted.length, size),
    range: server
      ? { from: server.total === 0 ? 0 : page * size + 1, to: Math.min(server.total, page * size + visible.length), total: server.total }
      : pageRange(page, sorted.length, size),
    setPage,
    choosePageSize: (next: number) => {
      if (server) server.onPageSize(next);
      else if (isPageSize(next)) {
        setPageSize(next);
        setPage(0);
      }
    },
    /** Whether the list has rows at all (or a search or filter that may have hidden them), for the empty message. */
    hasRows: (rows?.length ?? 0) > 0 || Boolean(server && ((server.onSearch && query.trim()) || server.filtered)),
    shownSort,
    chooseSort,
    sortBy: (key: string) => chooseSort(nextSort(shownSort, key)),
  };
}
