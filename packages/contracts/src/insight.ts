import { z } from 'zod';
import { crmGuid, Market, singleLine } from './common.js';
import { defineEndpoint } from './endpoint.js';
import { OrderChannel } from './order.js';
import { IsoDay } from './staff-common.js';

/**
 * Insight: the manufacturer's figures across every dealer (sales, delivery, quality), for the back
 * office. Who may read which dashboard (docs/areas/insight.md):
 * - sales: sales administration (money per dealer is theirs to see);
 * - delivery and quality: sales administration and customer service (the desks that answer for them);
 * - the exchange rates: sales administration, who keeps them;
 * - the dealers' use of the portal: sales administration and customer service (who answer the dealers);
 * back-office admins may make every call; marketing none.
 */
const tags = ['staff: insight'] as const;
export const INSIGHT_SALES_ROLES = ['sales-admin'] as const;
export const INSIGHT_DESK_ROLES = ['sales-admin', 'customer-service'] as const;

export const CURRENCIES = ['SEK', 'NOK', 'DKK', 'EUR'] as const;
export const Currency = z.enum(CURRENCIES);
export type Currency = z.infer<typeof Currency>;

/** How many years the figures' year filters offer, this year included; the portal use months are kept as long (ADR 0099). */
export const INSIGHT_YEARS = 5;
export const InsightYear = z.coerce.number<number | string>().int().min(2000).max(2100);
/** A calendar month as YYYY-MM. */
export const YearMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'expected a month such as 2026-03');

// --- sales

export const InsightSalesQuery = z.object({
  /** The calendar year; this year when left out. */
  year: InsightYear.optional(),
  market: Market.optional(),
  customerNumber: singleLine(z.string().trim().min(1).max(20)).optional(),
  brand: singleLine(z.string().trim().min(1).max(20)).optional(),
  /** The dealers of one sales representative (their current one). */
  salesRep: crmGuid.optional(),
});
export type InsightSalesQuery = z.input<typeof InsightSalesQuery>;

export const InsightSalesMonth = z.object({
  month: YearMonth,
  /** Invoiced net sales of the month (lines, without freight and VAT; credit notes count negative). */
  netSales: z.number(),
  /** Stoves invoiced in the month (ADR 0021). */
  units: z.number(),
});
export type InsightSalesMonth = z.infer<typeof InsightSalesMonth>;

export const InsightSalesResponse = z.object({
  /** The currency of netSales: the market's (or the dealer's) when filtered so, else the reporting currency. */
  currency: Currency,
  /** Twelve months, January first; this year's months stop at today. */
  months: z.array(InsightSalesMonth),
});
export type InsightSalesResponse = z.infer<typeof InsightSalesResponse>;

export const getInsightSales = defineEndpoint({
  method: 'GET',
  path: '/api/staff/insight/sales',
  summary: 'Net sales and stoves per month across dealers, of a market, a dealer or a brand',
  tags,
  querystring: InsightSalesQuery,
  response: InsightSalesResponse,
  staffRoles: INSIGHT_SALES_ROLES,
});

// --- sales broken down by market, dealer, brand, series or product

export const SALES_BREAKDOWNS = ['market', 'dealer', 'brand', 'series', 'product'] as const;
export const SalesBreakdown = z.enum(SALES_BREAKDOWNS);
export type SalesBreakdown = z.infer<typeof SalesBreakdown>;

/** The most rows one breakdown answers; the dashboard shows ten. */
export const MAX_BREAKDOWN_ROWS = 100;

export const InsightSalesBreakdownQuery = InsightSalesQuery.extend({
  by: SalesBreakdown,
  /** `top`: the largest net sales first; `bottom`: the smallest first. */
  order: z.enum(['top', 'bottom']).default('top'),
  limit: z.coerce.number<number | string>().int().min(1).max(MAX_BREAKDOWN_ROWS).default(10),
});
export type InsightSalesBreakdownQuery = z.input<typeof InsightSalesBreakdownQuery>;

