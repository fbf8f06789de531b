// Part of the entry: no imports.

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
  const early = started.get(url);
  started.delete(url);
  return early;
}
