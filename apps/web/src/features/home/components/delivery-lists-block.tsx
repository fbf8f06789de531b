import { Badge, Group, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice, SectionCard, useLanguage } from '@portal/ui';
import { formatMoney } from '@portal/ui/format';
import { useOpenOrders } from '../../../api/get-open-orders';
import { DELIVERY_WEEKS_SHOWN, deliveryWeeks, type DeliveryWeek } from '../delivery-lists';

const RELATION_KEY = { this: 'home.delivery.this-week', next: 'home.delivery.next-week', earlier: 'home.delivery.earlier' } as const;

/** The customer's upcoming deliveries by dispatch week, with their orders (spec 001 §2); failures show error.title.delivery-lists (§8). */
export function DeliveryListsBlock() {
  const { t } = useTranslation();
  const headingId = useId();
  const orders = useOpenOrders();
  // The day the block was opened decides which week is "this week".
  const [today] = useState(() => new Date());
  const weeks = useMemo(
    () => (orders.data ? deliveryWeeks(orders.data.Orders, today).slice(0, DELIVERY_WEEKS_SHOWN) : null),
    [orders.data, today],
  );

  return (
    <SectionCard headingId={headingId} title={t('home.delivery.title')} link={{ to: '/orders', label: t('home.delivery.all') }}>
      <Text size="sm" c="dimmed">
        {t('home.delivery.intro')}
      </Text>
      {orders.isError && !weeks ? (
        <ErrorNotice titleKey="error.title.delivery-lists" onRetry={() => void orders.refetch()} />
      ) : !weeks ? (
        <Stack gap="xs" aria-busy>
          <VisuallyHidden role="status">{t('home.delivery.loading')}</VisuallyHidden>
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} height={20} radius="sm" />
          ))}
        </Stack>
      ) : weeks.length === 0 ? (
        <Text c="dimmed">{t('home.delivery.empty')}</Text>
      ) : (
        <Stack gap="md">
          {weeks.map((week) => (
            <WeekList key={week.key} week={week} />
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}

function WeekList({ week }: { week: DeliveryWeek }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const headingId = useId();
  const relation = week.relation in RELATION_KEY ? RELATION_KEY[week.relation as keyof typeof RELATION_KEY] : null;
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="wrap">
        <Title order={3} size="h5" id={headingId}>
          {week.week ? t('home.delivery.week', { week: week.week.week, year: week.week.year }) : t('home.delivery.no-week')}
        </Title>
        {relation && (
          <Badge variant="filled" color={week.relation === 'earlier' ? 'dark' : 'ember'} radius="sm">
            {t(relation)}
          </Badge>
        )}
        <Text size="sm" c="dimmed">
          {t('home.delivery.orders', { count: week.orders.length })}
        </Text>
      </Group>
      {/* A narrow screen scrolls the table sideways rather than the page. */}
      <Table.ScrollContainer minWidth={440} type="native" tabIndex={0} role="region" aria-labelledby={headingId}>
        <Table verticalSpacing={4} aria-labelledby={headingId} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('orders.column.number')}</Table.Th>
              <Table.Th scope="col">{t('orders.column.mark')}</Table.Th>
              <Table.Th scope="col">{t('orders.column.status')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('orders.column.value')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {week.orders.map((order) => (
              <Table.Tr key={order.XAOrderNbr}>
                <Table.Td>{order.XAOrderNbr}</Table.Td>
                <Table.Td>{order.OrderMark}</Table.Td>
                <Table.Td>{t(`orders.status.${order.OrderStatus}`, { defaultValue: String(order.OrderStatus) })}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(order.OrderValue, language, order.Currency)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
