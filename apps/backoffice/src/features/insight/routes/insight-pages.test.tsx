// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Endpoint } from '@portal/contracts/endpoint';
import { stubBrowser } from '@portal/ui/testing/dom-stubs';
import { DeliveryPage } from './delivery-page';
import { QualityPage } from './quality-page';
import { SalesPage } from './sales-page';
import { UsePage } from './use-page';

/** The answers the screens get, by the call's path; what the API's tests check, these screens only show. */
const ANSWERS: Record<string, unknown> = {
  '/api/staff/me': {
    id: '00000000-0000-4000-8000-000000000001',
    email: 'a@b.test',
    firstname: 'A',
    lastname: 'B',
    roles: ['back-office-admin'],
    language: 'en',
  },
  '/api/staff/insight/sales': {
    currency: 'NOK',
    months: Array.from({ length: 12 }, (_, i) => ({
      month: `2026-${String(i + 1).padStart(2, '0')}`,
      netSales: i === 2 ? 11_000 : 0,
      units: i === 2 ? 1 : 0,
    })),
  },
  // Every breakdown gets these rows; the screen asks one per section.
  '/api/staff/insight/sales/breakdown': {
    currency: 'NOK',
    year: 2026,
    by: 'dealer',
    count: 12,
    rows: [
      { key: '20001', name: 'Ovnshuset', netSales: 11_000, units: 1, lastYear: 8_000, lastYearUnits: 1, growthPercent: 37.5 },
      { key: '20002', name: 'Peiskroken', netSales: 5_000, units: 1, lastYear: 0, lastYearUnits: 0, growthPercent: null },
    ],
  },
  '/api/staff/customer-options': { priceLists: [], salesReps: [{ id: '5a1e5000-0000-4000-8000-000000000001', name: 'Rita Ett' }] },
  '/api/staff/insight/rates': { base: 'EUR', rates: [{ month: '2026-03', currency: 'NOK', rate: 0.1 }] },
  '/api/staff/insight/delivery': {
    year: 2026,
    punctualityPercent: 50,
    confirmWorkingDays: 2,
    averageDaysToDispatch: 12,
    weeks: [
      {
        week: '2026-W10',
        from: '2026-03-02',
        to: '2026-03-08',
        received: 4,
        confirmedInTime: 2,
        confirmedInTimePercent: 50,
        cancelled: 1,
        dispatched: 0,
        punctual: 0,
        punctualityPercent: null,
        averageDaysToDispatch: null,
        backlog: 0,
      },
      {
        week: '2026-W11',
        from: '2026-03-09',
        to: '2026-03-15',
        received: 0,
        confirmedInTime: 0,
        confirmedInTimePercent: null,
        cancelled: 0,
        dispatched: 0,
        punctual: 0,
        punctualityPercent: null,
        averageDaysToDispatch: null,
        backlog: 0,
      },
    ],
    cancellations: [
      { reason: 'Ordered twice', count: 2 },
      { reason: null, count: 1 },
    ],
  },
  '/api/staff/insight/quality': {
    from: '2026-01-01',
    to: '2026-12-31',
    rows: [
      { key: 'P2600001', unitsSold: 2, complaints: 1, per100: 50 },
      { key: 'P2600002', unitsSold: 1, complaints: 1, per100: 100 },
    ],
  },
  '/api/staff/insight/subscriptions': {
    items: [
      {
        id: '00000000-0000-4000-8000-0000000000aa',
        dashboard: 'sales',
        filters: { year: 2026, market: 'no' },
        createdAt: '2026-11-01T10:00:00.000Z',
        nextSendAt: '2026-11-30T06:00:00.000Z',
      },
    ],
  },
  'POST /api/staff/insight/subscriptions': {
    id: '00000000-0000-4000-8000-0000000000ab',
    dashboard: 'use',
    filters: { market: 'se' },
    createdAt: '2026-11-29T10:00:00.000Z',
    nextSendAt: '2026-11-30T06:00:00.000Z',
  },
  '/api/staff/insight/use': {
    year: 2026,
    months: Array.from({ length: 12 }, (_, i) => ({
      month: `2026-${String(i + 1).padStart(2, '0')}`,
      activeUsers: i === 0 ? 2 : 0,
      activeDealers: i === 0 ? 1 : 0,
      orders: { 'quick-order': i === 0 ? 3 : 0, configurator: 0, reorder: i === 0 ? 1 : 0, cart: 0, quote: 0 },
    })),
    dealers: [{ customerNumber: '10001', name: 'Brasvärme', market: 'se', activeUsers: [2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] }],
    dormant: [{ customerNumber: '10002', name: 'Kaminhuset', market: 'se', lastOrderDate: null }],
  },
};

