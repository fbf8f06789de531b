import { LANGUAGE_TAGS, type Language } from './languages.js';

/**
 * The one money formatter of the portal: screens, e-mails and documents show an amount in the
 * customer's currency, written the way the reader's language writes numbers.
 */
const formats = new Map<string, Intl.NumberFormat>();

export function formatMoney(amount: number, language: Language, currency: string): string {
  const key = `${language}:${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LANGUAGE_TAGS[language].locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formats.set(key, format);
  }
  return format.format(amount);
}

/**
 * An amount rounded to cents, as the ERP stores it: every total, line amount and price the
 * portal computes goes through this one rounding, so API, screens and documents agree.
 */
export const round2 = (amount: number) => Math.round(amount * 100) / 100;
