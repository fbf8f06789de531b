import { Anchor, Button, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AuditLogRow } from '@portal/contracts/staff-admin';
import { Page, useLanguage } from '@portal/ui';
import { LOCALE_TAG } from '@portal/ui/languages';
import { maxLengthOf } from '@portal/contracts/field-limits';
import { AuditLogQuery } from '@portal/contracts/staff-admin';
import { ListToolbar, UrlTextFilter } from '../../../components/list-page';
import { type PagedColumn } from '../../../components/paged-table';
import { QueueTable } from '../../../components/queue-table';
import { useListPage } from '../../../lib/list-page';
import { useAuditLog, useStaffAccounts } from '../api/administration';
import { ChangeList } from '../components/change-list';
import { UrlFilterSelect } from '../../../components/url-filter-select';
import { accountName, AUDIT_FILTERS, AUDIT_TEXTS, OBJECT_TYPES, objectLink } from '../staff-logic';

/** Every staff change, newest first, by staff member, dealer, kind of object or object. */
export function AuditLogPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { filters, query } = useListPage({ filters: AUDIT_FILTERS, texts: AUDIT_TEXTS });
  const [shown, setShown] = useState<AuditLogRow | null>(null);
  const accounts = useStaffAccounts();
  const time = new Intl.DateTimeFormat(LOCALE_TAG[language], { dateStyle: 'medium', timeStyle: 'medium' });
  const log = useAuditLog(query);

  const columns: PagedColumn<AuditLogRow>[] = [
    { key: 'at', card: 'meta', header: t('audit.column.at'), nowrap: true, cell: (r) => time.format(new Date(r.at)) },
    { key: 'staff', card: 'detail', header: t('audit.column.staff'), cell: (r) => r.staffName },
    {
      key: 'action',
      card: 'detail',
      header: t('audit.column.action'),
      cell: (r) => t(`audit.action.${r.action}`, { defaultValue: r.action }),
    },
    {
      key: 'object',
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
      key: 'dealer',
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
        <Button size="compact-sm" variant="light" onClick={() => setShown(r)} aria-label={t('audit.show-for', { id: r.id })}>
          {t('audit.show')}
        </Button>
      ),
    },
  ];

  return (
    <Page title={t('audit.title')}>
      <ListToolbar>
        <Select
          label={t('audit.column.staff')}
          placeholder={t('audit.all')}
          data={(accounts.data?.items ?? []).map((a) => ({ value: a.id, label: accountName(a) }))}
          value={filters.get('staffId')}
          onChange={(value) => filters.update({ staffId: value })}
          clearable
          searchable
          w={{ base: '100%', sm: 220 }}
        />
        <UrlFilterSelect
          filters={filters}
          name="objectType"
          label={t('audit.object-type')}
          all={t('audit.all')}
          data={OBJECT_TYPES.map((o) => ({ value: o, label: t(`audit.object.${o}`) }))}
          width={200}
        />
        <UrlTextFilter
          filters={filters}
          name="customerNumber"
          search={false}
          label={t('audit.column.dealer')}
          inputMode="numeric"
          maxLength={maxLengthOf(AuditLogQuery.shape.customerNumber)}
          width={160}
        />
        <UrlTextFilter
          filters={filters}
          label={t('audit.search')}
          description={t('audit.search-hint')}
          maxLength={maxLengthOf(AuditLogQuery.shape.search)}
          width={240}
        />
      </ListToolbar>
      <QueueTable
        query={log}
        filters={filters}
        label={t('audit.title')}
        columns={columns}
        rowKey={(r) => String(r.id)}
        empty={t('audit.empty')}
        errorKey="audit.error"
      />
      <Modal
        opened={shown !== null}
        onClose={() => setShown(null)}
        title={shown ? t(`audit.action.${shown.action}`, { defaultValue: shown.action }) : ''}
        size="xl"
        closeButtonProps={{ 'aria-label': t('audit.close') }}
      >
        {shown && (
          <Stack>
            <Text size="sm">
              {shown.staffName} · {time.format(new Date(shown.at))}
            </Text>
            <ChangeList before={shown.before} after={shown.after} />
          </Stack>
        )}
      </Modal>
    </Page>
  );
}
