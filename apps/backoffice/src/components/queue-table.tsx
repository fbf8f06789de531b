import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorNotice } from '@portal/ui';
import type { UrlFilters } from '../lib/url-filters';
import { PagedTable, type PagedColumn } from './paged-table';

type Props<T> = {
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
};

/** A back-office list paged on the server, its page kept in the address, or the notice that it failed. */
export function QueueTable<T>({ query, filters, label, columns, rowKey, empty, errorKey }: Props<T>) {
  if (query.error) return <ErrorNotice titleKey={errorKey} onRetry={() => void query.refetch()} />;
  return (
    <PagedTable
      label={label}
      columns={columns}
      rows={query.data?.items}
      rowKey={rowKey}
      total={query.data?.total ?? 0}
      totalCapped={query.data?.totalCapped ?? false}
      page={filters.page}
      pageSize={filters.pageSize}
      onPage={(p) => filters.update({ page: String(p) })}
      onPageSize={(size) => filters.update({ pageSize: String(size) })}
      loading={query.isFetching}
      empty={empty}
    />
  );
}
