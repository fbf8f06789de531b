/**
 * The insight screens' rules as pure functions: their filters in the address, the lists each figure
 * links to (with the same filters), the tables' rows and their CSV export, and the bars' lengths.
 */
import { isMarket, type Market } from '@portal/contracts/languages';
import { ORDER_CHANNELS, ORDER_STATUS, type OrderChannel } from '@portal/contracts/order';
import {
  INSIGHT_YEARS,
  QUALITY_GROUPS,
  growthPercent,
  deliveryTableRow,
  deliveryWeeksShown,
  type InsightDeliveryCancellation,
  type InsightDeliveryWeek,
  type InsightQualityRow,
  type InsightSalesBreakdownRow,
  type InsightSalesMonth,
  type SalesBreakdown,
  type InsightDormantDealer,
  type InsightUseDealer,
  type InsightUseMonth,
  type InsightSubscriptionRequest,
  type QualityGroup,
} from '@portal/contracts/insight';
import type { CsvCell } from '@portal/contracts/csv';
import { listLink } from '../../lib/list-links';

/** The brands of the sales figures (ADR 0020), by their codes. */
export const BRANDS = ['NF', 'GH'] as const;

/** The year in the address, or this year; one outside the offered years is this year. */
export function yearOf(param: string | null, now = new Date()): number {
  const year = Number(param);
  const current = now.getFullYear();
  return Number.isInteger(year) && year <= current && year > current - INSIGHT_YEARS ? year : current;
}

/** The year the address names (one the filter offers), for a weekly e-mail that keeps it; none: the e-mail's own year. */
export const addressYear = (param: string | null, now = new Date()) =>
  param !== null && yearOf(param, now) === Number(param) ? Number(param) : undefined;

/** The years a filter offers, this year first. */
export const yearChoices = (now = new Date()) => Array.from({ length: INSIGHT_YEARS }, (_, i) => String(now.getFullYear() - i));

export const marketOf = (param: string | null): Market | undefined => (isMarket(param) ? param : undefined);

export const brandOf = (param: string | null) => ((BRANDS as readonly string[]).includes(param ?? '') ? (param as string) : undefined);

export const groupOf = (param: string | null): QualityGroup =>
  (QUALITY_GROUPS as readonly string[]).includes(param ?? '') ? (param as QualityGroup) : 'series';

/** A day as yyyy-mm-dd in the address, or none. */
export const dayOf = (param: string | null) => (param && /^\d{4}-\d{2}-\d{2}$/.test(param) ? param : undefined);

/** A dealer number as typed: trimmed, none when empty. */
export const customerOf = (param: string | null) => param?.trim() || undefined;

/** The first and last day of a month 'YYYY-MM'. */
export function monthDays(month: string): { from: string; to: string } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

// --- sales

export type SalesFilters = {
  year: number;
  market?: Market | undefined;
  customerNumber?: string | undefined;
  brand?: string | undefined;
  salesRep?: string | undefined;
};

export type SalesRow = {
  month: string;
  netSales: number;
  units: number;
  lastYear: number;
  lastYearUnits: number;
  growthPercent: number | null;
};

/** This year's months beside last year's, with the growth of net sales (none where last year had none). */
export function salesRows(thisYear: readonly InsightSalesMonth[], lastYear: readonly InsightSalesMonth[] | undefined): SalesRow[] {
  return thisYear.map((m, i) => {
    const before = lastYear?.[i];
    const last = before?.netSales ?? 0;
    return {
      month: m.month,
      netSales: m.netSales,
      units: m.units,
      lastYear: last,
      lastYearUnits: before?.units ?? 0,
      growthPercent: growthPercent(m.netSales, last),
    };
  });
}

export const salesTotal = (rows: readonly SalesRow[]) => ({
  netSales: Math.round(rows.reduce((s, r) => s + r.netSales, 0) * 100) / 100,
  units: rows.reduce((s, r) => s + r.units, 0),
  lastYear: Math.round(rows.reduce((s, r) => s + r.lastYear, 0) * 100) / 100,
});

