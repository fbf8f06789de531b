import { Anchor, Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  createStaffCustomer,
  exportStaffCustomers,
  STAFF_CUSTOMER_SORT_COLUMNS,
  type StaffCustomerRow,
} from '@portal/contracts/staff-dealer';
import { mayUse, useStaffMe } from '../../../lib/staff';
import { ListAction, QueuePage, UrlTextFilter } from '../../../components/list-page';
import { type PagedColumn } from '../../../components/paged-table';
import { yesNoChoices } from '../../../lib/list-page-logic';
import { useListPage } from '../../../lib/list-page';
import { useStaffCustomers } from '../api/dealers';
import { UrlFilterSelect, UrlMarketSelect } from '../../../components/url-filter-select';
import { activeColor, DEALER_FILTERS } from '../dealer-logic';

/** Every dealer, searched and filtered on the server, with the way to add one. */
export function DealersPage() {
  const { t } = useTranslation();
  const page = useListPage({ filters: DEALER_FILTERS, sortColumns: STAFF_CUSTOMER_SORT_COLUMNS });
  const list = useStaffCustomers(page.query);
  // Customer service reads the dealers; adding one is sales administration's.
  const mayAdd = mayUse(useStaffMe().data?.roles, createStaffCustomer.staffRoles ?? []);

  const columns: PagedColumn<StaffCustomerRow>[] = [
    {
      key: 'customerNumber',
      card: 'title',
      header: t('dealers.column.number'),
      nowrap: true,
      cell: (r) => (
        <Anchor component={Link} to={`/dealers/${r.customerNumber}`}>
          {r.customerNumber}
        </Anchor>
      ),
    },
    { key: 'name', card: 'meta', header: t('dealers.column.name'), cell: (r) => r.name },
    { key: 'city', card: 'detail', header: t('dealers.column.city'), cell: (r) => r.city ?? '–' },
    { key: 'market', card: 'detail', header: t('dealers.column.market'), cell: (r) => `${t(`markets.${r.market}`)} (${r.currency})` },
    { key: 'salesRep', card: 'detail', secondary: true, header: t('dealers.column.sales-rep'), cell: (r) => r.salesRep ?? '–' },
    { key: 'users', card: 'detail', secondary: true, header: t('dealers.column.users'), nowrap: true, cell: (r) => r.users },
    {
      key: 'active',
      card: 'status',
      header: t('dealers.column.status'),
      nowrap: true,
      cell: (r) => (
        <Badge variant="light" color={activeColor(r.active)}>
          {t(r.active ? 'dealers.active' : 'dealers.inactive')}
        </Badge>
      ),
    },
  ];

  return (
    <QueuePage
      views="customers"
      exportAs={{ download: exportStaffCustomers, name: 'dealers' }}
      title={t('dealers.title')}
      page={page}
      list={list}
      all={t('dealers.all')}
      action={mayAdd ? <ListAction to="/dealers/new">{t('dealers.new')}</ListAction> : undefined}
      toolbar={
        <>
          <UrlTextFilter label={t('dealers.search')} description={t('dealers.search-hint')} width={300} />
          <UrlMarketSelect label={t('dealers.column.market')} />
          <UrlFilterSelect
            name="active"
            label={t('dealers.column.status')}
            data={yesNoChoices(t('dealers.active'), t('dealers.inactive'))}
            width={160}
          />
        </>
      }
      columns={columns}
      rowKey={(r) => r.customerNumber}
      empty={t('dealers.empty')}
      errorKey="dealers.error"
    />
  );
}
