/**
 * The configurator screen's rules as plain functions (spec 001 §4, §5, §9): what the
 * engine's pages show, how number, checkbox and dropdown values travel, where
 * Continue leads, and how messages are grouped.
 */
import {
  CHECKBOX_VALUES,
  CPQ_MESSAGE_TYPES,
  RULESETS,
  STOVE_RULESETS,
  type ConfigMessage,
  type ConfigOption,
  type ConfigPage,
  type ConfigRange,
  type ConfigScreen,
  type Ruleset,
} from '@portal/contracts/configurator';
import { formatNumberInput, parseDecimal } from '@portal/ui/format';
import type { Language } from '@portal/ui/languages';

// --- navigation state

/** What /cpq needs in its navigation state: a ruleset, and a header to reopen a configuration. */
export type CpqNavigationState = { ruleset: Ruleset; headerId?: string };

export const isRuleset = (value: unknown): value is Ruleset => typeof value === 'string' && (RULESETS as readonly string[]).includes(value);

export function readNavigationState(state: unknown): CpqNavigationState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { ruleset, headerId } = state as Record<string, unknown>;
  if (!isRuleset(ruleset)) return null;
  return typeof headerId === 'string' && headerId.trim() !== '' ? { ruleset, headerId } : { ruleset };
}

export const isStoveRuleset = (ruleset: string | undefined) => (STOVE_RULESETS as readonly string[]).includes(ruleset ?? '');

// --- money

// --- number fields

export const firstRange = (ranges: readonly ConfigRange[]): ConfigRange | null => ranges[0] ?? null;

/** Typed or pasted spaces (thousand separators, stray blanks) never reach the engine. */
export const stripWhitespace = (raw: string) => raw.replace(/\s+/g, '');

/** The placeholder shows the first range's min and max; no range, no placeholder. */
export function numberBounds(ranges: readonly ConfigRange[]): { min: number; max: number } | null {
  const range = firstRange(ranges);
  return range ? { min: range.Min, max: range.Max } : null;
}

/** The step is the first range's increment; a zero or negative one means any number. */
export function numberStep(ranges: readonly ConfigRange[]): number | undefined {
  const increment = firstRange(ranges)?.Increment;
  return increment !== undefined && increment > 0 ? increment : undefined;
}

/**
 * A number as the user may write it (4,5, 4.5, 4 500, 1.234,5), read the language's way; without a
 * language, as the engine writes its values (a decimal point).
 */
export const parseNumber = (raw: string, language?: Language): number | null => parseDecimal(raw, language);

/** An engine value (4.5) as the number field shows it in the user's language (4,5); text that is no number stays as it is. */
export function displayNumber(value: string, language: Language): string {
  const n = parseNumber(value);
  return n === null ? value : formatNumberInput(n, language);
}

export function clampToRange(n: number, ranges: readonly ConfigRange[]): number {
  const range = firstRange(ranges);
  if (!range) return n;
  return Math.min(range.Max, Math.max(range.Min, n));
}

/** Decimals as JavaScript writes them, without float noise such as 0.30000000000000004. */
const numberText = (n: number) => String(Number(n.toPrecision(12)));

export type NumberCommit = { kind: 'send'; value: string } | { kind: 'unchanged' } | { kind: 'invalid' };

/**
 * What Enter or Tab does with a number field (spec 001 §5): a non-empty value is clamped
 * to the first range and sent; emptying the field withdraws the answer; a value equal to
 * the current one sends nothing; text that is no number is refused.
 */
export function commitNumber(raw: string, ranges: readonly ConfigRange[], current: string, language?: Language): NumberCommit {
  if (stripWhitespace(raw) === '') return current.trim() === '' ? { kind: 'unchanged' } : { kind: 'send', value: '' };
  const n = parseNumber(raw, language);
  if (n === null) return { kind: 'invalid' };
  const value = numberText(clampToRange(n, ranges));
  return parseNumber(current) === Number(value) ? { kind: 'unchanged' } : { kind: 'send', value };
}

/** Arrow keys move a number field by one increment, within the first range; with a language, the result is written its way. */
export function stepNumber(raw: string, ranges: readonly ConfigRange[], direction: 1 | -1, language?: Language): string {
  const step = numberStep(ranges) ?? 1;
  const n = parseNumber(raw, language);
  const start = n ?? (direction === 1 ? (firstRange(ranges)?.Min ?? 0) - step : (firstRange(ranges)?.Max ?? 0) + step);
  const text = numberText(clampToRange(start + direction * step, ranges));
  return language ? displayNumber(text, language) : text;
}

// --- checkboxes and dropdowns

export const isChecked = (value: string) => value.trim().toLowerCase() === CHECKBOX_VALUES.checked.toLowerCase();

/** A checkbox travels as the text True or False (spec 001 §5). */
export const checkboxValue = (checked: boolean) => (checked ? CHECKBOX_VALUES.checked : CHECKBOX_VALUES.unchecked);

/**
 * A dropdown offers the Select placeholder (and with it a way back to no answer) unless the
 * option is required and already answered (spec 001 §5).
 */
export const showsSelectPlaceholder = (option: Pick<ConfigOption, 'IsRequired'>, value: string) =>
  !(option.IsRequired && value.trim() !== '');

/** Information links open in a new tab; only web addresses qualify, never script or data URLs. */
export function safeInfoLink(link: string | null | undefined): string | null {
  const url = link?.trim() ?? '';
  return /^(https?:\/\/|\/(?!\/))/i.test(url) ? url : null;
}

// --- pages, screens and options

export const visibleScreens = (page: ConfigPage): ConfigScreen[] => page.Screens.filter((s) => s.IsVisible);

