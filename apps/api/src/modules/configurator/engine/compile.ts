/**
 * Turns a merged ruleset into what the engine runs: every expression parsed and resolved, every
 * template split, options and derived values in dependency order. Everything a ruleset can get
 * wrong fails here, once, with the ruleset, the place and the expression in the message, instead
 * of during a user's configuration.
 */

import type { DisplayType } from '@portal/contracts/configurator';
import {
  compileExpression,
  constantExpression,
  ExpressionError,
  type CompiledExpression,
  type CompileScope,
  type Table,
  type Value,
} from './expression.js';
import type { LocalText, OptionSource, PageSource, RulesetParts } from './ruleset-schema.js';
import { compileTemplate, localize, type CaptionOf, type Placeholder, type Template } from './text.js';
import { ENGINE_LANGUAGES, type EngineLanguage } from './engine-types.js';
import { dependencyOrder } from './dependency-order.js';

export class RulesetError extends Error {
  override name = 'RulesetError';
}

/** A merged ruleset: its own parts and those of the fragments it includes, in include order. */
export type RulesetSource = Required<RulesetParts> & {
  name: string;
  image?: string;
  path?: string;
  /** What each included fragment needs the ruleset to define. */
  requires: { fragment: string; names: string[] }[];
};

export type Expr = CompiledExpression & { readonly place: string };
export type LocalTemplate = Readonly<Record<EngineLanguage, Template>>;

export type OptionKind = 'choice' | 'number' | 'checkbox' | 'text';

export type CompiledChoice = {
  value: string | number;
  /** The value as it travels in answers and SelectableValues. */
  text: string;
  caption: LocalText;
  image: string | null;
  visible: Expr | null;
  enabled: Expr | null;
};

export type CompiledOption = {
  index: number;
  id: string;
  slot: number;
  kind: OptionKind;
  caption: LocalText;
  displayType: DisplayType;
  displayFormat: string | null;
  informationLink: string | null;
  ranges: { min: number; max: number; increment: number }[];
  choices: CompiledChoice[];
  choiceByText: ReadonlyMap<string, CompiledChoice>;
  /** The caption of the choice with this value, or null. */
  captionOf: CaptionOf;
  maxLength: number;
  default: Expr | null;
  visible: Expr;
  enabled: Expr;
  required: Expr;
  /** Null when the option never keeps an answer while hidden. */
  keepWhileHidden: Expr | null;
  page: number;
  screen: number;
};

export type CompiledScreen = {
  index: number;
  caption: LocalText;
  description: LocalText | null;
  showCaption: boolean;
  showDescription: boolean;
  visible: Expr;
  options: CompiledOption[];
};
export type CompiledPage = { index: number; caption: LocalText; visible: Expr; screens: CompiledScreen[] };

export type Step = { kind: 'option'; option: CompiledOption } | { kind: 'derived'; name: string; slot: number; expr: Expr };

export type CompiledRuleset = {
  name: string;
  slotCount: number;
  marketSlot: number;
  /** Options and derived values in an order where everything comes after what it reads. */
  steps: Step[];
  options: CompiledOption[];
  optionsById: ReadonlyMap<string, CompiledOption>;
  pages: CompiledPage[];
  screens: CompiledScreen[];
  constraints: { id: string; when: Expr; type: number; option: string | null; message: LocalTemplate }[];
  bom: { item: Template; itemSource: string; quantity: Expr }[];
  details: { caption: LocalText; value: Expr; unit: string | null; decimals: number | undefined; captionOf: CaptionOf | null }[];
  description: { text: LocalTemplate; when: Expr }[];
  image: Expr | null;
  path: Expr | null;
  /** Every Text the ruleset shows, for checking translations. */
  texts: LocalText[];
};

const CHOICE_TYPES: readonly DisplayType[] = ['DropDown', 'TypeableDropDown', 'Radio', 'ImageChoice'];
const DEFAULT_TEXT_LENGTH = 200;

function kindOf(displayType: DisplayType): OptionKind {
  if (CHOICE_TYPES.includes(displayType)) return 'choice';
  if (displayType === 'Number') return 'number';
  if (displayType === 'CheckBox') return 'checkbox';
  return 'text';
}

