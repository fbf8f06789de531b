import { Alert, Button, CopyButton, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { InvitationResponse } from '@portal/contracts/invitations';
import { useTranslation } from 'react-i18next';
import { formatDate } from './format';
import { useLanguage } from './use-language';

/** The one-time link of an invitation, to pass on to the person invited; dealers and staff invite alike. */
export function InvitationLink({ invitation }: { invitation: Pick<InvitationResponse, 'email' | 'expiresAt' | 'link'> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Alert color="green" variant="light" role="status" title={t('invitation-link.title', { email: invitation.email })}>
      <Stack gap="xs">
        <Text size="sm">{t('invitation-link.help', { date: formatDate(new Date(invitation.expiresAt), language) })}</Text>
        <TextInput label={t('invitation-link.link')} value={invitation.link} readOnly onFocus={(e) => e.currentTarget.select()} />
        <CopyButton value={invitation.link}>
          {({ copied, copy }) => (
            <Button
              variant="light"
              leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              onClick={copy}
              w="fit-content"
            >
              {copied ? t('invitation-link.copied') : t('invitation-link.copy')}
            </Button>
          )}
        </CopyButton>
      </Stack>
    </Alert>
  );
}
