import { describe, expect, it } from 'vitest';
import { parseRange } from './byte-range.js';

describe('parseRange', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['bytes=990-5000', { start: 990, end: 999 }],
    [' bytes=5-5 ', { start: 5, end: 5 }],
  ])('reads %s of 1000 bytes', (header, range) => {
    expect(parseRange(header, 1000)).toEqual(range);
  });

  it.each(['bytes=1000-', 'bytes=2000-3000', 'bytes=10-5', 'bytes=-0'])('refuses %s of 1000 bytes', (header) => {
    expect(parseRange(header, 1000)).toBe('unsatisfiable');
  });

  it.each([undefined, '', 'bytes=-', 'bytes=0-1,5-6', 'items=0-5', 'bytes=a-b'])('sends the whole file for %j', (header) => {
    expect(parseRange(header, 1000)).toBeNull();
  });
});
