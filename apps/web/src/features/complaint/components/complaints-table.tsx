import { Anchor, Select } from '@mantine/core';
import { COMPLAINT_PAGE_SIZES, COMPLAINT_STATUS, type Incident } from '@portal/contracts/complaint';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn, type SearchValue } from '@portal/ui';
import { formatQuantity } from '@portal/ui/format';
import {
  articlesText,
  asLanguage,
  complaintNumber,
  complaintPath,
  formatTimestamp,
  incidentTypeText,
  statusText,
} from '../complaint-logic';
import type { ComplaintPaging } from './use-complaint-paging';

export type ComplaintList = 'open' | 'history';

type Props = {
  list: ComplaintList;
  /** The accessible name of the table. */
  label: string;
  /** The page the server answered, with the total of the complaints that match. */
  complaints: { value: readonly Incident[]; total?: number | undefined } | undefined;
  loading: boolean;
  paging: ComplaintPaging;
};

/** The statuses of the open list, which its status filter offers. */
const OPEN_STATUSES = [COMPLAINT_STATUS.Registered, COMPLAINT_STATUS.Ongoing, COMPLAINT_STATUS.WaitingForDetails];

/**
 * Open complaints, or the history without the status column (spec 000 §2); each row links to its complaint. The server
 * sorts, searches and pages (a dealer may have thousands), so the list holds one page.
 */
export function ComplaintsTable({ list, label, complaints, loading, paging }: Props) {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.language);

  const columns = useMemo((): DataTableColumn<Incident>[] => {
    const all: (DataTableColumn<Incident> | null)[] = [
      {
        key: 'number',
        header: t('complaints.column.number'),
        sortValue: complaintNumber,
        nowrap: true,
        card: 'title',
        cell: (c) => (
          <Anchor component={Link} to={complaintPath(c.incidentid)} fw={600}>
            {complaintNumber(c) || t('complaints.column.open')}
          </Anchor>
        ),
      },
      // ISO timestamps sort by time as text.
      {
        key: 'created',
        header: t('complaints.column.created'),
        sortValue: (c) => c.createdon,
        nowrap: true,
        card: 'meta',
        cell: (c) => formatTimestamp(c.createdon, language),
      },
      {
        key: 'order',
        header: t('complaints.column.order'),
        sortValue: (c) => c.edp_ordernumber,
        nowrap: true,
        card: 'detail',
        cell: (c) => c.edp_ordernumber,
      },
      {
        key: 'mark',
        header: t('complaints.column.mark'),
        sortValue: (c) => c.edp_ordermark,
        secondary: true,
        card: 'detail',
        cell: (c) => c.edp_ordermark,
      },
      {
        key: 'type',
        header: t('complaints.column.type'),
        sortValue: (c) => incidentTypeText(t, c),
        card: 'detail',
        cell: (c) => incidentTypeText(t, c),
      },
      {
        key: 'articles',
        header: t('complaints.column.articles'),
        secondary: true,
        card: 'detail',
        cell: articlesText,
      },
      list === 'open'
        ? {
            key: 'status',
            header: t('complaints.column.status'),
            sortValue: (c) => statusText(t, c.edp_portalstatus),
            card: 'status',
            cell: (c) => statusText(t, c.edp_portalstatus),
          }
        : null,
    ];
    return all.filter((c): c is DataTableColumn<Incident> => c !== null);
  }, [t, language, list]);

  const searchAccessors = useMemo((): ((c: Incident) => SearchValue)[] => {
    const accessors: ((c: Incident) => SearchValue)[] = [
      complaintNumber,
      (c) => c.ticketnumber,
      (c) => formatTimestamp(c.createdon, language),
      (c) => c.edp_ordernumber,
      (c) => c.edp_ordermark,
      (c) => c.ed_serialnumber,
      (c) => incidentTypeText(t, c),
      articlesText,
    ];
    return list === 'open' ? [...accessors, (c) => statusText(t, c.edp_portalstatus)] : accessors;
  }, [t, language, list]);

  return (
    <DataTable
      label={label}
      columns={columns}
      rows={complaints?.value}
      rowKey={(c) => c.incidentid}
      loading={loading}
      emptyText={t(list === 'open' ? 'complaints.empty-open' : 'complaints.empty-history')}
      searchAccessors={searchAccessors}
      toolbar={
        list === 'open' && (
          <Select
            label={t('complaints.column.status')}
            data={[
              { value: '', label: t('complaints.filter.all-statuses') },
              ...OPEN_STATUSES.map((status) => ({ value: String(status), label: statusText(t, status) })),
            ]}
            value={paging.status === null ? '' : String(paging.status)}
            onChange={(value) => paging.setStatus(value ? Number(value) : null)}
            allowDeselect={false}
            w={{ base: '100%', xs: 220 }}
          />
        )
      }
      serverPaging={{
        page: paging.page,
        pageSize: paging.pageSize,
        pageSizes: COMPLAINT_PAGE_SIZES,
        total: complaints?.total ?? complaints?.value.length ?? 0,
        totalText: formatQuantity(complaints?.total ?? complaints?.value.length ?? 0, language),
        onPage: paging.setPage,
        onPageSize: paging.setPageSize,
        sort: paging.sort,
        onSort: paging.setSort,
        onSearch: paging.setSearch,
        filtered: paging.status !== null,
      }}
    />
  );
}
