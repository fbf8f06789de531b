import { Alert, Button, Checkbox, Group, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaffAccountRequest, type StaffAccount } from '@portal/contracts/staff-admin';
import { STAFF_ROLES, type StaffRole } from '@portal/contracts/staff-roles';
import { ApiError } from '@portal/ui/auth';
import { schemaProblems } from '@portal/ui/form';
import { maxLengthOf } from '@portal/contracts/field-limits';

type Values = { email: string; firstName: string; lastName: string; roles: StaffRole[]; active: boolean };

type Props = {
  account?: StaffAccount;
  onSave: (request: StaffAccountRequest) => Promise<unknown>;
  onCancel: () => void;
};

/** A staff member's name, e-mail address, roles and whether they may sign in. */
export function StaffForm({ account, onSave, onCancel }: Props) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: {
      email: account?.email ?? '',
      firstName: account?.firstName ?? '',
      lastName: account?.lastName ?? '',
      roles: account?.roles ?? [],
      active: account?.active ?? true,
    },
    validate: (values) =>
      Object.fromEntries(
        Object.entries(schemaProblems(StaffAccountRequest, values)).map(([field, p]) => [
          field,
          p.message.startsWith('staff-admin.') ? t(p.message) : t(`form.${p.kind}`, { max: p.max }),
        ]),
      ),
  });

  const submit = form.onSubmit((values) => {
    setFailed(null);
    onSave(values).catch((error: unknown) => {
      if (error instanceof ApiError && error.code === 'EMAIL_IN_USE') form.setFieldError('email', t('staff-admin.email-in-use'));
      else if (error instanceof ApiError && error.code === 'LAST_ADMIN') setFailed(t('staff-admin.last-admin'));
      else if (error instanceof ApiError && error.status === 400 && error.field) form.setFieldError(error.field, t('form.other'));
      else setFailed(t('staff-admin.failed'));
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
        {failed && (
          <Alert color="red" variant="light" role="alert">
            {failed}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('staff-admin.cancel')}
          </Button>
          <Button type="submit">{t(account ? 'staff-admin.save' : 'staff-admin.create')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
