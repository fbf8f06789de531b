import type { UseQueryResult } from '@tanstack/react-query';
import { DataTable, ErrorNotice, type DataTableProps } from '@portal/ui';
import { sortOf, sortParam } from '../lib/list-page-logic';
import type { UrlFilters } from '../lib/url-filters';
import { PagedTable, type PagedColumn } from './paged-table';

export type QueueTableProps<T> = {
  /** The server's page of the list: its rows and how many there are in all. */
  query: UseQueryResult<{ items: T[]; total: number; totalCapped?: boolean }>;
  /** The list's filters in the address, which hold its page and page size too. */
  filters: UrlFilters;
  label: string;
  columns: PagedColumn<T>[];
  rowKey: (row: T) => string;
  empty: string;
  /** The title of the notice shown, with a retry, when the list cannot be loaded. */
  errorKey: string;
  /** The columns the server sorts by (their keys are the contract's column names); their headers sort the list. */
  sortColumns?: readonly string[];
  /** A class of a row, such as the one the keyboard highlights. */
  rowClassName?: (row: T) => string | undefined;
};

/**
 * A back-office list paged and sorted on the server, its page and order kept in the address (`sort=<column>:asc|desc`),
 * or the notice that it failed.
 */
export function QueueTable<T>({
  query,
  filters,
  label,
  columns,
  rowKey,
  empty,
  errorKey,
  sortColumns = [],
  rowClassName,
}: QueueTableProps<T>) {
  if (query.error) return <ErrorNotice titleKey={errorKey} onRetry={() => void query.refetch()} error={query.error} />;
  return (
    <PagedTable
      label={label}
      columns={columns}
      rows={query.data?.items}
      rowKey={rowKey}
      rowClassName={rowClassName}
      total={query.data?.total ?? 0}
      totalCapped={query.data?.totalCapped ?? false}
      page={filters.page}
      pageSize={filters.pageSize}
      onPage={(p) => filters.update({ page: String(p) })}
      onPageSize={(size) => filters.update({ pageSize: String(size) })}
      loading={query.isFetching}
      empty={empty}
      {...(sortColumns.length > 0
        ? {
            sort: sortOf(filters.get('sort'), sortColumns),
            onSort: (sort) => filters.update({ sort: sortParam(sort) }),
            sortKeys: sortColumns,
          }
        : {})}
    />
  );
}

type WholeTableProps<T> = Omit<DataTableProps<T>, 'rows' | 'loading' | 'serverPaging'> & {
  /** The whole list as the server answered it. */
  query: UseQueryResult<{ items: T[] }>;
  /** The title of the notice shown, with a retry, when the list cannot be loaded. */
  errorKey: string;
};

/** A short back-office list read whole, searched and sorted in the browser, or the notice that it failed. */
export function WholeTable<T>({ query, errorKey, ...table }: WholeTableProps<T>) {
  if (query.error) return <ErrorNotice titleKey={errorKey} onRetry={() => void query.refetch()} error={query.error} />;
  return <DataTable {...table} rows={query.data?.items} loading={query.isPending} />;
}
