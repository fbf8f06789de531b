import { ALERT_RECENT_DAYS, ALERT_YEAR_DAYS, type Currency, type InsightSalesMonth } from '@portal/contracts/insight';
import { formatIsoWeek, mondayOfIsoWeek, weekOfDay } from '@portal/contracts/iso-week';
import { round2 } from '@portal/contracts/money';
import { addDays } from '../../platform/calendar/delivery-calendar.js';

/** The pure rules of the insight figures; the SQL that feeds them is in the repository. */

/** The last day of a day's month. */
export const monthEnd = (day: string) => {
  const next = new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)), 1));
  return new Date(next.getTime() - 86_400_000).toISOString().slice(0, 10);
};

/**
 * A period as the kept quality counts read it: its whole months (`months`, first and last month's first day)
 * from the month rows, and the days before the first and after the last whole month (`days`) from the day
 * rows. A period within one month, or not covering one whole, is days only.
 */
export type MonthsAndDays = { months: [string, string] | null; days: [string, string][] };
export function monthsAndDays(from: string, to: string): MonthsAndDays {
  const first = from.endsWith('-01') ? from : addDays(monthEnd(from), 1);
  const lastEnd = monthEnd(to) === to ? to : addDays(`${to.slice(0, 8)}01`, -1);
  if (first > lastEnd) return { months: null, days: [[from, to]] };
  const days: [string, string][] = [];
  if (from < first) days.push([from, addDays(first, -1)]);
  if (lastEnd < to) days.push([addDays(lastEnd, 1), to]);
  return { months: [first, `${lastEnd.slice(0, 8)}01`], days };
}
/** Sales of one month in one currency, as the kept days add them up. */
export type SalesInCurrency = { month: string; currency: string; amount: number; units: number };
/** A rate into the reporting currency, of a month ('YYYY-MM'). */
export type Rate = { month: string; currency: string; rate: number };

/** The twelve months of a year, 'YYYY-MM', January first. */
export const monthsOf = (year: number) => Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`);

/**
 * The rate of a currency for a month: the month's own, else the latest month before it that has one
 * (a rate holds until staff set the next). Undefined when no month up to it has one.
 */
export function rateFor(rates: readonly Rate[], currency: string, month: string): number | undefined {
  let best: Rate | undefined;
  for (const r of rates) {
    if (r.currency !== currency || r.month > month) continue;
    if (!best || r.month > best.month) best = r;
  }
  return best?.rate;
}

/**
 * The rate each month and currency of `rows` converts at into `target`: 1 for the target itself, else
 * the month's rate. Throws the first month and currency that needs a rate and has none, through `missing`.
 */
export function ratesOf(
  rows: readonly Pick<SalesInCurrency, 'month' | 'currency'>[],
  target: Currency,
  rates: readonly Rate[],
  missing: (month: string, currency: string) => Error,
): Rate[] {
  const seen = new Map<string, Rate>();
  for (const r of [...rows].sort((a, b) => a.month.localeCompare(b.month))) {
    const key = `${r.month}:${r.currency}`;
    if (seen.has(key)) continue;
    const rate = r.currency === target ? 1 : rateFor(rates, r.currency, r.month);
    if (rate === undefined) throw missing(r.month, r.currency);
    seen.set(key, { month: r.month, currency: r.currency, rate });
  }
  return [...seen.values()];
}

/**
 * Twelve months of sales in one currency: each month's amounts in another currency converted at that
 * month's rate (rounded to the cent once, after adding). Throws the first month and currency that
 * needs a rate and has none, through `missing`.
 */
export function salesMonths(
  year: number,
  rows: readonly SalesInCurrency[],
  target: Currency,
  rates: readonly Rate[],
  missing: (month: string, currency: string) => Error,
): InsightSalesMonth[] {
  const converting = ratesOf(rows, target, rates, missing);
  return monthsOf(year).map((month) => {
    let netSales = 0;
    let units = 0;
    for (const r of rows.filter((row) => row.month === month)) {
      netSales += r.amount * rateFor(converting, r.currency, month)!;
      units += r.units;
    }
    return { month, netSales: round2(netSales), units: round2(units) };
  });
}

/** The ISO weeks of a year with their Monday and Sunday. */
export function weeksOf(year: number): { week: string; from: string; to: string }[] {
  // 28 December is always in the year's last week.
  const last = weekOfDay(`${year}-12-28`).week;
  return Array.from({ length: last }, (_, i) => {
    const week = formatIsoWeek({ year, week: i + 1 });
    const from = mondayOfIsoWeek(week)!;
    return { week, from, to: addDays(from, 6) };
  });
}

/** The days the quality alert compares, as UTC days: the last 30 (today included) and the last 365. */
export function alertWindows(now: Date) {
  const today = now.toISOString().slice(0, 10);
  return { since: addDays(today, -(ALERT_RECENT_DAYS - 1)), yearSince: addDays(today, -(ALERT_YEAR_DAYS - 1)) };
}

/**
 * The quality alert: a series alerts when it has at least `minComplaints` complaints in the last 30
 * days and those run at more than twice its daily rate of the last 365 days (which include the 30):
 * recent / 30 > 2 × year / 365, compared in whole numbers so no rounding decides.
 */
export const alertFires = (recent: number, year: number, minComplaints: number) =>
  recent >= minComplaints && recent * ALERT_YEAR_DAYS > 2 * year * ALERT_RECENT_DAYS;
