import type { ReactNode } from 'react';
import { Alert, Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@portal/ui';
import { LOCALE_TAG } from '@portal/ui/languages';

/**
 * A secret as the server answered it once: to copy now, as it is stored only as a hash (a client's) or sealed (a
 * webhook's) and never shown again. `texts` names the key group with the title, notes and button labels.
 */
export function SecretOnce({
  texts,
  title,
  secret,
  previousValidUntil,
  before,
  onDone,
}: {
  texts: 'integration.secret' | 'webhooks.secret';
  title: string;
  /** Null when there is nothing secret to show (a client whose id alone is shown again). */
  secret: string | null;
  previousValidUntil?: string | null | undefined;
  /** What the alert shows above the secret, such as the client's id. */
  before?: ReactNode;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const until = previousValidUntil
    ? new Intl.DateTimeFormat(LOCALE_TAG[language], { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(previousValidUntil))
    : null;
  return (
    <Alert color="green" variant="light" role="status" title={title}>
      <Stack gap="xs">
        {before}
        {secret && (
          <>
            <Text size="sm">{t(`${texts}.once`)}</Text>
            {until && <Text size="sm">{t(`${texts}.previous`, { date: until })}</Text>}
            <TextInput label={t(`${texts}.label`)} value={secret} readOnly onFocus={(e) => e.currentTarget.select()} ff="monospace" />
          </>
        )}
        <Group gap="sm">
          {secret && (
            <CopyButton value={secret}>
              {({ copied, copy }) => (
                <Button
                  variant="light"
                  leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                  onClick={copy}
                >
                  {copied ? t(`${texts}.copied`) : t(`${texts}.copy`)}
                </Button>
              )}
            </CopyButton>
          )}
          <Button variant="default" onClick={onDone}>
            {t(`${texts}.done`)}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
