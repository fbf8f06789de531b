import { describe, expect, it } from 'vitest';
import { HTML_LANG, LANGUAGES, languageForMarket } from './languages';

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
