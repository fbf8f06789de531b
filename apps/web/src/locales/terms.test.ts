import { describe, expect, it } from 'vitest';
import { flattenLocale } from '@portal/ui/locale-check';
import shared from '@portal/ui/locales/de.json';
import de from './de.json';
import dk from './dk.json';
import en from './en.json';
import fi from './fi.json';
import no from './no.json';
import sv from './sv.json';

const texts = (tree: Parameters<typeof flattenLocale>[0]) => [...flattenLocale(tree).entries()];

describe('the portal’s terms in every language', () => {
  it('name the week goods leave the factory (PromiseWeek) a dispatch week, never a delivery week', () => {
    const dispatchWeek = {
      en: 'Dispatch week',
      sv: 'Avsändningsvecka',
      no: 'Forsendelsesuke',
      dk: 'Afsendelsesuge',
      de: 'Versandwoche',
      fi: 'Lähetysviikko',
    };
    const files = { en, sv, no, dk, de, fi };
    for (const [language, term] of Object.entries(dispatchWeek)) {
      const file = files[language as keyof typeof files];
      expect(file.orders.column.week, language).toBe(term);
      expect(file.home.delivery['no-week'].toLowerCase(), language).toContain(term.toLowerCase());
    }
    const deliveryWeek = /delivery week|leveransvecka|leveringsuke|leveringsuge|lieferwoche|toimitusviikko|utsend/i;
    for (const [language, file] of Object.entries(files))
      expect(
        texts(file).filter(([, text]) => deliveryWeek.test(text)),
        language,
      ).toEqual([]);
  });

  it('call an order a Bestellung in German, never an Auftrag', () => {
    expect(texts(de).filter(([, text]) => /auftr[aä]g/i.test(text))).toEqual([]);
    expect(texts(shared).filter(([, text]) => /auftr[aä]g/i.test(text))).toEqual([]);
    expect(de.orders.detail.title).toBe('Bestellung {{number}}');
    expect(de.orders.pdf.title).toBe('Bestellbestätigung');
  });
});
