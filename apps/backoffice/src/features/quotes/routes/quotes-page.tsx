import { Anchor, Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QUOTE_STATUSES, STAFF_QUOTE_SORT_COLUMNS, type StaffQuoteRow } from '@portal/contracts/quotes';
import { useLanguage } from '@portal/ui';
import { formatDate, formatMoney } from '@portal/ui/format';
import { QueuePage, UrlSwitch, UrlTextFilter } from '../../../components/list-page';
import { type PagedColumn } from '../../../components/paged-table';
import { UrlFilterSelect, UrlMarketSelect } from '../../../components/url-filter-select';
import { useListPage } from '../../../lib/list-page';
import { useStaffQuotes } from '../api/quote-desk';
import { QUOTE_FILTERS, STATUS_COLOR } from '../quote-desk-logic';

/** The quote desk: every dealer's project quotes, the requests waiting for prices first in mind. */
export function QuotesPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const page = useListPage({ filters: QUOTE_FILTERS, sortColumns: STAFF_QUOTE_SORT_COLUMNS });
  const list = useStaffQuotes(page.query);

  const columns: PagedColumn<StaffQuoteRow>[] = [
    {
      key: 'number',
      card: 'title',
      header: t('quote-desk.column.number'),
      nowrap: true,
      cell: (r) => (
        <Anchor component={Link} to={`/quotes/${r.id}`}>
          {r.number}
        </Anchor>
      ),
    },
    { key: 'projectName', card: 'meta', header: t('quote-desk.column.project'), cell: (r) => r.projectName },
    { key: 'customerName', card: 'detail', header: t('quote-desk.column.dealer'), cell: (r) => `${r.customerName} (${r.customerNumber})` },
    { key: 'market', card: 'detail', secondary: true, header: t('quote-desk.column.market'), cell: (r) => t(`markets.${r.market}`) },
    {
      key: 'requestedAt',
      card: 'detail',
      header: t('quote-desk.column.requested'),
      nowrap: true,
      cell: (r) => formatDate(new Date(r.requestedAt), language),
    },
    {
      key: 'validUntil',
      card: 'detail',
      secondary: true,
      header: t('quote-desk.column.valid-until'),
      nowrap: true,
      cell: (r) => (r.validUntil ? formatDate(new Date(r.validUntil), language) : '–'),
    },
    {
      key: 'total',
      card: 'detail',
      header: t('quote-desk.column.total'),
      nowrap: true,
      cell: (r) => (r.total === null ? '–' : formatMoney(r.total, language, r.currency)),
    },
    {
      key: 'status',
      card: 'status',
      header: t('quote-desk.column.status'),
      nowrap: true,
      cell: (r) => (
        <>
          <Badge variant="light" color={STATUS_COLOR[r.status]}>
            {t(`quote-desk.status.${r.status}`)}
          </Badge>{' '}
          {r.overdue && (
            <Badge variant="filled" color="red">
              {t('quote-desk.overdue')}
            </Badge>
          )}
        </>
      ),
    },
  ];

  return (
    <QueuePage
      views="quotes"
      title={t('quote-desk.title')}
      page={page}
      list={list}
      all={t('quote-desk.all')}
      toolbar={
        <>
          <UrlTextFilter label={t('quote-desk.search')} description={t('quote-desk.search-hint')} width={300} />
          <UrlFilterSelect
            name="status"
            label={t('quote-desk.column.status')}
            data={QUOTE_STATUSES.map((s) => ({ value: s, label: t(`quote-desk.status.${s}`) }))}
          />
          <UrlMarketSelect label={t('quote-desk.column.market')} />
          <UrlSwitch name="overdue" label={t('quote-desk.filter.overdue')} />
        </>
      }
      columns={columns}
      rowKey={(r) => r.id}
      empty={t('quote-desk.empty')}
      errorKey="quote-desk.error.list"
    />
  );
}
