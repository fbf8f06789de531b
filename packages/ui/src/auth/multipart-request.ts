import type { ErrorResponse } from '@portal/contracts/common';
import type { Endpoint, ResponseOf } from '@portal/contracts/endpoint';
import { ApiError, apiErrorOf } from './api-client';
import { accessToken, signOut } from './auth';

export type MultipartOptions = {
  /** Share of the body sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Values of the path's {placeholders}. */
  params?: Record<string, string>;
};

/**
 * A multipart call with the same token, headers and errors as apiRequest, sent through
 * XMLHttpRequest because fetch does not report upload progress.
 */
export async function sendMultipart<E extends Endpoint>(
  endpoint: E,
  body: FormData,
  options: MultipartOptions = {},
): Promise<ResponseOf<E>> {
  const token = await accessToken();
  return new Promise<ResponseOf<E>>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const path = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(options.params?.[name] ?? ''));
    xhr.open(endpoint.method, path);
    xhr.responseType = 'json';
    xhr.setRequestHeader('Accept', 'application/json');
    if (document.documentElement.lang) xhr.setRequestHeader('Accept-Language', document.documentElement.lang);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    // The browser sets the multipart content type with its boundary itself.

    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(xhr.response as ResponseOf<E>);
        return;
      }
      const error = xhr.response as Partial<ErrorResponse> | null;
      if (xhr.status === 401) void signOut('session-ended');
      reject(apiErrorOf(xhr.status, error, xhr.statusText));
    });
    xhr.addEventListener('error', () => reject(new ApiError(0, 'NETWORK_ERROR', 'The request could not be sent')));
    xhr.addEventListener('abort', () => reject(new DOMException('The upload was cancelled', 'AbortError')));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
