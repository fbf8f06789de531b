// Part of the entry: no imports.

/** The calls the page's warm start (app/warm-start.ts) made before the app's code had come, by address. */
declare global {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- merges into Window
  interface Window {
    __PORTAL_EARLY__?: Record<string, Promise<Response>>;
  }
}

const started = new Map<string, Promise<Response>>();

/**
 * Starts at page load a GET that the screen will make once its code has arrived, so the answer is
 * on its way meanwhile; `inspect` sees a copy of the answer as soon as it comes. The first request
 * for the same address takes it (takeEarly); later ones ask again.
 */
export function requestEarly(url: string, init: RequestInit, inspect?: (copy: Response) => void) {
  const answer = fetch(url, init).then((response) => {
    if (inspect) inspect(response.clone());
    return response;
  });
  // A failure nobody takes is no error of the page; the request that takes it sees it.
  answer.catch(() => undefined);
  started.set(url, answer);
}

/** The answer to a GET of `url` started at page load, once; undefined when none was started or it was taken. */
export function takeEarly(url: string): Promise<Response> | undefined {
  const early = started.get(url) ?? window.__PORTAL_EARLY__?.[url];
  started.delete(url);
  if (window.__PORTAL_EARLY__) delete window.__PORTAL_EARLY__[url];
  return early;
}

/** Whether a GET of `url` was started at page load and not yet taken (by the page's warm start or requestEarly). */
export const startedEarly = (url: string) => started.has(url) || Boolean(window.__PORTAL_EARLY__?.[url]);
