// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import type { Endpoint } from '@portal/contracts/endpoint';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorDialogProvider } from '@portal/ui';
import type * as UiAuth from '@portal/ui/auth';
import sharedEn from '@portal/ui/locales/en.json';
import en from '../../../locales/en.json';
import { startCart } from '../../../lib/cart/cart-store';
import { CheckoutForm } from './checkout-form';
import { stubBrowser } from '@portal/ui/testing/dom-stubs';

// --- the server's answers the checkout reads before anything is filled in

let windows: { ed_frommaintenancedate: string; ed_tomaintenancedate: string; statuscode: number }[] = [];

vi.mock('@portal/ui/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof UiAuth>()),
  apiRequest: vi.fn(async (endpoint: Endpoint) => {
    await new Promise((r) => setTimeout(r, 5));
    switch (endpoint.path) {
      case '/api/order/maintenanceStatus':
        return { value: windows };
      case '/api/reseller/contactInfo':
        return { ed_commonname: 'Brasvärme Uppsala', telephone1: '+46 18 55 12 40', emailaddress1: 'info@example.test', websiteurl: null };
      case '/api/reseller/deliveryAddress':
        return {
          value: [
            {
              Account_CustomerAddress: [
                {
                  name: 'Lager',
                  line1: 'Fyrislundsgatan 68',
                  line2: null,
                  line3: null,
                  city: 'Uppsala',
                  postalcode: '754 50',
                  country: 'se',
                  ed_primary: true,
                },
              ],
            },
          ],
        };
      case '/api/reseller/postalAddress':
        return { name: 'Brasvärme i Uppsala AB', address1_line1: 'Box 1127', address1_postalcode: '751 41', address1_city: 'Uppsala' };
      default:
        // The user's cart, as the cart calls answer it.
        return { lines: [], modifiedAt: null };
    }
  }),
}));

vi.mock('../../../lib/use-portal-user', () => ({
  usePortalUser: () => ({ market: 'se', customerNumber: '10001', name: 'Anna Bergström', subject: 'user-1', isPortalAdmin: false }),
}));

let root: Root | undefined;
let container: HTMLDivElement | undefined;

beforeAll(() => {
  startCart('user-1');
  stubBrowser();
});

afterEach(async () => {
  await act(async () => root?.unmount());
  container?.remove();
  document.body.innerHTML = '';
});

async function renderCheckout() {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: { ...sharedEn, ...en, error: { ...sharedEn.error, ...en.error } } } },
    interpolation: { escapeValue: false },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/checkout',
        element: (
          <I18nextProvider i18n={i18n}>
            <MantineProvider>
              <QueryClientProvider client={queryClient}>
                <ErrorDialogProvider>
                  <CheckoutForm onPlaced={() => undefined} />
                </ErrorDialogProvider>
              </QueryClientProvider>
            </MantineProvider>
          </I18nextProvider>
        ),
      },
    ],
    { initialEntries: ['/checkout'] },
  );
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root!.render(<RouterProvider router={router} />));
}

const settle = () => act(() => new Promise((r) => setTimeout(r, 30)));

/** The form's Send button; with `closed`, once the window's answer has closed it. */
async function sendButton(closed: boolean): Promise<HTMLButtonElement> {
  const until = Date.now() + 10_000;
  while (Date.now() < until) {
    const button = [...document.querySelectorAll<HTMLButtonElement>('button[type="submit"]')].find((b) =>
      b.textContent?.includes(en.checkout.send),
    );
    if (button && (!closed || button.disabled)) return button;
    await settle();
  }
  throw new Error('no Send button');
}

describe('the checkout during a maintenance window', () => {
  it('says so under the form and keeps Send closed before anything is filled in', async () => {
    const now = Date.now();
    windows = [
      {
        ed_frommaintenancedate: new Date(now - 3_600_000).toISOString(),
        ed_tomaintenancedate: new Date(now + 3_600_000).toISOString(),
        statuscode: 1,
      },
    ];
    await renderCheckout();
    const send = await sendButton(true);
    expect(send.disabled).toBe(true);
    const note = document.getElementById('checkout-maintenance-note');
    expect(note?.textContent).toContain(en.orders['maintenance-text']);
    expect(send.getAttribute('aria-describedby')).toBe('checkout-maintenance-note');
    // Under the form: the notice follows the Send button.
    expect(send.compareDocumentPosition(note!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('leaves Send open and says nothing when the window is over or switched off', async () => {
    const now = Date.now();
    windows = [
      {
        ed_frommaintenancedate: new Date(now - 7_200_000).toISOString(),
        ed_tomaintenancedate: new Date(now - 3_600_000).toISOString(),
        statuscode: 1,
      },
      {
        ed_frommaintenancedate: new Date(now - 3_600_000).toISOString(),
        ed_tomaintenancedate: new Date(now + 3_600_000).toISOString(),
        statuscode: 2,
      },
    ];
    await renderCheckout();
    const send = await sendButton(false);
    // The window's answer has come (it takes a few milliseconds) and changed nothing.
    await settle();
    await settle();
    expect(send.disabled).toBe(false);
    expect(document.getElementById('checkout-maintenance-note')).toBeNull();
    expect(document.body.textContent).not.toContain(en.orders['maintenance-text']);
  });
});
