import { LANGUAGE_TAGS, type Language } from './languages.js';

const regionNames = new Map<Language, Intl.DisplayNames>();

/**
 * A country as the ERP and the CRM store it: a two-letter code (se, dk, …) is named in the
 * reader's language; a name written out stays as it is.
 */
export function countryName(country: string, language: Language): string {
  const value = country.trim();
  if (!/^[a-z]{2}$/i.test(value)) return value;
  let names = regionNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([LANGUAGE_TAGS[language].locale], { type: 'region', fallback: 'code' });
    regionNames.set(language, names);
  }
  return names.of(value.toUpperCase()) ?? value;
}
