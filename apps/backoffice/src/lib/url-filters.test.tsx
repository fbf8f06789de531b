// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stubBrowser } from '@portal/ui/testing/dom-stubs';
import { useUrlFilters } from './url-filters';

let root: Root | null = null;

/** A control of its own writing one filter, as a page's market select and dealer field are. */
function Control({ name, value }: { name: string; value: string }) {
  const filters = useUrlFilters();
  return (
    <button type="button" data-filter={name} onClick={() => filters.update({ [name]: value })}>
      {name}
    </button>
  );
}

beforeAll(() => stubBrowser());
afterEach(async () => {
  await act(async () => root?.unmount());
  document.body.innerHTML = '';
});

describe('filters in the address', () => {
  it('keep a filter set by one control when another is used right after it', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/insight/sales',
          element: (
            <>
              <Control name="market" value="se" />
              <Control name="customerNumber" value="10001" />
            </>
          ),
        },
      ],
      { initialEntries: ['/insight/sales?year=2026'] },
    );
    const container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    await act(async () => root!.render(<RouterProvider router={router} />));
    const button = (name: string) => container.querySelector<HTMLButtonElement>(`[data-filter="${name}"]`)!;
    // Both in one go, before React has had a moment to itself: the second control must see the first one's market.
    await act(async () => {
      button('market').click();
      button('customerNumber').click();
    });
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      year: '2026',
      market: 'se',
      customerNumber: '10001',
    });
  });
});
