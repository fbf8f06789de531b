// @vitest-environment jsdom
import { act } from 'react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubBrowser } from '@portal/ui/testing/dom-stubs';
import { renderShown } from './render-for-test';
import { ShortcutsProvider, useListShortcuts, type ListShortcuts } from './shortcuts';

const handlers = { search: vi.fn(), move: vi.fn(), open: vi.fn() } satisfies ListShortcuts;

function List() {
  useListShortcuts(handlers);
  return (
    <>
      <h1>List</h1>
      <input aria-label="Search" />
      <textarea aria-label="Note" />
      <div contentEditable aria-label="Editor" />
      <a href="/elsewhere">A link</a>
    </>
  );
}

let takeDown: (() => Promise<void>) | null = null;
let router: ReturnType<typeof createMemoryRouter> | null = null;

async function open() {
  router = createMemoryRouter(
    [
      {
        element: (
          <ShortcutsProvider>
            <List />
          </ShortcutsProvider>
        ),
        path: '/list',
      },
      { path: '/orders', element: <h1>Orders</h1> },
      { path: '/complaints', element: <h1>Complaints</h1> },
    ],
    { initialEntries: ['/list'] },
  );
  takeDown = await renderShown(<RouterProvider router={router} />);
}

const press = async (key: string, on: Element = document.body, more: KeyboardEventInit = {}) =>
  act(async () => {
    on.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...more }));
  });

const field = (label: string) => document.querySelector(`[aria-label="${label}"]`)!;

beforeAll(() => stubBrowser({ matches: true }));
afterEach(async () => {
  await takeDown?.();
  vi.clearAllMocks();
});

describe('the keyboard shortcuts', () => {
  it('hands /, j, k and Enter to the list on screen', async () => {
    await open();
    await press('/');
    await press('j');
    await press('j');
    await press('k');
    await press('Enter');
    expect(handlers.search).toHaveBeenCalledTimes(1);
    expect(handlers.move.mock.calls).toEqual([[1], [1], [-1]]);
    expect(handlers.open).toHaveBeenCalledTimes(1);
  });

  it('leaves keys typed into an input, a textarea or an editable region alone', async () => {
    await open();
    for (const label of ['Search', 'Note', 'Editor']) {
      for (const key of ['/', 'j', 'k', 'Enter', '?']) await press(key, field(label));
      await press('g', field(label));
      await press('o', field(label));
    }
    expect(handlers.search).not.toHaveBeenCalled();
    expect(handlers.move).not.toHaveBeenCalled();
    expect(handlers.open).not.toHaveBeenCalled();
    expect(router!.state.location.pathname).toBe('/list');
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('leaves Enter on a link to the link, and keys held with Ctrl, Cmd or Alt to the browser', async () => {
    await open();
    await press('Enter', document.querySelector('a')!);
    await press('k', document.body, { ctrlKey: true });
    await press('/', document.body, { metaKey: true });
    await press('j', document.body, { altKey: true });
    expect(handlers.open).not.toHaveBeenCalled();
    expect(handlers.move).not.toHaveBeenCalled();
    expect(handlers.search).not.toHaveBeenCalled();
  });

  it('goes to the orders with g o and to the complaints with g c', async () => {
    await open();
    await press('g');
    await press('o');
    expect(router!.state.location.pathname).toBe('/orders');
    await act(async () => router!.navigate('/list'));
    await press('g');
    await press('c');
    expect(router!.state.location.pathname).toBe('/complaints');
  });

  it('opens a dialog named for the shortcuts with ?, and closes it with Escape', async () => {
    await open();
    await press('?');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 300)));
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog).not.toBeNull();
    const title = document.getElementById(dialog!.getAttribute('aria-labelledby')!);
    expect(title?.textContent).toBe('shortcuts.title');
    expect(dialog!.textContent).toContain('shortcuts.action.orders');
    await press('Escape', dialog!);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });
});
