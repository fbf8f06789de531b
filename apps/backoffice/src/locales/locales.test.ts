import { describe, expect, it } from 'vitest';
import { flattenLocale, localeProblems } from '@portal/ui/locale-check';
import shared from '@portal/ui/locales/en.json';
import en from './en.json';
import sv from './sv.json';
import dk from './dk.json';
import de from './de.json';
import no from './no.json';
import fi from './fi.json';

describe('locale files of the back office', () => {
  it('hold every key in all six languages with the same placeholders', () => {
    expect(localeProblems({ en, sv, dk, de, no, fi })).toEqual([]);
  });

  it('leave the shared components their own keys', () => {
    const own = flattenLocale(en);
    expect([...flattenLocale(shared).keys()].filter((key) => own.has(key))).toEqual([]);
  });

  it('name every staff role', () => {
    expect(Object.keys(en.roles).sort()).toEqual(['back-office-admin', 'customer-service', 'marketing', 'sales-admin']);
  });
});