export function compileRuleset(source: RulesetSource): CompiledRuleset {
  const fail = (place: string, message: string): never => {
    throw new RulesetError(`Ruleset ${source.name}: ${place}: ${message}`);
  };

  // --- names and slots: slot 0 is the market, then options, then derived values
  const slots = new Map<string, number>([['market', 0]]);
  const define = (name: string, place: string) => {
    if (slots.has(name)) fail(place, `the name '${name}' is defined twice`);
    slots.set(name, slots.size);
  };
  const optionSources: { src: OptionSource; page: number; screen: number }[] = [];
  let screenCount = 0;
  source.pages.forEach((page, p) =>
    page.screens.forEach((screen) => {
      const s = screenCount++;
      screen.options.forEach((src) => optionSources.push({ src, page: p, screen: s }));
    }),
  );
  optionSources.forEach(({ src }) => define(src.id, `option '${src.id}'`));
  const derivedNames = Object.keys(source.derived);
  derivedNames.forEach((name) => define(name, `derived value '${name}'`));
  for (const r of source.requires) {
    for (const name of r.names)
      if (!slots.has(name)) fail(`include ${r.fragment}`, `the fragment requires '${name}', which is not defined`);
  }

  const tables = new Map<string, Table>(
    Object.entries(source.tables).map(([name, t]) => [name, new Map<string, Value>(Object.entries(t))]),
  );
  const scope: CompileScope = { slot: (name) => slots.get(name), table: (name) => tables.get(name) };

  const expr = (src: string | number | boolean, place: string): Expr => {
    if (typeof src !== 'string') return { ...constantExpression(src), place };
    try {
      return { ...compileExpression(src, scope), place };
    } catch (e) {
      if (e instanceof ExpressionError) return fail(place, `${e.message} in "${src}"`);
      throw e;
    }
  };
  const optional = (src: string | number | boolean | undefined, place: string, fallback: boolean) =>
    src === undefined ? { ...constantExpression(fallback), place } : expr(src, place);

  // --- options
  const options = optionSources.map(({ src, page, screen }, index) =>
    compileOption(src, index, slots.get(src.id)!, page, screen, expr, optional, fail),
  );
  const optionsById = new Map(options.map((o) => [o.id, o]));

  const placeholder = (name: string, place: string): Placeholder => {
    const slot = slots.get(name) ?? fail(place, `unknown name '{${name}}' in a template`);
    const option = optionsById.get(name);
    return { name, slot, captionOf: option?.kind === 'choice' ? option.captionOf : null };
  };
  const localTemplate = (text: LocalText, place: string): LocalTemplate =>
    Object.fromEntries(ENGINE_LANGUAGES.map((l) => [l, compileTemplate(localize(text, l), (n) => placeholder(n, place))])) as Record<
      EngineLanguage,
      Template
    >;

  // --- pages and screens
  const screens: CompiledScreen[] = [];
  const pages = source.pages.map((page: PageSource, p): CompiledPage => {
    const pageScreens = page.screens.map((screen): CompiledScreen => {
      const index = screens.length;
      const compiled: CompiledScreen = {
        index,
        caption: screen.caption,
        description: screen.description ?? null,
        showCaption: screen.showCaption ?? true,
        showDescription: screen.showDescription ?? screen.description !== undefined,
        visible: optional(screen.visible, `page ${p + 1} screen ${index + 1} visible`, true),
        options: options.filter((o) => o.screen === index),
      };
      screens.push(compiled);
      return compiled;
    });
    return { index: p, caption: page.caption, visible: optional(page.visible, `page ${p + 1} visible`, true), screens: pageScreens };
  });

  // --- derived values and the dependency order
  const derived = derivedNames.map((name) => {
    const d = source.derived[name]!;
    const src = typeof d === 'object' ? d.value : d;
    return { name, slot: slots.get(name)!, expr: expr(src, `derived value '${name}'`) };
  });
  const stepNames = [...options.map((o) => o.id), ...derived.map((d) => d.name)];
  const stepReads = [...options.map((o) => optionReads(o, pages[o.page]!, screens[o.screen]!)), ...derived.map((d) => d.expr.names)];
  const order = dependencyOrder(stepNames, stepReads);
  if ('cycle' in order) return fail('dependencies', `a value depends on itself: ${order.cycle.join(' → ')}`);
  const steps: Step[] = order.order.map((i) =>
    i < options.length ? { kind: 'option', option: options[i]! } : { kind: 'derived', ...derived[i - options.length]! },
  );

  // --- results
  const constraintIds = new Set<string>();
  const constraints = source.constraints.map((c) => {
    const place = `constraint '${c.id}'`;
    if (constraintIds.has(c.id)) fail(place, 'the ID is used twice');
    constraintIds.add(c.id);
    if (c.option !== undefined && !optionsById.has(c.option)) fail(place, `unknown option '${c.option}'`);
    // A broken rule is the dealer's to fix, so the message must say which field to change.
    if (c.type === 1 && c.option === undefined) fail(place, 'a type 1 constraint names the option it is about');
    return {
      id: c.id,
      when: expr(c.when, `${place} when`),
      type: c.type,
      option: c.option ?? null,
      message: localTemplate(c.message, `${place} message`),
    };
  });
  const bom = source.bom.map((line, i) => {
    const place = `bom line ${i + 1} (${line.item})`;
    return {
      item: compileTemplate(line.item, (n) => placeholder(n, place)),
      itemSource: line.item,
      quantity: expr(line.quantity, `${place} quantity`),
    };
  });
  const details = source.details.map((d, i) => {
    const option = optionsById.get(d.value.trim());
    return {
      caption: d.caption,
      value: expr(d.value, `detail ${i + 1} (${localize(d.caption, 'en')})`),
      unit: d.unit ?? null,
      decimals: d.decimals,
      // A detail that shows a choice option shows its caption, not its code.
      captionOf: option?.kind === 'choice' ? option.captionOf : null,
    };
  });
  const description = source.description.map((part, i) => ({
    text: localTemplate(part.text, `description part ${i + 1}`),
    when: optional(part.when, `description part ${i + 1} when`, true),
  }));

  const texts: LocalText[] = [
    ...source.pages.flatMap((p) => [p.caption, ...p.screens.flatMap((s) => [s.caption, ...(s.description ? [s.description] : [])])]),
    ...options.flatMap((o) => [o.caption, ...o.choices.map((c) => c.caption)]),
    ...source.constraints.map((c) => c.message),
    ...source.details.map((d) => d.caption),
    ...source.description.map((d) => d.text),
  ];

  return {
    name: source.name,
    slotCount: slots.size,
    marketSlot: 0,
    steps,
    options,
    optionsById,
    pages,
    screens,
    constraints,
    bom,
    details,
    description,
    image: source.image === undefined ? null : expr(source.image, 'image'),
    path: source.path === undefined ? null : expr(source.path, 'path'),
    texts,
  };
}

