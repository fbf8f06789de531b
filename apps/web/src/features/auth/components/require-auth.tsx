import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from 'react-oidc-context';
import { FullPageLoader } from '@portal/ui';
import { onNoAccess, signOut } from '@portal/ui/auth';
import { ensureLanguage } from '@portal/ui/i18n';
import { languageForMarket, storedLanguage } from '@portal/ui/languages';
import { usePortalUser } from '../../../lib/use-portal-user';
import { ConnectedLoginScreen } from './connected-login-screen';
import { NoAccessPage } from './no-access-page';
import { viewAsOf } from '../view-as/view-as-logic';

/** Every screen but the login screen needs a signed-in user with an access level. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const auth = useAuth();
  const user = usePortalUser();
  const [deniedByApi, setDeniedByApi] = useState(false);

  useEffect(() => onNoAccess(() => setDeniedByApi(true)), []);

  // A token with the forgot-password flag is signed out at once.
  const mustReset = user?.forgotPassword === true;
  useEffect(() => {
    if (mustReset) void signOut('password-reset');
  }, [mustReset]);

  // The market decides the language unless the user picked one.
  const market = user?.market;
  useEffect(() => {
    if (market) void ensureLanguage(i18n, storedLanguage() ?? languageForMarket(market));
  }, [market, i18n]);

  // A silent renew the provider refuses (the session is gone) ends the portal session too.
  useEffect(
    () =>
      auth.events.addSilentRenewError((error) => {
        if ('error' in error && typeof error.error === 'string') void signOut('session-ended');
      }),
    [auth.events],
  );

  // A staff member's view that ran out goes to its end page, never to the login screen, whose sign-in would be
  // the staff member's own at the provider.
  const viewRanOut = !auth.isLoading && auth.user?.expired === true && viewAsOf(auth.user.profile) !== null;
  useEffect(() => {
    if (viewRanOut) void signOut();
  }, [viewRanOut]);

  if (auth.isLoading || auth.activeNavigator || viewRanOut) return <FullPageLoader label={t('app.loading')} />;
  if (!auth.isAuthenticated || !user) return <ConnectedLoginScreen />;
  if (mustReset) return <FullPageLoader label={t('auth.signing-out')} />;
  if ((!user.isReseller && !user.isPortalAdmin) || deniedByApi) return <NoAccessPage />;
  return <>{children}</>;
}
