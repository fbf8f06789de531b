import { describe, expect, it } from 'vitest';
import { formatIsoWeek, isoWeekOf, mondayOfIsoWeek, parseIsoWeek, weekOfDay } from './iso-week.js';

describe('isoWeekOf', () => {
  it.each([
    ['2026-11-23', '2026-W48'],
    ['2027-01-01', '2026-W53'],
    ['2025-12-29', '2026-W01'],
    ['2026-03-11', '2026-W11'],
    ['2026-01-01', '2026-W01'],
    ['2024-12-30', '2025-W01'],
    ['2021-01-03', '2020-W53'],
    ['2026-12-13', '2026-W50'],
  ])('puts %s in %s', (day, week) => {
    expect(isoWeekOf(day)).toBe(week);
    expect(formatIsoWeek(weekOfDay(day))).toBe(week);
  });
});

describe('parseIsoWeek', () => {
  it('reads ISO weeks, with or without the dash and the leading zero', () => {
    expect(parseIsoWeek('2026-W48')).toEqual({ year: 2026, week: 48 });
    expect(parseIsoWeek('2026-W01')).toEqual({ year: 2026, week: 1 });
    expect(parseIsoWeek('2026W53')).toEqual({ year: 2026, week: 53 });
    expect(parseIsoWeek(' 2026-W8 ')).toEqual({ year: 2026, week: 8 });
  });

  it('refuses anything that is not a week', () => {
    expect(parseIsoWeek(null)).toBeNull();
    expect(parseIsoWeek(undefined)).toBeNull();
    expect(parseIsoWeek('')).toBeNull();
    expect(parseIsoWeek('2026-W54')).toBeNull();
    expect(parseIsoWeek('2026-W00')).toBeNull();
    expect(parseIsoWeek('20261121')).toBeNull();
  });

  it('reads back what formatIsoWeek writes', () => {
    expect(formatIsoWeek(parseIsoWeek('2026-W05')!)).toBe('2026-W05');
  });
});

describe('mondayOfIsoWeek', () => {
  it('gives the Monday of a week, across the turn of the year', () => {
    expect(mondayOfIsoWeek('2026-W48')).toBe('2026-11-23');
    expect(mondayOfIsoWeek('2026-W01')).toBe('2025-12-29');
    expect(mondayOfIsoWeek('2026-W53')).toBe('2026-12-28');
    expect(mondayOfIsoWeek('2025-W01')).toBe('2024-12-30');
    expect(mondayOfIsoWeek('2026-W50')).toBe('2026-12-07');
    expect(mondayOfIsoWeek('2020-W53')).toBe('2020-12-28');
  });

  it('refuses a week the year does not have, and weeks not written as 2026-W05', () => {
    expect(mondayOfIsoWeek('2025-W53')).toBeNull();
    expect(mondayOfIsoWeek('2026W05')).toBeNull();
    expect(mondayOfIsoWeek('2026-W5')).toBeNull();
    expect(mondayOfIsoWeek('2026-W00')).toBeNull();
    expect(mondayOfIsoWeek('2026-50')).toBeNull();
    expect(mondayOfIsoWeek('week 5')).toBeNull();
  });
});
