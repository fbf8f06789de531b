/**
 * The configurator engine: recomputes a whole configuration from the user's explicit answers on
 * every call, so there is no hidden state to go stale. In dependency order it settles every
 * option (visibility, enablement, requirement, allowed choices, then the answer if it is still
 * valid, else the default) and every derived value; then it builds the bill of materials, checks
 * the constraints and renders image, details, summary and pages.
 *
 * An answer that is refused (unknown option, not a number, out of range, not a choice) or that a
 * change has made invalid (hidden, locked, choice no longer available) is dropped with a type 1
 * message, so `answers` in the result always re-evaluates to the same configuration. An option
 * may keep its answer while hidden (`keepWhileHidden`): the answer stays, unused, until it shows.
 * Answers that break a rule of the ruleset (a type 1 constraint) stay too: the message names the
 * option to change and the configuration is not complete until it is changed.
 */

import type { ConfigMessage, ConfigOption, ConfigPage, Ruleset } from '@portal/contracts/configurator';
import { allowedNow, HIDDEN_STATE, quote, readAnswer, valueText, type OptionState } from './answers.js';
import { RulesetError, type CompiledOption, type CompiledRuleset, type Expr } from './compile.js';
import type { Answers, BomLine, ConfiguratorEngine, EngineInput, EngineResult } from './engine-types.js';
import { ExpressionError, truth, type Value } from './expression.js';
import { loadRuleset } from './load.js';
import { displayValue, engineMessage, formatNumber, localize, renderItemNumber, renderText, type EngineMessageKey } from './text.js';

const TYPE_BAD_VALUE = 1;
const TYPE_ERROR = 3;

const engines = new Map<Ruleset, Promise<ConfiguratorEngine>>();

/** The engine of a ruleset, compiled once per process; a failed load is retried on the next call. */
export function loadEngine(name: Ruleset): Promise<ConfiguratorEngine> {
  let engine = engines.get(name);
  if (!engine) {
    engine = loadRuleset(name).then((compiled) => createEngine(name, compiled));
    engines.set(name, engine);
    engine.catch(() => engines.delete(name));
  }
  return engine;
}

export function createEngine(ruleset: Ruleset, compiled: CompiledRuleset): ConfiguratorEngine {
  return { ruleset, evaluate: (input) => evaluateRuleset(compiled, input) };
}

/** One configuration step: pure and synchronous. Throws RulesetError only for a bug in the ruleset. */
export function evaluateRuleset(rs: CompiledRuleset, input: EngineInput): EngineResult {
  let current: Expr | null = null;
  try {
    return new Evaluation(rs, input, (e) => (current = e)).run();
  } catch (e) {
    if (e instanceof ExpressionError) {
      const at = current as Expr | null;
      throw new RulesetError(`Ruleset ${rs.name}: ${at?.place ?? '?'}: ${e.message} in "${at?.source ?? ''}"`);
    }
    throw e;
  }
}

class Evaluation {
  private readonly env: Value[];
  private readonly states: OptionState[];
  private readonly optionMessages: ConfigMessage[][];
  private readonly messages: ConfigMessage[] = [];
  private readonly answers: Answers = {};
  private readonly given = new Map<CompiledOption, string>();
  private readonly pageVisible: (boolean | undefined)[] = [];
  private readonly screenVisible: (boolean | undefined)[] = [];

  constructor(
    private readonly rs: CompiledRuleset,
    private readonly input: EngineInput,
    private readonly track: (e: Expr) => void,
  ) {
    this.env = new Array<Value>(rs.slotCount).fill(null);
    this.env[rs.marketSlot] = input.market;
    this.states = new Array<OptionState>(rs.options.length).fill(HIDDEN_STATE);
    this.optionMessages = rs.options.map(() => []);
  }

  private value(e: Expr): Value {
    this.track(e);
    return e.evaluate(this.env);
  }
  private test(e: Expr): boolean {
    return truth(this.value(e));
  }

