import { Alert, Button, CopyButton, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { InvitationResponse } from '@portal/contracts/invitations';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@portal/ui';
import { formatDate } from '@portal/ui/format';

/** The one-time link to pass on; the portal does not send e-mail yet. */
export function InvitationLink({ invitation }: { invitation: InvitationResponse }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Alert color="green" variant="light" role="status" title={t('users.invite.sent-title', { email: invitation.email })}>
      <Stack gap="xs">
        <Text size="sm">{t('users.invite.link-help', { date: formatDate(new Date(invitation.expiresAt), language) })}</Text>
        <TextInput label={t('users.invite.link')} value={invitation.link} readOnly onFocus={(e) => e.currentTarget.select()} />
        <CopyButton value={invitation.link}>
          {({ copied, copy }) => (
            <Button
              variant="light"
              leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              onClick={copy}
              w="fit-content"
            >
              {copied ? t('users.invite.copied') : t('users.invite.copy')}
            </Button>
          )}
        </CopyButton>
      </Stack>
    </Alert>
  );
}
