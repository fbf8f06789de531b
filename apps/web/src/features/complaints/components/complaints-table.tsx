import { Anchor } from '@mantine/core';
import type { Incident } from '@portal/contracts/complaint';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn, type SearchValue } from '@portal/ui';
import {
  articlesText,
  asLanguage,
  complaintNumber,
  complaintPath,
  formatTimestamp,
  incidentTypeText,
  statusText,
} from '../complaints-logic';

export type ComplaintList = 'open' | 'history';

type Props = {
  list: ComplaintList;
  /** The accessible name of the table. */
  label: string;
  complaints: readonly Incident[] | undefined;
  loading: boolean;
};

/** Open complaints, or the history without the status column (spec 000 §2); each row links to its complaint. */
export function ComplaintsTable({ list, label, complaints, loading }: Props) {
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
        sortValue: articlesText,
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
      rows={complaints}
      rowKey={(c) => c.incidentid}
      loading={loading}
      emptyText={t(list === 'open' ? 'complaints.empty-open' : 'complaints.empty-history')}
      searchAccessors={searchAccessors}
      initialSort={{ key: 'created', direction: 'desc' }}
    />
  );
}
