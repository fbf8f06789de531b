import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages.js';
import { formatMoney, round2 } from './money.js';

const CURRENCIES = ['SEK', 'NOK', 'DKK', 'EUR'] as const;
// Intl writes narrow and ordinary no-break spaces; the tests read them as spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('writes every currency in every language with two decimals and the currency named', () => {
    for (const language of LANGUAGES)
      for (const currency of CURRENCIES) {
        const text = plain(formatMoney(1234.5, language, currency));
        expect(text, `${language} ${currency}`).toMatch(/1[ .,]?234[.,]50/);
        expect(text, `${language} ${currency}`).toMatch(currency === 'EUR' ? /€/ : /kr|SEK|NOK|DKK/);
      }
  });

  it('writes each language its own way', () => {
    expect(plain(formatMoney(1234.5, 'sv', 'SEK'))).toBe('1 234,50 kr');
    expect(plain(formatMoney(1234.5, 'de', 'EUR'))).toBe('1.234,50 €');
    expect(plain(formatMoney(1234.5, 'fi', 'EUR'))).toBe('1 234,50 €');
    expect(plain(formatMoney(1234.5, 'en', 'EUR'))).toBe('€1,234.50');
    expect(plain(formatMoney(1234.5, 'no', 'NOK'))).toBe('1 234,50 kr');
    expect(plain(formatMoney(1234.5, 'dk', 'DKK'))).toBe('1.234,50 kr.');
  });

  it('never calls euros kronor, whatever the language', () => {
    for (const language of LANGUAGES) expect(formatMoney(159.48, language, 'EUR')).not.toMatch(/kr/);
  });
});

describe('round2', () => {
  it('rounds to cents, halves up', () => {
    expect(round2(12.344)).toBe(12.34);
    expect(round2(12.345)).toBe(12.35);
    expect(round2(0.1 + 0.2)).toBe(0.3);
    expect(round2(1234)).toBe(1234);
  });

  it('rounds credits too, a half cent towards the larger amount as Math.round does', () => {
    expect(round2(-12.5)).toBe(-12.5);
    expect(round2(-12.344)).toBe(-12.34);
    expect(round2(-12.345)).toBe(-12.34);
  });
});
