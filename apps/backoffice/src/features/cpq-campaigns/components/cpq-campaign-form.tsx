import { Alert, Button, Group, MultiSelect, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RULESETS } from '@portal/contracts/cpq';
import { CPQ_CAMPAIGN_KINDS, CpqCampaignRequest, type CpqCampaignKind, type StaffCpqCampaign } from '@portal/contracts/staff-cpq-campaigns';
import { ApiError } from '@portal/ui/auth';
import { firstError, schemaProblems, type FieldProblem } from '@portal/ui/form';
import { maxLengthOf } from '@portal/contracts/field-limits';
import { useCpqCampaignChanges, useCpqCampaignOptions } from '../api/cpq-campaigns';

type Values = {
  campaignId: string;
  name: string;
  kind: CpqCampaignKind;
  itemPattern: string;
  rulesets: string[];
  priceListId: string | null;
  value: number | string;
  validFrom: string;
  validTo: string;
};

const FIELD_ORDER = ['campaignId', 'name', 'kind', 'itemPattern', 'rulesets', 'priceListId', 'value', 'validFrom', 'validTo'] as const;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

function initialValues(campaign: StaffCpqCampaign | null): Values {
  if (campaign)
    return {
      campaignId: campaign.campaignId,
      name: campaign.name,
      kind: campaign.kind,
      itemPattern: campaign.itemPattern,
      rulesets: campaign.rulesets ?? [],
      priceListId: campaign.priceList?.id ?? null,
      value: campaign.value ?? '',
      validFrom: campaign.validFrom,
      validTo: campaign.validTo,
    };
  // A new campaign runs from today to the end of the month after next.
  const now = new Date();
  return {
    campaignId: '',
    name: '',
    kind: 'XD',
    itemPattern: '',
    rulesets: [],
    priceListId: null,
    value: '',
    validFrom: isoDay(now),
    validTo: isoDay(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 3, 0))),
  };
}

/** What the API takes of the form: no rulesets chosen means every ruleset, and XR has no value. */
const requestOf = (v: Values): CpqCampaignRequest => ({
  campaignId: v.campaignId,
  name: v.name,
  kind: v.kind,
  itemPattern: v.itemPattern,
  rulesets: v.rulesets.length === 0 ? null : (v.rulesets as CpqCampaignRequest['rulesets']),
  priceListId: v.priceListId,
  value: v.kind === 'XR' || v.value === '' ? null : Number(v.value),
  validFrom: v.validFrom,
  validTo: v.validTo,
});

type Props = { campaign: StaffCpqCampaign | null; onCancel: () => void; onSaved: (saved: StaffCpqCampaign) => void };

