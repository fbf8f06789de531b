import type { UserManager } from 'oidc-client-ts';
import { AuthApp } from '@portal/ui/auth';
import { router } from './router';

/** The portal for a browser with a session, or on its way back from signing in. */
export function App({ userManager }: { userManager: UserManager }) {
  return <AuthApp userManager={userManager} router={router} home="/home" />;
}
