import { sql, type Kysely, type RawBuilder } from 'kysely';
import { CURRENCIES, type QualityGroup, type SalesBreakdown } from '@portal/contracts/insight';
import type { DB } from '../../platform/db/schema.js';
import { addDays } from '../../platform/calendar/delivery-calendar.js';
import { recordAudit, type AuditEntry } from '../../platform/audit/audit.js';
import { monthEnd, monthsAndDays, monthsOf, type MonthsAndDays, type Rate, type SalesInCurrency } from './insight-figures.js';

/** Each market's today, and its time zone: what the figures cut at and turn instants into days with. */
export type MarketDay = { market: string; today: string; zone: string };
/**
 * The day by which an order must be confirmed to count as confirmed in time: per market, one for each
 * day from the first day asked for (the first entry).
 */
export type ConfirmDeadlines = Record<string, string[]>;

/** Each market's today and the same day a year earlier: where this year's and last year's figures stop. */
export type MarketYearDays = { market: string; today: string; last: string };

export type SalesBreakdownFilter = {
  by: SalesBreakdown;
  order: 'top' | 'bottom';
  limit: number;
  /** This year's days, and last year's. */
  from: string;
  to: string;
  lastFrom: string;
  lastTo: string;
  market?: string | undefined;
  customerNumber?: string | undefined;
  brand?: string | undefined;
  salesRep?: string | undefined;
  days: readonly MarketYearDays[];
  /** The rate of each month and currency into the figures' currency that has one; a month with sales without is `missing`. */
  rates: readonly Rate[];
};

export type SalesBreakdownCount = {
  key: string;
  name: string;
  net_sales: number;
  units: number;
  last_year: number;
  last_year_units: number;
};

export type QualityCount = { key: string; units: number; complaints: number };

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
const marketDays = (days: readonly MarketDay[]) => sql`jsonb_to_recordset(${json(days)}) AS md(market text, today date, zone text)`;
const optional = (condition: RawBuilder<unknown> | null) => condition ?? sql``;

/** A stretch of days read up to each market's cut day (its today, or that day a year earlier). */
type SalesPeriod = { from: string; to: string; cuts: readonly { market: string; day: string }[] };

/** The month rows and day rows of a period, one under the other. */
const keptRows = (
  parts: MonthsAndDays,
  months: (first: string, last: string) => RawBuilder<unknown>,
  days: (from: string, to: string) => RawBuilder<unknown>,
) => sql.join([...(parts.months ? [months(...parts.months)] : []), ...parts.days.map(([a, b]) => days(a, b))], sql` UNION ALL `);

/**
 * The lines of every dealer (of a market, or of a representative) per period, market, currency, article and
 * month, each market cut at its day: the months kept (`sales_month`, migration 0088) before the cut day's
 * month, and that month's days up to the cut from the lines themselves (by the invoice-date index); or,
 * when the cut is late in its month, the kept months up to and with it less the lines after the cut, which
 * are fewer. `period` is the index in `periods`; `quantity` is every article's; `lines` counts the lines
 * (a group whose lines add up to none is no sale).
 */
function salesAcrossDealers(periods: readonly SalesPeriod[], f: { market?: string | undefined; salesRep?: string | undefined }) {
  const parts = periods.flatMap((p, i) => {
    const cuts = sql`jsonb_to_recordset(${json(p.cuts)}) AS cut(market text, day date)`;
    const days = p.cuts.map((c) => c.day).sort();
    const first = days[0] ?? p.to;
    const last = days.at(-1) ?? p.to;
    // Less the days after the cut when they are fewer than those up to it (and every market cuts in one month).
    const less = first.slice(0, 7) === last.slice(0, 7) && Number(first.slice(8)) > 15;
    const kept = sql`
      SELECT ${i}::int AS period, m.market, m.currency, m.item_number, m.month, m.amount, m.quantity, m.lines
        FROM sales_month m JOIN ${cuts} ON cut.market = m.market
       WHERE m.month BETWEEN ${p.from}::date AND ${p.to}::date AND m.month ${less ? sql`<=` : sql`<`} date_trunc('month', cut.day)::date
         AND m.lines <> 0
         ${optional(f.market ? sql`AND m.market = ${f.market}` : null)}
         ${optional(f.salesRep ? sql`AND m.sales_rep = ${f.salesRep}` : null)}`;
    // The lines read: from the first cut month's start to the last cut day, or from the day after the first
    // cut to the end of its month; within the period.
    const [lo, hi] = less ? [addDays(first, 1), monthEnd(last)] : [`${first.slice(0, 8)}01`, last];
    const from = lo > p.from ? lo : p.from;
    const to = hi < p.to ? hi : p.to;
    if (from > to) return [kept];
    const sign = less ? -1 : 1;
    return [
      kept,
      sql`
      SELECT ${i}::int, c.market, c.currency, l.item_number, date_trunc('month', l.invoice_date)::date,
             ${sign}::int * l.net_sales_amt, ${sign}::int * l.quantity, ${sign}::int
        FROM invoice_line l JOIN customer c ON c.customer_number = l.customer_number JOIN ${cuts} ON cut.market = c.market
       WHERE l.invoice_date BETWEEN ${from}::date AND ${to}::date
         AND ${
           less
             ? sql`l.invoice_date > cut.day AND l.invoice_date <= (date_trunc('month', cut.day) + interval '1 month - 1 day')::date`
             : sql`l.invoice_date >= date_trunc('month', cut.day)::date AND l.invoice_date <= cut.day`
         }
         ${optional(f.market ? sql`AND c.market = ${f.market}` : null)}
         ${optional(f.salesRep ? sql`AND c.sales_rep_id = ${f.salesRep}` : null)}`,
    ];
  });
  return sql`(${sql.join(parts, sql` UNION ALL `)})`;
}
/** A line's stoves: its quantity when the article is a stove (accessories and parts come by the dozen). */
const stoves = sql`CASE WHEN p.kind = 'stove' THEN s.quantity ELSE 0 END`;

