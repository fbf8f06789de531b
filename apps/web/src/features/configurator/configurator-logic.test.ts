import { describe, expect, it } from 'vitest';
import { RULESETS, type ConfigPage } from '@portal/contracts/configurator';
import en from '../../locales/en.json';
import sv from '../../locales/sv.json';
import dk from '../../locales/dk.json';
import de from '../../locales/de.json';
import no from '../../locales/no.json';
import fi from '../../locales/fi.json';
import {
  fieldMessages,
  freshMessages,
  isBlockingMessage,
  standingMessages,
  checkboxValue,
  clampToRange,
  commitNumber,
  displayNumber,
  groupMessages,
  isChecked,
  isLastVisiblePage,
  leaveWarning,
  nextEnabledIndex,
  nextVisiblePageIndex,
  numberBounds,
  numberStep,
  parseNumber,
  primaryAction,
  readNavigationState,
  resolvePageIndex,
  safeInfoLink,
  showsSelectPlaceholder,
  stepNumber,
  stripWhitespace,
  visiblePageIndexes,
} from './configurator-logic';

const range = (Min: number, Max: number, Increment: number) => ({ Min, Max, Increment });
const ranges = [range(100, 900, 50), range(0, 10_000, 1)];
const page = (Caption: string, IsVisible = true): ConfigPage => ({ Caption, IsVisible, Screens: [] });

describe('navigation state', () => {
  it('needs a known ruleset', () => {
    expect(readNavigationState(null)).toBeNull();
    expect(readNavigationState({})).toBeNull();
    expect(readNavigationState({ ruleset: 'Sauna' })).toBeNull();
    expect(readNavigationState({ ruleset: 'Stove' })).toEqual({ ruleset: 'Stove' });
  });
  it('keeps a header to reopen, but not a blank one', () => {
    expect(readNavigationState({ ruleset: 'Chimney', headerId: 'H-1' })).toEqual({ ruleset: 'Chimney', headerId: 'H-1' });
    expect(readNavigationState({ ruleset: 'Chimney', headerId: ' ' })).toEqual({ ruleset: 'Chimney' });
    expect(readNavigationState({ ruleset: 'Chimney', headerId: 7 })).toEqual({ ruleset: 'Chimney' });
  });
});

describe('number fields', () => {
  it('strip every whitespace', () => {
    expect(stripWhitespace(' 1 200\t')).toBe('1200');
  });
  it('show min and max of the first range and step by its increment', () => {
    expect(numberBounds(ranges)).toEqual({ min: 100, max: 900 });
    expect(numberBounds([])).toBeNull();
    expect(numberStep(ranges)).toBe(50);
    expect(numberStep([range(0, 1, 0)])).toBeUndefined();
    expect(numberStep([])).toBeUndefined();
  });
  it('read spaces and a decimal comma, and refuse text', () => {
    expect(parseNumber('1 250')).toBe(1250);
    expect(parseNumber('12,5')).toBe(12.5);
    expect(parseNumber('-3')).toBe(-3);
    expect(parseNumber('')).toBeNull();
    expect(parseNumber('12a')).toBeNull();
    expect(parseNumber('1e3')).toBeNull();
  });
  it('clamp to the first range only', () => {
    expect(clampToRange(50, ranges)).toBe(100);
    expect(clampToRange(5000, ranges)).toBe(900);
    expect(clampToRange(450, ranges)).toBe(450);
    expect(clampToRange(-5, [])).toBe(-5);
  });
  it('send the clamped value on commit', () => {
    expect(commitNumber(' 2 000 ', ranges, '300')).toEqual({ kind: 'send', value: '900' });
    expect(commitNumber('20', ranges, '300')).toEqual({ kind: 'send', value: '100' });
    expect(commitNumber('450', ranges, '')).toEqual({ kind: 'send', value: '450' });
    expect(commitNumber('0,1', [range(0, 1, 0.1)], '')).toEqual({ kind: 'send', value: '0.1' });
  });
  it('send nothing for the current value and refuse what is no number', () => {
    expect(commitNumber('300', ranges, '300')).toEqual({ kind: 'unchanged' });
    expect(commitNumber('300,0', ranges, '300')).toEqual({ kind: 'unchanged' });
    expect(commitNumber('5000', ranges, '900')).toEqual({ kind: 'unchanged' });
    expect(commitNumber('abc', ranges, '300')).toEqual({ kind: 'invalid' });
  });
  it('read what the user types the language’s way and send the engine a decimal point', () => {
    const metres = [range(0.5, 14.5, 0.5)];
    expect(commitNumber('4,5', metres, '', 'sv')).toEqual({ kind: 'send', value: '4.5' });
    expect(commitNumber('4.5', metres, '', 'sv')).toEqual({ kind: 'send', value: '4.5' });
    expect(commitNumber('4,5', metres, '4.5', 'de')).toEqual({ kind: 'unchanged' });
    expect(commitNumber('1.200', [range(0, 5000, 1)], '', 'de')).toEqual({ kind: 'send', value: '1200' });
    expect(commitNumber('1,200', [range(0, 5000, 1)], '', 'en')).toEqual({ kind: 'send', value: '1200' });
    expect(stepNumber('4,5', metres, 1, 'fi')).toBe('5');
    expect(stepNumber('5', metres, -1, 'fi')).toBe('4,5');
  });
  it('show the engine’s value the language’s way', () => {
    expect(displayNumber('4.5', 'sv')).toBe('4,5');
    expect(displayNumber('4.5', 'en')).toBe('4.5');
    expect(displayNumber('1200', 'de')).toBe('1200');
    expect(displayNumber('', 'sv')).toBe('');
  });
  it('withdraw the answer when emptied, and do nothing when it was empty', () => {
    expect(commitNumber('  ', ranges, '300')).toEqual({ kind: 'send', value: '' });
    expect(commitNumber('', ranges, '')).toEqual({ kind: 'unchanged' });
  });
  it('step with the arrow keys within the range', () => {
    expect(stepNumber('300', ranges, 1)).toBe('350');
    expect(stepNumber('300', ranges, -1)).toBe('250');
    expect(stepNumber('880', ranges, 1)).toBe('900');
    expect(stepNumber('', ranges, 1)).toBe('100');
    expect(stepNumber('', ranges, -1)).toBe('900');
    expect(stepNumber('0.2', [range(0, 1, 0.1)], 1)).toBe('0.3');
    expect(stepNumber('4', [], 1)).toBe('5');
  });
});

