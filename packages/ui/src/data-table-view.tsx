import { Skeleton, Stack, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ariaSort, type SortState } from './data-table-logic';
import { ActionButtons, RowCard, RowMenu, SortButton } from './data-table-parts';
import type { DataTableColumn, DataTableProps } from './data-table-types';
import { TableScroller } from './table-scroller';

type ViewProps<T> = Pick<DataTableProps<T>, 'label' | 'rowKey' | 'rowClassName' | 'rowColor' | 'rowActions'> & {
  columns: readonly DataTableColumn<T>[];
  visible: readonly T[];
  showSkeleton: boolean;
  skeletonRows: number;
  emptyMessage: ReactNode;
};

/** The rows as cards, one a row, on a phone. */
export function CardsView<T>({
  label,
  columns,
  visible,
  rowKey,
  rowClassName,
  rowColor,
  rowActions,
  showSkeleton,
  skeletonRows,
  emptyMessage,
}: ViewProps<T>) {
  if (showSkeleton) {
    return (
      <Stack gap="xs" aria-busy aria-label={label} role="region">
        {Array.from({ length: Math.min(skeletonRows, 3) }, (_, i) => (
          <Skeleton key={i} height={72} radius="md" />
        ))}
      </Stack>
    );
  }
  if (visible.length === 0) return emptyMessage;
  return (
    <Stack component="ul" aria-label={label} gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
      {visible.map((row) => (
        <RowCard
          key={rowKey(row)}
          row={row}
          columns={columns}
          actions={rowActions?.(row) ?? []}
          className={rowClassName?.(row)}
          color={rowColor?.(row)}
        />
      ))}
    </Stack>
  );
}

/** The rows as a compact table with sortable headers, from 768 px. */
export function TableView<T>({
  label,
  columns,
  visible,
  rowKey,
  rowClassName,
  rowColor,
  rowActions,
  actionsHeader,
  rowName,
  showSkeleton,
  skeletonRows,
  emptyMessage,
  sort,
  isSortable,
  onSort,
  inlineActions,
}: ViewProps<T> &
  Pick<DataTableProps<T>, 'actionsHeader' | 'rowName'> & {
    sort: SortState;
    isSortable: (column: DataTableColumn<T>) => boolean;
    onSort: (key: string) => void;
    inlineActions: boolean;
  }) {
  const { t } = useTranslation();
  const width = columns.length + (rowActions ? 1 : 0);
  return (
    <TableScroller label={label}>
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
            {columns.map((column) => (
              <Table.Th
                key={column.key}
                scope="col"
                ta={column.align}
                aria-sort={isSortable(column) ? ariaSort(sort, column.key) : undefined}
                fz="xs"
                className="portal-dt-header"
              >
                {isSortable(column) ? (
                  <SortButton
                    label={column.header}
                    align={column.align}
                    direction={sort?.key === column.key ? sort.direction : null}
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
                {Array.from({ length: width }, (_, cell) => (
                  <Table.Td key={cell}>
                    <Skeleton height={14} radius="sm" />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          {!showSkeleton && visible.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={width}>{emptyMessage}</Table.Td>
            </Table.Tr>
          )}
          {!showSkeleton &&
            visible.map((row) => (
              <Table.Tr key={rowKey(row)} className={rowClassName?.(row)} bg={rowColor?.(row)}>
                {columns.map((column) => (
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
                      <ActionButtons actions={rowActions(row)} />
                    ) : (
                      <RowMenu actions={rowActions(row)} name={t('table.row-actions', { row: rowName?.(row) ?? rowKey(row) })} />
                    )}
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
        </Table.Tbody>
      </Table>
    </TableScroller>
  );
}
