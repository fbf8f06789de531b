import type { GetContactInfoResponse } from '@portal/contracts/dealer';
import { COMPANY_MAX_LENGTH, companyValuesOf, validateCompanyContact, type CompanyField } from '../account-validation';
import { useUpdateContactInfo } from '../api/update-contact-info';
import { EditableBox, type FieldSpec } from './editable-box';

const FIELDS: readonly FieldSpec<CompanyField>[] = [
  {
    name: 'commonName',
    labelKey: 'account.company.common-name',
    type: 'text',
    autoComplete: 'organization',
    maxLength: COMPANY_MAX_LENGTH.commonName,
  },
  { name: 'phone', labelKey: 'account.company.phone', type: 'tel', autoComplete: 'work tel', maxLength: COMPANY_MAX_LENGTH.phone },
  { name: 'email', labelKey: 'account.company.email', type: 'email', autoComplete: 'work email', maxLength: COMPANY_MAX_LENGTH.email },
  { name: 'website', labelKey: 'account.company.website', type: 'url', autoComplete: 'url', maxLength: COMPANY_MAX_LENGTH.website },
];

/** The store's contact details as customers see them. */
export function CompanyContactBox({ info }: { info: GetContactInfoResponse }) {
  const mutation = useUpdateContactInfo();
  return (
    <EditableBox
      titleKey="account.company.title"
      fields={FIELDS}
      values={companyValuesOf(info)}
      validate={validateCompanyContact}
      save={(values) => mutation.mutateAsync(values)}
      emailField="email"
    />
  );
}
