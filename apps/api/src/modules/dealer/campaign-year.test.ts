import { describe, expect, it } from 'vitest';
import { campaignYear } from './campaign-year.js';

describe('campaignYear', () => {
  it('is the calendar year of the reseller’s own time zone', () => {
    const newYearInHelsinki = new Date('2025-12-31T22:30:00Z');
    expect(campaignYear('fi', newYearInHelsinki)).toBe(2026);
    expect(campaignYear('se', newYearInHelsinki)).toBe(2025);
  });

  it('falls back to Swedish time for an unknown market', () => {
    expect(campaignYear('xx', new Date('2025-12-31T23:30:00Z'))).toBe(2026);
    expect(campaignYear('xx', new Date('2025-06-01T12:00:00Z'))).toBe(2025);
  });
});
