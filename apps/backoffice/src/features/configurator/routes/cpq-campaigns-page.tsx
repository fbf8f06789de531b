import { Badge, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CPQ_CAMPAIGN_KINDS, CPQ_CAMPAIGN_STATUSES, type StaffCpqCampaign } from '@portal/contracts/staff-configurator';
import { useLanguage } from '@portal/ui';
import { formatDate } from '@portal/ui/format';
import { ConfirmDialog, ListAction, QueuePage, RowButton, UrlTextFilter, type Notice } from '../../../components/list-page';
import { type PagedColumn } from '../../../components/paged-table';
import { UrlFilterSelect } from '../../../components/url-filter-select';
import { choices } from '../../../lib/labels';
import { useListPage } from '../../../lib/list-page';
import { calendarDay } from '../../../lib/local-time';
import { useCpqCampaignChanges, useCpqCampaigns } from '../api/cpq-campaigns';
import { CpqCampaignForm } from '../components/cpq-campaign-form';
import { CAMPAIGN_FILTERS, CAMPAIGN_STATUS_COLOR, campaignValue, priceListLabel, rulesetKeys } from '../configurator-logic';

/** The campaign terms the dealer configurator prices with: extra discounts, campaign prices and free articles. */
export function CpqCampaignsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const page = useListPage({ filters: CAMPAIGN_FILTERS });
  const { remove } = useCpqCampaignChanges();
  const [editing, setEditing] = useState<StaffCpqCampaign | 'new' | null>(null);
  const [deleting, setDeleting] = useState<StaffCpqCampaign | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const list = useCpqCampaigns(page.query);

  const valueOf = (c: StaffCpqCampaign) => {
    const value = campaignValue(c, language);
    return 'text' in value ? value.text : t(value.key);
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
            {rulesetKeys(c.rulesets)
              .map((key) => t(key))
              .join(', ')}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'price-list',
      card: 'detail',
      secondary: true,
      header: t('cpq-campaigns.column.price-list'),
      cell: (c) => (c.priceList ? priceListLabel(c.priceList) : t('cpq-campaigns.all-price-lists')),
    },
    { key: 'value', card: 'amount', header: t('cpq-campaigns.column.value'), nowrap: true, cell: valueOf },
    {
      key: 'valid',
      card: 'meta',
      header: t('cpq-campaigns.column.valid'),
      nowrap: true,
      cell: (c) => `${formatDate(calendarDay(c.validFrom), language)} – ${formatDate(calendarDay(c.validTo), language)}`,
    },
    {
      key: 'status',
      card: 'status',
      header: t('cpq-campaigns.column.status'),
      nowrap: true,
      cell: (c) => (
        <Badge variant="light" color={CAMPAIGN_STATUS_COLOR[c.status]}>
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
          <RowButton name={t('cpq-campaigns.edit-for', { name: c.name })} onClick={() => (setNotice(null), setEditing(c))}>
            {t('cpq-campaigns.edit')}
          </RowButton>
          <RowButton name={t('cpq-campaigns.delete-for', { name: c.name })} danger onClick={() => (setNotice(null), setDeleting(c))}>
            {t('cpq-campaigns.delete')}
          </RowButton>
        </Group>
      ),
    },
  ];

  return (
    <QueuePage
      views="cpq-campaigns"
      title={t('cpq-campaigns.title')}
      intro={t('cpq-campaigns.intro')}
      page={page}
      list={list}
      all={t('cpq-campaigns.all')}
      action={<ListAction onClick={() => (setNotice(null), setEditing('new'))}>{t('cpq-campaigns.add')}</ListAction>}
      toolbar={
        <>
          <UrlTextFilter label={t('cpq-campaigns.search')} description={t('cpq-campaigns.search-hint')} width={260} />
          <UrlFilterSelect
            name="status"
            label={t('cpq-campaigns.column.status')}
            data={choices(CPQ_CAMPAIGN_STATUSES, (s) => t(`cpq-campaigns.status.${s}`))}
            width={160}
          />
          <UrlFilterSelect
            name="kind"
            label={t('cpq-campaigns.column.kind')}
            data={choices(CPQ_CAMPAIGN_KINDS, (k) => t(`cpq-campaigns.kind.${k}`))}
            width={220}
          />
        </>
      }
      notice={notice}
      columns={columns}
      rowKey={(c) => String(c.id)}
      empty={t('cpq-campaigns.empty')}
      emptyFiltered={t('cpq-campaigns.empty-filtered')}
      errorKey="cpq-campaigns.error"
    >
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
      <ConfirmDialog
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('cpq-campaigns.delete-title', { name: deleting?.name ?? '' })}
        text={t('cpq-campaigns.delete-text')}
        confirmLabel={t('cpq-campaigns.delete')}
        cancelLabel={t('cpq-campaigns.cancel')}
        closeLabel={t('cpq-campaigns.close')}
        busy={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => setNotice({ ok: true, text: t('cpq-campaigns.deleted', { name: deleting.name }) }),
            onError: () => setNotice({ ok: false, text: t('cpq-campaigns.delete-failed') }),
            onSettled: () => setDeleting(null),
          })
        }
      />
    </QueuePage>
  );
}
