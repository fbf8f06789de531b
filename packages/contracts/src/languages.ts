/**
 * Languages and markets of the portal, defined once for the web apps and the API.
 * Kept free of zod so the web app's first screen can use it without loading schemas.
 */
export const LANGUAGES = ['en', 'sv', 'dk', 'de', 'no', 'fi'] as const;
export type Language = (typeof LANGUAGES)[number];

export const MARKETS = ['se', 'no', 'dk', 'de', 'fi'] as const;
export type Market = (typeof MARKETS)[number];

export const DEFAULT_LANGUAGE: Language = 'sv';
export const DEFAULT_MARKET: Market = 'se';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

export const isMarket = (value: unknown): value is Market => typeof value === 'string' && (MARKETS as readonly string[]).includes(value);

/** A market as stored or claimed (any case, possibly missing or unknown); unknown means the default market. */
export const toMarket = (value: string | null | undefined): Market => {
  const market = (value ?? '').toLowerCase();
  return isMarket(market) ? market : DEFAULT_MARKET;
};

/**
 * How each language is written for machines: `locale` for Intl (dates, numbers, money),
 * `html` for `<html lang>` and Content-Language. The portal's own code for Danish is dk,
 * which is not a language tag.
 */
export const LANGUAGE_TAGS: Record<Language, { locale: string; html: string }> = {
  en: { locale: 'en-GB', html: 'en' },
  sv: { locale: 'sv-SE', html: 'sv' },
  dk: { locale: 'da-DK', html: 'da' },
  de: { locale: 'de-DE', html: 'de' },
  no: { locale: 'nb-NO', html: 'no' },
  fi: { locale: 'fi-FI', html: 'fi' },
};

/** Spec: sv for market se, no for market no, en for every other market; no market means se. */
export function languageForMarket(market: string | null | undefined): Language {
  const m = (market ?? DEFAULT_MARKET).toLowerCase();
  if (m === 'se') return 'sv';
  if (m === 'no') return 'no';
  return 'en';
}

/** The portal language of a BCP 47 tag (`da-DK` → dk, `nb`/`nn` → no), or null when none fits. */
export function languageOfTag(tag: string): Language | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  if (primary === 'da') return 'dk';
  if (primary === 'nb' || primary === 'nn') return 'no';
  return isLanguage(primary) && primary !== 'dk' ? primary : null;
}

/** The first portal language among tags in order of preference (ui_locales, Accept-Language without weights). */
export function pickLanguage(tags: readonly string[], fallback: Language = DEFAULT_LANGUAGE): Language {
  for (const tag of tags) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return fallback;
}

/** Each market's time zone: its calendar day decides what "today" and "this year" mean for its dealers. */
export const MARKET_TIME_ZONES: Record<Market, string> = {
  se: 'Europe/Stockholm',
  no: 'Europe/Oslo',
  dk: 'Europe/Copenhagen',
  de: 'Europe/Berlin',
  fi: 'Europe/Helsinki',
};

// One formatter per market, made when first asked for: making one costs about 0.1 ms, and the
// server asks for today on many requests.
const dayFormats = new Map<Market, Intl.DateTimeFormat>();

/** Today in the market's time zone as yyyy-mm-dd: at 00:30 in Helsinki it is already tomorrow there, whatever the device says. */
export function todayInMarket(market: Market, now: Date = new Date()): string {
  let format = dayFormats.get(market);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone: MARKET_TIME_ZONES[market], year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(market, format);
  }
  return format.format(now);
}

/** The currency a market's dealers are priced and invoiced in. */
export const MARKET_CURRENCIES = { se: 'SEK', no: 'NOK', dk: 'DKK', de: 'EUR', fi: 'EUR' } as const satisfies Record<Market, string>;
