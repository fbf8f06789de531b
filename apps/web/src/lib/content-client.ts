import type { Endpoint, QueryOf, ResponseOf } from '@portal/contracts/endpoint';
import { MARKETS, type ErrorResponse, type Market } from '@portal/contracts/common';
import { ApiError } from '@portal/ui/auth';
import { portalConfig } from '@portal/ui/config';

/**
 * The content service (news, media, contact texts) is read without the user's credentials,
 * from the base URL the server names (CONTENT_API_URL; /mediaApi when it serves it itself).
 */

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

/** contentAssetUrl against this page's configuration. */
export const contentUrl = (url: string | null | undefined) => contentAssetUrl(url, portalConfig().contentApiUrl, window.location.origin);

export async function contentRequest<E extends Endpoint>(
  endpoint: E,
  input: { query?: QueryOf<E>; signal?: AbortSignal } = {},
): Promise<ResponseOf<E>> {
  const url = contentCallUrl(portalConfig().contentApiUrl, endpoint.path, input.query as Record<string, unknown> | undefined);
  // No credentials of any kind: a remote content service must not receive the user's.
  const response = await fetch(url, {
    method: 'GET',
    headers: { Accept: 'application/json' },
    credentials: 'omit',
    ...(input.signal ? { signal: input.signal } : {}),
  });
  if (response.ok) return (await response.json()) as ResponseOf<E>;
  const error = (await response.json().catch(() => null)) as Partial<ErrorResponse> | null;
  throw new ApiError(response.status, error?.code ?? 'HTTP_ERROR', error?.message ?? response.statusText, error?.field, error?.key);
}
