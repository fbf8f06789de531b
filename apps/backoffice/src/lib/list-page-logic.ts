/**
 * The rules every back-office list shares, as pure functions: its filters, search texts and
 * page are kept in the address (so a queue can be linked from the start page and bookmarked),
 * and read from there into the query the server is asked.
 */
import { crmGuid } from '@portal/contracts/common';
import { isMarket, type Language, type Market } from '@portal/contracts/languages';
import { formatQuantity } from '@portal/ui/format';

export const FIRST_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 25;
/** How long typing in a search field rests before the list is asked again. */
export const SEARCH_DEBOUNCE_MS = 300;

/** How a list reads one filter from the address: its value, or undefined when it is not set or not one the list knows. */
export type FilterParser<T> = (raw: string | null) => T | undefined;
export type FilterParsers<F> = { [K in keyof F]: FilterParser<F[K]> };

/** One of a fixed set of values, such as a status or a kind. */
export const oneOf =
  <T extends string>(values: readonly T[]): FilterParser<T> =>
  (raw) =>
    (values as readonly (string | null)[]).includes(raw) ? (raw as T) : undefined;

export const marketFilter: FilterParser<Market> = (raw) => (isMarket(raw) ? raw : undefined);

/** 'true' or 'false', as the API's yes-or-no filters take them. */
export const yesNoFilter = oneOf(['true', 'false'] as const);

/** A switch that filters only when on; off, the filter is left out of the address. */
export const onlyTrueFilter: FilterParser<'true'> = (raw) => (raw === 'true' ? 'true' : undefined);

/** A number as the address has it; the server checks its range and refuses what is no number. */
export const numberFilter: FilterParser<number> = (raw) => (raw ? Number(raw) : undefined);

/** Any text, such as an id chosen from a list the server gave. */
export const textFilter: FilterParser<string> = (raw) => raw || undefined;

/** A CRM id (a GUID), such as a sales representative's, as the API takes it; anything else is no filter. */
export const crmIdFilter: FilterParser<string> = (raw) => (crmGuid.safeParse(raw).success ? (raw as string) : undefined);

/** The list's page in the address; the first when none or no number is there. */
export const pageOf = (params: URLSearchParams) => Number(params.get('page') ?? String(FIRST_PAGE)) || FIRST_PAGE;

/** The list's page size in the address; the default when none or no number is there. */
export const pageSizeOf = (params: URLSearchParams) => Number(params.get('pageSize') ?? String(DEFAULT_PAGE_SIZE)) || DEFAULT_PAGE_SIZE;

/**
 * The address's parameters after a change: an empty or null value removes its parameter. A change
 * of anything but the page returns to the first page, since the old page may no longer exist.
 */
export function changedParams(params: URLSearchParams, change: Record<string, string | null>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(change)) {
    if (value === null || value === '') next.delete(key);
    else next.set(key, value);
  }
  if (!('page' in change)) next.delete('page');
  return next;
}

/** Each filter as its parser reads it; a filter that is not set, or not valid, is left out. */
export function readFilters<F>(parsers: FilterParsers<F>, get: (name: string) => string | null): Partial<F> {
  const values: Partial<F> = {};
  for (const name of Object.keys(parsers) as (keyof F & string)[]) {
    const value = parsers[name](get(name));
    if (value !== undefined) values[name] = value;
  }
  return values;
}

/** The search texts as typed, trimmed (the server trims them too); an empty one is none. */
export const readTexts = <T extends string>(names: readonly T[], get: (name: string) => string | null): Record<T, string> =>
  Object.fromEntries(names.map((name) => [name, (get(name) ?? '').trim()])) as Record<T, string>;

export type ListQuery<F, T extends string> = Partial<F> & Partial<Record<T, string>> & { page: number; pageSize: number };

/** What the server is asked: the filters set, the texts that are not empty, and the page. */
export function listQuery<F, T extends string>(
  filters: Partial<F>,
  texts: Partial<Record<T, string>>,
  page: number,
  pageSize: number,
): ListQuery<F, T> {
  const shownTexts = Object.fromEntries(Object.entries(texts).filter(([, text]) => typeof text === 'string' && text !== ''));
  return { ...filters, ...shownTexts, page, pageSize } as ListQuery<F, T>;
}

/** Whether the query narrows the list: an empty list then says that nothing matches, not that there is nothing. */
export const isFiltered = (query: { page: number; pageSize: number }) =>
  Object.keys(query).some((key) => key !== 'page' && key !== 'pageSize');

/** A count in the language's way; a plus says there are more than it (the server stopped counting). */
export const countText = (count: number, orMore: boolean, language: Language) => `${formatQuantity(count, language)}${orMore ? '+' : ''}`;

/** A select's value among its choices; one the address holds that is no choice shows as none. */
export const shownChoice = (raw: string | null, choices: readonly { value: string }[]) =>
  raw !== null && choices.some((c) => c.value === raw) ? raw : null;

/** The choices of a `yesNoFilter`'s select: yes first, then no, each by its name. */
export const yesNoChoices = (yes: string, no: string) => [
  { value: 'true', label: yes },
  { value: 'false', label: no },
];

/** A list's order: one of its sortable columns, each way. */
export type ListOrder<S extends string = string> = { key: S; direction: 'asc' | 'desc' };

/**
 * The list's order in the address, `sort=<column>:asc|desc` as the server takes it; a column the list
 * does not sort by, or no direction, is the list's standard order (null).
 */
export function sortOf<S extends string>(raw: string | null, columns: readonly S[]): ListOrder<S> | null {
  const match = /^(.+):(asc|desc)$/.exec(raw ?? '');
  if (!match || !(columns as readonly string[]).includes(match[1]!)) return null;
  return { key: match[1] as S, direction: match[2] as 'asc' | 'desc' };
}

/** The address's `sort` of an order; none for the standard order. */
export const sortParam = (order: ListOrder | null): string | null => (order ? `${order.key}:${order.direction}` : null);

/** What a list's export asks: the list's filters, texts and order, not its page. */
export const exportQueryOf = (query: Record<string, unknown>): Record<string, string | number | undefined> =>
  Object.fromEntries(
    Object.entries(query)
      .filter(([key, value]) => key !== 'page' && key !== 'pageSize' && value !== undefined && value !== null && value !== '')
      .map(([key, value]) => [key, typeof value === 'number' ? value : String(value)]),
  );
