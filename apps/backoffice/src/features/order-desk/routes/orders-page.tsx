import { Anchor, Badge, Group, Switch, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isMarket, MARKETS } from '@portal/contracts/languages';
import { ORDER_STATUS } from '@portal/contracts/order';
import { type StaffOrderRow } from '@portal/contracts/staff-orders';
import { isoWeekOf } from '@portal/contracts/iso-week';
import { Page, useLanguage } from '@portal/ui';
import { formatDate, formatMoney } from '@portal/ui/format';
import { type PagedColumn } from '../../../components/paged-table';
import { QueueTable } from '../../../components/queue-table';
import { useUrlFilters } from '../../../lib/url-filters';
import { useStaffOrders } from '../api/order-desk';
import { UrlFilterSelect } from '../../../components/url-filter-select';

const STATUSES = Object.values(ORDER_STATUS);

/** The order desk's queue: every dealer's orders, filtered and searched on the server. */
export function OrdersPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const filters = useUrlFilters();
  const status = filters.get('status');
  const market = filters.get('market');
  const late = filters.get('late') === 'true';
  const search = filters.get('search') ?? '';
  const [debouncedSearch] = useDebouncedValue(search, 300);

  const list = useStaffOrders({
    ...(status ? { status: Number(status) as StaffOrderRow['status'] } : {}),
    ...(isMarket(market) ? { market } : {}),
    ...(late ? { late: 'true' as const } : {}),
    ...(debouncedSearch ? { search: debouncedSearch } : {}),
    page: filters.page,
    pageSize: filters.pageSize,
  });

  const columns: PagedColumn<StaffOrderRow>[] = [
    {
      key: 'order',
      card: 'title',
      header: t('order-desk.column.order'),
      nowrap: true,
      cell: (r) => (
        <Anchor component={Link} to={`/orders/${r.orderNumber}`}>
          {r.orderNumber}
        </Anchor>
      ),
    },
    {
      key: 'date',
      card: 'meta',
      header: t('order-desk.column.date'),
      nowrap: true,
      cell: (r) => formatDate(new Date(`${r.orderDate}T12:00:00`), language),
    },
    { key: 'dealer', card: 'detail', header: t('order-desk.column.dealer'), cell: (r) => `${r.customerName} (${r.customerNumber})` },
    { key: 'market', card: 'detail', secondary: true, header: t('order-desk.column.market'), cell: (r) => t(`markets.${r.market}`) },
    { key: 'mark', card: 'detail', secondary: true, header: t('order-desk.column.mark'), cell: (r) => r.orderMark ?? '–' },
    {
      key: 'value',
      card: 'amount',
      header: t('order-desk.column.value'),
      nowrap: true,
      cell: (r) => formatMoney(r.orderValue, language, r.currency),
    },
    {
      key: 'week',
      card: 'detail',
      header: t('order-desk.column.week'),
      nowrap: true,
      cell: (r) => (r.promiseDate ? isoWeekOf(r.promiseDate) : '–'),
    },
    {
      key: 'status',
      card: 'status',
      header: t('order-desk.column.status'),
      nowrap: true,
      cell: (r) => <Badge variant="light">{t(`order-desk.status.${r.status}`)}</Badge>,
    },
  ];

  return (
    <Page title={t('order-desk.title')}>
      <Group align="end" wrap="wrap" gap="sm">
        <TextInput
          label={t('order-desk.search')}
          description={t('order-desk.search-hint')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => filters.update({ search: e.currentTarget.value })}
          w={{ base: '100%', sm: 320 }}
        />
        <UrlFilterSelect
          filters={filters}
          name="status"
          label={t('order-desk.filter.status')}
          all={t('order-desk.filter.all')}
          data={STATUSES.map((s) => ({ value: String(s), label: t(`order-desk.status.${s}`) }))}
          width={200}
        />
        <UrlFilterSelect
          filters={filters}
          name="market"
          label={t('order-desk.filter.market')}
          all={t('order-desk.filter.all')}
          data={MARKETS.map((m) => ({ value: m, label: t(`markets.${m}`) }))}
        />
        <Switch
          label={t('order-desk.filter.late')}
          checked={late}
          onChange={(e) => filters.update({ late: e.currentTarget.checked ? 'true' : null })}
          mb={8}
        />
      </Group>
      <QueueTable
        query={list}
        filters={filters}
        label={t('order-desk.title')}
        columns={columns}
        rowKey={(r) => r.orderNumber}
        empty={t('order-desk.empty')}
        errorKey="order-desk.error"
      />
    </Page>
  );
}