/** The invoices behind a month's sales: the same market, dealer and sales representative, the month's days. */
export const salesLink = (f: SalesFilters, month: string) =>
  listLink('/invoices', {
    market: f.market,
    customerNumber: f.customerNumber,
    salesRep: f.salesRep,
    // A brand's month: the invoices with a line of the brand, as the series and product rows open theirs.
    brand: f.brand,
    ...monthDays(month),
  });

export const SALES_COLUMNS = [
  'insight.sales.month',
  'insight.sales.net-sales',
  'insight.sales.units',
  'insight.sales.last-year',
  'insight.sales.growth',
];

export const salesCsvRows = (rows: readonly SalesRow[]): CsvCell[][] =>
  rows.map((r) => [r.month, r.netSales, r.units, r.lastYear, r.growthPercent]);

export const salesFileName = (f: SalesFilters) =>
  ['insight-sales', f.year, f.market, f.customerNumber, f.brand].filter((p) => p !== undefined && p !== '').join('-');

// --- sales by dealer, market, brand, series and product

/** A breakdown section of the sales page: what it groups by, and the largest or the smallest first. */
export type BreakdownSection = { by: SalesBreakdown; order: 'top' | 'bottom' };

/**
 * The breakdowns the page shows for its filters: the dealer ranking both ways and the markets only
 * across dealers (one dealer's page ranks nothing) and markets; brand, series and product always.
 */
export function breakdownSections(f: SalesFilters): BreakdownSection[] {
  const sections: BreakdownSection[] = [];
  if (!f.customerNumber) sections.push({ by: 'dealer', order: 'top' }, { by: 'dealer', order: 'bottom' });
  if (!f.customerNumber && !f.market) sections.push({ by: 'market', order: 'top' });
  sections.push({ by: 'brand', order: 'top' }, { by: 'series', order: 'top' }, { by: 'product', order: 'top' });
  return sections;
}

/**
 * Where a row of a breakdown leads, with the page's other filters kept: a dealer, market or brand to
 * the sales figures of that dealer, market or brand; a series or product to the year's invoices with a
 * line of it, of the same market, dealer, brand and sales representative.
 */
export function breakdownLink(by: SalesBreakdown, f: SalesFilters, key: string): string {
  const keep = { year: f.year, market: f.market, customerNumber: f.customerNumber, brand: f.brand, salesRep: f.salesRep };
  if (by === 'dealer') return listLink('/insight/sales', { ...keep, market: undefined, customerNumber: key });
  if (by === 'market') return listLink('/insight/sales', { ...keep, market: key });
  if (by === 'brand') return listLink('/insight/sales', { ...keep, brand: key });
  return listLink('/invoices', {
    market: f.market,
    customerNumber: f.customerNumber,
    brand: f.brand,
    salesRep: f.salesRep,
    [by === 'series' ? 'series' : 'itemNumber']: key,
    from: `${f.year}-01-01`,
    to: `${f.year}-12-31`,
  });
}

/** The breakdowns whose rows open a list of invoices (the others open sales figures). */
export const opensInvoiceList = (by: SalesBreakdown) => by === 'series' || by === 'product';

/** Growth as the tables read it: "new" where the year before sold nothing and this year did, else the percent (none: –). */
export const growthOf = (r: Pick<InsightSalesBreakdownRow, 'growthPercent' | 'lastYear' | 'netSales'>): number | 'new' | null =>
  r.growthPercent ?? (r.lastYear === 0 && r.netSales > 0 ? 'new' : null);

export const breakdownColumns = (by: SalesBreakdown) => [
  `insight.sales.breakdown.column.${by}`,
  'insight.sales.net-sales',
  'insight.sales.units',
  'insight.sales.breakdown.last-period',
  'insight.sales.growth',
];

/** The export's columns: the key and the name apart, so a dealer's number stays a column of its own. */
export const breakdownCsvColumns = (by: SalesBreakdown) => [`insight.sales.breakdown.key.${by}`, ...breakdownColumns(by)];

