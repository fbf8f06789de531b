/**
 * Random sessions against every ruleset. Each step answers one option from what the engine
 * offers at that moment (a visible, enabled option; an enabled value; a number on the range's
 * steps), and sometimes sends what a careless or hostile client might: out-of-range numbers,
 * garbage, disabled choices, answers to hidden options, unknown IDs, withdrawn answers.
 * After every step the result must agree with a fresh evaluation of its own answers, and the
 * bill of materials must hold only whole positive quantities of catalogue articles. An answer
 * stands on a visible option showing it, or is kept by a hidden option that keeps its answer.
 */

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RULESETS, type ConfigOption } from '@portal/contracts/configurator';
import { CATALOGUE } from '../../../seed/catalogue-data.js';
import { ENGINE_LANGUAGES, ENGINE_MARKETS, type Answers, type EngineResult } from '../engine/engine-types.js';
import { loadRuleset } from '../engine/load.js';
import { ENGINE_MESSAGES } from '../engine/text.js';
import { allOptions, configurator, ERROR, offeredValues, type Evaluate } from './test-kit.js';

const ARTICLES = new Set(CATALOGUE.products.map((p) => p.itemNumber));
const NUM_RUNS = 120;
/** The engine's own complaints about a bill of materials: always a bug in the ruleset. */
const BOM_FAILURES = [ENGINE_MESSAGES.badQuantity, ENGINE_MESSAGES.unresolvedItem].flatMap((m) =>
  Object.values(m).map((text) => text.split('{')[0]!),
);

/** What no UI offers: values outside the range or off its steps, garbage, disabled choices. */
function strayValues(option: ConfigOption): string[] {
  switch (option.DisplayType) {
    case 'Number': {
      const { Min, Max, Increment } = option.Ranges[0]!;
      return [String(Min - Increment), String(Max + Increment), String(Min + Increment / 3), 'abc', '1e3', ' 1 , 5 ', '-0', 'Infinity'];
    }
    case 'CheckBox':
      return ['true', 'yes', '1'];
    case 'Text':
      return ['x'.repeat(1000)];
    default:
      return [...option.SelectableValues.map((v) => v.Value), 'none of these', '__proto__'];
  }
}

type Step = { option: number; value: number; kind: number };
const step = fc.record({ option: fc.nat(), value: fc.nat(), kind: fc.integer({ min: 0, max: 11 }) });

/** Turns a random step into one value the client sends, judged against the current result. */
function valueFor(result: EngineResult, s: Step): [string, string] {
  const options = allOptions(result);
  const open = options.filter((o) => o.IsVisible && o.IsEnabled);
  const any = options[s.option % options.length]!;
  if (s.kind === 11) return [`unknown${s.option % 3}`, 'x'];
  if (s.kind === 10) return [any.ID, ''];
  if (s.kind >= 8 || open.length === 0) {
    const values = [...strayValues(any), ...offeredValues({ ...any, IsVisible: true, IsEnabled: true }, 3)];
    return [any.ID, values[s.value % values.length]!];
  }
  const option = open[s.option % open.length]!;
  const values = offeredValues(option, 11);
  return [option.ID, values[s.value % values.length]!];
}

/** Options that may keep an answer while hidden (`keepWhileHidden`). */
type Keeping = ReadonlySet<string>;
const keepingOptions = async (name: (typeof RULESETS)[number]): Promise<Keeping> =>
  new Set((await loadRuleset(name)).options.filter((o) => o.keepWhileHidden !== null).map((o) => o.id));

function checkResult(evaluate: Evaluate, result: EngineResult, market: (typeof ENGINE_MARKETS)[number], keeping: Keeping): void {
  for (const line of result.bom) {
    expect(Number.isInteger(line.quantity) && line.quantity > 0, `${line.itemNumber} × ${line.quantity}`).toBe(true);
    expect(ARTICLES.has(line.itemNumber), line.itemNumber).toBe(true);
  }
  for (const m of result.messages)
    expect(
      BOM_FAILURES.some((prefix) => m.Value.startsWith(prefix)),
      m.Value,
    ).toBe(false);
  const options = allOptions(result);
  for (const [id, value] of Object.entries(result.answers)) {
    const option = options.find((o) => o.ID === id);
    const stands = option && option.IsVisible && option.IsEnabled && option.Value === value;
    const kept = option && !option.IsVisible && option.Value === '' && keeping.has(id);
    expect(stands || kept, `answer ${id}=${value}`).toBe(true);
  }
  if (result.complete) {
    expect(options.filter((o) => o.IsVisible && o.IsRequired && o.Value === '').map((o) => o.ID)).toEqual([]);
    expect(result.messages.filter((m) => m.Type === ERROR)).toEqual([]);
    expect(result.problems).toEqual([]);
  }
  // the engine's own check of the answers it kept
  const again = evaluate(result.answers, market);
  expect(again.complete).toBe(result.complete);
  expect(again.bom).toEqual(result.bom);
  expect(again.answers).toEqual(result.answers);
}

describe('random sessions', () => {
  it.each(RULESETS)('%s stays consistent whatever the client sends', async (name) => {
    const evaluate = await configurator(name);
    const keeping = await keepingOptions(name);
    fc.assert(
      fc.property(
        fc.constantFrom(...ENGINE_MARKETS),
        fc.constantFrom(...ENGINE_LANGUAGES),
        fc.array(step, { minLength: 1, maxLength: 14 }),
        (market, language, steps) => {
          let result = evaluate({}, market, language);
          for (const s of steps) {
            const [id, value] = valueFor(result, s);
            const answers: Answers = { ...result.answers };
            if (value.trim() === '') delete answers[id];
            else answers[id] = value;
            result = evaluate(answers, market, language);
            checkResult((a, m) => evaluate(a, m, language), result, market, keeping);
          }
        },
      ),
      { numRuns: NUM_RUNS },
    );
  });

  it.each(RULESETS)('%s can be completed by following what it offers', async (name) => {
    const evaluate = await configurator(name);
    const keeping = await keepingOptions(name);
    fc.assert(
      fc.property(fc.constantFrom(...ENGINE_MARKETS), fc.array(fc.nat(), { minLength: 30, maxLength: 30 }), (market, picks) => {
        // answer the first unanswered required option with an offered value, until complete or out of picks
        let result = evaluate({}, market);
        for (const pick of picks) {
          if (result.complete) break;
          const open = allOptions(result).find((o) => o.IsVisible && o.IsEnabled && o.IsRequired && o.Value === '');
          if (!open) break;
          const values = offeredValues(open, 11);
          result = evaluate({ ...result.answers, [open.ID]: values[pick % values.length]! }, market);
        }
        checkResult(evaluate, result, market, keeping);
        // an unanswered required option, a broken rule or an error is all that may stand in the way
        const missing = allOptions(result).some((o) => o.IsVisible && o.IsRequired && o.Value === '');
        expect(result.complete || missing || result.problems.length > 0).toBe(true);
      }),
      { numRuns: 60 },
    );
  });
});
