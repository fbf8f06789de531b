import { Anchor, Badge, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { InvoiceRow } from '@portal/contracts/invoice';
import { useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn, type SearchValue } from '@portal/ui';
import {
  asLanguage,
  filterByStatus,
  invoiceTexts,
  isStatusFilter,
  STATUS_COLOUR,
  STATUS_FILTERS,
  statusCounts,
  statusName,
  type StatusFilter,
} from '../invoice-logic';
import { InvoiceDetailModal } from './invoice-detail-modal';

type InvoicesTableProps = {
  label: string;
  invoices: readonly InvoiceRow[] | undefined;
  loading: boolean;
};

/** The invoice list of spec 001 §2: status filter with counts, free-text search, rows coloured by status, detail in a modal. */
export function InvoicesTable({ label, invoices, loading }: InvoicesTableProps) {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  const filterLabelId = useId();
  const narrow = useMediaQuery('(max-width: 36em)', typeof window !== 'undefined' && window.matchMedia('(max-width: 36em)').matches, {
    getInitialValueInEffect: false,
  });
  const [filter, setFilter] = useState<StatusFilter>('all');
  // The invoice stays set while the modal closes, so its content does not vanish during the transition.
  const [detail, setDetail] = useState<{ invoice: InvoiceRow; opened: boolean } | null>(null);
  const closeDetail = useCallback(() => setDetail((d) => d && { ...d, opened: false }), []);

  const counts = useMemo(() => statusCounts(invoices ?? []), [invoices]);
  const rows = useMemo(() => (invoices ? filterByStatus(invoices, filter) : undefined), [invoices, filter]);

  const columns = useMemo((): DataTableColumn<InvoiceRow>[] => {
    const text = invoiceTexts(t, language);
    return [
      {
        key: 'number',
        header: t('invoices.column.number'),
        sortValue: (i) => i.InvoiceNumber,
        nowrap: true,
        card: 'title',
        cell: (i) => (
          <Anchor component="button" type="button" aria-haspopup="dialog" fw={600} onClick={() => setDetail({ invoice: i, opened: true })}>
            {i.InvoiceNumber}
          </Anchor>
        ),
      },
      {
        key: 'order',
        header: t('invoices.column.order-number'),
        sortValue: (i) => i.OrderNumber,
        nowrap: true,
        secondary: true,
        card: 'detail',
        cell: (i) => i.OrderNumber,
      },
      {
        key: 'mark',
        header: t('invoices.column.mark'),
        sortValue: (i) => i.OrderMark,
        secondary: true,
        card: 'detail',
        cell: (i) => i.OrderMark,
      },
      { key: 'date', header: t('invoices.column.date'), sortValue: (i) => i.InvoiceDate, nowrap: true, card: 'meta', cell: text.date },
      {
        key: 'due',
        header: t('invoices.column.due-date'),
        sortValue: (i) => i.NetDueDate,
        nowrap: true,
        card: 'detail',
        cell: text.dueDate,
      },
      {
        key: 'amount',
        header: t('invoices.column.amount'),
        sortValue: (i) => i.TotalAmount,
        align: 'right',
        nowrap: true,
        card: 'amount',
        cell: text.amount,
      },
      {
        key: 'status',
        header: t('invoices.column.status'),
        sortValue: (i) => i.PaymentStatus,
        card: 'status',
        cell: (i) => {
          const name = statusName(i.PaymentStatus);
          return (
            <Badge color={name ? STATUS_COLOUR[name].badge : 'gray'} variant="filled" autoContrast radius="sm">
              {text.status(i)}
            </Badge>
          );
        },
      },
    ];
  }, [t, language]);

  const searchAccessors = useMemo((): ((i: InvoiceRow) => SearchValue)[] => {
    const text = invoiceTexts(t, language);
    return [
      (i) => i.InvoiceNumber,
      (i) => i.OrderNumber,
      (i) => i.OrderMark,
      text.date,
      text.dueDate,
      text.amount,
      (i) => i.TotalAmount,
      text.status,
    ];
  }, [t, language]);

  const statusFilter = (
    <Stack gap={4} w={narrow ? '100%' : undefined}>
      <Text component="span" size="sm" fw={500} id={filterLabelId}>
        {t('invoices.filter.label')}
      </Text>
      <SegmentedControl
        aria-labelledby={filterLabelId}
        value={filter}
        // Four choices with their counts are wider than a phone: there they stand one under the other.
        orientation={narrow ? 'vertical' : 'horizontal'}
        fullWidth={narrow}
        onChange={(value) => isStatusFilter(value) && setFilter(value)}
        data={STATUS_FILTERS.map((value) => ({ value, label: t(`invoices.filter.${value}`, { count: counts[value] }) }))}
      />
    </Stack>
  );

  return (
    <>
      <DataTable
        label={label}
        columns={columns}
        rows={rows}
        rowKey={(i) => i.InvoiceNumber}
        loading={loading}
        emptyText={t(filter === 'all' ? 'invoices.empty' : 'invoices.empty-status')}
        searchAccessors={searchAccessors}
        toolbar={statusFilter}
        rowColor={(i) => {
          const name = statusName(i.PaymentStatus);
          return name ? STATUS_COLOUR[name].row : undefined;
        }}
      />
      <InvoiceDetailModal invoice={detail?.invoice ?? null} opened={detail?.opened ?? false} onClose={closeDetail} />
    </>
  );
}
