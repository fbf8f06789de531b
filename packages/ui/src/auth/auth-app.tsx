import type { UserManager } from 'oidc-client-ts';
import { AuthProvider } from 'react-oidc-context';
import type { createBrowserRouter } from 'react-router';
// The provider that can render a navigation at once (flushSync) when a caller asks for it, as the address filters do.
import { RouterProvider } from 'react-router/dom';

type ReturnState = { returnTo?: string } | undefined;

/** An app with a signed-in session (or on its way back from signing in): after sign-in, back to where the user wanted to go. */
export function AuthApp({
  userManager,
  router,
  home,
}: {
  userManager: UserManager;
  router: ReturnType<typeof createBrowserRouter>;
  home: string;
}) {
  return (
    <AuthProvider
      userManager={userManager}
      onSigninCallback={(user) => {
        const returnTo = (user?.state as ReturnState)?.returnTo;
        void router.navigate(returnTo && returnTo.startsWith('/') ? returnTo : home, { replace: true });
      }}
    >
      <RouterProvider router={router} />
    </AuthProvider>
  );
}
