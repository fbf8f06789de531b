import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { MESSAGE_KINDS, OUTBOX_STATES, type OutboxRow, OutboxQuery } from '@portal/contracts/messages';
import { useLanguage } from '@portal/ui';
import { LOCALE_TAG } from '@portal/ui/languages';
import { maxLengthOf } from '@portal/contracts/field-limits';
import { QueuePage, UrlTextFilter } from '../../../components/list-page';
import { type PagedColumn } from '../../../components/paged-table';
import { UrlFilterSelect } from '../../../components/url-filter-select';
import { choices } from '../../../lib/labels';
import { useListPage } from '../../../lib/list-page';
import { useOutbox } from '../api/mail';
import { MessageStateBadge } from '../components/message-state-badge';
import { listedError, MAIL_FILTERS } from '../mail-logic';

/** Every message the portal has written, newest first, with how its delivery went. */
export function MailPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const page = useListPage({ filters: MAIL_FILTERS });
  // The message's view leads back to the list as it was filtered.
  const listSearch = useLocation().search;
  const time = new Intl.DateTimeFormat(LOCALE_TAG[language], { dateStyle: 'medium', timeStyle: 'short' });
  const list = useOutbox(page.query);

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
    <QueuePage
      views="mail"
      title={t('mail.title')}
      page={page}
      list={list}
      all={t('mail.filter.all')}
      toolbar={
        <>
          <UrlTextFilter
            label={t('mail.search')}
            description={t('mail.search-hint')}
            maxLength={maxLengthOf(OutboxQuery.shape.search)}
            width={320}
          />
          <UrlFilterSelect name="state" label={t('mail.filter.state')} data={choices(OUTBOX_STATES, (s) => t(`mail.state.${s}`))} />
          <UrlFilterSelect
            name="kind"
            label={t('mail.filter.kind')}
            data={choices(MESSAGE_KINDS, (k) => t(`mail.kind.${k}`))}
            width={260}
          />
        </>
      }
      columns={columns}
      rowKey={(r) => r.id}
      empty={t('mail.empty')}
      emptyFiltered={t('mail.empty-filtered')}
      errorKey="mail.error"
    />
  );
}
