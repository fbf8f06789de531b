// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, keepPreviousData } from '@tanstack/react-query';
import { act, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getStaffOrder, getStaffOrders } from '@portal/contracts/staff-order';
import { apiRequest } from '@portal/ui/auth';
import { stubBrowser } from '@portal/ui/testing/dom-stubs';
import { listKey, listQuery, readQuery, useRecordChange, useSaveAndRemove } from './queries';

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
    const { client, invalidated, latest } = await probe(() =>
      useRecordChange(
        async (id: string) => ({ id }),
        (answer) => ['staff', 'orders', 'detail', answer.id],
        listKey(['staff', 'orders']),
        ['staff', 'queues'],
      ),
    );
    await act(async () => void (await latest().mutateAsync('42')));
    expect(client.getQueryData(['staff', 'orders', 'detail', '42'])).toEqual({ id: '42' });
    expect(invalidated()).toEqual([
      ['staff', 'orders', 'list'],
      ['staff', 'queues'],
    ]);
  });

  it('save a new row or a change of one by its id, and read the list again after either', async () => {
    const calls = { create: vi.fn(async () => 'created'), update: vi.fn(async () => 'updated'), remove: vi.fn(async (id: number) => id) };
    const { invalidated, latest } = await probe(() => useSaveAndRemove(calls, ['staff', 'maintenance-windows']));
    await act(async () => void (await latest().save.mutateAsync({ id: null, body: 'a' })));
    await act(async () => void (await latest().save.mutateAsync({ id: 7, body: 'b' })));
    await act(async () => void (await latest().remove.mutateAsync(7)));
    expect(calls.create).toHaveBeenCalledWith('a');
    expect(calls.update).toHaveBeenCalledWith(7, 'b');
    expect(calls.remove.mock.calls[0]?.[0]).toBe(7);
    expect(invalidated()).toHaveLength(3);
  });
});

/** Renders a hook under a fresh query client; answers its latest value and the keys read again so far. */
async function probe<R>(hook: () => R) {
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  let seen: R | null = null;
  function Probe() {
    const value = hook();
    useEffect(() => {
      seen = value;
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
  return {
    client,
    invalidated: () => invalidate.mock.calls.map(([filters]) => filters?.queryKey),
    latest: () => {
      if (seen === null) throw new Error('the hook has not rendered');
      return seen;
    },
  };
}
