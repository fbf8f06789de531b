// @vitest-environment jsdom
import { act, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubBrowser } from '@portal/ui/testing/dom-stubs';
import { useListPage, type ListPage } from './list-page';
import { marketFilter, numberFilter, SEARCH_DEBOUNCE_MS } from './list-page-logic';

type Filters = { status: number; market: 'se' | 'no' | 'dk' | 'de' | 'fi' };

let root: Root | null = null;
let seen: ListPage<Filters, 'search'> | null = null;
let router: ReturnType<typeof createMemoryRouter> | null = null;

function Probe() {
  const page = useListPage<Filters>({ filters: { status: numberFilter, market: marketFilter } });
  useEffect(() => {
    seen = page;
  });
  return null;
}

async function open(address: string) {
  router = createMemoryRouter([{ path: '/orders', element: <Probe /> }], { initialEntries: [address] });
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root!.render(<RouterProvider router={router!} />));
}

const list = () => {
  if (!seen) throw new Error('the list has not rendered');
  return seen;
};

beforeAll(() => stubBrowser());
beforeEach(() => vi.useFakeTimers());
afterEach(async () => {
  await act(async () => root?.unmount());
  vi.useRealTimers();
  document.body.innerHTML = '';
  seen = null;
});

describe('a list page', () => {
  it('asks the server at once for what a linked address holds', async () => {
    await open('/orders?status=0&market=se&search=Aska&page=2&pageSize=50');
    expect(list().query).toEqual({ status: 0, market: 'se', search: 'Aska', page: 2, pageSize: 50 });
    expect(list().filtered).toBe(true);
  });

  it('keeps a changed filter in the address and returns to the first page', async () => {
    await open('/orders?page=3');
    await act(async () => list().filters.update({ market: 'no' }));
    expect(router!.state.location.search).toBe('?market=no');
    expect(list().values).toEqual({ market: 'no' });
    expect(list().query).toEqual({ market: 'no', page: 1, pageSize: 25 });
  });

  it('asks for a typed search only once typing rests', async () => {
    await open('/orders');
    await act(async () => list().filters.update({ search: 'As' }));
    await act(async () => list().filters.update({ search: 'Aska ' }));
    expect(list().filters.get('search')).toBe('Aska ');
    expect(list().query).toEqual({ page: 1, pageSize: 25 });
    await act(async () => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(list().query).toEqual({ search: 'Aska', page: 1, pageSize: 25 });
  });
});
