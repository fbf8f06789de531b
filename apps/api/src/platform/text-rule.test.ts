import { describe, expect, it } from 'vitest';
import { AppError } from './errors.js';
import { cleanTexts } from './text-rule.js';

const refused = (value: unknown) => {
  try {
    cleanTexts(value);
    return null;
  } catch (error) {
    return error instanceof AppError ? error.details.field : 'not an AppError';
  }
};

describe('cleanTexts', () => {
  it('refuses NUL, other control characters and lone surrogates, naming the field', () => {
    expect(refused({ inputs: { GoodsMark: 'Villa\u0000Ek' } })).toBe('inputs.GoodsMark');
    expect(refused({ note: 'a\u001bb' })).toBe('note');
    expect(refused({ lines: [{ text: 'ok' }, { text: 'x\ud800' }] })).toBe('lines.1.text');
    expect(refused({ name: '\udc00' })).toBe('name');
    expect(refused({ name: 'del\u007f' })).toBe('name');
  });

  it('keeps tab and line breaks, emoji and every script, and composes accents', () => {
    expect(cleanTexts({ note: 'rad ett\r\nrad två\tslut', emoji: '🔥', name: 'Ølstykke Ähtäri Günther' })).toEqual({
      note: 'rad ett\r\nrad två\tslut',
      emoji: '🔥',
      name: 'Ølstykke Ähtäri Günther',
    });
    const decomposed = 'a\u030angstro\u0308m';
    expect(cleanTexts({ name: decomposed }).name).toBe('ångström');
  });

  it('leaves numbers, booleans and null as they are', () => {
    expect(cleanTexts({ n: 1, b: true, z: null, list: [1, 'a'] })).toEqual({ n: 1, b: true, z: null, list: [1, 'a'] });
  });
});
