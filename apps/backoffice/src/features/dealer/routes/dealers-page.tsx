import { Anchor, Badge, Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StaffCustomerRow } from '@portal/contracts/staff-dealer';
import { Page } from '@portal/ui';
import { ListToolbar, UrlTextFilter } from '../../../components/list-page';
import { type PagedColumn } from '../../../components/paged-table';
import { QueueTable } from '../../../components/queue-table';
import { useListPage } from '../../../lib/list-page';
import { useStaffCustomers } from '../api/dealers';
import { UrlFilterSelect, UrlMarketSelect } from '../../../components/url-filter-select';
import { activeColor, DEALER_FILTERS } from '../dealer-logic';

/** Every dealer, searched and filtered on the server, with the way to add one. */
export function DealersPage() {
  const { t } = useTranslation();
  const { filters, query } = useListPage({ filters: DEALER_FILTERS });
  const list = useStaffCustomers(query);

  const columns: PagedColumn<StaffCustomerRow>[] = [
    {
      key: 'number',
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
    { key: 'rep', card: 'detail', secondary: true, header: t('dealers.column.sales-rep'), cell: (r) => r.salesRep ?? '–' },
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
    <Page title={t('dealers.title')}>
      <ListToolbar
        action={
          <Button component={Link} to="/dealers/new" leftSection={<IconPlus size={16} aria-hidden />}>
            {t('dealers.new')}
          </Button>
        }
      >
        <UrlTextFilter filters={filters} label={t('dealers.search')} description={t('dealers.search-hint')} width={300} />
        <UrlMarketSelect filters={filters} label={t('dealers.column.market')} all={t('dealers.all')} />
        <UrlFilterSelect
          filters={filters}
          name="active"
          label={t('dealers.column.status')}
          all={t('dealers.all')}
          data={[
            { value: 'true', label: t('dealers.active') },
            { value: 'false', label: t('dealers.inactive') },
          ]}
          width={160}
        />
      </ListToolbar>
      <QueueTable
        query={list}
        filters={filters}
        label={t('dealers.title')}
        columns={columns}
        rowKey={(r) => r.customerNumber}
        empty={t('dealers.empty')}
        errorKey="dealers.error"
      />
    </Page>
  );
}
