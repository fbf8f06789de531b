import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';
import {
  decimalSeparator,
  formatDateInput,
  formatMoney,
  formatNumber,
  formatNumberInput,
  formatSek,
  parseDateInput,
  parseDecimal,
  parseYyyyMmDd,
} from './format';

// Intl separates groups with a narrow no-break space in Swedish.
const plain = (s: string) => s.replace(/\s/g, ' ');

describe('formatting', () => {
  it('shows cart amounts in Swedish kronor, Swedish style', () => {
    expect(plain(formatSek(12345.5))).toBe('12 345,50 kr');
  });

  it('shows money in the language’s own currency unless one is given', () => {
    expect(formatMoney(10, 'en')).toBe('£10.00');
    expect(plain(formatMoney(10, 'de'))).toBe('10,00 €');
    expect(plain(formatMoney(10, 'no', 'NOK'))).toContain('10,00');
  });

  it('reads ERP dates written as yyyymmdd', () => {
    expect(parseYyyyMmDd('20261121')?.getDate()).toBe(21);
    expect(parseYyyyMmDd('2026-11-21')).toBeNull();
  });
});

describe('decimalSeparator', () => {
  it('is a comma in the Nordic languages and German, a point in English', () => {
    expect((['sv', 'no', 'dk', 'de', 'fi', 'en'] as const).map(decimalSeparator)).toEqual([',', ',', ',', ',', ',', '.']);
  });
});

describe('parseDecimal', () => {
  it('reads a decimal comma or point', () => {
    expect(parseDecimal('4,5')).toBe(4.5);
    expect(parseDecimal('4.5')).toBe(4.5);
    expect(parseDecimal(' 0,25 ')).toBe(0.25);
    expect(parseDecimal(',5')).toBe(0.5);
    expect(parseDecimal('12')).toBe(12);
  });

  it('reads spaces between the thousands, also no-break ones', () => {
    expect(parseDecimal('4 500')).toBe(4500);
    expect(parseDecimal('4 500,5')).toBe(4500.5);
    expect(parseDecimal('4\u00a0500,5')).toBe(4500.5);
    expect(parseDecimal('1\u202f234\u202f567')).toBe(1234567);
  });

  it('reads a point or comma grouping the thousands before the other separator', () => {
    expect(parseDecimal('1.234,5')).toBe(1234.5);
    expect(parseDecimal('1,234.5')).toBe(1234.5);
    expect(parseDecimal('1.234.567,25')).toBe(1234567.25);
    expect(parseDecimal('1.234.567')).toBe(1234567);
  });

  it('reads a single separator before three digits the language’s way', () => {
    expect(parseDecimal('4.500')).toBe(4.5);
    expect(parseDecimal('4.500', 'de')).toBe(4500);
    expect(parseDecimal('4.500', 'dk')).toBe(4500);
    expect(parseDecimal('4.500', 'sv')).toBe(4.5);
    expect(parseDecimal('4,500', 'en')).toBe(4500);
    expect(parseDecimal('4,500', 'fi')).toBe(4.5);
    expect(parseDecimal('0.500', 'de')).toBe(0.5);
    expect(parseDecimal('4,5', 'en')).toBe(4.5);
  });

  it('reads negative numbers, with a hyphen or a minus sign', () => {
    expect(parseDecimal('-4,5')).toBe(-4.5);
    expect(parseDecimal('\u22124,5')).toBe(-4.5);
    expect(parseDecimal('- 1 200')).toBe(-1200);
    expect(parseDecimal('+3')).toBe(3);
    expect(Object.is(parseDecimal('-0'), 0)).toBe(true);
  });

  it('refuses junk', () => {
    for (const junk of [
      '',
      ' ',
      'abc',
      '12a',
      '1e3',
      '4,5,6',
      '1.2.3',
      '1,23.4',
      '1.234,5,6',
      '.',
      ',',
      '--4',
      '4-',
      '0x10',
      'NaN',
      'Infinity',
      '4..5',
    ]) {
      expect(parseDecimal(junk), junk).toBeNull();
    }
  });

  it('reads back what the formatters write, in every language', () => {
    for (const language of LANGUAGES) {
      for (const n of [0.5, 14.5, -4.25, 1234.5, 1_234_567.125]) {
        expect(parseDecimal(formatNumberInput(n, language), language), `${language} ${n}`).toBe(n);
        expect(parseDecimal(formatNumber(n, language), language), `${language} ${n}`).toBe(n);
      }
    }
  });
});

describe('formatNumber', () => {
  it('writes decimals and thousands the language’s way', () => {
    expect(formatNumber(0.5, 'sv')).toBe('0,5');
    expect(formatNumber(14.5, 'en')).toBe('14.5');
    expect(plain(formatNumber(4500.5, 'fi'))).toBe('4 500,5');
    expect(formatNumber(4500.5, 'de')).toBe('4.500,5');
    expect(formatNumberInput(4500.5, 'de')).toBe('4500,5');
    expect(formatNumberInput(4500.5, 'en')).toBe('4500.5');
  });
});

describe('parseDateInput', () => {
  it('reads a date as people write it in each language', () => {
    expect(parseDateInput('2026-05-01', 'sv')).toBe('2026-05-01');
    expect(parseDateInput('01.05.2026', 'de')).toBe('2026-05-01');
    expect(parseDateInput('1.5.2026', 'fi')).toBe('2026-05-01');
    expect(parseDateInput('01.05.2026', 'no')).toBe('2026-05-01');
    expect(parseDateInput('1-5-2026', 'dk')).toBe('2026-05-01');
    expect(parseDateInput('01/05/2026', 'en')).toBe('2026-05-01');
  });

  it('takes year-month-day in every language', () => {
    for (const language of LANGUAGES) expect(parseDateInput(' 2026-12-24 ', language), language).toBe('2026-12-24');
  });

  it('refuses days that do not exist, half dates and day-first in Swedish', () => {
    expect(parseDateInput('31.02.2026', 'de')).toBeNull();
    expect(parseDateInput('2026-13-01', 'sv')).toBeNull();
    expect(parseDateInput('29.02.2025', 'fi')).toBeNull();
    expect(parseDateInput('29.02.2028', 'fi')).toBe('2028-02-29');
    expect(parseDateInput('1.5.', 'de')).toBeNull();
    expect(parseDateInput('01.05/2026', 'de')).toBeNull();
    expect(parseDateInput('01.05.2026', 'sv')).toBeNull();
    expect(parseDateInput('', 'en')).toBeNull();
  });

  it('reads back what the date field writes, in every language', () => {
    for (const language of LANGUAGES) {
      for (const iso of ['2026-09-07', '2026-12-24', '2027-01-01'])
        expect(parseDateInput(formatDateInput(iso, language), language), language).toBe(iso);
    }
  });
});

describe('formatDateInput', () => {
  it('writes a date the way the language does', () => {
    expect(formatDateInput('2026-05-01', 'sv')).toBe('2026-05-01');
    expect(formatDateInput('2026-05-01', 'de')).toBe('01.05.2026');
    expect(formatDateInput('2026-05-01', 'dk')).toBe('01.05.2026');
    expect(formatDateInput('2026-05-01', 'no')).toBe('01.05.2026');
    expect(formatDateInput('2026-05-01', 'fi')).toBe('1.5.2026');
    expect(formatDateInput('2026-05-01', 'en')).toBe('01/05/2026');
    expect(formatDateInput('', 'de')).toBe('');
  });
});
