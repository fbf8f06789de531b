import { Group, Pagination, Select, Skeleton, Stack, Table, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowDown, IconArrowsSort, IconArrowUp, IconSearch } from '@tabler/icons-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, LOCALE_TAG } from './languages';
import {
  ariaSort,
  clampPage,
  DEFAULT_PAGE_SIZE,
  filterRows,
  isPageSize,
  nextSort,
  PAGE_SIZES,
  pageCount,
  pageRange,
  pageRows,
  SEARCH_DEBOUNCE_MS,
  sortRows,
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
  initialSort?: SortState;
  initialPageSize?: PageSize;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth?: number;
  skeletonRows?: number;
};

/** A list with sortable headers, a global search and pages of 10, 25 or 50 rows. */
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
  initialSort = null,
  initialPageSize = DEFAULT_PAGE_SIZE,
  minWidth = 720,
  skeletonRows = 5,
}: DataTableProps<T>) {
  const { t, i18n } = useTranslation();
  const locale = LOCALE_TAG[isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE];
  const collator = useMemo(() => new Intl.Collator(locale, { numeric: true, sensitivity: 'base' }), [locale]);

  const [sort, setSort] = useState<SortState>(initialSort);
  const [pageSize, setPageSize] = useState<PageSize>(initialPageSize);
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  // The page belongs to the query it was chosen for, so a new search starts on the first page without an effect.
  const [paging, setPaging] = useState({ page: 0, query: '' });

  const filtered = useMemo(
    () => (searchAccessors ? filterRows(rows ?? [], query, searchAccessors) : [...(rows ?? [])]),
    [rows, query, searchAccessors],
  );
  const sorted = useMemo(() => {
    const column = sort ? columns.find((c) => c.key === sort.key) : undefined;
    return column?.sortValue && sort ? sortRows(filtered, column.sortValue, sort.direction, collator) : filtered;
  }, [filtered, sort, columns, collator]);

  const page = clampPage(paging.query === query ? paging.page : 0, sorted.length, pageSize);
  const visible = pageRows(sorted, page, pageSize);
  const total = pageCount(sorted.length, pageSize);
  const range = pageRange(page, sorted.length, pageSize);
  const setPage = (next: number) => setPaging({ page: next, query });
  const hasRows = (rows?.length ?? 0) > 0;
  const showSkeleton = loading && !rows;

  const onSort = (key: string) => {
    setSort((current) => nextSort(current, key));
    setPage(0);
  };

  return (
    <Stack gap="sm">
      {(searchAccessors || toolbar) && (
        <Group align="flex-end" gap="sm" wrap="wrap">
          {searchAccessors && (
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
          {toolbar}
        </Group>
      )}

      <Table.ScrollContainer
        minWidth={minWidth}
        type="native"
        // Focusable so keyboard users can scroll it sideways on a narrow screen.
        tabIndex={0}
        role="region"
        aria-label={label}
      >
        <Table striped highlightOnHover verticalSpacing="sm" aria-label={label} aria-busy={showSkeleton || undefined}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th
                  key={column.key}
                  scope="col"
                  ta={column.align}
                  aria-sort={column.sortValue ? ariaSort(sort, column.key) : undefined}
                  style={{ whiteSpace: 'nowrap' }}
                >
                  {column.sortValue ? (
                    <SortButton
                      label={column.header}
                      direction={sort?.key === column.key ? sort.direction : null}
                      onSort={() => onSort(column.key)}
                    />
                  ) : (
                    column.header
                  )}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {showSkeleton &&
              Array.from({ length: skeletonRows }, (_, i) => (
                <Table.Tr key={`skeleton-${i}`}>
                  {columns.map((column) => (
                    <Table.Td key={column.key}>
                      <Skeleton height={14} radius="sm" />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            {!showSkeleton && visible.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={columns.length}>
                  <Text c="dimmed" ta="center" py="md">
                    {hasRows ? t('table.no-matches') : emptyText}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {!showSkeleton &&
              visible.map((row) => (
                <Table.Tr key={rowKey(row)} className={rowClassName?.(row)} bg={rowColor?.(row)}>
                  {columns.map((column) => (
                    <Table.Td key={column.key} ta={column.align} style={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}>
                      {column.cell(row)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      {!showSkeleton && (
        <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
          <Text size="sm" c="dimmed" role="status">
            {range.total > 0 && t('table.range', { from: range.from, to: range.to, total: range.total })}
          </Text>
          <Group gap="md" align="flex-end" wrap="wrap">
            <nav aria-label={t('table.pagination')}>
              <Pagination
                total={total}
                value={page + 1}
                onChange={(value) => setPage(value - 1)}
                size="sm"
                withEdges
                getControlProps={(control) => ({ 'aria-label': t(`table.${control}-page`) })}
                getItemProps={(item) => ({ 'aria-label': t('table.page', { page: item }) })}
              />
            </nav>
            <Select
              label={t('table.page-size')}
              data={PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))}
              value={String(pageSize)}
              onChange={(value) => {
                const size = Number(value);
                if (isPageSize(size)) {
                  setPageSize(size);
                  setPage(0);
                }
              }}
              allowDeselect={false}
              w={110}
              size="sm"
            />
          </Group>
        </Group>
      )}
    </Stack>
  );
}

function SortButton({ label, direction, onSort }: { label: string; direction: 'asc' | 'desc' | null; onSort: () => void }) {
  const Icon = direction === 'asc' ? IconArrowUp : direction === 'desc' ? IconArrowDown : IconArrowsSort;
  return (
    <UnstyledButton
      onClick={onSort}
      fw="inherit"
      fz="inherit"
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4, color: 'inherit' }}
    >
      {label}
      <Icon size={14} aria-hidden style={{ opacity: direction ? 1 : 0.5, flexShrink: 0 }} />
    </UnstyledButton>
  );
}
