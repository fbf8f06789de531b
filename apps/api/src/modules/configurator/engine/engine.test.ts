import { describe, expect, it } from 'vitest';
import type { ConfigOption } from '@portal/contracts/configurator';
import type { Answers, EngineLanguage, EngineMarket, EngineResult } from './engine-types.js';
import { evaluateRuleset } from './engine.js';
import { buildRuleset } from './load.js';

/** A small ruleset with one rule of every kind. */
const TEST_RULESET = {
  name: 'Test',
  tables: { sizeKg: { S: 10, M: 20, L: 30 } },
  derived: {
    total: { value: 'length + extra', comment: 'metres' },
    weight: "lookup('sizeKg', size, 0) * count",
    heavy: 'weight > 50',
  },
  pages: [
    {
      caption: { en: 'Main', sv: 'Huvud' },
      screens: [
        {
          caption: 'Box',
          options: [
            {
              id: 'size',
              caption: { en: 'Size', sv: 'Storlek' },
              displayType: 'DropDown',
              required: true,
              choices: [
                { value: 'S', caption: 'Small' },
                { value: 'M', caption: 'Medium' },
                { value: 'L', caption: 'Large', enabled: "market != 'dk'" },
              ],
            },
            {
              id: 'colour',
              caption: { en: 'Colour', sv: 'Färg' },
              displayType: 'Radio',
              required: true,
              default: "'BK'",
              choices: [
                { value: 'BK', caption: { en: 'Black', sv: 'Svart' } },
                { value: 'WH', caption: { en: 'White', sv: 'Vit' }, enabled: "size != 'L'" },
                { value: 'RD', caption: 'Red', visible: "size == 'S'" },
              ],
            },
            {
              id: 'count',
              caption: 'Count',
              displayType: 'Number',
              ranges: [{ min: 1, max: 10, increment: 1 }],
              default: 1,
              required: true,
            },
            { id: 'length', caption: 'Length', displayType: 'Number', ranges: [{ min: 0.5, max: 10, increment: 0.1 }], required: true },
            { id: 'extra', caption: 'Extra', displayType: 'Number', ranges: [{ min: 0, max: 5, increment: 0.5 }], default: 0 },
          ],
        },
        {
          caption: 'Cap',
          visible: 'not empty(size)',
          options: [
            { id: 'cap', caption: 'Cap', displayType: 'CheckBox', visible: "size != 'S'" },
            {
              id: 'capColour',
              caption: 'Cap colour',
              displayType: 'DropDown',
              visible: 'cap',
              required: true,
              choices: [
                { value: 'BK', caption: 'Black' },
                { value: 'RD', caption: 'Red' },
              ],
            },
            { id: 'locked', caption: 'Locked', displayType: 'CheckBox', enabled: 'count < 5' },
            { id: 'note', caption: 'Note', displayType: 'Text', maxLength: 10 },
          ],
        },
      ],
    },
  ],
  constraints: [
    { id: 'tooLong', when: 'total > 12', type: 3, message: { en: 'Too long: {total} m', sv: 'För lång: {total} m' } },
    { id: 'tooShort', when: 'total < 2', type: 1, option: 'extra', message: 'Too short: {total} m' },
    { id: 'heavyInfo', when: 'heavy', type: 2, message: 'Heavy: {weight} kg, size {size}' },
  ],
  bom: [
    { item: 'BOX-{size}-{colour}', quantity: 'count' },
    { item: 'CAP-{capColour}', quantity: 'cap ? 1 : 0' },
    { item: 'ROD-1000', quantity: 'floor(total)' },
    { item: 'BOX-{size}-{colour}', quantity: "size == 'L' ? 1 : 0" },
  ],
  details: [
    { caption: 'Weight', value: 'weight', unit: 'kg' },
    { caption: 'Size', value: 'size' },
    { caption: 'Length', value: 'total', unit: 'm', decimals: 2 },
  ],
  description: [{ text: '{size} box in {colour}' }, { text: { en: 'with cap', sv: 'med huv' }, when: 'cap' }],
  image: "'/img/' + size + '.svg'",
  path: "cap ? 'box+cap' : null",
};

