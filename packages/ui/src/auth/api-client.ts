import type { Endpoint, ParamsOf, QueryOf, BodyOf, ResponseOf } from '@portal/contracts/endpoint';
import type { ErrorResponse } from '@portal/contracts/common';
import type { ErrorCode } from '@portal/contracts/errors';
import { accessToken, signOut } from './auth';

/** Codes the browser gives itself: HTTP_ERROR for an answer without a code (a proxy's error page), NETWORK_ERROR when nothing came back. */
export type ClientErrorCode = 'HTTP_ERROR' | 'NETWORK_ERROR';

/** An answer of the API that was not a success, with the code and field it named. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | ClientErrorCode,
    message: string,
    readonly field?: string,
    readonly key?: string,
    /** The id the API gave the request (its trace id when tracing is on), for a dealer to quote to customer service. */
    readonly requestId?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The error an answer that was not a success stands for, from its JSON body when it has one. */
export const apiErrorOf = (status: number, body: Partial<ErrorResponse> | null, statusText: string) =>
  new ApiError(status, body?.code ?? 'HTTP_ERROR', body?.message ?? statusText, body?.field, body?.key, body?.requestId);

/** The request id an error names, when it is an answer of the API that gave one. */
export const requestIdOf = (error: unknown): string | undefined =>
  error instanceof ApiError && typeof error.requestId === 'string' && error.requestId !== '' ? error.requestId : undefined;

/**
 * The text key of a failure the API explains itself: a staff member's view of the portal is read-only and shows no
 * offers; undefined for the rest, which take the screen's own text.
 */
export function explainedErrorKey(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.code === 'VIEW_AS_READ_ONLY') return 'error.text.view-as-read-only';
  if (error.code === 'VIEW_AS_NOT_SHOWN') return 'error.text.view-as-not-shown';
  // A record that is not there (or not the caller's) is no error to try again.
  if (error.status === 404) return 'error.text.not-found';
  return undefined;
}

/** Whether an error is the API's answer with this code; the code is checked against the contracts' list. */
export const hasErrorCode = (error: unknown, code: ErrorCode): error is ApiError => error instanceof ApiError && error.code === code;

type NoAccessListener = () => void;
const noAccessListeners = new Set<NoAccessListener>();

/** The app shell shows the no-access page when the API says the user has none. */
export function onNoAccess(listener: NoAccessListener) {
  noAccessListeners.add(listener);
  return () => void noAccessListeners.delete(listener);
}

/** The path with its {name} parameters filled in, each encoded as one segment. */
export function fillPath(path: string, params: Record<string, unknown> | undefined) {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`The path parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}

function buildUrl(path: string, query: Record<string, unknown> | undefined) {
  const url = new URL(path, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  return url.pathname + url.search;
}

/**
 * Sends a call as the page goes away (`pagehide`): kept alive past the page (`keepalive`), with the token given
 * (read before, as nothing may wait then), and its answer unread.
 */
export function sendWhileLeaving<E extends Endpoint>(endpoint: E, token: string, input: { params?: ParamsOf<E>; query?: QueryOf<E> } = {}) {
  const path = fillPath(endpoint.path, input.params as Record<string, unknown> | undefined);
  void fetch(buildUrl(path, input.query as Record<string, unknown> | undefined), {
    method: endpoint.method,
    keepalive: true,
    headers: { Authorization: `Bearer ${token}` },
  }).catch(() => undefined);
}

export async function apiRequest<E extends Endpoint>(
  endpoint: E,
  input: { params?: ParamsOf<E>; query?: QueryOf<E>; body?: BodyOf<E>; signal?: AbortSignal } = {},
): Promise<ResponseOf<E>> {
  const token = await accessToken();
  const headers: Record<string, string> = { Accept: 'application/json' };
  // Texts the server composes (configurator captions and messages) follow the chosen language.
  if (document.documentElement.lang) headers['Accept-Language'] = document.documentElement.lang;
  if (token) headers['Authorization'] = `Bearer ${token}`;
  if (input.body !== undefined) headers['Content-Type'] = 'application/json';

  const path = fillPath(endpoint.path, input.params as Record<string, unknown> | undefined);
  const response = await fetch(buildUrl(path, input.query as Record<string, unknown> | undefined), {
    method: endpoint.method,
    headers,
    ...(input.body !== undefined ? { body: JSON.stringify(input.body) } : {}),
    ...(input.signal ? { signal: input.signal } : {}),
  });

  if (response.ok) return (await response.json()) as ResponseOf<E>;

  const error = (await response.json().catch(() => null)) as Partial<ErrorResponse> | null;
  if (response.status === 401) {
    void signOut('session-ended');
  } else if (response.status === 403 && error?.code === 'NO_ACCESS') {
    noAccessListeners.forEach((l) => l());
  }
  throw apiErrorOf(response.status, error, response.statusText);
}
