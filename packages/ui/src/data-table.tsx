import {
  ActionIcon,
  Button,
  Group,
  Menu,
  Pagination,
  Paper,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconArrowDown, IconArrowsSort, IconArrowUp, IconDots, IconSearch } from '@tabler/icons-react';
import { Fragment, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DEFAULT_LANGUAGE, isLanguage, LOCALE_TAG } from './languages';
import {
  ariaSort,
  cardColumns,
  clampPage,
  DEFAULT_PAGE_SIZE,
  filterRows,
  isPageSize,
  LIST_BREAKPOINTS,
  nextSort,
  PAGE_SIZES,
  pageCount,
  pageRange,
  pageRows,
  parseSortChoice,
  SEARCH_DEBOUNCE_MS,
  sortChoice,
  sortRows,
  type CardPlace,
  type PageSize,
  type SearchValue,
  type SortState,
  type SortValue,
} from './data-table-logic';

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
  /** The server's order, when the list lets the user choose it: the headers of columns with a sortValue sort by it. */
  sort?: SortState;
  onSort?: (sort: SortState) => void;
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

type Form = 'cards' | 'table';

/** Whether the window is at least this wide, known at the first render so a list does not change form on arrival. */
const useWidthFrom = (width: string) => {
  const query = `(min-width: ${width})`;
  const initial = typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : true;
  return useMediaQuery(query, initial, { getInitialValueInEffect: false });
};

/**
 * A list with sortable headers, a global search and pages of 10, 25 or 50 rows that fits every window: a compact table
 * from 768 px (its secondary columns only from 1024 px, its row actions as buttons from 1280 px and in a row menu before
 * that), and below 768 px a card per row that shows its title, status, date and amount and opens its detail.
 */