const compiled = buildRuleset(TEST_RULESET, () => undefined);
const evaluate = (answers: Answers, market: EngineMarket = 'se', language: EngineLanguage = 'en') =>
  evaluateRuleset(compiled, { answers, market, language });

const option = (r: EngineResult, id: string): ConfigOption => {
  const found = r.pages.flatMap((p) => p.Screens.flatMap((s) => s.ScreenOptions)).find((o) => o.ID === id);
  if (!found) throw new Error(`no option ${id}`);
  return found;
};
const typeOne = (r: EngineResult) => r.messages.filter((m) => m.Type === 1).map((m) => m.Value);
const BASE = { size: 'M', length: '4' };

describe('engine rules (inline ruleset)', () => {
  it('starts from the defaults and lists every option in the contract shape', () => {
    const r = evaluate({});
    expect(option(r, 'colour')).toMatchObject({ Value: 'BK', IsVisible: true, IsEnabled: true, IsRequired: true, DisplayType: 'Radio' });
    expect(option(r, 'count')).toMatchObject({ Value: '1', Ranges: [{ Min: 1, Max: 10, Increment: 1 }] });
    expect(option(r, 'size')).toMatchObject({ Value: '', DisplayFormat: null, InformationLink: null });
    expect(option(r, 'size').SelectableValues).toEqual([
      { Value: 'S', Caption: 'Small', ImageLink: null, IsEnabled: true },
      { Value: 'M', Caption: 'Medium', ImageLink: null, IsEnabled: true },
      { Value: 'L', Caption: 'Large', ImageLink: null, IsEnabled: true },
    ]);
    // the Cap screen waits for a size: hidden screens still list their options, invisible
    expect(r.pages[0]!.Screens[1]).toMatchObject({ IsVisible: false, Caption: 'Cap' });
    expect(option(r, 'cap')).toMatchObject({ IsVisible: false, Value: '' });
    expect(r.complete).toBe(false);
    expect(r.messages).toEqual([]);
    expect(r.answers).toEqual({});
  });

  it('completes once every visible required option holds a value', () => {
    const r = evaluate(BASE);
    expect(r.complete).toBe(true);
    expect(r.answers).toEqual({ size: 'M', length: '4' });
    expect(option(r, 'cap')).toMatchObject({ IsVisible: true, Value: 'False' });
  });

  it('shows and hides options, and hidden options hold no value', () => {
    const small = evaluate({ ...BASE, size: 'S' });
    expect(option(small, 'cap').IsVisible).toBe(false);
    expect(small.bom.some((l) => l.itemNumber.startsWith('CAP'))).toBe(false);
    const capped = evaluate({ ...BASE, cap: 'True' });
    expect(option(capped, 'capColour')).toMatchObject({ IsVisible: true, IsRequired: true, Value: '' });
    expect(capped.complete).toBe(false);
    expect(evaluate({ ...BASE, cap: 'True', capColour: 'RD' }).complete).toBe(true);
  });

  it('hides choices and disables others, by the values and by the market', () => {
    expect(option(evaluate({ size: 'S' }), 'colour').SelectableValues.map((v) => v.Value)).toEqual(['BK', 'WH', 'RD']);
    const large = option(evaluate({ size: 'L' }), 'colour').SelectableValues;
    expect(large.map((v) => [v.Value, v.IsEnabled])).toEqual([
      ['BK', true],
      ['WH', false],
    ]);
    expect(option(evaluate({}, 'dk'), 'size').SelectableValues.find((v) => v.Value === 'L')!.IsEnabled).toBe(false);
    expect(typeOne(evaluate({ size: 'L' }, 'dk'))).toEqual(['Size was reset: Large is not available with the current choices.']);
  });

  it('resets an answer a change made invalid, with a type 1 message in the language, and falls back to the default', () => {
    const before = evaluate({ ...BASE, colour: 'WH' });
    expect(option(before, 'colour').Value).toBe('WH');
    const after = evaluate({ ...before.answers, size: 'L' }, 'se', 'sv');
    expect(typeOne(after)).toEqual(['Färg återställdes: Vit finns inte med de nuvarande valen.']);
    expect(after.answers).toEqual({ size: 'L', length: '4' });
    expect(option(after, 'colour').Value).toBe('BK');
    const hidden = evaluate({ ...BASE, size: 'S', cap: 'True' });
    expect(typeOne(hidden)).toEqual(['Cap was reset: it does not apply to the current choices.']);
    expect(hidden.answers).toEqual({ size: 'S', length: '4' });
  });

  it('locks an option while it is disabled, but takes back its own value silently', () => {
    const locked = evaluate({ ...BASE, count: '6', locked: 'True' });
    expect(option(locked, 'locked')).toMatchObject({ IsEnabled: false, Value: 'False' });
    expect(typeOne(locked)).toEqual(['Locked was reset: it cannot be changed with the current choices.']);
    const same = evaluate({ ...BASE, count: '6', locked: 'False' });
    expect(typeOne(same)).toEqual([]);
    expect(same.answers).toEqual({ ...BASE, count: '6' });
  });

  it('reads numbers with whitespace stripped and a decimal comma, within the first range and on its step', () => {
    expect(evaluate({ ...BASE, length: ' 4, 5 ' }).answers['length']).toBe('4.5');
    expect(option(evaluate({ ...BASE, count: '1 0' }), 'count').Value).toBe('10');
    expect(typeOne(evaluate({ ...BASE, length: 'abc' }))).toEqual(["Length: 'abc' is not a number."]);
    expect(typeOne(evaluate({ ...BASE, length: '1e3' }))).toEqual(["Length: '1e3' is not a number."]);
    expect(typeOne(evaluate({ ...BASE, length: '11' }))).toEqual(['Length: 11 is outside the allowed range 0.5–10.']);
    expect(typeOne(evaluate({ ...BASE, length: '0.4' }, 'se', 'sv'))).toEqual([
      'Length: 0.4 ligger utanför det tillåtna intervallet 0,5–10.',
    ]);
    expect(typeOne(evaluate({ ...BASE, extra: '0.7' }))).toEqual(['Extra: 0.7 is not allowed; use steps of 0.5 from 0.']);
    const refused = evaluate({ ...BASE, length: '-3' });
    expect(refused.answers).toEqual({ size: 'M' });
    expect(option(refused, 'length').Value).toBe('');
    expect(refused.complete).toBe(false);
    expect(evaluate({ ...BASE, length: '0.3' }).answers['length']).toBeUndefined();
    expect(evaluate({ ...BASE, length: '9.9' }).answers['length']).toBe('9.9');
  });

  it("takes only 'True' or 'False' for a checkbox, only listed values for a choice, and refuses unknown options", () => {
    expect(typeOne(evaluate({ ...BASE, cap: 'true' }))).toEqual(["Cap: the value must be True or False, not 'true'."]);
    expect(typeOne(evaluate({ ...BASE, size: 'XL' }))).toEqual(["Size: 'XL' is not one of the choices."]);
    const unknown = evaluate({ ...BASE, colour_: 'BK', __proto__x: '1' });
    expect(typeOne(unknown)).toEqual([
      "There is no option 'colour_'; the value was ignored.",
      "There is no option '__proto__x'; the value was ignored.",
    ]);
    expect(unknown.answers).toEqual(BASE);
    expect(evaluate({ ...BASE, size: '' }).answers).toEqual({ length: '4' });
  });

  it('trims text and refuses text over the maximum length', () => {
    expect(evaluate({ ...BASE, note: '  hall  ' }).answers['note']).toBe('hall');
    expect(typeOne(evaluate({ ...BASE, note: 'x'.repeat(11) }))).toEqual(['Note: the text is longer than 10 characters.']);
  });

  it('computes derived values in dependency order and applies constraints', () => {
    const long = evaluate({ ...BASE, length: '10', extra: '3' }, 'se', 'sv');
    expect(long.messages).toEqual([{ Type: 3, Value: 'För lång: 13 m' }]);
    expect(long.complete).toBe(false);
    expect(evaluate({ ...BASE, length: '9.5', extra: '3' }).messages).toEqual([{ Type: 3, Value: 'Too long: 12.5 m' }]);
    const heavy = evaluate({ ...BASE, count: '3' });
    expect(heavy.messages).toEqual([{ Type: 2, Value: 'Heavy: 60 kg, size Medium' }]);
    expect(heavy.complete).toBe(true);
  });

  it('keeps an answer that breaks a rule, names its option beside the message and stays incomplete', () => {
    const short = evaluate({ ...BASE, length: '1', extra: '0.5' });
    expect(short.messages).toEqual([{ Type: 1, Value: 'Too short: 1.5 m', OptionID: 'extra' }]);
    expect(short.problems).toEqual(['Too short: 1.5 m']);
    expect(short.answers).toMatchObject({ length: '1', extra: '0.5' });
    expect(short.complete).toBe(false);
    // An answer the engine refuses is dropped instead, so it names no option and blocks nothing.
    expect(evaluate({ ...BASE, note: 'x'.repeat(11) }).problems).toEqual([]);
  });

  it('builds the bill of materials from templates, leaving out zero lines and merging repeated articles', () => {
    expect(evaluate({ ...BASE, count: '3', length: '4.5', extra: '1' }).bom).toEqual([
      { itemNumber: 'BOX-M-BK', quantity: 3 },
      { itemNumber: 'ROD-1000', quantity: 5 },
    ]);
    expect(evaluate({ size: 'L', length: '0.5', cap: 'True', capColour: 'RD' }).bom).toEqual([
      { itemNumber: 'BOX-L-BK', quantity: 2 },
      { itemNumber: 'CAP-RD', quantity: 1 },
    ]);
    expect(evaluate({}).bom).toEqual([]);
  });

  it('renders image, details, summary and path', () => {
    const r = evaluate({ ...BASE, cap: 'True', capColour: 'BK', length: '4.2' }, 'se', 'sv');
    expect(r.imageUrl).toBe('/img/M.svg');
    expect(r.details).toEqual([
      { Caption: 'Weight', Value: '20 kg' },
      { Caption: 'Size', Value: 'Medium' },
      { Caption: 'Length', Value: '4,20 m' },
    ]);
    expect(r.description).toBe('Medium box in Svart, med huv');
    expect(r.path).toBe('box+cap');
    expect(evaluate({}).imageUrl).toBeNull();
    expect(evaluate({}, 'se', 'de').pages[0]!.Caption).toBe('Main');
  });

  it('returns answers that re-evaluate to the same configuration', () => {
    const first = evaluate({ size: 'L', colour: 'WH', length: '3', cap: 'True', capColour: 'RD', count: '12', junk: 'x' });
    const again = evaluate(first.answers);
    expect(again.answers).toEqual(first.answers);
    expect(again.pages).toEqual(first.pages);
    expect(again.bom).toEqual(first.bom);
    expect(again.complete).toBe(first.complete);
    expect(again.messages.filter((m) => m.Type !== 1)).toEqual(first.messages.filter((m) => m.Type !== 1));
  });

  describe('quantities that are not whole non-negative numbers', () => {
    const withQuantity = (quantity: string) =>
      buildRuleset(
        {
          ...TEST_RULESET,
          bom: [
            { item: 'ROD-1000', quantity },
            { item: 'BOX-{size}-{colour}', quantity: '1' },
          ],
        },
        () => undefined,
      );

    it('are refused with a type 3 message and the line left out, never rounded silently', () => {
      for (const [quantity, shown] of [
        ['total / 4', '1.13'],
        ['0 - count', '-1'],
        ["'two'", 'two'],
        ['cap', 'false'],
      ] as const) {
        const r = evaluateRuleset(withQuantity(quantity), { answers: { ...BASE, length: '4.5' }, market: 'se', language: 'en' });
        expect(r.bom, quantity).toEqual([{ itemNumber: 'BOX-M-BK', quantity: 1 }]);
        expect(r.messages, quantity).toEqual([
          { Type: 3, Value: `The bill of materials could not be built: the quantity of ROD-1000 came out as ${shown}.` },
        ]);
        expect(r.complete, quantity).toBe(false);
      }
    });

    it('are fine when the ruleset rounds explicitly', () => {
      const r = evaluateRuleset(withQuantity('ceil(total / 4)'), { answers: { ...BASE, length: '4.5' }, market: 'se', language: 'en' });
      expect(r.bom[0]).toEqual({ itemNumber: 'ROD-1000', quantity: 2 });
    });

    it('an article number missing a value blocks an otherwise complete configuration', () => {
      const rs = buildRuleset({ ...TEST_RULESET, bom: [{ item: 'CAP-{capColour}', quantity: '1' }] }, () => undefined);
      const r = evaluateRuleset(rs, { answers: BASE, market: 'se', language: 'en' });
      expect(r.bom).toEqual([]);
      expect(r.messages).toEqual([
        { Type: 3, Value: 'The bill of materials could not be built: the article number CAP-{capColour} is missing a value.' },
      ]);
      expect(r.complete).toBe(false);
    });
  });

  it('reports a ruleset bug found while evaluating with the ruleset, the place and the expression', () => {
    const rs = buildRuleset({ ...TEST_RULESET, derived: { ...TEST_RULESET.derived, heavy: 'size * 2 > 1' } }, () => undefined);
    expect(() => evaluateRuleset(rs, { answers: BASE, market: 'se', language: 'en' })).toThrow(
      /^Ruleset Test: derived value 'heavy': '\*' needs a number, got 'M' in "size \* 2 > 1"$/,
    );
  });
});