export const breakdownCsvRows = (
  rows: readonly InsightSalesBreakdownRow[],
  nameOf: (row: InsightSalesBreakdownRow) => string,
): CsvCell[][] => rows.map((r) => [r.key, nameOf(r), r.netSales, r.units, r.lastYear, r.growthPercent]);

export const breakdownFileName = (f: SalesFilters, s: BreakdownSection) =>
  ['insight-sales', s.by, s.by === 'dealer' ? s.order : undefined, f.year, f.market, f.customerNumber, f.brand]
    .filter((p) => p !== undefined && p !== '')
    .join('-');

// --- delivery

export type DeliveryFilters = { year: number; market?: Market | undefined };

export const deliveryRows = deliveryWeeksShown;

/** The orders behind a week's figures, with the same market. */
export const deliveryLinks = (f: DeliveryFilters, w: Pick<InsightDeliveryWeek, 'from' | 'to'>) => ({
  received: listLink('/orders', { market: f.market, from: w.from, to: w.to }),
  cancelled: listLink('/orders', { market: f.market, status: ORDER_STATUS.cancelled, from: w.from, to: w.to }),
  backlog: listLink('/orders', { market: f.market, promisedFrom: w.from, promisedTo: w.from }),
});

export const DELIVERY_COLUMNS = [
  'insight.delivery.week',
  'insight.delivery.received',
  'insight.delivery.confirmed-in-time',
  'insight.delivery.cancelled',
  'insight.delivery.dispatched',
  'insight.delivery.punctuality',
  'insight.delivery.days-to-dispatch',
  'insight.delivery.backlog',
];

export const deliveryCsvRows = (weeks: readonly InsightDeliveryWeek[]): CsvCell[][] => weeks.map(deliveryTableRow);

export const deliveryFileName = (f: DeliveryFilters) => ['insight-delivery', f.year, f.market].filter(Boolean).join('-');

/**
 * The cancelled orders behind a reason's count: the order list filters by status, market and order days but not by
 * reason, so every reason opens the year's (its ISO weeks', as the figures count them) cancelled orders.
 */
export const cancellationsLink = (f: DeliveryFilters, weeks: readonly Pick<InsightDeliveryWeek, 'from' | 'to'>[]) =>
  listLink('/orders', { market: f.market, status: ORDER_STATUS.cancelled, from: weeks[0]?.from, to: weeks.at(-1)?.to });

export const CANCELLATION_COLUMNS = ['insight.delivery.reason', 'insight.delivery.cancelled-orders'];

/** A reason as the table, chart and export write it: as typed, or the words for none. */
export const reasonLabel = (c: InsightDeliveryCancellation, noReason: string) => c.reason ?? noReason;

export const cancellationCsvRows = (rows: readonly InsightDeliveryCancellation[], noReason: string): CsvCell[][] =>
  rows.map((c) => [reasonLabel(c, noReason), c.count]);

export const cancellationsFileName = (f: DeliveryFilters) => ['insight-delivery-cancellations', f.year, f.market].filter(Boolean).join('-');

// --- charts

/** How many characters of a name a bar chart's axis shows on one line (about its 180 px). */
export const CHART_LABEL_CHARS = 24;

/**
 * A name on a bar chart's axis, on one line: long product names and typed reasons (up to 500 characters) would
 * wrap into the next row's. Cut short with an ellipsis, its spaces made non-breaking (the chart breaks lines at
 * spaces). The tooltip and the table beside the chart have them whole.
 */
export const chartLabel = (label: string, max = CHART_LABEL_CHARS) =>
  (label.length > max ? `${label.slice(0, max - 1).trimEnd()}…` : label).replace(/ /g, '\u00a0');

/** A horizontal bar chart's height: room for each row's bars (one per series) and a gap, the axis and legend below. */
export const horizontalChartHeight = (rows: number, series: number) => Math.max(160, rows * (12 * series + 16) + 48);

// --- quality

export type QualityFilters = { groupBy: QualityGroup; from?: string | undefined; to?: string | undefined };

/** The complaints list's filter for each grouping's key. */
const COMPLAINT_FILTER: Record<QualityGroup, string> = { series: 'series', product: 'itemNumber', batch: 'batch', type: 'type' };

