import { UserManager, WebStorageStateStore, type User } from 'oidc-client-ts';
import { parsePortalClaims, type PortalClaims } from '@portal/contracts/claims';
import type { PortalConfig } from './config';
import { setSignOutReason, type SignOutReason } from './session-hints';

let manager: UserManager | null = null;

/**
 * Authorization code with PKCE against the configured identity provider. `basePath` is where
 * the app is served (empty for the dealer portal at the root), so each app returns to itself.
 * `endsAt`: a session not of the provider (a staff member's view of the dealer portal) is never
 * renewed there, and its end lands on that page of the app rather than the login screen.
 */
export function createUserManager(config: PortalConfig, basePath = '', options: { endsAt?: string } = {}): UserManager {
  const resource = config.resource ? { resource: config.resource } : undefined;
  const home = `${window.location.origin}${basePath}`;
  manager = new UserManager({
    authority: config.authority,
    client_id: config.clientId,
    redirect_uri: `${home}/signin-callback`,
    post_logout_redirect_uri: `${home}${options.endsAt ?? '/'}`,
    response_type: 'code',
    scope: config.scope,
    automaticSilentRenew: options.endsAt === undefined,
    loadUserInfo: false,
    userStore: new WebStorageStateStore({ store: window.sessionStorage }),
    ...(resource ? { extraQueryParams: resource, extraTokenParams: resource } : {}),
  });
  return manager;
}

export function userManager(): UserManager {
  if (!manager) throw new Error('The user manager has not been created');
  return manager;
}

export function claimsOf(user: User | null | undefined): PortalClaims | null {
  if (!user || user.expired) return null;
  try {
    return parsePortalClaims(user.profile as Record<string, unknown>);
  } catch {
    return null;
  }
}

export async function accessToken(): Promise<string | null> {
  const user = await userManager().getUser();
  return user && !user.expired ? user.access_token : null;
}

/** Ends the portal session and the provider's, then lands on the login screen. */
export async function signOut(reason?: SignOutReason) {
  if (reason) setSignOutReason(reason);
  const um = userManager();
  const user = await um.getUser();
  if (user?.id_token) {
    try {
      // The provider's sign-out page speaks the portal's language (<html lang>, a BCP 47 tag).
      const uiLocales = document.documentElement.lang;
      await um.signoutRedirect({
        id_token_hint: user.id_token,
        ...(uiLocales ? { extraQueryParams: { ...um.settings.extraQueryParams, ui_locales: uiLocales } } : {}),
      });
      return;
    } catch {
      // The provider is unreachable: at least forget the session here.
    }
  }
  await um.removeUser();
  window.location.assign(um.settings.post_logout_redirect_uri ?? '/');
}
