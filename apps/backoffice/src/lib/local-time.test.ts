import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from './local-time';

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
