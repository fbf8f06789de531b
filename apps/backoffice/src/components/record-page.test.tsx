// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import i18next from 'i18next';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stubBrowser } from '@portal/ui/testing/dom-stubs';
import { FactRow, FactTable, RecordPage } from './record-page';

let root: Root | null = null;

async function render(node: ReactNode) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: {} });
  root = createRoot(document.body.appendChild(document.createElement('div')));
  await act(async () =>
    root!.render(
      <I18nextProvider i18n={i18n}>
        <MantineProvider>{node}</MantineProvider>
      </I18nextProvider>,
    ),
  );
}

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
afterEach(async () => {
  await act(async () => root?.unmount());
  document.body.innerHTML = '';
});

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
