import { Group, Pagination, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, parseSortChoice, sortChoice } from './data-table-logic';
import { useTableForm, useTableRows } from './data-table-state';
import type { DataTableColumn, DataTableProps } from './data-table-types';
import { CardsView, TableView } from './data-table-view';

export type { DataTableAction, DataTableColumn, DataTableProps, ServerPaging } from './data-table-types';

/**
 * A list with sortable headers, a global search and pages of 10, 25 or 50 rows that fits every window: a compact table
 * from 768 px (its secondary columns only from 1024 px, its row actions as buttons from 1280 px and in a row menu before
 * that), and below 768 px a card per row that shows its title, status, date and amount and opens its detail.
 * The rows and choices are useTableRows', the two forms CardsView and TableView.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { columns, rows, loading = false, emptyText, toolbar, paged = true, skeletonRows = 5, serverPaging: server } = props;
  const { t, i18n } = useTranslation();
  const { form, allColumns, inlineActions } = useTableForm();
  const list = useTableRows({
    rows,
    columns,
    searchAccessors: props.searchAccessors,
    paged,
    server,
    initialSort: props.initialSort ?? null,
    initialPageSize: props.initialPageSize ?? DEFAULT_PAGE_SIZE,
    language: i18n.language,
  });
  const showSkeleton = loading && !rows;
  // The server's order is the list's unless it sorts: a sort of one page of it would mislead. A server that sorts
  // names the columns it sorts by.
  const isSortable = (column: DataTableColumn<T>) =>
    server
      ? Boolean(server.onSort) && (server.sortKeys ? server.sortKeys.includes(column.key) : Boolean(column.sortValue))
      : Boolean(column.sortValue);
  const sortable = columns.filter(isSortable);
  const emptyMessage = (
    <Text c="dimmed" ta="center" py="md">
      {list.hasRows ? t('table.no-matches') : emptyText}
    </Text>
  );
  const view = { ...props, visible: list.visible, showSkeleton, skeletonRows, emptyMessage };

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
      value={sortChoice(list.shownSort)}
      onChange={(value) =>
        list.chooseSort(
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
      {(list.searchable || toolbar || sortSelect) && (
        <Group align="flex-end" gap="sm" wrap="wrap">
          {list.searchable && (
            <TextInput
              type="search"
              label={t('table.search')}
              placeholder={t('table.search-placeholder')}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={list.search}
              onChange={(event) => list.setSearch(event.currentTarget.value)}
              w={{ base: '100%', xs: 320 }}
              autoComplete="off"
            />
          )}
          {sortSelect}
          {toolbar}
        </Group>
      )}

      {form === 'cards' ? (
        <CardsView {...view} />
      ) : (
        <TableView
          {...view}
          columns={allColumns ? columns : columns.filter((c) => !c.secondary)}
          sort={list.shownSort}
          isSortable={isSortable}
          onSort={list.sortBy}
          inlineActions={inlineActions}
        />
      )}

      {!showSkeleton && (paged || server) && (
        <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
          <Text size="sm" c="dimmed" role="status">
            {list.range.total > 0 &&
              t('table.range', { from: list.range.from, to: list.range.to, total: server?.totalText ?? list.range.total })}
          </Text>
          {/* Nothing to page through in an empty list. */}
          {list.range.total > 0 && (
            <Group gap="md" align="flex-end" wrap="wrap">
              {/* Named by its table: a page with two lists has two of these landmarks. */}
              <nav aria-label={t('table.pagination-of', { label: props.label })}>
                <Pagination
                  total={list.pages}
                  value={list.page + 1}
                  onChange={(value) => list.setPage(value - 1)}
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
                value={String(list.size)}
                onChange={(value) => list.choosePageSize(Number(value))}
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
