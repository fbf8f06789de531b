import { formatMoney as formatMoneyIn } from '@portal/contracts/money';
import { LANGUAGE_CURRENCY, LOCALE_TAG, type Language } from './languages';

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(locale: string, currency: string) {
  const key = `n:${locale}:${currency}`;
  let f = cache.get(key) as Intl.NumberFormat | undefined;
  if (!f) {
    f = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    cache.set(key, f);
  }
  return f;
}

/** Cart and checkout always show Swedish kronor in Swedish format (spec 000 §1). */
export const formatSek = (amount: number) => numberFormat('sv-SE', 'SEK').format(amount);

/** Money in a given currency, or in the language's own when none is given (one formatter with e-mails and documents). */
export const formatMoney = (amount: number, language: Language, currency?: string) =>
  formatMoneyIn(amount, language, currency ?? LANGUAGE_CURRENCY[language]);

export function formatDate(date: Date, language: Language) {
  const key = `d:${language}`;
  let f = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!f) {
    f = new Intl.DateTimeFormat(LOCALE_TAG[language], { year: 'numeric', month: 'short', day: 'numeric' });
    cache.set(key, f);
  }
  return f.format(date);
}

/** The ERP writes dates as yyyymmdd digits. */
export function parseYyyyMmDd(value: string): Date | null {
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  if (!m) return null;
  const date = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return Number.isNaN(date.getTime()) ? null : date;
}

function plainNumberFormat(key: string, make: () => Intl.NumberFormat) {
  let f = cache.get(key) as Intl.NumberFormat | undefined;
  if (!f) {
    f = make();
    cache.set(key, f);
  }
  return f;
}

/** A quantity, up to three decimals, written the language's way. */
export const formatQuantity = (quantity: number, language: Language) =>
  plainNumberFormat(`q:${language}`, () => new Intl.NumberFormat(LOCALE_TAG[language], { maximumFractionDigits: 3 })).format(quantity);

/** A discount given in percent (12.5 means 12.5 %), written the language's way. */
export const formatPercent = (percent: number, language: Language) =>
  plainNumberFormat(
    `p:${language}`,
    () => new Intl.NumberFormat(LOCALE_TAG[language], { style: 'percent', maximumFractionDigits: 2 }),
  ).format(percent / 100);

/** The language's decimal separator, for number inputs: a comma in the Nordic languages and German. */
export const decimalSeparator = (language: Language) =>
  new Intl.NumberFormat(LOCALE_TAG[language]).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
