// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, keepPreviousData, type UseMutationResult } from '@tanstack/react-query';
import { act, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getStaffOrder, getStaffOrders } from '@portal/contracts/staff-order';
import { apiRequest } from '@portal/ui/auth';
import { stubBrowser } from '@portal/ui/testing/dom-stubs';
import { listKey, listQuery, readQuery, useRecordChange } from './queries';

vi.mock('@portal/ui/auth', () => ({ apiRequest: vi.fn(async () => ({ items: [], total: 0 })) }));

let root: Root | null = null;

beforeAll(() => stubBrowser());
afterEach(async () => {
  await act(async () => root?.unmount());
  document.body.innerHTML = '';
  vi.mocked(apiRequest).mockClear();
});

describe('the desks’ queries', () => {
  it('keep a list’s pages under the area’s list key, by query, and keep the page shown while the next loads', async () => {
    const options = listQuery(['staff', 'orders'], getStaffOrders, { status: 0, page: 2 });
    expect(options.queryKey).toEqual(['staff', 'orders', 'list', { status: 0, page: 2 }]);
    expect(options.placeholderData).toBe(keepPreviousData);
    await new QueryClient().fetchQuery(options);
    expect(apiRequest).toHaveBeenCalledWith(getStaffOrders, expect.objectContaining({ query: { status: 0, page: 2 } }));
  });

  it('read one call with its path parameters under the key given', async () => {
    const options = readQuery(['staff', 'orders', 'detail', '42'], getStaffOrder, { params: { orderNumber: '42' } });
    await new QueryClient().fetchQuery(options);
    expect(options.queryKey).toEqual(['staff', 'orders', 'detail', '42']);
    expect(apiRequest).toHaveBeenCalledWith(getStaffOrder, expect.objectContaining({ params: { orderNumber: '42' } }));
  });

  it('store a change’s answer where the record is read and read the lists it touched again', async () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    let change: UseMutationResult<{ id: string }, Error, string> | null = null;
    function Probe() {
      const mutation = useRecordChange(
        async (id: string) => ({ id }),
        (answer) => ['staff', 'orders', 'detail', answer.id],
        listKey(['staff', 'orders']),
        ['staff', 'queues'],
      );
      useEffect(() => {
        change = mutation;
      });
      return null;
    }
    root = createRoot(document.body.appendChild(document.createElement('div')));
    await act(async () =>
      root!.render(
        <QueryClientProvider client={client}>
          <Probe />
        </QueryClientProvider>,
      ),
    );
    await act(async () => void (await change!.mutateAsync('42')));
    expect(client.getQueryData(['staff', 'orders', 'detail', '42'])).toEqual({ id: '42' });
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      ['staff', 'orders', 'list'],
      ['staff', 'queues'],
    ]);
  });
});
