import { Alert, Button, Center, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAuth } from 'react-oidc-context';
import { Navigate } from 'react-router';
import { FullPageLoader } from '@portal/ui';

/** The provider sends the browser back here; the auth provider exchanges the code, then navigates on. */
export function SigninCallback() {
  const { t } = useTranslation();
  const auth = useAuth();
  if (auth.error) {
    return (
      <Center mih="100vh" p="md">
        <Stack component="main" maw={420}>
          <Alert color="red" role="alert" title={t('auth.signin-error')}>
            {t('auth.signin-failed')}
          </Alert>
          <Button onClick={() => void auth.signinRedirect({ state: { returnTo: '/' } })}>{t('auth.try-again')}</Button>
        </Stack>
      </Center>
    );
  }
  if (!auth.isLoading && auth.isAuthenticated && !window.location.search.includes('code=')) return <Navigate to="/" replace />;
  return <FullPageLoader label={t('auth.signing-in')} />;
}
