import { Alert, Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clearSignOutReason, signOutReason } from '@portal/ui/session-hints';
import { LanguageSelect } from '@portal/ui/language-select';
import { isLanguage, uiLocalesOf } from '@portal/ui/languages';
import { setPageHead } from '../page-head';

export type LogIn = (options: { returnTo: string; uiLocales?: string }) => Promise<void>;

/**
 * What a visitor sees at / and /download, and in place of any screen before signing in: in the
 * browser's language (or the one picked here, which is remembered), Swedish when none fits.
 */
export function LoginScreen({ onLogIn, failed = false }: { onLogIn: LogIn; failed?: boolean }) {
  const { t, i18n } = useTranslation();
  const [reason] = useState(signOutReason);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState(false);

  useEffect(() => setPageHead(t('app.name'), t('login.intro')), [t]);

  const { pathname, search } = window.location;
  const returnTo = ['/', '/download'].includes(pathname) ? '/home' : pathname + search;
  const logIn = async () => {
    setBusy(true);
    setError(false);
    clearSignOutReason();
    try {
      // The provider's sign-in page, sign-out page and e-mails speak the language chosen here.
      await onLogIn({ returnTo, ...(isLanguage(i18n.language) ? { uiLocales: uiLocalesOf(i18n.language) } : {}) });
    } catch {
      setError(true);
      setBusy(false);
    }
  };

  return (
    <Center mih="100vh" p={{ base: 'xs', xs: 'md' }} bg="var(--mantine-color-gray-0)">
      {/* Narrower padding and heading on a phone, so a long word has room. */}
      <Paper component="main" withBorder shadow="sm" p={{ base: 'md', xs: 'xl' }} maw={480} w="100%" className="portal-entrance-card">
        <Stack gap="md">
          <Group justify="flex-end">
            <LanguageSelect size="xs" w={160} />
          </Group>
          <Title order={1} fz={{ base: 26, xs: 34 }}>
            {t('login.title')}
          </Title>
          <Text>{t('login.intro')}</Text>
          {reason === 'password-reset' && (
            <Alert color="yellow" role="alert">
              {t('login.password-reset-required')}
            </Alert>
          )}
          {reason === 'session-ended' && (
            <Alert color="blue" role="status">
              {t('login.session-ended')}
            </Alert>
          )}
          {(failed || error) && (
            <Alert color="red" role="alert">
              {t('auth.signin-failed')}
            </Alert>
          )}
          <Button size="md" onClick={() => void logIn()} loading={busy}>
            {t('login.button')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
