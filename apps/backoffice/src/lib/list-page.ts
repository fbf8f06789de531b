import { useDebouncedValue } from '@mantine/hooks';
import { isFiltered, listQuery, readFilters, readTexts, SEARCH_DEBOUNCE_MS, type FilterParsers, type ListQuery } from './list-page-logic';
import { useUrlFilters, type UrlFilters } from './url-filters';

const DEFAULT_TEXTS = ['search'] as const;

type Options<F, T extends string> = {
  /** Each filter's name in the address with the way to read it. */
  filters: FilterParsers<F>;
  /** The free-text filters, asked for once typing rests; `search` unless told. */
  texts?: readonly T[];
};

export type ListPage<F, T extends string> = {
  /** The address's filters, page and page size, and the way to change them. */
  filters: UrlFilters;
  /** The filters as read now, for the controls that show them. */
  values: Partial<F>;
  /** What the server is asked: the filters, the texts once typing rests, and the page. */
  query: ListQuery<F, T>;
  /** Whether the query narrows the list. */
  filtered: boolean;
};

/** A back-office list's filters, search and page, kept in the address and read into the server's query. */
export function useListPage<F, T extends string = 'search'>({ filters: parsers, texts }: Options<F, T>): ListPage<F, T> {
  const names = texts ?? (DEFAULT_TEXTS as readonly string[] as readonly T[]);
  const filters = useUrlFilters();
  const values = readFilters(parsers, filters.get);
  // One text stands for all texts, so the wait starts again whichever of them changes.
  const [typed] = useDebouncedValue(JSON.stringify(readTexts(names, filters.get)), SEARCH_DEBOUNCE_MS);
  const query = listQuery<F, T>(values, JSON.parse(typed) as Record<T, string>, filters.page, filters.pageSize);
  return { filters, values, query, filtered: isFiltered(query) };
}
