import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { MESSAGE_KINDS, OUTBOX_STATES, type OutboxRow, OutboxQuery } from '@portal/contracts/messages';
import { Page, useLanguage } from '@portal/ui';
import { LOCALE_TAG } from '@portal/ui/languages';
import { maxLengthOf } from '@portal/contracts/field-limits';
import { ListToolbar, UrlTextFilter } from '../../../components/list-page';
import { type PagedColumn } from '../../../components/paged-table';
import { QueueTable } from '../../../components/queue-table';
import { UrlFilterSelect } from '../../../components/url-filter-select';
import { useListPage } from '../../../lib/list-page';
import { useOutbox } from '../api/mail';
import { MessageStateBadge } from '../components/message-state-badge';
import { listedError, MAIL_FILTERS } from '../mail-logic';

/** Every message the portal has written, newest first, with how its delivery went. */
export function MailPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { filters, query, filtered } = useListPage({ filters: MAIL_FILTERS });
  // The message's view leads back to the list as it was filtered.
  const listSearch = useLocation().search;
  const time = new Intl.DateTimeFormat(LOCALE_TAG[language], { dateStyle: 'medium', timeStyle: 'short' });
  const list = useOutbox(query);

  const columns: PagedColumn<OutboxRow>[] = [
    { key: 'created', card: 'meta', header: t('mail.column.created'), nowrap: true, cell: (r) => time.format(new Date(r.createdAt)) },
    {
      key: 'to',
      card: 'detail',
      header: t('mail.column.to'),
      cell: (r) => (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {r.to}
        </Text>
      ),
    },
    {
      key: 'subject',
      card: 'title',
      header: t('mail.column.subject'),
      cell: (r) => (
        <Anchor component={Link} to={`/mail/${r.id}`} state={{ listSearch }} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {r.subject || t('mail.no-subject')}
        </Anchor>
      ),
    },
    { key: 'kind', card: 'detail', secondary: true, header: t('mail.column.kind'), cell: (r) => t(`mail.kind.${r.kind}`) },
    {
      key: 'language',
      card: 'detail',
      secondary: true,
      header: t('mail.column.language'),
      nowrap: true,
      cell: (r) => t(`language.${r.language}`),
    },
    { key: 'state', card: 'status', header: t('mail.column.state'), nowrap: true, cell: (r) => <MessageStateBadge state={r.state} /> },
    { key: 'attempts', card: 'detail', secondary: true, header: t('mail.column.attempts'), nowrap: true, cell: (r) => r.attempts },
    {
      key: 'error',
      card: 'detail',
      header: t('mail.column.error'),
      cell: (r) => {
        const error = listedError(r);
        return error ? (
          <Text size="sm" lineClamp={2} maw={280} style={{ overflowWrap: 'anywhere' }}>
            {error}
          </Text>
        ) : (
          '–'
        );
      },
    },
  ];

  return (
    <Page title={t('mail.title')}>
      <ListToolbar>
        <UrlTextFilter
          filters={filters}
          label={t('mail.search')}
          description={t('mail.search-hint')}
          maxLength={maxLengthOf(OutboxQuery.shape.search)}
          width={320}
        />
        <UrlFilterSelect
          filters={filters}
          name="state"
          label={t('mail.filter.state')}
          all={t('mail.filter.all')}
          data={OUTBOX_STATES.map((s) => ({ value: s, label: t(`mail.state.${s}`) }))}
        />
        <UrlFilterSelect
          filters={filters}
          name="kind"
          label={t('mail.filter.kind')}
          all={t('mail.filter.all')}
          data={MESSAGE_KINDS.map((k) => ({ value: k, label: t(`mail.kind.${k}`) }))}
          width={260}
        />
      </ListToolbar>
      <QueueTable
        query={list}
        filters={filters}
        label={t('mail.title')}
        columns={columns}
        rowKey={(r) => r.id}
        empty={t(filtered ? 'mail.empty-filtered' : 'mail.empty')}
        errorKey="mail.error"
      />
    </Page>
  );
}
