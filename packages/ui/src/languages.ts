import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_TAGS, LANGUAGES, pickLanguage, type Language } from '@portal/contracts/languages';

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

/** The first portal language among the browser's languages (navigator.languages), else Swedish. */
export function browserLanguage(languages: readonly string[] | undefined = readBrowserLanguages()): Language {
  return pickLanguage(languages ?? []);
}

function readBrowserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : [];
}

/**
 * The language of a visitor who has not signed in: the one the user picked (on the login screen,
 * the sign-in page or the user menu), else the browser's, else Swedish. After sign-in the
 * market decides unless the user picked one.
 */
export const visitorLanguage = (): Language => storedLanguage() ?? browserLanguage();

/** The language as an OpenID Connect provider reads it in ui_locales: a BCP 47 tag (da-DK, never the portal's dk). */
export const uiLocalesOf = (language: Language) => LANGUAGE_TAGS[language].locale;
