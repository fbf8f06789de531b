import { describe, expect, it } from 'vitest';
import { parseLimit } from './approvals-logic';

describe('a limit as typed', () => {
  it('reads empty as no limit, and numbers in the language’s way', () => {
    expect(parseLimit('  ', 'en')).toBeNull();
    expect(parseLimit('5000', 'sv')).toBe(5000);
    expect(parseLimit('5 000,50', 'sv')).toBe(5000.5);
    expect(parseLimit('5,000.50', 'en')).toBe(5000.5);
    expect(parseLimit('0', 'de')).toBe(0);
  });

  it('refuses what is no amount', () => {
    expect(parseLimit('-1', 'en')).toBe('invalid');
    expect(parseLimit('1.005', 'en')).toBe('invalid');
    expect(parseLimit('abc', 'fi')).toBe('invalid');
    expect(parseLimit('1000000000', 'en')).toBe('invalid');
  });
});