/** The complaints behind a row: its key as the complaints list filters it, in the same period. */
export const qualityLink = (groupBy: QualityGroup, key: string, period: { from: string; to: string }) =>
  listLink('/complaints', { [COMPLAINT_FILTER[groupBy]]: key, from: period.from, to: period.to });

export const QUALITY_COLUMNS = [
  'insight.quality.key',
  'insight.quality.units-sold',
  'insight.quality.complaints',
  'insight.quality.per100',
];

export const qualityCsvRows = (rows: readonly InsightQualityRow[]): CsvCell[][] =>
  rows.map((r) => [r.key, r.unitsSold, r.complaints, r.per100]);

/** The worst first: the most complaints per unit, then the most complaints. */
/** The rows a quality chart draws: the highest rates (the table holds them all). */
export const QUALITY_CHART_ROWS = 15;

export const qualityRowsByRate = (rows: readonly InsightQualityRow[]) =>
  [...rows].sort((a, b) => (b.per100 ?? -1) - (a.per100 ?? -1) || b.complaints - a.complaints || a.key.localeCompare(b.key));

export const qualityFileName = (f: { groupBy: QualityGroup; from: string; to: string }) => `insight-quality-${f.groupBy}-${f.from}-${f.to}`;

// --- the dealers' use of the portal

export type UsageFilters = { year: number; market?: Market | undefined };

/** A month's orders of every way together. */
export const ordersOfMonth = (m: Pick<InsightUseMonth, 'orders'>) => ORDER_CHANNELS.reduce((s, c) => s + m.orders[c], 0);

/** The orders behind a month's count of a way: the month's order days, the same market, the way. */
export const usageOrdersLink = (f: UsageFilters, month: string, channel: OrderChannel) =>
  listLink('/orders', { market: f.market, ...monthDays(month), channel });

/** A dealer's record: its users, and its activity with their sign-ins and its orders. */
export const dealerLink = (customerNumber: string) => `/dealers/${encodeURIComponent(customerNumber)}`;

export const USAGE_COLUMNS = [
  'insight.use.month',
  'insight.use.active-users',
  'insight.use.active-dealers',
  ...ORDER_CHANNELS.map((c) => `order-channels.${c}`),
  'insight.use.orders',
];

export const usageCsvRows = (months: readonly InsightUseMonth[]): CsvCell[][] =>
  months.map((m) => [m.month, m.activeUsers, m.activeDealers, ...ORDER_CHANNELS.map((c) => m.orders[c]), ordersOfMonth(m)]);

/** The dealers' table: the dealer, its market, and its active users of each month (the month's name is the column's). */
export const usageDealerCsvRows = (dealers: readonly InsightUseDealer[], marketName: (m: Market) => string): CsvCell[][] =>
  dealers.map((d) => [d.customerNumber, d.name, marketName(d.market), ...d.activeUsers]);

export const DORMANT_COLUMNS = ['insight.use.dealer-number', 'insight.use.dealer', 'insight.filters.market', 'insight.use.last-order'];

export const dormantCsvRows = (dealers: readonly InsightDormantDealer[], marketName: (m: Market) => string): CsvCell[][] =>
  dealers.map((d) => [d.customerNumber, d.name, marketName(d.market), d.lastOrderDate]);

export const usageFileName = (f: UsageFilters, part: 'months' | 'dealers' | 'dormant') =>
  ['insight-use', part, part === 'dormant' ? undefined : f.year, f.market].filter(Boolean).join('-');

// --- weekly e-mails

/** The filters of a subscription as they read, in a fixed order; a market and a grouping by their codes. */
export function subscriptionFilters(s: InsightSubscriptionRequest): { name: string; value: string }[] {
  const f = s.filters as Record<string, string | number | undefined>;
  return ['year', 'market', 'customerNumber', 'brand', 'salesRep', 'groupBy', 'from', 'to'].flatMap((name) =>
    f[name] === undefined || f[name] === '' ? [] : [{ name, value: String(f[name]) }],
  );
}
