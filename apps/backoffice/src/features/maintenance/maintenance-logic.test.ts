import { describe, expect, it } from 'vitest';
import type { StaffMaintenanceWindow } from '@portal/contracts/staff-maintenance';
import { toLocalInput } from '../../lib/local-time';
import { windowInEffect, windowProblems, windowRequest, windowState, windowValues } from './maintenance-logic';

const stored: StaffMaintenanceWindow = {
  id: 3,
  from: '2026-03-07T20:00:00.000Z',
  to: '2026-03-08T02:00:00.000Z',
  active: false,
  inEffect: false,
};

describe('a maintenance window’s form', () => {
  it('opens a new window tomorrow at this hour, for four hours, switched on', () => {
    const now = new Date('2026-03-02T09:30:00.000Z');
    expect(windowValues(null, now)).toEqual({
      from: toLocalInput('2026-03-03T09:30:00.000Z'),
      to: toLocalInput('2026-03-03T13:30:00.000Z'),
      active: true,
    });
  });

  it('opens a stored window as it is, in the browser’s zone', () => {
    expect(windowValues(stored)).toEqual({ from: toLocalInput(stored.from), to: toLocalInput(stored.to), active: false });
  });

  it('sends moments, there and back to the minute', () => {
    expect(windowRequest(windowValues(stored))).toEqual({ from: stored.from, to: stored.to, active: false });
  });

  it('sends what is no time as typed, so the server names the field', () => {
    expect(windowRequest({ from: 'soon', to: '', active: true })).toEqual({ from: 'soon', to: '', active: true });
  });

  it('needs two times, the end after the start', () => {
    expect(windowProblems(windowValues(stored))).toEqual({});
    // Without a start, no end can follow it either.
    expect(windowProblems({ from: '', to: toLocalInput(stored.to), active: true })).toEqual({
      from: { key: 'maintenance.validation.date' },
      to: { key: 'maintenance.validation.order' },
    });
    expect(windowProblems({ from: toLocalInput(stored.to), to: toLocalInput(stored.from), active: true })).toEqual({
      to: { key: 'maintenance.validation.order' },
    });
  });
});

describe('where a window stands', () => {
  it('closes ordering now, waits to, or is switched off', () => {
    const now = new Date('2026-11-29T12:00:00Z');
    const ahead = '2026-11-30T12:00:00Z';
    const past = '2026-11-28T12:00:00Z';
    expect(windowState({ active: true, inEffect: true, to: ahead }, now)).toEqual({ color: 'orange', key: 'maintenance.state.in-effect' });
    expect(windowState({ active: true, inEffect: false, to: ahead }, now)).toEqual({ color: 'blue', key: 'maintenance.state.active' });
    expect(windowState({ active: false, inEffect: false, to: ahead }, now)).toEqual({ color: 'gray', key: 'maintenance.state.off' });
    // A window whose end has passed is over, not planned.
    expect(windowState({ active: true, inEffect: false, to: past }, now)).toEqual({ color: 'gray', key: 'maintenance.state.over' });
    expect(windowState({ active: false, inEffect: false, to: past }, now)).toEqual({ color: 'gray', key: 'maintenance.state.over' });
  });

  it('the one in effect is found among them', () => {
    const now = { ...stored, id: 4, active: true, inEffect: true };
    expect(windowInEffect([stored, now])).toBe(now);
    expect(windowInEffect([stored])).toBeUndefined();
    expect(windowInEffect(undefined)).toBeUndefined();
  });
});
