import { LANGUAGES, type Language } from '@portal/contracts/languages';

export { LANGUAGES, type Language };

export const DEFAULT_LANGUAGE: Language = 'sv';

/** Spec: sv for market se, no for market no, en for every other market; no market means se. */
export function languageForMarket(market: string | null | undefined): Language {
  const m = (market ?? 'se').toLowerCase();
  if (m === 'se') return 'sv';
  if (m === 'no') return 'no';
  return 'en';
}

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** BCP 47 tags for <html lang> and Intl; the portal's own code for Danish is dk. */
export const LOCALE_TAG: Record<Language, string> = {
  en: 'en-GB',
  sv: 'sv-SE',
  dk: 'da-DK',
  de: 'de-DE',
  no: 'nb-NO',
  fi: 'fi-FI',
};

export const HTML_LANG: Record<Language, string> = { en: 'en', sv: 'sv', dk: 'da', de: 'de', no: 'no', fi: 'fi' };

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
