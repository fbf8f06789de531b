import type { PortalConfig } from './config';

/**
 * Small facts about the sign-in session kept in session storage, readable
 * without loading the OpenID client (the visitor's login screen stays light).
 */
export type SignOutReason = 'password-reset' | 'session-ended';
const REASON_KEY = 'portal.signout-reason';

export function setSignOutReason(reason: SignOutReason) {
  sessionStorage.setItem(REASON_KEY, reason);
}

/** Why the last session ended; the login screen says so until the next sign-in starts. */
export function signOutReason(): SignOutReason | null {
  const value = sessionStorage.getItem(REASON_KEY);
  return value === 'password-reset' || value === 'session-ended' ? value : null;
}

export function clearSignOutReason() {
  sessionStorage.removeItem(REASON_KEY);
}

/** Whether the OpenID client has stored a user for this provider and client in this tab. */
export function hasStoredSession(config: PortalConfig): boolean {
  return sessionStorage.getItem(`oidc.user:${config.authority}:${config.clientId}`) !== null;
}
