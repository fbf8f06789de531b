// Loaded by every entrance at page load: no imports, so the login screen stays light.

/** Where earlier versions of the portal kept the cart: one key for everyone, surviving sign-out. */
export const LEGACY_CART_KEY = 'portal.cart';
export const CLAIMED_PREFIX = 'portal.cart.legacy:';

/**
 * At page load, before any sign-in of this load completes: a cart an earlier version left in the
 * browser belongs to the user whose session this page continues (signed in before it loaded), and
 * is kept for them alone. Without such a session (signed out, or a sign-in under way) nobody can
 * tell whose it was, and it is dropped.
 */
export function claimLegacyCart(continuedSubject: string | null, storage: Storage = localStorage) {
  try {
    const raw = storage.getItem(LEGACY_CART_KEY);
    if (raw === null) return;
    storage.removeItem(LEGACY_CART_KEY);
    if (continuedSubject) storage.setItem(CLAIMED_PREFIX + continuedSubject, raw);
  } catch {
    // Storage disabled: there is no cart to take over.
  }
}

/** The subject of the session the OpenID client stored in this tab, read without loading it. */
export function storedSubject(authority: string, clientId: string, storage: Storage = sessionStorage): string | null {
  try {
    const user = JSON.parse(storage.getItem(`oidc.user:${authority}:${clientId}`) ?? 'null') as { profile?: { sub?: unknown } } | null;
    return typeof user?.profile?.sub === 'string' ? user.profile.sub : null;
  } catch {
    return null;
  }
}
