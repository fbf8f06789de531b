import { NotAvailable } from '../components/not-available';
import { NotFound } from '../components/not-found';
import { usePortalUser } from '../features/auth/use-portal-user';

export { NotFound };

/**
 * A screen whose part of the portal is not delivered yet. Admin screens are
 * routed only for Portal Admins; anyone else gets the not-found message.
 */
export function notAvailable(titleKey: string, adminOnly: boolean) {
  return function NotAvailableScreen() {
    const user = usePortalUser();
    if (adminOnly && !user?.isPortalAdmin) return <NotFound />;
    return <NotAvailable titleKey={titleKey} />;
  };
}
