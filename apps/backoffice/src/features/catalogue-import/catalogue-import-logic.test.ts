import { describe, expect, it } from 'vitest';
import type { ImportPreview, ImportRow } from '@portal/contracts/staff-catalogue-import';
import { ApiError } from '@portal/ui/auth';
import {
  changeWord,
  commitRefusalKey,
  COUNTED_CHANGES,
  firstShow,
  isCommitted,
  kindColumns,
  mayCommit,
  mayUndo,
  pageCount,
  removalsToConfirm,
  undoRefusalKey,
  PREVIEW_PAGE_SIZE,
  reportKey,
  rowKey,
  rowsOfPage,
  shownRows,
  shownValue,
  uploadRefusalKey,
} from './catalogue-import-logic';

const row = (over: Partial<ImportRow> = {}): ImportRow => ({
  line: 2,
  key: 'SE-2026 / NF-100',
  before: '100.00',
  after: '110.00',
  currency: 'SEK',
  change: 'change',
  error: null,
  ...over,
});

const counts = (errors: number): ImportPreview['counts'] => ({ add: 1, change: 2, remove: 0, same: 5, errors });

const rows = [
  row({ line: 2, change: 'add' }),
  row({ line: 3, change: 'same' }),
  row({ line: 4, change: null, error: 'imports.error.price' }),
  row({ line: null, change: 'remove' }),
];

describe('what a kind of file holds', () => {
  it('names the columns a price file needs, and none it may add', () => {
    expect(kindColumns('prices')).toEqual({ columns: 'price_list, item_number, unit_price', optional: '' });
  });

  it('names the columns a product file may add, without the texts of each language', () => {
    expect(kindColumns('products')).toEqual({
      columns: 'item_number, description, kind, brand, weight_kg, lead_time_days',
      optional: 'long_text, model_series, description_en, long_text_en',
    });
    expect(kindColumns('categories').optional).toBe('label_en');
  });
});

describe('a preview', () => {
  it('opens on its errors when it has any, else on what it changes', () => {
    expect(firstShow({ counts: counts(1) })).toBe('errors');
    expect(firstShow({ counts: counts(0) })).toBe('changes');
  });

  it('shows the rows with errors, those that change something, or all', () => {
    expect(shownRows(rows, 'errors').map((r) => r.line)).toEqual([4]);
    expect(shownRows(rows, 'changes').map((r) => r.line)).toEqual([2, null]);
    expect(shownRows(rows, 'all')).toHaveLength(4);
  });

  it('counts its changes in the order they are shown', () => {
    expect(COUNTED_CHANGES).toEqual(['add', 'change', 'remove', 'same']);
  });

  it('pages its rows by a hundred, with one page when there are none', () => {
    const many = Array.from({ length: 250 }, (_, i) => i);
    expect(PREVIEW_PAGE_SIZE).toBe(100);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(100)).toBe(1);
    expect(pageCount(101)).toBe(2);
    expect(rowsOfPage(many, 1)).toHaveLength(100);
    expect(rowsOfPage(many, 3)).toEqual(many.slice(200));
  });

  it('keys a row by its line, and a row no longer in the file by its key alone', () => {
    expect(rowKey(row({ line: 7, key: '10001' }))).toBe('7-10001');
    expect(rowKey(row({ line: null, key: 'SE-2026 / NF-100' }))).toBe('x-SE-2026 / NF-100');
  });

  it('says a product left out is deactivated, while a price left out is removed', () => {
    expect(changeWord('products', 'remove')).toBe('deactivate');
    expect(changeWord('prices', 'remove')).toBe('remove');
    expect(changeWord('products', 'add')).toBe('add');
  });

  it('shows prices as money and other values as they are', () => {
    expect(shownValue('1234.5', { currency: 'SEK' }, 'en')).toMatch(/1,234\.50/);
    expect(shownValue('12.5', { currency: null }, 'en')).toBe('12.5');
    expect(shownValue('Aska 5', { currency: 'SEK' }, 'en')).toBe('Aska 5');
    expect(shownValue(null, { currency: 'SEK' }, 'en')).toBe('–');
  });

  it('may be applied only without errors, and is a report once applied', () => {
    expect(mayCommit({ counts: counts(0) })).toBe(true);
    expect(mayCommit({ counts: counts(3) })).toBe(false);
    expect(isCommitted({ committedAt: null })).toBe(false);
    expect(isCommitted({ committedAt: '2026-03-02T10:00:00.000Z' })).toBe(true);
    expect(reportKey('products')).toBe('imports.report-products');
    expect(reportKey('discounts')).toBe('imports.report');
  });
});

describe('the server’s answers', () => {
  it('explain why applying failed', () => {
    expect(commitRefusalKey(new ApiError(409, 'IMPORT_HAS_ERRORS', 'errors'))).toBe('imports.has-errors');
    expect(commitRefusalKey(new ApiError(409, 'IMPORT_ALREADY_COMMITTED', 'done'))).toBe('imports.already');
    expect(commitRefusalKey(new Error('offline'))).toBe('imports.commit-failed');
  });

  it('explain why reading the file failed in the server’s own words', () => {
    expect(uploadRefusalKey(new ApiError(400, 'VALIDATION_FAILED', 'bad', 'file', 'imports.error.columns'))).toBe('imports.error.columns');
    expect(uploadRefusalKey(new ApiError(413, 'PAYLOAD_TOO_LARGE', 'big'))).toBe('imports.upload-failed');
    expect(uploadRefusalKey(new Error('offline'))).toBe('imports.upload-failed');
  });
});

describe('removals and undo', () => {
  const counts = { add: 0, change: 1, remove: 3, same: 5, errors: 0 };

  it('asks a second time, naming the count, only for a price or discount file that removes rows', () => {
    expect(removalsToConfirm({ kind: 'prices', counts })).toBe(3);
    expect(removalsToConfirm({ kind: 'prices', counts: { ...counts, remove: 0 } })).toBe(0);
    // A product file deactivates and a category file replaces the tree, as before.
    expect(removalsToConfirm({ kind: 'categories', counts })).toBe(0);
    expect(commitRefusalKey(new ApiError(409, 'IMPORT_REMOVALS_UNCONFIRMED', 'removes 4'))).toBe('imports.removals-changed');
  });

  it('offers the undo until its time is over, and tells why the server refused it', () => {
    const now = new Date('2026-03-02T12:00:00Z');
    expect(mayUndo({ undoableUntil: '2026-03-02T12:00:01Z' }, now)).toBe(true);
    expect(mayUndo({ undoableUntil: '2026-03-02T11:59:59Z' }, now)).toBe(false);
    expect(mayUndo({ undoableUntil: null }, now)).toBe(false);
    expect(undoRefusalKey(new ApiError(409, 'IMPORT_UNDO_EXPIRED', 'late'))).toBe('imports.undo-expired');
    expect(undoRefusalKey(new ApiError(409, 'IMPORT_SUPERSEDED', 'changed'))).toBe('imports.undo-superseded');
    expect(undoRefusalKey(new ApiError(409, 'IMPORT_NOT_UNDOABLE', 'no'))).toBe('imports.undo-not-possible');
    expect(undoRefusalKey(new Error('network'))).toBe('imports.undo-failed');
  });
});
