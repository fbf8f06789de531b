import { Anchor, Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IncidentType } from '@portal/contracts/complaint';
import { exportStaffComplaints, STAFF_COMPLAINT_SORT_COLUMNS, type StaffComplaintRow } from '@portal/contracts/staff-complaint';
import { useLanguage } from '@portal/ui';
import { formatDate } from '@portal/ui/format';
import { QueuePage, UrlTextFilter } from '../../../components/list-page';
import { type PagedColumn } from '../../../components/paged-table';
import { selectionColumn } from '../../../components/bulk-bar';
import { useRowSelection } from '../../../lib/row-selection';
import { ComplaintBulkActions } from '../components/complaint-bulk';
import { UrlFilterSelect, UrlMarketSelect } from '../../../components/url-filter-select';
import { choices, dealerLabel } from '../../../lib/labels';
import { useListPage } from '../../../lib/list-page';
import { calendarDay } from '../../../lib/local-time';
import { useDeskStaff, useStaffComplaints } from '../api/complaints-desk';
import { AGE_CHOICES, assigneeChoices, OUTCOME_FILTERS, QUEUE_FILTERS, QUEUE_STATUSES, TIME_LIMIT_COLOR } from '../complaint-logic';

/** The complaints desk's queue: every dealer's complaints, filtered, searched and sorted on the server. */
export function ComplaintsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const page = useListPage({ filters: QUEUE_FILTERS, sortColumns: STAFF_COMPLAINT_SORT_COLUMNS });
  const list = useStaffComplaints(page.query);
  const selection = useRowSelection();
  const staff = useDeskStaff();

  const timeLimit = (r: StaffComplaintRow) => {
    if (!r.timeLimit) return '–';
    const text =
      r.timeLimit.state === 'ok'
        ? t('complaints-desk.time-limit.ok', { date: formatDate(calendarDay(r.timeLimit.dueOn), language) })
        : t(`complaints-desk.time-limit.${r.timeLimit.state}`);
    return (
      <Badge variant="light" color={TIME_LIMIT_COLOR[r.timeLimit.state]}>
        {text}
      </Badge>
    );
  };

  const columns: PagedColumn<StaffComplaintRow>[] = [
    {
      key: 'ed_casenumber',
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
      key: 'createdon',
      card: 'meta',
      header: t('complaints-desk.column.created'),
      nowrap: true,
      cell: (r) => formatDate(new Date(r.createdon), language),
    },
    {
      key: 'age',
      card: 'detail',
      header: t('complaints-desk.column.age'),
      nowrap: true,
      cell: (r) => t('complaints-desk.age', { count: r.ageDays }),
    },
    { key: 'customerName', card: 'detail', header: t('complaints-desk.column.dealer'), cell: dealerLabel },
    { key: 'market', card: 'detail', secondary: true, header: t('complaints-desk.column.market'), cell: (r) => t(`markets.${r.market}`) },
    { key: 'incidentType', card: 'detail', header: t('complaints-desk.column.type'), cell: (r) => t(`complaints.type.${r.incidentType}`) },
    {
      key: 'orderNumber',
      card: 'detail',
      secondary: true,
      header: t('complaints-desk.column.order'),
      nowrap: true,
      cell: (r) => r.orderNumber ?? '–',
    },
    {
      key: 'edp_portalstatus',
      card: 'status',
      header: t('complaints-desk.column.status'),
      nowrap: true,
      cell: (r) => <Badge variant="light">{t(`complaints.status.${r.edp_portalstatus}`)}</Badge>,
    },
    { key: 'statusSince', card: 'detail', header: t('complaints-desk.column.time-limit'), nowrap: true, cell: timeLimit },
    {
      key: 'assignee',
      card: 'detail',
      header: t('complaints-desk.column.assignee'),
      cell: (r) => r.assignee?.name ?? t('complaints-desk.unassigned'),
    },
  ];

  // The rows can be chosen for the bulk actions; the column and the bar are the list's only additions for them.
  const selectable = (r: StaffComplaintRow) => ({ key: r.incidentid, name: r.ed_casenumber });
  const pageRows = (list.data?.items ?? []).map(selectable);

  return (
    <QueuePage
      views="complaints"
      title={t('complaints-desk.title')}
      page={page}
      exportAs={{ download: exportStaffComplaints, name: 'complaints' }}
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
          <UrlFilterSelect
            name="assignee"
            label={t('complaints-desk.filter.assignee')}
            data={assigneeChoices(staff.data?.items ?? [], t('complaints-desk.filter.mine'), t('complaints-desk.filter.unassigned'))}
            width={220}
          />
          <UrlFilterSelect
            name="timeLimit"
            label={t('complaints-desk.filter.time-limit')}
            data={choices(['due', 'overdue'] as const, (s) => t(`complaints-desk.time-limit.${s}`))}
          />
          <UrlFilterSelect
            name="type"
            label={t('complaints-desk.filter.type')}
            data={choices(IncidentType.options, (type) => t(`complaints.type.${type}`))}
            width={200}
          />
          <UrlFilterSelect
            name="olderThanDays"
            label={t('complaints-desk.filter.age')}
            data={choices(AGE_CHOICES, (days) => t('complaints-desk.age', { count: days }))}
            width={160}
          />
          <UrlFilterSelect
            name="outcome"
            label={t('complaints-desk.resolution.outcome')}
            data={choices(OUTCOME_FILTERS, (o) => t(`complaints-desk.resolution.outcome-${o}`))}
            width={200}
          />
          <UrlMarketSelect label={t('complaints-desk.filter.market')} />
          <UrlTextFilter name="customerNumber" label={t('complaints-desk.filter.dealer')} width={160} search={false} inputMode="numeric" />
        </>
      }
      columns={[selectionColumn(selection, selectable, t('bulk.column')), ...columns]}
      selection={<ComplaintBulkActions selection={selection} page={pageRows} sort={page.filters.get('sort') ?? undefined} />}
      rowKey={(r) => r.incidentid}
      empty={t('complaints-desk.empty')}
      errorKey="complaints-desk.error"
    />
  );
}
