import { Anchor, Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { exportStaffOrders, STAFF_ORDER_SORT_COLUMNS, type StaffOrderRow } from '@portal/contracts/staff-order';
import { ORDER_CHANNELS } from '@portal/contracts/order';
import { useLanguage } from '@portal/ui';
import { formatDate, formatMoney } from '@portal/ui/format';
import { QueuePage, UrlSwitch, UrlTextFilter } from '../../../components/list-page';
import { type PagedColumn } from '../../../components/paged-table';
import { selectionColumn } from '../../../components/bulk-bar';
import { useRowSelection } from '../../../lib/row-selection';
import { OrderBulkActions } from '../components/order-bulk';
import { choices, dealerLabel } from '../../../lib/labels';
import { useListPage } from '../../../lib/list-page';
import { calendarDay } from '../../../lib/local-time';
import { useStaffOrders } from '../api/order-desk';
import { UrlFilterSelect, UrlMarketSelect } from '../../../components/url-filter-select';
import { ORDER_FILTERS, ORDER_STATUSES, promiseWeekLabel } from '../order-logic';

/** The order desk's queue: every dealer's orders, filtered and searched on the server. */
export function OrdersPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const page = useListPage({ filters: ORDER_FILTERS, sortColumns: STAFF_ORDER_SORT_COLUMNS });
  const list = useStaffOrders(page.query);
  const selection = useRowSelection();

  const columns: PagedColumn<StaffOrderRow>[] = [
    {
      key: 'orderNumber',
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
      key: 'orderDate',
      card: 'meta',
      header: t('order-desk.column.date'),
      nowrap: true,
      cell: (r) => formatDate(calendarDay(r.orderDate), language),
    },
    { key: 'customerName', card: 'detail', header: t('order-desk.column.dealer'), cell: dealerLabel },
    { key: 'market', card: 'detail', secondary: true, header: t('order-desk.column.market'), cell: (r) => t(`markets.${r.market}`) },
    { key: 'orderMark', card: 'detail', secondary: true, header: t('order-desk.column.mark'), cell: (r) => r.orderMark ?? '–' },
    {
      key: 'orderValue',
      card: 'amount',
      header: t('order-desk.column.value'),
      nowrap: true,
      cell: (r) => formatMoney(r.orderValue, language, r.currency),
    },
    {
      key: 'promiseDate',
      card: 'detail',
      header: t('order-desk.column.week'),
      nowrap: true,
      cell: (r) => promiseWeekLabel(r.promiseDate),
    },
    {
      key: 'status',
      card: 'status',
      header: t('order-desk.column.status'),
      nowrap: true,
      cell: (r) => <Badge variant="light">{t(`order-desk.status.${r.status}`)}</Badge>,
    },
  ];

  // The rows can be chosen for the bulk actions; the column and the bar are the list's only additions for them.
  const selectable = (r: StaffOrderRow) => ({ key: r.orderNumber, name: r.orderNumber });
  const pageRows = (list.data?.items ?? []).map(selectable);

  return (
    <QueuePage
      views="orders"
      title={t('order-desk.title')}
      exportAs={{ download: exportStaffOrders, name: 'orders' }}
      page={page}
      list={list}
      all={t('order-desk.filter.all')}
      toolbar={
        <>
          <UrlTextFilter label={t('order-desk.search')} description={t('order-desk.search-hint')} width={320} />
          <UrlFilterSelect
            name="status"
            label={t('order-desk.filter.status')}
            data={choices(ORDER_STATUSES, (s) => t(`order-desk.status.${s}`))}
            width={200}
          />
          <UrlMarketSelect label={t('order-desk.filter.market')} />
          <UrlFilterSelect
            name="channel"
            label={t('order-desk.filter.channel')}
            data={choices(ORDER_CHANNELS, (c) => t(`order-channels.${c}`))}
            width={200}
          />
          <UrlSwitch name="late" label={t('order-desk.filter.late')} />
        </>
      }
      columns={[selectionColumn(selection, selectable, t('bulk.column')), ...columns]}
      selection={<OrderBulkActions selection={selection} page={pageRows} sort={page.filters.get('sort') ?? undefined} />}
      rowKey={(r) => r.orderNumber}
      empty={t('order-desk.empty')}
      errorKey="order-desk.error"
    />
  );
}
