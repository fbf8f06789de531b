// @vitest-environment jsdom
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stubBrowser } from '@portal/ui/testing/dom-stubs';
import { FactRow, FactTable, RecordPage } from './record-page';
import { renderShown } from './render-for-test';

let takeDown: (() => Promise<void>) | null = null;
const render = async (node: ReactNode) => void (takeDown = await renderShown(node));

const order = (state: Partial<UseQueryResult<{ number: string }>>) => (
  <RecordPage
    query={{ data: undefined, error: null, ...state } as UseQueryResult<{ number: string }>}
    title="Order"
    notFoundKey="orders.not-found"
    back={<a href="/orders">Back to the orders</a>}
    height={240}
  >
    {(o) => <p>Order {o.number}</p>}
  </RecordPage>
);

beforeAll(() => stubBrowser());
afterEach(async () => takeDown?.());

describe('a record’s screen', () => {
  it('shows the record once it is read', async () => {
    await render(order({ data: { number: '4711' } }));
    expect(document.body.textContent).toContain('Order 4711');
  });

  it('keeps its title over a placeholder while the record loads', async () => {
    await render(order({}));
    expect(document.querySelector('h1')?.textContent).toBe('Order');
    expect(document.body.textContent).not.toContain('Back to the orders');
  });

  it('says when the record cannot be read, with the way back', async () => {
    await render(order({ error: new Error('404') }));
    expect(document.querySelector('[role="alert"]')?.textContent).toContain('orders.not-found');
    expect(document.querySelector('a')?.textContent).toBe('Back to the orders');
  });

  it('heads each fact with its label, in the table’s label width', async () => {
    await render(
      <FactTable labelWidth="35%">
        <FactRow label="Dealer" value="Brasvärme" />
      </FactTable>,
    );
    const header = document.querySelector('th');
    expect(header?.getAttribute('scope')).toBe('row');
    expect(header?.textContent).toBe('Dealer');
    expect(document.querySelector('td')?.textContent).toBe('Brasvärme');
  });
});
