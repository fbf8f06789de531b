import { Alert, Button, Fieldset, Group, NumberInput, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MARKET_CURRENCIES, MARKETS, type Market } from '@portal/contracts/languages';
import { CreateStaffCustomerRequest, StaffCustomerInput, type StaffCustomerDetail } from '@portal/contracts/staff-customers';
import { ApiError } from '@portal/ui/auth';
import { firstError, schemaProblems } from '@portal/ui/form';
import { maxLengthOf } from '@portal/contracts/field-limits';
import { useCustomerOptions } from '../api/dealers';

type Address = { line1: string; postalCode: string; city: string };
export type DealerValues = {
  customerNumber: string;
  name: string;
  market: Market;
  priceListId: string | null;
  discountPercent: number;
  salesRepId: string | null;
  phone: string;
  email: string;
  postal: Address;
  visiting: Address;
  active: boolean;
};

const FIELD_ORDER = [
  'customerNumber',
  'name',
  'market',
  'priceListId',
  'discountPercent',
  'salesRepId',
  'phone',
  'email',
  'postal.line1',
  'postal.postalCode',
  'postal.city',
  'visiting.line1',
  'visiting.postalCode',
  'visiting.city',
] as const;

export const emptyDealer = (): DealerValues => ({
  customerNumber: '',
  name: '',
  market: 'se',
  priceListId: null,
  discountPercent: 0,
  salesRepId: null,
  phone: '',
  email: '',
  postal: { line1: '', postalCode: '', city: '' },
  visiting: { line1: '', postalCode: '', city: '' },
  active: true,
});

export const dealerValues = (d: StaffCustomerDetail): DealerValues => ({
  customerNumber: d.customerNumber,
  name: d.name,
  market: d.market,
  priceListId: d.priceListId,
  discountPercent: d.discountPercent,
  salesRepId: d.salesRepId,
  phone: d.phone ?? '',
  email: d.email ?? '',
  postal: { line1: d.postal.line1 ?? '', postalCode: d.postal.postalCode ?? '', city: d.postal.city ?? '' },
  visiting: { line1: d.visiting.line1 ?? '', postalCode: d.visiting.postalCode ?? '', city: d.visiting.city ?? '' },
  active: d.active,
});

/** What the API takes of the form: all but the customer number, which is fixed once created. */
export function dealerRequest(values: DealerValues): StaffCustomerInput {
  const { customerNumber: _, ...rest } = values;
  return rest;
}

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
  const options = useCustomerOptions();
  const form = useForm<DealerValues>({
    initialValues: initial,
    validate: (values) =>
      Object.fromEntries(
        Object.entries(
          isNew ? schemaProblems(CreateStaffCustomerRequest, values) : schemaProblems(StaffCustomerInput, dealerRequest(values)),
        ).map(([field, p]) => [field, t(`form.${p.kind}`, { max: p.max })]),
      ),
    onValuesChange: (values, previous) => {
      // A price list is in one currency: a change of market clears one that no longer fits.
      if (values.market !== previous.market) form.setFieldValue('priceListId', null);
    },
  });
  const currency = MARKET_CURRENCIES[form.getValues().market];
  const priceLists = (options.data?.priceLists ?? []).filter((l) => l.currency === currency);

  const [failed, setFailed] = useState(false);
  const submit = form.onSubmit(
    (values) => {
      setFailed(false);
      onSave(values).catch((error: unknown) => {
        const problem = dealerSaveError(error, t);
        if (!problem) return setFailed(true);
        form.setFieldError(problem.field, problem.message);
        form.getInputNode(problem.field)?.focus();
      });
    },
    (errors) => {
      const first = firstError(FIELD_ORDER, errors);
      if (first) form.getInputNode(first)?.focus();
    },
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
            <Select
              label={t('dealers.column.market')}
              description={t('dealers.form.currency', { currency })}
              required
              allowDeselect={false}
              data={MARKETS.map((m) => ({ value: m, label: t(`markets.${m}`) }))}
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
        {failed && (
          <Alert color="red" variant="light" role="alert">
            {t('dealers.form.failed')}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={saving}>
            {t(isNew ? 'dealers.form.create' : 'dealers.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The server's refusal of a save on the field it concerns; null for any other failure. */
function dealerSaveError(error: unknown, t: (key: string) => string): { field: string; message: string } | null {
  if (error instanceof ApiError && error.code === 'CUSTOMER_NUMBER_IN_USE')
    return { field: 'customerNumber', message: t('dealers.form.number-in-use') };
  if (error instanceof ApiError && error.status === 400 && error.field === 'priceListId')
    return { field: 'priceListId', message: t('dealers.form.price-list-refused') };
  if (error instanceof ApiError && error.status === 400 && error.field) return { field: error.field, message: t('form.other') };
  return null;
}
