import type { PortalConfig } from '@portal/ui/config';
import { LoginScreen } from './components/login-screen';

/**
 * What a browser without a session loads: the login screen alone. The OpenID
 * client is fetched when the visitor presses Log in.
 */
export function VisitorApp({ config }: { config: PortalConfig }) {
  return (
    <LoginScreen
      onLogIn={async ({ returnTo, uiLocales }) => {
        const { createUserManager } = await import('@portal/ui/auth');
        await createUserManager(config).signinRedirect({ state: { returnTo }, ...(uiLocales ? { ui_locales: uiLocales } : {}) });
      }}
    />
  );
}
