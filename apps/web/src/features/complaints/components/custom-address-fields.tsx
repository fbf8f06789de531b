import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  ADDRESS_FIELDS,
  ADDRESS_MAX_LENGTH,
  addressField,
  type AddressField,
  type AddressValues,
  type FormErrors,
} from '../new-complaint-logic';

const AUTOCOMPLETE: Record<AddressField, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  address: 'street-address',
  postalCode: 'postal-code',
  city: 'address-level2',
  country: 'country-name',
  emailAddress: 'email',
  mobilePhone: 'tel',
};

type Props = {
  value: AddressValues;
  errors: FormErrors;
  fieldId: (field: string) => string;
  onChange: (field: AddressField, value: string) => void;
};

/** The different address of the complaint; every field is required while the box is ticked (spec 000 §5). */
export function CustomAddressFields({ value, errors, fieldId, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {ADDRESS_FIELDS.map((field) => {
        const error = errors[addressField(field)];
        return (
          <TextInput
            key={field}
            id={fieldId(addressField(field))}
            label={t(`complaints.form.address-field.${field}`)}
            required
            type={field === 'emailAddress' ? 'email' : field === 'mobilePhone' ? 'tel' : 'text'}
            autoComplete={AUTOCOMPLETE[field]}
            maxLength={ADDRESS_MAX_LENGTH[field]}
            value={value[field]}
            onChange={(e) => onChange(field, e.currentTarget.value)}
            error={error ? t(error.key, error.values ?? {}) : undefined}
            style={field === 'address' ? { gridColumn: '1 / -1' } : undefined}
          />
        );
      })}
    </SimpleGrid>
  );
}
