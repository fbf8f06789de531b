import { describe, expect, it } from 'vitest';
import { listViewProblems, shownColumns } from '@portal/contracts/staff-views';
import { menuViews, savedFilters, showsView, toggledColumns, viewChange } from './list-views-logic';

describe('choosing columns', () => {
  it('hides and shows a column, keeping the list’s order', () => {
    const hidden = toggledColumns('orders', [], 'status', false);
    expect(hidden).toEqual(['status']);
    expect(toggledColumns('orders', hidden, 'market', false)).toEqual(['market', 'status']);
    expect(toggledColumns('orders', ['market', 'status'], 'market', true)).toEqual(['status']);
    expect(toggledColumns('orders', ['status'], 'status', false)).toEqual(['status']);
  });

  it('never hides the key column, nor a column the list does not offer', () => {
    expect(toggledColumns('orders', [], 'orderNumber', false)).toEqual([]);
    expect(toggledColumns('invoices', [], 'action', false)).toEqual([]);
    expect(toggledColumns('orders', ['orderNumber', 'status'], 'market', false)).toEqual(['market', 'status']);
  });

  it('leaves at least the key column when every column is hidden, and what the API would take', () => {
    const columns = ['orderNumber', 'orderDate', 'status', 'market'].map((key) => ({ key }));
    let hidden: string[] = [];
    for (const { key } of columns) hidden = toggledColumns('orders', hidden, key, false);
    expect(shownColumns('orders', columns, hidden).map((c) => c.key)).toEqual(['orderNumber']);
    expect(listViewProblems('orders', {}, hidden)).toEqual([]);
  });

  it('always shows a column the list does not let staff choose, such as a row’s buttons', () => {
    const columns = [{ key: 'invoiceNumber' }, { key: 'total' }, { key: 'action' }];
    expect(shownColumns('invoices', columns, ['total', 'action']).map((c) => c.key)).toEqual(['invoiceNumber', 'action']);
  });
});

describe('saved views', () => {
  const address = new URLSearchParams('status=20&market=se&search=%20Brasv%C3%A4rme%20&page=3&view=abc&sort=orderDate:asc');
  const names = ['status', 'market', 'late', 'search', 'sort'];

  it('saves the filters, texts and order that are set, never the page or the view', () => {
    expect(savedFilters(names, (n) => address.get(n))).toEqual({ status: '20', market: 'se', search: 'Brasvärme', sort: 'orderDate:asc' });
  });

  it('applies a view by clearing every other filter and naming it in the address', () => {
    expect(viewChange(names, { id: 'v1', filters: { late: 'true' } })).toEqual({
      status: null,
      market: null,
      late: 'true',
      search: null,
      sort: null,
      view: 'v1',
    });
    expect(viewChange(names, null)).toMatchObject({ status: null, view: null });
  });

  it('tells whether the list still shows what a view saved', () => {
    const view = { filters: { late: 'true', sort: 'orderDate:asc' }, hiddenColumns: ['market', 'status'] };
    expect(showsView(view, { sort: 'orderDate:asc', late: 'true' }, ['status', 'market'])).toBe(true);
    expect(showsView(view, { late: 'true' }, ['status', 'market'])).toBe(false);
    expect(showsView(view, { sort: 'orderDate:asc', late: 'false' }, ['status', 'market'])).toBe(false);
    expect(showsView(view, { sort: 'orderDate:asc', late: 'true' }, ['status'])).toBe(false);
  });

  it('lists one’s own views before the shared ones', () => {
    const views = [
      { name: 'A', mine: false },
      { name: 'B', mine: true },
    ];
    expect(menuViews(views)).toEqual({ own: [views[1]], shared: [views[0]] });
  });
});
