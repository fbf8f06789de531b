import { describe, expect, it } from 'vitest';
import { flattenLocale } from '@portal/ui/locale-check';
import de from './de.json';
import dk from './dk.json';
import en from './en.json';
import fi from './fi.json';
import no from './no.json';
import sv from './sv.json';

const texts = (tree: Parameters<typeof flattenLocale>[0]) => [...flattenLocale(tree).entries()];

describe('the back office’s terms in every language', () => {
  it('name the promised week a dispatch week, as the dealers read it', () => {
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
      expect(file['order-desk'].column.week, language).toBe(term);
      expect(file['order-desk'].next['promise-week'].toLowerCase(), language).toContain(term.toLowerCase());
    }
    const deliveryWeek = /delivery week|leveransvecka|leveringsuke|leveringsuge|lieferwoche|toimitusviikko/i;
    for (const [language, file] of Object.entries(files))
      expect(
        texts(file).filter(([, text]) => deliveryWeek.test(text)),
        language,
      ).toEqual([]);
  });

  it('call an order a Bestellung in German, never an Auftrag', () => {
    expect(texts(de).filter(([, text]) => /auftr[aä]g/i.test(text))).toEqual([]);
  });
});