describe('answers kept while an option is hidden (keepWhileHidden)', () => {
  const KEEP_RULESET = {
    name: 'Keep',
    pages: [
      {
        caption: 'Main',
        screens: [
          {
            caption: 'Main',
            options: [
              {
                id: 'exit',
                caption: 'Exit',
                displayType: 'Radio',
                required: true,
                default: "'roof'",
                choices: [
                  { value: 'roof', caption: 'Roof' },
                  { value: 'wall', caption: 'Wall' },
                ],
              },
              {
                id: 'passes',
                caption: 'Passes',
                displayType: 'Number',
                ranges: [{ min: 0, max: 3, increment: 1 }],
                default: 1,
                visible: "exit == 'roof'",
                keepWhileHidden: true,
              },
              {
                id: 'covering',
                caption: 'Covering',
                displayType: 'DropDown',
                visible: "exit == 'roof'",
                keepWhileHidden: "market != 'de'",
                choices: [
                  { value: 'T', caption: 'Tiles' },
                  { value: 'P', caption: 'Sheet', enabled: 'passes < 3' },
                ],
              },
            ],
          },
        ],
      },
    ],
    bom: [{ item: 'IT', quantity: 'passes' }],
  };
  const rs = buildRuleset(KEEP_RULESET, () => undefined);
  const run = (answers: Answers, market: EngineMarket = 'se') => evaluateRuleset(rs, { answers, market, language: 'en' });

  it('keeps the answer unused and silent while hidden, and applies it again once the option shows', () => {
    const hidden = run({ exit: 'wall', passes: ' 2 ', covering: 'T' });
    expect(hidden.messages).toEqual([]);
    expect(hidden.answers).toEqual({ exit: 'wall', passes: '2', covering: 'T' });
    expect(option(hidden, 'passes')).toMatchObject({ IsVisible: false, Value: '' });
    expect(hidden.bom).toEqual([]);
    expect(run(hidden.answers).answers).toEqual(hidden.answers);

    const shown = run({ ...hidden.answers, exit: 'roof' });
    expect(shown.messages).toEqual([]);
    expect(option(shown, 'passes').Value).toBe('2');
    expect(option(shown, 'covering').Value).toBe('T');
    expect(shown.bom).toEqual([{ itemNumber: 'IT', quantity: 2 }]);
  });

  it('resets it where the condition does not hold, refuses what is no valid value, and checks it again once shown', () => {
    const de = run({ exit: 'wall', covering: 'T' }, 'de');
    expect(typeOne(de)).toEqual(['Covering was reset: it does not apply to the current choices.']);
    expect(de.answers).toEqual({ exit: 'wall' });
    expect(typeOne(run({ exit: 'wall', passes: 'x' }))).toEqual(["Passes: 'x' is not a number."]);
    expect(run({ exit: 'wall', passes: '7' }).answers).toEqual({ exit: 'wall' });
    // kept while hidden, but a choice disabled by then is reset when the option shows
    expect(run({ exit: 'wall', passes: '3', covering: 'P' }).answers).toEqual({ exit: 'wall', passes: '3', covering: 'P' });
    expect(typeOne(run({ exit: 'roof', passes: '3', covering: 'P' }))).toEqual([
      'Covering was reset: Sheet is not available with the current choices.',
    ]);
  });
});
