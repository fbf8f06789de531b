import { Badge, Button, Group, NumberInput, Paper, Select, Skeleton, Stack, Tabs, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CampaignTexts, type CampaignSignup, type StaffCampaign, CampaignRequest } from '@portal/contracts/campaign';
import { LANGUAGES, MARKETS } from '@portal/contracts/languages';
import { ErrorNotice, Page, useLanguage } from '@portal/ui';
import { formatDate } from '@portal/ui/format';
import { maxLengthOf } from '@portal/contracts/field-limits';
import { FailedNotice, FormActions, SavedNotice } from '../../../components/form-parts';
import { Section } from '../../../components/record-page';
import { type PagedColumn } from '../../../components/paged-table';
import { QueueTable } from '../../../components/queue-table';
import { downloadCsv } from '../../../lib/csv';
import { translated, useSay } from '../../../lib/form-messages';
import { useListPage } from '../../../lib/list-page';
import { useUrlFilters } from '../../../lib/url-filters';
import { allCampaignSignups, useCampaignSignups, useSaveCampaign, useStaffCampaign } from '../api/campaign-desk';
import {
  campaignProblems,
  campaignRequest,
  campaignValues,
  campaignYear,
  FIRST_YEAR,
  firstLanguageWithProblem,
  isCampaignYear,
  isWritten,
  LAST_YEAR,
  SIGNUP_COLUMNS,
  SIGNUP_FILTERS,
  signupRow,
  signupsFileName,
  type CampaignValues,
} from '../campaign-logic';

