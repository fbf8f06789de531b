import { Alert, Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from 'react-oidc-context';
import { isLanguage, uiLocalesOf } from '@portal/ui/languages';
import { returnPath } from './auth-logic';

/** What a staff member sees before signing in: what this is, and one button to the provider. */
export function SignInScreen() {
  const { t, i18n } = useTranslation();
  const auth = useAuth();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    document.title = t('app.name');
  }, [t]);

  const signIn = async () => {
    setBusy(true);
    setFailed(false);
    const returnTo = returnPath(window.location.pathname);
    try {
      await auth.signinRedirect({ state: { returnTo }, ...(isLanguage(i18n.language) ? { ui_locales: uiLocalesOf(i18n.language) } : {}) });
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };

  return (
    <Center mih="100vh" p="md" bg="var(--mantine-color-gray-0)">
      <Paper component="main" withBorder shadow="sm" p="xl" maw={480} w="100%">
        <Stack gap="md">
          <Title order={1}>{t('signin.title')}</Title>
          <Text>{t('signin.intro')}</Text>
          {(failed || auth.error) && (
            <Alert color="red" role="alert">
              {t('auth.signin-failed')}
            </Alert>
          )}
          <Button size="md" onClick={() => void signIn()} loading={busy}>
            {t('signin.button')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