  run(): EngineResult {
    const { rs, input } = this;
    for (const [id, raw] of Object.entries(input.answers)) {
      const option = rs.optionsById.get(id);
      if (option) this.given.set(option, raw);
      else this.messages.push({ Type: TYPE_BAD_VALUE, Value: engineMessage('unknownOption', input.language, { option: quote(id) }) });
    }
    for (const step of rs.steps) {
      if (step.kind === 'derived') this.env[step.slot] = this.value(step.expr);
      else this.settle(step.option);
    }
    this.messages.push(...this.optionMessages.flat());

    const bom = this.billOfMaterials();
    const brokenRules: string[] = [];
    for (const c of rs.constraints) {
      if (!this.test(c.when)) continue;
      const text = renderText(c.message[input.language], this.env, input.language);
      this.messages.push(c.option ? { Type: c.type, Value: text, OptionID: c.option } : { Type: c.type, Value: text });
      // The engine's own type 1 messages drop the answer; a broken rule keeps it, so it blocks completion.
      if (c.type === TYPE_BAD_VALUE) brokenRules.push(text);
    }
    const answered = rs.options.every(
      (o) => !this.states[o.index]!.visible || !this.states[o.index]!.required || this.env[o.slot] !== null,
    );
    if (answered && bom.unresolved) {
      this.messages.push({ Type: TYPE_ERROR, Value: engineMessage('unresolvedItem', input.language, { item: bom.unresolved }) });
    }
    const problems = [...brokenRules, ...this.messages.filter((m) => m.Type === TYPE_ERROR).map((m) => m.Value)];
    return {
      pages: this.pages(),
      messages: this.messages,
      problems,
      imageUrl: this.text(rs.image),
      details: this.details(),
      bom: bom.lines,
      complete: answered && problems.length === 0,
      answers: this.answers,
      description: this.description(),
      path: this.text(rs.path),
    };
  }

  /** Decides an option's state and value from what it depends on, which is already settled. */
  private settle(o: CompiledOption): void {
    const { rs } = this;
    const raw = this.given.get(o);
    const visible =
      (this.pageVisible[o.page] ??= this.test(rs.pages[o.page]!.visible)) &&
      (this.screenVisible[o.screen] ??= this.test(rs.screens[o.screen]!.visible)) &&
      this.test(o.visible);
    if (!visible) {
      if (raw !== undefined && raw.trim() !== '') {
        if (o.keepWhileHidden && this.test(o.keepWhileHidden)) this.keep(o, raw);
        else this.say(o, 'resetNotApplicable', {});
      }
      return;
    }
    const choiceVisible = o.choices.map((c) => (c.visible ? this.test(c.visible) : true));
    const state: OptionState = {
      visible,
      enabled: this.test(o.enabled),
      required: this.test(o.required),
      choiceVisible,
      choiceEnabled: o.choices.map((c, i) => choiceVisible[i]! && (c.enabled ? this.test(c.enabled) : true)),
    };
    this.states[o.index] = state;

    let fallback: Value = o.kind === 'checkbox' ? false : null;
    if (o.default) {
      const d = this.value(o.default);
      fallback = d !== null && allowedNow(o, d, state) ? d : null;
    }
    let value = fallback;
    if (raw !== undefined) {
      const read = readAnswer(o, raw);
      if (read.kind === 'refused') this.say(o, read.key, read.params);
      else if (read.kind === 'value') {
        if (!state.enabled) {
          // Sending back the value a locked option shows anyway is no change.
          if (read.value !== fallback) this.say(o, 'resetLocked', {});
        } else if (!allowedNow(o, read.value, state)) {
          this.say(o, 'resetUnavailable', { value: displayValue(read.value, this.input.language, o.captionOf) });
        } else {
          value = read.value;
          this.answers[o.id] = valueText(value);
        }
      }
    }
    this.env[o.slot] = value;
  }

  /** Keeps a hidden option's answer for when it shows again; it holds no value meanwhile. Garbage is still refused. */
  private keep(o: CompiledOption, raw: string): void {
    const read = readAnswer(o, raw);
    if (read.kind === 'refused') this.say(o, read.key, read.params);
    else if (read.kind === 'value') this.answers[o.id] = valueText(read.value);
  }