function CampaignForm({ campaign }: { campaign: StaffCampaign }) {
  const { t } = useTranslation();
  const say = useSay();
  const save = useSaveCampaign(campaign.year);
  const [saved, setSaved] = useState(false);
  const [tab, setTab] = useState<string | null>('sv');
  const form = useForm<CampaignValues>({
    initialValues: campaignValues(campaign),
    validate: (v) => translated(campaignProblems(v), say),
  });
  const submit = form.onSubmit(
    (v) => {
      setSaved(false);
      save.mutate(campaignRequest(v), { onSuccess: () => setSaved(true) });
    },
    (errors) => {
      // The first language with a problem opens, so the message is seen.
      const language = firstLanguageWithProblem(errors);
      if (language) setTab(language);
    },
  );

  return (
    <Section id="campaign-texts" title={t('campaign-desk.texts-title')}>
      <form noValidate onSubmit={submit}>
        <Stack>
          <TextInput
            label={t('campaign-desk.name')}
            required
            maxLength={maxLengthOf(CampaignRequest.shape.name)}
            {...form.getInputProps('name')}
            w={{ base: '100%', sm: 420 }}
          />
          <Text size="sm" c="dimmed">
            {t('campaign-desk.texts-hint')}
          </Text>
          <Tabs value={tab} onChange={setTab} keepMounted>
            <Tabs.List>
              {LANGUAGES.map((l) => (
                <Tabs.Tab
                  key={l}
                  value={l}
                  rightSection={
                    isWritten(form.getValues().texts[l]) ? (
                      <Badge size="xs" variant="light">
                        {t('campaign-desk.own')}
                      </Badge>
                    ) : null
                  }
                >
                  {t(`campaign-desk.language.${l}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {LANGUAGES.map((l) => (
              <Tabs.Panel key={l} value={l} pt="md">
                <Stack>
                  <TextInput
                    label={t('campaign-desk.signup-title')}
                    maxLength={maxLengthOf(CampaignTexts.shape.signupTitle)}
                    {...form.getInputProps(`texts.${l}.signupTitle`)}
                  />
                  <Textarea
                    label={t('campaign-desk.signup-text')}
                    autosize
                    minRows={3}
                    maxLength={maxLengthOf(CampaignTexts.shape.signupText)}
                    {...form.getInputProps(`texts.${l}.signupText`)}
                  />
                  <TextInput
                    label={t('campaign-desk.thanks-title')}
                    maxLength={maxLengthOf(CampaignTexts.shape.thanksTitle)}
                    {...form.getInputProps(`texts.${l}.thanksTitle`)}
                  />
                  <Textarea
                    label={t('campaign-desk.thanks-text')}
                    autosize
                    minRows={3}
                    maxLength={maxLengthOf(CampaignTexts.shape.thanksText)}
                    {...form.getInputProps(`texts.${l}.thanksText`)}
                  />
                </Stack>
              </Tabs.Panel>
            ))}
          </Tabs>
          <SavedNotice text={saved && t('campaign-desk.saved')} />
          <FailedNotice text={save.isError && t('campaign-desk.failed')} />
          <FormActions submit={t('campaign-desk.save')} busy={save.isPending} />
        </Stack>
      </form>
    </Section>
  );
}

function Signups({ year, count }: { year: number; count: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { filters, query } = useListPage({ filters: SIGNUP_FILTERS, texts: [] });
  const [exporting, setExporting] = useState(false);
  const [exportFailed, setExportFailed] = useState(false);
  const list = useCampaignSignups(year, query);

  const exportCsv = async () => {
    setExporting(true);
    setExportFailed(false);
    try {
      const all = await allCampaignSignups(year);
      downloadCsv(
        signupsFileName(year),
        SIGNUP_COLUMNS.map((key) => t(key)),
        all.items.map((s) => signupRow(s, (market) => t(`markets.${market}`))),
      );
    } catch {
      setExportFailed(true);
    } finally {
      setExporting(false);
    }
  };

  const columns: PagedColumn<CampaignSignup>[] = [
    { key: 'number', card: 'detail', header: t('campaign-desk.column.number'), nowrap: true, cell: (s) => s.customerNumber },
    { key: 'dealer', card: 'title', header: t('campaign-desk.column.dealer'), cell: (s) => s.customerName },
    { key: 'market', card: 'detail', header: t('campaign-desk.column.market'), cell: (s) => t(`markets.${s.market}`) },
    { key: 'city', card: 'detail', secondary: true, header: t('campaign-desk.column.city'), cell: (s) => s.city ?? '–' },
    { key: 'by', card: 'detail', secondary: true, header: t('campaign-desk.column.by'), cell: (s) => s.signedUpBy || '–' },
    {
      key: 'at',
      card: 'meta',
      header: t('campaign-desk.column.at'),
      nowrap: true,
      cell: (s) => formatDate(new Date(s.signedUpAt), language),
    },
  ];

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="campaign-signups">
      <Group justify="space-between" align="end" mb="sm">
        <Title order={2} size="h4" id="campaign-signups">
          {t('campaign-desk.signups-title', { count })}
        </Title>
        <Group align="end">
          <Select
            label={t('campaign-desk.column.market')}
            placeholder={t('campaign-desk.all')}
            data={MARKETS.map((m) => ({ value: m, label: t(`markets.${m}`) }))}
            value={filters.get('market')}
            onChange={(value) => filters.update({ market: value })}
            clearable
            w={180}
          />
          <Button
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={exporting}
            onClick={() => void exportCsv()}
            disabled={count === 0}
          >
            {t('campaign-desk.export')}
          </Button>
        </Group>
      </Group>
      <FailedNotice text={exportFailed && t('campaign-desk.export-failed')} mb="sm" />
      <QueueTable
        query={list}
        filters={filters}
        label={t('campaign-desk.signups-label')}
        columns={columns}
        rowKey={(s) => s.customerNumber}
        empty={t('campaign-desk.no-signups')}
        errorKey="campaign-desk.signups-error"
      />
    </Paper>
  );
}

/** The yearly campaign: its name and texts per language, and the dealers signed up. */
export function CampaignPage() {
  const { t } = useTranslation();
  const filters = useUrlFilters();
  const year = campaignYear(filters.get('year'));
  const campaign = useStaffCampaign(year);
  return (
    <Page title={t('campaign-desk.title')}>
      <NumberInput
        label={t('campaign-desk.year')}
        value={year}
        min={FIRST_YEAR}
        max={LAST_YEAR}
        allowDecimal={false}
        onChange={(value) => isCampaignYear(value) && filters.update({ year: String(value) })}
        w={160}
      />
      {campaign.error ? (
        <ErrorNotice titleKey="campaign-desk.error" onRetry={() => void campaign.refetch()} error={campaign.error} />
      ) : !campaign.data ? (
        <Skeleton height={320} />
      ) : (
        <>
          <CampaignForm key={year} campaign={campaign.data} />
          <Signups year={year} count={campaign.data.signups} />
        </>
      )}
    </Page>
  );
}
