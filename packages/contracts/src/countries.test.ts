import { describe, expect, it } from 'vitest';
import { countryName } from './countries.js';

describe('countryName', () => {
  it('names a two-letter code in the reader’s language, whatever its case', () => {
    expect(countryName('se', 'sv')).toBe('Sverige');
    expect(countryName('se', 'en')).toBe('Sweden');
    expect(countryName('dk', 'de')).toBe('Dänemark');
    expect(countryName(' NO ', 'fi')).toBe('Norja');
    expect(countryName('fi', 'dk')).toBe('Finland');
  });

  it('leaves a written name as it is, trimmed', () => {
    expect(countryName('Sverige', 'en')).toBe('Sverige');
    expect(countryName(' Deutschland ', 'sv')).toBe('Deutschland');
    expect(countryName('', 'sv')).toBe('');
  });
});
