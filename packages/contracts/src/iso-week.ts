/**
 * ISO 8601 weeks (Monday first; week 1 holds the year's first Thursday), written as the ERP and
 * the order desk write them: 2026-W48. The one rule for the API, the dealer app and the back office.
 */

/** A week as its year and number. */
export type IsoWeek = { year: number; week: number };

const DAY_MS = 86_400_000;

/** The ISO week a yyyy-mm-dd day is in. */
export function weekOfDay(day: string): IsoWeek {
  const date = new Date(`${day}T00:00:00Z`);
  // The Thursday of the same week decides the year.
  date.setUTCDate(date.getUTCDate() + 3 - ((date.getUTCDay() + 6) % 7));
  const year = date.getUTCFullYear();
  return { year, week: 1 + Math.floor((date.getTime() - Date.UTC(year, 0, 1)) / DAY_MS / 7) };
}

/** A week as the ERP writes it, e.g. 2026-W05. */
export const formatIsoWeek = (w: IsoWeek) => `${w.year}-W${String(w.week).padStart(2, '0')}`;

/** The ISO week of a yyyy-mm-dd day, e.g. 2026-W50. */
export const isoWeekOf = (day: string) => formatIsoWeek(weekOfDay(day));

/** Reads a week such as "2026-W48" (the dash and the leading zero may be missing); null for anything else. */
export function parseIsoWeek(value: string | null | undefined): IsoWeek | null {
  const m = /^(\d{4})-?W(\d{1,2})$/.exec(value?.trim() ?? '');
  if (!m) return null;
  const week = Number(m[2]);
  return week >= 1 && week <= 53 ? { year: Number(m[1]), week } : null;
}

/** The Monday of an ISO week written exactly as 2026-W50, as yyyy-mm-dd; null when there is no such week. */
export function mondayOfIsoWeek(week: string): string | null {
  const w = parseIsoWeek(week);
  if (!w) return null;
  // 4 January is always in week 1.
  const jan4 = new Date(Date.UTC(w.year, 0, 4));
  const monday = new Date(jan4.getTime() + (w.week - 1) * 7 * DAY_MS - ((jan4.getUTCDay() + 6) % 7) * DAY_MS);
  const day = monday.toISOString().slice(0, 10);
  // Week 53 of a year with 52 falls in the next year, and "2026W5" is not how weeks are written.
  return isoWeekOf(day) === week ? day : null;
}
