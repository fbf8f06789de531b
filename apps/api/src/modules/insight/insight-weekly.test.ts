import { describe, expect, it } from 'vitest';
import { dashboardPath, nextSendAt } from './insight-weekly.js';

describe('the weekly e-mails', () => {
  it('are due on the first Monday 06:00 UTC after now', () => {
    // Sunday 29 November 2026.
    expect(nextSendAt(new Date('2026-11-29T12:00:00Z')).toISOString()).toBe('2026-11-30T06:00:00.000Z');
    // Monday before and at six, and Saturday.
    expect(nextSendAt(new Date('2026-11-30T05:59:00Z')).toISOString()).toBe('2026-11-30T06:00:00.000Z');
    expect(nextSendAt(new Date('2026-11-30T06:00:00Z')).toISOString()).toBe('2026-12-07T06:00:00.000Z');
    expect(nextSendAt(new Date('2026-12-05T23:00:00Z')).toISOString()).toBe('2026-12-07T06:00:00.000Z');
  });

  it('link to the dashboard with the filters subscribed, none left out', () => {
    expect(dashboardPath({ dashboard: 'quality', filters: { groupBy: 'batch', from: '2026-01-01' } })).toBe(
      '/insight/quality?groupBy=batch&from=2026-01-01',
    );
    expect(dashboardPath({ dashboard: 'use', filters: {} })).toBe('/insight/use');
  });
});
