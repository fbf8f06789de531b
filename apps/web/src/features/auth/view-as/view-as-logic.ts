import type { ViewAsSession } from '@portal/contracts/view-as';
import { VIEW_AS_CLAIM } from '../../../lib/stored-session';

/** What the banner tells of a staff member's view of the portal. */
export type ViewAsInfo = { viewer: string; userName: string; email: string; customerName: string; customerNumber: string };

/**
 * The session a staff member's view is stored as, in the OpenID client's own shape: the profile carries the claims
 * the portal reads from a sign-in token (so every screen works as for the user) and the view's own.
 */
export function viewAsUserSettings(session: ViewAsSession) {
  const { user } = session;
  const name = `${user.firstName} ${user.lastName}`.trim();
  const view: ViewAsInfo = {
    viewer: session.viewer.name,
    userName: name,
    email: user.email,
    customerName: user.customerName,
    customerNumber: user.customerNumber,
  };
  return {
    access_token: session.accessToken,
    token_type: 'Bearer',
    scope: 'Portal.Access',
    expires_at: Math.floor(new Date(session.expiresAt).getTime() / 1000),
    profile: {
      sub: user.contactId,
      email: user.email,
      name,
      given_name: user.firstName,
      family_name: user.lastName,
      market: user.market,
      customer_number: user.customerNumber,
      roles: user.accessLevel,
      [VIEW_AS_CLAIM]: view,
    },
  };
}

/** The view a stored profile carries; null for a sign-in of the user's own. */
export function viewAsOf(profile: Record<string, unknown> | undefined): ViewAsInfo | null {
  const value = profile?.[VIEW_AS_CLAIM];
  if (typeof value !== 'object' || value === null) return null;
  const info = value as Partial<ViewAsInfo>;
  return typeof info.viewer === 'string' && typeof info.userName === 'string' && typeof info.customerName === 'string'
    ? (info as ViewAsInfo)
    : null;
}

/** The code of a view-as link: after `#`, so neither the server nor its logs see it. */
export const viewAsCodeOf = (hash: string) => decodeURIComponent(hash.replace(/^#/, ''));
