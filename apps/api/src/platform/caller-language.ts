import { languageForMarket, languageOfTag, type Language } from '@portal/contracts/languages';

/**
 * The language a dealer reads the catalogue in, and its order lines as ordered: the language the
 * user chose in the portal (stored with the contact), else the first portal language of the
 * Accept-Language the app sends (its UI language), else the market's (se → sv, no → no, every
 * other → en). Where the catalogue has no text in that language, it answers the Swedish one.
 */
export function callerLanguage(caller: { language: Language | null; market: string }, acceptLanguage: string | undefined): Language {
  if (caller.language) return caller.language;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const language = languageOfTag(part.split(';')[0] ?? '');
    if (language) return language;
  }
  return languageForMarket(caller.market);
}
