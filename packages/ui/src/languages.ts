import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_TAGS, LANGUAGES, type Language } from '@portal/contracts/languages';

export { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language };
export { languageForMarket } from '@portal/contracts/languages';

/** BCP 47 tags for Intl, from the one language map in the contracts. */
export const LOCALE_TAG = Object.fromEntries(LANGUAGES.map((l) => [l, LANGUAGE_TAGS[l].locale])) as Record<Language, string>;

/** Tags for `<html lang>`; Danish is `da`, as dk is not a language tag. */
export const HTML_LANG = Object.fromEntries(LANGUAGES.map((l) => [l, LANGUAGE_TAGS[l].html])) as Record<Language, string>;

/** Texts that show money without a given currency use the language's own. */
export const LANGUAGE_CURRENCY: Record<Language, string> = {
  en: 'GBP',
  sv: 'SEK',
  dk: 'DKK',
  de: 'EUR',
  no: 'NOK',
  fi: 'EUR',
};

const STORAGE_KEY = 'portal.language';

/** A language the user picked in the user menu wins over the market's. */
export function storedLanguage(): Language | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

export function storeLanguage(language: Language | null) {
  try {
    if (language) localStorage.setItem(STORAGE_KEY, language);
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
}
