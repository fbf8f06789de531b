import { describe, expect, it } from 'vitest';
import { buildRuleset, loadRuleset, RULESET_PATH_FROM_ENGINE } from './load.js';
import { RulesetError } from './compile.js';

type Json = Record<string, unknown>;

const option = (id: string, extra: Json = {}): Json => ({ id, caption: id, displayType: 'CheckBox', ...extra });
const ruleset = (options: Json[], extra: Json = {}): Json => ({
  name: 'Mini',
  pages: [{ caption: 'Page', screens: [{ caption: 'Screen', options }] }],
  ...extra,
});
const build =
  (file: unknown, fragments: Record<string, unknown> = {}) =>
  () =>
    buildRuleset(file, (name) => fragments[name]);

describe('ruleset loader', () => {
  it('accepts a minimal ruleset', () => {
    expect(build(ruleset([option('a')]))).not.toThrow();
  });

  it('refuses a file that does not match the schema, naming the field', () => {
    expect(build(ruleset([{ id: 'a', caption: 'A' }]))).toThrow(/^Ruleset Mini: invalid ruleset file:[\s\S]*displayType/);
    expect(build(ruleset([option('a', { colour: 'red' })]))).toThrow(/Unrecognized key: "colour"/);
    expect(build(ruleset([option('a', { displayType: 'Slider' })]))).toThrow(/displayType/);
    expect(build(ruleset([option('a')], { bom: [{ item: 'X', quantity: -1 }] }))).toThrow(/bom/);
    expect(build(ruleset([option('a', { caption: { sv: 'bara svenska' } })]))).toThrow(/invalid ruleset file/);
    expect(build({ pages: [] })).toThrow(/^Ruleset \(unnamed\): invalid ruleset file/);
  });

  it('refuses reserved and forbidden names as IDs', () => {
    for (const id of ['constructor', '__proto__', 'toString', 'market', 'and', '1st', 'a-b']) {
      expect(build(ruleset([option(id)])), id).toThrow(/invalid ruleset file/);
    }
    expect(build(ruleset([option('a')], { tables: { t: { constructor: 1 } } }))).toThrow(/tables\.t\.constructor/);
  });

  it('refuses duplicate IDs', () => {
    const constraint = { id: 'c', when: 'a', type: 2, message: 'm' };
    expect(build(ruleset([option('a')], { constraints: [constraint, constraint] }))).toThrow("constraint 'c': the ID is used twice");
    expect(build(ruleset([option('a')], { constraints: [{ ...constraint, type: 1 }] }))).toThrow(
      "constraint 'c': a type 1 constraint names the option it is about",
    );
    expect(build(ruleset([option('a')], { constraints: [{ ...constraint, type: 1, option: 'b' }] }))).toThrow(
      "constraint 'c': unknown option 'b'",
    );
    expect(build(ruleset([option('a'), option('a')]))).toThrow("Ruleset Mini: option 'a': the name 'a' is defined twice");
    expect(build(ruleset([option('a')], { derived: { a: '1' } }))).toThrow("derived value 'a': the name 'a' is defined twice");
  });

  it('refuses an expression with an unknown name or function, naming ruleset, place and expression', () => {
    expect(build(ruleset([option('a', { visible: 'b == 1' })]))).toThrow(
      `Ruleset Mini: option 'a' visible: unknown name 'b' at 0 in "b == 1"`,
    );
    expect(build(ruleset([option('a')], { derived: { x: 'sqrt(4)' } }))).toThrow(
      `Ruleset Mini: derived value 'x': unknown function 'sqrt' at 0 in "sqrt(4)"`,
    );
    expect(build(ruleset([option('a')], { constraints: [{ id: 'c', when: 'a ==', type: 3, message: 'm' }] }))).toThrow(
      `Ruleset Mini: constraint 'c' when: unexpected end of expression at 4 in "a =="`,
    );
    expect(build(ruleset([option('a')], { derived: { x: 'constructor' } }))).toThrow(/forbidden name 'constructor'/);
  });

  it('refuses templates with unknown names', () => {
    expect(build(ruleset([option('a')], { bom: [{ item: 'SK{diameter}-1000', quantity: 1 }] }))).toThrow(
      "Ruleset Mini: bom line 1 (SK{diameter}-1000): unknown name '{diameter}' in a template",
    );
    expect(build(ruleset([option('a')], { constraints: [{ id: 'c', when: 'a', type: 2, message: { en: 'ok {a}', sv: '{b}' } }] }))).toThrow(
      "constraint 'c' message: unknown name '{b}'",
    );
  });

  it('finds dependency cycles and names the values in them', () => {
    expect(build(ruleset([option('a')], { derived: { x: 'y + 1', y: 'z + 1', z: 'x + 1' } }))).toThrow(
      'Ruleset Mini: dependencies: a value depends on itself: x → y → z → x',
    );
    expect(build(ruleset([option('a', { visible: 'not a' })]))).toThrow('a value depends on itself: a → a');
    expect(build(ruleset([option('a', { enabled: 'b' }), option('b', { visible: 'a' })]))).toThrow('a → b → a');
    // a screen cannot be shown by a value of its own options
    const screenCycle = ruleset([], {
      pages: [{ caption: 'P', screens: [{ caption: 'S', visible: 'a', options: [option('a')] }] }],
    });
    expect(build(screenCycle)).toThrow('a → a');
  });

  it('orders derived values by dependency, not by file order', () => {
    expect(build(ruleset([option('a')], { derived: { late: 'early + 1', early: '1' } }))).not.toThrow();
  });

  it('checks options against their display type', () => {
    expect(build(ruleset([option('a', { displayType: 'DropDown' })]))).toThrow("option 'a': a DropDown needs choices");
    expect(build(ruleset([option('a', { displayType: 'Number' })]))).toThrow("option 'a': a Number needs a range");
    expect(build(ruleset([option('a', { choices: [{ value: 'x', caption: 'x' }] })]))).toThrow('a CheckBox has no choices');
    const dup = [
      { value: 1, caption: 'one' },
      { value: '1', caption: 'one' },
    ];
    expect(build(ruleset([option('a', { displayType: 'Radio', choices: dup })]))).toThrow('two choices have the same value');
    expect(build(ruleset([option('a', { displayType: 'Number', ranges: [{ min: 0, max: 5, increment: 1 }], default: 9 })]))).toThrow(
      "option 'a' default: 9 is not a possible value",
    );
    expect(build(ruleset([option('a', { displayType: 'Number', ranges: [{ min: 5, max: 0, increment: 1 }] })]))).toThrow(
      /min must not exceed max/,
    );
  });

  it('checks lookup tables at load time', () => {
    expect(build(ruleset([option('a')], { derived: { x: "lookup('missing', 1)" } }))).toThrow("derived value 'x': unknown table 'missing'");
  });

  describe('includes', () => {
    const fragment = { requires: ['roofExit'], derived: { flashing: 'roofExit ? 1 : 0' }, bom: [{ item: 'TL', quantity: 'flashing' }] };

    it('merges a fragment and checks what it requires', () => {
      const ok = ruleset([option('roofExit')], { include: ['shared/roof'] });
      expect(buildRuleset(ok, () => fragment).bom).toHaveLength(1);
      expect(build(ruleset([option('a')], { include: ['shared/roof'] }), { 'shared/roof': fragment })).toThrow(
        "Ruleset Mini: include shared/roof: the fragment requires 'roofExit', which is not defined",
      );
    });

    it('refuses a missing fragment, a bad fragment and a table defined twice', () => {
      expect(build(ruleset([option('a')], { include: ['shared/none'] }))).toThrow('include shared/none: no such fragment');
      expect(build(ruleset([option('a')], { include: ['shared/bad'] }), { 'shared/bad': { name: 'x' } })).toThrow(
        /include shared\/bad: invalid fragment/,
      );
      expect(build(ruleset([option('a')], { include: ['../secret'] }))).toThrow(/invalid ruleset file/);
      const twice = ruleset([option('a')], { include: ['shared/t'], tables: { t: { a: 1 } } });
      expect(build(twice, { 'shared/t': { tables: { t: { b: 2 } } } })).toThrow("the table 't' is defined twice");
    });
  });

  it('finds the ruleset files beside the engine, in src/ when run from src and in dist/ when built', () => {
    for (const from of ['src', 'dist']) {
      const dir = new URL(RULESET_PATH_FROM_ENGINE, `file:///repo/apps/api/${from}/modules/configurator/engine/load.js`);
      expect(dir.pathname).toBe(`/repo/apps/api/${from}/modules/configurator/rulesets/`);
    }
  });

  it('refuses a ruleset name that is not a plain name', async () => {
    await expect(loadRuleset('../../../package')).rejects.toThrow('not a ruleset name');
  });

  it('reads the real rulesets from the rulesets folder and names a missing file', async () => {
    await expect(loadRuleset('Chimney')).resolves.toMatchObject({ name: 'Chimney' });
    await expect(loadRuleset('Nope')).rejects.toThrow(RulesetError);
    await expect(loadRuleset('Nope')).rejects.toThrow(/^Ruleset Nope: cannot read Nope\.json/);
  });
});
