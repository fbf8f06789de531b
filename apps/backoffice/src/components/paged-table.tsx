import { useTranslation } from 'react-i18next';
import { STAFF_PAGE_SIZES } from '@portal/contracts/staff-complaint';
import { DataTable, type DataTableAction, type DataTableColumn, type SortState } from '@portal/ui';
import { isLanguage } from '@portal/ui/languages';
import { countText } from '../lib/list-page-logic';

/**
 * A column of a back-office list: the shared list's column, so it reflows the same way (cards below 768 px with the
 * columns placed by `card`, secondary columns aside on a tablet, every column from 1024 px).
 */
export type PagedColumn<T> = DataTableColumn<T>;

type Props<T> = {
  label: string;
  columns: PagedColumn<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string;
  rowClassName?: (row: T) => string | undefined;
  total: number;
  /** The server stopped counting at total: there are more rows than that. */
  totalCapped?: boolean;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
  loading: boolean;
  empty: string;
  rowActions?: (row: T) => readonly DataTableAction[];
  actionsHeader?: string;
  /** The server's order and the columns it sorts by, whose headers are buttons that sort (aria-sort tells the order). */
  sort?: SortState;
  onSort?: (sort: SortState) => void;
  sortKeys?: readonly string[];
};

/** A list whose filtering, sorting and paging happen on the server, as the back office's queues are large. */
export function PagedTable<T>({
  total,
  totalCapped = false,
  page,
  pageSize,
  onPage,
  onPageSize,
  loading,
  empty,
  sort,
  onSort,
  sortKeys,
  ...table
}: Props<T>) {
  const { i18n } = useTranslation();
  return (
    <DataTable
      {...table}
      loading={loading}
      emptyText={empty}
      serverPaging={{
        page,
        pageSize,
        pageSizes: STAFF_PAGE_SIZES,
        total,
        totalText: countText(total, totalCapped, isLanguage(i18n.language) ? i18n.language : 'en'),
        onPage,
        onPageSize,
        ...(onSort ? { sort: sort ?? null, onSort, sortKeys: sortKeys ?? [] } : {}),
      }}
    />
  );
}
