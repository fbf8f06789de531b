import { describe, expect, it } from 'vitest';
import { CATALOGUE_SEARCH_MAX_LENGTH } from '@portal/contracts/product';
import { checkSearchText, moveActiveCell } from './search-text';

describe('the header search text', () => {
  it('never runs blank, trims, and refuses what the server refuses', () => {
    expect(checkSearchText('   ')).toEqual({ ok: false, blank: true });
    expect(checkSearchText('  rd-oslo ')).toEqual({ ok: true, q: 'rd-oslo' });
    expect(checkSearchText('a '.repeat(9))).toEqual({ ok: false, blank: false });
    expect(checkSearchText('x'.repeat(CATALOGUE_SEARCH_MAX_LENGTH + 1))).toEqual({ ok: false, blank: false });
    expect(checkSearchText('x'.repeat(CATALOGUE_SEARCH_MAX_LENGTH)).ok).toBe(true);
  });
});

describe('the results grid’s keys', () => {
  it('enter from the input, move by row and cell, and leave upwards to the input', () => {
    expect(moveActiveCell(null, 'ArrowDown', 3, 2)).toEqual({ row: 0, col: 0 });
    expect(moveActiveCell({ row: 0, col: 0 }, 'ArrowRight', 3, 2)).toEqual({ row: 0, col: 1 });
    expect(moveActiveCell({ row: 0, col: 1 }, 'ArrowRight', 3, 2)).toEqual({ row: 0, col: 1 });
    expect(moveActiveCell({ row: 0, col: 1 }, 'ArrowDown', 3, 2)).toEqual({ row: 1, col: 1 });
    expect(moveActiveCell({ row: 2, col: 1 }, 'ArrowDown', 3, 2)).toEqual({ row: 2, col: 1 });
    expect(moveActiveCell({ row: 1, col: 1 }, 'Home', 3, 2)).toEqual({ row: 1, col: 0 });
    expect(moveActiveCell({ row: 1, col: 0 }, 'End', 3, 2)).toEqual({ row: 1, col: 1 });
    expect(moveActiveCell({ row: 0, col: 1 }, 'ArrowUp', 3, 2)).toBeNull();
    expect(moveActiveCell(null, 'ArrowUp', 3, 2)).toEqual({ row: 2, col: 0 });
  });

  it('leave the caret keys to the input when no result is active, and do nothing without results', () => {
    expect(moveActiveCell(null, 'ArrowLeft', 3, 2)).toBeUndefined();
    expect(moveActiveCell(null, 'Home', 3, 2)).toBeUndefined();
    expect(moveActiveCell(null, 'ArrowDown', 0, 2)).toBeUndefined();
    expect(moveActiveCell({ row: 0, col: 0 }, 'a', 3, 2)).toBeUndefined();
  });
});
