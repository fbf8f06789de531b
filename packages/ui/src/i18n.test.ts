// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { createI18n, ensureLanguage, loadLaterTexts, withSharedTexts, type LocaleLoaders } from './i18n';
import { mergeTexts } from './texts';
import { HTML_LANG, LANGUAGES, type Language } from './languages';

/** An app's texts in two parts, each language's naming itself, counting how often each part loads. */
function appTexts() {
  const loads: string[] = [];
  const part = (name: 'first' | 'later') =>
    Object.fromEntries(
      LANGUAGES.map((language) => [
        language,
        () => {
          loads.push(`${name} ${language}`);
          return Promise.resolve({ default: { [name]: { greeting: `${name} ${language}` } } });
        },
      ]),
    ) as LocaleLoaders;
  return { first: part('first'), later: part('later'), loads };
}

describe('texts in two parts', () => {
  it('load the first part with the page and the rest when the later screens want it, once', async () => {
    const { first, later, loads } = appTexts();
    const i18n = await createI18n(withSharedTexts(first), 'sv', later);
    expect(i18n.t('first.greeting')).toBe('first sv');
    expect(i18n.t('later.greeting')).toBe('later.greeting');
    expect(loads).toEqual(['first sv']);

    await Promise.all([loadLaterTexts(), loadLaterTexts()]);
    expect(i18n.t('later.greeting')).toBe('later sv');
    // The shared components' texts stay.
    expect(i18n.getResourceBundle('sv', 'translation')).toHaveProperty('table');
    expect(loads).toEqual(['first sv', 'later sv']);
  });

  it('load both parts of a language chosen after the later screens were wanted, before it shows', async () => {
    const { first, later, loads } = appTexts();
    const i18n = await createI18n(first, 'sv', later);
    await loadLaterTexts();
    await ensureLanguage(i18n, 'no' satisfies Language);
    expect(i18n.language).toBe('no');
    expect(i18n.t('later.greeting')).toBe('later no');
    expect(document.documentElement.lang).toBe(HTML_LANG.no);
    expect(loads).toEqual(['first sv', 'later sv', 'first no', 'later no']);
  });

  it('ask again for a part that failed to load', async () => {
    const { first, later } = appTexts();
    const failing = vi.fn().mockRejectedValueOnce(new Error('offline')).mockImplementation(later.sv);
    const i18n = await createI18n(first, 'sv', { ...later, sv: failing });
    await expect(loadLaterTexts()).rejects.toThrow('offline');
    await loadLaterTexts();
    expect(i18n.t('later.greeting')).toBe('later sv');
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it('are one part for an app that does not split its texts', async () => {
    const { first } = appTexts();
    const i18n = await createI18n(first, 'en');
    await loadLaterTexts();
    expect(i18n.t('first.greeting')).toBe('first en');
  });
});

describe("the shared components' texts", () => {
  it('load with each language of an app that does not hold them, under its own', async () => {
    const own = Object.fromEntries(
      LANGUAGES.map((language) => [
        language,
        () => Promise.resolve({ default: { table: { search: `own ${language}` }, own: { x: 'y' } } }),
      ]),
    ) as LocaleLoaders;
    const i18n = await createI18n(withSharedTexts(own), 'de');
    expect(i18n.t('table.search')).toBe('own de');
    expect(i18n.t('own.x')).toBe('y');
    // A shared text the app does not have is the shared components' own.
    expect(i18n.t('table.no-matches')).not.toBe('table.no-matches');
  });
});

describe('mergeTexts', () => {
  it('lays sections over sections, key by key, the later winning', () => {
    expect(mergeTexts({ a: { b: '1', c: '2' }, d: '3' }, { a: { c: '4', e: '5' }, f: '6' })).toEqual({
      a: { b: '1', c: '4', e: '5' },
      d: '3',
      f: '6',
    });
    expect(mergeTexts({ a: { b: '1' } }, { a: 'flat' })).toEqual({ a: 'flat' });
  });
});
