import { describe, expect, it } from 'vitest';
import { FLAGGED_NEWS_STORAGE_KEY, isSuppressed, markViewed, readViewed, shouldShowFlagged } from './flagged-news';

const DAY = 86_400_000;
const WEEK = 604_800_000;
const NOW = Date.UTC(2026, 2, 10, 12);

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    raw: () => data.get(FLAGGED_NEWS_STORAGE_KEY),
  };
}

describe('the flagged-news overlay', () => {
  it('shows an article that was never viewed', () => {
    expect(shouldShowFlagged(memoryStorage(), '1001', NOW)).toBe(true);
  });

  it('stays hidden for 7 days after the article was viewed, then shows again', () => {
    const storage = memoryStorage();
    markViewed(storage, '1001', NOW);
    expect(shouldShowFlagged(storage, '1001', NOW)).toBe(false);
    expect(shouldShowFlagged(storage, '1001', NOW + 6 * DAY)).toBe(false);
    expect(shouldShowFlagged(storage, '1001', NOW + WEEK - 1)).toBe(false);
    expect(shouldShowFlagged(storage, '1001', NOW + WEEK)).toBe(true);
    expect(shouldShowFlagged(storage, '1001', NOW + 30 * DAY)).toBe(true);
  });

  it('remembers each article on its own', () => {
    const storage = memoryStorage();
    markViewed(storage, '1001', NOW);
    expect(shouldShowFlagged(storage, '1011', NOW + DAY)).toBe(true);
    markViewed(storage, '1011', NOW + DAY);
    expect(readViewed(storage)).toEqual({ '1001': NOW, '1011': NOW + DAY });
  });

  it('counts the 7 days from the latest viewing', () => {
    const storage = memoryStorage();
    markViewed(storage, '1001', NOW);
    markViewed(storage, '1001', NOW + WEEK + DAY);
    expect(shouldShowFlagged(storage, '1001', NOW + WEEK + 2 * DAY)).toBe(false);
  });

  it('forgets viewings older than 7 days when it writes', () => {
    const storage = memoryStorage();
    markViewed(storage, 'old', NOW - 8 * DAY);
    markViewed(storage, 'recent', NOW - DAY);
    markViewed(storage, '1001', NOW);
    expect(Object.keys(readViewed(storage)).sort()).toEqual(['1001', 'recent']);
  });

  it.each(['not json', '[1,2]', 'null', '"text"', '{"1001":"yesterday"}'])('reads %j as nothing viewed', (raw) => {
    const storage = memoryStorage({ [FLAGGED_NEWS_STORAGE_KEY]: raw });
    expect(shouldShowFlagged(storage, '1001', NOW)).toBe(true);
  });

  it('shows the overlay when storage is unavailable and does not fail writing', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(shouldShowFlagged(broken, '1001', NOW)).toBe(true);
    expect(() => markViewed(broken, '1001', NOW)).not.toThrow();
    expect(shouldShowFlagged(null, '1001', NOW)).toBe(true);
  });

  it('isSuppressed treats exactly 604800000 ms as expired', () => {
    expect(isSuppressed({ a: NOW }, 'a', NOW + 604_800_000)).toBe(false);
    expect(isSuppressed({ a: NOW }, 'a', NOW + 604_799_999)).toBe(true);
  });
});
