import { Anchor, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { OrderSummary } from '@portal/contracts/order';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice, SectionCard } from '@portal/ui';
import { useHistoryOrders } from '../api/get-history-orders';
import { asLanguage, orderTexts, RECENT_ORDERS_AMOUNT } from '../orders-logic';
import { OrderDetailModal } from './order-detail-modal';

/** The home page's block with the three most recent orders (spec 001 §2, §7). */
export function RecentOrders() {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const orders = useHistoryOrders(RECENT_ORDERS_AMOUNT);
  const [detail, setDetail] = useState<{ order: OrderSummary; opened: boolean } | null>(null);
  const closeDetail = useCallback(() => setDetail((d) => d && { ...d, opened: false }), []);
  const text = orderTexts(t, asLanguage(i18n.language));
  const rows = orders.data?.Orders.slice(0, RECENT_ORDERS_AMOUNT);

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
        <Table.ScrollContainer minWidth={560} type="native" tabIndex={0} role="region" aria-labelledby={headingId}>
          <Table verticalSpacing="xs" aria-labelledby={headingId}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('orders.column.number')}</Table.Th>
                <Table.Th scope="col">{t('orders.column.date')}</Table.Th>
                <Table.Th scope="col">{t('orders.column.mark')}</Table.Th>
                <Table.Th scope="col">{t('orders.column.status')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('orders.column.value')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((order) => (
                <Table.Tr key={order.XAOrderNbr}>
                  <Table.Td>
                    <Anchor
                      component="button"
                      type="button"
                      aria-haspopup="dialog"
                      fw={600}
                      onClick={() => setDetail({ order, opened: true })}
                    >
                      {order.XAOrderNbr}
                    </Anchor>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{text.date(order)}</Table.Td>
                  <Table.Td>{order.OrderMark}</Table.Td>
                  <Table.Td>{text.status(order)}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {text.value(order)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
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
