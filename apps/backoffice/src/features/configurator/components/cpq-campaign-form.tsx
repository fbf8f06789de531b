import { MultiSelect, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RULESETS } from '@portal/contracts/configurator';
import { CPQ_CAMPAIGN_KINDS, CpqCampaignRequest, type StaffCpqCampaign } from '@portal/contracts/staff-configurator';
import { maxLengthOf } from '@portal/contracts/field-limits';
import { ChoiceSelect, FailedNotice, FormActions } from '../../../components/form-parts';
import { focusFirstProblem, showOnField, translated, useSay } from '../../../lib/form-messages';
import { useCpqCampaignChanges, useCpqCampaignOptions } from '../api/cpq-campaigns';
import {
  CAMPAIGN_FIELD_ORDER,
  campaignProblems,
  campaignRequest,
  campaignSaveError,
  campaignValues,
  currencyOf,
  kindFields,
  priceListLabel,
  type CampaignValues,
} from '../configurator-logic';

type Props = { campaign: StaffCpqCampaign | null; onCancel: () => void; onSaved: (saved: StaffCpqCampaign) => void };

/** A campaign's terms; the contract's rules check the form, and the server's refusals land on the field they name. */
export function CpqCampaignForm({ campaign, onCancel, onSaved }: Props) {
  const { t } = useTranslation();
  const options = useCpqCampaignOptions();
  const { save } = useCpqCampaignChanges();
  const [failed, setFailed] = useState(false);
  const [initial] = useState(() => campaignValues(campaign));
  const say = useSay();
  const form = useForm<CampaignValues>({
    initialValues: initial,
    validate: (v) => translated(campaignProblems(v), say),
  });

  const values = form.getValues();
  const priceLists = options.data?.priceLists ?? [];
  const currency = currencyOf(priceLists, values.priceListId);
  const fields = kindFields(values.kind, currency);

  const submit = form.onSubmit(
    (v) => {
      setFailed(false);
      save.mutate(
        { id: campaign?.id ?? null, body: campaignRequest(v) },
        {
          onSuccess: onSaved,
          onError: (error) => setFailed(!showOnField(form, campaignSaveError(error), (p) => say(p.message))),
        },
      );
    },
    focusFirstProblem(form, CAMPAIGN_FIELD_ORDER),
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
        <ChoiceSelect
          label={t('cpq-campaigns.field.kind')}
          description={t(`cpq-campaigns.kind-hint.${values.kind}`)}
          required
          values={CPQ_CAMPAIGN_KINDS}
          nameOf={(k) => t(`cpq-campaigns.kind.${k}`)}
          {...form.getInputProps('kind')}
        />
        <TextInput
          label={t(fields.itemLabel)}
          description={t(fields.itemHint)}
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
            description={t(fields.priceListHint)}
            placeholder={t('cpq-campaigns.all-price-lists')}
            required={fields.priceListRequired}
            clearable
            data={priceLists.map((l) => ({ value: l.id, label: priceListLabel(l) }))}
            {...form.getInputProps('priceListId')}
          />
          {fields.hasValue && (
            <NumberInput
              label={t(fields.valueLabel)}
              description={say(fields.valueHint)}
              required
              min={0}
              max={fields.valueMax}
              decimalScale={2}
              suffix={fields.valueSuffix}
              {...form.getInputProps('value')}
            />
          )}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput type="date" label={t('cpq-campaigns.field.valid-from')} required {...form.getInputProps('validFrom')} />
          <TextInput type="date" label={t('cpq-campaigns.field.valid-to')} required {...form.getInputProps('validTo')} />
        </SimpleGrid>
        <FailedNotice text={failed && t('cpq-campaigns.failed')} />
        <FormActions
          submit={t('cpq-campaigns.save')}
          busy={save.isPending}
          cancel={{ label: t('cpq-campaigns.cancel'), onClick: onCancel }}
        />
      </Stack>
    </form>
  );
}
