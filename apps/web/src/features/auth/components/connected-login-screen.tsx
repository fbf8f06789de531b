import { useAuth } from 'react-oidc-context';
import { LoginScreen } from './login-screen';

/** The login screen inside the portal app, where the OpenID client is already loaded. */
export function ConnectedLoginScreen() {
  const auth = useAuth();
  return (
    <LoginScreen
      failed={Boolean(auth.error)}
      onLogIn={({ returnTo, uiLocales }) => auth.signinRedirect({ state: { returnTo }, ...(uiLocales ? { ui_locales: uiLocales } : {}) })}
    />
  );
}
