/** Helpers for the ruleset tests: run a configuration the way the service does and read the result. */

import type { ConfigOption, Ruleset } from '@portal/contracts/configurator';
import type { Answers, EngineLanguage, EngineMarket, EngineResult } from '../engine/engine-types.js';
import { loadEngine } from '../engine/engine.js';

export type Evaluate = (answers: Answers, market?: EngineMarket, language?: EngineLanguage) => EngineResult;

export async function configurator(ruleset: Ruleset): Promise<Evaluate> {
  const engine = await loadEngine(ruleset);
  return (answers, market = 'se', language = 'en') => engine.evaluate({ answers, market, language });
}

/**
 * Replays a session the way the service does: one call with no values, then one call per step,
 * each step's values merged into the answers the previous call returned ('' withdraws an answer).
 */
export function session(evaluate: Evaluate, steps: Answers[], market: EngineMarket = 'se', language: EngineLanguage = 'en'): EngineResult {
  let result = evaluate({}, market, language);
  for (const step of steps) {
    const answers = { ...result.answers };
    for (const [id, value] of Object.entries(step)) {
      if (value.trim() === '') delete answers[id];
      else answers[id] = value;
    }
    result = evaluate(answers, market, language);
  }
  return result;
}

export function allOptions(result: EngineResult): ConfigOption[] {
  return result.pages.flatMap((p) => p.Screens.flatMap((s) => s.ScreenOptions));
}

export function optionOf(result: EngineResult, id: string): ConfigOption {
  const option = allOptions(result).find((o) => o.ID === id);
  if (!option) throw new Error(`no option ${id}`);
  return option;
}

/** The enabled flags of an option's listed values, e.g. { BK: true, WH: false }. */
export function choicesOf(result: EngineResult, id: string): Record<string, boolean> {
  return Object.fromEntries(optionOf(result, id).SelectableValues.map((v) => [v.Value, v.IsEnabled]));
}

export function bomOf(result: EngineResult): Record<string, number> {
  return Object.fromEntries(result.bom.map((l) => [l.itemNumber, l.quantity]));
}

export const messagesOf = (result: EngineResult, type: number) => result.messages.filter((m) => m.Type === type).map((m) => m.Value);
/** The rules the answers break, each as `option: message` (the field the message stands beside). */
export const brokenRulesOf = (result: EngineResult) =>
  result.messages.filter((m) => m.OptionID !== undefined).map((m) => `${m.OptionID}: ${m.Value}`);
export const BAD_VALUE = 1;
export const ERROR = 3;
export const INFO = 2;

/** Answers the UI could send for an option right now: enabled choices, both checkbox states, numbers on the range's steps. */
export function offeredValues(option: ConfigOption, numbers = 5): string[] {
  if (!option.IsVisible || !option.IsEnabled) return [];
  switch (option.DisplayType) {
    case 'CheckBox':
      return ['True', 'False'];
    case 'Number': {
      const { Min, Max, Increment } = option.Ranges[0]!;
      const steps = Math.round((Max - Min) / Increment);
      const picks = new Set(Array.from({ length: numbers }, (_, i) => Math.round((steps * i) / Math.max(1, numbers - 1))));
      return [...picks].map((k) => String(Number((Min + k * Increment).toFixed(6))));
    }
    case 'Text':
      return ['Text'];
    default:
      return option.SelectableValues.filter((v) => v.IsEnabled).map((v) => v.Value);
  }
}
