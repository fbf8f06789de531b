import { Alert, Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { WebhookSecretResponse } from '@portal/contracts/integration-webhooks';
import { useLanguage } from '@portal/ui';
import { LOCALE_TAG } from '@portal/ui/languages';

/** A signing secret as the server answered it once: to copy now, as it is never shown again. */
export function WebhookSecret({ secret, url, onDone }: { secret: WebhookSecretResponse; url: string; onDone: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const until = secret.previousSecretValidUntil
    ? new Intl.DateTimeFormat(LOCALE_TAG[language], { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(secret.previousSecretValidUntil),
      )
    : null;
  return (
    <Alert color="green" variant="light" role="status" title={t('webhooks.secret.title', { url })}>
      <Stack gap="xs">
        <Text size="sm">{t('webhooks.secret.once')}</Text>
        {until && <Text size="sm">{t('webhooks.secret.previous', { date: until })}</Text>}
        <TextInput
          label={t('webhooks.secret.label')}
          value={secret.secret}
          readOnly
          onFocus={(e) => e.currentTarget.select()}
          ff="monospace"
        />
        <Group gap="sm">
          <CopyButton value={secret.secret}>
            {({ copied, copy }) => (
              <Button
                variant="light"
                leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                onClick={copy}
              >
                {copied ? t('webhooks.secret.copied') : t('webhooks.secret.copy')}
              </Button>
            )}
          </CopyButton>
          <Button variant="default" onClick={onDone}>
            {t('webhooks.secret.done')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
