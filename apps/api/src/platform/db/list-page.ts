import type { Expression, QueryExecutorProvider, SelectQueryBuilder } from 'kysely';
import type { ListSort } from '@portal/contracts/staff-common';
import { cappedCount, LIST_COUNT_CAP } from './capped-count.js';

/** Where a page of a list starts and how many rows it shows; the back office's list filters carry both. */
export type Paging = { offset: number; limit: number };

/** The rows a page of a list query shows: its calls count pages from 1. */
export const pagingOf = (query: { page: number; pageSize: number }): Paging => ({
  offset: (query.page - 1) * query.pageSize,
  limit: query.pageSize,
});

/**
 * One page of a list and how many rows the whole list has, read side by side: `rows` (its
 * columns and order chosen) cut to the page, and `filtered` (the same filters, no columns)
 * counted. Every back-office list pages this way.
 */
export async function listPage<RDB, RTB extends keyof RDB, R, CDB, CTB extends keyof CDB, C>(
  rows: SelectQueryBuilder<RDB, RTB, R>,
  filtered: SelectQueryBuilder<CDB, CTB, C>,
  paging: Paging,
) {
  const [page, count] = await Promise.all([
    rows.offset(paging.offset).limit(paging.limit).execute(),
    // The count's one column, named for the compiler, which cannot follow it through the generic query.
    filtered
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .$castTo<{ n: string }>()
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: page, total: Number(count.n) };
}

/**
 * A page of a list too long to count to the end (the order and complaint desks): the total
 * counts no further than LIST_COUNT_CAP rows past the page, and `capped` says there are more.
 */
export async function cappedListPage<RDB, RTB extends keyof RDB, R, CDB, CTB extends keyof CDB, C>(
  db: QueryExecutorProvider,
  rows: SelectQueryBuilder<RDB, RTB, R>,
  filtered: SelectQueryBuilder<CDB, CTB, C>,
  paging: Paging,
) {
  const [page, count] = await Promise.all([
    rows.offset(paging.offset).limit(paging.limit).execute(),
    cappedCount(db, filtered, paging.offset + LIST_COUNT_CAP),
  ]);
  return { rows: page, ...count };
}

/**
 * The SQL of each column a list sorts by; `reversed` for a column that grows as its value falls (an age by its date);
 * `then` for keys sorted right after the column's (a joined row's own key, so an index can hand rows over in order).
 */
export type SortColumns<C extends string> = Record<
  C,
  Expression<unknown> | { by: Expression<unknown>; reversed: true } | { by: Expression<unknown>; then: readonly Expression<unknown>[] }
>;

const isReversed = (column: SortColumns<string>[string]): column is { by: Expression<unknown>; reversed: true } => 'reversed' in column;
const thenKeys = (column: SortColumns<string>[string]) => ('then' in column ? column.then : []);
const byOf = (column: SortColumns<string>[string]): Expression<unknown> => ('by' in column ? column.by : column);

/**
 * A list's rows in the order its `sort` chose, then by keys that tell every row apart, the same
 * way, so that no row is shown on two pages or on none when values repeat. Every back-office list
 * sorts this way.
 */
export function sortedBy<QDB, TB extends keyof QDB, O, C extends string>(
  query: SelectQueryBuilder<QDB, TB, O>,
  sort: ListSort<C>,
  columns: SortColumns<C>,
  unique: readonly Expression<unknown>[],
): SelectQueryBuilder<QDB, TB, O> {
  const column = columns[sort.column];
  const reversed = isReversed(column);
  const direction = reversed === (sort.direction === 'asc') ? 'desc' : 'asc';
  let sorted = query.orderBy(byOf(column), direction);
  for (const key of [...thenKeys(column), ...unique]) sorted = sorted.orderBy(key, direction);
  return sorted;
}
