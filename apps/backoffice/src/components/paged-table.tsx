import { Group, Pagination, Select, Skeleton, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { STAFF_PAGE_SIZES } from '@portal/contracts/staff-complaints';
import { formatQuantity } from '@portal/ui/format';
import { isLanguage } from '@portal/ui/languages';

export type PagedColumn<T> = { key: string; header: string; cell: (row: T) => ReactNode; nowrap?: boolean };

type Props<T> = {
  label: string;
  columns: PagedColumn<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string;
  total: number;
  /** The server stopped counting at total: there are more rows than that. */
  totalCapped?: boolean;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
  loading: boolean;
  empty: string;
};

/** A list whose filtering, sorting and paging happen on the server, as the back office's queues are large. */
export function PagedTable<T>({
  label,
  columns,
  rows,
  rowKey,
  total,
  totalCapped = false,
  page,
  pageSize,
  onPage,
  onPageSize,
  loading,
  empty,
}: Props<T>) {
  const { t, i18n } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <>
      <Table.ScrollContainer minWidth={720}>
        <Table striped highlightOnHover aria-label={label} aria-busy={loading}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th key={c.key} scope="col">
                  {c.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows === undefined
              ? Array.from({ length: 5 }, (_, i) => (
                  <Table.Tr key={i}>
                    {columns.map((c) => (
                      <Table.Td key={c.key}>
                        <Skeleton height={14} />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))
              : rows.map((row) => (
                  <Table.Tr key={rowKey(row)}>
                    {columns.map((c) => (
                      <Table.Td key={c.key} style={c.nowrap ? { whiteSpace: 'nowrap' } : undefined}>
                        {c.cell(row)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {rows !== undefined && rows.length === 0 && <Text c="dimmed">{empty}</Text>}
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" aria-live="polite">
          {t('table.range', {
            from,
            to,
            total: `${formatQuantity(total, isLanguage(i18n.language) ? i18n.language : 'en')}${totalCapped ? '+' : ''}`,
          })}
        </Text>
        <Group gap="sm" wrap="wrap">
          <Select
            label={t('table.page-size')}
            data={STAFF_PAGE_SIZES.map((n) => String(n))}
            value={String(pageSize)}
            onChange={(value) => value && onPageSize(Number(value))}
            allowDeselect={false}
            w={110}
            size="xs"
          />
          <Pagination
            total={pages}
            value={page}
            onChange={onPage}
            size="sm"
            aria-label={t('table.pagination')}
            getControlProps={(control) => ({ 'aria-label': t(`table.${control}-page`) })}
            getItemProps={(p) => ({ 'aria-label': t('table.page', { page: p }) })}
          />
        </Group>
      </Group>
    </>
  );
}
