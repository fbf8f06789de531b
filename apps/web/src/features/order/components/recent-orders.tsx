import { Anchor, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { OrderSummary } from '@portal/contracts/order';
import { useCallback, useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, ErrorNotice, SectionCard, type DataTableColumn } from '@portal/ui';
import { useHistoryOrders } from '../api/get-history-orders';
import { asLanguage, orderTexts, RECENT_ORDERS_AMOUNT } from '../order-logic';
import { OrderDetailModal } from './order-detail-modal';

/** The home page's block with the three most recent orders (spec 001 §2, §7). */
export function RecentOrders() {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const orders = useHistoryOrders(RECENT_ORDERS_AMOUNT);
  const [detail, setDetail] = useState<{ order: OrderSummary; opened: boolean } | null>(null);
  const closeDetail = useCallback(() => setDetail((d) => d && { ...d, opened: false }), []);
  const text = orderTexts(t, asLanguage(i18n.language));
  // The orders arrive as a blocking update of the query's store; the rows render in the background, in slices.
  const rows = useDeferredValue(orders.data)?.Orders.slice(0, RECENT_ORDERS_AMOUNT);
  const columns: DataTableColumn<OrderSummary>[] = [
    {
      key: 'number',
      header: t('orders.column.number'),
      nowrap: true,
      card: 'title',
      cell: (order) => (
        <Anchor component="button" type="button" aria-haspopup="dialog" fw={600} onClick={() => setDetail({ order, opened: true })}>
          {order.XAOrderNbr}
        </Anchor>
      ),
    },
    { key: 'date', header: t('orders.column.date'), nowrap: true, card: 'meta', cell: text.date },
    { key: 'mark', header: t('orders.column.mark'), card: 'detail', cell: (order) => order.OrderMark },
    { key: 'status', header: t('orders.column.status'), card: 'status', cell: text.status },
    { key: 'value', header: t('orders.column.value'), align: 'right', nowrap: true, card: 'amount', cell: text.value },
  ];

  return (
    <SectionCard headingId={headingId} title={t('orders.recent.title')} link={{ to: '/orders', label: t('orders.recent.all') }}>
      {orders.isError && !rows ? (
        <ErrorNotice titleKey="error.title.orders" onRetry={() => void orders.refetch()} />
      ) : !rows ? (
        <Stack gap="xs" aria-busy>
          <VisuallyHidden role="status">{t('orders.loading')}</VisuallyHidden>
          {Array.from({ length: RECENT_ORDERS_AMOUNT }, (_, i) => (
            <Skeleton key={i} height={20} radius="sm" />
          ))}
        </Stack>
      ) : rows.length === 0 ? (
        <Text c="dimmed">{t('orders.recent.empty')}</Text>
      ) : (
        <DataTable
          label={t('orders.recent.title')}
          columns={columns}
          rows={rows}
          rowKey={(o) => o.XAOrderNbr}
          emptyText={t('orders.recent.empty')}
          paged={false}
        />
      )}
      <OrderDetailModal
        orderNumber={detail?.order.XAOrderNbr ?? null}
        currency={detail?.order.Currency ?? null}
        opened={detail?.opened ?? false}
        onClose={closeDetail}
      />
    </SectionCard>
  );
}
