import { MARKETS, type Market } from '@portal/contracts/languages';

/**
 * The content service (news, media, contact texts) is read without the user's credentials,
 * from the base URL the server names (CONTENT_API_URL; /mediaApi when it serves it itself).
 * Addresses only, with no imports beyond the markets: the entry uses them at page load.
 */

/** How every content call is made: no credentials of any kind, as a remote content service must not receive the user's. */
export const CONTENT_REQUEST: RequestInit = { method: 'GET', headers: { Accept: 'application/json' }, credentials: 'omit' };

/** The path prefix of the content calls in the contracts; the configured base replaces it. */
export const CONTENT_PATH_PREFIX = '/mediaApi';

/** The content service knows the five markets; any other reads as the default, se. */
export const contentMarket = (market: string | null | undefined): Market =>
  (MARKETS as readonly string[]).includes(market ?? '') ? (market as Market) : 'se';

const stripSlash = (base: string) => base.replace(/\/+$/, '');

/** The address of a content call: the endpoint's path under the configured base, with its query. */
export function contentCallUrl(base: string, path: string, query: Record<string, unknown> | undefined): string {
  const below = path.startsWith(`${CONTENT_PATH_PREFIX}/`) ? path.slice(CONTENT_PATH_PREFIX.length) : path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return `${stripSlash(base)}${below}${search ? `?${search}` : ''}`;
}

/**
 * An address the content service answered with (a picture, a file, a video), as the browser
 * may load it: one under the service's own prefix is read below the configured base, any other
 * is resolved against it. Only web addresses are kept; anything else (javascript:, data:) is null.
 */
export function contentAssetUrl(url: string | null | undefined, base: string, origin: string): string | null {
  if (!url) return null;
  const root = stripSlash(base);
  if (url.startsWith(`${CONTENT_PATH_PREFIX}/`)) {
    const mapped = `${root}${url.slice(CONTENT_PATH_PREFIX.length)}`;
    if (root.startsWith('/') && !root.startsWith('//')) return mapped;
    url = mapped;
  }
  try {
    const resolved = new URL(url, new URL(`${root}/`, origin));
    if (resolved.protocol !== 'https:' && resolved.protocol !== 'http:') return null;
    return resolved.origin === origin ? resolved.pathname + resolved.search : resolved.href;
  } catch {
    return null;
  }
}
