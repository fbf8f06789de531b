import { describe, expect, it } from 'vitest';
import { RULESETS } from '@portal/contracts/configurator';
import { SERIES } from '../../../seed/catalogue-data.js';
import { ENGINE_LANGUAGES } from '../engine/engine-types.js';
import { loadEngine } from '../engine/engine.js';
import { loadRuleset } from '../engine/load.js';

// Text that reads the same in every language: brand, series and model names, sizes, and templates made of them.
const NAMES = SERIES.flatMap((s) => [s.name, `${s.brand === 'NF' ? 'Nordflamme' : 'Glödhus'} ${s.name}`]);
const languageNeutral = (text: string) => {
  const bare = text.replace(/\{[^}]*\}/g, '').trim();
  return bare === '' || NAMES.includes(bare) || /^(\p{Lu}\p{Ll}+ )?\d+$/u.test(bare) || /^Ø\d+ mm$/.test(bare);
};

describe('the four rulesets', () => {
  it.each(RULESETS)('%s loads once and is cached', async (name) => {
    const engine = await loadEngine(name);
    expect(engine.ruleset).toBe(name);
    expect(await loadEngine(name)).toBe(engine);
  });

  it.each(RULESETS)('%s speaks all six languages', async (name) => {
    const { texts } = await loadRuleset(name);
    const missing = texts.flatMap((t) => {
      if (typeof t === 'string') return languageNeutral(t) ? [] : [`untranslated: ${t}`];
      return ENGINE_LANGUAGES.filter((l) => !t[l]).map((l) => `${l}: ${t.en}`);
    });
    expect(missing).toEqual([]);
  });

  it.each(RULESETS)('%s answers in the contract shape, in every language', async (name) => {
    const engine = await loadEngine(name);
    for (const language of ENGINE_LANGUAGES) {
      const r = engine.evaluate({ answers: {}, market: 'se', language });
      expect(r.pages.length).toBeGreaterThan(0);
      expect(r.pages.every((p) => p.Caption !== '' && p.Screens.every((s) => s.Caption !== ''))).toBe(true);
      const options = r.pages.flatMap((p) => p.Screens.flatMap((s) => s.ScreenOptions));
      expect(new Set(options.map((o) => o.ID)).size).toBe(options.length);
      expect(r.complete).toBe(false);
    }
  });
});
