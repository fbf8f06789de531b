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