/**
 * A breakdown's groups per key, month and currency of one dealer, read from its own rows. Market, dealer and
 * brand read the kept days (`sales_day`, `brand_sales_day`),
 * series and product the lines (by the dealer's index), counted as the kept days count them.
 */
function dealerSales(f: SalesBreakdownFilter) {
  let source: RawBuilder<unknown>;
  let key: RawBuilder<unknown>;
  let name: RawBuilder<unknown>;
  if (f.by === 'market' || f.by === 'dealer' || f.by === 'brand') {
    source = f.brand === undefined && f.by !== 'brand' ? sql`sales_day s` : sql`brand_sales_day s`;
    key = f.by === 'market' ? sql`c.market` : f.by === 'dealer' ? sql`s.customer_number` : sql`s.brand`;
    name = f.by === 'dealer' ? sql`c.name` : key;
  } else {
    // The lines as the kept days count them: net sales, and the quantity of a stove.
    const series = f.by === 'series';
    source = sql`(SELECT l.customer_number, l.invoice_date AS day, l.net_sales_amt AS amount,
                         CASE WHEN p.kind = 'stove' THEN l.quantity ELSE 0 END AS units,
                         ${series ? sql`p.model_series` : sql`l.item_number`} AS key,
                         ${series ? sql`p.model_series` : sql`coalesce(p.description, l.description, l.item_number)`} AS name,
                         p.brand
                    FROM invoice_line l ${series ? sql`JOIN` : sql`LEFT JOIN`} product p ON p.item_number = l.item_number
                   WHERE l.invoice_date BETWEEN ${f.lastFrom}::date AND ${f.to}::date
                     ${optional(series ? sql`AND p.model_series IS NOT NULL` : null)}
                     ${optional(f.customerNumber ? sql`AND l.customer_number = ${f.customerNumber}` : null)}) s`;
    key = sql`s.key`;
    name = sql`s.name`;
  }
  return sql`
    SELECT ${key} AS key, ${name} AS name, c.currency, to_char(s.day, 'YYYY-MM') AS month,
           s.day >= ${f.from}::date AS this_year, sum(s.amount) AS amount, sum(s.units) AS units
      FROM ${source}
      JOIN customer c ON c.customer_number = s.customer_number
      JOIN jsonb_to_recordset(${json(f.days)}) AS md(market text, today date, last date) ON md.market = c.market
     WHERE s.day BETWEEN ${f.lastFrom}::date AND ${f.to}::date
       AND ((s.day >= ${f.from}::date AND s.day <= md.today) OR (s.day <= ${f.lastTo}::date AND s.day <= md.last))
       ${optional(f.brand === undefined ? null : sql`AND s.brand = ${f.brand}`)}
       ${optional(f.market ? sql`AND c.market = ${f.market}` : null)}
       ${optional(f.customerNumber ? sql`AND s.customer_number = ${f.customerNumber}` : null)}
       ${optional(f.salesRep ? sql`AND c.sales_rep_id = ${f.salesRep}` : null)}
     GROUP BY 1, 2, 3, 4, 5`;
}

/**
 * The dealer ranking's totals per dealer (key, net sales converted at `rates`, stoves, last year's, `missing`)
 * from the years kept per dealer and brand (`sales_dealer_year`, migration 0090, ADR 0101): each market's whole
 * months from the dealer's running totals of the year, a stretch of months at one rate as the total at its end
 * less the one before it (so a year at one rate is two elements, whatever its months), and the month its cut
 * day falls in from the kept days by their day: its days up to the cut, or, late in the month, the kept month
 * whole less the days after the cut, which are fewer. A dealer counts when it has a kept day in either period.
 */
