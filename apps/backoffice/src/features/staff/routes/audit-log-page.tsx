import { Anchor, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AuditLogRow } from '@portal/contracts/staff-admin';
import { useLanguage } from '@portal/ui';
import { LOCALE_TAG } from '@portal/ui/languages';
import { maxLengthOf } from '@portal/contracts/field-limits';
import { AUDIT_LOG_SORT_COLUMNS, AuditLogQuery } from '@portal/contracts/staff-admin';
import { QueuePage, RowButton, UrlTextFilter } from '../../../components/list-page';
import { type PagedColumn } from '../../../components/paged-table';
import { choices } from '../../../lib/labels';
import { useListPage } from '../../../lib/list-page';
import { useAuditLog, useStaffAccounts } from '../api/administration';
import { ChangeList } from '../components/change-list';
import { UrlFilterSelect } from '../../../components/url-filter-select';
import { accountName, AUDIT_FILTERS, AUDIT_TEXTS, OBJECT_TYPES, objectLink } from '../staff-logic';

/** Every staff change, newest first, by staff member, dealer, kind of object or object. */
export function AuditLogPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const page = useListPage({ filters: AUDIT_FILTERS, texts: AUDIT_TEXTS, sortColumns: AUDIT_LOG_SORT_COLUMNS });
  const [shown, setShown] = useState<AuditLogRow | null>(null);
  const accounts = useStaffAccounts();
  const time = new Intl.DateTimeFormat(LOCALE_TAG[language], { dateStyle: 'medium', timeStyle: 'medium' });
  const log = useAuditLog(page.query);
  const actionName = (action: string) => t(`audit.action.${action}`, { defaultValue: action });

  const columns: PagedColumn<AuditLogRow>[] = [
    { key: 'at', card: 'meta', header: t('audit.column.at'), nowrap: true, cell: (r) => time.format(new Date(r.at)) },
    { key: 'staffName', card: 'detail', header: t('audit.column.staff'), cell: (r) => r.staffName },
    {
      key: 'action',
      card: 'detail',
      header: t('audit.column.action'),
      cell: (r) => actionName(r.action),
    },
    {
      key: 'objectType',
      card: 'title',
      header: t('audit.column.object'),
      cell: (r) => {
        const label = `${t(`audit.object.${r.objectType}`, { defaultValue: r.objectType })} ${r.objectId}`;
        const to = objectLink(r);
        return to ? (
          <Anchor component={Link} to={to} style={{ overflowWrap: 'anywhere' }}>
            {label}
          </Anchor>
        ) : (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {label}
          </Text>
        );
      },
    },
    {
      key: 'customerNumber',
      card: 'detail',
      secondary: true,
      header: t('audit.column.dealer'),
      nowrap: true,
      cell: (r) => r.customerNumber ?? '–',
    },
    {
      key: 'changes',
      card: 'detail',
      header: t('audit.column.changes'),
      nowrap: true,
      cell: (r) => (
        <RowButton name={t('audit.show-for', { id: r.id })} onClick={() => setShown(r)}>
          {t('audit.show')}
        </RowButton>
      ),
    },
  ];

  return (
    <QueuePage
      views="audit-log"
      title={t('audit.title')}
      page={page}
      list={log}
      all={t('audit.all')}
      toolbar={
        <>
          <Select
            label={t('audit.column.staff')}
            placeholder={t('audit.all')}
            data={(accounts.data?.items ?? []).map((a) => ({ value: a.id, label: accountName(a) }))}
            value={page.filters.get('staffId')}
            onChange={(value) => page.filters.update({ staffId: value })}
            clearable
            searchable
            w={{ base: '100%', sm: 220 }}
          />
          <UrlFilterSelect
            name="objectType"
            label={t('audit.object-type')}
            data={choices(OBJECT_TYPES, (o) => t(`audit.object.${o}`))}
            width={200}
          />
          <UrlTextFilter
            name="customerNumber"
            search={false}
            label={t('audit.column.dealer')}
            inputMode="numeric"
            maxLength={maxLengthOf(AuditLogQuery.shape.customerNumber)}
            width={160}
          />
          <UrlTextFilter
            label={t('audit.search')}
            description={t('audit.search-hint')}
            maxLength={maxLengthOf(AuditLogQuery.shape.search)}
            width={240}
          />
        </>
      }
      columns={columns}
      rowKey={(r) => String(r.id)}
      empty={t('audit.empty')}
      errorKey="audit.error"
    >
      <Modal
        opened={shown !== null}
        onClose={() => setShown(null)}
        title={shown ? actionName(shown.action) : ''}
        size="xl"
        closeButtonProps={{ 'aria-label': t('audit.close') }}
      >
        {shown && (
          <Stack>
            <Text size="sm">
              {shown.staffName} · {time.format(new Date(shown.at))}
            </Text>
            <ChangeList label={actionName(shown.action)} before={shown.before} after={shown.after} />
          </Stack>
        )}
      </Modal>
    </QueuePage>
  );
}
