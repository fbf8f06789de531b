import { useDebouncedValue } from '@mantine/hooks';
import {
  isFiltered,
  listQuery,
  readFilters,
  readTexts,
  SEARCH_DEBOUNCE_MS,
  sortOf,
  sortParam,
  type FilterParsers,
  type ListQuery,
} from './list-page-logic';
import { useUrlFilters, type UrlFilters } from './url-filters';

const DEFAULT_TEXTS = ['search'] as const;

type Options<F, T extends string, S extends string> = {
  /** Each filter's name in the address with the way to read it. */
  filters: FilterParsers<F>;
  /** The free-text filters, asked for once typing rests; `search` unless told. */
  texts?: readonly T[];
  /** The columns the server sorts the list by (the contract's); the address's `sort` names one of them. */
  sortColumns?: readonly S[];
};

/** The `sort` a list's call takes: one of its columns, a colon and a direction. */
export type SortQuery<S extends string> = { sort?: `${S}:${'asc' | 'desc'}` };

export type ListPage<F, T extends string, S extends string = never> = {
  /** The address's filters, page and page size, and the way to change them. */
  filters: UrlFilters;
  /** The filters as read now, for the controls that show them. */
  values: Partial<F>;
  /** What the server is asked: the filters, the texts once typing rests, the order and the page. */
  query: ListQuery<F, T> & SortQuery<S>;
  /** Whether the query narrows the list. */
  filtered: boolean;
  /** The columns the list sorts by, whose headers sort it. */
  sortColumns: readonly S[];
  /** The names of the list's filters, texts and order in the address: what a saved view holds. */
  names: readonly string[];
};

/** A back-office list's filters, search and page, kept in the address and read into the server's query. */
export function useListPage<F, T extends string = 'search', S extends string = never>({
  filters: parsers,
  texts,
  sortColumns = [],
}: Options<F, T, S>): ListPage<F, T, S> {
  const names = texts ?? (DEFAULT_TEXTS as readonly string[] as readonly T[]);
  const filters = useUrlFilters();
  const values = readFilters(parsers, filters.get);
  // One text stands for all texts, so the wait starts again whichever of them changes.
  const [typed] = useDebouncedValue(JSON.stringify(readTexts(names, filters.get)), SEARCH_DEBOUNCE_MS);
  const query = listQuery<F, T>(values, JSON.parse(typed) as Record<T, string>, filters.page, filters.pageSize);
  const sort = sortParam(sortOf(filters.get('sort'), sortColumns));
  // The order is no filter: a sorted list that shows nothing is still empty, not filtered.
  const filtered = isFiltered(query);
  const inAddress = [...Object.keys(parsers), ...names, ...(sortColumns.length > 0 ? ['sort'] : [])];
  return {
    filters,
    values,
    query: (sort ? { ...query, sort } : query) as ListPage<F, T, S>['query'],
    filtered,
    sortColumns,
    names: inAddress,
  };
}
