import { Alert, Badge, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CPQ_CAMPAIGN_KINDS,
  CPQ_CAMPAIGN_STATUSES,
  type CpqCampaignKind,
  type CpqCampaignStatus,
  type StaffCpqCampaign,
} from '@portal/contracts/staff-cpq-campaigns';
import { Page, useLanguage } from '@portal/ui';
import { formatDate, formatMoney, formatPercent } from '@portal/ui/format';
import { type PagedColumn } from '../../../components/paged-table';
import { QueueTable } from '../../../components/queue-table';
import { useUrlFilters } from '../../../lib/url-filters';
import { useCpqCampaignChanges, useCpqCampaigns } from '../api/cpq-campaigns';
import { CpqCampaignForm } from '../components/cpq-campaign-form';

const STATUS_COLOR: Record<CpqCampaignStatus, string> = { current: 'green', upcoming: 'blue', ended: 'gray' };
const isStatus = (value: string | null): value is CpqCampaignStatus =>
  (CPQ_CAMPAIGN_STATUSES as readonly (string | null)[]).includes(value);
const isKind = (value: string | null): value is CpqCampaignKind => (CPQ_CAMPAIGN_KINDS as readonly (string | null)[]).includes(value);
/** A stored day, 'YYYY-MM-DD', as the same calendar day wherever the browser is. */
const dayOf = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
};

