import { Alert, Button, Group, Modal, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INVITATION_VALID_DAYS, InviteUserRequest, type InvitationSent } from '@portal/contracts/invitations';
import { maxLengthOf } from '@portal/contracts/field-limits';
import { ApiError } from './auth/api-client';
import { schemaProblems } from './form';

type Values = { email: string; firstName: string; lastName: string; accessLevel: string };
const EMPTY: Values = { email: '', firstName: '', lastName: '', accessLevel: 'Reseller' };

type Props = {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** The access levels the inviter may give, with their names. */
  levels: { value: string; label: string }[];
  /** Sends the invitation; the link goes by e-mail only (ADR 0058). */
  onInvite: (request: InviteUserRequest) => Promise<InvitationSent>;
};

/**
 * A new user by e-mail address, name and access level; the one-time link goes to the address by
 * e-mail. A dealer's Portal Admin invites colleagues with it, sales administration a dealer's users.
 */
export function InviteUserModal({ opened, onClose, title, levels, onInvite }: Props) {
  const { t } = useTranslation();
  const [invitation, setInvitation] = useState<InvitationSent | null>(null);
  const [sending, setSending] = useState(false);
  const form = useForm<Values>({
    initialValues: EMPTY,
    validate: (values) =>
      Object.fromEntries(
        Object.entries(schemaProblems(InviteUserRequest, values)).map(([field, p]) => [
          field,
          t(`form.${p.kind === 'other' ? 'invalid-format' : p.kind}`, { max: p.max }),
        ]),
      ),
  });

  const close = () => {
    form.reset();
    setInvitation(null);
    onClose();
  };

  const submit = (values: Values) => {
    setSending(true);
    onInvite(InviteUserRequest.parse(values))
      .then(setInvitation)
      .catch((error: unknown) =>
        form.setFieldError(
          'email',
          t(error instanceof ApiError && error.code === 'EMAIL_IN_USE' ? 'invite-user.email-in-use' : 'invite-user.failed'),
        ),
      )
      .finally(() => setSending(false));
  };

  return (
    <Modal opened={opened} onClose={close} title={title} size="lg" closeButtonProps={{ 'aria-label': t('invite-user.close') }}>
      {invitation ? (
        <Stack>
          <Alert color="green" variant="light" role="status" title={t('invite-user.sent-title', { email: invitation.sentTo })}>
            <Text size="sm">{t('invite-user.sent-help', { days: INVITATION_VALID_DAYS })}</Text>
          </Alert>
          <Group justify="flex-end">
            <Button onClick={close}>{t('invite-user.done')}</Button>
          </Group>
        </Stack>
      ) : (
        <form noValidate onSubmit={form.onSubmit(submit)}>
          <Stack>
            <TextInput
              label={t('invite-user.email')}
              type="email"
              autoComplete="off"
              required
              maxLength={maxLengthOf(InviteUserRequest.shape.email)}
              {...form.getInputProps('email')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('invite-user.first-name')}
                required
                maxLength={maxLengthOf(InviteUserRequest.shape.firstName)}
                {...form.getInputProps('firstName')}
              />
              <TextInput
                label={t('invite-user.last-name')}
                required
                maxLength={maxLengthOf(InviteUserRequest.shape.lastName)}
                {...form.getInputProps('lastName')}
              />
            </SimpleGrid>
            <NativeSelect label={t('invite-user.level')} data={levels} {...form.getInputProps('accessLevel')} />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('invite-user.cancel')}
              </Button>
              <Button type="submit" loading={sending}>
                {t('invite-user.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
