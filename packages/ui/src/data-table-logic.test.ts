import { describe, expect, it } from 'vitest';
import {
  ariaSort,
  cardColumns,
  clampPage,
  filterRows,
  isPageSize,
  nextSort,
  PAGE_SIZES,
  pageCount,
  pageRange,
  pageRows,
  parseSortChoice,
  sortChoice,
  sortRows,
} from './data-table-logic';

const collator = new Intl.Collator('sv-SE', { numeric: true, sensitivity: 'base' });
type Row = { id: string; name: string | null; value: number | null };
const rows: Row[] = [
  { id: 'a', name: 'Öst', value: 30 },
  { id: 'b', name: 'Ängel', value: null },
  { id: 'c', name: 'Ask', value: 5 },
  { id: 'd', name: null, value: 30 },
  { id: 'e', name: 'Kund 10', value: 100 },
  { id: 'f', name: 'Kund 9', value: 5 },
];
const ids = (list: Row[]) => list.map((r) => r.id).join('');

describe('sorting', () => {
  it('sorts ascending first, then toggles, and restarts on another column', () => {
    const first = nextSort(null, 'name');
    expect(first).toEqual({ key: 'name', direction: 'asc' });
    const second = nextSort(first, 'name');
    expect(second).toEqual({ key: 'name', direction: 'desc' });
    expect(nextSort(second, 'name')).toEqual({ key: 'name', direction: 'asc' });
    expect(nextSort(second, 'value')).toEqual({ key: 'value', direction: 'asc' });
  });

  it('tells assistive technology the sort of each header', () => {
    expect(ariaSort(null, 'name')).toBe('none');
    expect(ariaSort({ key: 'name', direction: 'asc' }, 'name')).toBe('ascending');
    expect(ariaSort({ key: 'name', direction: 'desc' }, 'name')).toBe('descending');
    expect(ariaSort({ key: 'name', direction: 'desc' }, 'value')).toBe('none');
  });

  it('sorts numbers by value, keeps equal rows in order and blanks last in both directions', () => {
    expect(ids(sortRows(rows, (r) => r.value, 'asc', collator))).toBe('cfadeb');
    expect(ids(sortRows(rows, (r) => r.value, 'desc', collator))).toBe('eadcfb');
  });

  it('sorts texts the language’s way, with numbers inside texts in numeric order', () => {
    // Swedish puts Ä and Ö after Z; "Kund 9" comes before "Kund 10".
    expect(ids(sortRows(rows, (r) => r.name, 'asc', collator))).toBe('cfebad');
  });

  it('does not change the rows it is given', () => {
    const copy = [...rows];
    sortRows(rows, (r) => r.value, 'desc', collator);
    expect(rows).toEqual(copy);
  });
});

describe('global search', () => {
  const accessors = [(r: Row) => r.name, (r: Row) => r.value];

  it('keeps every row for an empty or blank query', () => {
    expect(filterRows(rows, '', accessors)).toHaveLength(rows.length);
    expect(filterRows(rows, '   ', accessors)).toHaveLength(rows.length);
  });

  it('matches any value, ignoring case and extra spaces', () => {
    expect(ids(filterRows(rows, 'kund', accessors))).toBe('ef');
    expect(ids(filterRows(rows, '  KUND   10 ', accessors))).toBe('e');
    expect(ids(filterRows(rows, '100', accessors))).toBe('e');
    expect(ids(filterRows(rows, 'ängel', accessors))).toBe('b');
  });

  it('needs every word to match, in any order', () => {
    expect(ids(filterRows(rows, '9 kund', accessors))).toBe('f');
    expect(filterRows(rows, 'kund öst', accessors)).toEqual([]);
  });
});

describe('paging', () => {
  it('offers the page sizes of the spec', () => {
    expect(PAGE_SIZES).toEqual([10, 25, 50]);
    expect(isPageSize(25)).toBe(true);
    expect(isPageSize(20)).toBe(false);
  });

  it('counts at least one page', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(999, 50)).toBe(20);
  });

  it('keeps the page within the rows that are left', () => {
    expect(clampPage(3, 25, 10)).toBe(2);
    expect(clampPage(-1, 25, 10)).toBe(0);
    expect(clampPage(2, 0, 10)).toBe(0);
  });

  it('slices a zero-based page and names its range', () => {
    const list = Array.from({ length: 23 }, (_, i) => i);
    expect(pageRows(list, 0, 10)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageRows(list, 2, 10)).toEqual([20, 21, 22]);
    expect(pageRows(list, 9, 10)).toEqual([20, 21, 22]);
    expect(pageRange(1, 23, 10)).toEqual({ from: 11, to: 20, total: 23 });
    expect(pageRange(2, 23, 10)).toEqual({ from: 21, to: 23, total: 23 });
    expect(pageRange(0, 0, 10)).toEqual({ from: 0, to: 0, total: 0 });
  });
});

describe('the card form', () => {
  it('offers each sortable column in both directions and reads a choice back', () => {
    expect(sortChoice(null)).toBe('');
    expect(sortChoice({ key: 'date', direction: 'desc' })).toBe('date:desc');
    expect(parseSortChoice('date:desc', ['number', 'date'])).toEqual({ key: 'date', direction: 'desc' });
    expect(parseSortChoice(sortChoice({ key: 'number', direction: 'asc' }), ['number'])).toEqual({ key: 'number', direction: 'asc' });
    // A column that cannot be sorted, a direction that does not exist and no choice are the standard order.
    expect(parseSortChoice('mark:asc', ['number', 'date'])).toBeNull();
    expect(parseSortChoice('date:up', ['date'])).toBeNull();
    expect(parseSortChoice('', ['date'])).toBeNull();
    expect(parseSortChoice(null, ['date'])).toBeNull();
  });

  it('places the columns on a card by their role and leaves the others off', () => {
    const places = cardColumns([
      { key: 'number', card: 'title' as const },
      { key: 'mark', card: 'detail' as const },
      { key: 'date', card: 'meta' as const },
      { key: 'tracking' },
      { key: 'value', card: 'amount' as const },
      { key: 'reference', card: 'detail' as const },
      { key: 'status', card: 'status' as const },
    ]);
    const keys = Object.fromEntries(Object.entries(places).map(([place, columns]) => [place, columns.map((c) => c.key)]));
    expect(keys).toEqual({ title: ['number'], status: ['status'], meta: ['date'], amount: ['value'], detail: ['mark', 'reference'] });
  });
});
