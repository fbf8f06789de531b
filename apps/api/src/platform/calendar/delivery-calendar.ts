/**
 * Working days of the customer's country: weekends and public holidays are not
 * delivery days. Dates are calendar dates 'YYYY-MM-DD', computed in UTC so no
 * time zone can shift them.
 */

import { MARKET_TIME_ZONES, todayInMarket, type Market } from '@portal/contracts/languages';

/** The country of a market: the calendar follows its time zone and public holidays. */
export type Country = Market;

const toDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
const toIso = (date: Date) => date.toISOString().slice(0, 10);

export function addDays(iso: string, days: number): string {
  const d = toDate(iso);
  d.setUTCDate(d.getUTCDate() + days);
  return toIso(d);
}

/** Today in the country's own time zone: an order placed at 00:30 in Helsinki is placed on that day there. */
export const today = (country: Country, now: Date = new Date()): string => todayInMarket(country, now);

/** Easter Sunday (anonymous Gregorian algorithm). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The Friday between 19 and 25 June (Midsummer Eve in Sweden and Finland). */
function midsummerEve(year: number): string {
  for (let day = 19; day <= 25; day++) {
    const iso = `${year}-06-${day}`;
    if (toDate(iso).getUTCDay() === 5) return iso;
  }
  throw new Error('unreachable');
}

const cache = new Map<string, Set<string>>();

/** Public holidays on which no goods are delivered, per country and year. */
export function publicHolidays(country: Country, year: number): Set<string> {
  const key = `${country}${year}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const easter = easterSunday(year);
  const e = (offset: number) => addDays(easter, offset);
  const fixed = (md: string) => `${year}-${md}`;
  const byCountry: Record<Country, string[]> = {
    se: [
      fixed('01-01'),
      fixed('01-06'),
      e(-2),
      e(1),
      fixed('05-01'),
      e(39),
      fixed('06-06'),
      midsummerEve(year),
      fixed('12-24'),
      fixed('12-25'),
      fixed('12-26'),
      fixed('12-31'),
    ],
    no: [fixed('01-01'), e(-3), e(-2), e(1), fixed('05-01'), fixed('05-17'), e(39), e(50), fixed('12-25'), fixed('12-26')],
    dk: [fixed('01-01'), e(-3), e(-2), e(1), e(39), e(50), fixed('06-05'), fixed('12-24'), fixed('12-25'), fixed('12-26')],
    de: [fixed('01-01'), e(-2), e(1), fixed('05-01'), e(39), e(50), fixed('10-03'), fixed('12-25'), fixed('12-26')],
    fi: [
      fixed('01-01'),
      fixed('01-06'),
      e(-2),
      e(1),
      fixed('05-01'),
      e(39),
      midsummerEve(year),
      fixed('12-06'),
      fixed('12-24'),
      fixed('12-25'),
      fixed('12-26'),
    ],
  };
  const set = new Set(byCountry[country]);
  cache.set(key, set);
  return set;
}

export function isWorkingDay(country: Country, iso: string): boolean {
  const weekday = toDate(iso).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !publicHolidays(country, Number(iso.slice(0, 4))).has(iso);
}

/** The same day when it is a working day, otherwise the next one. */
export function nextWorkingDay(country: Country, iso: string): string {
  let day = iso;
  while (!isWorkingDay(country, day)) day = addDays(day, 1);
  return day;
}

/** `count` working days after `iso` (0 gives the next working day on or after it). */
export function addWorkingDays(country: Country, iso: string, count: number): string {
  let day = nextWorkingDay(country, iso);
  for (let left = count; left > 0; left--) day = nextWorkingDay(country, addDays(day, 1));
  return day;
}

export const yyyymmdd = (iso: string) => iso.replaceAll('-', '');
export const fromYyyymmdd = (digits: string) => `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6, 8)}`;

/**
 * The moment a calendar day begins in the country's time zone: complaints and orders carry
 * moments, their limits are counted in the country's days.
 */
export function startOfDay(country: Country, iso: string): Date {
  const midnightUtc = Date.parse(`${iso}T00:00:00Z`);
  // The zone's offset at a moment: how far its wall clock is ahead of UTC.
  const offsetAt = (at: number) => Date.parse(`${todayInMarket(country, new Date(at))}T${wallClock(country, at)}Z`) - at;
  const first = midnightUtc - offsetAt(midnightUtc);
  // Once more at the answer, for a day on which summer time starts or ends.
  return new Date(midnightUtc - offsetAt(first));
}

const clockFormats = new Map<Country, Intl.DateTimeFormat>();
function wallClock(country: Country, at: number): string {
  let format = clockFormats.get(country);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone: MARKET_TIME_ZONES[country],
      hourCycle: 'h23',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    clockFormats.set(country, format);
  }
  return format.format(new Date(at));
}
