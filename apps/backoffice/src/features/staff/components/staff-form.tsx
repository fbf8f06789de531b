import { Checkbox, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaffAccountRequest, type StaffAccount } from '@portal/contracts/staff-admin';
import { STAFF_ROLES } from '@portal/contracts/staff-roles';
import { maxLengthOf } from '@portal/contracts/field-limits';
import { FailedNotice, FormActions } from '../../../components/form-parts';
import { translated, useSay } from '../../../lib/form-messages';
import { accountProblems, accountSaveError, accountValues, type AccountValues } from '../staff-logic';

type Props = {
  account?: StaffAccount;
  onSave: (request: StaffAccountRequest) => Promise<unknown>;
  onCancel: () => void;
};

/** A staff member's name, e-mail address, roles and whether they may sign in. */
export function StaffForm({ account, onSave, onCancel }: Props) {
  const { t } = useTranslation();
  const say = useSay();
  const [failed, setFailed] = useState<string | null>(null);
  const form = useForm<AccountValues>({
    initialValues: accountValues(account),
    validate: (values) => translated(accountProblems(values), say),
  });

  const submit = form.onSubmit((values) => {
    setFailed(null);
    onSave(values).catch((error: unknown) => {
      const refusal = accountSaveError(error);
      if ('notice' in refusal) setFailed(t(refusal.notice));
      else form.setFieldError(refusal.field, t(refusal.key));
    });
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack>
        <TextInput
          label={t('staff-admin.email')}
          type="email"
          required
          maxLength={maxLengthOf(StaffAccountRequest.shape.email)}
          {...form.getInputProps('email')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('staff-admin.first-name')}
            required
            maxLength={maxLengthOf(StaffAccountRequest.shape.firstName)}
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label={t('staff-admin.last-name')}
            required
            maxLength={maxLengthOf(StaffAccountRequest.shape.lastName)}
            {...form.getInputProps('lastName')}
          />
        </SimpleGrid>
        <Checkbox.Group label={t('staff-admin.roles')} required {...form.getInputProps('roles')}>
          <Stack gap="xs" mt="xs">
            {STAFF_ROLES.map((role) => (
              <Checkbox key={role} value={role} label={t(`roles.${role}`)} description={t(`staff-admin.role-hint.${role}`)} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Switch
          label={t('staff-admin.active')}
          description={t('staff-admin.active-hint')}
          {...form.getInputProps('active', { type: 'checkbox' })}
        />
        <FailedNotice text={failed} />
        <FormActions
          submit={t(account ? 'staff-admin.save' : 'staff-admin.create')}
          cancel={{ label: t('staff-admin.cancel'), onClick: onCancel }}
        />
      </Stack>
    </form>
  );
}
