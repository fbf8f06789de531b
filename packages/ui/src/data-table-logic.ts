/** Page sizes every list offers (spec 001 §9). */
export const PAGE_SIZES = [10, 25, 50] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 10;
/** The global search waits this long after the last key (spec 001 §9). */
export const SEARCH_DEBOUNCE_MS = 200;

export const isPageSize = (value: unknown): value is PageSize => (PAGE_SIZES as readonly unknown[]).includes(value);

export type SortDirection = 'asc' | 'desc';
export type SortState = { key: string; direction: SortDirection } | null;
export type SortValue = string | number | null | undefined;
export type SearchValue = string | number | null | undefined;

/** A click on a header sorts ascending first, then toggles; another header starts ascending again. */
export function nextSort(current: SortState, key: string): SortState {
  if (current?.key !== key) return { key, direction: 'asc' };
  return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

/** The value of aria-sort for a sortable header. */
export function ariaSort(current: SortState, key: string): 'ascending' | 'descending' | 'none' {
  if (current?.key !== key) return 'none';
  return current.direction === 'asc' ? 'ascending' : 'descending';
}

const isBlank = (value: SortValue) => value === null || value === undefined || value === '';

/** Numbers by value, texts by the language's collation with digits as numbers; blanks sort last either way. */
export function compareSortValues(a: SortValue, b: SortValue, collator: Intl.Collator): number {
  if (isBlank(a) || isBlank(b)) return isBlank(a) ? (isBlank(b) ? 0 : 1) : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/** A stable sort, so rows with equal values keep the order the server gave. */
export function sortRows<T>(rows: readonly T[], accessor: (row: T) => SortValue, direction: SortDirection, collator: Intl.Collator): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: accessor(row) }))
    .sort((x, y) => {
      const blankX = isBlank(x.value);
      const blankY = isBlank(y.value);
      // Blanks stay at the end in both directions: they are never the interesting rows.
      if (blankX !== blankY) return blankX ? 1 : -1;
      return sign * compareSortValues(x.value, y.value, collator) || x.index - y.index;
    })
    .map((entry) => entry.row);
}

const normalize = (text: string) => text.normalize('NFKC').toLocaleLowerCase().replace(/\s+/g, ' ').trim();

/** Every word of the query must occur in one of the row's values, in any order and case. */
export function filterRows<T>(rows: readonly T[], query: string, accessors: readonly ((row: T) => SearchValue)[]): T[] {
  const terms = normalize(query).split(' ').filter(Boolean);
  if (terms.length === 0 || accessors.length === 0) return [...rows];
  return rows.filter((row) => {
    const haystack = normalize(
      accessors
        .map((accessor) => accessor(row))
        .filter((value) => value !== null && value !== undefined)
        .join(' \u0000 '),
    );
    return terms.every((term) => haystack.includes(term));
  });
}

/** At least one page, so the pagination never shows zero pages. */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/** A page that still exists after rows disappeared (a cancelled order, a narrower search). */
export const clampPage = (page: number, total: number, pageSize: number) =>
  Math.min(Math.max(0, Math.floor(page)), pageCount(total, pageSize) - 1);

/** The rows of one zero-based page. */
export function pageRows<T>(rows: readonly T[], page: number, pageSize: number): T[] {
  const start = clampPage(page, rows.length, pageSize) * pageSize;
  return rows.slice(start, start + pageSize);
}

/** First and last row number shown (one-based), for "11–20 of 42"; 0–0 for no rows. */
export function pageRange(page: number, total: number, pageSize: number): { from: number; to: number; total: number } {
  if (total === 0) return { from: 0, to: 0, total };
  const start = clampPage(page, total, pageSize) * pageSize;
  return { from: start + 1, to: Math.min(start + pageSize, total), total };
}

/**
 * The forms a list takes by window width: cards on a phone, a table without its secondary columns
 * on a tablet, every column from a small laptop on, with the row actions as buttons only where
 * they have room (a row menu before that).
 */
export const LIST_BREAKPOINTS = {
  /** Below this a row is a card. */
  table: '48em',
  /** From here every column is shown. */
  allColumns: '64em',
  /** From here row actions are buttons in the row instead of a row menu. */
  inlineActions: '80em',
} as const;

/** What a column's value is on a row's card; a column without a place is left off the card. */
export type CardPlace = 'title' | 'status' | 'meta' | 'amount' | 'detail';

/** The value of the sort choice that stands for a sort state on a phone, where there are no headers to click. */
export const sortChoice = (sort: SortState): string => (sort ? `${sort.key}:${sort.direction}` : '');

/** The sort state a sort choice stands for; anything but a sortable column with a direction is the standard order. */
export function parseSortChoice(value: string | null, sortableKeys: readonly string[]): SortState {
  const match = /^(.+):(asc|desc)$/.exec(value ?? '');
  if (!match || !sortableKeys.includes(match[1]!)) return null;
  return { key: match[1]!, direction: match[2] as SortDirection };
}

/** The columns of a card in the order title, status, meta, amount, then the details as the table has them. */
export function cardColumns<C extends { key: string; card?: CardPlace }>(columns: readonly C[]): Record<CardPlace, C[]> {
  const places: Record<CardPlace, C[]> = { title: [], status: [], meta: [], amount: [], detail: [] };
  for (const column of columns) if (column.card) places[column.card].push(column);
  return places;
}
