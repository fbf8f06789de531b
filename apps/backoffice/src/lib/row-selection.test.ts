import { describe, expect, it } from 'vitest';
import { MAX_BULK_ROWS } from '@portal/contracts/staff-common';
import { bulkSummary, keepFailed, pageOverLimit, pageState, togglePage, toggleRow, type Selection } from './row-selection';

const row = (n: number) => ({ key: `k${n}`, name: `CAS-${n}` });
const page = [row(1), row(2), row(3)];
const none: Selection = new Map();

describe('row selection', () => {
  it('chooses and unchooses one row, keeping its name', () => {
    const one = toggleRow(none, row(1));
    expect([...one]).toEqual([['k1', 'CAS-1']]);
    expect(toggleRow(one, row(1)).size).toBe(0);
  });

  it('tells whether the page is chosen all, some or none, and chooses all of it, then none', () => {
    expect(pageState(none, page)).toBe('none');
    expect(pageState(toggleRow(none, row(2)), page)).toBe('some');
    const all = togglePage(toggleRow(none, row(2)), page);
    expect(pageState(all, page)).toBe('all');
    // Rows of another page stay chosen when this page is unchosen.
    const withOther = toggleRow(all, row(9));
    expect([...togglePage(withOther, page).keys()]).toEqual(['k9']);
    expect(pageState(none, [])).toBe('none');
  });

  it(`never holds more than ${MAX_BULK_ROWS} rows, the most one bulk call takes`, () => {
    const full = new Map(Array.from({ length: MAX_BULK_ROWS }, (_, i) => [`f${i}`, `n${i}`]));
    expect(toggleRow(full, row(1)).size).toBe(MAX_BULK_ROWS);
    expect(pageOverLimit(full, page)).toBe(true);
    expect(pageOverLimit(none, page)).toBe(false);
    expect(togglePage(full, page).size).toBe(MAX_BULK_ROWS);
  });

  it('summarises a bulk answer by the rows refused, named as the list names them, and keeps only those chosen', () => {
    const selection = togglePage(none, page);
    const summary = bulkSummary(
      {
        changed: 1,
        unchanged: 1,
        failed: 1,
        results: [
          { id: 'k1', name: 'CAS-1', outcome: 'changed', code: null, message: null },
          { id: 'k2', name: null, outcome: 'failed', code: 'NOT_FOUND', message: 'Complaint not found' },
          { id: 'k3', name: 'CAS-3', outcome: 'unchanged', code: null, message: null },
        ],
      },
      selection,
    );
    expect(summary).toEqual({
      changed: 1,
      unchanged: 1,
      failed: [{ id: 'k2', name: 'CAS-2', code: 'NOT_FOUND', message: 'Complaint not found' }],
    });
    expect([...keepFailed(selection, summary).keys()]).toEqual(['k2']);
  });
});