export const InsightSalesBreakdownRow = z.object({
  /** The market code, dealer number, brand, model series or item number. */
  key: z.string(),
  /** What the key names: the dealer's or the product's name; the key itself otherwise. */
  name: z.string(),
  /** Net sales of the period (credit notes negative). */
  netSales: z.number(),
  /** Stoves of the period (ADR 0021). */
  units: z.number(),
  /** Net sales of the same period a year earlier. */
  lastYear: z.number(),
  lastYearUnits: z.number(),
  /** Growth of net sales against the same period a year earlier, in percent; null when that had none. */
  growthPercent: z.number().nullable(),
});
export type InsightSalesBreakdownRow = z.infer<typeof InsightSalesBreakdownRow>;

export const InsightSalesBreakdownResponse = z.object({
  /** As the monthly figure's: the market's or the dealer's when filtered so, else the reporting currency. */
  currency: Currency,
  /** The year; this year's days and last year's it is compared with stop at each market's today a year apart. */
  year: z.number().int(),
  by: SalesBreakdown,
  /** How many keys sold anything in either period; rows holds at most `limit` of them. */
  count: z.number().int(),
  rows: z.array(InsightSalesBreakdownRow),
});
export type InsightSalesBreakdownResponse = z.infer<typeof InsightSalesBreakdownResponse>;

export const getInsightSalesBreakdown = defineEndpoint({
  method: 'GET',
  path: '/api/staff/insight/sales/breakdown',
  summary:
    'Net sales and stoves of a year by market, dealer, brand, series or product, the top or bottom first, with growth on a year earlier',
  tags,
  querystring: InsightSalesBreakdownQuery,
  response: InsightSalesBreakdownResponse,
  staffRoles: INSIGHT_SALES_ROLES,
});

/** Growth in percent to one decimal; null when the period compared with had no sales (or only credit notes). */
export const growthPercent = (now: number, before: number): number | null =>
  before > 0 ? Math.round(((now - before) / before) * 1000) / 10 : null;

// --- exchange rates

export const InsightRatesQuery = z.object({ year: InsightYear.optional() });

export const InsightRate = z.object({
  month: YearMonth,
  currency: Currency,
  /** One unit of currency is this many units of the reporting currency. */
  rate: z.number().positive(),
});
export type InsightRate = z.infer<typeof InsightRate>;

export const InsightRatesResponse = z.object({
  /** The reporting currency the rates convert into (INSIGHT_CURRENCY). */
  base: Currency,
  rates: z.array(InsightRate),
});
export type InsightRatesResponse = z.infer<typeof InsightRatesResponse>;

export const SetInsightRateRequest = z
  .object({
    month: YearMonth,
    currency: Currency,
    rate: z.number().positive().max(1_000_000),
  })
  .strict();
export type SetInsightRateRequest = z.input<typeof SetInsightRateRequest>;

export const getInsightRates = defineEndpoint({
  method: 'GET',
  path: '/api/staff/insight/rates',
  summary: 'The monthly exchange rates into the reporting currency, of a year',
  tags,
  querystring: InsightRatesQuery,
  response: InsightRatesResponse,
  staffRoles: INSIGHT_SALES_ROLES,
});

export const setInsightRate = defineEndpoint({
  method: 'PUT',
  path: '/api/staff/insight/rates',
  summary: "Set a month's exchange rate of one currency into the reporting currency",
  tags,
  body: SetInsightRateRequest,
  response: InsightRate,
  staffRoles: INSIGHT_SALES_ROLES,
});

// --- quality

export const QUALITY_GROUPS = ['series', 'product', 'batch', 'type'] as const;
export const QualityGroup = z.enum(QUALITY_GROUPS);
export type QualityGroup = z.infer<typeof QualityGroup>;

export const InsightQualityQuery = z
  .object({
    groupBy: QualityGroup.default('series'),
    /** The first day of the period; a year before `to` when left out. */
    from: IsoDay.optional(),
    /** The last day of the period; today when left out. */
    to: IsoDay.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: 'must not be before from' });
export type InsightQualityQuery = z.input<typeof InsightQualityQuery>;

