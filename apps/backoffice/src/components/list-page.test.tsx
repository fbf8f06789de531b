// @vitest-environment jsdom
import type { UseQueryResult } from '@tanstack/react-query';
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stubBrowser } from '@portal/ui/testing/dom-stubs';
import { useListPage } from '../lib/list-page';
import { onlyTrueFilter, oneOf } from '../lib/list-page-logic';
import { QueuePage, UrlSwitch, UrlTextFilter } from './list-page';
import { renderShown } from './render-for-test';
import { UrlFilterSelect } from './url-filter-select';

type Row = { id: string };
const none = { data: { items: [], total: 0 }, error: null, isFetching: false } as unknown as UseQueryResult<{
  items: Row[];
  total: number;
}>;

function Queue() {
  const page = useListPage({ filters: { status: oneOf(['open', 'closed']), late: onlyTrueFilter } });
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

  it('takes a switched-off filter out of the address', async () => {
    await open('/orders?late=true&page=2');
    await act(async () => field('Late only').click());
    expect(router!.state.location.search).toBe('');
  });
});