vi.mock('@portal/ui/auth', () => ({
  ApiError: class ApiError extends Error {},
  apiRequest: vi.fn((endpoint: Endpoint) => Promise.resolve(ANSWERS[`${endpoint.method} ${endpoint.path}`] ?? ANSWERS[endpoint.path])),
}));

let root: Root | null = null;
beforeAll(() => stubBrowser());
afterEach(async () => {
  await act(async () => root?.unmount());
  document.body.innerHTML = '';
});

async function show(screen: ReactNode, address: string) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: {} } } });
  root = createRoot(document.body.appendChild(document.createElement('div')));
  await act(async () =>
    root!.render(
      <I18nextProvider i18n={i18n}>
        <MantineProvider>
          <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
            <MemoryRouter initialEntries={[address]}>{screen}</MemoryRouter>
          </QueryClientProvider>
        </MantineProvider>
      </I18nextProvider>,
    ),
  );
  await settle();
}

/** The answers arrive on the next turns. */
async function settle() {
  for (let i = 0; i < 5; i++) await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
}

const links = () => [...document.querySelectorAll('table a')].map((a) => a.getAttribute('href'));

/**
 * A table as every figure table is written: in the box that scrolls sideways, column headers, the row's name first and
 * its figures right-aligned under right-aligned headers.
 */
function expectFigureTable(table: Element | null | undefined, textColumns = 1) {
  expect(table, 'a table').toBeTruthy();
  expect(table!.closest('.mantine-TableScrollContainer-scrollContainer'), 'its scroll box').not.toBeNull();
  const heads = [...table!.querySelectorAll<HTMLElement>('thead th')];
  expect(heads.map((th) => th.getAttribute('scope'))).toEqual(heads.map(() => 'col'));
  expect(heads.map((th) => th.style.textAlign)).toEqual(heads.map((_, i) => (i < textColumns ? '' : 'right')));
  const cells = [...table!.querySelectorAll<HTMLElement>('tbody td')];
  expect(cells.length).toBeGreaterThan(0);
  expect(cells.map((td) => td.style.textAlign)).toEqual(cells.map(() => 'right'));
}

