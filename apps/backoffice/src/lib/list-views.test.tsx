// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getListColumns } from '@portal/contracts/staff-views';
import { apiRequest } from '@portal/ui/auth';
import { stubBrowser } from '@portal/ui/testing/dom-stubs';
import { useListColumns } from './list-views';

vi.mock('@portal/ui/auth', () => ({
  apiRequest: vi.fn(async (endpoint: unknown, input?: { body?: unknown }) => (endpoint === getListColumns ? { items: [] } : input?.body)),
}));

let root: Root | null = null;

beforeAll(() => stubBrowser());
afterEach(async () => {
  await act(async () => root?.unmount());
  document.body.innerHTML = '';
});

function MarkColumn() {
  const { hidden, choose } = useListColumns('orders');
  return (
    <label>
      <input type="checkbox" checked={!hidden.includes('mark')} onChange={(e) => choose(e.currentTarget.checked ? [] : ['mark'])} />
      Mark
    </label>
  );
}

async function renderMarkColumn() {
  root = createRoot(document.body.appendChild(document.createElement('div')));
  await act(async () =>
    root!.render(
      <QueryClientProvider client={new QueryClient()}>
        <MarkColumn />
      </QueryClientProvider>,
    ),
  );
  return document.querySelector('input')!;
}

describe('a list’s columns', () => {
  it('show a choice in the same render as the click, before its save has started', async () => {
    const box = await renderMarkColumn();
    expect(box.checked).toBe(true);
    // A controlled box whose new state waited for the save's first step showed its old state for a moment (a click
    // read right after it found nothing changed).
    act(() => box.click());
    expect(box.checked).toBe(false);
    await act(async () => undefined);
    expect(box.checked).toBe(false);
    expect(apiRequest).toHaveBeenLastCalledWith(expect.anything(), { body: { list: 'orders', hiddenColumns: ['mark'] } });
  });

  it('go back to the stored choice when the save fails', async () => {
    const box = await renderMarkColumn();
    vi.mocked(apiRequest).mockRejectedValueOnce(new Error('refused'));
    act(() => box.click());
    expect(box.checked).toBe(false);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(box.checked).toBe(true);
  });
});
