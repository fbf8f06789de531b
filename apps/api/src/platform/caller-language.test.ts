import { describe, expect, it } from 'vitest';
import { acceptedLanguages, pickLanguage, requestLanguage } from './i18n.js';

describe('ui_locales', () => {
  it('picks the first language the portal speaks, from BCP 47 tags', () => {
    expect(pickLanguage('fr-FR de-DE')).toBe('de');
    expect(pickLanguage('da-DK')).toBe('dk');
    expect(pickLanguage('nb-NO')).toBe('no');
    expect(pickLanguage('nn')).toBe('no');
    expect(pickLanguage('fi')).toBe('fi');
    // The portal's own code for Danish, as older clients send it.
    expect(pickLanguage('dk')).toBe('dk');
  });

  it('falls back to Swedish, or to what the caller knows better', () => {
    expect(pickLanguage(undefined)).toBe('sv');
    expect(pickLanguage('fr-FR')).toBe('sv');
    expect(pickLanguage(undefined, 'de')).toBe('de');
    expect(pickLanguage('', 'fi')).toBe('fi');
    expect(pickLanguage('en-GB', 'fi')).toBe('en');
  });
});

describe('Accept-Language', () => {
  it('orders the languages by weight, then as written, and leaves out q=0 and *', () => {
    expect(acceptedLanguages('de-DE,de;q=0.9,en;q=0.8')).toEqual(['de-DE', 'de', 'en']);
    expect(acceptedLanguages('en;q=0.5, fi, sv;q=0.7')).toEqual(['fi', 'sv', 'en']);
    expect(acceptedLanguages('fr, *;q=0.1, de;q=0')).toEqual(['fr']);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });

  it('gives the first language of the request that the portal speaks, else Swedish', () => {
    expect(requestLanguage('de-DE,de;q=0.9,en;q=0.8')).toBe('de');
    expect(requestLanguage('fr-FR,fr;q=0.9,nb;q=0.8,en;q=0.5')).toBe('no');
    expect(requestLanguage('en;q=0.4, da;q=0.9')).toBe('dk');
    expect(requestLanguage('fr-FR, es')).toBe('sv');
    expect(requestLanguage('sv-SE, en')).toBe('sv');
    expect(requestLanguage(undefined)).toBe('sv');
  });
});
