import { Alert, Button, Center, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAuth } from 'react-oidc-context';
import { Navigate } from 'react-router';
import { FullPageLoader } from '../full-page-loader';

/**
 * The provider sends the browser back here; the auth provider exchanges the code, then the app
 * navigates on. `home` is where a signed-in user lands when there is nothing to exchange.
 */
export function SigninCallback({ home }: { home: string }) {
  const { t } = useTranslation();
  const auth = useAuth();
  if (auth.error) {
    return (
      <Center mih="100vh" p="md">
        <Stack component="main" maw={420}>
          <Alert color="red" role="alert" title={t('auth.signin-error')}>
            {t('auth.signin-failed')}
          </Alert>
          <Button
            onClick={() =>
              void auth.signinRedirect({
                state: { returnTo: home },
                ...(document.documentElement.lang ? { ui_locales: document.documentElement.lang } : {}),
              })
            }
          >
            {t('auth.try-again')}
          </Button>
        </Stack>
      </Center>
    );
  }
  if (!auth.isLoading && auth.isAuthenticated && !window.location.search.includes('code=')) return <Navigate to={home} replace />;
  return <FullPageLoader label={t('auth.signing-in')} />;
}
