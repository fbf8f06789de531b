import { describe, expect, it } from 'vitest';
import { archiveMonths, archiveYears, contentDay, filterArchive, headingsUnderTitle, monthName, NO_FILTER } from './news-logic';

const article = (id: string, date: string) => ({ id, date });
const ARTICLES = [
  article('a', '20260305080000'),
  article('b', '20260211093000'),
  article('c', '20260201120000'),
  article('d', '20251120070000'),
  article('e', '20251002100000'),
  article('f', '20240615090000'),
  article('broken', 'yesterday'),
];

describe('the news archive filter', () => {
  it('offers the years that have news, newest first', () => {
    expect(archiveYears(ARTICLES)).toEqual([2026, 2025, 2024]);
  });

  it('offers the months of the chosen year, newest first', () => {
    expect(archiveMonths(ARTICLES, 2026)).toEqual([3, 2]);
    expect(archiveMonths(ARTICLES, 2025)).toEqual([11, 10]);
    expect(archiveMonths(ARTICLES, null)).toEqual([]);
    expect(archiveMonths(ARTICLES, 2023)).toEqual([]);
  });

  it('shows everything without a filter, in the order given', () => {
    expect(filterArchive(ARTICLES, NO_FILTER).map((a) => a.id)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'broken']);
  });

  it('filters by year, and by year and month', () => {
    expect(filterArchive(ARTICLES, { year: 2026, month: null }).map((a) => a.id)).toEqual(['a', 'b', 'c']);
    expect(filterArchive(ARTICLES, { year: 2026, month: 2 }).map((a) => a.id)).toEqual(['b', 'c']);
    expect(filterArchive(ARTICLES, { year: 2025, month: 10 }).map((a) => a.id)).toEqual(['e']);
    expect(filterArchive(ARTICLES, { year: 2025, month: 3 })).toEqual([]);
  });

  it('ignores a month without a year', () => {
    expect(filterArchive(ARTICLES, { year: null, month: 2 })).toHaveLength(ARTICLES.length);
  });
});

describe('contentDay', () => {
  it('reads the calendar day of yyyymmddhhmmss', () => {
    const day = contentDay('20260305080000')!;
    expect([day.getFullYear(), day.getMonth(), day.getDate()]).toEqual([2026, 2, 5]);
  });

  it.each(['', '2026-03-05', '202603050800', '20261305080000', '20260230080000'])('refuses %j', (value) => {
    expect(contentDay(value)).toBeNull();
  });
});

describe('monthName', () => {
  it('names months in the language', () => {
    expect(monthName(3, 'sv')).toBe('mars');
    expect(monthName(3, 'en')).toBe('March');
    expect(monthName(12, 'de')).toBe('Dezember');
  });
});

describe('headingsUnderTitle', () => {
  it('raises a text that starts at h3 to h2, and keeps one that has h2', () => {
    expect(headingsUnderTitle('<p>a</p><h3>Program</h3><p>b</p><h3>Mer</h3>')).toBe('<p>a</p><h2>Program</h2><p>b</p><h2>Mer</h2>');
    expect(headingsUnderTitle('<h2>A</h2><h3>B</h3>')).toBe('<h2>A</h2><h3>B</h3>');
    expect(headingsUnderTitle('<p>h3 is a word</p>')).toBe('<p>h3 is a word</p>');
  });
});
