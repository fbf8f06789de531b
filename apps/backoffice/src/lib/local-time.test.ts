import { describe, expect, it } from 'vitest';
import { calendarDay, fromLocalInput, toLocalInput } from './local-time';

describe('datetime-local values', () => {
  it('go there and back to the minute, in the zone of the browser', () => {
    const moment = new Date(2026, 10, 25, 14, 5).toISOString();
    expect(toLocalInput(moment)).toBe('2026-11-25T14:05');
    expect(fromLocalInput(toLocalInput(moment))).toBe(moment);
  });

  it('answer null for what is not a time', () => {
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('2026-13-45T99:99')).toBeNull();
  });
});

describe('a stored calendar day', () => {
  it('is that day in the zone of the browser', () => {
    const day = calendarDay('2026-03-01');
    expect([day.getFullYear(), day.getMonth(), day.getDate()]).toEqual([2026, 2, 1]);
  });

  it('is the last day of a year as well as the first', () => {
    expect(calendarDay('2025-12-31').getDate()).toBe(31);
    expect(calendarDay('2026-01-01').getFullYear()).toBe(2026);
  });
});