export const InsightQualityRow = z.object({
  /** The series, item number, production batch (production number) or complaint type. */
  key: z.string(),
  unitsSold: z.number(),
  complaints: z.number().int(),
  /** Complaints per 100 units sold; null when none were sold. */
  per100: z.number().nullable(),
});
export type InsightQualityRow = z.infer<typeof InsightQualityRow>;

export const InsightQualityResponse = z.object({
  from: IsoDay,
  to: IsoDay,
  rows: z.array(InsightQualityRow),
});
export type InsightQualityResponse = z.infer<typeof InsightQualityResponse>;

export const getInsightQuality = defineEndpoint({
  method: 'GET',
  path: '/api/staff/insight/quality',
  summary: 'Complaints per 100 units sold by series, product, production batch or complaint type',
  tags,
  querystring: InsightQualityQuery,
  response: InsightQualityResponse,
  staffRoles: INSIGHT_DESK_ROLES,
});

export const QualityAlert = z.object({
  series: z.string(),
  /** Complaints naming the series in the last 30 days. */
  recentComplaints: z.number().int(),
  /** Complaints naming the series in the last 365 days (the 30 included). */
  yearComplaints: z.number().int(),
  /** The first day of the 30 days (and of the complaints list the alert links to). */
  since: IsoDay,
});
export type QualityAlert = z.infer<typeof QualityAlert>;

export const QualityAlertsResponse = z.object({
  /** The least number of complaints in the 30 days before a series can alert (INSIGHT_ALERT_MIN_COMPLAINTS). */
  minComplaints: z.number().int(),
  alerts: z.array(QualityAlert),
});
export type QualityAlertsResponse = z.infer<typeof QualityAlertsResponse>;

export const getQualityAlerts = defineEndpoint({
  method: 'GET',
  path: '/api/staff/insight/alerts',
  summary: 'Series whose complaints of the last 30 days run at more than twice their rate of the last 12 months',
  tags,
  response: QualityAlertsResponse,
  staffRoles: INSIGHT_DESK_ROLES,
});

/** The window of the alert and its comparison, in days. */
export const ALERT_RECENT_DAYS = 30;
export const ALERT_YEAR_DAYS = 365;

// --- delivery

export const InsightDeliveryQuery = z.object({
  year: InsightYear.optional(),
  market: Market.optional(),
});
export type InsightDeliveryQuery = z.input<typeof InsightDeliveryQuery>;

export const InsightDeliveryWeek = z.object({
  /** The ISO week, YYYY-Www. */
  week: z.string(),
  /** Its Monday and Sunday, for the lists behind the figures. */
  from: IsoDay,
  to: IsoDay,
  /** Orders received (order date in the week), cancelled ones included. */
  received: z.number().int(),
  /** Of those, confirmed within the working days of the setting. */
  confirmedInTime: z.number().int(),
  confirmedInTimePercent: z.number().nullable(),
  cancelled: z.number().int(),
  /** Orders that left the factory in the week. */
  dispatched: z.number().int(),
  /** Of those, dispatched in their promised week or earlier. */
  punctual: z.number().int(),
  punctualityPercent: z.number().nullable(),
  /** Mean calendar days from the order date to the dispatch day, of the week's dispatches. */
  averageDaysToDispatch: z.number().nullable(),
  /** Orders confirmed or in production (not yet dispatched) promised for this week. */
  backlog: z.number().int(),
});
export type InsightDeliveryWeek = z.infer<typeof InsightDeliveryWeek>;

export const InsightDeliveryCancellation = z.object({
  /** The reason staff gave, as typed and trimmed; null for orders cancelled without one (the dealer's own cancellations). */
  reason: z.string().nullable(),
  count: z.number().int(),
});
export type InsightDeliveryCancellation = z.infer<typeof InsightDeliveryCancellation>;

