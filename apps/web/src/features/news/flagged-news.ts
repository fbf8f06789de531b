import { FLAGGED_NEWS_SUPPRESS_MS } from '@portal/contracts/content';

/**
 * The flagged-news overlay shows on entering home unless the same article was viewed
 * within the last 7 days (spec 001 §5, §9). When each article was viewed is kept in the
 * browser, per article id.
 */

export const FLAGGED_NEWS_STORAGE_KEY = 'portal.flaggedNewsViewed';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;
/** Article id → when it was last viewed, in ms since the epoch. */
export type ViewedArticles = Record<string, number>;

/** What the browser remembers; nothing when storage is unavailable or holds something else. */
export function readViewed(storage: KeyValueStorage | null): ViewedArticles {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(FLAGGED_NEWS_STORAGE_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((e): e is [string, number] => typeof e[1] === 'number' && Number.isFinite(e[1])),
    );
  } catch {
    return {};
  }
}

/** Whether the overlay stays hidden for this article: it was viewed less than 7 days ago. */
export function isSuppressed(viewed: ViewedArticles, articleId: string, now: number): boolean {
  const at = viewed[articleId];
  return at !== undefined && now - at < FLAGGED_NEWS_SUPPRESS_MS;
}

export const shouldShowFlagged = (storage: KeyValueStorage | null, articleId: string, now: number) =>
  !isSuppressed(readViewed(storage), articleId, now);

/** Remembers that the article was viewed now; entries older than the suppression period are let go. */
export function markViewed(storage: KeyValueStorage | null, articleId: string, now: number) {
  const kept = Object.entries(readViewed(storage)).filter(([id, at]) => id !== articleId && now - at < FLAGGED_NEWS_SUPPRESS_MS);
  try {
    storage?.setItem(FLAGGED_NEWS_STORAGE_KEY, JSON.stringify(Object.fromEntries([...kept, [articleId, now]])));
  } catch {
    // Storage full or disabled: the overlay may show again next time, which is harmless.
  }
}

/** The browser's local storage, or null where it is not allowed. */
export function browserStorage(): KeyValueStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
