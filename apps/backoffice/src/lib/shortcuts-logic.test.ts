import { describe, expect, it } from 'vitest';
import { isControl, isTyping, movedRow, readShortcut, SEQUENCE_MS, type KeyPress } from './shortcuts-logic';

const press = (key: string, more: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  typing: false,
  onControl: false,
  ...more,
});

/** The actions a run of keys makes, pressed `gap` ms apart. */
function run(keys: (string | KeyPress)[], gap = 100) {
  let pending = null as ReturnType<typeof readShortcut>['pending'];
  return keys.map((key, i) => {
    const result = readShortcut(typeof key === 'string' ? press(key) : key, pending, 1000 + i * gap);
    pending = result.pending;
    return result.action;
  });
}

describe('keyboard shortcuts', () => {
  it('reads the single keys', () => {
    expect(run(['/', 'j', 'k', 'Enter', '?', 'x'])).toEqual(['search', 'next', 'previous', 'open', 'help', null]);
  });

  it('goes to orders with g o and to complaints with g c', () => {
    expect(run(['g', 'o'])).toEqual([null, 'orders']);
    expect(run(['g', 'c'])).toEqual([null, 'complaints']);
    expect(run(['g', 'g', 'c'])).toEqual([null, null, 'complaints']);
  });

  it('forgets a g after a while, or after another key', () => {
    expect(run(['g', 'o'], SEQUENCE_MS + 1)).toEqual([null, null]);
    expect(run(['g', 'x', 'o'])).toEqual([null, null, null]);
    expect(run(['o', 'c'])).toEqual([null, null]);
  });

  it('leaves keys typed into a field to the field, and ends a sequence with them', () => {
    for (const key of ['/', 'j', 'k', 'Enter', '?', 'g']) expect(run([press(key, { typing: true })])).toEqual([null]);
    expect(run(['g', press('o', { typing: true })])).toEqual([null, null]);
    expect(run([press('g', { typing: true }), 'o'])).toEqual([null, null]);
  });

  it('never takes a key held with Ctrl, Cmd or Alt', () => {
    for (const modifier of ['ctrlKey', 'metaKey', 'altKey'] as const) {
      expect(run([press('k', { [modifier]: true }), press('/', { [modifier]: true })])).toEqual([null, null]);
      expect(run(['g', press('c', { [modifier]: true })])).toEqual([null, null]);
    }
  });

  it('leaves Enter on a link or button to it', () => {
    expect(run([press('Enter', { onControl: true })])).toEqual([null]);
  });

  it('tells a text field, a select and an editable region from a checkbox or a link', () => {
    expect(isTyping({ tagName: 'INPUT', type: 'text' })).toBe(true);
    expect(isTyping({ tagName: 'input', type: 'search' })).toBe(true);
    expect(isTyping({ tagName: 'TEXTAREA' })).toBe(true);
    expect(isTyping({ tagName: 'SELECT' })).toBe(true);
    expect(isTyping({ tagName: 'DIV', isContentEditable: true })).toBe(true);
    expect(isTyping({ tagName: 'DIV', getAttribute: (n) => (n === 'contenteditable' ? '' : null) })).toBe(true);
    expect(isTyping({ tagName: 'DIV', getAttribute: (n) => (n === 'contenteditable' ? 'false' : null) })).toBe(false);
    expect(isTyping({ tagName: 'DIV', getAttribute: (n) => (n === 'role' ? 'textbox' : null) })).toBe(true);
    expect(isTyping({ tagName: 'INPUT', type: 'checkbox' })).toBe(false);
    expect(isTyping({ tagName: 'A' })).toBe(false);
    expect(isTyping({ tagName: 'BODY' })).toBe(false);
    expect(isTyping(null)).toBe(false);
    expect(isControl({ tagName: 'A' })).toBe(true);
    expect(isControl({ tagName: 'BUTTON' })).toBe(true);
    expect(isControl({ tagName: 'TD' })).toBe(false);
  });

  it('moves the highlight within the rows', () => {
    expect(movedRow(null, 1, 3)).toBe(0);
    expect(movedRow(null, -1, 3)).toBe(2);
    expect(movedRow(0, 1, 3)).toBe(1);
    expect(movedRow(2, 1, 3)).toBe(2);
    expect(movedRow(0, -1, 3)).toBe(0);
    expect(movedRow(5, 1, 3)).toBe(0);
    expect(movedRow(1, 1, 0)).toBeNull();
  });
});