export const InsightDeliveryResponse = z.object({
  year: z.number().int(),
  /** Of the year's dispatches with a promised week, the share dispatched in that week or earlier; null with none. */
  punctualityPercent: z.number().nullable(),
  /** The working days within which an order counts as confirmed in time (INSIGHT_CONFIRM_WORKING_DAYS). */
  confirmWorkingDays: z.number().int(),
  averageDaysToDispatch: z.number().nullable(),
  weeks: z.array(InsightDeliveryWeek),
  /** The year's cancelled orders (received in its weeks, as `cancelled` counts them) per reason, the most first. */
  cancellations: z.array(InsightDeliveryCancellation),
});
export type InsightDeliveryResponse = z.infer<typeof InsightDeliveryResponse>;

/** The weeks with anything to show, on the screen and in the weekly e-mail: a year's empty weeks would bury the rest. */
export const deliveryWeeksShown = <W extends InsightDeliveryWeek>(weeks: readonly W[]) =>
  weeks.filter((w) => w.received + w.dispatched + w.backlog + w.cancelled > 0);

/** A week as the delivery table shows it: week, received, confirmed in time %, cancelled, dispatched, punctuality %, days to dispatch, backlog. */
export const deliveryTableRow = (w: InsightDeliveryWeek): (string | number | null)[] => [
  w.week,
  w.received,
  w.confirmedInTimePercent,
  w.cancelled,
  w.dispatched,
  w.punctualityPercent,
  w.averageDaysToDispatch,
  w.backlog,
];

export const getInsightDelivery = defineEndpoint({
  method: 'GET',
  path: '/api/staff/insight/delivery',
  summary: 'Orders received, confirmed in time, punctuality, time to dispatch and backlog per ISO week',
  tags,
  querystring: InsightDeliveryQuery,
  response: InsightDeliveryResponse,
  staffRoles: INSIGHT_DESK_ROLES,
});

// --- the dealers' use of the portal

/** A dealer that has placed no order in this many days is listed as dormant. */
export const DORMANT_DAYS = 90;

export const InsightUseQuery = z.object({
  year: InsightYear.optional(),
  market: Market.optional(),
});
export type InsightUseQuery = z.input<typeof InsightUseQuery>;

export const InsightUseMonth = z.object({
  month: YearMonth,
  /** Dealer users who signed in in the month (the dealer's time zone), each once. */
  activeUsers: z.number().int(),
  /** Dealers with at least one such user. */
  activeDealers: z.number().int(),
  /** Orders with an order date in the month, cancelled ones included, per way they were put together. */
  orders: z.record(OrderChannel, z.number().int()),
});
export type InsightUseMonth = z.infer<typeof InsightUseMonth>;

export const InsightUseDealer = z.object({
  customerNumber: z.string(),
  name: z.string(),
  market: Market,
  /** Its users who signed in, per month, January first. */
  activeUsers: z.array(z.number().int()),
});
export type InsightUseDealer = z.infer<typeof InsightUseDealer>;

export const InsightDormantDealer = z.object({
  customerNumber: z.string(),
  name: z.string(),
  market: Market,
  /** The order date of its latest order; null when it never ordered. */
  lastOrderDate: IsoDay.nullable(),
});
export type InsightDormantDealer = z.infer<typeof InsightDormantDealer>;

export const InsightUseResponse = z.object({
  year: z.number().int(),
  /** Twelve months, January first. */
  months: z.array(InsightUseMonth),
  /** The dealers with a user who signed in in the year, the most active first. */
  dealers: z.array(InsightUseDealer),
  /** Active dealers without an order in the last DORMANT_DAYS days (each market's today), the longest first. */
  dormant: z.array(InsightDormantDealer),
});
export type InsightUseResponse = z.infer<typeof InsightUseResponse>;

export const getInsightUse = defineEndpoint({
  method: 'GET',
  path: '/api/staff/insight/use',
  summary: "The dealers' use of the portal: active users per month and dealer, orders per way placed, dealers not ordering",
  tags,
  querystring: InsightUseQuery,
  response: InsightUseResponse,
  staffRoles: INSIGHT_DESK_ROLES,
});

// --- weekly e-mails of a dashboard

export const INSIGHT_DASHBOARDS = ['sales', 'delivery', 'quality', 'use'] as const;
export const InsightDashboard = z.enum(INSIGHT_DASHBOARDS);
export type InsightDashboard = z.infer<typeof InsightDashboard>;

