import { describe, expect, it } from 'vitest';
import { callerLanguage } from './caller-language.js';

describe("the caller's language", () => {
  it("is the user's own choice first, whatever the app sends", () => {
    expect(callerLanguage({ language: 'de', market: 'de' }, 'en')).toBe('de');
    expect(callerLanguage({ language: 'sv', market: 'no' }, 'nb-NO')).toBe('sv');
  });

  it("is then the portal language the app's Accept-Language wants most", () => {
    expect(callerLanguage({ language: null, market: 'de' }, 'de')).toBe('de');
    expect(callerLanguage({ language: null, market: 'se' }, 'da')).toBe('dk');
    expect(callerLanguage({ language: null, market: 'se' }, 'fr-FR, nb;q=0.8, en;q=0.5')).toBe('no');
    expect(callerLanguage({ language: null, market: 'se' }, 'en;q=0.5, de')).toBe('de');
  });

  it("is else the market's language: sv for se, no for no, en for the others", () => {
    expect(callerLanguage({ language: null, market: 'se' }, undefined)).toBe('sv');
    expect(callerLanguage({ language: null, market: 'no' }, '')).toBe('no');
    expect(callerLanguage({ language: null, market: 'de' }, 'fr')).toBe('en');
    expect(callerLanguage({ language: null, market: 'fi' }, '*')).toBe('en');
    expect(callerLanguage({ language: null, market: 'dk' }, undefined)).toBe('en');
  });
});
