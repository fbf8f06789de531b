import { describe, expect, it } from 'vitest';
import { monthByMonth, salesPeriod, yearToDate, type DailySales } from './finance-figures.js';

const day = (d: string, amount: number, units = 0): DailySales => ({ day: d, amount, units });

describe('salesPeriod', () => {
  it('compares with the same day last year', () => {
    expect(salesPeriod('2026-05-14')).toEqual({
      thisYearStart: '2026-01-01',
      today: '2026-05-14',
      lastYearStart: '2025-01-01',
      lastYearSameDay: '2025-05-14',
    });
  });

  it('compares 29 February with 28 February', () => {
    expect(salesPeriod('2028-02-29').lastYearSameDay).toBe('2027-02-28');
  });
});

describe('yearToDate', () => {
  const days = [
    day('2024-12-31', 999, 9), // the year before last: not counted
    day('2025-01-01', 100, 1),
    day('2025-05-14', 50.1, 2),
    day('2025-05-15', 70, 3), // after the same day last year
    day('2026-01-01', 200.2, 1),
    day('2026-05-14', 10.15, 1),
    day('2026-05-15', 500, 5), // after today (a date in the future)
  ];

  it('adds this year to today and last year to the same day', () => {
    expect(yearToDate(days, '2026-05-14')).toEqual({ AmountYTD: 210.35, CompareYTD: 150.1, NumberOfUnitsYTD: 2, NumberOfUnitsCompare: 3 });
  });

  it('gives zeros without sales', () => {
    expect(yearToDate([], '2026-05-14')).toEqual({ AmountYTD: 0, CompareYTD: 0, NumberOfUnitsYTD: 0, NumberOfUnitsCompare: 0 });
  });
});

describe('monthByMonth', () => {
  const days = [
    day('2025-01-10', 100),
    day('2025-05-10', 40),
    day('2025-05-20', 60), // later in the month than today last year
    day('2025-11-03', 300),
    day('2026-01-05', 120),
    day('2026-05-02', 30),
  ];

  it('gives twelve months, January first, this year against last', () => {
    const months = monthByMonth(days, '2026-05-14');
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ AmountMTD: 120, PreviousMTD: 100 });
    expect(months[4]).toEqual({ AmountMTD: 30, PreviousMTD: 40 });
    expect(months[10]).toEqual({ AmountMTD: 0, PreviousMTD: 300 });
    expect(months[5]).toEqual({ AmountMTD: 0, PreviousMTD: 0 });
  });

  it('adds up to the year-to-date figures', () => {
    const months = monthByMonth(days, '2026-05-14');
    const ytd = yearToDate(days, '2026-05-14');
    expect(months.reduce((s, m) => s + m.AmountMTD, 0)).toBeCloseTo(ytd.AmountYTD, 2);
    expect(months.slice(0, 5).reduce((s, m) => s + m.PreviousMTD, 0)).toBeCloseTo(ytd.CompareYTD, 2);
  });
});
