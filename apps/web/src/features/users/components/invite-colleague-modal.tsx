import { Button, Group, Modal, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { InviteUserRequest, type InvitationResponse } from '@portal/contracts/invitations';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InvitationLink } from '@portal/ui';
import { ApiError } from '@portal/ui/auth';
import { schemaProblems } from '@portal/ui/form';
import { useInviteColleague } from '../api/colleagues';
import { LEVEL_CHOICES, levelLabelKey } from '../users-logic';

type Values = { email: string; firstName: string; lastName: string; accessLevel: string };
const EMPTY: Values = { email: '', firstName: '', lastName: '', accessLevel: 'Reseller' };

/** A new colleague by e-mail address with an access level; the answer is the link to pass on. */
export function InviteColleagueModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const invite = useInviteColleague();
  const [invitation, setInvitation] = useState<InvitationResponse | null>(null);
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
    invite.reset();
    onClose();
  };

  const submit = (values: Values) =>
    invite.mutate(InviteUserRequest.parse(values), {
      onSuccess: setInvitation,
      onError: (error) =>
        error instanceof ApiError && error.code === 'EMAIL_IN_USE'
          ? form.setFieldError('email', t('users.invite.email-in-use'))
          : form.setFieldError('email', t('users.invite.failed')),
    });

  return (
    <Modal opened={opened} onClose={close} title={t('users.invite.title')} size="lg" closeButtonProps={{ 'aria-label': t('app.close') }}>
      {invitation ? (
        <Stack>
          <InvitationLink invitation={invitation} />
          <Group justify="flex-end">
            <Button onClick={close}>{t('users.invite.done')}</Button>
          </Group>
        </Stack>
      ) : (
        <form noValidate onSubmit={form.onSubmit(submit)}>
          <Stack>
            <TextInput
              label={t('users.column.email')}
              type="email"
              autoComplete="off"
              required
              maxLength={100}
              {...form.getInputProps('email')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={t('users.invite.first-name')} required maxLength={50} {...form.getInputProps('firstName')} />
              <TextInput label={t('users.invite.last-name')} required maxLength={50} {...form.getInputProps('lastName')} />
            </SimpleGrid>
            <NativeSelect
              label={t('users.column.level')}
              data={LEVEL_CHOICES.filter((level) => level !== 'none').map((level) => ({ value: level, label: t(levelLabelKey(level)) }))}
              {...form.getInputProps('accessLevel')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('users.cancel')}
              </Button>
              <Button type="submit" loading={invite.isPending}>
                {t('users.invite.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
