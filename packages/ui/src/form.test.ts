import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { emailAddress, requiredText, singleLine } from '@portal/contracts/common';
import { firstError, schemaProblems } from './form';

const Person = z.object({
  name: requiredText(5),
  email: emailAddress(),
  address: z.object({ city: requiredText(10), street: singleLine(z.string()).optional() }),
});

describe('schemaProblems', () => {
  it('names the kind of each field problem, by the form path', () => {
    expect(
      schemaProblems(Person, { name: ' ', email: 'nope', address: { city: 'x'.repeat(11), street: 'Storgatan 1\r\nBcc: x' } }),
    ).toEqual({
      name: { kind: 'required', message: 'is required' },
      email: { kind: 'invalid-format', message: 'has invalid format' },
      'address.city': { kind: 'too-long', max: 10, message: expect.any(String) },
      'address.street': { kind: 'line-break', message: 'must be on one line' },
    });
  });

  it('treats a missing field as required and is empty for a valid value', () => {
    expect(schemaProblems(Person, { name: 'Ann', email: 'ann@example.test', address: {} })).toEqual({
      'address.city': expect.objectContaining({ kind: 'required' }),
    });
    expect(schemaProblems(Person, { name: 'Ann', email: 'ann@example.test', address: { city: 'Lund' } })).toEqual({});
  });

  it('maps paths to the form fields and drops those without one', () => {
    const problems = schemaProblems(Person, { name: '', email: '', address: { city: '' } }, (path) =>
      path === 'email' ? null : path.toUpperCase(),
    );
    expect(Object.keys(problems).sort()).toEqual(['ADDRESS.CITY', 'NAME']);
  });
});

describe('firstError', () => {
  it('follows the order of the form, not of the errors', () => {
    expect(firstError(['a', 'b', 'c'], { c: 'x', b: 'y' })).toBe('b');
    expect(firstError(['a'], {})).toBeNull();
  });
});
