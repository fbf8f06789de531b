import type { QueryExecutorProvider, SelectQueryBuilder } from 'kysely';
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
