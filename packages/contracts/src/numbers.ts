import { LANGUAGE_TAGS, type Language } from './languages.js';

/** Number formats by language, made once: screens, e-mails and documents write percents and short figures alike. */
const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(key: string, language: Language, options: Intl.NumberFormatOptions) {
  let format = formats.get(`${key}:${language}`);
  if (!format) {
    format = new Intl.NumberFormat(LANGUAGE_TAGS[language].locale, options);
    formats.set(`${key}:${language}`, format);
  }
  return format;
}

/** A percent given as its number (12.5 means 12.5 %), written the language's way. */
export const formatPercent = (percent: number, language: Language) =>
  numberFormat('percent', language, { style: 'percent', maximumFractionDigits: 2 }).format(percent / 100);

/** A figure shortened for a chart's axis (12 k, 1,2 mn), written the language's way; the full figure stands in its table. */
export const formatCompact = (value: number, language: Language) =>
  numberFormat('compact', language, { notation: 'compact', maximumFractionDigits: 1 }).format(value);
