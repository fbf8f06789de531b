import { describe, expect, it } from 'vitest';
import { toCsv } from '@portal/contracts/csv';
import type { InsightDeliveryWeek, InsightSalesBreakdownRow } from '@portal/contracts/insight';
import {
  brandOf,
  breakdownCsvColumns,
  breakdownCsvRows,
  breakdownFileName,
  breakdownLink,
  chartLabel,
  horizontalChartHeight,
  breakdownSections,
  growthOf,
  dayOf,
  deliveryCsvRows,
  deliveryLinks,
  deliveryRows,
  groupOf,
  marketOf,
  monthDays,
  qualityCsvRows,
  qualityLink,
  qualityRowsByRate,
  salesCsvRows,
  salesFileName,
  salesLink,
  salesRows,
  salesTotal,
  yearChoices,
  yearOf,
  USAGE_COLUMNS,
  dormantCsvRows,
  ordersOfMonth,
  usageCsvRows,
  usageDealerCsvRows,
  usageFileName,
  usageOrdersLink,
} from './insight-logic';

const NOW = new Date('2026-11-28T12:00:00Z');

describe('the insight filters in the address', () => {
  it('take a year of the last five, else this year', () => {
    expect(yearOf('2025', NOW)).toBe(2025);
    expect(yearOf('2019', NOW)).toBe(2026);
    expect(yearOf('2027', NOW)).toBe(2026);
    expect(yearOf('x', NOW)).toBe(2026);
    expect(yearOf(null, NOW)).toBe(2026);
    expect(yearChoices(NOW)).toEqual(['2026', '2025', '2024', '2023', '2022']);
  });

  it('take only markets, brands, groups and days they know', () => {
    expect(marketOf('no')).toBe('no');
    expect(marketOf('uk')).toBeUndefined();
    expect(brandOf('GH')).toBe('GH');
    expect(brandOf('XX')).toBeUndefined();
    expect(groupOf('batch')).toBe('batch');
    expect(groupOf('colour')).toBe('series');
    expect(dayOf('2026-03-01')).toBe('2026-03-01');
    expect(dayOf('1 March')).toBeUndefined();
  });
});

