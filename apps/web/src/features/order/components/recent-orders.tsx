import { Anchor, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { OrderSummary, OrdersResponse } from '@portal/contracts/order';
import { useCallback, useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, ErrorNotice, SectionCard, type DataTableColumn } from '@portal/ui';
import { useOpenOrders } from '../../../api/get-open-orders';
import { useHistoryOrders } from '../api/get-history-orders';
import { asLanguage, HOME_OPEN_ORDERS_AMOUNT, nextToDispatch, orderTexts, RECENT_ORDERS_AMOUNT } from '../order-logic';
import { OrderDetailModal } from './order-detail-modal';

type Props = {
  orders: UseQueryResult<OrdersResponse>;
  /** The rows to show, from the answer. */
  pick: (orders: readonly OrderSummary[]) => OrderSummary[];
  rowsShown: number;
  title: string;
  link: { to: string; label: string };
  empty: string;
  /** The open orders show their dispatch week. */
  withWeek?: boolean;
};

/** A few orders on home, each opening its detail; loads and fails on its own (spec 001 §8). */
function HomeOrders({ orders, pick, rowsShown, title, link, empty, withWeek = false }: Props) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const [detail, setDetail] = useState<{ order: OrderSummary; opened: boolean } | null>(null);
  const closeDetail = useCallback(() => setDetail((d) => d && { ...d, opened: false }), []);
  const text = orderTexts(t, asLanguage(i18n.language));
  // The orders arrive as a blocking update of the query's store; the rows render in the background, in slices.
  const answer = useDeferredValue(orders.data);
  const rows = answer && pick(answer.Orders);
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
    ...(withWeek
      ? [
          {
            key: 'week',
            header: t('orders.column.week'),
            nowrap: true,
            card: 'detail',
            cell: text.week,
          } satisfies DataTableColumn<OrderSummary>,
        ]
      : []),
    { key: 'status', header: t('orders.column.status'), card: 'status', cell: text.status },
    { key: 'value', header: t('orders.column.value'), align: 'right', nowrap: true, card: 'amount', cell: text.value },
  ];

  return (
    <SectionCard headingId={headingId} title={title} link={link}>
      {orders.isError && !rows ? (
        <ErrorNotice titleKey="error.title.orders" onRetry={() => void orders.refetch()} error={orders.error} />
      ) : !rows ? (
        <Stack gap="xs" aria-busy>
          <VisuallyHidden role="status">{t('orders.loading')}</VisuallyHidden>
          {Array.from({ length: rowsShown }, (_, i) => (
            <Skeleton key={i} height={20} radius="sm" />
          ))}
        </Stack>
      ) : rows.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <DataTable label={title} columns={columns} rows={rows} rowKey={(o) => o.XAOrderNbr} emptyText={empty} paged={false} />
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

const firstRecent = (orders: readonly OrderSummary[]) => orders.slice(0, RECENT_ORDERS_AMOUNT);

/** The home page's block with the three most recent orders (spec 001 §2, §7). */
export function RecentOrders() {
  const { t } = useTranslation();
  return (
    <HomeOrders
      orders={useHistoryOrders(RECENT_ORDERS_AMOUNT)}
      pick={firstRecent}
      rowsShown={RECENT_ORDERS_AMOUNT}
      title={t('orders.recent.title')}
      link={{ to: '/order-history', label: t('orders.recent.all') }}
      empty={t('orders.recent.empty')}
    />
  );
}

/**
 * Home's open orders, the next to be dispatched first, a few at most, with a link to all of them:
 * the recent orders come from the history, so without this a dealer would see nothing on its way.
 * It reads the same list as /orders (sorted here, since the call answers newest first).
 */
export function OpenOrdersNext() {
  const { t } = useTranslation();
  const orders = useOpenOrders();
  const count = orders.data?.Orders.length;
  return (
    <HomeOrders
      orders={orders}
      pick={nextToDispatch}
      rowsShown={HOME_OPEN_ORDERS_AMOUNT}
      title={t('orders.next.title')}
      link={{ to: '/orders', label: count === undefined ? t('orders.next.all') : t('orders.next.all-count', { count }) }}
      empty={t('orders.next.empty')}
      withWeek
    />
  );
}
