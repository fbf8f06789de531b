import type { NewsArticleSummary } from '@portal/contracts/content';
import { LOCALE_TAG, type Language } from '@portal/ui/languages';

/** Home shows three, the archive the latest thirty (spec 001 §9). */
export const HOME_NEWS_COUNT = 3;
export const ARCHIVE_NEWS_COUNT = 30;

type Dated = Pick<NewsArticleSummary, 'date'>;

/** The calendar day of a content date (yyyymmddhhmmss), as a local date for display; null for anything else. */
export function contentDay(value: string): Date | null {
  const m = /^(\d{4})(\d{2})(\d{2})\d{6}$/.exec(value);
  if (!m) return null;
  const date = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return date.getMonth() === Number(m[2]) - 1 ? date : null;
}

/** The day of a content date as YYYY-MM-DD, for a <time> element. */
export const isoDay = (value: string) => `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}`;

const yearOf = (a: Dated) => Number(a.date.slice(0, 4));
const monthOf = (a: Dated) => Number(a.date.slice(4, 6));
const valid = (a: Dated) => contentDay(a.date) !== null;

/** A year and, within it, optionally a month (1–12); null means all. */
export type ArchiveFilter = { year: number | null; month: number | null };
export const NO_FILTER: ArchiveFilter = { year: null, month: null };

/** The years that have articles, newest first. */
export function archiveYears(articles: readonly Dated[]): number[] {
  return [...new Set(articles.filter(valid).map(yearOf))].sort((a, b) => b - a);
}

/** The months of a year that have articles, newest first. */
export function archiveMonths(articles: readonly Dated[], year: number | null): number[] {
  if (year === null) return [];
  return [...new Set(articles.filter((a) => valid(a) && yearOf(a) === year).map(monthOf))].sort((a, b) => b - a);
}

/** The articles of the chosen year and month; a month without a year is ignored. */
export function filterArchive<T extends Dated>(articles: readonly T[], filter: ArchiveFilter): T[] {
  if (filter.year === null) return [...articles];
  return articles.filter((a) => valid(a) && yearOf(a) === filter.year && (filter.month === null || monthOf(a) === filter.month));
}

/** A month's name in the language, e.g. "mars" or "March". */
export const monthName = (month: number, language: Language) =>
  new Intl.DateTimeFormat(LOCALE_TAG[language], { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, month - 1, 1));

/**
 * An article's text shown under its title (h1): a text whose highest heading is h3 has its headings raised to h2, so
 * the outline does not skip a level. The text is sanitized first, so its headings carry no attributes.
 */
export function headingsUnderTitle(html: string): string {
  if (/<h2[\s>]/i.test(html) || !/<h3[\s>]/i.test(html)) return html;
  return html.replace(/<(\/?)h3(?=[\s>])/gi, '<$1h2');
}
