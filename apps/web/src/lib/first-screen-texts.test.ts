import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@portal/ui/languages';
import { flattenLocale } from '@portal/ui/locale-check';
import { mergeTexts, type Texts } from '@portal/ui/texts';
import sharedSv from '@portal/ui/locales/sv.json';
import { textsNamed } from '../../vite-texts';
import { FIRST_SCREEN_TEXTS, isFirstScreenText, pickTexts } from './first-screen-texts';
import firstSv from '../locales/sv.json?first';
import laterSv from '../locales/sv.json?later';

const read = (language: string) =>
  JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, `../locales/${language}.json`), 'utf8')) as Texts;
const keysOf = (texts: Texts) => [...flattenLocale(texts).keys()];

describe("the first screens' texts", () => {
  it.each(LANGUAGES)('split %s into two parts that together hold every text once', (language) => {
    const texts = read(language);
    const first = keysOf(pickTexts(texts, (key) => isFirstScreenText(key)));
    const later = keysOf(pickTexts(texts, (key) => !isFirstScreenText(key)));
    expect([...first, ...later].sort()).toEqual(keysOf(texts).sort());
    expect(first.filter((key) => later.includes(key))).toEqual([]);
    // The first part is the small one: what the first screens show.
    expect(JSON.stringify(pickTexts(texts, (key) => isFirstScreenText(key))).length).toBeLessThan(JSON.stringify(texts).length / 4);
  });

  it('name only texts that exist', () => {
    const keys = keysOf(read('en'));
    for (const prefix of FIRST_SCREEN_TEXTS)
      expect(
        keys.some((key) => isFirstScreenText(key, [prefix])),
        prefix,
      ).toBe(true);
  });

  it("are what the split files hold, as the build splits them, the first over the shared components' texts", () => {
    const texts = read('sv');
    expect(firstSv).toEqual(
      mergeTexts(
        sharedSv,
        pickTexts(texts, (key) => isFirstScreenText(key)),
      ),
    );
    expect(firstSv).toHaveProperty('table.search', (sharedSv as { table: { search: string } }).table.search);
    expect(laterSv).toEqual(pickTexts(texts, (key) => !isFirstScreenText(key)));
    expect((firstSv as { header?: { cart?: string } }).header?.cart).toBe((texts['header'] as Texts)['cart']);
    expect(laterSv).not.toHaveProperty('header');
  });

  it('take a section by a prefix ending in a dot, a key with its plural forms by any other', () => {
    expect(isFirstScreenText('header.cart-count_one', ['header.'])).toBe(true);
    expect(isFirstScreenText('home.welcome', ['home.welcome'])).toBe(true);
    expect(isFirstScreenText('home.welcome_other', ['home.welcome'])).toBe(true);
    expect(isFirstScreenText('home.welcome-back', ['home.welcome'])).toBe(false);
    expect(isFirstScreenText('headers.x', ['header.'])).toBe(false);
  });
});

describe("the build's check of the texts a file names", () => {
  const keys = [
    'header.cart',
    'header.cart-count_one',
    'header.cart-count_other',
    'orders.status.open',
    'orders.status.closed',
    'home.title',
  ];

  it('finds keys, keys named without their plural ending, and the start of keys built at run time', () => {
    const code = 'e("header.cart"),e(`header.cart-count`,{count:n}),e(`orders.status.${s}`),e("not.a.key"),"home"';
    expect(textsNamed(code, keys).sort()).toEqual(
      ['header.cart', 'header.cart-count_one', 'header.cart-count_other', 'orders.status.closed', 'orders.status.open'].sort(),
    );
  });
});
