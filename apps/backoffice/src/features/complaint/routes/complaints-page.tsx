import { Anchor, Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StaffComplaintRow } from '@portal/contracts/staff-complaint';
import { useLanguage } from '@portal/ui';
import { formatDate } from '@portal/ui/format';
import { QueuePage, UrlTextFilter } from '../../../components/list-page';
import { type PagedColumn } from '../../../components/paged-table';
import { UrlFilterSelect, UrlMarketSelect } from '../../../components/url-filter-select';
import { choices, dealerLabel } from '../../../lib/labels';
import { useListPage } from '../../../lib/list-page';
import { useStaffComplaints } from '../api/complaints-desk';
import { QUEUE_FILTERS, QUEUE_STATUSES } from '../complaint-logic';

/** The complaints desk's queue: every dealer's complaints, filtered and searched on the server. */
export function ComplaintsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const page = useListPage({ filters: QUEUE_FILTERS });
  const list = useStaffComplaints(page.query);

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
    <QueuePage
      title={t('complaints-desk.title')}
      page={page}
      list={list}
      all={t('complaints-desk.filter.all')}
      toolbar={
        <>
          <UrlTextFilter label={t('complaints-desk.search')} description={t('complaints-desk.search-hint')} width={320} />
          <UrlFilterSelect
            name="status"
            label={t('complaints-desk.filter.status')}
            data={choices(QUEUE_STATUSES, (s) => t(`complaints.status.${s}`))}
            width={220}
          />
          <UrlMarketSelect label={t('complaints-desk.filter.market')} />
        </>
      }
      columns={columns}
      rowKey={(r) => r.incidentid}
      empty={t('complaints-desk.empty')}
      errorKey="complaints-desk.error"
    />
  );
}
