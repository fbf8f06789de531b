/**
 * The shape of a ruleset file (rulesets/<Name>.json) and of the shared fragments it includes
 * (rulesets/shared/<name>.json). zod checks the shape; compile.ts then checks what a schema
 * cannot: that names exist, IDs are unique, expressions parse and nothing depends on itself.
 *
 * Wherever an expression stands (see expression.ts), a JSON number or true/false may stand
 * instead. Text shown to users is either one string for every language (names, sizes) or an
 * object with `en` and, for real rulesets, all of sv, no, dk, de, fi. `{name}` in a text or an
 * item-number template is replaced by that option's or derived value.
 */

import { z } from 'zod';
import { DISPLAY_TYPES } from '@portal/contracts/configurator';
import { isForbiddenName, MAX_EXPRESSION_LENGTH } from './expression.js';

const RESERVED = new Set(['and', 'or', 'not', 'in', 'true', 'false', 'null', 'market']);

export const Identifier = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9_]{0,49}$/, 'a name of up to 50 letters, digits and _, starting with a letter')
  .refine((n) => !isForbiddenName(n) && !RESERVED.has(n), 'a reserved name');

const Translation = z.string().min(1).max(2000);
export const LocalText = z.union([
  Translation,
  z.strictObject({
    en: Translation,
    sv: Translation.optional(),
    no: Translation.optional(),
    dk: Translation.optional(),
    de: Translation.optional(),
    fi: Translation.optional(),
  }),
]);
export type LocalText = z.infer<typeof LocalText>;

const Expression = z.string().min(1).max(MAX_EXPRESSION_LENGTH);
/** An expression, or a fixed number or true/false. */
const Computed = z.union([Expression, z.number(), z.boolean()]);
const Comment = z.string().optional();

const Choice = z.strictObject({
  value: z.union([z.string().min(1).max(100), z.number()]),
  caption: LocalText,
  image: z.string().max(300).optional(),
  /** Hidden choices are left out of SelectableValues; disabled ones are listed but cannot be chosen. */
  visible: Computed.optional(),
  enabled: Computed.optional(),
  comment: Comment,
});

const Range = z
  .strictObject({ min: z.number(), max: z.number(), increment: z.number().positive() })
  .refine((r) => r.min <= r.max, 'min must not exceed max');

const Option = z.strictObject({
  id: Identifier,
  caption: LocalText,
  displayType: z.enum(DISPLAY_TYPES),
  displayFormat: z.string().max(50).optional(),
  informationLink: z.string().max(500).optional(),
  /** Number options: an answer must lie within the first range and on its increment. */
  ranges: z.array(Range).min(1).optional(),
  choices: z.array(Choice).min(1).optional(),
  /** Used while the option has no valid answer; a checkbox without one defaults to false. */
  default: Computed.optional(),
  visible: Computed.optional(),
  enabled: Computed.optional(),
  required: Computed.optional(),
  /**
   * While the option is hidden and this holds, its answer is kept: it stays in the answers without
   * a message, counts for nothing, and applies again once the option shows (for answers a change of
   * the exit or the like hides for a while). Otherwise a hidden option's answer is reset.
   */
  keepWhileHidden: Computed.optional(),
  /** Text options only. */
  maxLength: z.number().int().min(1).max(1000).optional(),
  comment: Comment,
});

const Screen = z.strictObject({
  caption: LocalText,
  description: LocalText.optional(),
  showCaption: z.boolean().optional(),
  showDescription: z.boolean().optional(),
  visible: Computed.optional(),
  options: z.array(Option).min(1),
});

const Page = z.strictObject({
  caption: LocalText,
  visible: Computed.optional(),
  screens: z.array(Screen).min(1),
});

const Constraint = z.strictObject({
  id: Identifier,
  when: Expression,
  /**
   * 1: the dealer's input breaks a rule (a roof too flat for its covering): shown beside `option`,
   * and the configuration is not complete; 3: the configuration cannot be built (not complete);
   * anything else: information.
   */
  type: z.number().int().min(0).max(9),
  /** The option whose field the message stands beside; a type 1 constraint names one. */
  option: Identifier.optional(),
  message: LocalText,
  comment: Comment,
});

const BomLine = z.strictObject({
  /** Item-number template such as `SK{diameter}-1000`. */
  item: z.string().min(1).max(100),
  /** Must come out as a whole number ≥ 0; 0 or null leaves the line out. */
  quantity: z.union([Expression, z.number().int().min(0)]),
  comment: Comment,
});

const Detail = z.strictObject({
  caption: LocalText,
  /** Null hides the detail. */
  value: Expression,
  unit: z.string().max(20).optional(),
  decimals: z.number().int().min(0).max(3).optional(),
  comment: Comment,
});

const DescriptionPart = z.strictObject({ text: LocalText, when: Computed.optional(), comment: Comment });

const DerivedValue = z.union([Computed, z.strictObject({ value: Computed, comment: z.string() })]);

const TableKey = z
  .string()
  .min(1)
  .max(100)
  .refine((k) => !isForbiddenName(k), 'a reserved name');
const Table = z.record(TableKey, z.union([z.string().max(300), z.number(), z.boolean()]));

/** What a ruleset and a fragment both may declare; a ruleset's parts and its fragments' are merged. */
const parts = {
  comment: Comment,
  tables: z.record(Identifier, Table).optional(),
  /** Name → expression; evaluated in dependency order, so the order in the file does not matter. */
  derived: z.record(Identifier, DerivedValue).optional(),
  pages: z.array(Page).optional(),
  constraints: z.array(Constraint).optional(),
  bom: z.array(BomLine).optional(),
  details: z.array(Detail).optional(),
  /** Parts of the one-line summary, joined with ', '. */
  description: z.array(DescriptionPart).optional(),
};

export const FRAGMENT_NAME = /^shared\/[a-z][a-z0-9-]{0,40}$/;
/** Marks where the ruleset's own pages, BOM lines and details go among its includes. */
export const SELF = 'self';

export const RulesetFragment = z.strictObject({
  ...parts,
  /** Names the including ruleset must define (documents and checks the fragment's inputs). */
  requires: z.array(Identifier).optional(),
});
export type RulesetFragment = z.infer<typeof RulesetFragment>;

export const RulesetFile = z.strictObject({
  ...parts,
  name: z.string().min(1).max(50),
  include: z.array(z.union([z.string().regex(FRAGMENT_NAME), z.literal(SELF)])).optional(),
  /** URL of the configuration's picture, or null. */
  image: Expression.optional(),
  /** Non-null only when the configuration combines a stove and a chimney. */
  path: Expression.optional(),
});
export type RulesetFile = z.infer<typeof RulesetFile>;

export type RulesetParts = Omit<RulesetFragment, 'requires' | 'comment'>;
export type OptionSource = z.infer<typeof Option>;
export type ChoiceSource = z.infer<typeof Choice>;
export type PageSource = z.infer<typeof Page>;
export type DerivedSource = z.infer<typeof DerivedValue>;
