import { Button, Fieldset, Group, NumberInput, Radio, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MARKET_CURRENCIES } from '@portal/contracts/languages';
import { DeliveryAddressInput, MAX_DELIVERY_ADDRESSES, MAX_PAYMENT_TERMS_DAYS, StaffCustomerInput } from '@portal/contracts/staff-dealer';
import { VAT_NUMBER_EXAMPLES } from '@portal/contracts/vat';
import { maxLengthOf } from '@portal/contracts/field-limits';
import { FailedNotice, FormActions, MarketSelect } from '../../../components/form-parts';
import { focusFirstProblem, showOnField, translated, useSay } from '../../../lib/form-messages';
import { useCustomerOptions } from '../../../lib/customer-options';
import {
  dealerFieldOrder,
  dealerProblems,
  dealerSaveError,
  newDeliveryAddress,
  priceListsFor,
  withoutAddress,
  withPrimary,
  type DealerValues,
} from '../dealer-logic';

type Props = {
  initial: DealerValues;
  isNew: boolean;
  /** Shown, not changed: customer service reads a dealer, sales administration edits it. */
  readOnly?: boolean;
  saving: boolean;
  /** Saves; a refusal the server names a field for lands on that field, any other on the form. */
  onSave: (values: DealerValues) => Promise<unknown>;
};

