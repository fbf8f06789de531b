import { formatMoney as formatMoneyIn } from '@portal/contracts/money';

// Percents and a chart axis' short figures are written alike on screens and in e-mails.
export { formatCompact, formatPercent } from '@portal/contracts/numbers';
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

/** The language's decimal separator, for number inputs: a comma in the Nordic languages and German. */
export const decimalSeparator = (language: Language) =>
  new Intl.NumberFormat(LOCALE_TAG[language]).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';

/** The language's thousands separator: a no-break space in Swedish, Norwegian and Finnish, a point in Danish and German, a comma in English. */
export const groupSeparator = (language: Language) =>
  new Intl.NumberFormat(LOCALE_TAG[language]).formatToParts(10_000).find((p) => p.type === 'group')?.value ?? ',';

/** A number for reading (hints, placeholders): grouped and with up to six decimals, written the language's way. */
export const formatNumber = (value: number, language: Language) =>
  plainNumberFormat(`n:${language}`, () => new Intl.NumberFormat(LOCALE_TAG[language], { maximumFractionDigits: 6 })).format(value);

/** A number as an input shows it for editing: the language's decimal separator, no grouping. */
export const formatNumberInput = (value: number, language: Language) =>
  plainNumberFormat(
    `i:${language}`,
    () => new Intl.NumberFormat(LOCALE_TAG[language], { maximumFractionDigits: 10, useGrouping: false }),
  ).format(value);

/** Whole groups of three after a first group of one to three digits, e.g. 1.234.567 (never 0.500). */
const isGrouped = (digits: string, separator: string) => {
  const [first = '', ...rest] = digits.split(separator);
  return /^[1-9]\d{0,2}$/.test(first) && rest.length > 0 && rest.every((g) => /^\d{3}$/.test(g));
};

const count = (text: string, char: string) => text.split(char).length - 1;

/**
 * A number as people type it: a decimal comma or point (4,5 and 4.5), spaces between the
 * thousands (4 500, 4 500,5), a point or comma grouping the thousands when the other one is the
 * decimal separator (1.234,5 and 1,234.5), a leading minus or plus. One separator followed by
 * exactly three digits is read the language's way when a language is given: 4.500 is 4500 in
 * German and Danish, 4,500 is 4500 in English; otherwise it is a decimal separator. Anything
 * else (letters, exponents, 4,5,6, a lone separator) is null.
 */
export function parseDecimal(text: string, language?: Language): number | null {
  let s = text.replace(/[\s\u00a0\u202f]/g, '');
  let sign = 1;
  if (/^[-\u2212]/.test(s)) {
    sign = -1;
    s = s.slice(1);
  } else if (s.startsWith('+')) {
    s = s.slice(1);
  }
  if (!/^[\d.,]*\d[\d.,]*$/.test(s)) return null;

  const commas = count(s, ',');
  const points = count(s, '.');
  let whole = s;
  let fraction = '';
  if (commas > 0 && points > 0) {
    // Both: the last one is the decimal separator and the other groups the thousands.
    const decimal = s.lastIndexOf(',') > s.lastIndexOf('.') ? ',' : '.';
    const group = decimal === ',' ? '.' : ',';
    if (count(s, decimal) > 1) return null;
    [whole = '', fraction = ''] = s.split(decimal);
    if (!isGrouped(whole, group)) return null;
    whole = whole.split(group).join('');
  } else if (commas + points > 1) {
    // The same separator more than once can only group the thousands.
    const separator = commas > 0 ? ',' : '.';
    if (!isGrouped(s, separator)) return null;
    whole = s.split(separator).join('');
  } else if (commas + points === 1) {
    const separator = commas > 0 ? ',' : '.';
    const [before = '', after = ''] = s.split(separator);
    const thousands = language !== undefined && groupSeparator(language) === separator && isGrouped(s, separator);
    whole = thousands ? before + after : before;
    fraction = thousands ? '' : after;
  }
  const n = Number(`${whole || '0'}.${fraction || '0'}`);
  return Number.isFinite(n) ? sign * n || 0 : null;
}

/**
 * How a date field shows a date in each language (dayjs tokens), as people there write it:
 * 2026-05-01 in Swedish, 01.05.2026 in Danish, German and Norwegian, 1.5.2026 in Finnish,
 * 01/05/2026 in British English.
 */
export const DATE_INPUT_FORMAT: Record<Language, string> = {
  en: 'DD/MM/YYYY',
  sv: 'YYYY-MM-DD',
  dk: 'DD.MM.YYYY',
  de: 'DD.MM.YYYY',
  no: 'DD.MM.YYYY',
  fi: 'D.M.YYYY',
};

const isoDate = (year: number, month: number, day: number) => {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

/**
 * A typed date as yyyy-mm-dd, or null when it is no real day: year-month-day (2026-05-01) in every
 * language, and day, month and year with a point, slash or hyphen between them (1.5.2026,
 * 01/05/2026, 1-5-2026) in every language but Swedish, which writes the year first.
 */
export function parseDateInput(text: string, language: Language): string | null {
  const s = text.trim();
  const ymd = /^(\d{4})[-./](\d{1,2})[-./](\d{1,2})$/.exec(s);
  if (ymd) return isoDate(Number(ymd[1]), Number(ymd[2]), Number(ymd[3]));
  const dmy = language === 'sv' ? null : /^(\d{1,2})([-./])(\d{1,2})\2(\d{4})$/.exec(s);
  return dmy ? isoDate(Number(dmy[4]), Number(dmy[3]), Number(dmy[1])) : null;
}

/** A yyyy-mm-dd date as the language's date field writes it (DATE_INPUT_FORMAT); anything else stays as it is. */
export function formatDateInput(iso: string, language: Language): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return iso;
  const [, year = '', month = '', day = ''] = m;
  const parts: Record<string, string> = { YYYY: year, MM: month, M: String(Number(month)), DD: day, D: String(Number(day)) };
  return DATE_INPUT_FORMAT[language].replace(/YYYY|MM|M|DD|D/g, (token) => parts[token] ?? token);
}

/** A file size in kB below 1 MB, else in MB with one decimal, written the language's way (attachments, uploads). */
export function formatFileSize(bytes: number, language: Language): string {
  const megabytes = bytes >= 1_000_000;
  return new Intl.NumberFormat(LOCALE_TAG[language], {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: megabytes ? 1 : 0,
  }).format(megabytes ? bytes / 1_000_000 : Math.max(1, Math.round(bytes / 1000)));
}
