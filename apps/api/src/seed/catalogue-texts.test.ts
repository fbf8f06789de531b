import { describe, expect, it } from 'vitest';
import { ACCESSORIES, BRANDS, CATALOGUE, SERIES } from './catalogue-data.js';
import { CATALOGUE_WORDS, TRANSLATED_LANGUAGES, type TranslatedLanguage } from './catalogue-texts.js';

const { products, tree } = CATALOGUE;
const NAMES = [...BRANDS.map((b) => b.name), ...SERIES.map((s) => s.name)];
/** What is left of a text without the brands' and series' names, item numbers, figures and signs. */
const words = (text: string) => {
  let rest = text;
  for (const name of NAMES) rest = rest.replaceAll(name, ' ');
  for (const p of products) rest = rest.replaceAll(p.itemNumber, ' ');
  return rest.replace(/[\d\s.,:;×Ø°–\-()%/]+/g, ' ').trim();
};

/** Every text of the catalogue in a language beside its Swedish original. */
const texts = (language: TranslatedLanguage) => [
  ...products.flatMap((p) => [
    { what: `${p.itemNumber} description`, sv: p.description, text: p.texts[language].description },
    { what: `${p.itemNumber} long text`, sv: p.longText, text: p.texts[language].longText },
  ]),
  ...tree.map((n) => ({ what: `node ${n.nodeId}`, sv: n.label, text: n.labels[language] })),
];

describe('catalogue texts in the other languages', () => {
  it('give every product a description and long text and every category a label in every language but Swedish', () => {
    expect([...TRANSLATED_LANGUAGES].sort()).toEqual(['de', 'dk', 'en', 'fi', 'no']);
    for (const language of TRANSLATED_LANGUAGES) {
      for (const p of products) {
        expect(p.texts[language].description.trim(), `${language} ${p.itemNumber}`).not.toBe('');
        // the column's limit
        expect(p.texts[language].description.length, `${language} ${p.itemNumber}`).toBeLessThanOrEqual(200);
        expect(p.texts[language].longText.trim(), `${language} ${p.itemNumber}`).not.toBe('');
      }
      for (const n of tree) expect(n.labels[language].trim(), `${language} ${n.nodeId}`).not.toBe('');
    }
  });

  it('never repeat the Swedish text, except a text of names and numbers only', () => {
    for (const language of TRANSLATED_LANGUAGES) {
      for (const t of texts(language)) {
        if (t.text === t.sv) expect(words(t.text), `${language} ${t.what}: "${t.text}" is the Swedish text`).toBe('');
      }
    }
    // the exceptions are the brand and series categories, nothing else
    const same = tree.filter((n) => n.labels.no === n.label).map((n) => n.nodeId);
    expect(same.every((id) => /^(stoves|spare-parts)-/.test(id))).toBe(true);
  });

  it('use no letter of another language outside the brand and series names', () => {
    const foreign: Record<TranslatedLanguage, RegExp> = {
      en: /[åäöøæÅÄÖØÆ]/,
      dk: /[äöÄÖ]/,
      no: /[äöÄÖ]/,
      de: /[åøæÅØÆ]/,
      fi: /[åøæÅØÆ]/,
    };
    for (const language of TRANSLATED_LANGUAGES) {
      for (const t of texts(language)) expect(words(t.text), `${language} ${t.what}`).not.toMatch(foreign[language]);
    }
  });

  it('call a floor plate, a stove and glass what the market calls them', () => {
    const glossary: Record<TranslatedLanguage, { floorPlate: string; stove: string; glass: string }> = {
      en: { floorPlate: 'floor plate', stove: 'stove', glass: 'glass' },
      no: { floorPlate: 'gulvplate', stove: 'ovn', glass: 'glass' },
      dk: { floorPlate: 'gulvplade', stove: 'brændeovn', glass: 'glas' },
      de: { floorPlate: 'bodenplatte', stove: 'kaminofen', glass: 'glas' },
      fi: { floorPlate: 'lattialevy', stove: 'takka', glass: 'lasi' },
    };
    const floorPlates = products.filter((p) => p.description.startsWith('Golvplåt'));
    const glassPlates = floorPlates.filter((p) => p.description.includes(' glas '));
    const stoves = products.filter((p) => p.kind === 'stove');
    expect(floorPlates.length).toBeGreaterThan(10);
    expect(glassPlates.length).toBeGreaterThan(5);
    for (const language of TRANSLATED_LANGUAGES) {
      const g = glossary[language];
      const description = (p: (typeof products)[number]) => p.texts[language].description.toLowerCase();
      for (const p of floorPlates) expect(description(p), `${language} ${p.itemNumber}`).toContain(g.floorPlate);
      for (const p of glassPlates) expect(description(p), `${language} ${p.itemNumber}`).toContain(g.glass);
      for (const p of stoves) expect(description(p), `${language} ${p.itemNumber}`).toContain(g.stove);
    }
    expect(CATALOGUE.tree.find((n) => n.nodeId === 'accessories-floor-plates')?.labels).toEqual({
      en: 'Floor plates',
      dk: 'Gulvplader',
      de: 'Bodenplatten',
      no: 'Gulvplater',
      fi: 'Lattialevyt',
    });
  });

  it('has words for the accessories the catalogue sells and no others', () => {
    for (const language of TRANSLATED_LANGUAGES) {
      expect(Object.keys(CATALOGUE_WORDS[language].accessories).sort(), language).toEqual(ACCESSORIES.map((a) => a.itemNumber).sort());
    }
  });
});
