import type { UserManager } from 'oidc-client-ts';
import { AuthProvider } from 'react-oidc-context';
import { RouterProvider } from 'react-router';
import { router } from './router';

type ReturnState = { returnTo?: string } | undefined;

/** The portal for a browser with a session, or on its way back from signing in. */
export function App({ userManager }: { userManager: UserManager }) {
  return (
    <AuthProvider
      userManager={userManager}
      // Back to where the user wanted to go before signing in.
      onSigninCallback={(user) => {
        const returnTo = (user?.state as ReturnState)?.returnTo;
        void router.navigate(returnTo && returnTo.startsWith('/') ? returnTo : '/home', { replace: true });
      }}
    >
      <RouterProvider router={router} />
    </AuthProvider>
  );
}
