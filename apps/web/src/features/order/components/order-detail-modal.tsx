import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { OrderDetail } from '@portal/contracts/order';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DetLinesTable } from '../../../components/det-lines-table';
import { OrderConfirmationPdfButton } from '../../../components/order-confirmation-pdf-button';
import { DetailModal } from '@portal/ui';
import { formatMoney } from '@portal/ui/format';
import type { Language } from '@portal/ui/languages';
import { useOrderDetails } from '../api/get-order-details';
import { asLanguage, orderNotes } from '../order-logic';
import { orderPagePath } from '../order-page-logic';

type OrderDetailModalProps = {
  orderNumber: string | null;
  /** The order's currency from its summary row; the detail call does not name one. */
  currency: string | null;
  opened: boolean;
  onClose: () => void;
};

/** One order with its lines (spec 001 §3); a failed load closes it and shows the error dialog (§8). */
export function OrderDetailModal({ orderNumber, currency, opened, onClose }: OrderDetailModalProps) {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  const details = useOrderDetails(orderNumber, opened);
  // Wait for a running fetch: a cached failure is fetched again when the same order is reopened.
  const failed = opened && details.isError && !details.isFetching;
  const order = details.data?.Order;
  return (
    <DetailModal
      opened={opened}
      failed={failed}
      error={details.error}
      onClose={onClose}
      title={t('orders.detail.title', { number: orderNumber ?? '' })}
      closeLabel={t('orders.detail.close')}
      loadingLabel={t('orders.detail.loading')}
    >
      {order ? <OrderDetailBody order={order} currency={currency} language={language} /> : null}
    </DetailModal>
  );
}

function OrderDetailBody({ order, currency, language }: { order: OrderDetail; currency: string | null; language: Language }) {
  const { t } = useTranslation();
  const money = (amount: number) => formatMoney(amount, language, currency ?? undefined);
  const notes = orderNotes(order);

  return (
    <Stack gap="md">
      {order.OrderMark && (
        <Group gap="xs" wrap="wrap">
          <Text fw={600}>{t('orders.detail.mark')}</Text>
          <Text>{order.OrderMark}</Text>
        </Group>
      )}
      {notes.length > 0 && (
        <Paper withBorder p="sm" radius="md">
          <Title order={2} size="h5" mb={4}>
            {t('orders.detail.notes')}
          </Title>
          {notes.map((note) => (
            <Text key={note} size="sm" style={{ whiteSpace: 'pre-line' }}>
              {note}
            </Text>
          ))}
        </Paper>
      )}

      <DetLinesTable
        lines={order.DetLines}
        emptyText={t('orders.no-lines')}
        money={money}
        language={language}
        labels={{
          caption: t('orders.detail.lines'),
          item: t('orders.detail.item'),
          description: t('orders.detail.description'),
          quantity: t('orders.detail.quantity'),
          price: t('orders.detail.price'),
          discount: t('orders.detail.discount'),
          amount: t('orders.detail.net'),
        }}
      />

      <Group justify="space-between" wrap="nowrap" pt="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
        <Text fw={600}>{t('orders.detail.total')}</Text>
        <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
          {money(order.OrderTotal)}
        </Text>
      </Group>

      <Group justify="flex-end">
        <OrderConfirmationPdfButton orderNumber={order.OrderNumber} />
        <Button component={Link} to={orderPagePath(order.OrderNumber)}>
          {t('orders.page.open')}
        </Button>
      </Group>
    </Stack>
  );
}
