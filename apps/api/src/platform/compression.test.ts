import { describe, expect, it } from 'vitest';
import { preferredEncoding } from './compression.js';

describe('preferredEncoding', () => {
  it('takes brotli first, then gzip, as the client accepts them', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('deflate, gzip;q=0.5')).toBe('gzip');
  });

  it('follows the q-values: the higher wins, q=0 refuses', () => {
    expect(preferredEncoding('br;q=0.2, gzip;q=0.9')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('br; q=0, gzip; q=0')).toBeNull();
  });

  it('reads * as any encoding not named, and sends nothing compressed without a header or for identity', () => {
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('br;q=0, *')).toBe('gzip');
    expect(preferredEncoding(undefined)).toBeNull();
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding('')).toBeNull();
  });
});
