import type { ReactNode } from 'react';
import type { CardPlace, PageSize, SearchValue, SortState, SortValue } from './data-table-logic';

export type DataTableColumn<T> = {
  key: string;
  /** The translated header text; also the accessible name of its sort button. */
  header: string;
  cell: (row: T) => ReactNode;
  /** Makes the column sortable by this value. */
  sortValue?: (row: T) => SortValue;
  align?: 'left' | 'right';
  /** Keeps short values such as dates and amounts on one line. */
  nowrap?: boolean;
  /** The least width of the column, for values that break anywhere (a tracking number) and would be squeezed thin. */
  minWidth?: string;
  /** Steps aside on a tablet (768–1023 px), where the row's detail still shows it; from 1024 px every column is shown. */
  secondary?: boolean;
  /**
   * Where the value stands on the row's card on a phone: the title (the link or button to the row's detail), the status
   * and the amount beside them, the meta line (a date) under the title, or among the details. Without it, the card leaves
   * the column off.
   */
  card?: CardPlace;
};

/** Something a row's user can do: a button that calls onClick or a link to a path. */
export type DataTableAction = {
  key: string;
  /** The visible text. */
  label: string;
  /** A fuller accessible name that names the row; it contains the visible text. */
  ariaLabel?: string;
  /** Opens a dialog. */
  dialog?: boolean;
  /** Its work is under way (a delete on the server). */
  loading?: boolean;
} & ({ onClick: () => void; to?: undefined } | { to: string; onClick?: undefined });

/**
 * A list the server pages (and filters and sorts): the rows are the page it answered, and the table shows them with the
 * server's page, page size and total.
 */
export type ServerPaging = {
  /** One-based. */
  page: number;
  pageSize: number;
  pageSizes: readonly number[];
  total: number;
  /** The total as shown ("10,000+" where the server stopped counting); the plain number without it. */
  totalText?: string;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
  /**
   * The server's order, when the list lets the user choose it: the headers of the columns in sortKeys (or, without
   * sortKeys, of columns with a sortValue) sort by it.
   */
  sort?: SortState;
  onSort?: (sort: SortState) => void;
  /** The keys of the columns the server sorts by; each such column's header becomes a sort button. */
  sortKeys?: readonly string[];
  /** The server searches: the search field's text, as typed and settled, goes to it (the list has searchAccessors). */
  onSearch?: (text: string) => void;
  /** A filter of the page's own narrows the answer, so no rows means no matches rather than an empty list. */
  filtered?: boolean;
};

export type DataTableProps<T> = {
  /** The accessible name of the table, usually the page title. */
  label: string;
  columns: readonly DataTableColumn<T>[];
  /** undefined while the rows load. */
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string;
  loading?: boolean;
  /** Shown when there are no rows at all. */
  emptyText: string;
  /** Values the global search looks through; without them there is no search field. */
  searchAccessors?: readonly ((row: T) => SearchValue)[];
  /** Further filters beside the search field (e.g. a status filter). */
  toolbar?: ReactNode;
  rowClassName?: (row: T) => string | undefined;
  /** A Mantine colour or CSS colour for the row background (e.g. by status). */
  rowColor?: (row: T) => string | undefined;
  /**
   * What can be done with a row. They stand as buttons in a last column (headed actionsHeader) where there is room
   * (from 1280 px), in a row menu on smaller screens and as buttons at the foot of a card on a phone.
   */
  rowActions?: (row: T) => readonly DataTableAction[];
  actionsHeader?: string;
  /** The row's name in the row menu's accessible name ("Actions for 400026"); the row key without it. */
  rowName?: (row: T) => string;
  initialSort?: SortState;
  initialPageSize?: PageSize;
  /** false shows every row without search, paging or page size, for short lists such as those on home. */
  paged?: boolean;
  skeletonRows?: number;
  /**
   * Paging by the server instead of in the browser; the list then searches and sorts only through the server (its onSearch
   * and onSort), never one page of it.
   */
  serverPaging?: ServerPaging;
};
