import type { UserManager } from 'oidc-client-ts';
import { AuthProvider } from 'react-oidc-context';
import { RouterProvider } from 'react-router';
import { router } from './router';

type ReturnState = { returnTo?: string } | undefined;

export function App({ userManager }: { userManager: UserManager }) {
  return (
    <AuthProvider
      userManager={userManager}
      // Back to where the staff member wanted to go before signing in.
      onSigninCallback={(user) => {
        const returnTo = (user?.state as ReturnState)?.returnTo;
        void router.navigate(returnTo && returnTo.startsWith('/') ? returnTo : '/', { replace: true });
      }}
    >
      <RouterProvider router={router} />
    </AuthProvider>
  );
}
