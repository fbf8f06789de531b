import type { z } from 'zod';
import { MARKETS, MARKET_CURRENCIES, MARKET_TIME_ZONES, todayInMarket, toMarket, type Market } from '@portal/contracts/languages';
import { ORDER_CHANNELS, type OrderChannel } from '@portal/contracts/order';
import {
  CURRENCIES,
  per100,
  percentOf,
  type Currency,
  type InsightDeliveryQuery,
  type InsightDeliveryResponse,
  type InsightQualityQuery,
  type InsightQualityResponse,
  type InsightRate,
  type InsightRatesResponse,
  growthPercent,
  type InsightSalesBreakdownQuery,
  type InsightSalesBreakdownResponse,
  type InsightSalesQuery,
  type InsightSalesResponse,
  type InsightUseQuery,
  type InsightUseResponse,
  DORMANT_DAYS,
  type QualityAlertsResponse,
  type SetInsightRateRequest,
} from '@portal/contracts/insight';
import { round2 } from '@portal/contracts/money';
import type { InsightConfig } from '../../platform/config.js';
import type { StaffPrincipal } from '../../platform/auth/access.js';
import { addDays, addWorkingDays } from '../../platform/calendar/delivery-calendar.js';
import { conflict, notFound } from '../../platform/errors.js';
import type { TransactionalDeps } from '../../platform/db/transactional.js';
import { alertFires, alertWindows, monthsOf, rateFor, salesMonths, weeksOf, type Rate, type SalesInCurrency } from './insight-figures.js';
import type { ConfirmDeadlines, InsightRepository, MarketDay } from './insight.repository.js';

type SalesQuery = z.output<typeof InsightSalesQuery>;
type BreakdownQuery = z.output<typeof InsightSalesBreakdownQuery>;
type QualityQuery = z.output<typeof InsightQualityQuery>;
type DeliveryQuery = z.output<typeof InsightDeliveryQuery>;
type UseQuery = z.output<typeof InsightUseQuery>;
type RateRequest = z.output<typeof SetInsightRateRequest>;

export type InsightDeps = TransactionalDeps<'insight', InsightRepository> & {
  settings: InsightConfig;
  now: () => Date;
};

const round1 = (n: number) => Math.round(n * 10) / 10;
/** The same day a year earlier; 29 February becomes the 28th. */
const yearEarlier = (day: string) => {
  const before = `${Number(day.slice(0, 4)) - 1}${day.slice(4)}`;
  return day.slice(5) === '02-29' ? before.replace(/-29$/, '-28') : before;
};

/**
 * A cache of each market's confirmation deadlines per year: the calendar never changes them, and
 * working them out day by day costs tens of milliseconds a request.
 */
const deadlineCache = new Map<string, string[]>();
function deadlinesOf(market: Market, year: number, workingDays: number, from: string, to: string): string[] {
  const key = `${market}:${year}:${workingDays}`;
  let list = deadlineCache.get(key);
  if (!list) {
    list = [];
    for (let day = from; day <= to; day = addDays(day, 1)) list.push(addWorkingDays(market, day, workingDays));
    deadlineCache.set(key, list);
  }
  return list;
}