  private say(o: CompiledOption, key: EngineMessageKey, params: Record<string, string>): void {
    const { language } = this.input;
    const range = o.ranges[0];
    const all = {
      option: localize(o.caption, language),
      min: range ? formatNumber(range.min, language) : '',
      max: range ? formatNumber(range.max, language) : String(o.maxLength),
      step: range ? formatNumber(range.increment, language) : '',
      ...params,
    };
    this.optionMessages[o.index]!.push({ Type: TYPE_BAD_VALUE, Value: engineMessage(key, language, all) });
  }

  /** Lines in declaration order, one per article; a bad quantity is an error, never rounded away. */
  private billOfMaterials(): { lines: BomLine[]; unresolved: string | null } {
    const quantities = new Map<string, number>();
    let unresolved: string | null = null;
    for (const line of this.rs.bom) {
      const q = this.value(line.quantity);
      if (q === null || q === 0) continue;
      if (typeof q !== 'number' || !Number.isInteger(q) || q < 0) {
        const value = typeof q === 'number' ? formatNumber(q, this.input.language) : String(q);
        this.messages.push({
          Type: TYPE_ERROR,
          Value: engineMessage('badQuantity', this.input.language, { item: line.itemSource, value }),
        });
        continue;
      }
      const item = renderItemNumber(line.item, this.env);
      if (item === null) {
        unresolved ??= line.itemSource;
        continue;
      }
      quantities.set(item, (quantities.get(item) ?? 0) + q);
    }
    return { lines: [...quantities].map(([itemNumber, quantity]) => ({ itemNumber, quantity })), unresolved };
  }

  private text(e: Expr | null): string | null {
    if (!e) return null;
    const v = this.value(e);
    if (v !== null && typeof v !== 'string') throw new ExpressionError(`expected text or null, got ${String(v)}`);
    return v;
  }

  private details(): EngineResult['details'] {
    const { language } = this.input;
    return this.rs.details.flatMap((d) => {
      const v = this.value(d.value);
      if (v === null || v === '') return [];
      const shown = typeof v === 'number' ? formatNumber(v, language, d.decimals) : displayValue(v, language, d.captionOf);
      return [{ Caption: localize(d.caption, language), Value: d.unit ? `${shown} ${d.unit}` : shown }];
    });
  }

  /** The parts that apply, joined with commas; the summary starts with a capital like a sentence. */
  private description(): string {
    const { language } = this.input;
    const text = this.rs.description
      .filter((part) => this.test(part.when))
      .map((part) => renderText(part.text[language], this.env, language))
      .filter((s) => s !== '')
      .join(', ');
    return text.charAt(0).toLocaleUpperCase() + text.slice(1);
  }

  private pages(): ConfigPage[] {
    const { language } = this.input;
    return this.rs.pages.map((page) => {
      const screens = page.screens.map((screen) => {
        const options = screen.options.map((o) => this.option(o));
        return {
          Caption: localize(screen.caption, language),
          Description: screen.description ? localize(screen.description, language) : null,
          ShowCaption: screen.showCaption,
          ShowDescription: screen.showDescription,
          IsVisible: options.some((o) => o.IsVisible),
          ScreenOptions: options,
        };
      });
      return { Caption: localize(page.caption, language), IsVisible: screens.some((s) => s.IsVisible), Screens: screens };
    });
  }

  private option(o: CompiledOption): ConfigOption {
    const { language } = this.input;
    const state = this.states[o.index]!;
    return {
      ID: o.id,
      Caption: localize(o.caption, language),
      Value: valueText(this.env[o.slot] ?? null),
      DisplayType: o.displayType,
      DisplayFormat: o.displayFormat,
      IsVisible: state.visible,
      IsEnabled: state.enabled,
      IsRequired: state.required,
      InformationLink: o.informationLink,
      Ranges: o.ranges.map((r) => ({ Min: r.min, Max: r.max, Increment: r.increment })),
      SelectableValues: o.choices.flatMap((c, i) =>
        state.choiceVisible[i]
          ? [{ Value: c.text, Caption: localize(c.caption, language), ImageLink: c.image, IsEnabled: state.choiceEnabled[i]! }]
          : [],
      ),
    };
  }
}
