/**
 * Reading an answer's text as the value its option holds, and deciding whether a value is
 * allowed in the option's current state. Answers travel as text (spec 001 §5): numbers with
 * whitespace stripped (a decimal comma is accepted, as Nordic users type it), checkboxes as
 * 'True'/'False', choices as one of the listed values.
 */

import type { CompiledOption } from './compile.js';
import { ExpressionError, showValue, type Value } from './expression.js';
import type { EngineMessageKey } from './text.js';

export type OptionState = {
  visible: boolean;
  enabled: boolean;
  required: boolean;
  /** Per choice, in the option's order. */
  choiceVisible: boolean[];
  choiceEnabled: boolean[];
};

export const HIDDEN_STATE: OptionState = { visible: false, enabled: false, required: false, choiceVisible: [], choiceEnabled: [] };

export type ReadAnswer =
  { kind: 'empty' } | { kind: 'value'; value: Value } | { kind: 'refused'; key: EngineMessageKey; params: Record<string, string> };

const DECIMAL = /^-?\d+([.,]\d+)?$/;
// Tolerance for answers such as 0.3 on a 0.1 step, which binary floating point cannot hit exactly.
const STEP_TOLERANCE = 1e-9;

/** Quotes user input for a message, cut short so a hostile answer cannot flood the page. */
export function quote(text: string): string {
  return showValue(text);
}

export function readAnswer(option: CompiledOption, raw: string): ReadAnswer {
  if (raw.trim() === '') return { kind: 'empty' };
  switch (option.kind) {
    case 'number': {
      const compact = raw.replace(/\s+/g, '');
      if (!DECIMAL.test(compact)) return { kind: 'refused', key: 'notANumber', params: { value: quote(raw) } };
      const value = Number(compact.replace(',', '.'));
      const problem = numberProblem(option, value);
      return problem ? { kind: 'refused', key: problem, params: { value: compact } } : { kind: 'value', value };
    }
    case 'checkbox':
      if (raw === 'True' || raw === 'False') return { kind: 'value', value: raw === 'True' };
      return { kind: 'refused', key: 'notACheckbox', params: { value: quote(raw) } };
    case 'choice': {
      const choice = option.choiceByText.get(raw);
      return choice ? { kind: 'value', value: choice.value } : { kind: 'refused', key: 'notAChoice', params: { value: quote(raw) } };
    }
    case 'text': {
      const text = raw.trim();
      if (text.length > option.maxLength) return { kind: 'refused', key: 'tooLong', params: {} };
      return { kind: 'value', value: text };
    }
  }
}

/** Numbers must lie within the first range and on its increment. */
export function numberProblem(option: CompiledOption, value: number): 'outOfRange' | 'offStep' | null {
  const range = option.ranges[0]!;
  if (value < range.min || value > range.max) return 'outOfRange';
  const steps = (value - range.min) / range.increment;
  return Math.abs(steps - Math.round(steps)) > STEP_TOLERANCE ? 'offStep' : null;
}

/** Whether the option may hold `value` in `state`; a wrong kind of value is a ruleset bug. */
export function allowedNow(option: CompiledOption, value: Value, state: OptionState): boolean {
  switch (option.kind) {
    case 'number':
      if (typeof value !== 'number') break;
      return numberProblem(option, value) === null;
    case 'checkbox':
      if (typeof value !== 'boolean') break;
      return true;
    case 'text':
      if (typeof value !== 'string') break;
      return value.length <= option.maxLength;
    case 'choice': {
      const i = option.choices.findIndex((c) => c.value === value);
      if (i < 0) break;
      return state.choiceEnabled[i] === true;
    }
  }
  throw new ExpressionError(`${showValue(value)} is not a possible value of option '${option.id}'`);
}

/** The value as it travels back to the browser: 'True'/'False' for checkboxes, '' when unset. */
export function valueText(value: Value): string {
  if (value === null) return '';
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  return String(value);
}
