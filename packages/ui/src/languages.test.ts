import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserLanguage, HTML_LANG, LANGUAGES, languageForMarket, storeLanguage, uiLocalesOf, visitorLanguage } from './languages';

describe('market → language', () => {
  it.each([
    ['se', 'sv'],
    ['no', 'no'],
    ['dk', 'en'],
    ['de', 'en'],
    ['fi', 'en'],
    ['nl', 'en'],
  ])('market %s speaks %s', (market, language) => {
    expect(languageForMarket(market)).toBe(language);
  });

  it('reads the market case-insensitively', () => {
    expect(languageForMarket('SE')).toBe('sv');
    expect(languageForMarket('No')).toBe('no');
  });

  it('treats a missing market as se, so Swedish', () => {
    expect(languageForMarket(undefined)).toBe('sv');
    expect(languageForMarket(null)).toBe('sv');
  });

  it('gives every language a valid BCP 47 tag for <html lang> (dk is Danish, da)', () => {
    expect(HTML_LANG.dk).toBe('da');
    for (const l of LANGUAGES) expect(Intl.getCanonicalLocales(HTML_LANG[l])).toHaveLength(1);
  });
});

describe('the visitor’s language', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is the first of the browser’s languages that the portal speaks, else Swedish', () => {
    expect(browserLanguage(['de-DE', 'en'])).toBe('de');
    expect(browserLanguage(['fr-FR', 'nb-NO', 'en'])).toBe('no');
    expect(browserLanguage(['da'])).toBe('dk');
    expect(browserLanguage(['fi-FI'])).toBe('fi');
    expect(browserLanguage(['en-US'])).toBe('en');
    expect(browserLanguage(['fr-FR', 'es'])).toBe('sv');
    expect(browserLanguage([])).toBe('sv');
  });

  it('reads navigator.languages, and a language the user picked wins', () => {
    const store = new Map<string, string>();
    vi.stubGlobal('navigator', { languages: ['de-AT', 'en'], language: 'de-AT' });
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
      removeItem: (k: string) => store.delete(k),
    });
    expect(visitorLanguage()).toBe('de');
    storeLanguage('no');
    expect(visitorLanguage()).toBe('no');
    storeLanguage(null);
    expect(visitorLanguage()).toBe('de');
  });

  it('goes to the identity provider as a language tag', () => {
    expect(uiLocalesOf('dk')).toBe('da-DK');
    expect(uiLocalesOf('no')).toBe('nb-NO');
    for (const l of LANGUAGES) expect(Intl.getCanonicalLocales(uiLocalesOf(l))).toHaveLength(1);
  });
});
