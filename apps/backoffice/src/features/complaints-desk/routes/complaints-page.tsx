import { Anchor, Badge, Group, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { COMPLAINT_STATUS } from '@portal/contracts/complaint';
import { isMarket, MARKETS } from '@portal/contracts/languages';
import type { StaffComplaintRow } from '@portal/contracts/staff-complaints';
import { ErrorNotice, Page, useLanguage } from '@portal/ui';
import { formatDate } from '@portal/ui/format';
import { PagedTable, type PagedColumn } from '../../../components/paged-table';
import { useStaffComplaints } from '../api/complaints-desk';

const STATUSES = [COMPLAINT_STATUS.Registered, COMPLAINT_STATUS.Ongoing, COMPLAINT_STATUS.WaitingForDetails, COMPLAINT_STATUS.Completed];

/** The complaints desk's queue: every dealer's complaints, filtered and searched on the server. */
export function ComplaintsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  // Filters live in the address, so a queue can be linked from the start page and bookmarked.
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const market = params.get('market');
  const page = Number(params.get('page') ?? '1') || 1;
  const pageSize = Number(params.get('pageSize') ?? '25') || 25;
  const [search, setSearch] = [params.get('search') ?? '', (value: string) => update({ search: value || null })];
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const olderThanDays = params.get('olderThanDays');
  const inStatusOverDays = params.get('inStatusOverDays');

  function update(change: Record<string, string | null>) {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(change)) {
      if (v === null) next.delete(k);
      else next.set(k, v);
    }
    if (!('page' in change)) next.delete('page');
    setParams(next, { replace: true });
  }

  const list = useStaffComplaints({
    ...(status ? { status: Number(status) } : {}),
    ...(isMarket(market) ? { market } : {}),
    ...(debouncedSearch ? { search: debouncedSearch } : {}),
    ...(olderThanDays ? { olderThanDays: Number(olderThanDays) } : {}),
    ...(inStatusOverDays ? { inStatusOverDays: Number(inStatusOverDays) } : {}),
    page,
    pageSize,
  });

  const columns: PagedColumn<StaffComplaintRow>[] = [
    {
      key: 'case',
      header: t('complaints-desk.column.case'),
      nowrap: true,
      cell: (r) => (
        <Anchor component={Link} to={`/complaints/${r.incidentid}`}>
          {r.ed_casenumber}
        </Anchor>
      ),
    },
    { key: 'created', header: t('complaints-desk.column.created'), nowrap: true, cell: (r) => formatDate(new Date(r.createdon), language) },
    { key: 'dealer', header: t('complaints-desk.column.dealer'), cell: (r) => `${r.customerName} (${r.customerNumber})` },
    { key: 'market', header: t('complaints-desk.column.market'), cell: (r) => t(`markets.${r.market}`) },
    { key: 'type', header: t('complaints-desk.column.type'), cell: (r) => t(`complaints.type.${r.incidentType}`) },
    { key: 'order', header: t('complaints-desk.column.order'), nowrap: true, cell: (r) => r.orderNumber ?? '–' },
    {
      key: 'status',
      header: t('complaints-desk.column.status'),
      nowrap: true,
      cell: (r) => <Badge variant="light">{t(`complaints.status.${r.edp_portalstatus}`)}</Badge>,
    },
    { key: 'assignee', header: t('complaints-desk.column.assignee'), cell: (r) => r.assignee?.name ?? t('complaints-desk.unassigned') },
  ];

  return (
    <Page title={t('complaints-desk.title')}>
      <Group align="end" wrap="wrap" gap="sm">
        <TextInput
          label={t('complaints-desk.search')}
          description={t('complaints-desk.search-hint')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={{ base: '100%', sm: 320 }}
        />
        <Select
          label={t('complaints-desk.filter.status')}
          placeholder={t('complaints-desk.filter.all')}
          data={STATUSES.map((s) => ({ value: String(s), label: t(`complaints.status.${s}`) }))}
          value={status}
          onChange={(value) => update({ status: value })}
          clearable
          w={{ base: '100%', sm: 220 }}
        />
        <Select
          label={t('complaints-desk.filter.market')}
          placeholder={t('complaints-desk.filter.all')}
          data={MARKETS.map((m) => ({ value: m, label: t(`markets.${m}`) }))}
          value={market}
          onChange={(value) => update({ market: value })}
          clearable
          w={{ base: '100%', sm: 180 }}
        />
      </Group>
      {list.error ? (
        <ErrorNotice titleKey="complaints-desk.error" onRetry={() => void list.refetch()} />
      ) : (
        <PagedTable
          label={t('complaints-desk.title')}
          columns={columns}
          rows={list.data?.items}
          rowKey={(r) => r.incidentid}
          total={list.data?.total ?? 0}
          page={page}
          pageSize={pageSize}
          onPage={(p) => update({ page: String(p) })}
          onPageSize={(size) => update({ pageSize: String(size) })}
          loading={list.isFetching}
          empty={t('complaints-desk.empty')}
        />
      )}
    </Page>
  );
}