type Compile = (src: string | number | boolean, place: string) => Expr;
type CompileOptional = (src: string | number | boolean | undefined, place: string, fallback: boolean) => Expr;

function compileOption(
  src: OptionSource,
  index: number,
  slot: number,
  page: number,
  screen: number,
  expr: Compile,
  optional: CompileOptional,
  fail: (place: string, message: string) => never,
): CompiledOption {
  const place = `option '${src.id}'`;
  const kind = kindOf(src.displayType);
  if (kind === 'choice' && !src.choices) fail(place, `a ${src.displayType} needs choices`);
  if (kind !== 'choice' && src.choices) fail(place, `a ${src.displayType} has no choices`);
  if (kind === 'number' && !src.ranges) fail(place, 'a Number needs a range');
  if (kind !== 'number' && src.ranges) fail(place, `a ${src.displayType} has no ranges`);
  if (kind !== 'text' && src.maxLength !== undefined) fail(place, 'only a Text has a maxLength');

  const choices = (src.choices ?? []).map((c): CompiledChoice => ({
    value: c.value,
    text: String(c.value),
    caption: c.caption,
    image: c.image ?? null,
    visible: c.visible === undefined ? null : expr(c.visible, `${place} choice '${c.value}' visible`),
    enabled: c.enabled === undefined ? null : expr(c.enabled, `${place} choice '${c.value}' enabled`),
  }));
  const choiceByText = new Map(choices.map((c) => [c.text, c]));
  if (choiceByText.size !== choices.length) fail(place, 'two choices have the same value');
  if (new Set(choices.map((c) => typeof c.value)).size > 1) fail(place, 'the choice values mix numbers and text');

  const option: CompiledOption = {
    index,
    id: src.id,
    slot,
    kind,
    caption: src.caption,
    displayType: src.displayType,
    displayFormat: src.displayFormat ?? null,
    informationLink: src.informationLink ?? null,
    ranges: src.ranges ?? [],
    choices,
    choiceByText,
    captionOf: (value, language) => {
      const choice = value === null ? undefined : choiceByText.get(String(value));
      return choice ? localize(choice.caption, language) : null;
    },
    maxLength: src.maxLength ?? DEFAULT_TEXT_LENGTH,
    default: src.default === undefined ? null : expr(src.default, `${place} default`),
    visible: optional(src.visible, `${place} visible`, true),
    enabled: optional(src.enabled, `${place} enabled`, true),
    required: optional(src.required, `${place} required`, false),
    keepWhileHidden: src.keepWhileHidden === undefined ? null : expr(src.keepWhileHidden, `${place} keepWhileHidden`),
    page,
    screen,
  };
  if (src.default !== undefined && typeof src.default !== 'string' && !fixedDefaultFits(option, src.default)) {
    fail(`${place} default`, `${JSON.stringify(src.default)} is not a possible value`);
  }
  return option;
}

/** A fixed default must be something the option could hold; expressions are checked when they run. */
function fixedDefaultFits(option: CompiledOption, value: number | boolean): boolean {
  if (option.kind === 'checkbox') return typeof value === 'boolean';
  if (option.kind === 'choice') return option.choiceByText.get(String(value))?.value === value;
  if (option.kind === 'number') {
    const r = option.ranges[0]!;
    return typeof value === 'number' && value >= r.min && value <= r.max;
  }
  return false;
}

/** What an option's state depends on, including the visibility of its page and screen. */
function optionReads(option: CompiledOption, page: CompiledPage, screen: CompiledScreen): Set<string> {
  const exprs = [option.visible, option.enabled, option.required, option.default, option.keepWhileHidden, page.visible, screen.visible];
  for (const c of option.choices) exprs.push(c.visible, c.enabled);
  const names = new Set<string>();
  for (const e of exprs) e?.names.forEach((n) => names.add(n));
  return names;
}
