import { Anchor, Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StaffComplaintRow } from '@portal/contracts/staff-complaint';
import { Page, useLanguage } from '@portal/ui';
import { formatDate } from '@portal/ui/format';
import { ListToolbar, UrlTextFilter } from '../../../components/list-page';
import { type PagedColumn } from '../../../components/paged-table';
import { QueueTable } from '../../../components/queue-table';
import { UrlFilterSelect, UrlMarketSelect } from '../../../components/url-filter-select';
import { dealerLabel } from '../../../lib/labels';
import { useListPage } from '../../../lib/list-page';
import { useStaffComplaints } from '../api/complaints-desk';
import { QUEUE_FILTERS, QUEUE_STATUSES } from '../complaint-logic';

/** The complaints desk's queue: every dealer's complaints, filtered and searched on the server. */
export function ComplaintsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { filters, query } = useListPage({ filters: QUEUE_FILTERS });
  const list = useStaffComplaints(query);

  const columns: PagedColumn<StaffComplaintRow>[] = [
    {
      key: 'case',
      card: 'title',
      header: t('complaints-desk.column.case'),
      nowrap: true,
      cell: (r) => (
        <Anchor component={Link} to={`/complaints/${r.incidentid}`}>
          {r.ed_casenumber}
        </Anchor>
      ),
    },
    {
      key: 'created',
      card: 'meta',
      header: t('complaints-desk.column.created'),
      nowrap: true,
      cell: (r) => formatDate(new Date(r.createdon), language),
    },
    { key: 'dealer', card: 'detail', header: t('complaints-desk.column.dealer'), cell: dealerLabel },
    { key: 'market', card: 'detail', secondary: true, header: t('complaints-desk.column.market'), cell: (r) => t(`markets.${r.market}`) },
    { key: 'type', card: 'detail', header: t('complaints-desk.column.type'), cell: (r) => t(`complaints.type.${r.incidentType}`) },
    {
      key: 'order',
      card: 'detail',
      secondary: true,
      header: t('complaints-desk.column.order'),
      nowrap: true,
      cell: (r) => r.orderNumber ?? '–',
    },
    {
      key: 'status',
      card: 'status',
      header: t('complaints-desk.column.status'),
      nowrap: true,
      cell: (r) => <Badge variant="light">{t(`complaints.status.${r.edp_portalstatus}`)}</Badge>,
    },
    {
      key: 'assignee',
      card: 'detail',
      header: t('complaints-desk.column.assignee'),
      cell: (r) => r.assignee?.name ?? t('complaints-desk.unassigned'),
    },
  ];

  return (
    <Page title={t('complaints-desk.title')}>
      <ListToolbar>
        <UrlTextFilter filters={filters} label={t('complaints-desk.search')} description={t('complaints-desk.search-hint')} width={320} />
        <UrlFilterSelect
          filters={filters}
          name="status"
          label={t('complaints-desk.filter.status')}
          all={t('complaints-desk.filter.all')}
          data={QUEUE_STATUSES.map((s) => ({ value: String(s), label: t(`complaints.status.${s}`) }))}
          width={220}
        />
        <UrlMarketSelect filters={filters} label={t('complaints-desk.filter.market')} all={t('complaints-desk.filter.all')} />
      </ListToolbar>
      <QueueTable
        query={list}
        filters={filters}
        label={t('complaints-desk.title')}
        columns={columns}
        rowKey={(r) => r.incidentid}
        empty={t('complaints-desk.empty')}
        errorKey="complaints-desk.error"
      />
    </Page>
  );
}
