// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestEarly, takeEarly } from './early-requests';

afterEach(() => vi.unstubAllGlobals());

describe('a request started at page load', () => {
  it('answers the first request for its address once, and its copy can be read beside it', async () => {
    const fetch = vi.fn(async () => new Response('{"articles":[]}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    let copied: unknown;
    requestEarly('/news?limit=3', { method: 'GET' }, (copy) => void copy.json().then((body) => (copied = body)));
    expect(takeEarly('/news?limit=4')).toBeUndefined();
    const early = takeEarly('/news?limit=3');
    expect(await (await early!).json()).toEqual({ articles: [] });
    await vi.waitFor(() => expect(copied).toEqual({ articles: [] }));
    expect(takeEarly('/news?limit=3')).toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('hands a failure to the request that takes it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    requestEarly('/news', { method: 'GET' });
    await expect(takeEarly('/news')).rejects.toThrow('offline');
  });
});
