import { Alert, Anchor, Stack, VisuallyHidden } from '@mantine/core';
import { IconCircleCheck, IconExternalLink } from '@tabler/icons-react';
import type { OrderSummary } from '@portal/contracts/order';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableAction, type DataTableColumn, type SearchValue } from '@portal/ui';
import { asLanguage, complaintPath, orderAction, orderTexts, safeExternalUrl, type OrderList } from '../order-logic';
import { CancelOrderDialog } from './cancel-order-dialog';
import { OrderDetailModal } from './order-detail-modal';

type OrdersTableProps = {
  list: OrderList;
  /** The accessible name of the table. */
  label: string;
  orders: readonly OrderSummary[] | undefined;
  loading: boolean;
};

/** Open orders or order history, with the order detail and the cancel confirmation as dialogs. */
export function OrdersTable({ list, label, orders, loading }: OrdersTableProps) {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  // The order stays set while a dialog closes, so its content does not vanish during the transition.
  const [detail, setDetail] = useState<{ order: OrderSummary; opened: boolean } | null>(null);
  const [cancel, setCancel] = useState<{ order: OrderSummary; opened: boolean } | null>(null);
  const [cancelled, setCancelled] = useState<string | null>(null);

  const closeDetail = useCallback(() => setDetail((d) => d && { ...d, opened: false }), []);
  const closeCancel = useCallback(() => setCancel((c) => c && { ...c, opened: false }), []);

  const columns = useMemo((): DataTableColumn<OrderSummary>[] => {
    const text = orderTexts(t, language);
    return [
      {
        key: 'number',
        header: t('orders.column.number'),
        sortValue: (o) => o.XAOrderNbr,
        nowrap: true,
        card: 'title',
        cell: (o) => (
          <Anchor component="button" type="button" aria-haspopup="dialog" onClick={() => setDetail({ order: o, opened: true })} fw={600}>
            {o.XAOrderNbr}
          </Anchor>
        ),
      },
      { key: 'date', header: t('orders.column.date'), sortValue: (o) => o.OrderDate, nowrap: true, card: 'meta', cell: text.date },
      { key: 'mark', header: t('orders.column.mark'), sortValue: (o) => o.OrderMark, card: 'detail', cell: (o) => o.OrderMark },
      {
        key: 'reference',
        header: t('orders.column.reference'),
        sortValue: (o) => o.OrderRef,
        secondary: true,
        card: 'detail',
        cell: (o) => o.OrderRef,
      },
      // ISO weeks are zero-padded, so their text sorts by time.
      {
        key: 'week',
        header: t('orders.column.week'),
        sortValue: (o) => o.PromiseWeek,
        secondary: true,
        card: 'detail',
        cell: text.week,
      },
      {
        key: 'value',
        header: t('orders.column.value'),
        sortValue: (o) => o.OrderValue,
        align: 'right',
        nowrap: true,
        card: 'amount',
        cell: text.value,
      },
      { key: 'status', header: t('orders.column.status'), sortValue: (o) => o.OrderStatus, card: 'status', cell: text.status },
      {
        key: 'tracking',
        header: t('orders.column.tracking'),
        sortValue: (o) => o.TrackingID,
        secondary: true,
        minWidth: '6.5em',
        card: 'detail',
        cell: (o) => <TrackingLink order={o} />,
      },
    ];
  }, [t, language]);

  const rowActions = useCallback(
    (o: OrderSummary): DataTableAction[] => {
      const number = o.XAOrderNbr;
      const openCancel = () => setCancel({ order: o, opened: true });
      switch (orderAction(list, o.OrderStatus)) {
        case 'cancel':
          return [
            {
              key: 'cancel',
              label: t('orders.action.cancel'),
              ariaLabel: t('orders.action.cancel-label', { number }),
              dialog: true,
              onClick: openCancel,
            },
          ];
        case 'contact':
          return [
            {
              key: 'contact',
              label: t('orders.action.contact'),
              ariaLabel: t('orders.action.contact-label', { number }),
              dialog: true,
              onClick: openCancel,
            },
          ];
        case 'complaint':
          return [
            {
              key: 'complaint',
              label: t('orders.action.complaint'),
              ariaLabel: t('orders.action.complaint-label', { number }),
              to: complaintPath(number),
            },
          ];
        default:
          return [];
      }
    },
    [t, list],
  );

  const searchAccessors = useMemo((): ((o: OrderSummary) => SearchValue)[] => {
    const text = orderTexts(t, language);
    return [
      (o) => o.XAOrderNbr,
      text.date,
      (o) => o.OrderMark,
      (o) => o.OrderRef,
      text.week,
      (o) => o.PromiseWeek,
      text.value,
      text.status,
      (o) => o.TrackingID,
    ];
  }, [t, language]);

  return (
    <Stack gap="md">
      {/* Present before the message, so screen readers announce it when it appears. */}
      <div role="status">
        {cancelled && (
          <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />}>
            {t('orders.cancel.done', { number: cancelled })}
          </Alert>
        )}
      </div>
      <DataTable
        label={label}
        columns={columns}
        rows={orders}
        rowKey={(o) => o.XAOrderNbr}
        loading={loading}
        emptyText={t(list === 'open' ? 'orders.empty-open' : 'orders.empty-history')}
        searchAccessors={searchAccessors}
        rowActions={rowActions}
        actionsHeader={t('orders.column.actions')}
        rowName={(o) => o.XAOrderNbr}
      />
      <OrderDetailModal
        orderNumber={detail?.order.XAOrderNbr ?? null}
        currency={detail?.order.Currency ?? null}
        opened={detail?.opened ?? false}
        onClose={closeDetail}
      />
      <CancelOrderDialog
        order={cancel ? { number: cancel.order.XAOrderNbr, status: cancel.order.OrderStatus } : null}
        opened={cancel?.opened ?? false}
        onClose={closeCancel}
        onCancelled={setCancelled}
      />
    </Stack>
  );
}

function TrackingLink({ order }: { order: OrderSummary }) {
  const { t } = useTranslation();
  const url = safeExternalUrl(order.TrackingURL);
  if (!url) return order.TrackingID;
  return (
    // A long tracking number may break anywhere rather than widen the table.
    <Anchor href={url} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>
      {order.TrackingID ?? t('orders.track')}
      <IconExternalLink size={14} aria-hidden style={{ marginInlineStart: 4, verticalAlign: 'middle' }} />
      <VisuallyHidden>{t('orders.new-tab')}</VisuallyHidden>
    </Anchor>
  );
}
