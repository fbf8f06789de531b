import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ADDRESS_MAX_LENGTH, ALTERNATIVE_COUNTRY, type AlternativeAddress, type FormField } from '../checkout-logic';

type Props = {
  value: AlternativeAddress;
  /** Translated errors by field. */
  errors: Partial<Record<FormField, string>>;
  onChange: (key: keyof AlternativeAddress, value: string) => void;
  fieldId: (field: FormField) => string;
};

/** Where the goods go instead of the reseller's address: Sweden only, so the country is fixed. */
export function AlternativeAddressFields({ value, errors, onChange, fieldId }: Props) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <TextInput
        id={fieldId('altName')}
        label={t('checkout.name')}
        required
        autoComplete="shipping name"
        maxLength={100}
        value={value.name}
        onChange={(e) => onChange('name', e.currentTarget.value)}
        error={errors.altName}
      />
      <TextInput
        id={fieldId('altPhone')}
        label={t('checkout.phone')}
        description={t('checkout.phone-description')}
        required
        type="tel"
        autoComplete="tel"
        maxLength={50}
        value={value.phone}
        onChange={(e) => onChange('phone', e.currentTarget.value)}
        error={errors.altPhone}
      />
      <TextInput
        id={fieldId('altAddress')}
        label={t('checkout.address')}
        required
        autoComplete="shipping street-address"
        maxLength={ADDRESS_MAX_LENGTH}
        value={value.address}
        onChange={(e) => onChange('address', e.currentTarget.value)}
        error={errors.altAddress}
        style={{ gridColumn: '1 / -1' }}
      />
      <TextInput
        id={fieldId('altPostalCode')}
        label={t('checkout.postal-code')}
        description={t('checkout.postal-code-description')}
        required
        inputMode="numeric"
        autoComplete="shipping postal-code"
        maxLength={6}
        value={value.postalCode}
        onChange={(e) => onChange('postalCode', e.currentTarget.value)}
        error={errors.altPostalCode}
      />
      <TextInput
        id={fieldId('altCity')}
        label={t('checkout.city')}
        required
        autoComplete="shipping address-level2"
        maxLength={50}
        value={value.city}
        onChange={(e) => onChange('city', e.currentTarget.value)}
        error={errors.altCity}
      />
      <TextInput id={fieldId('altCountry')} label={t('checkout.country')} value={ALTERNATIVE_COUNTRY} readOnly error={errors.altCountry} />
    </SimpleGrid>
  );
}
