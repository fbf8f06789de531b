// @vitest-environment jsdom
import type { UseQueryResult } from '@tanstack/react-query';
import { act, useEffect } from 'react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stubBrowser } from '@portal/ui/testing/dom-stubs';
import { useListPage } from '../lib/list-page';
import { onlyTrueFilter, oneOf, textFilter } from '../lib/list-page-logic';
import { QueuePage, UrlFilterChip, UrlSwitch, UrlTextFilter } from './list-page';
import { renderShown } from './render-for-test';
import { UrlFilterSelect } from './url-filter-select';

type Row = { id: string };
const none = { data: { items: [], total: 0 }, error: null, isFetching: false } as unknown as UseQueryResult<{
  items: Row[];
  total: number;
}>;

function Queue() {
  const page = useListPage({ filters: { status: oneOf(['open', 'closed']), late: onlyTrueFilter, series: textFilter } });
  return (
    <QueuePage
      title="Orders"
      page={page}
      list={none}
      all="Every order"
      toolbar={
        <>
          <UrlTextFilter label="Search" width={300} />
          <UrlFilterSelect name="status" label="Status" data={[{ value: 'open', label: 'Open' }]} />
          <UrlSwitch name="late" label="Late only" />
          <UrlFilterChip name="series" label="Series" />
          <UrlFilterChip name="salesRep" label="Sales representative" value="Rita Ett" />
        </>
      }
      columns={[{ key: 'id', header: 'Id', cell: (r) => r.id }]}
      rowKey={(r) => r.id}
      empty="No orders yet"
      emptyFiltered="No order matches"
      errorKey="orders.error"
    />
  );
}

let takeDown: (() => Promise<void>) | null = null;
let router: ReturnType<typeof createMemoryRouter> | null = null;

async function open(address: string) {
  router = createMemoryRouter([{ path: '/orders', element: <Queue /> }], { initialEntries: [address] });
  takeDown = await renderShown(<RouterProvider router={router} />);
}

const field = (label: string) => {
  const input = [...document.querySelectorAll('input')].find((i) => i.labels?.[0]?.textContent?.includes(label));
  if (!input) throw new Error(`no field ${label}`);
  return input;
};

beforeAll(() => stubBrowser({ matches: true }));
afterEach(async () => takeDown?.());

describe('a queue page', () => {
  it('shows the filters the address holds, each control labelled', async () => {
    await open('/orders?search=Aska&status=open&late=true');
    expect(field('Search').value).toBe('Aska');
    expect(field('Status').value).toBe('Open');
    expect(field('Late only').checked).toBe(true);
  });

  it('gives the selects the list’s text for every row and says when nothing matches the filters', async () => {
    await open('/orders?status=open');
    expect(field('Status').value).toBe('Open');
    expect(document.body.textContent).toContain('No order matches');
    await act(async () => router!.navigate('/orders'));
    expect(field('Status').placeholder).toBe('Every order');
    expect(document.body.textContent).toContain('No orders yet');
  });

  it('shows a filter a link brought as a chip, whose button removes it and keeps the others', async () => {
    await open('/orders?series=Gotland&status=open');
    expect(document.body.textContent).toContain('Series: Gotland');
    const remove = document.querySelector<HTMLButtonElement>('button[aria-label="filter-chip.remove"]');
    expect(remove).not.toBeNull();
    await act(async () => remove!.click());
    expect(router!.state.location.search).toBe('?status=open');
    expect(document.body.textContent).not.toContain('Series: Gotland');
  });

  it('shows a chip’s value as it reads, such as a representative’s name for their id', async () => {
    await open('/orders?salesRep=5a1e5000-0000-4000-8000-000000000001');
    expect(document.body.textContent).toContain('Sales representative: Rita Ett');
    expect(document.body.textContent).not.toContain('5a1e5000');
    await act(async () => document.querySelector<HTMLButtonElement>('button[aria-label="filter-chip.remove"]')!.click());
    expect(router!.state.location.search).toBe('');
  });

  it('takes a switched-off filter out of the address', async () => {
    await open('/orders?late=true&page=2');
    await act(async () => field('Late only').click());
    expect(router!.state.location.search).toBe('');
  });
});

type Dealer = { id: string; name: string; city: string };
const dealers = {
  data: {
    items: [
      { id: '1', name: 'Aska', city: 'Umeå' },
      { id: '2', name: 'Brasa', city: 'Lund' },
    ],
    total: 2,
  },
  error: null,
  isFetching: false,
} as unknown as UseQueryResult<{ items: Dealer[]; total: number }>;
/** What the list last asked the server. */
const asked: { query: unknown } = { query: null };

function SortedQueue() {
  const page = useListPage({ filters: {}, sortColumns: ['id', 'name'] as const });
  useEffect(() => {
    asked.query = page.query;
  });
  return (
    <QueuePage
      title="Dealers"
      page={page}
      list={dealers}
      toolbar={null}
      columns={[
        { key: 'id', header: 'Number', cell: (r) => r.id },
        { key: 'name', header: 'Name', cell: (r) => r.name },
        { key: 'city', header: 'City', cell: (r) => r.city },
      ]}
      rowKey={(r) => r.id}
      empty="No dealers"
      errorKey="dealers.error"
    />
  );
}

describe('a queue sorted on the server', () => {
  async function openSorted(address: string) {
    router = createMemoryRouter([{ path: '/dealers', element: <SortedQueue /> }], { initialEntries: [address] });
    takeDown = await renderShown(<RouterProvider router={router} />);
  }
  const header = (name: string) => [...document.querySelectorAll('th')].find((th) => th.textContent === name)!;

  it('shows the order the address holds on its header, asks the server for it, and sorts only the columns the server sorts by', async () => {
    await openSorted('/dealers?sort=name:desc&page=3');
    expect(header('Name').getAttribute('aria-sort')).toBe('descending');
    expect(header('Number').getAttribute('aria-sort')).toBe('none');
    expect(header('City').hasAttribute('aria-sort')).toBe(false);
    expect(header('City').querySelector('button')).toBeNull();
    expect(asked.query).toMatchObject({ sort: 'name:desc', page: 3 });
  });

  it('sorts by a header’s button, named by the column, ascending first, then the other way, from the first page', async () => {
    await openSorted('/dealers?page=2');
    const button = header('Number').querySelector('button')!;
    expect(button.textContent).toContain('Number');
    await act(async () => button.click());
    expect(new URLSearchParams(router!.state.location.search).get('sort')).toBe('id:asc');
    expect(new URLSearchParams(router!.state.location.search).get('page')).toBeNull();
    await act(async () => header('Number').querySelector('button')!.click());
    expect(new URLSearchParams(router!.state.location.search).get('sort')).toBe('id:desc');
    expect(header('Number').getAttribute('aria-sort')).toBe('descending');
  });

  it('leaves a sort the list does not know out of the call', async () => {
    await openSorted('/dealers?sort=city:asc');
    expect(asked.query).not.toHaveProperty('sort');
    expect(header('City').hasAttribute('aria-sort')).toBe(false);
  });
});