/** The manufacturer's figures across every dealer; staff only, each call's roles in its contract. */
export function createInsightService(deps: InsightDeps) {
  const { insight, settings } = deps;
  const marketDays = (): MarketDay[] =>
    MARKETS.map((market) => ({ market, today: todayInMarket(market, deps.now()), zone: MARKET_TIME_ZONES[market] }));
  // The company's year: Sweden's calendar, as the order desk's "late" reads it.
  const thisYear = () => Number(todayInMarket('se', deps.now()).slice(0, 4));

  /**
   * The year, the filters and the currency of a sales figure: a dealer's own currency, a market's, else
   * the reporting currency. An unknown brand, dealer or sales representative is 404.
   */
  async function salesScope(query: SalesQuery) {
    const year = query.year ?? thisYear();
    const brand = query.brand?.toUpperCase();
    if (brand !== undefined && !(await insight.brandExists(brand))) throw notFound('Brand');
    if (query.salesRep !== undefined && (await insight.salesRepName(query.salesRep)) === undefined) throw notFound('Sales representative');
    let currency: Currency = settings.currency;
    if (query.customerNumber) {
      const own = await insight.customerCurrency(query.customerNumber);
      if (!own) throw notFound('Customer');
      currency = own as Currency;
    } else if (query.market) {
      currency = MARKET_CURRENCIES[query.market];
    }
    const filter = { market: query.market, customerNumber: query.customerNumber, brand, salesRep: query.salesRep };
    return { year, currency, filter };
  }
  /** The rates a figure in `currency` needs for `rows`: none when every row is in it already. */
  const ratesInto = async (currency: Currency, year: number, rows: readonly SalesInCurrency[]): Promise<Rate[]> =>
    rows.some((r) => r.currency !== currency) ? insight.rates(currency, `${year}-12-01`) : [];
  const rateMissing = (currency: Currency) => (month: string, from: string) =>
    conflict('RATE_MISSING', `No exchange rate from ${from} to ${currency} for ${month} or a month before it`);

  return {
    /** Refuses filters naming a brand, dealer or sales representative nobody has (404), as the figure itself does. */
    async checkSalesFilters(query: SalesQuery): Promise<void> {
      await salesScope(query);
    },

    /** The sales representative a figure was read for, by name (a weekly e-mail says whose dealers it counts). */
    salesRepName: (id: string) => insight.salesRepName(id),

    async sales(query: SalesQuery): Promise<InsightSalesResponse> {
      const { year, currency, filter } = await salesScope(query);
      const rows = await insight.salesByMonth({ from: `${year}-01-01`, to: `${year}-12-31`, ...filter, days: marketDays() });
      const months = salesMonths(year, rows, currency, await ratesInto(currency, year, rows), rateMissing(currency));
      return { currency, months };
    },

    /**
     * A year's sales per market, dealer, brand, series or product beside the same days a year earlier,
     * in the monthly figure's currency and at its rates (each month's, or the latest before it): the
     * rates go with the breakdown into SQL, which names a month with sales and no rate (409 as the
     * monthly figure answers).
     */
    async salesBreakdown(query: BreakdownQuery): Promise<InsightSalesBreakdownResponse> {
      const { year, currency, filter } = await salesScope(query);
      const days = marketDays();
      const lastDays = days.map((d) => ({ ...d, today: yearEarlier(d.today) }));
      // Every month's rate of every other currency that has one; the query names a month with sales and none.
      const held = await insight.rates(currency, `${year}-12-01`);
      const rates: Rate[] = [...monthsOf(year - 1), ...monthsOf(year)].flatMap((month) =>
        CURRENCIES.flatMap((c) => {
          const rate = c === currency ? 1 : rateFor(held, c, month);
          return rate === undefined ? [] : [{ month, currency: c, rate }];
        }),
      );
      const found = await insight.salesBreakdown({
        by: query.by,
        order: query.order,
        limit: query.limit,
        from: `${year}-01-01`,
        to: `${year}-12-31`,
        lastFrom: `${year - 1}-01-01`,
        lastTo: `${year - 1}-12-31`,
        ...filter,
        days: days.map((d, i) => ({ market: d.market, today: d.today, last: lastDays[i]!.today })),
        rates,
      });
      if (found.missing) {
        const [month, from] = found.missing.split(' ') as [string, string];
        throw rateMissing(currency)(month, from);
      }
      return {
        currency,
        year,
        by: query.by,
        count: found.count,
        rows: found.rows.map((r) => {
          const netSales = round2(r.net_sales);
          const lastYear = round2(r.last_year);
          return {
            key: r.key,
            name: r.name,
            netSales,
            units: round2(r.units),
            lastYear,
            lastYearUnits: round2(r.last_year_units),
            growthPercent: growthPercent(netSales, lastYear),
          };
        }),
      };
    },

    async rates(year: number | undefined): Promise<InsightRatesResponse> {
      const y = year ?? thisYear();
      const rates = await insight.rates(settings.currency, `${y}-12-01`);
      // A rate holds until the next month that has one, so the year opens with each currency's latest earlier rate.
      const carried = new Map<string, (typeof rates)[number]>();
      for (const r of rates) if (r.month < `${y}-01`) carried.set(r.currency, r);
      const shown = [...carried.values(), ...rates.filter((r) => r.month.startsWith(`${y}-`))];
      return { base: settings.currency, rates: shown.map((r) => ({ ...r, currency: r.currency as Currency })) };
    },

    setRate: (staff: StaffPrincipal, request: RateRequest): Promise<InsightRate> =>
      deps.transaction(async (repo) => {
        const before = await repo.setRate({
          base: settings.currency,
          currency: request.currency,
          month: `${request.month}-01`,
          rate: request.rate,
          staffId: staff.staffId,
          at: deps.now(),
        });
        await repo.audit({
          staffId: staff.staffId,
          action: 'insight.rate',
          objectType: 'insight_rate',
          objectId: `${request.currency}-${settings.currency}-${request.month}`,
          before: before === null ? null : { rate: before },
          after: { rate: request.rate, base: settings.currency },
        });
        return { month: request.month, currency: request.currency, rate: request.rate };
      }),

    async quality(query: QualityQuery): Promise<InsightQualityResponse> {
      const to = query.to ?? deps.now().toISOString().slice(0, 10);
      const from = query.from ?? addDays(to, -364);
      const counts = await insight.quality(query.groupBy, { from, to });
      return {
        from,
        to,
        rows: counts.map((c) => ({ key: c.key, unitsSold: c.units, complaints: c.complaints, per100: per100(c.complaints, c.units) })),
      };
    },

    async alerts(): Promise<QualityAlertsResponse> {
      const { since, yearSince } = alertWindows(deps.now());
      const series = await insight.seriesComplaints(since, yearSince);
      return {
        minComplaints: settings.alertMinComplaints,
        alerts: series
          .filter((s) => alertFires(s.recent, s.year, settings.alertMinComplaints))
          .map((s) => ({ series: s.series, recentComplaints: s.recent, yearComplaints: s.year, since })),
      };
    },

    async use(query: UseQuery): Promise<InsightUseResponse> {
      const year = query.year ?? thisYear();
      const months = monthsOf(year);
      const days = marketDays();
      const range = { from: `${year}-01-01`, to: `${year}-12-31`, market: query.market };
      const [active, orders, dormant] = await Promise.all([
        insight.activeUsers(range),
        insight.ordersByChannel(range),
        insight.dormantDealers({ dormantDays: DORMANT_DAYS, market: query.market, days }),
      ]);
      const dealers = new Map<string, InsightUseResponse['dealers'][number]>();
      for (const row of active) {
        let dealer = dealers.get(row.customer_number);
        if (!dealer) {
          dealer = { customerNumber: row.customer_number, name: row.name, market: toMarket(row.market), activeUsers: months.map(() => 0) };
          dealers.set(row.customer_number, dealer);
        }
        dealer.activeUsers[months.indexOf(row.month)] = row.users;
      }
      const total = (d: { activeUsers: number[] }) => d.activeUsers.reduce((s, n) => s + n, 0);
      return {
        year,
        months: months.map((month) => {
          const ofMonth = active.filter((r) => r.month === month);
          const byChannel = Object.fromEntries(ORDER_CHANNELS.map((c) => [c, 0])) as Record<OrderChannel, number>;
          for (const r of orders) if (r.month === month && r.channel in byChannel) byChannel[r.channel as OrderChannel] += r.orders;
          return {
            month,
            activeUsers: ofMonth.reduce((s, r) => s + r.users, 0),
            activeDealers: ofMonth.length,
            orders: byChannel,
          };
        }),
        dealers: [...dealers.values()].sort((a, b) => total(b) - total(a) || a.customerNumber.localeCompare(b.customerNumber)),
        dormant: dormant.map((d) => ({
          customerNumber: d.customer_number,
          name: d.name,
          market: toMarket(d.market),
          lastOrderDate: d.last_order,
        })),
      };
    },

    async delivery(query: DeliveryQuery): Promise<InsightDeliveryResponse> {
      const year = query.year ?? thisYear();
      const weeks = weeksOf(year);
      const from = weeks[0]!.from;
      const to = weeks.at(-1)!.to;
      const markets: readonly Market[] = query.market ? [query.market] : MARKETS;
      // Each market's deadline for each order day: the N-th working day after it (a day off counts from the next working day).
      const deadlines: ConfirmDeadlines = {};
      for (const market of markets) deadlines[market] = deadlinesOf(market, year, settings.confirmWorkingDays, from, to);
      const days = marketDays();
      const [received, dispatched, backlog, cancellations] = await Promise.all([
        insight.receivedByWeek({ from, to, market: query.market, days, deadlines }),
        insight.dispatchedByWeek({ from, to, market: query.market, days }),
        insight.backlogByWeek({ from, to, market: query.market }),
        insight.cancellationsByReason({ from, to, market: query.market, days }),
      ]);
      const totals = { promised: 0, punctual: 0, dispatched: 0, days: 0 };
      const rows = weeks.map((w) => {
        const r = received.find((x) => x.week === w.week);
        const d = dispatched.find((x) => x.week === w.week);
        const b = backlog.find((x) => x.week === w.week);
        totals.promised += d?.promised ?? 0;
        totals.punctual += d?.punctual ?? 0;
        totals.dispatched += d?.dispatched ?? 0;
        totals.days += d?.days ?? 0;
        return {
          ...w,
          received: r?.received ?? 0,
          confirmedInTime: r?.confirmed_in_time ?? 0,
          confirmedInTimePercent: percentOf(r?.confirmed_in_time ?? 0, r?.received ?? 0),
          cancelled: r?.cancelled ?? 0,
          dispatched: d?.dispatched ?? 0,
          punctual: d?.punctual ?? 0,
          punctualityPercent: percentOf(d?.punctual ?? 0, d?.promised ?? 0),
          averageDaysToDispatch: d && d.dispatched > 0 ? round1(d.days / d.dispatched) : null,
          backlog: b?.backlog ?? 0,
        };
      });
      return {
        year,
        punctualityPercent: percentOf(totals.punctual, totals.promised),
        confirmWorkingDays: settings.confirmWorkingDays,
        averageDaysToDispatch: totals.dispatched > 0 ? round1(totals.days / totals.dispatched) : null,
        weeks: rows,
        cancellations,
      };
    },
  };
}
export type InsightService = ReturnType<typeof createInsightService>;