describe('the insight screens', () => {
  it('Sales shows each month in a table, its stoves linking to the month’s invoices', async () => {
    await show(<SalesPage />, '/insight/sales?year=2026&market=no');
    expect(document.querySelectorAll('table')[0]?.querySelectorAll('tbody tr')).toHaveLength(12);
    expect(links()).toContain('/invoices?market=no&from=2026-03-01&to=2026-03-31');
    expect(document.body.textContent).toContain('export.csv');
    expect(document.body.textContent).toContain('export.xlsx');
  });

  it('Sales and Delivery write every figure table alike', async () => {
    await show(<SalesPage />, '/insight/sales?year=2026&market=no');
    const sales = [...document.querySelectorAll('table')].filter((t) => !t.closest('[aria-labelledby="insight-rates"]'));
    expect(sales).toHaveLength(6);
    for (const table of sales) expectFigureTable(table);
    // Money through the one formatter: the months in the figures' currency.
    expect(sales[0]?.querySelector('tbody tr:nth-child(3) td')?.textContent).toMatch(/NOK\s?11,000\.00/);
    await act(async () => root?.unmount());
    document.body.innerHTML = '';
    await show(<DeliveryPage />, '/insight/delivery?year=2026&market=se');
    const delivery = [...document.querySelectorAll('table')];
    expect(delivery).toHaveLength(2);
    for (const table of delivery) expectFigureTable(table);
    expect(document.getElementById('insight-delivery-table')?.closest('section')?.querySelector('table')).toBe(delivery[0]);
  });

  it('Sales ranks the dealers top and bottom with growth, each leading to its own figures and record', async () => {
    await show(<SalesPage />, '/insight/sales?year=2026&market=no');
    const top = document.getElementById('insight-sales-dealer-top')?.closest('section');
    expect(top?.querySelectorAll('tbody tr')).toHaveLength(2);
    expect(top?.textContent).toContain('37.5');
    expect(top?.textContent).toContain('insight.sales.breakdown.new');
    expect(top?.textContent).toContain('insight.sales.breakdown.shown');
    const hrefs = [...(top?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      '/insight/sales?year=2026&customerNumber=20001',
      '/dealers/20001',
      '/insight/sales?year=2026&customerNumber=20002',
      '/dealers/20002',
    ]);
    expect(document.getElementById('insight-sales-dealer-bottom')).not.toBeNull();
    // One market chosen: no ranking of markets; brand, series and product each with a table and an export.
    expect(document.getElementById('insight-sales-market-top')).toBeNull();
    for (const by of ['brand', 'series', 'product']) expect(document.getElementById(`insight-sales-${by}-top`), by).not.toBeNull();
    expect(document.querySelectorAll('table')).toHaveLength(7);
    // A series or product row opens the year's invoices with a line of it, of the same market.
    const rowLinks = (by: string) =>
      [...(document.getElementById(`insight-sales-${by}-top`)?.closest('section')?.querySelectorAll('tbody th a') ?? [])].map((a) => [
        a.getAttribute('href'),
        a.getAttribute('aria-label'),
      ]);
    expect(rowLinks('series')[0]).toEqual([
      '/invoices?market=no&series=20001&from=2026-01-01&to=2026-12-31',
      'insight.sales.breakdown.open-invoices',
    ]);
    expect(rowLinks('product')[1]).toEqual([
      '/invoices?market=no&itemNumber=20002&from=2026-01-01&to=2026-12-31',
      'insight.sales.breakdown.open-invoices',
    ]);
  });

  it('Sales of one sales representative opens the invoices of that representative’s dealers', async () => {
    const rita = '5a1e5000-0000-4000-8000-000000000001';
    await show(<SalesPage />, `/insight/sales?year=2026&market=no&salesRep=${rita}`);
    expect(links()).toContain(`/invoices?market=no&salesRep=${rita}&from=2026-03-01&to=2026-03-31`);
    expect(links()).toContain(`/invoices?market=no&salesRep=${rita}&series=20001&from=2026-01-01&to=2026-12-31`);
    expect(links()).toContain(`/invoices?market=no&salesRep=${rita}&itemNumber=20002&from=2026-01-01&to=2026-12-31`);
  });

  it('Sales of one dealer breaks its own sales down, without a ranking', async () => {
    await show(<SalesPage />, '/insight/sales?year=2026&customerNumber=20001');
    expect(document.getElementById('insight-sales-dealer-top')).toBeNull();
    expect(document.getElementById('insight-sales-product-top')).not.toBeNull();
  });

  it('Delivery shows the weeks with figures, linking to their orders', async () => {
    await show(<DeliveryPage />, '/insight/delivery?year=2026&market=se');
    expect(document.querySelectorAll('table')[0]?.querySelectorAll('tbody tr')).toHaveLength(1);
    expect(links().slice(0, 2)).toEqual([
      '/orders?market=se&from=2026-03-02&to=2026-03-08',
      '/orders?market=se&status=90&from=2026-03-02&to=2026-03-08',
    ]);
  });

  it('Delivery lists the cancellations by reason, none worded as such, each opening the cancelled orders of the year', async () => {
    await show(<DeliveryPage />, '/insight/delivery?year=2026&market=se');
    const table = document.getElementById('insight-delivery-cancellations')?.closest('section')?.querySelector('table');
    expect([...(table?.querySelectorAll('tbody tr') ?? [])].map((tr) => tr.textContent)).toEqual([
      'Ordered twice2',
      'insight.delivery.no-reason1',
    ]);
    // The order list cannot filter by reason: both open the year's cancelled orders of the market (its first to last ISO week).
    expect([...(table?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href'))).toEqual([
      '/orders?market=se&status=90&from=2026-03-02&to=2026-03-15',
      '/orders?market=se&status=90&from=2026-03-02&to=2026-03-15',
    ]);
  });

  it('Quality puts the worst rate first and links each row to its complaints', async () => {
    await show(<QualityPage />, '/insight/quality?groupBy=batch');
    expect([...document.querySelectorAll('tbody th')].map((th) => th.textContent)).toEqual(['P2600002', 'P2600001']);
    expect(links()).toEqual([
      '/complaints?batch=P2600002&from=2026-01-01&to=2026-12-31',
      '/complaints?batch=P2600001&from=2026-01-01&to=2026-12-31',
    ]);
  });

  it('Portal use links each way’s orders of a month, and each dealer to its record', async () => {
    await show(<UsePage />, '/insight/use?year=2026&market=se');
    expect(document.querySelectorAll('table')[0]?.querySelectorAll('tbody tr')).toHaveLength(12);
    expect(links()).toEqual([
      '/orders?market=se&from=2026-01-01&to=2026-01-31&channel=quick-order',
      '/orders?market=se&from=2026-01-01&to=2026-01-31&channel=reorder',
      '/dealers/10001',
      '/dealers/10002',
    ]);
    expect(document.body.textContent).toContain('insight.use.never');
  });

  it('subscribes to the sales figures of one sales representative with the representative', async () => {
    const rita = '5a1e5000-0000-4000-8000-000000000001';
    await show(<SalesPage />, `/insight/sales?market=no&salesRep=${rita}`);
    const subscribe = [...document.querySelectorAll('button')].find((b) => b.textContent === 'insight.weekly.subscribe')!;
    await act(async () => subscribe.click());
    await settle();
    const { apiRequest } = await import('@portal/ui/auth');
    const call = vi.mocked(apiRequest).mock.calls.findLast(([endpoint]) => endpoint.method === 'POST');
    expect(JSON.parse(JSON.stringify((call?.[1] as { body: unknown }).body))).toEqual({
      dashboard: 'sales',
      filters: { market: 'no', salesRep: rita },
    });
  });

  it('subscribes to the dashboard’s weekly e-mail with the filters in the address, and lists the caller’s to cancel', async () => {
    await show(<UsePage />, '/insight/use?market=se');
    const cancel = document.querySelector('[aria-label^="insight.weekly.cancel"]');
    expect(cancel?.getAttribute('aria-label')).toBe(
      'insight.weekly.cancel: insight.weekly.dashboard.sales · insight.weekly.filter.year 2026 · markets.no',
    );
    const subscribe = [...document.querySelectorAll('button')].find((b) => b.textContent === 'insight.weekly.subscribe')!;
    await act(async () => subscribe.click());
    await settle();
    const { apiRequest } = await import('@portal/ui/auth');
    const call = vi.mocked(apiRequest).mock.calls.find(([endpoint]) => endpoint.method === 'POST');
    // As sent: no year in the address, so the e-mail follows the year it is written in.
    expect(JSON.parse(JSON.stringify((call?.[1] as { body: unknown }).body))).toEqual({ dashboard: 'use', filters: { market: 'se' } });
    expect(document.querySelector('[role="status"]')?.textContent).toBe('insight.weekly.subscribed');
  });
});