/** A campaign's terms; the contract's rules check the form, and the server's refusals land on the field they name. */
export function CpqCampaignForm({ campaign, onCancel, onSaved }: Props) {
  const { t } = useTranslation();
  const options = useCpqCampaignOptions();
  const { save } = useCpqCampaignChanges();
  const [failed, setFailed] = useState(false);
  const [initial] = useState(() => initialValues(campaign));

  const say = (p: Pick<FieldProblem, 'kind' | 'message' | 'max'>) =>
    p.message.startsWith('cpq-campaigns.') ? t(p.message) : t(`form.${p.kind}`, { max: p.max });
  const form = useForm<Values>({
    initialValues: initial,
    validate: (v) =>
      Object.fromEntries(
        // A ruleset's problem shows on the ruleset field as a whole.
        Object.entries(schemaProblems(CpqCampaignRequest, requestOf(v), (path) => path.split('.')[0] ?? path)).map(([f, p]) => [f, say(p)]),
      ),
  });

  const values = form.getValues();
  const priceLists = options.data?.priceLists ?? [];
  const currency = priceLists.find((l) => l.id === values.priceListId)?.currency;

  const submit = form.onSubmit(
    (v) => {
      setFailed(false);
      save.mutate(
        { id: campaign?.id ?? null, body: requestOf(v) },
        {
          onSuccess: onSaved,
          onError: (error) => {
            if (error instanceof ApiError && error.status === 400 && error.field) {
              const field = error.field.split('.')[0] ?? error.field;
              form.setFieldError(field, say({ kind: 'other', message: error.key ?? '' }));
              form.getInputNode(field)?.focus();
            } else setFailed(true);
          },
        },
      );
    },
    (errors) => {
      const first = firstError(FIELD_ORDER, errors);
      if (first) form.getInputNode(first)?.focus();
    },
  );

  return (
    <form noValidate onSubmit={submit}>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('cpq-campaigns.field.campaign-id')}
            description={t('cpq-campaigns.field.campaign-id-hint')}
            required
            maxLength={maxLengthOf(CpqCampaignRequest.shape.campaignId)}
            {...form.getInputProps('campaignId')}
          />
          <TextInput
            label={t('cpq-campaigns.field.name')}
            required
            maxLength={maxLengthOf(CpqCampaignRequest.shape.name)}
            {...form.getInputProps('name')}
          />
        </SimpleGrid>
        <Select
          label={t('cpq-campaigns.field.kind')}
          description={t(`cpq-campaigns.kind-hint.${values.kind}`)}
          required
          allowDeselect={false}
          data={CPQ_CAMPAIGN_KINDS.map((k) => ({ value: k, label: t(`cpq-campaigns.kind.${k}`) }))}
          {...form.getInputProps('kind')}
        />
        <TextInput
          label={t(values.kind === 'XR' ? 'cpq-campaigns.field.item-number' : 'cpq-campaigns.field.pattern')}
          description={t(values.kind === 'XR' ? 'cpq-campaigns.field.item-number-hint' : 'cpq-campaigns.field.pattern-hint')}
          required
          maxLength={maxLengthOf(CpqCampaignRequest.shape.itemPattern)}
          {...form.getInputProps('itemPattern')}
        />
        <MultiSelect
          label={t('cpq-campaigns.field.rulesets')}
          description={t('cpq-campaigns.field.rulesets-hint')}
          placeholder={values.rulesets.length === 0 ? t('cpq-campaigns.all-rulesets') : undefined}
          data={RULESETS.map((r) => ({ value: r, label: t(`cpq-campaigns.ruleset.${r}`) }))}
          clearable
          {...form.getInputProps('rulesets')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('cpq-campaigns.field.price-list')}
            description={t(values.kind === 'RP' ? 'cpq-campaigns.field.price-list-required' : 'cpq-campaigns.field.price-list-hint')}
            placeholder={t('cpq-campaigns.all-price-lists')}
            required={values.kind === 'RP'}
            clearable
            data={priceLists.map((l) => ({ value: l.id, label: `${l.name} (${l.currency})` }))}
            {...form.getInputProps('priceListId')}
          />
          {values.kind !== 'XR' && (
            <NumberInput
              label={t(values.kind === 'XD' ? 'cpq-campaigns.field.percent' : 'cpq-campaigns.field.price')}
              description={
                values.kind === 'RP'
                  ? currency
                    ? t('cpq-campaigns.field.price-hint', { currency })
                    : t('cpq-campaigns.field.price-choose-list')
                  : t('cpq-campaigns.field.percent-hint')
              }
              required
              min={0}
              max={values.kind === 'XD' ? 99.99 : undefined}
              decimalScale={2}
              suffix={values.kind === 'XD' ? ' %' : currency ? ` ${currency}` : undefined}
              {...form.getInputProps('value')}
            />
          )}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput type="date" label={t('cpq-campaigns.field.valid-from')} required {...form.getInputProps('validFrom')} />
          <TextInput type="date" label={t('cpq-campaigns.field.valid-to')} required {...form.getInputProps('validTo')} />
        </SimpleGrid>
        {failed && (
          <Alert color="red" variant="light" role="alert">
            {t('cpq-campaigns.failed')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('cpq-campaigns.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('cpq-campaigns.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