describe('sales', () => {
  const month = (m: string, netSales: number, units = 0) => ({ month: m, netSales, units });

  it('puts each month beside the same month a year before, with its growth', () => {
    const rows = salesRows(
      [month('2026-01', 150, 2), month('2026-02', -20), month('2026-03', 10)],
      [month('2025-01', 100, 1), month('2025-02', 50), month('2025-03', 0)],
    );
    expect(rows.map((r) => [r.month, r.netSales, r.lastYear, r.growthPercent])).toEqual([
      ['2026-01', 150, 100, 50],
      ['2026-02', -20, 50, -140],
      ['2026-03', 10, 0, null],
    ]);
    expect(salesTotal(rows)).toEqual({ netSales: 140, units: 2, lastYear: 150 });
  });

  it('links a month to its invoices with the same market, dealer and sales representative', () => {
    expect(salesLink({ year: 2026, market: 'se', customerNumber: '10001' }, '2026-02')).toBe(
      '/invoices?market=se&customerNumber=10001&from=2026-02-01&to=2026-02-28',
    );
    expect(salesLink({ year: 2026, salesRep: '5a1e5000-0000-4000-8000-000000000001' }, '2026-03')).toBe(
      '/invoices?salesRep=5a1e5000-0000-4000-8000-000000000001&from=2026-03-01&to=2026-03-31',
    );
    expect(salesLink({ year: 2024 }, '2024-02')).toBe('/invoices?from=2024-02-01&to=2024-02-29');
    expect(salesLink({ year: 2026, market: 'no', brand: 'NF' }, '2026-04')).toBe(
      '/invoices?market=no&brand=NF&from=2026-04-01&to=2026-04-30',
    );
    expect(monthDays('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('exports the table, and names the file by its filters', () => {
    const rows = salesRows([month('2026-01', 150, 2)], [month('2025-01', 100, 1)]);
    expect(salesCsvRows(rows)).toEqual([['2026-01', 150, 2, 100, 50]]);
    expect(salesFileName({ year: 2026, market: 'no', brand: 'NF' })).toBe('insight-sales-2026-no-NF');
  });
});

describe('sales by dealer, market, brand, series and product', () => {
  const row = (key: string, netSales: number, lastYear: number, growthPercent: number | null): InsightSalesBreakdownRow => ({
    key,
    name: `Name ${key}`,
    netSales,
    units: 1,
    lastYear,
    lastYearUnits: 0,
    growthPercent,
  });

  it('ranks dealers and markets only across dealers and markets; brand, series and product always', () => {
    const names = (f: Parameters<typeof breakdownSections>[0]) => breakdownSections(f).map((s) => `${s.by}-${s.order}`);
    expect(names({ year: 2026 })).toEqual(['dealer-top', 'dealer-bottom', 'market-top', 'brand-top', 'series-top', 'product-top']);
    expect(names({ year: 2026, market: 'se' })).toEqual(['dealer-top', 'dealer-bottom', 'brand-top', 'series-top', 'product-top']);
    expect(names({ year: 2026, customerNumber: '10001' })).toEqual(['brand-top', 'series-top', 'product-top']);
  });

  it('leads a dealer to its own figures, a market or brand to theirs, keeping the other filters', () => {
    const f = { year: 2025, market: 'se' as const, brand: 'NF', salesRep: '5a1e5000-0000-4000-8000-000000000001' };
    expect(breakdownLink('dealer', f, '10001')).toBe(
      '/insight/sales?year=2025&customerNumber=10001&brand=NF&salesRep=5a1e5000-0000-4000-8000-000000000001',
    );
    expect(breakdownLink('market', { year: 2025 }, 'no')).toBe('/insight/sales?year=2025&market=no');
    expect(breakdownLink('brand', { year: 2025, market: 'fi' }, 'GH')).toBe('/insight/sales?year=2025&market=fi&brand=GH');
  });

  it('leads a series or product to its invoices of the figure’s year, market, dealer, brand and sales representative', () => {
    const f = { year: 2025, market: 'se' as const, brand: 'NF', salesRep: '5a1e5000-0000-4000-8000-000000000001' };
    expect(breakdownLink('series', f, 'Gotland')).toBe(
      '/invoices?market=se&brand=NF&salesRep=5a1e5000-0000-4000-8000-000000000001&series=Gotland&from=2025-01-01&to=2025-12-31',
    );
    expect(breakdownLink('product', { year: 2024, customerNumber: '10001' }, '1234')).toBe(
      '/invoices?customerNumber=10001&itemNumber=1234&from=2024-01-01&to=2024-12-31',
    );
  });

  it('calls a dealer new when the year before sold nothing', () => {
    expect(growthOf(row('a', 500, 0, null))).toBe('new');
    expect(growthOf(row('b', 0, 0, null))).toBeNull();
    expect(growthOf(row('c', 100, 800, -87.5))).toBe(-87.5);
  });

  it('exports key and name apart, and names the file by the breakdown and its filters', () => {
    expect(breakdownCsvColumns('dealer')).toEqual([
      'insight.sales.breakdown.key.dealer',
      'insight.sales.breakdown.column.dealer',
      'insight.sales.net-sales',
      'insight.sales.units',
      'insight.sales.breakdown.last-period',
      'insight.sales.growth',
    ]);
    const rows = breakdownCsvRows([row('99811', 100, 800, -87.5), row('=1+1', -5, 0, null)], (r) => r.name);
    expect(rows).toEqual([
      ['99811', 'Name 99811', 100, 1, 800, -87.5],
      ['=1+1', 'Name =1+1', -5, 1, 0, null],
    ]);
    // The export writer neutralises a key that reads as a formula.
    expect(toCsv(['k', 'n', 's', 'u', 'l', 'g'], rows)).toContain("'=1+1");
    expect(breakdownFileName({ year: 2026, market: 'se' }, { by: 'dealer', order: 'bottom' })).toBe('insight-sales-dealer-bottom-2026-se');
    expect(breakdownFileName({ year: 2026, customerNumber: '10001' }, { by: 'product', order: 'top' })).toBe(
      'insight-sales-product-2026-10001',
    );
  });
});

describe('delivery', () => {
  const week = (w: Partial<InsightDeliveryWeek>): InsightDeliveryWeek => ({
    week: '2026-W10',
    from: '2026-03-02',
    to: '2026-03-08',
    received: 0,
    confirmedInTime: 0,
    confirmedInTimePercent: null,
    cancelled: 0,
    dispatched: 0,
    punctual: 0,
    punctualityPercent: null,
    averageDaysToDispatch: null,
    backlog: 0,
    ...w,
  });

  it('shows the weeks that have something', () => {
    expect(deliveryRows([week({}), week({ week: '2026-W11', backlog: 1 })]).map((w) => w.week)).toEqual(['2026-W11']);
  });

  it('links a week to its orders: received, cancelled, and open for the dispatch week', () => {
    expect(deliveryLinks({ year: 2026, market: 'fi' }, week({}))).toEqual({
      received: '/orders?market=fi&from=2026-03-02&to=2026-03-08',
      cancelled: '/orders?market=fi&status=90&from=2026-03-02&to=2026-03-08',
      backlog: '/orders?market=fi&promisedFrom=2026-03-02&promisedTo=2026-03-02',
    });
  });

  it('exports each week as a row', () => {
    expect(deliveryCsvRows([week({ received: 4, confirmedInTimePercent: 50, punctualityPercent: 100, averageDaysToDispatch: 9 })])).toEqual(
      [['2026-W10', 4, 50, 0, 0, 100, 9, 0]],
    );
  });
});

describe('quality', () => {
  const row = (key: string, per100: number | null, complaints = 1) => ({ key, unitsSold: 10, complaints, per100 });

  it('links a row to its complaints by the grouping’s filter and the period', () => {
    const period = { from: '2026-01-01', to: '2026-06-30' };
    expect(qualityLink('series', 'Aura', period)).toBe('/complaints?series=Aura&from=2026-01-01&to=2026-06-30');
    expect(qualityLink('product', 'NF-AURA-5', period)).toBe('/complaints?itemNumber=NF-AURA-5&from=2026-01-01&to=2026-06-30');
    expect(qualityLink('batch', 'P2612345', period)).toBe('/complaints?batch=P2612345&from=2026-01-01&to=2026-06-30');
    expect(qualityLink('type', 'transport-damage', period)).toBe('/complaints?type=transport-damage&from=2026-01-01&to=2026-06-30');
  });

  it('puts the worst rate first, those without sales last', () => {
    expect(qualityRowsByRate([row('a', 10), row('b', null, 5), row('c', 30), row('d', 10, 3)]).map((r) => r.key)).toEqual([
      'c',
      'd',
      'a',
      'b',
    ]);
  });

  it('exports through the CSV writer, which neutralises a key that reads as a formula', () => {
    const csv = toCsv(['key', 'units', 'complaints', 'per100'], qualityCsvRows([row('=HYPERLINK("x")', 10)]));
    expect(csv).not.toContain('\n=HYPERLINK');
    expect(csv).toContain("'=HYPERLINK");
  });
});

describe('portal use', () => {
  const month = {
    month: '2026-02',
    activeUsers: 3,
    activeDealers: 2,
    orders: { 'quick-order': 2, configurator: 1, reorder: 0, cart: 4, quote: 0 },
  };

  it('adds up a month’s orders and links a way’s to its orders with the same market', () => {
    expect(ordersOfMonth(month)).toBe(7);
    expect(usageOrdersLink({ year: 2026, market: 'no' }, '2026-02', 'configurator')).toBe(
      '/orders?market=no&from=2026-02-01&to=2026-02-28&channel=configurator',
    );
    expect(usageOrdersLink({ year: 2026 }, '2026-02', 'cart')).toBe('/orders?from=2026-02-01&to=2026-02-28&channel=cart');
  });

  it('exports the months, the dealers and the dormant ones, each file named by its filters', () => {
    expect(usageCsvRows([month])).toEqual([['2026-02', 3, 2, 2, 1, 0, 4, 0, 7]]);
    expect(USAGE_COLUMNS).toHaveLength(9);
    const name = (m: string) => m.toUpperCase();
    expect(usageDealerCsvRows([{ customerNumber: '1', name: 'A', market: 'se', activeUsers: [1, 0] }], name)).toEqual([
      ['1', 'A', 'SE', 1, 0],
    ]);
    expect(dormantCsvRows([{ customerNumber: '2', name: '=B', market: 'fi', lastOrderDate: null }], name)).toEqual([
      ['2', '=B', 'FI', null],
    ]);
    expect(usageFileName({ year: 2026, market: 'se' }, 'months')).toBe('insight-use-months-2026-se');
    expect(usageFileName({ year: 2026 }, 'dormant')).toBe('insight-use-dormant');
  });
});

describe('the bar charts’ names', () => {
  it('stand on one line, cut short with an ellipsis, whole when they fit', () => {
    const shown = (label: string) => chartLabel(label).replace(/\u00a0/g, ' ');
    expect(shown('Glödhus Aalborg 12 grå')).toBe('Glödhus Aalborg 12 grå');
    expect(shown('Glödhus Aalborg 12 grå med sidoglas och förhöjd sockel')).toBe('Glödhus Aalborg 12 grå…');
    expect(shown('Nordflamme Visby 10 grå, svart lucka')).toBe('Nordflamme Visby 10 grå…');
    // No space the chart could break the line at.
    expect(chartLabel('Glödhus Aalborg 12 grå')).not.toContain(' ');
  });

  it('give each row room for a bar per series and a gap, so two bars a row do not crowd the names', () => {
    expect(horizontalChartHeight(10, 1)).toBe(10 * 28 + 48);
    expect(horizontalChartHeight(10, 2)).toBe(10 * 40 + 48);
    expect(horizontalChartHeight(1, 2)).toBe(160);
  });
});
