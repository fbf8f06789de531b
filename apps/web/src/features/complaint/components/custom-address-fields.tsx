import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { CustomAddress } from '@portal/contracts/complaint';
import { isRequired } from '@portal/contracts/field-limits';
import { ADDRESS_FIELDS, ADDRESS_MAX_LENGTH, addressField, type AddressField, type ComplaintFormValues } from '../new-complaint-logic';

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
  form: UseFormReturnType<ComplaintFormValues>;
  fieldId: (field: string) => string;
};

/** The different address of the complaint; every field is required while the box is ticked (spec 000 §5). */
export function CustomAddressFields({ form, fieldId }: Props) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {ADDRESS_FIELDS.map((field) => {
        return (
          <TextInput
            key={field}
            id={fieldId(addressField(field))}
            label={t(`complaints.form.address-field.${field}`)}
            required={isRequired(CustomAddress.shape[field])}
            type={field === 'emailAddress' ? 'email' : field === 'mobilePhone' ? 'tel' : 'text'}
            autoComplete={AUTOCOMPLETE[field]}
            maxLength={ADDRESS_MAX_LENGTH[field]}
            {...form.getInputProps(addressField(field))}
            style={field === 'address' ? { gridColumn: '1 / -1' } : undefined}
          />
        );
      })}
    </SimpleGrid>
  );
}