describe('checkboxes', () => {
  it('travel as True and False', () => {
    expect(checkboxValue(true)).toBe('True');
    expect(checkboxValue(false)).toBe('False');
  });
  it('read the engine value case-insensitively', () => {
    expect(isChecked('True')).toBe(true);
    expect(isChecked('true')).toBe(true);
    expect(isChecked('False')).toBe(false);
    expect(isChecked('')).toBe(false);
  });
});

describe('dropdown placeholder', () => {
  it('shows unless the option is required and answered', () => {
    expect(showsSelectPlaceholder({ IsRequired: false }, '')).toBe(true);
    expect(showsSelectPlaceholder({ IsRequired: false }, 'A')).toBe(true);
    expect(showsSelectPlaceholder({ IsRequired: true }, '')).toBe(true);
    expect(showsSelectPlaceholder({ IsRequired: true }, 'A')).toBe(false);
  });
});

describe('information links', () => {
  it('allow web addresses and site paths only', () => {
    expect(safeInfoLink(' https://example.com/oslo ')).toBe('https://example.com/oslo');
    expect(safeInfoLink('/media/manual.pdf')).toBe('/media/manual.pdf');
    expect(safeInfoLink('javascript:alert(1)')).toBeNull();
    expect(safeInfoLink('//evil.example')).toBeNull();
    expect(safeInfoLink('')).toBeNull();
    expect(safeInfoLink(null)).toBeNull();
  });
});

describe('pages', () => {
  const pages = [page('Model'), page('Hidden', false), page('Colour'), page('Extras', false)];
  it('lists the visible ones', () => {
    expect(visiblePageIndexes(pages)).toEqual([0, 2]);
  });
  it('continue to the next visible page and stay on the last', () => {
    expect(nextVisiblePageIndex(pages, 0)).toBe(2);
    expect(nextVisiblePageIndex(pages, 2)).toBe(2);
    expect(isLastVisiblePage(pages, 2)).toBe(true);
    expect(isLastVisiblePage(pages, 0)).toBe(false);
  });
  it('move off a page that turned invisible', () => {
    expect(resolvePageIndex(pages, 2)).toBe(2);
    expect(resolvePageIndex(pages, 1)).toBe(2);
    expect(resolvePageIndex(pages, 3)).toBe(2);
    expect(resolvePageIndex(pages, 9)).toBe(2);
    expect(resolvePageIndex([page('x', false)], 0)).toBe(-1);
  });
  it('offer Finish only when complete and no change is on its way', () => {
    expect(primaryAction(false, false)).toBe('continue');
    expect(primaryAction(true, false)).toBe('finish');
    expect(primaryAction(true, true)).toBe('continue');
  });
});

