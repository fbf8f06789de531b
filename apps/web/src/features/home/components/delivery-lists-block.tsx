import { Badge, Group, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, ErrorNotice, SectionCard, useLanguage, type DataTableColumn } from '@portal/ui';
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
  // The orders arrive as a blocking update of the query's store; the weeks' tables render in the background, in slices.
  const data = useDeferredValue(orders.data);
  const weeks = useMemo(() => (data ? deliveryWeeks(data.Orders, today).slice(0, DELIVERY_WEEKS_SHOWN) : null), [data, today]);

  return (
    <SectionCard headingId={headingId} title={t('home.delivery.title')} link={{ to: '/orders', label: t('home.delivery.all') }}>
      <Text size="sm" c="dimmed">
        {t('home.delivery.intro')}
      </Text>
      {orders.isError && !weeks ? (
        <ErrorNotice titleKey="error.title.delivery-lists" onRetry={() => void orders.refetch()} error={orders.error} />
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
  const relation = week.relation in RELATION_KEY ? RELATION_KEY[week.relation as keyof typeof RELATION_KEY] : null;
  const title = week.week ? t('home.delivery.week', { week: week.week.week, year: week.week.year }) : t('home.delivery.no-week');
  const columns: DataTableColumn<DeliveryWeek['orders'][number]>[] = [
    { key: 'number', header: t('orders.column.number'), nowrap: true, card: 'title', cell: (order) => order.XAOrderNbr },
    { key: 'mark', header: t('orders.column.mark'), card: 'meta', cell: (order) => order.OrderMark },
    {
      key: 'status',
      header: t('orders.column.status'),
      card: 'status',
      cell: (order) => t(`orders.status.${order.OrderStatus}`, { defaultValue: String(order.OrderStatus) }),
    },
    {
      key: 'value',
      header: t('orders.column.value'),
      align: 'right',
      nowrap: true,
      card: 'amount',
      cell: (order) => formatMoney(order.OrderValue, language, order.Currency),
    },
  ];
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="wrap">
        <Title order={3} size="h5">
          {title}
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
      <DataTable
        label={title}
        columns={columns}
        rows={week.orders}
        rowKey={(order) => order.XAOrderNbr}
        emptyText={t('home.delivery.empty')}
        paged={false}
      />
    </Stack>
  );
}
