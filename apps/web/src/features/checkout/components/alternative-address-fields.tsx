import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { maxLengthOf } from '@portal/contracts/field-limits';
import { AlternativeAddressForm } from '@portal/contracts/order';
import { ALTERNATIVE_COUNTRY, type CheckoutFormValues, type FormField } from '../checkout-logic';

type Props = {
  form: UseFormReturnType<CheckoutFormValues>;
  fieldId: (field: FormField) => string;
};

/** Where the goods go instead of the reseller's address: Sweden only, so the country is fixed. */
export function AlternativeAddressFields({ form, fieldId }: Props) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <TextInput
        id={fieldId('alternative.name')}
        label={t('checkout.name')}
        required
        autoComplete="shipping name"
        maxLength={maxLengthOf(AlternativeAddressForm.shape.name)}
        {...form.getInputProps('alternative.name')}
      />
      <TextInput
        id={fieldId('alternative.phone')}
        label={t('checkout.phone')}
        description={t('checkout.phone-description')}
        required
        type="tel"
        autoComplete="tel"
        maxLength={maxLengthOf(AlternativeAddressForm.shape.phone)}
        {...form.getInputProps('alternative.phone')}
      />
      <TextInput
        id={fieldId('alternative.address')}
        label={t('checkout.address')}
        required
        autoComplete="shipping street-address"
        maxLength={maxLengthOf(AlternativeAddressForm.shape.address)}
        {...form.getInputProps('alternative.address')}
        style={{ gridColumn: '1 / -1' }}
      />
      <TextInput
        id={fieldId('alternative.postalCode')}
        label={t('checkout.postal-code')}
        description={t('checkout.postal-code-description')}
        required
        inputMode="numeric"
        autoComplete="shipping postal-code"
        maxLength={6}
        {...form.getInputProps('alternative.postalCode')}
      />
      <TextInput
        id={fieldId('alternative.city')}
        label={t('checkout.city')}
        required
        autoComplete="shipping address-level2"
        maxLength={maxLengthOf(AlternativeAddressForm.shape.city)}
        {...form.getInputProps('alternative.city')}
      />
      <TextInput
        id={fieldId('alternative.country')}
        label={t('checkout.country')}
        value={ALTERNATIVE_COUNTRY}
        readOnly
        error={form.errors['alternative.country']}
      />
    </SimpleGrid>
  );
}
