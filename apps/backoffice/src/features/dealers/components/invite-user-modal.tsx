import { Button, Group, Modal, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCESS_LEVELS } from '@portal/contracts/common';
import { InviteUserRequest, type InvitationResponse } from '@portal/contracts/invitations';
import { InvitationLink } from '@portal/ui';
import { ApiError } from '@portal/ui/auth';
import { schemaProblems } from '@portal/ui/form';
import { useInviteUser } from '../api/dealers';
import { LEVEL_KEY } from '../dealer-levels';

type Values = { email: string; firstName: string; lastName: string; accessLevel: string };
const EMPTY: Values = { email: '', firstName: '', lastName: '', accessLevel: 'Reseller' };

/** A new user of a dealer by e-mail address and level; the answer is the one-time link to pass on. */
export function InviteUserModal({ customerNumber, opened, onClose }: { customerNumber: string; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const invite = useInviteUser(customerNumber);
  const [invitation, setInvitation] = useState<InvitationResponse | null>(null);
  const form = useForm<Values>({
    initialValues: EMPTY,
    validate: (values) =>
      Object.fromEntries(
        Object.entries(schemaProblems(InviteUserRequest, values)).map(([field, p]) => [field, t(`form.${p.kind}`, { max: p.max })]),
      ),
  });

  const close = () => {
    form.reset();
    setInvitation(null);
    invite.reset();
    onClose();
  };

  const submit = (values: Values) =>
    invite.mutate(InviteUserRequest.parse(values), {
      onSuccess: setInvitation,
      onError: (error) =>
        form.setFieldError(
          'email',
          t(error instanceof ApiError && error.code === 'EMAIL_IN_USE' ? 'dealers.users.email-in-use' : 'dealers.users.failed'),
        ),
    });

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('dealers.users.invite-title', { customerNumber })}
      size="lg"
      closeButtonProps={{ 'aria-label': t('dealers.close') }}
    >
      {invitation ? (
        <Stack>
          <InvitationLink invitation={invitation} />
          <Group justify="flex-end">
            <Button onClick={close}>{t('dealers.users.done')}</Button>
          </Group>
        </Stack>
      ) : (
        <form noValidate onSubmit={form.onSubmit(submit)}>
          <Stack>
            <TextInput
              label={t('dealers.users.email')}
              type="email"
              autoComplete="off"
              required
              maxLength={100}
              {...form.getInputProps('email')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={t('dealers.users.first-name')} required maxLength={50} {...form.getInputProps('firstName')} />
              <TextInput label={t('dealers.users.last-name')} required maxLength={50} {...form.getInputProps('lastName')} />
            </SimpleGrid>
            <NativeSelect
              label={t('dealers.users.level')}
              data={ACCESS_LEVELS.filter((level) => level !== 'none').map((level) => ({ value: level, label: t(LEVEL_KEY[level]) }))}
              {...form.getInputProps('accessLevel')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('dealers.cancel')}
              </Button>
              <Button type="submit" loading={invite.isPending}>
                {t('dealers.users.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
