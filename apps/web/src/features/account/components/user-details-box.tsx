import type { GetMyContactResponse } from '@portal/contracts/dealer';
import { USER_MAX_LENGTH, userValuesOf, validateUserDetails, type UserField } from '../account-validation';
import { useUpdateMyContact } from '../api/update-my-contact';
import { ChangeEmail } from './change-email';
import { EditableBox, type FieldSpec } from './editable-box';

const FIELDS: readonly FieldSpec<UserField>[] = [
  {
    name: 'emailaddress1',
    labelKey: 'account.user.email',
    descriptionKey: 'account.user.email-description',
    type: 'email',
    autoComplete: 'email',
    maxLength: USER_MAX_LENGTH.emailaddress1,
    readOnly: true,
  },
  { name: 'firstname', labelKey: 'account.user.firstname', type: 'text', autoComplete: 'given-name', maxLength: USER_MAX_LENGTH.firstname },
  { name: 'lastname', labelKey: 'account.user.lastname', type: 'text', autoComplete: 'family-name', maxLength: USER_MAX_LENGTH.lastname },
  { name: 'telephone1', labelKey: 'account.user.telephone1', type: 'tel', autoComplete: 'work tel', maxLength: USER_MAX_LENGTH.telephone1 },
  {
    name: 'mobilephone',
    labelKey: 'account.user.mobilephone',
    type: 'tel',
    autoComplete: 'mobile tel',
    maxLength: USER_MAX_LENGTH.mobilephone,
  },
];

/** The signed-in user's own details; the e-mail address is also the sign-in name. */
export function UserDetailsBox({ contact }: { contact: GetMyContactResponse }) {
  const mutation = useUpdateMyContact();
  return (
    <EditableBox
      titleKey="account.user.title"
      fields={FIELDS}
      values={userValuesOf(contact)}
      validate={validateUserDetails}
      save={(values) => mutation.mutateAsync(values)}
      emailField="emailaddress1"
      extra={<ChangeEmail current={contact.emailaddress1} />}
    />
  );
}
