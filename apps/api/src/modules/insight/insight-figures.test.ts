import { describe, expect, it } from 'vitest';
import { alertFires, alertWindows, monthsAndDays, rateFor, ratesOf, salesMonths, weeksOf } from './insight-figures.js';

describe('insight figures', () => {
  it('read a period as its whole months and the days either side', () => {
    expect(monthsAndDays('2025-11-30', '2026-11-29')).toEqual({
      months: ['2025-12-01', '2026-10-01'],
      days: [
        ['2025-11-30', '2025-11-30'],
        ['2026-11-01', '2026-11-29'],
      ],
    });
    expect(monthsAndDays('2024-01-01', '2024-02-29')).toEqual({ months: ['2024-01-01', '2024-02-01'], days: [] });
    expect(monthsAndDays('2026-01-15', '2026-02-10')).toEqual({ months: null, days: [['2026-01-15', '2026-02-10']] });
    expect(monthsAndDays('2026-03-01', '2026-03-31')).toEqual({ months: ['2026-03-01', '2026-03-01'], days: [] });
    expect(monthsAndDays('2026-03-05', '2026-03-05')).toEqual({ months: null, days: [['2026-03-05', '2026-03-05']] });
  });

  it('alerts only above twice the yearly daily rate, and only from the least count', () => {
    // 3 in 30 days against 18 in 365: 1095 > 1080.
    expect(alertFires(3, 18, 3)).toBe(true);
    expect(alertFires(3, 19, 3)).toBe(false);
    expect(alertFires(2, 2, 3)).toBe(false);
    expect(alertFires(2, 2, 2)).toBe(true);
  });

  it('takes the last 30 days with today, and the last 365', () => {
    expect(alertWindows(new Date('2026-03-31T23:59:00Z'))).toEqual({ since: '2026-03-02', yearSince: '2025-04-01' });
  });

  it('holds a rate until the next month that has one', () => {
    const rates = [
      { month: '2026-01', currency: 'SEK', rate: 0.09 },
      { month: '2026-04', currency: 'SEK', rate: 0.095 },
      { month: '2026-02', currency: 'NOK', rate: 0.085 },
    ];
    expect(rateFor(rates, 'SEK', '2026-03')).toBe(0.09);
    expect(rateFor(rates, 'SEK', '2026-04')).toBe(0.095);
    expect(rateFor(rates, 'NOK', '2026-01')).toBeUndefined();
  });

  it('converts each month at its rate and names the first month without one', () => {
    const rows = [
      { month: '2026-01', currency: 'EUR', amount: 100, units: 1 },
      { month: '2026-01', currency: 'SEK', amount: 1000.05, units: 2 },
    ];
    const months = salesMonths(2026, rows, 'EUR', [{ month: '2026-01', currency: 'SEK', rate: 0.1 }], () => new Error('missing'));
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ month: '2026-01', netSales: 200.01, units: 3 });
    expect(() => salesMonths(2026, rows, 'EUR', [], (m, c) => new Error(`${m} ${c}`))).toThrow('2026-01 SEK');
  });

  it('resolves each month and currency with sales to its rate once, the own currency at 1', () => {
    const rows = [
      { month: '2026-03', currency: 'SEK' },
      { month: '2026-01', currency: 'SEK' },
      { month: '2026-03', currency: 'SEK' },
      { month: '2026-03', currency: 'EUR' },
    ];
    const rates = [
      { month: '2025-12', currency: 'SEK', rate: 0.08 },
      { month: '2026-02', currency: 'SEK', rate: 0.09 },
    ];
    expect(ratesOf(rows, 'EUR', rates, () => new Error('missing'))).toEqual([
      { month: '2026-01', currency: 'SEK', rate: 0.08 },
      { month: '2026-03', currency: 'SEK', rate: 0.09 },
      { month: '2026-03', currency: 'EUR', rate: 1 },
    ]);
    expect(() => ratesOf([{ month: '2026-01', currency: 'NOK' }], 'EUR', rates, (m, c) => new Error(`${m} ${c}`))).toThrow('2026-01 NOK');
  });

  it('lists 52 or 53 ISO weeks, Monday to Sunday', () => {
    expect(weeksOf(2026)).toHaveLength(53);
    expect(weeksOf(2026)[0]).toEqual({ week: '2026-W01', from: '2025-12-29', to: '2026-01-04' });
    expect(weeksOf(2026).at(-1)).toEqual({ week: '2026-W53', from: '2026-12-28', to: '2027-01-03' });
    expect(weeksOf(2012)).toHaveLength(52);
  });
});
