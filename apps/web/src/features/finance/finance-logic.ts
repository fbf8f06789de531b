import { DEFAULT_LANGUAGE, isLanguage, LOCALE_TAG, type Language } from '@portal/ui/languages';

/** The two brands of the manufacturer, by the code the API knows them by. */
export const FINANCE_BRANDS = [
  { code: 'NF', name: 'Nordflamme' },
  { code: 'GH', name: 'Glödhus' },
] as const;

/** The brand tiles show for markets containing se, no or fi (spec 001 §6). */
export const showsBrandTiles = (market: string | null | undefined) => /se|no|fi/.test((market ?? '').toLowerCase());

export const asLanguage = (value: string | undefined): Language => (isLanguage(value) ? value : DEFAULT_LANGUAGE);

export type Change = { direction: 'up' | 'down' | 'same'; percent: number } | { direction: 'new' };

/** This year against last: up or down by how many percent, or new when last year had nothing to compare with. */
export function change(current: number, previous: number): Change {
  if (previous <= 0) return current > 0 ? { direction: 'new' } : { direction: 'same', percent: 0 };
  const percent = ((current - previous) / previous) * 100;
  if (Math.abs(percent) < 0.05) return { direction: 'same', percent: 0 };
  return { direction: percent > 0 ? 'up' : 'down', percent: Math.abs(percent) };
}

const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let format = formats.get(key) as T | undefined;
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

/** Sales figures in whole currency units: cents only distract on a dashboard. */
export const formatAmount = (amount: number, language: Language, currency: string) =>
  cached(
    `a:${language}:${currency}`,
    () => new Intl.NumberFormat(LOCALE_TAG[language], { style: 'currency', currency, maximumFractionDigits: 0, minimumFractionDigits: 0 }),
  ).format(amount);

/**
 * The chart's axis in thousands, under a caption naming the unit ("Belopp i tusental SEK"): the languages' own
 * compact forms read oddly to a dealer (Swedish "12,3 tn" instead of "tkr"; German writes 12.345 in full).
 */
export const formatThousands = (amount: number, language: Language) =>
  cached(`k:${language}`, () => new Intl.NumberFormat(LOCALE_TAG[language], { maximumFractionDigits: 1 })).format(amount / 1000);

export const formatCount = (count: number, language: Language) =>
  cached(`n:${language}`, () => new Intl.NumberFormat(LOCALE_TAG[language], { maximumFractionDigits: 0 })).format(count);

export const formatPercentChange = (percent: number, language: Language) =>
  cached(`p:${language}`, () => new Intl.NumberFormat(LOCALE_TAG[language], { style: 'percent', maximumFractionDigits: 1 })).format(
    percent / 100,
  );

/** The twelve month names in the language, January first. */
export function monthNames(language: Language, width: 'narrow' | 'short' | 'long'): string[] {
  const format = cached(`m:${language}:${width}`, () => new Intl.DateTimeFormat(LOCALE_TAG[language], { month: width, timeZone: 'UTC' }));
  return Array.from({ length: 12 }, (_, i) => format.format(new Date(Date.UTC(2024, i, 15))));
}

/** A round top for a chart's scale and its gridline step, so the axis reads 0, 5 k, 10 k … */
export function niceScale(maxValue: number, ticks = 4): { max: number; step: number } {
  if (!(maxValue > 0)) return { max: ticks, step: 1 };
  const rough = maxValue / ticks;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((f) => f * magnitude).find((s) => s >= rough) ?? 10 * magnitude;
  return { max: step * Math.ceil(maxValue / step), step };
}