/** A dealer's details and terms; the contract's rules check the form before the server checks them again. */
export function DealerForm({ initial, isNew, readOnly = false, saving, onSave }: Props) {
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
    (errors) => focusFirstProblem(form, dealerFieldOrder(form.getValues().deliveryAddresses.length))(errors),
  );
  const values = form.getValues();
  const addresses = values.deliveryAddresses;
  const addressShape = DeliveryAddressInput.shape;

  return (
    <form noValidate onSubmit={submit}>
      {/* A disabled fieldset shows every value and lets none be changed. */}
      <fieldset disabled={readOnly} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
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

          <Fieldset legend={t('dealers.form.store')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label={t('dealers.form.common-name')}
                description={t('dealers.form.common-name-hint')}
                maxLength={maxLengthOf(StaffCustomerInput.shape.commonName)}
                {...form.getInputProps('commonName')}
              />
              <TextInput
                label={t('dealers.form.website')}
                type="url"
                maxLength={maxLengthOf(StaffCustomerInput.shape.website)}
                {...form.getInputProps('website')}
              />
            </SimpleGrid>
          </Fieldset>

          <Fieldset legend={t('dealers.form.invoicing')}>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              <TextInput
                label={t('dealers.form.vat-number')}
                description={t('dealers.form.vat-hint', { example: VAT_NUMBER_EXAMPLES[values.market] })}
                maxLength={maxLengthOf(StaffCustomerInput.shape.vatNumber)}
                {...form.getInputProps('vatNumber')}
              />
              <NumberInput
                label={t('dealers.form.payment-terms')}
                description={t('dealers.form.payment-terms-hint')}
                min={0}
                max={MAX_PAYMENT_TERMS_DAYS}
                allowDecimal={false}
                allowNegative={false}
                {...form.getInputProps('paymentTermsDays')}
              />
              <TextInput
                label={t('dealers.form.invoice-email')}
                description={t('dealers.form.invoice-email-hint')}
                type="email"
                maxLength={maxLengthOf(StaffCustomerInput.shape.invoiceEmail)}
                {...form.getInputProps('invoiceEmail')}
              />
            </SimpleGrid>
          </Fieldset>

          <Fieldset legend={t('dealers.detail.delivery')}>
            <Stack gap="md">
              {addresses.length === 0 && <Text c="dimmed">{t('dealers.detail.no-delivery')}</Text>}
              {form.errors['deliveryAddresses'] && (
                <Text c="red.8" size="sm" role="alert">
                  {form.errors['deliveryAddresses']}
                </Text>
              )}
              {addresses.map((a, i) => {
                const label = a.name.trim() || t('dealers.form.address-n', { n: i + 1 });
                return (
                  <Fieldset key={a.key} legend={a.primary ? `${label} (${t('dealers.detail.primary')})` : label} variant="filled">
                    <Stack gap="sm">
                      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                        <TextInput
                          label={t('dealers.form.address-name')}
                          required
                          maxLength={maxLengthOf(addressShape.name)}
                          {...form.getInputProps(`deliveryAddresses.${i}.name`)}
                        />
                        <TextInput
                          label={t('dealers.form.line1')}
                          required
                          maxLength={maxLengthOf(addressShape.line1)}
                          {...form.getInputProps(`deliveryAddresses.${i}.line1`)}
                        />
                        <TextInput
                          label={t('dealers.form.line2')}
                          maxLength={maxLengthOf(addressShape.line2)}
                          {...form.getInputProps(`deliveryAddresses.${i}.line2`)}
                        />
                        <Group grow align="start" wrap="nowrap">
                          <TextInput
                            label={t('dealers.form.postal-code')}
                            required
                            maxLength={maxLengthOf(addressShape.postalCode)}
                            {...form.getInputProps(`deliveryAddresses.${i}.postalCode`)}
                          />
                          <TextInput
                            label={t('dealers.form.city')}
                            required
                            maxLength={maxLengthOf(addressShape.city)}
                            {...form.getInputProps(`deliveryAddresses.${i}.city`)}
                          />
                        </Group>
                        <TextInput
                          label={t('dealers.form.country')}
                          description={t('dealers.form.country-hint')}
                          required
                          maxLength={2}
                          {...form.getInputProps(`deliveryAddresses.${i}.country`)}
                        />
                      </SimpleGrid>
                      <Group justify="space-between">
                        <Radio
                          name="primary-delivery-address"
                          label={t('dealers.form.primary-of', { name: label })}
                          checked={a.primary}
                          onChange={() => form.setFieldValue('deliveryAddresses', withPrimary(addresses, a.key))}
                        />
                        {!readOnly && (
                          <Button
                            variant="subtle"
                            color="red"
                            leftSection={<IconTrash size={16} aria-hidden />}
                            onClick={() => form.setFieldValue('deliveryAddresses', withoutAddress(addresses, a.key))}
                          >
                            {t('dealers.form.remove-address', { name: label })}
                          </Button>
                        )}
                      </Group>
                    </Stack>
                  </Fieldset>
                );
              })}
              {!readOnly && addresses.length < MAX_DELIVERY_ADDRESSES && (
                <Group>
                  <Button
                    variant="light"
                    leftSection={<IconPlus size={16} aria-hidden />}
                    onClick={() =>
                      form.setFieldValue('deliveryAddresses', [...addresses, newDeliveryAddress(values.market, addresses.length === 0)])
                    }
                  >
                    {t('dealers.form.add-address')}
                  </Button>
                </Group>
              )}
            </Stack>
          </Fieldset>

          <Fieldset legend={t('dealers.form.ordering')}>
            <Stack gap="sm">
              <Switch
                label={t('dealers.form.order-blocked')}
                description={t('dealers.form.order-blocked-hint')}
                {...form.getInputProps('orderBlocked', { type: 'checkbox' })}
              />
              {values.orderBlocked && (
                <TextInput
                  label={t('dealers.form.order-block-reason')}
                  description={t('dealers.form.order-block-reason-hint')}
                  required
                  maxLength={maxLengthOf(StaffCustomerInput.shape.orderBlockReason)}
                  {...form.getInputProps('orderBlockReason')}
                />
              )}
              <Switch
                label={t('dealers.form.active')}
                description={t('dealers.form.active-hint')}
                {...form.getInputProps('active', { type: 'checkbox' })}
              />
            </Stack>
          </Fieldset>
          {!readOnly && (
            <>
              <FailedNotice text={failed && t('dealers.form.failed')} />
              <FormActions submit={t(isNew ? 'dealers.form.create' : 'dealers.form.save')} busy={saving} />
            </>
          )}
        </Stack>
      </fieldset>
    </form>
  );
}
