import type { ErrorResponse } from '@portal/contracts/common';
import { apiErrorOf } from './api-client';
import { accessToken, signOut } from './auth';

/** A file the API sent, with the name it gave it. */
export type DownloadedFile = { blob: Blob; fileName: string };

/** The file name the server gave in Content-Disposition, else a name of our own. */
export function fileNameFrom(contentDisposition: string | null, fallback: string): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(contentDisposition ?? '');
  const name = match?.[1] ? decodeURIComponent(match[1]).trim() : '';
  return /^[\w.-]+$/.test(name) ? name : fallback;
}

/**
 * A file call of the contracts (a PDF document, a list's export). A plain link would carry no
 * bearer token, so the file is fetched with it and handed over as a blob; a failure is the API's
 * error, as for every other call.
 */
export async function fetchFile(
  download: { path: string; accept: string },
  query: Record<string, string | number | undefined>,
  fallbackName: string,
): Promise<DownloadedFile> {
  const token = await accessToken();
  const url = new URL(download.path, window.location.origin);
  for (const [key, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(key, String(value));
  const headers: Record<string, string> = { Accept: download.accept };
  if (document.documentElement.lang) headers['Accept-Language'] = document.documentElement.lang;
  if (token) headers['Authorization'] = `Bearer ${token}`;
  const response = await fetch(url.pathname + url.search, { headers });
  if (!response.ok) {
    const error = (await response.json().catch(() => null)) as Partial<ErrorResponse> | null;
    if (response.status === 401) void signOut('session-ended');
    throw apiErrorOf(response.status, error, response.statusText);
  }
  return { blob: await response.blob(), fileName: fileNameFrom(response.headers.get('Content-Disposition'), fallbackName) };
}

/** Hands a downloaded file to the browser through a temporary object URL link. */
export function saveFile(blob: Blob, fileName: string) {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the file after the click returns; free it once it surely has.
  window.setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
