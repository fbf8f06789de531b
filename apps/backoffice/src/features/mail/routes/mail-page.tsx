import { Anchor, Group, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { MESSAGE_KINDS, OUTBOX_STATES, type MessageKind, type OutboxRow, type OutboxState, OutboxQuery } from '@portal/contracts/messages';
import { Page, useLanguage } from '@portal/ui';
import { LOCALE_TAG } from '@portal/ui/languages';
import { maxLengthOf } from '@portal/contracts/field-limits';
import { type PagedColumn } from '../../../components/paged-table';
import { QueueTable } from '../../../components/queue-table';
import { UrlFilterSelect } from '../../../components/url-filter-select';
import { useUrlFilters } from '../../../lib/url-filters';
import { useOutbox } from '../api/mail';
import { isResendable, MessageStateBadge } from '../components/message-state-badge';

const isState = (value: string | null): value is OutboxState => (OUTBOX_STATES as readonly (string | null)[]).includes(value);
const isKind = (value: string | null): value is MessageKind => (MESSAGE_KINDS as readonly (string | null)[]).includes(value);

/** Every message the portal has written, newest first, with how its delivery went. */
export function MailPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const filters = useUrlFilters();
  // The message's view leads back to the list as it was filtered.
  const listSearch = useLocation().search;
  const state = filters.get('state');
  const kind = filters.get('kind');
  const search = filters.get('search') ?? '';
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const time = new Intl.DateTimeFormat(LOCALE_TAG[language], { dateStyle: 'medium', timeStyle: 'short' });

  const list = useOutbox({
    ...(isState(state) ? { state } : {}),
    ...(isKind(kind) ? { kind } : {}),
    ...(debouncedSearch ? { search: debouncedSearch } : {}),
    page: filters.page,
    pageSize: filters.pageSize,
  });

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
      cell: (r) =>
        isResendable(r.state) && r.lastError ? (
          <Text size="sm" lineClamp={2} maw={280} style={{ overflowWrap: 'anywhere' }}>
            {r.lastError}
          </Text>
        ) : (
          '–'
        ),
    },
  ];

  return (
    <Page title={t('mail.title')}>
      <Group align="end" wrap="wrap" gap="sm">
        <TextInput
          label={t('mail.search')}
          description={t('mail.search-hint')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          maxLength={maxLengthOf(OutboxQuery.shape.search)}
          onChange={(e) => filters.update({ search: e.currentTarget.value })}
          w={{ base: '100%', sm: 320 }}
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
      </Group>
      <QueueTable
        query={list}
        filters={filters}
        label={t('mail.title')}
        columns={columns}
        rowKey={(r) => r.id}
        empty={t(state || kind || debouncedSearch ? 'mail.empty-filtered' : 'mail.empty')}
        errorKey="mail.error"
      />
    </Page>
  );
}
