import { Anchor, Badge, Group, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { COMPLAINT_STATUS } from '@portal/contracts/complaint';
import { isMarket, MARKETS } from '@portal/contracts/languages';
import type { StaffComplaintRow } from '@portal/contracts/staff-complaints';
import { Page, useLanguage } from '@portal/ui';
import { formatDate } from '@portal/ui/format';
import { type PagedColumn } from '../../../components/paged-table';
import { QueueTable } from '../../../components/queue-table';
import { UrlFilterSelect } from '../../../components/url-filter-select';
import { useUrlFilters } from '../../../lib/url-filters';
import { useStaffComplaints } from '../api/complaints-desk';

const STATUSES = [COMPLAINT_STATUS.Registered, COMPLAINT_STATUS.Ongoing, COMPLAINT_STATUS.WaitingForDetails, COMPLAINT_STATUS.Completed];

/** The complaints desk's queue: every dealer's complaints, filtered and searched on the server. */
export function ComplaintsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const filters = useUrlFilters();
  const status = filters.get('status');
  const market = filters.get('market');
  const search = filters.get('search') ?? '';
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const olderThanDays = filters.get('olderThanDays');
  const inStatusOverDays = filters.get('inStatusOverDays');

  const list = useStaffComplaints({
    ...(status ? { status: Number(status) } : {}),
    ...(isMarket(market) ? { market } : {}),
    ...(debouncedSearch ? { search: debouncedSearch } : {}),
    ...(olderThanDays ? { olderThanDays: Number(olderThanDays) } : {}),
    ...(inStatusOverDays ? { inStatusOverDays: Number(inStatusOverDays) } : {}),
    page: filters.page,
    pageSize: filters.pageSize,
  });

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
    { key: 'dealer', card: 'detail', header: t('complaints-desk.column.dealer'), cell: (r) => `${r.customerName} (${r.customerNumber})` },
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
      <Group align="end" wrap="wrap" gap="sm">
        <TextInput
          label={t('complaints-desk.search')}
          description={t('complaints-desk.search-hint')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => filters.update({ search: e.currentTarget.value })}
          w={{ base: '100%', sm: 320 }}
        />
        <UrlFilterSelect
          filters={filters}
          name="status"
          label={t('complaints-desk.filter.status')}
          all={t('complaints-desk.filter.all')}
          data={STATUSES.map((s) => ({ value: String(s), label: t(`complaints.status.${s}`) }))}
          width={220}
        />
        <UrlFilterSelect
          filters={filters}
          name="market"
          label={t('complaints-desk.filter.market')}
          all={t('complaints-desk.filter.all')}
          data={MARKETS.map((m) => ({ value: m, label: t(`markets.${m}`) }))}
        />
      </Group>
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
