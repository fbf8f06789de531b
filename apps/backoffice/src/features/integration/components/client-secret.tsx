import { Alert, Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@portal/ui';
import { LOCALE_TAG } from '@portal/ui/languages';

type Secret = { clientId: string; clientSecret: string | null; previousSecretValidUntil?: string };

/** A client's id and secret as the server answered them once: to copy now, as the secret is never shown again. */
export function ClientSecret({ secret, name, onDone }: { secret: Secret; name: string; onDone: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const until = secret.previousSecretValidUntil
    ? new Intl.DateTimeFormat(LOCALE_TAG[language], { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(secret.previousSecretValidUntil),
      )
    : null;
  return (
    <Alert color="green" variant="light" role="status" title={t('integration.secret.title', { name })}>
      <Stack gap="xs">
        <TextInput
          label={t('integration.client-id')}
          value={secret.clientId}
          readOnly
          onFocus={(e) => e.currentTarget.select()}
          ff="monospace"
        />
        {secret.clientSecret && (
          <>
            <Text size="sm">{t('integration.secret.once')}</Text>
            {until && <Text size="sm">{t('integration.secret.previous', { date: until })}</Text>}
            <TextInput
              label={t('integration.secret.label')}
              value={secret.clientSecret}
              readOnly
              onFocus={(e) => e.currentTarget.select()}
              ff="monospace"
            />
          </>
        )}
        <Group gap="sm">
          {secret.clientSecret && (
            <CopyButton value={secret.clientSecret}>
              {({ copied, copy }) => (
                <Button
                  variant="light"
                  leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                  onClick={copy}
                >
                  {copied ? t('integration.secret.copied') : t('integration.secret.copy')}
                </Button>
              )}
            </CopyButton>
          )}
          <Button variant="default" onClick={onDone}>
            {t('integration.secret.done')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
