import { describe, expect, it } from 'vitest';
import { localeProblems, flattenLocale } from '../locale-check';
import en from './en.json';
import sv from './sv.json';
import dk from './dk.json';
import de from './de.json';
import no from './no.json';
import fi from './fi.json';

describe('shared locale files', () => {
  it('hold every key in all six languages with the same placeholders', () => {
    expect(localeProblems({ en, sv, dk, de, no, fi })).toEqual([]);
    expect(flattenLocale(en).size).toBeGreaterThan(10);
  });

  it('notice a missing key and a changed placeholder', () => {
    const broken = { ...sv, table: { ...sv.table, range: 'Visar {{from}}' } };
    const { 'no-matches': _dropped, ...withoutKey } = de.table;
    expect(localeProblems({ en, sv: broken, dk, de: { ...de, table: withoutKey }, no, fi })).toEqual([
      'sv: table.range changes the placeholders',
      'de: table.no-matches is missing',
    ]);
  });
});