/** Who may read each dashboard, and so subscribe to it. */
export const INSIGHT_DASHBOARD_ROLES: Record<InsightDashboard, readonly ('sales-admin' | 'customer-service')[]> = {
  sales: INSIGHT_SALES_ROLES,
  delivery: INSIGHT_DESK_ROLES,
  quality: INSIGHT_DESK_ROLES,
  use: INSIGHT_DESK_ROLES,
};

/** A staff member keeps at most this many weekly e-mails. */
export const MAX_INSIGHT_SUBSCRIPTIONS = 20;

/**
 * A dashboard and its filters as the address has them; a filter left out is the dashboard's default when
 * each e-mail is written (no year: the year of the e-mail, no period: the 365 days up to its day).
 */
const SUBSCRIBED = [
  z.object({ dashboard: z.literal('sales'), filters: InsightSalesQuery.strict() }),
  z.object({ dashboard: z.literal('delivery'), filters: InsightDeliveryQuery.strict() }),
  z.object({ dashboard: z.literal('quality'), filters: InsightQualityQuery.strict() }),
  z.object({ dashboard: z.literal('use'), filters: InsightUseQuery.strict() }),
] as const;
// Named, so the API document describes the request once, as one of the four dashboards' shapes.
export const InsightSubscriptionFilters = z.discriminatedUnion('dashboard', SUBSCRIBED).meta({ id: 'InsightSubscriptionRequest' });
export type InsightSubscriptionFilters = z.output<typeof InsightSubscriptionFilters>;
export type InsightSubscriptionRequest = z.input<typeof InsightSubscriptionFilters>;

const SUBSCRIPTION_FIELDS = {
  id: crmGuid,
  createdAt: z.string(),
  /** When the next e-mail goes out: Monday morning. */
  nextSendAt: z.string(),
};
export const InsightSubscription = z
  .discriminatedUnion('dashboard', [
    SUBSCRIBED[0].extend(SUBSCRIPTION_FIELDS),
    SUBSCRIBED[1].extend(SUBSCRIPTION_FIELDS),
    SUBSCRIBED[2].extend(SUBSCRIPTION_FIELDS),
    SUBSCRIBED[3].extend(SUBSCRIPTION_FIELDS),
  ])
  .meta({ id: 'InsightSubscription' });
export type InsightSubscription = z.infer<typeof InsightSubscription>;

export const InsightSubscriptionsResponse = z.object({ items: z.array(InsightSubscription) });
export type InsightSubscriptionsResponse = z.infer<typeof InsightSubscriptionsResponse>;

export const InsightSubscriptionParams = z.object({ id: crmGuid });

export const getInsightSubscriptions = defineEndpoint({
  method: 'GET',
  path: '/api/staff/insight/subscriptions',
  summary: "The caller's weekly e-mails of insight dashboards",
  tags,
  response: InsightSubscriptionsResponse,
  staffRoles: INSIGHT_DESK_ROLES,
});

export const subscribeInsight = defineEndpoint({
  method: 'POST',
  path: '/api/staff/insight/subscriptions',
  summary: 'Subscribe the caller to a weekly e-mail of a dashboard with its filters; the same again answers the one there is',
  tags,
  body: InsightSubscriptionFilters,
  response: InsightSubscription,
  staffRoles: INSIGHT_DESK_ROLES,
});

export const cancelInsightSubscription = defineEndpoint({
  method: 'DELETE',
  path: '/api/staff/insight/subscriptions/{id}',
  summary: "Cancel one of the caller's weekly e-mails",
  tags,
  params: InsightSubscriptionParams,
  response: z.object({ id: crmGuid }),
  staffRoles: INSIGHT_DESK_ROLES,
});

/** Complaints per 100 units, to two decimals; null when nothing was sold. */
export const per100 = (complaints: number, units: number): number | null =>
  units > 0 ? Math.round((complaints * 10_000) / units) / 100 : null;

/** A share in percent, to one decimal; null of nothing. */
export const percentOf = (part: number, whole: number): number | null => (whole > 0 ? Math.round((part * 1000) / whole) / 10 : null);