export function DataTable<T>({
  label,
  columns,
  rows,
  rowKey,
  loading = false,
  emptyText,
  searchAccessors,
  toolbar,
  rowClassName,
  rowColor,
  rowActions,
  actionsHeader,
  rowName,
  initialSort = null,
  initialPageSize = DEFAULT_PAGE_SIZE,
  paged = true,
  skeletonRows = 5,
  serverPaging: server,
}: DataTableProps<T>) {
  const { t, i18n } = useTranslation();
  const locale = LOCALE_TAG[isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE];
  const collator = useMemo(() => new Intl.Collator(locale, { numeric: true, sensitivity: 'base' }), [locale]);
  const form: Form = useWidthFrom(LIST_BREAKPOINTS.table) ? 'table' : 'cards';
  const allColumns = useWidthFrom(LIST_BREAKPOINTS.allColumns);
  const inlineActions = useWidthFrom(LIST_BREAKPOINTS.inlineActions);

  const [sort, setSort] = useState<SortState>(initialSort);
  const [pageSize, setPageSize] = useState<PageSize>(initialPageSize);
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  // The page belongs to the query it was chosen for, so a new search starts on the first page without an effect.
  const [paging, setPaging] = useState({ page: 0, query: '' });

  const filtering = searchAccessors && paged && !server;
  const searchable = filtering || Boolean(searchAccessors && server?.onSearch);
  const filtered = useMemo(
    () => (filtering ? filterRows(rows ?? [], query, searchAccessors) : [...(rows ?? [])]),
    [rows, query, searchAccessors, filtering],
  );
  // A settled search goes to the server, which answers its first page.
  const onServerSearch = server?.onSearch;
  const searched = useRef(query);
  useEffect(() => {
    if (!onServerSearch || searched.current === query) return;
    searched.current = query;
    onServerSearch(query);
  }, [query, onServerSearch]);
  const sorted = useMemo(() => {
    const column = sort && !server ? columns.find((c) => c.key === sort.key) : undefined;
    return column?.sortValue && sort ? sortRows(filtered, column.sortValue, sort.direction, collator) : filtered;
  }, [filtered, sort, columns, collator, server]);

  const size = server ? server.pageSize : paged ? pageSize : Math.max(1, sorted.length);
  const page = server ? server.page - 1 : clampPage(paging.query === query ? paging.page : 0, sorted.length, size);
  const visible = server ? sorted : pageRows(sorted, page, size);
  const total = pageCount(server ? server.total : sorted.length, size);
  const range = server
    ? { from: server.total === 0 ? 0 : page * size + 1, to: Math.min(server.total, page * size + visible.length), total: server.total }
    : pageRange(page, sorted.length, size);
  const setPage = (next: number) => (server ? server.onPage(next + 1) : setPaging({ page: next, query }));
  const hasRows = (rows?.length ?? 0) > 0 || Boolean(server && ((server.onSearch && query.trim()) || server.filtered));
  const showSkeleton = loading && !rows;

  const shownSort = server ? (server.sort ?? null) : sort;
  const chooseSort = (next: SortState) => {
    if (server) server.onSort?.(next);
    else {
      setSort(next);
      setPage(0);
    }
  };
  const onSort = (key: string) => chooseSort(nextSort(shownSort, key));

  const shownColumns = allColumns || form === 'cards' ? columns : columns.filter((c) => !c.secondary);
  // The server's order is the list's unless it sorts: a sort of one page of it would mislead.
  const sortable = server && !server.onSort ? [] : columns.filter((c) => c.sortValue);
  const isSortable = (column: DataTableColumn<T>) => Boolean(column.sortValue) && (!server || Boolean(server.onSort));
  const actionsOf = (row: T) => rowActions?.(row) ?? [];
  const emptyMessage = (
    <Text c="dimmed" ta="center" py="md">
      {hasRows ? t('table.no-matches') : emptyText}
    </Text>
  );

  // On a phone there are no headers to click, so the sort is a choice beside the search.
  const sortSelect = form === 'cards' && sortable.length > 0 && (
    <Select
      label={t('table.sort-by')}
      data={[
        { value: '', label: t('table.sort-default') },
        ...sortable.flatMap((c) => [
          { value: sortChoice({ key: c.key, direction: 'asc' }), label: t('table.sort-ascending', { column: c.header }) },
          { value: sortChoice({ key: c.key, direction: 'desc' }), label: t('table.sort-descending', { column: c.header }) },
        ]),
      ]}
      value={sortChoice(shownSort)}
      onChange={(value) =>
        chooseSort(
          parseSortChoice(
            value,
            sortable.map((c) => c.key),
          ),
        )
      }
      allowDeselect={false}
      w={{ base: '100%', xs: 260 }}
    />
  );

  return (
    <Stack gap="sm">
      {(searchable || toolbar || sortSelect) && (
        <Group align="flex-end" gap="sm" wrap="wrap">
          {searchable && (
            <TextInput
              type="search"
              label={t('table.search')}
              placeholder={t('table.search-placeholder')}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              w={{ base: '100%', xs: 320 }}
              autoComplete="off"
            />
          )}
          {sortSelect}
          {toolbar}
        </Group>
      )}

      {form === 'cards' ? (
        showSkeleton ? (
          <Stack gap="xs" aria-busy aria-label={label} role="region">
            {Array.from({ length: Math.min(skeletonRows, 3) }, (_, i) => (
              <Skeleton key={i} height={72} radius="md" />
            ))}
          </Stack>
        ) : visible.length === 0 ? (
          emptyMessage
        ) : (
          <Stack component="ul" aria-label={label} gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
            {visible.map((row) => (
              <RowCard
                key={rowKey(row)}
                row={row}
                columns={columns}
                actions={actionsOf(row)}
                className={rowClassName?.(row)}
                color={rowColor?.(row)}
              />
            ))}
          </Stack>
        )
      ) : (
        <Table.ScrollContainer
          minWidth={0}
          type="native"
          // Focusable so keyboard users can scroll it sideways should a column still not fit. A group, not a region: a
          // landmark of the table's name would repeat the section the list stands in (home's blocks).
          tabIndex={0}
          role="group"
          aria-label={label}
          // Holds what is positioned inside the cells (visually hidden texts), so nothing escapes to widen the page.
          style={{ position: 'relative' }}
        >
          <Table
            striped
            highlightOnHover
            verticalSpacing={6}
            horizontalSpacing={6}
            fz="sm"
            aria-label={label}
            aria-busy={showSkeleton || undefined}
          >
            <Table.Thead>
              <Table.Tr>
                {shownColumns.map((column) => (
                  <Table.Th
                    key={column.key}
                    scope="col"
                    ta={column.align}
                    aria-sort={isSortable(column) ? ariaSort(shownSort, column.key) : undefined}
                    fz="xs"
                    className="portal-dt-header"
                  >
                    {isSortable(column) ? (
                      <SortButton
                        label={column.header}
                        align={column.align}
                        direction={shownSort?.key === column.key ? shownSort.direction : null}
                        onSort={() => onSort(column.key)}
                      />
                    ) : (
                      column.header
                    )}
                  </Table.Th>
                ))}
                {rowActions && (
                  <Table.Th scope="col" fz="xs" className="portal-dt-header">
                    {actionsHeader}
                  </Table.Th>
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {showSkeleton &&
                Array.from({ length: skeletonRows }, (_, i) => (
                  <Table.Tr key={`skeleton-${i}`}>
                    {shownColumns.map((column) => (
                      <Table.Td key={column.key}>
                        <Skeleton height={14} radius="sm" />
                      </Table.Td>
                    ))}
                    {rowActions && (
                      <Table.Td>
                        <Skeleton height={14} radius="sm" />
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              {!showSkeleton && visible.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={shownColumns.length + (rowActions ? 1 : 0)}>{emptyMessage}</Table.Td>
                </Table.Tr>
              )}
              {!showSkeleton &&
                visible.map((row) => (
                  <Table.Tr key={rowKey(row)} className={rowClassName?.(row)} bg={rowColor?.(row)}>
                    {shownColumns.map((column) => (
                      <Table.Td
                        key={column.key}
                        ta={column.align}
                        style={column.nowrap ? { whiteSpace: 'nowrap' } : { overflowWrap: 'break-word', minWidth: column.minWidth }}
                      >
                        {column.cell(row)}
                      </Table.Td>
                    ))}
                    {rowActions && (
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {inlineActions ? (
                          <ActionButtons actions={actionsOf(row)} />
                        ) : (
                          <RowMenu actions={actionsOf(row)} name={t('table.row-actions', { row: rowName?.(row) ?? rowKey(row) })} />
                        )}
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}

      {!showSkeleton && (paged || server) && (
        <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
          <Text size="sm" c="dimmed" role="status">
            {range.total > 0 && t('table.range', { from: range.from, to: range.to, total: server?.totalText ?? range.total })}
          </Text>
          {/* Nothing to page through in an empty list. */}
          {range.total > 0 && (
            <Group gap="md" align="flex-end" wrap="wrap">
              <nav aria-label={t('table.pagination')}>
                <Pagination
                  total={total}
                  value={page + 1}
                  onChange={(value) => setPage(value - 1)}
                  size="sm"
                  withEdges
                  siblings={form === 'cards' ? 0 : 1}
                  getControlProps={(control) => ({ 'aria-label': t(`table.${control}-page`) })}
                  getItemProps={(item) => ({ 'aria-label': t('table.page', { page: item }) })}
                />
              </nav>
              <Select
                label={t('table.page-size')}
                data={(server?.pageSizes ?? PAGE_SIZES).map((value) => ({ value: String(value), label: String(value) }))}
                value={String(size)}
                onChange={(value) => {
                  const next = Number(value);
                  if (server) server.onPageSize(next);
                  else if (isPageSize(next)) {
                    setPageSize(next);
                    setPage(0);
                  }
                }}
                allowDeselect={false}
                w={110}
                size="sm"
              />
            </Group>
          )}
        </Group>
      )}
    </Stack>
  );
}

/**
 * One row as a card: title and status, date and amount, then the details and the actions. The title's link or button
 * covers the whole card, so a tap anywhere opens the row's detail; other links and buttons stay above it.
 */
function RowCard<T>({
  row,
  columns,
  actions,
  className,
  color,
}: {
  row: T;
  columns: readonly DataTableColumn<T>[];
  actions: readonly DataTableAction[];
  className: string | undefined;
  color: string | undefined;
}) {
  const places = cardColumns(columns);
  // A detail without a value leaves no empty label behind.
  const details = places.detail.flatMap((column) => {
    const value = column.cell(row);
    return value === null || value === undefined || value === '' || value === false ? [] : [{ column, value }];
  });
  const cells = (list: DataTableColumn<T>[]) => list.map((column) => <Fragment key={column.key}>{column.cell(row)}</Fragment>);
  return (
    <Paper component="li" withBorder p="sm" radius="md" className={['portal-dt-card', className].filter(Boolean).join(' ')} bg={color}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <div className="portal-dt-card-title">{cells(places.title)}</div>
          {places.status.length > 0 && (
            <Group gap={4} className="portal-dt-card-rest" style={{ flexShrink: 0 }}>
              {cells(places.status)}
            </Group>
          )}
        </Group>
        {(places.meta.length > 0 || places.amount.length > 0) && (
          <Group justify="space-between" align="baseline" gap="xs" wrap="wrap" className="portal-dt-card-rest">
            <Text size="sm" c="dimmed" component="div">
              {cells(places.meta)}
            </Text>
            <Text fw={600} component="div" style={{ whiteSpace: 'nowrap', marginInlineStart: 'auto' }}>
              {cells(places.amount)}
            </Text>
          </Group>
        )}
        {details.length > 0 && (
          <Text component="dl" size="sm" m={0} className="portal-dt-card-rest portal-dt-card-details">
            {details.map(({ column, value }) => (
              <div key={column.key}>
                <dt>{column.header}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </Text>
        )}
        {actions.length > 0 && (
          <Group gap="xs" className="portal-dt-card-rest">
            <ActionButtons actions={actions} />
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

function ActionButtons({ actions }: { actions: readonly DataTableAction[] }) {
  return (
    <Group gap={6} wrap="nowrap" display="inline-flex">
      {actions.map((action) =>
        action.to !== undefined ? (
          <Button key={action.key} size="xs" variant="default" component={Link} to={action.to} aria-label={action.ariaLabel}>
            {action.label}
          </Button>
        ) : (
          <Button
            key={action.key}
            size="xs"
            variant="default"
            aria-haspopup={action.dialog ? 'dialog' : undefined}
            aria-label={action.ariaLabel}
            loading={action.loading}
            onClick={action.onClick}
          >
            {action.label}
          </Button>
        ),
      )}
    </Group>
  );
}

/** The row's actions behind one button, which opens with Enter, Space or the arrow keys. */
function RowMenu({ actions, name }: { actions: readonly DataTableAction[]; name: string }) {
  if (actions.length === 0) return null;
  return (
    // Without the initial focus placeholder, whose role=presentation a role=menu may not hold (axe).
    // In the row rather than a portal at the end of the page, so the open menu stays inside the page's landmarks; fixed,
    // so the table's scroll box does not clip it.
    <Menu position="bottom-end" withinPortal={false} floatingStrategy="fixed" shadow="md" withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <ActionIcon variant="default" size="md" aria-label={name}>
          <IconDots size={16} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.map((action) =>
          action.to !== undefined ? (
            <Menu.Item key={action.key} component={Link} to={action.to} aria-label={action.ariaLabel}>
              {action.label}
            </Menu.Item>
          ) : (
            <Menu.Item
              key={action.key}
              aria-haspopup={action.dialog ? 'dialog' : undefined}
              aria-label={action.ariaLabel}
              disabled={action.loading}
              onClick={action.onClick}
            >
              {action.label}
            </Menu.Item>
          ),
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

function SortButton({
  label,
  align,
  direction,
  onSort,
}: {
  label: string;
  align: 'left' | 'right' | undefined;
  direction: 'asc' | 'desc' | null;
  onSort: () => void;
}) {
  const Icon = direction === 'asc' ? IconArrowUp : direction === 'desc' ? IconArrowDown : IconArrowsSort;
  return (
    <UnstyledButton
      onClick={onSort}
      fw="inherit"
      fz="inherit"
      ta={align}
      style={{ display: 'inline-flex', alignItems: 'flex-end', gap: 4, color: 'inherit' }}
    >
      {label}
      <Icon size={14} aria-hidden style={{ opacity: direction ? 1 : 0.5, flexShrink: 0, marginBottom: 2 }} />
    </UnstyledButton>
  );
}