describe('messages', () => {
  it('group by type, most serious first', () => {
    const groups = groupMessages([
      { Type: 2, Value: 'Delivery in week 12' },
      { Type: 1, Value: 'Height must be at least 1 m' },
      { Type: 3, Value: 'No flue fits this stove' },
      { Type: 0, Value: 'Note' },
      { Type: 1, Value: ' ' },
    ]);
    expect(groups).toEqual([
      { kind: 'error', texts: ['No flue fits this stove'] },
      { kind: 'bad-value', texts: ['Height must be at least 1 m'] },
      { kind: 'information', texts: ['Delivery in week 12', 'Note'] },
    ]);
  });
  it('keep an error without text and drop empty others', () => {
    expect(
      groupMessages([
        { Type: 3, Value: '' },
        { Type: 2, Value: '' },
      ]),
    ).toEqual([{ kind: 'error', texts: [] }]);
    expect(groupMessages([])).toEqual([]);
  });
});

describe('leaving', () => {
  it('warns once a session started, until the configuration is in the cart', () => {
    expect(leaveWarning({ started: false, finishedSuccessfully: false, added: false })).toBeNull();
    expect(leaveWarning({ started: true, finishedSuccessfully: false, added: false })).toBe('not-finished');
    expect(leaveWarning({ started: true, finishedSuccessfully: true, added: false })).toBe('not-added');
    expect(leaveWarning({ started: true, finishedSuccessfully: true, added: true })).toBeNull();
  });
});

describe('image choice keys', () => {
  it('skip disabled cards and wrap around', () => {
    const enabled = [true, false, true, true];
    expect(nextEnabledIndex(enabled, 0, 1)).toBe(2);
    expect(nextEnabledIndex(enabled, 3, 1)).toBe(0);
    expect(nextEnabledIndex(enabled, 0, -1)).toBe(3);
    expect(nextEnabledIndex(enabled, 2, -1)).toBe(0);
    expect(nextEnabledIndex([false, false], 0, 1)).toBe(-1);
    expect(nextEnabledIndex([true], 0, 1)).toBe(0);
  });
});

describe('freshMessages and standingMessages', () => {
  const platform = { Type: 2, Value: 'A platform is included.' };
  const tooTall = { Type: 3, Value: 'The chimney is too tall.' };
  const reset = { Type: 1, Value: 'The colour was reset.' };

  it('shows a standing note once, a refused answer every time', () => {
    expect(freshMessages([], [platform, tooTall])).toEqual([platform, tooTall]);
    expect(freshMessages([platform, tooTall], [platform, tooTall])).toEqual([]);
    expect(freshMessages([platform, reset], [platform, reset])).toEqual([reset]);
    // A note that went away and came back is new again.
    expect(freshMessages([], [platform])).toEqual([platform]);
  });

  it('keeps errors and information beside the options, not refused answers', () => {
    expect(standingMessages([platform, reset, tooTall, { Type: 2, Value: ' ' }])).toEqual([platform, tooTall]);
  });

  const flatRoof = {
    Type: 1,
    Value: 'The roof covering (Tiles) needs a roof pitch of at least 14°; 10° is too flat.',
    OptionID: 'roofPitch',
  };
  const tooLow = { Type: 1, Value: 'The chimney must reach at least 1 m above the roof.', OptionID: 'heightAbove' };

  it('shows a broken rule beside its field, never in a dialog, and keeps it listed with what still holds', () => {
    expect(freshMessages([], [flatRoof, reset, tooLow])).toEqual([reset]);
    expect(groupMessages(freshMessages([], [flatRoof]))).toEqual([]);
    expect(standingMessages([flatRoof, reset, platform])).toEqual([flatRoof, platform]);
    expect(fieldMessages([flatRoof, reset, tooLow, platform])).toEqual({ roofPitch: flatRoof.Value, heightAbove: tooLow.Value });
    expect(fieldMessages([flatRoof, { ...flatRoof, Value: 'Second rule.' }, { ...tooLow, Value: ' ' }])).toEqual({
      roofPitch: `${flatRoof.Value} Second rule.`,
    });
  });

  it('counts errors and broken rules as what keeps the configuration from finishing', () => {
    expect([flatRoof, tooTall, platform, reset].map(isBlockingMessage)).toEqual([true, true, false, false]);
  });
});

describe('the configurator heading', () => {
  it('names each ruleset differently in every language, so New_Stove is not read as the plain stove', () => {
    for (const [language, locale] of Object.entries({ en, sv, dk, de, no, fi })) {
      const headings = RULESETS.map((ruleset) => locale.cpq.ruleset[ruleset]);
      expect(new Set(headings).size, language).toBe(RULESETS.length);
    }
  });
});
