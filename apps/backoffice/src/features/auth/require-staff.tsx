import { Alert, Button, Center, Paper, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from 'react-oidc-context';
import { FullPageLoader } from '@portal/ui';
import { signOut } from '@portal/ui/auth';
import { staffMeQuery } from '../../lib/staff';
import { isNotStaff } from './auth-logic';
import { SignInScreen } from './sign-in-screen';

/** Every back-office screen needs a signed-in staff member; the API says who that is and with which roles. */
export function RequireStaff({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const auth = useAuth();
  const me = useQuery({ ...staffMeQuery(), enabled: auth.isAuthenticated });

  // A silent renew the provider refuses (the session is gone) ends this session too.
  useEffect(
    () =>
      auth.events.addSilentRenewError((error) => {
        if ('error' in error && typeof error.error === 'string') void signOut('session-ended');
      }),
    [auth.events],
  );

  if (auth.isLoading || auth.activeNavigator) return <FullPageLoader label={t('app.loading')} />;
  if (!auth.isAuthenticated) return <SignInScreen />;
  if (me.isPending) return <FullPageLoader label={t('app.loading')} />;
  if (me.error) {
    const notStaff = isNotStaff(me.error);
    return (
      <Center mih="100vh" p="md">
        <Paper component="main" withBorder p="xl" maw={480} w="100%">
          <Stack>
            <Title order={1}>{notStaff ? t('no-access.title') : t('error.title.oops')}</Title>
            <Alert color={notStaff ? 'yellow' : 'red'} role="alert">
              {notStaff ? t('no-access.text') : t('error.text.generic')}
            </Alert>
            {notStaff ? (
              <Button onClick={() => void signOut()}>{t('menu.sign-out')}</Button>
            ) : (
              <Button onClick={() => void me.refetch()}>{t('error.retry')}</Button>
            )}
          </Stack>
        </Paper>
      </Center>
    );
  }
  return <>{children}</>;
}
