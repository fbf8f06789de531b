import { Fieldset, Group, NumberInput, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MARKET_CURRENCIES } from '@portal/contracts/languages';
import { StaffCustomerInput } from '@portal/contracts/staff-dealer';
import { maxLengthOf } from '@portal/contracts/field-limits';
import { FailedNotice, FormActions, MarketSelect } from '../../../components/form-parts';
import { focusFirstProblem, showOnField, translated, useSay } from '../../../lib/form-messages';
import { useCustomerOptions } from '../api/dealers';
import { DEALER_FIELD_ORDER, dealerProblems, dealerSaveError, priceListsFor, type DealerValues } from '../dealer-logic';

type Props = {
  initial: DealerValues;
  isNew: boolean;
  saving: boolean;
  /** Saves; a refusal the server names a field for lands on that field, any other on the form. */
  onSave: (values: DealerValues) => Promise<unknown>;
};

/** A dealer's details and terms; the contract's rules check the form before the server checks them again. */
export function DealerForm({ initial, isNew, saving, onSave }: Props) {
  const { t } = useTranslation();
  const say = useSay();
  const options = useCustomerOptions();
  const form = useForm<DealerValues>({
    initialValues: initial,
    validate: (values) => translated(dealerProblems(values, isNew), say),
    onValuesChange: (values, previous) => {
      // A price list is in one currency: a change of market clears one that no longer fits.
      if (values.market !== previous.market) form.setFieldValue('priceListId', null);
    },
  });
  const currency = MARKET_CURRENCIES[form.getValues().market];
  const priceLists = priceListsFor(form.getValues().market, options.data?.priceLists ?? []);

  const [failed, setFailed] = useState(false);
  const submit = form.onSubmit(
    (values) => {
      setFailed(false);
      onSave(values).catch((error: unknown) => setFailed(!showOnField(form, dealerSaveError(error), (p) => t(p.key))));
    },
    focusFirstProblem(form, DEALER_FIELD_ORDER),
  );

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="lg">
        <Fieldset legend={t('dealers.form.company')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {isNew && (
              <TextInput
                label={t('dealers.column.number')}
                description={t('dealers.form.number-hint')}
                required
                inputMode="numeric"
                maxLength={10}
                {...form.getInputProps('customerNumber')}
              />
            )}
            <TextInput
              label={t('dealers.column.name')}
              required
              maxLength={maxLengthOf(StaffCustomerInput.shape.name)}
              {...form.getInputProps('name')}
            />
            <TextInput
              label={t('dealers.form.phone')}
              type="tel"
              maxLength={maxLengthOf(StaffCustomerInput.shape.phone)}
              {...form.getInputProps('phone')}
            />
            <TextInput
              label={t('dealers.form.email')}
              type="email"
              maxLength={maxLengthOf(StaffCustomerInput.shape.email)}
              {...form.getInputProps('email')}
            />
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend={t('dealers.form.terms')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <MarketSelect
              label={t('dealers.column.market')}
              description={t('dealers.form.currency', { currency })}
              required
              {...form.getInputProps('market')}
            />
            <Select
              label={t('dealers.form.price-list')}
              placeholder={t('dealers.form.none')}
              clearable
              data={priceLists.map((l) => ({ value: l.id, label: `${l.name} (${l.currency})` }))}
              nothingFoundMessage={t('dealers.form.no-price-list')}
              {...form.getInputProps('priceListId')}
            />
            <NumberInput
              label={t('dealers.form.discount')}
              min={0}
              max={100}
              decimalScale={2}
              suffix=" %"
              {...form.getInputProps('discountPercent')}
            />
            <Select
              label={t('dealers.column.sales-rep')}
              placeholder={t('dealers.form.none')}
              clearable
              data={(options.data?.salesReps ?? []).map((r) => ({ value: r.id, label: r.name }))}
              {...form.getInputProps('salesRepId')}
            />
          </SimpleGrid>
        </Fieldset>

        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Fieldset legend={t('dealers.form.postal')}>
            <Stack gap="sm">
              <TextInput
                label={t('dealers.form.line1')}
                required
                maxLength={maxLengthOf(StaffCustomerInput.shape.postal.shape.line1)}
                {...form.getInputProps('postal.line1')}
              />
              <Group grow align="start" wrap="nowrap">
                <TextInput
                  label={t('dealers.form.postal-code')}
                  required
                  maxLength={maxLengthOf(StaffCustomerInput.shape.postal.shape.postalCode)}
                  {...form.getInputProps('postal.postalCode')}
                />
                <TextInput
                  label={t('dealers.form.city')}
                  required
                  maxLength={maxLengthOf(StaffCustomerInput.shape.postal.shape.city)}
                  {...form.getInputProps('postal.city')}
                />
              </Group>
            </Stack>
          </Fieldset>
          <Fieldset legend={t('dealers.form.visiting')}>
            <Stack gap="sm">
              <TextInput
                label={t('dealers.form.line1')}
                maxLength={maxLengthOf(StaffCustomerInput.shape.visiting.shape.line1)}
                {...form.getInputProps('visiting.line1')}
              />
              <Group grow align="start" wrap="nowrap">
                <TextInput
                  label={t('dealers.form.postal-code')}
                  maxLength={maxLengthOf(StaffCustomerInput.shape.visiting.shape.postalCode)}
                  {...form.getInputProps('visiting.postalCode')}
                />
                <TextInput
                  label={t('dealers.form.city')}
                  maxLength={maxLengthOf(StaffCustomerInput.shape.visiting.shape.city)}
                  {...form.getInputProps('visiting.city')}
                />
              </Group>
            </Stack>
          </Fieldset>
        </SimpleGrid>

        <Switch
          label={t('dealers.form.active')}
          description={t('dealers.form.active-hint')}
          {...form.getInputProps('active', { type: 'checkbox' })}
        />
        <FailedNotice text={failed && t('dealers.form.failed')} />
        <FormActions submit={t(isNew ? 'dealers.form.create' : 'dealers.form.save')} busy={saving} />
      </Stack>
    </form>
  );
}
