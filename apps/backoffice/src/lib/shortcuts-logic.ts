/**
 * The back office's keyboard shortcuts as pure rules: which key (or two keys, `g` then `o`) does what, and when a key is
 * left alone because someone types or holds a modifier. The hook in components/shortcuts.tsx feeds it the page's keys.
 */

export type ShortcutAction = 'search' | 'next' | 'previous' | 'open' | 'orders' | 'complaints' | 'help';

/** The shortcuts as the help dialog lists them: the keys pressed one after another, and the action. */
export const SHORTCUTS: readonly { keys: readonly string[]; action: ShortcutAction }[] = [
  { keys: ['/'], action: 'search' },
  { keys: ['j'], action: 'next' },
  { keys: ['k'], action: 'previous' },
  { keys: ['Enter'], action: 'open' },
  { keys: ['g', 'o'], action: 'orders' },
  { keys: ['g', 'c'], action: 'complaints' },
  { keys: ['?'], action: 'help' },
];

/** How long the second key of a sequence (`g o`) may wait after the first. */
export const SEQUENCE_MS = 1500;

export type KeyPress = {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  /** Focus is in a text field, a select or an editable region: the key is text, not a shortcut. */
  typing: boolean;
  /** Focus is on a link or button, which Enter already works. */
  onControl: boolean;
};

/** A sequence begun: its first key and when it was pressed. */
export type Pending = { key: string; at: number } | null;

const SINGLE: Record<string, ShortcutAction> = { '/': 'search', j: 'next', k: 'previous', '?': 'help' };
const AFTER_G: Record<string, ShortcutAction> = { o: 'orders', c: 'complaints' };

/**
 * What a key does, and the sequence begun after it. A key held with Ctrl, Cmd or Alt belongs to the browser or the
 * system, and a key typed into a field to the field: neither is a shortcut and either ends a sequence.
 */
export function readShortcut(press: KeyPress, pending: Pending, now: number): { action: ShortcutAction | null; pending: Pending } {
  if (press.ctrlKey || press.metaKey || press.altKey || press.typing) return { action: null, pending: null };
  const waiting = pending !== null && now - pending.at <= SEQUENCE_MS ? pending : null;
  if (waiting?.key === 'g') {
    const action = AFTER_G[press.key];
    if (action) return { action, pending: null };
  }
  if (press.key === 'g') return { action: null, pending: { key: 'g', at: now } };
  if (press.key === 'Enter') return { action: press.onControl ? null : 'open', pending: null };
  return { action: SINGLE[press.key] ?? null, pending: null };
}

type Focused = { tagName: string; isContentEditable?: boolean; type?: string; getAttribute?: (name: string) => string | null } | null;

/** Fields whose keys are not text: a checkbox, a radio button, a button made of an input. */
const NOT_TEXT_INPUTS = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file', 'image']);

/** Whether keys pressed on this element are text typed into it. */
export function isTyping(target: Focused): boolean {
  if (!target) return false;
  const tag = target.tagName.toUpperCase();
  if (tag === 'TEXTAREA' || tag === 'SELECT' || target.isContentEditable) return true;
  const editable = target.getAttribute?.('contenteditable');
  if (editable === '' || editable === 'true' || editable === 'plaintext-only') return true;
  if (tag === 'INPUT') return !NOT_TEXT_INPUTS.has((target.type ?? 'text').toLowerCase());
  // A combobox or text box made of another element (an editor) takes keys as text too.
  const role = target.getAttribute?.('role');
  return role === 'textbox' || role === 'combobox' || role === 'searchbox';
}

/** Whether Enter on this element already does its own thing (a link, a button, a menu item). */
export function isControl(target: Focused): boolean {
  if (!target) return false;
  const tag = target.tagName.toUpperCase();
  if (tag === 'A' || tag === 'BUTTON' || tag === 'INPUT' || tag === 'SUMMARY') return true;
  const role = target.getAttribute?.('role');
  return role === 'button' || role === 'link' || role === 'menuitem' || role === 'option' || role === 'tab';
}

/** The row highlighted after a move: the first on the first move, then one on, kept within the rows. */
export function movedRow(current: number | null, step: 1 | -1, rows: number): number | null {
  if (rows === 0) return null;
  if (current === null || current >= rows) return step === 1 ? 0 : rows - 1;
  return Math.min(rows - 1, Math.max(0, current + step));
}
