import { Anchor, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AuditLogRow } from '@portal/contracts/staff-admin';
import { Page, useLanguage } from '@portal/ui';
import { LOCALE_TAG } from '@portal/ui/languages';
import { maxLengthOf } from '@portal/contracts/field-limits';
import { AuditLogQuery } from '@portal/contracts/staff-admin';
import { type PagedColumn } from '../../../components/paged-table';
import { QueueTable } from '../../../components/queue-table';
import { useUrlFilters } from '../../../lib/url-filters';
import { useAuditLog, useStaffAccounts } from '../api/administration';
import { ChangeList } from '../components/change-list';
import { UrlFilterSelect } from '../../../components/url-filter-select';

const OBJECT_TYPES = [
  'article',
  'complaint',
  'contact-text',
  'content-file',
  'cpq-campaign',
  'customer',
  'invoice',
  'mail',
  'maintenance',
  'order',
  'product',
  'staff',
  'user',
] as const;

/** Where the back office shows the object a change was made to, if it has a screen of its own. */
function objectLink(r: AuditLogRow): string | null {
  switch (r.objectType) {
    case 'order':
      return `/orders/${r.objectId}`;
    case 'complaint':
      return `/complaints/${r.objectId}`;
    case 'customer':
      return `/dealers/${r.objectId}`;
    case 'article':
      return `/news/${r.objectId}`;
    case 'product':
      return `/products/${encodeURIComponent(r.objectId)}`;
    case 'invoice':
      return `/invoices?search=${encodeURIComponent(r.objectId)}`;
    case 'user':
      return r.customerNumber ? `/dealers/${r.customerNumber}` : null;
    case 'mail':
      return `/mail/${r.objectId}`;
    default:
      return null;
  }
}

/** Every staff change, newest first, by staff member, dealer, kind of object or object. */
export function AuditLogPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const filters = useUrlFilters();
  const staffId = filters.get('staffId');
  const objectType = filters.get('objectType');
  const customerNumber = filters.get('customerNumber') ?? '';
  const search = filters.get('search') ?? '';
  const [debounced] = useDebouncedValue({ customerNumber, search }, 300);
  const [shown, setShown] = useState<AuditLogRow | null>(null);
  const accounts = useStaffAccounts();
  const time = new Intl.DateTimeFormat(LOCALE_TAG[language], { dateStyle: 'medium', timeStyle: 'medium' });

  const log = useAuditLog({
    ...(staffId ? { staffId } : {}),
    ...(objectType ? { objectType } : {}),
    ...(debounced.customerNumber.trim() ? { customerNumber: debounced.customerNumber.trim() } : {}),
    ...(debounced.search.trim() ? { search: debounced.search.trim() } : {}),
    page: filters.page,
    pageSize: filters.pageSize,
  });

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
      <Group align="end" wrap="wrap" gap="sm">
        <Select
          label={t('audit.column.staff')}
          placeholder={t('audit.all')}
          data={(accounts.data?.items ?? []).map((a) => ({ value: a.id, label: `${a.firstName} ${a.lastName}` }))}
          value={staffId}
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
        <TextInput
          label={t('audit.column.dealer')}
          value={customerNumber}
          inputMode="numeric"
          maxLength={maxLengthOf(AuditLogQuery.shape.customerNumber)}
          onChange={(e) => filters.update({ customerNumber: e.currentTarget.value })}
          w={{ base: '100%', sm: 160 }}
        />
        <TextInput
          label={t('audit.search')}
          description={t('audit.search-hint')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          maxLength={maxLengthOf(AuditLogQuery.shape.search)}
          onChange={(e) => filters.update({ search: e.currentTarget.value })}
          w={{ base: '100%', sm: 240 }}
        />
      </Group>
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