export const visibleOptions = (screen: ConfigScreen): ConfigOption[] => screen.ScreenOptions.filter((o) => o.IsVisible);

/** Indexes (into Pages) of the pages the user sees, in order. */
export const visiblePageIndexes = (pages: readonly ConfigPage[]) => pages.flatMap((p, i) => (p.IsVisible ? [i] : []));

/**
 * The page to show after an answer: the current one while visible, else the next visible
 * one, else the last visible one before it; -1 when no page is visible.
 */
export function resolvePageIndex(pages: readonly ConfigPage[], current: number): number {
  const visible = visiblePageIndexes(pages);
  if (visible.includes(current)) return current;
  return visible.find((i) => i > current) ?? visible.filter((i) => i < current).at(-1) ?? -1;
}

/** Continue goes to the next visible page; on the last one it stays. */
export function nextVisiblePageIndex(pages: readonly ConfigPage[], current: number): number {
  return visiblePageIndexes(pages).find((i) => i > current) ?? current;
}

export const isLastVisiblePage = (pages: readonly ConfigPage[], current: number) => nextVisiblePageIndex(pages, current) === current;

export type PrimaryAction = 'continue' | 'finish';

/**
 * Finish once the engine says the configuration is complete; a change still on its way
 * resets that until the engine answers again (spec 001 §4).
 */
export const primaryAction = (isExecutionComplete: boolean, changePending: boolean): PrimaryAction =>
  isExecutionComplete && !changePending ? 'finish' : 'continue';

// --- messages

export type MessageKind = 'error' | 'bad-value' | 'information';
export type MessageGroup = { kind: MessageKind; texts: string[] };

const kindOf = (type: number): MessageKind =>
  type === CPQ_MESSAGE_TYPES.error ? 'error' : type === CPQ_MESSAGE_TYPES.badValue ? 'bad-value' : 'information';

const KIND_ORDER: readonly MessageKind[] = ['error', 'bad-value', 'information'];

/**
 * Messages by kind, most serious first (spec 001 §4): type 3 under the oops title with the
 * generic text, type 1 under the bad-value title, anything else under information. An
 * error group stands even without text, since its generic text says enough.
 */
export function groupMessages(messages: readonly ConfigMessage[]): MessageGroup[] {
  return KIND_ORDER.flatMap((kind) => {
    const ofKind = messages.filter((m) => kindOf(m.Type) === kind);
    const texts = ofKind.map((m) => m.Value.trim()).filter((text) => text !== '');
    return ofKind.length > 0 && (texts.length > 0 || kind === 'error') ? [{ kind, texts }] : [];
  });
}

/**
 * A rule the dealer's answers break (a roof too flat for its covering): the engine names the
 * option, and the message stands beside that field as a plain validation message, never in a
 * dialog and never as an error, until the answer changes.
 */
export const isFieldMessage = (message: ConfigMessage) => message.OptionID !== undefined;

/** The broken rules' texts by option ID, for the fields to show under their controls. */
export function fieldMessages(messages: readonly ConfigMessage[]): Readonly<Record<string, string>> {
  const byOption: Record<string, string[]> = {};
  for (const m of messages) {
    const text = m.Value.trim();
    if (m.OptionID !== undefined && text !== '') (byOption[m.OptionID] ??= []).push(text);
  }
  return Object.fromEntries(Object.entries(byOption).map(([id, texts]) => [id, texts.join(' ')]));
}

/**
 * The messages worth a dialog: a refused or reset answer (type 1) each time, anything else only
 * when it was not already standing after the previous answer, so a note that holds while the
 * user goes on (a platform is included, …) does not interrupt every change. A broken rule
 * shows beside its field instead.
 */
export function freshMessages(previous: readonly ConfigMessage[], current: readonly ConfigMessage[]): ConfigMessage[] {
  const standing = new Set(previous.map((m) => `${m.Type}:${m.Value}`));
  return current.filter((m) => !isFieldMessage(m) && (m.Type === CPQ_MESSAGE_TYPES.badValue || !standing.has(`${m.Type}:${m.Value}`)));
}

/**
 * What still holds after an answer, shown beside the options: errors, information and broken
 * rules (also listed here, since their field may be on another page), not refused answers.
 */
export const standingMessages = (messages: readonly ConfigMessage[]): ConfigMessage[] =>
  messages.filter((m) => (m.Type !== CPQ_MESSAGE_TYPES.badValue || isFieldMessage(m)) && m.Value.trim() !== '');

/** A standing message that keeps the configuration from finishing: an error or a broken rule. */
export const isBlockingMessage = (message: ConfigMessage) => message.Type === CPQ_MESSAGE_TYPES.error || isFieldMessage(message);

// --- leaving

export type LeaveWarning = 'not-finished' | 'not-added' | null;

/**
 * Leaving asks first once a session has started (spec 001 §4): before a successful finish
 * that the configuration is not finished, after it that it is not in the cart.
 */
export function leaveWarning(input: { started: boolean; finishedSuccessfully: boolean; added: boolean }): LeaveWarning {
  if (!input.started || input.added) return null;
  return input.finishedSuccessfully ? 'not-added' : 'not-finished';
}

// --- image choice keyboard

/** The next selectable card from `from` in `step` direction, wrapping around; -1 when none is selectable. */
export function nextEnabledIndex(enabled: readonly boolean[], from: number, step: 1 | -1): number {
  const n = enabled.length;
  for (let k = 1; k <= n; k++) {
    const i = (((from + step * k) % n) + n) % n;
    if (enabled[i]) return i;
  }
  return -1;
}