/** The campaign terms the dealer configurator prices with: extra discounts, campaign prices and free articles. */
export function CpqCampaignsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const filters = useUrlFilters();
  const status = filters.get('status');
  const kind = filters.get('kind');
  const search = filters.get('search') ?? '';
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const { remove } = useCpqCampaignChanges();
  const [editing, setEditing] = useState<StaffCpqCampaign | 'new' | null>(null);
  const [deleting, setDeleting] = useState<StaffCpqCampaign | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  const list = useCpqCampaigns({
    ...(isStatus(status) ? { status } : {}),
    ...(isKind(kind) ? { kind } : {}),
    ...(debouncedSearch ? { search: debouncedSearch } : {}),
    page: filters.page,
    pageSize: filters.pageSize,
  });

  const valueOf = (c: StaffCpqCampaign) => {
    if (c.value === null) return t('cpq-campaigns.free');
    if (c.kind === 'XD') return formatPercent(c.value, language);
    return c.priceList ? formatMoney(c.value, language, c.priceList.currency) : String(c.value);
  };

  const columns: PagedColumn<StaffCpqCampaign>[] = [
    {
      key: 'name',
      card: 'title',
      header: t('cpq-campaigns.column.name'),
      cell: (c) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {c.name}
          </Text>
          <Text size="xs" c="dimmed">
            {c.campaignId}
          </Text>
        </Stack>
      ),
    },
    { key: 'kind', card: 'detail', header: t('cpq-campaigns.column.kind'), cell: (c) => t(`cpq-campaigns.kind.${c.kind}`) },
    {
      key: 'articles',
      card: 'detail',
      header: t('cpq-campaigns.column.articles'),
      cell: (c) => (
        <Stack gap={0}>
          <Text size="sm" ff="monospace">
            {c.itemPattern}
          </Text>
          <Text size="xs" c="dimmed">
            {c.rulesets ? c.rulesets.map((r) => t(`cpq-campaigns.ruleset.${r}`)).join(', ') : t('cpq-campaigns.all-rulesets')}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'price-list',
      card: 'detail',
      secondary: true,
      header: t('cpq-campaigns.column.price-list'),
      cell: (c) => (c.priceList ? `${c.priceList.name} (${c.priceList.currency})` : t('cpq-campaigns.all-price-lists')),
    },
    { key: 'value', card: 'amount', header: t('cpq-campaigns.column.value'), nowrap: true, cell: valueOf },
    {
      key: 'valid',
      card: 'meta',
      header: t('cpq-campaigns.column.valid'),
      nowrap: true,
      cell: (c) => `${formatDate(dayOf(c.validFrom), language)} – ${formatDate(dayOf(c.validTo), language)}`,
    },
    {
      key: 'status',
      card: 'status',
      header: t('cpq-campaigns.column.status'),
      nowrap: true,
      cell: (c) => (
        <Badge variant="light" color={STATUS_COLOR[c.status]}>
          {t(`cpq-campaigns.status.${c.status}`)}
        </Badge>
      ),
    },
    {
      key: 'actions',
      card: 'detail',
      header: t('cpq-campaigns.column.actions'),
      nowrap: true,
      cell: (c) => (
        <Group gap={4} wrap="nowrap">
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => (setNotice(null), setEditing(c))}
            aria-label={t('cpq-campaigns.edit-for', { name: c.name })}
          >
            {t('cpq-campaigns.edit')}
          </Button>
          <Button
            size="compact-sm"
            variant="default"
            color="red"
            onClick={() => (setNotice(null), setDeleting(c))}
            aria-label={t('cpq-campaigns.delete-for', { name: c.name })}
          >
            {t('cpq-campaigns.delete')}
          </Button>
        </Group>
      ),
    },
  ];

  const filtered = isStatus(status) || isKind(kind) || debouncedSearch !== '';

  return (
    <Page title={t('cpq-campaigns.title')}>
      <Text>{t('cpq-campaigns.intro')}</Text>
      <Group justify="space-between" align="end" wrap="wrap" gap="sm">
        <Group align="end" wrap="wrap" gap="sm">
          <TextInput
            label={t('cpq-campaigns.search')}
            description={t('cpq-campaigns.search-hint')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(e) => filters.update({ search: e.currentTarget.value })}
            w={{ base: '100%', sm: 260 }}
          />
          <Select
            label={t('cpq-campaigns.column.status')}
            placeholder={t('cpq-campaigns.all')}
            data={CPQ_CAMPAIGN_STATUSES.map((s) => ({ value: s, label: t(`cpq-campaigns.status.${s}`) }))}
            value={isStatus(status) ? status : null}
            onChange={(value) => filters.update({ status: value })}
            clearable
            w={{ base: '100%', sm: 160 }}
          />
          <Select
            label={t('cpq-campaigns.column.kind')}
            placeholder={t('cpq-campaigns.all')}
            data={CPQ_CAMPAIGN_KINDS.map((k) => ({ value: k, label: t(`cpq-campaigns.kind.${k}`) }))}
            value={isKind(kind) ? kind : null}
            onChange={(value) => filters.update({ kind: value })}
            clearable
            w={{ base: '100%', sm: 220 }}
          />
        </Group>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => (setNotice(null), setEditing('new'))}>
          {t('cpq-campaigns.add')}
        </Button>
      </Group>
      <div role="status">
        {notice?.ok && (
          <Alert color="green" variant="light">
            {notice.text}
          </Alert>
        )}
      </div>
      {notice && !notice.ok && (
        <Alert color="red" variant="light" role="alert">
          {notice.text}
        </Alert>
      )}
      <QueueTable
        query={list}
        filters={filters}
        label={t('cpq-campaigns.title')}
        columns={columns}
        rowKey={(c) => String(c.id)}
        empty={t(filtered ? 'cpq-campaigns.empty-filtered' : 'cpq-campaigns.empty')}
        errorKey="cpq-campaigns.error"
      />

      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t('cpq-campaigns.add') : t('cpq-campaigns.edit-title', { name: editing?.name ?? '' })}
        size="lg"
        closeButtonProps={{ 'aria-label': t('cpq-campaigns.close') }}
      >
        {editing !== null && (
          <CpqCampaignForm
            campaign={editing === 'new' ? null : editing}
            onCancel={() => setEditing(null)}
            onSaved={(saved) => {
              setEditing(null);
              setNotice({ ok: true, text: t('cpq-campaigns.saved', { name: saved.name }) });
            }}
          />
        )}
      </Modal>
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('cpq-campaigns.delete-title', { name: deleting?.name ?? '' })}
        closeButtonProps={{ 'aria-label': t('cpq-campaigns.close') }}
      >
        <Stack>
          <Text>{t('cpq-campaigns.delete-text')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              {t('cpq-campaigns.cancel')}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                deleting &&
                remove.mutate(deleting.id, {
                  onSuccess: () => setNotice({ ok: true, text: t('cpq-campaigns.deleted', { name: deleting.name }) }),
                  onError: () => setNotice({ ok: false, text: t('cpq-campaigns.delete-failed') }),
                  onSettled: () => setDeleting(null),
                })
              }
            >
              {t('cpq-campaigns.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Page>
  );
}
