import { describe, expect, it } from 'vitest';
import { addWorkingDays, easterSunday, isWorkingDay, nextWorkingDay, publicHolidays, startOfDay, today } from './delivery-calendar.js';

describe('delivery calendar', () => {
  it('finds Easter Sunday', () => {
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
  });

  it('knows each country’s own holidays', () => {
    expect(publicHolidays('se', 2026).has('2026-06-06')).toBe(true); // national day
    expect(publicHolidays('se', 2026).has('2026-06-19')).toBe(true); // Midsummer Eve
    expect(publicHolidays('no', 2026).has('2026-05-17')).toBe(true);
    expect(publicHolidays('no', 2026).has('2026-06-06')).toBe(false);
    expect(publicHolidays('de', 2026).has('2026-10-03')).toBe(true);
    expect(publicHolidays('fi', 2026).has('2026-12-06')).toBe(true);
    expect(publicHolidays('dk', 2026).has('2026-06-05')).toBe(true);
    // Ascension Day, 39 days after Easter, everywhere
    for (const c of ['se', 'no', 'dk', 'de', 'fi'] as const) expect(publicHolidays(c, 2026).has('2026-05-14')).toBe(true);
  });

  it('skips weekends and holidays', () => {
    expect(isWorkingDay('se', '2026-11-21')).toBe(false); // Saturday
    expect(isWorkingDay('se', '2026-11-23')).toBe(true);
    expect(nextWorkingDay('se', '2026-12-24')).toBe('2026-12-28');
    expect(nextWorkingDay('no', '2026-12-24')).toBe('2026-12-24'); // Christmas Eve is a working day in Norway
  });

  it('counts working days across Easter', () => {
    // Thursday 2 April 2026: Good Friday and Easter Monday are holidays in Sweden
    expect(addWorkingDays('se', '2026-04-02', 1)).toBe('2026-04-07');
    // Norway also rests on Maundy Thursday
    expect(addWorkingDays('no', '2026-04-01', 1)).toBe('2026-04-07');
  });

  it('takes today in the country’s time zone', () => {
    const lateUtc = new Date('2026-11-20T23:30:00Z');
    expect(today('fi', lateUtc)).toBe('2026-11-21');
    expect(today('se', lateUtc)).toBe('2026-11-21');
    expect(today('se', new Date('2026-11-20T22:30:00Z'))).toBe('2026-11-20');
  });
});

describe('startOfDay', () => {
  it('is midnight in the country, in winter and summer and on the days the clocks change', () => {
    expect(startOfDay('se', '2026-11-28').toISOString()).toBe('2026-11-27T23:00:00.000Z');
    expect(startOfDay('fi', '2026-07-01').toISOString()).toBe('2026-06-30T21:00:00.000Z');
    expect(startOfDay('se', '2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(startOfDay('se', '2026-10-25').toISOString()).toBe('2026-10-24T22:00:00.000Z');
  });
});
