import { useAuth } from 'react-oidc-context';
import { claimsOf } from '@portal/ui/auth';

/** The signed-in user as the portal reads the token: market, names and roles. */
export function usePortalUser() {
  const auth = useAuth();
  return claimsOf(auth.user);
}