function dealerYears(f: SalesBreakdownFilter) {
  const rate = new Map(f.rates.map((r) => [`${r.month} ${r.currency}`, r.rate]));
  const markets = f.days.filter((d) => !f.market || d.market === f.market);
  // Per period, market and currency: the stretches of whole months at one rate (`ends`, and the month before each
  // stretch in `befores`, 0 before January), `upto` the last whole month, and the months without a rate.
  const weights: {
    period: number;
    year: number;
    market: string;
    currency: string;
    ends: number[];
    befores: number[];
    rates: number[];
    upto: number;
    missing: (string | null)[];
  }[] = [];
  const windows: { period: number; market: string; lo: string; hi: string; sign: number }[][] = [[], []];
  const periods = [
    { from: f.from, to: f.to, cut: (d: MarketYearDays) => d.today },
    { from: f.lastFrom, to: f.lastTo, cut: (d: MarketYearDays) => d.last },
  ];
  for (const [period, p] of periods.entries()) {
    const year = Number(p.from.slice(0, 4));
    for (const d of markets) {
      const cut = p.cut(d);
      // Months 1 up to `whole` come whole from the kept row.
      let whole = cut >= p.to ? 12 : 0;
      if (cut >= p.from && cut < p.to) {
        const less = Number(cut.slice(8)) > 15;
        whole = Number(cut.slice(5, 7)) - (less ? 0 : 1);
        const [lo, hi, sign] = less ? [addDays(cut, 1), monthEnd(cut), -1] : [`${cut.slice(0, 8)}01`, cut, 1];
        if (lo <= hi) windows[period]!.push({ period, market: d.market, lo, hi, sign });
      }
      const months = monthsOf(year);
      for (const currency of CURRENCIES) {
        const label = (m: string) => `${m} ${currency}`;
        const w = { period, year, market: d.market, currency, ends: [] as number[], befores: [] as number[], rates: [] as number[] };
        months.slice(0, whole).forEach((m, i) => {
          const r = rate.get(label(m)) ?? 0;
          if (w.rates.length > 0 && w.rates.at(-1) === r) w.ends[w.ends.length - 1] = i + 1;
          else {
            w.ends.push(i + 1);
            w.befores.push(i);
            w.rates.push(r);
          }
        });
        weights.push({ ...w, upto: whole, missing: months.map((m, i) => (i < whole && !rate.has(label(m)) ? label(m) : null)) });
      }
    }
  }
  // Every row takes as many stretches as the longest list; the others weigh a stretch of nothing at 0.
  const stretches = Math.max(0, ...weights.map((w) => w.ends.length));
  for (const w of weights)
    while (w.ends.length < stretches) {
      w.ends.push(1);
      w.befores.push(1);
      w.rates.push(0);
    }
  const amount =
    stretches === 0
      ? sql`0`
      : sql.join(
          Array.from(
            { length: stretches },
            (_, i) =>
              sql`(y.amounts[w.ends[${sql.lit(i + 1)}]] - coalesce(y.amounts[w.befores[${sql.lit(i + 1)}]], 0)) * w.rates[${sql.lit(i + 1)}]`,
          ),
          sql` + `,
        );
  const brand = f.brand ?? '';
  const dealers = sql`${optional(f.market ? sql`AND c.market = ${f.market}` : null)}
                      ${optional(f.salesRep ? sql`AND c.sales_rep_id = ${f.salesRep}` : null)}`;
  // A month with a kept day and no rate is named (the service answers 409); only looked for when one lacks it.
  const missing = weights.some((w) => w.missing.some((m) => m !== null))
    ? sql`least(${sql.join(
        monthsOf(0).map(
          (_, i) => sql`CASE WHEN y.days[${sql.lit(i + 1)}] <> coalesce(y.days[${sql.lit(i)}], 0) THEN w.missing[${sql.lit(i + 1)}] END`,
        ),
        sql`, `,
      )})`
    : sql`NULL::text`;
  const parts = [
    sql`
    SELECT y.customer_number AS key, w.period, ${amount} AS amount, coalesce(y.units[w.upto], 0) AS units,
           coalesce(y.days[w.upto], 0) AS days, ${missing} AS missing
      -- The dealers joined before the weights (OFFSET 0 keeps it so): guessing the weights' rows, the planner
      -- would look each dealer's year up by its index instead.
      FROM (SELECT y.customer_number, y.year, y.amounts, y.units, y.days, c.market, c.currency
              FROM sales_dealer_year y
              JOIN customer c ON c.customer_number = y.customer_number
             WHERE y.brand = ${brand} AND y.year BETWEEN ${Number(f.lastFrom.slice(0, 4))} AND ${Number(f.from.slice(0, 4))}
               ${dealers}
            OFFSET 0) y
      JOIN jsonb_to_recordset(${json(weights)})
           AS w(period int, year int, market text, currency text, ends int[], befores int[], rates float8[], upto int, missing text[])
        ON w.year = y.year AND w.market = y.market AND w.currency = y.currency`,
    ...windows
      .filter((w) => w.length > 0)
      .map((w) => {
        const lo = w.map((x) => x.lo).sort()[0]!;
        const hi = w
          .map((x) => x.hi)
          .sort()
          .at(-1)!;
        return sql`
    SELECT m.key, m.period, m.amount * r.rate, m.units, m.days, CASE WHEN r.rate IS NULL THEN m.month || ' ' || m.currency END
      FROM (SELECT s.customer_number AS key, cw.period, to_char(s.day, 'YYYY-MM') AS month, c.currency,
                   sum(cw.sign * s.amount) AS amount, sum(cw.sign * s.units) AS units, sum(cw.sign)::int AS days
              FROM ${f.brand === undefined ? sql`sales_day s` : sql`brand_sales_day s`}
              JOIN customer c ON c.customer_number = s.customer_number
              JOIN jsonb_to_recordset(${json(w)}) AS cw(period int, market text, lo date, hi date, sign int)
                ON cw.market = c.market AND s.day BETWEEN cw.lo AND cw.hi
             WHERE s.day BETWEEN ${lo}::date AND ${hi}::date
               ${optional(f.brand === undefined ? null : sql`AND s.brand = ${f.brand}`)}
               ${dealers}
             GROUP BY 1, 2, 3, 4) m
      LEFT JOIN jsonb_to_recordset(${json(f.rates)}) AS r(month text, currency text, rate float8)
        ON r.month = m.month AND r.currency = m.currency`;
      }),
  ];
  return sql`
    SELECT v.key, NULL::text AS name,
           coalesce(sum(v.amount) FILTER (WHERE v.period = 0), 0)::float8 AS net_sales,
           coalesce(sum(v.units) FILTER (WHERE v.period = 0), 0)::float8 AS units,
           coalesce(sum(v.amount) FILTER (WHERE v.period = 1), 0)::float8 AS last_year,
           coalesce(sum(v.units) FILTER (WHERE v.period = 1), 0)::float8 AS last_year_units,
           min(v.missing) AS missing
      FROM (${sql.join(parts, sql` UNION ALL `)}) v
     GROUP BY v.key
    HAVING sum(v.days) <> 0`;
}

