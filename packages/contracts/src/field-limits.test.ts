import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { emailAddress, optionalText, requiredText } from './common.js';
import { isRequired, maxLengthOf, maxLengthsOf } from './field-limits.js';

describe('maxLengthOf', () => {
  it('reads the maximum of a text, through the wrappers a field may have', () => {
    expect(maxLengthOf(requiredText(50))).toBe(50);
    expect(maxLengthOf(optionalText(80))).toBe(80);
    expect(maxLengthOf(emailAddress())).toBe(100);
    expect(maxLengthOf(z.email().max(120))).toBe(120);
    expect(maxLengthOf(z.string().max(40).nullable().optional())).toBe(40);
    expect(maxLengthOf(z.string().max(10).default(''))).toBe(10);
    expect(
      maxLengthOf(
        z
          .string()
          .max(30)
          .transform((s) => s.toUpperCase()),
      ),
    ).toBe(30);
  });

  it('takes the tightest of several maxima', () => {
    expect(maxLengthOf(z.string().max(100).max(60))).toBe(60);
  });

  it('throws for a schema without one, so a form cannot quietly lose its limit', () => {
    expect(() => maxLengthOf(z.string())).toThrow(/no maximum/);
    expect(() => maxLengthOf(z.number().max(5))).toThrow(/no maximum/);
    expect(() => maxLengthOf(z.literal('').or(z.string()))).toThrow(/no maximum/);
  });
});

describe('maxLengthsOf', () => {
  it('reads the named fields of an object schema', () => {
    const address = z.object({ name: requiredText(100), city: optionalText(50), country: z.literal('se') });
    expect(maxLengthsOf(address, ['name', 'city'])).toEqual({ name: 100, city: 50 });
  });
});

describe('isRequired', () => {
  it('is true when an empty or missing value is refused', () => {
    expect(isRequired(requiredText(50))).toBe(true);
    expect(isRequired(emailAddress())).toBe(true);
    expect(isRequired(z.string().min(1).nullable())).toBe(true);
  });

  it('is false when a field may be left empty or out', () => {
    expect(isRequired(optionalText(50))).toBe(false);
    expect(isRequired(z.string().max(50))).toBe(false);
    expect(isRequired(z.string().min(1).optional())).toBe(false);
  });
});
