import type { UserManager } from 'oidc-client-ts';
import { AuthApp } from '@portal/ui/auth';
import { router } from './router';

export function App({ userManager }: { userManager: UserManager }) {
  return <AuthApp userManager={userManager} router={router} home="/" />;
}
