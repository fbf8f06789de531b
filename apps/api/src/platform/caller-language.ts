import { languageForMarket, languageOfTag, type Language } from '@portal/contracts/languages';
import { acceptedLanguages } from './i18n.js';

/**
 * The language a dealer reads the catalogue in, and its order lines as ordered: the language the
 * user chose in the portal (stored with the contact), else the portal language the app's
 * Accept-Language wants most (the app sends its UI language), else the market's (se → sv,
 * no → no, every other → en). Where the catalogue has no text in that language, it answers the
 * Swedish one.
 */
export function callerLanguage(caller: { language: Language | null; market: string }, acceptLanguage: string | undefined): Language {
  if (caller.language) return caller.language;
  for (const tag of acceptedLanguages(acceptLanguage)) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return languageForMarket(caller.market);
}
