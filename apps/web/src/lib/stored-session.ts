// Loaded by the entry at page load: no imports, so the login screen stays light.

/**
 * The market of the session the OpenID client stored in this tab, read without loading it: lower
 * case, as the portal reads it from the token; null without a live stored session or with no market.
 */
export function storedMarket(authority: string, clientId: string, storage: Storage = sessionStorage, now = Date.now()): string | null {
  try {
    const user = JSON.parse(storage.getItem(`oidc.user:${authority}:${clientId}`) ?? 'null') as {
      profile?: { market?: unknown };
      expires_at?: unknown;
    } | null;
    if (typeof user?.expires_at === 'number' && user.expires_at * 1000 <= now) return null;
    const market = user?.profile?.market;
    return typeof market === 'string' && market.trim() !== '' ? market.trim().toLowerCase() : null;
  } catch {
    return null;
  }
}

/** The claim a staff member's view of the portal (features/view-as) carries in its stored profile. */
export const VIEW_AS_CLAIM = 'view_as';

/** Whether the session stored in this tab is a staff member's view of the portal rather than a sign-in. */
export function storedViewAs(authority: string, clientId: string, storage: Storage = sessionStorage): boolean {
  try {
    const user = JSON.parse(storage.getItem(`oidc.user:${authority}:${clientId}`) ?? 'null') as {
      profile?: Record<string, unknown>;
    } | null;
    return typeof user?.profile?.[VIEW_AS_CLAIM] === 'object' && user.profile[VIEW_AS_CLAIM] !== null;
  } catch {
    return false;
  }
}
