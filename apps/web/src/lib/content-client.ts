import type { Endpoint, QueryOf, ResponseOf } from '@portal/contracts/endpoint';
import type { ErrorResponse } from '@portal/contracts/common';
import { apiErrorOf } from '@portal/ui/auth';
import { portalConfig } from '@portal/ui/config';
import { CONTENT_REQUEST, contentAssetUrl, contentCallUrl } from './content-urls';
import { takeEarly } from './early-requests';

export { CONTENT_PATH_PREFIX, contentAssetUrl, contentCallUrl, contentMarket } from './content-urls';

/** contentAssetUrl against this page's configuration. */
export const contentUrl = (url: string | null | undefined) => contentAssetUrl(url, portalConfig().contentApiUrl, window.location.origin);

export async function contentRequest<E extends Endpoint>(
  endpoint: E,
  input: { query?: QueryOf<E>; signal?: AbortSignal } = {},
): Promise<ResponseOf<E>> {
  const url = contentCallUrl(portalConfig().contentApiUrl, endpoint.path, input.query as Record<string, unknown> | undefined);
  // A call the entry started at page load for the same address answers the first request for it.
  const response = await (takeEarly(url) ??
    fetch(url, {
      ...CONTENT_REQUEST,
      ...(input.signal ? { signal: input.signal } : {}),
    }));
  if (response.ok) return (await response.json()) as ResponseOf<E>;
  const error = (await response.json().catch(() => null)) as Partial<ErrorResponse> | null;
  throw apiErrorOf(response.status, error, response.statusText);
}