/** SQL of the insight figures: read-only aggregates over every dealer, and the rates staff keep. */
export function createInsightRepository(db: Kysely<DB>) {
  return {
    /**
     * Net sales and stoves per month and currency, each market cut at its today. Across dealers (any
     * filter but one dealer) from the months kept per market and article (migration 0088, ADR 0095); a
     * dealer's from the days kept per customer (migration 0033, what its finance screen reads), with a
     * brand the brand's kept days.
     */
    salesByMonth: async (f: {
      from: string;
      to: string;
      market?: string | undefined;
      customerNumber?: string | undefined;
      brand?: string | undefined;
      salesRep?: string | undefined;
      days: readonly MarketDay[];
    }): Promise<SalesInCurrency[]> => {
      if (f.customerNumber === undefined) {
        const across = salesAcrossDealers([{ from: f.from, to: f.to, cuts: f.days.map((d) => ({ market: d.market, day: d.today })) }], f);
        const result = await sql<SalesInCurrency>`
          SELECT to_char(s.month, 'YYYY-MM') AS month, s.currency, sum(s.amount)::float8 AS amount, sum(${stoves})::float8 AS units
            FROM ${across} s
            LEFT JOIN product p ON p.item_number = s.item_number
           ${optional(f.brand === undefined ? null : sql`WHERE p.brand = ${f.brand}`)}
           GROUP BY 1, 2
          HAVING sum(s.lines) <> 0`.execute(db);
        return result.rows;
      }
      const source = f.brand === undefined ? sql`sales_day s` : sql`brand_sales_day s`;
      const result = await sql<SalesInCurrency>`
        SELECT to_char(s.day, 'YYYY-MM') AS month, c.currency,
               sum(s.amount)::float8 AS amount, sum(s.units)::float8 AS units
          FROM ${source}
          JOIN customer c ON c.customer_number = s.customer_number
          JOIN ${marketDays(f.days)} ON md.market = c.market
         WHERE s.day BETWEEN ${f.from}::date AND ${f.to}::date AND s.day <= md.today
           ${optional(f.brand === undefined ? null : sql`AND s.brand = ${f.brand}`)}
           ${optional(f.market ? sql`AND c.market = ${f.market}` : null)}
           ${optional(f.customerNumber ? sql`AND s.customer_number = ${f.customerNumber}` : null)}
           ${optional(f.salesRep ? sql`AND c.sales_rep_id = ${f.salesRep}` : null)}
         GROUP BY 1, 2`.execute(db);
      return result.rows;
    },

    /**
     * Net sales (converted at `rates`, one per month and currency) and stoves of a year and of the
     * same days a year earlier, per market, dealer, brand, series or product, the largest (or the
     * smallest) first; each market cut at its today, and at that day a year earlier. The dealer
     * ranking reads the years kept per dealer (`dealerYears`, ADR 0101), one dealer's figures its own
     * rows (`dealerSales`), the others the months kept across dealers (ADR 0095). `missing` names the first month and currency with sales and no
     * rate ('YYYY-MM CUR').
     */
    salesBreakdown: async (f: SalesBreakdownFilter): Promise<{ rows: SalesBreakdownCount[]; count: number; missing: string | null }> => {
      let grouped: RawBuilder<unknown> | null = null;
      let named = sql`k.name`;
      if (f.by === 'dealer' && f.customerNumber === undefined) named = sql`(SELECT c.name FROM customer c WHERE c.customer_number = k.key)`;
      else if (f.customerNumber !== undefined) grouped = dealerSales(f);
      else {
        // Across dealers: the months kept per market and article, the cut months' days from the lines.
        const across = salesAcrossDealers(
          [
            { from: f.from, to: f.to, cuts: f.days.map((d) => ({ market: d.market, day: d.today })) },
            { from: f.lastFrom, to: f.lastTo, cuts: f.days.map((d) => ({ market: d.market, day: d.last })) },
          ],
          f,
        );
        const key =
          f.by === 'market'
            ? sql`s.market`
            : f.by === 'brand'
              ? sql`p.brand`
              : f.by === 'series'
                ? sql`p.model_series`
                : sql`s.item_number`;
        const conditions = [
          f.brand === undefined ? null : sql`p.brand = ${f.brand}`,
          f.by === 'brand' ? sql`p.brand IS NOT NULL` : null,
          f.by === 'series' ? sql`p.model_series IS NOT NULL` : null,
        ].filter((c) => c !== null);
        grouped = sql`
          SELECT ${key} AS key, ${f.by === 'product' ? sql`p.description` : key} AS name, s.currency, to_char(s.month, 'YYYY-MM') AS month,
                 s.period = 0 AS this_year, sum(s.amount) AS amount, sum(${stoves}) AS units
            FROM ${across} s
            LEFT JOIN product p ON p.item_number = s.item_number
           ${optional(conditions.length ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : null)}
           GROUP BY 1, 2, 3, 4, 5
          HAVING sum(s.lines) <> 0`;
        // An article the catalogue does not hold is named as its lines of the two years name it.
        if (f.by === 'product')
          named = sql`coalesce(k.name, (SELECT max(l.description) FROM invoice_line l
                                         WHERE l.item_number = k.key AND l.invoice_date BETWEEN ${f.lastFrom}::date AND ${f.to}::date), k.key)`;
      }
      // Ranked on the cents shown, then the key: sums in floating point may differ in their last digit for equal sales.
      const ranked = sql`round(net_sales::numeric, 2) ${f.order === 'top' ? sql`DESC` : sql`ASC`}, key`;
      // Added up per key, month and currency first (each day's rows once, without a rate), then converted:
      // the months' rates join a few hundred groups per key instead of every day.
      const totals =
        grouped === null
          ? dealerYears(f)
          : sql`
          SELECT g.key, max(g.name) AS name,
                 coalesce(sum(g.amount * r.rate) FILTER (WHERE g.this_year), 0)::float8 AS net_sales,
                 coalesce(sum(g.units) FILTER (WHERE g.this_year), 0)::float8 AS units,
                 coalesce(sum(g.amount * r.rate) FILTER (WHERE NOT g.this_year), 0)::float8 AS last_year,
                 coalesce(sum(g.units) FILTER (WHERE NOT g.this_year), 0)::float8 AS last_year_units,
                 min(g.month || ' ' || g.currency) FILTER (WHERE r.rate IS NULL) AS missing
            FROM (${grouped}) g
            LEFT JOIN jsonb_to_recordset(${json(f.rates)}) AS r(month text, currency text, rate float8)
              ON r.month = g.month AND r.currency = g.currency
           GROUP BY g.key`;
      const result = await sql<SalesBreakdownCount & { count: number; missing: string | null }>`
        WITH k AS (${totals})
        SELECT k.key, ${named} AS name, k.net_sales, k.units, k.last_year, k.last_year_units, k.count, k.missing
          FROM (SELECT key, name, net_sales, units, last_year, last_year_units,
                       (count(*) OVER ())::int AS count, min(missing) OVER () AS missing
                  FROM k
                 ORDER BY ${ranked}
                 LIMIT ${f.limit}) k
         ORDER BY ${ranked}`.execute(db);
      const first = result.rows[0];
      return { rows: result.rows, count: first?.count ?? 0, missing: first?.missing ?? null };
    },

    /** A sales representative's name as the back office shows it; none for an id nobody has. */
    salesRepName: async (id: string) =>
      (
        await db
          .selectFrom('sales_rep')
          .select(sql<string>`firstname || ' ' || lastname`.as('name'))
          .where('id', '=', id)
          .executeTakeFirst()
      )?.name,

    customerCurrency: async (customerNumber: string) =>
      (await db.selectFrom('customer').select('currency').where('customer_number', '=', customerNumber).executeTakeFirst())?.currency,

    brandExists: async (brand: string) =>
      Boolean(await db.selectFrom('product').select('item_number').where('brand', '=', brand).limit(1).executeTakeFirst()),

    rates: (base: string, upTo: string) =>
      sql<Rate>`SELECT to_char(month, 'YYYY-MM') AS month, currency, rate::float8 AS rate
                  FROM insight_rate WHERE base = ${base} AND month <= ${upTo}::date
                 ORDER BY month, currency`
        .execute(db)
        .then((r) => r.rows),

    setRate: async (row: { base: string; currency: string; month: string; rate: number; staffId: string; at: Date }) => {
      const before = await sql<{ rate: number }>`
        SELECT rate::float8 AS rate FROM insight_rate
         WHERE base = ${row.base} AND currency = ${row.currency} AND month = ${row.month}::date FOR UPDATE`.execute(db);
      await sql`
        INSERT INTO insight_rate (base, currency, month, rate, set_by, set_at)
        VALUES (${row.base}, ${row.currency}, ${row.month}::date, ${row.rate}, ${row.staffId}, ${row.at})
        ON CONFLICT (base, currency, month) DO UPDATE SET rate = excluded.rate, set_by = excluded.set_by, set_at = excluded.set_at`.execute(
        db,
      );
      return before.rows[0]?.rate ?? null;
    },

    audit: (entry: AuditEntry) => recordAudit(db, entry),

    /**
     * Units sold and complaints of a period per key, from the counts kept by month and day (migrations 0087
     * and 0089, ADRs 0093 and 0100): the period's whole months from the month rows, the days before and after
     * them from the day rows. Sold is invoiced (credit notes count negative): stoves of a series; the article
     * itself; the serial-numbered units of a production batch, each on the day it counts as sold; every stove
     * for a complaint type. Complaints are counted once per key they name, made in the period (UTC days). A
     * key shows when it has invoice lines or sold serials in the period (even netting to nothing) or complaints.
     */
    quality: async (groupBy: QualityGroup, f: { from: string; to: string }): Promise<QualityCount[]> => {
      const parts = monthsAndDays(f.from, f.to);
      const complained = sql`SELECT key, sum(complaints) AS complaints FROM (${keptRows(
        parts,
        (a, b) =>
          sql`SELECT key, complaints FROM quality_complaint_month WHERE group_by = ${groupBy} AND month BETWEEN ${a}::date AND ${b}::date`,
        (a, b) =>
          sql`SELECT key, complaints FROM quality_complaint_day WHERE group_by = ${groupBy} AND day BETWEEN ${a}::date AND ${b}::date`,
      )}) k GROUP BY 1 HAVING sum(complaints) <> 0`;
      const soldRows = keptRows(
        parts,
        (a, b) => sql`SELECT item_number, units, lines FROM quality_sold_month WHERE month BETWEEN ${a}::date AND ${b}::date`,
        (a, b) => sql`SELECT item_number, units, lines FROM quality_sold_day WHERE day BETWEEN ${a}::date AND ${b}::date`,
      );
      const stoves = sql`FROM (${soldRows}) s JOIN product p ON p.item_number = s.item_number WHERE p.kind = 'stove'`;
      let sold: RawBuilder<unknown>;
      if (groupBy === 'series') {
        sold = sql`SELECT p.model_series AS key, sum(s.units) AS units ${stoves} AND p.model_series IS NOT NULL
                    GROUP BY 1 HAVING sum(s.lines) <> 0`;
      } else if (groupBy === 'product') {
        sold = sql`SELECT s.item_number AS key, sum(s.units) AS units FROM (${soldRows}) s GROUP BY 1 HAVING sum(s.lines) <> 0`;
      } else if (groupBy === 'batch') {
        // A batch shows when a serial of it is sold in the period; a month a change emptied holds zero.
        sold = sql`SELECT key, sum(units) AS units FROM (${keptRows(
          parts,
          (a, b) => sql`SELECT production_nbr AS key, units FROM quality_batch_month WHERE month BETWEEN ${a}::date AND ${b}::date`,
          (a, b) => sql`SELECT production_nbr AS key, 1 AS units FROM quality_serial_sold WHERE sold_on BETWEEN ${a}::date AND ${b}::date`,
        )}) b GROUP BY 1 HAVING sum(units) <> 0`;
      } else {
        // Every stove sold, for each type complained of.
        sold = sql`SELECT c.key, t.units FROM (${complained}) c CROSS JOIN (SELECT coalesce(sum(s.units), 0) AS units ${stoves}) t`;
      }
      // One JSON text of [key, units, complaints] rows rather than a row each: a year by batch is 10,000 keys,
      // and decoding them row by row cost more than counting them on the embedded database (as ADR 0023).
      const result = await sql<{ counts: string }>`
        SELECT coalesce(json_agg(json_build_array(r.key, r.units, r.complaints) ORDER BY r.key), '[]')::text AS counts
          FROM (SELECT coalesce(s.key, c.key) AS key, coalesce(s.units, 0)::float8 AS units, coalesce(c.complaints, 0)::int AS complaints
                  FROM (${sold}) s FULL JOIN (${complained}) c ON c.key = s.key) r`.execute(db);
      const counts = JSON.parse(result.rows[0]?.counts ?? '[]') as [string, number, number][];
      return counts.map(([key, units, complaints]) => ({ key, units, complaints }));
    },

    /** Complaints per series made since each day (UTC), for the series with at least one since the first; kept by day (migration 0087). */
    seriesComplaints: async (since: string, yearSince: string) =>
      (
        await sql<{ series: string; recent: number; year: number }>`
          SELECT key AS series,
                 coalesce(sum(complaints) FILTER (WHERE day >= ${since}::date), 0)::int AS recent,
                 sum(complaints)::int AS year
            FROM quality_complaint_day
           WHERE group_by = 'series' AND day >= ${yearSince}::date
           GROUP BY 1
          HAVING sum(complaints) FILTER (WHERE day >= ${since}::date) > 0
           ORDER BY 1`.execute(db)
      ).rows,

    /**
     * Dealer users who signed in per month (in the dealer's time zone) and dealer: the months each user signed in
     * kept at every sign-in through the portal's own provider (migration 0086), longer than the sign-ins themselves.
     */
    activeUsers: async (f: { from: string; to: string; market?: string | undefined }) =>
      (
        await sql<{ month: string; customer_number: string; name: string; market: string; users: number }>`
          SELECT to_char(p.month, 'YYYY-MM') AS month, p.customer_number, cu.name, cu.market, count(*)::int AS users
            FROM portal_use_month p
            JOIN customer cu ON cu.customer_number = p.customer_number
           WHERE p.month BETWEEN ${f.from}::date AND ${f.to}::date
             ${optional(f.market ? sql`AND cu.market = ${f.market}` : null)}
           GROUP BY 1, 2, 3, 4`.execute(db)
      ).rows,

    /**
     * Orders per month of their order date and the way they were put together (none recorded: cart), from the
     * received orders kept per market and day (migrations 0083 and 0084).
     */
    ordersByChannel: async (f: { from: string; to: string; market?: string | undefined }) =>
      (
        await sql<{ month: string; channel: string; orders: number }>`
          SELECT to_char(r.order_date, 'YYYY-MM') AS month, coalesce(nullif(r.channel, ''), 'cart') AS channel, sum(r.orders)::int AS orders
            FROM delivery_received_day r
           WHERE r.order_date BETWEEN ${f.from}::date AND ${f.to}::date
             ${optional(f.market ? sql`AND r.market = ${f.market}` : null)}
           GROUP BY 1, 2
          HAVING sum(r.orders) <> 0`.execute(db)
      ).rows,

    /** Active dealers whose latest order is older than their market's today less `days` days, or that never ordered. */
    dormantDealers: async (f: { dormantDays: number; market?: string | undefined; days: readonly MarketDay[] }) =>
      (
        await sql<{ customer_number: string; name: string; market: string; last_order: string | null }>`
          SELECT c.customer_number, c.name, c.market, to_char(l.last_order, 'YYYY-MM-DD') AS last_order
            FROM customer c
            JOIN ${marketDays(f.days)} ON md.market = c.market
            LEFT JOIN LATERAL (SELECT max(o.order_date) AS last_order FROM customer_order o
                                WHERE o.customer_number = c.customer_number) l ON true
           WHERE c.active
             ${optional(f.market ? sql`AND c.market = ${f.market}` : null)}
             AND (l.last_order IS NULL OR l.last_order <= md.today - ${f.dormantDays}::int)
           ORDER BY l.last_order NULLS FIRST, c.customer_number`.execute(db)
      ).rows,

    /**
     * Orders received per ISO week of their order date: how many, confirmed by their deadline, cancelled. Read
     * from the counts kept per market, order day and confirmation day (migration 0083, ADR 0094).
     */
    receivedByWeek: async (f: {
      from: string;
      to: string;
      market?: string | undefined;
      days: readonly MarketDay[];
      deadlines: ConfirmDeadlines;
    }) =>
      (
        await sql<{ week: string; received: number; confirmed_in_time: number; cancelled: number }>`
          WITH d AS MATERIALIZED (
            -- Each market's deadlines as one array, read once, so a day's is one subscript.
            SELECT e.key AS market, array_agg(x.value::date ORDER BY x.ord) AS deadlines
              FROM jsonb_each(${json(f.deadlines)}) e, jsonb_array_elements_text(e.value) WITH ORDINALITY AS x(value, ord)
             GROUP BY e.key)
          SELECT to_char(r.order_date, 'IYYY-"W"IW') AS week, sum(r.orders)::int AS received,
                 coalesce(sum(r.orders) FILTER (WHERE r.confirmed_on <= d.deadlines[r.order_date - ${f.from}::date + 1]), 0)::int
                   AS confirmed_in_time,
                 coalesce(sum(r.orders) FILTER (WHERE r.cancelled), 0)::int AS cancelled
            FROM delivery_received_day r
            JOIN ${marketDays(f.days)} ON md.market = r.market
            LEFT JOIN d ON d.market = r.market
           WHERE r.order_date BETWEEN ${f.from}::date AND ${f.to}::date
             ${optional(f.market ? sql`AND r.market = ${f.market}` : null)}
           GROUP BY 1
          HAVING sum(r.orders) <> 0`.execute(db)
      ).rows,

    /**
     * The period's cancelled orders per reason, from the same kept received counts as the weeks' `cancelled`
     * (migration 0083 keeps the reason as staff typed it, '' for none). Reasons are free text: grouped as
     * stored, trimmed; none is null. The most first, then by reason.
     */
    cancellationsByReason: async (f: { from: string; to: string; market?: string | undefined; days: readonly MarketDay[] }) =>
      (
        await sql<{ reason: string | null; count: number }>`
          SELECT nullif(btrim(r.cancel_reason), '') AS reason, sum(r.orders)::int AS count
            FROM delivery_received_day r
            JOIN ${marketDays(f.days)} ON md.market = r.market
           WHERE r.cancelled AND r.order_date BETWEEN ${f.from}::date AND ${f.to}::date
             ${optional(f.market ? sql`AND r.market = ${f.market}` : null)}
           GROUP BY 1
          HAVING sum(r.orders) <> 0
           ORDER BY 2 DESC, 1 NULLS LAST`.execute(db)
      ).rows,

    /**
     * Orders that left the factory per ISO week of their dispatch day (in the dealer's time zone): how many,
     * how many had a promised week, how many left in it or earlier, and their days from order. Kept per market
     * and dispatch day (migration 0083).
     */
    dispatchedByWeek: async (f: { from: string; to: string; market?: string | undefined; days: readonly MarketDay[] }) =>
      (
        await sql<{ week: string; dispatched: number; promised: number; punctual: number; days: number }>`
          SELECT to_char(x.dispatched_on, 'IYYY-"W"IW') AS week, sum(x.orders)::int AS dispatched,
                 coalesce(sum(x.orders) FILTER (WHERE x.promised), 0)::int AS promised,
                 coalesce(sum(x.orders) FILTER (WHERE x.punctual), 0)::int AS punctual,
                 sum(x.days)::int AS days
            FROM delivery_dispatched_day x
            JOIN ${marketDays(f.days)} ON md.market = x.market
           WHERE x.dispatched_on BETWEEN ${f.from}::date AND ${f.to}::date
             ${optional(f.market ? sql`AND x.market = ${f.market}` : null)}
           GROUP BY 1
          HAVING sum(x.orders) <> 0`.execute(db)
      ).rows,

    /** Orders confirmed or in production (not yet dispatched) per ISO week they are promised for, kept per day (migration 0083). */
    backlogByWeek: async (f: { from: string; to: string; market?: string | undefined }) =>
      (
        await sql<{ week: string; backlog: number }>`
          SELECT to_char(b.promise_date, 'IYYY-"W"IW') AS week, sum(b.orders)::int AS backlog
            FROM delivery_backlog_day b
           WHERE b.promise_date BETWEEN ${f.from}::date AND ${f.to}::date
             ${optional(f.market ? sql`AND b.market = ${f.market}` : null)}
           GROUP BY 1
          HAVING sum(b.orders) <> 0`.execute(db)
      ).rows,
  };
}
export type InsightRepository = ReturnType<typeof createInsightRepository>;
