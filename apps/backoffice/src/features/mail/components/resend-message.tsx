import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutboxMessage } from '@portal/contracts/messages';
import { ErrorNotice } from '@portal/ui';
import { useResendMessage } from '../api/mail';
import { isResendable, resendRefusalKey } from '../mail-logic';

/** "Send again" for a failed or dead message, after a confirmation; the outcome stays beside the button. */
export function ResendMessage({ message }: { message: OutboxMessage }) {
  const { t } = useTranslation();
  const resend = useResendMessage(message.id);
  const [confirming, setConfirming] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const outcome = useRef<HTMLDivElement>(null);

  const send = () => resend.mutate(undefined, { onSettled: () => setConfirming(false) });

  return (
    <Stack gap="sm">
      {/* Where focus goes when the button it came from is gone: the message is waiting again, or moved on meanwhile. */}
      <Stack gap="sm" ref={outcome} tabIndex={-1} style={{ outline: 'none' }}>
        <div role="status">
          {resend.isSuccess && (
            <Alert color="green" variant="light">
              {t('mail.resend.done')}
            </Alert>
          )}
        </div>
        {resend.error && <ErrorNotice titleKey={resendRefusalKey(resend.error)} error={resend.error} />}
      </Stack>
      {isResendable(message.state) && (
        <Button ref={button} leftSection={<IconSend size={16} aria-hidden />} onClick={() => setConfirming(true)} w="fit-content">
          {t('mail.resend.button')}
        </Button>
      )}
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        onExitTransitionEnd={() => {
          if (!button.current?.isConnected) outcome.current?.focus();
        }}
        title={t('mail.resend.title')}
        closeButtonProps={{ 'aria-label': t('mail.resend.close') }}
      >
        <Stack>
          <Text style={{ overflowWrap: 'anywhere' }}>{t('mail.resend.confirm', { to: message.to, subject: message.subject })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('mail.resend.cancel')}
            </Button>
            <Button onClick={send} loading={resend.isPending} data-autofocus>
              {t('mail.resend.button')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
