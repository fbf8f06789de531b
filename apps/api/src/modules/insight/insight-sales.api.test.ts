import { beforeAll, describe, expect, it } from 'vitest';
import { todayInMarket } from '@portal/contracts/languages';
import type { InsightSalesBreakdownResponse, InsightSalesResponse } from '@portal/contracts/insight';
import { addDays } from '../../platform/calendar/delivery-calendar.js';
import { useTestApp } from '../../test/use-test-app.js';
import { customerRow, insertInvoice, productRow } from '../../test/insight-rows.js';
import { ANNA, BACKOFFICE_ADMIN, MARKETING, SALES, SERVICE } from '../../test/demo-users.js';

/**
 * The sales breakdowns against a small fixed data set in 2010 and 2009, years the demo data does not
 * reach, each figure worked out by hand beside its test:
 *
 * | dealer | market | rep | 2010 | 2009 |
 * |---|---|---|---|---|
 * | A 99811 | se (SEK) | R1 | Mar: 2 Alpha stoves 20,000 + GH accessory 1,000; Jun: credit note −1 Alpha stove −10,000 | Apr: 1 Alpha stove 8,000 |
 * | B 99812 | se (SEK) | R2 | May: 1 Beta stove 5,000 | none (a new dealer) |
 * | C 99813 | no (NOK) | R1 | none | Feb: 2 Alpha glasses 3,000 |
 * | D 99814 | fi (EUR) | – | Aug: 1 Alpha stove 1,200 | Aug: 1 Alpha stove 1,000 |
 *
 * Rates into EUR: SEK 0.1 from January 2009 and 0.2 from June 2010; NOK 0.09 from January 2009.
 */
const t = useTestApp();

const A = '99811';
const B = '99812';
const C = '99813';
const D = '99814';
const E = '99815';
const R1 = '5a1e5000-0000-4000-8000-000000000001';
const R2 = '5a1e5000-0000-4000-8000-000000000002';
const CURRENCY: Record<string, string> = { [A]: 'SEK', [B]: 'SEK', [C]: 'NOK', [D]: 'EUR', [E]: 'SEK' };

const product = (item: string, kind: 'stove' | 'accessory' | 'spare_part', brand: string, series: string | null) =>
  productRow(item, kind, brand, series, `Name of ${item}`);

let invoiceNumber = 9_981_000;
async function invoice(customerNumber: string, day: string, lines: { item: string; qty: number; amount: number }[]) {
  const number = String(invoiceNumber++);
  await insertInvoice(
    t.database.db,
    { number, customerNumber, orderNumber: `O${number}`, day, currency: CURRENCY[customerNumber]! },
    lines,
  );
}

const today = todayInMarket('se', new Date());
const thisYear = Number(today.slice(0, 4));
const yearAgo = `${thisYear - 1}${today.slice(4)}`.replace(/-02-29$/, '-02-28');

beforeAll(async () => {
  await t.database.db
    .insertInto('sales_rep')
    .values([
      { id: R1, firstname: 'Rita', lastname: 'Ett', email: null, phone: null, mobilephone: null },
      { id: R2, firstname: 'Rolf', lastname: 'Två', email: null, phone: null, mobilephone: null },
    ])
    .execute();
  await t.database.db
    .insertInto('customer')
    .values([
      { ...customerRow(A, 'se', 'SEK', 'Dealer A'), sales_rep_id: R1 },
      { ...customerRow(B, 'se', 'SEK', 'Dealer B'), sales_rep_id: R2 },
      { ...customerRow(C, 'no', 'NOK', 'Dealer C'), sales_rep_id: R1 },
      customerRow(D, 'fi', 'EUR', 'Dealer D'),
      customerRow(E, 'se', 'SEK', 'Dealer E'),
    ])
    .execute();
  await t.database.db
    .insertInto('product')
    .values([
      product('IS-ALPHA', 'stove', 'NF', 'Alpha'),
      product('IS-GLASS', 'spare_part', 'NF', 'Alpha'),
      product('IS-BETA', 'stove', 'GH', 'Beta'),
      product('IS-ACC', 'accessory', 'GH', null),
    ])
    .execute();
  await invoice(A, '2010-03-10', [
    { item: 'IS-ALPHA', qty: 2, amount: 20_000 },
    { item: 'IS-ACC', qty: 1, amount: 1_000 },
  ]);
  await invoice(A, '2010-06-15', [{ item: 'IS-ALPHA', qty: -1, amount: -10_000 }]);
  await invoice(A, '2009-04-01', [{ item: 'IS-ALPHA', qty: 1, amount: 8_000 }]);
  await invoice(B, '2010-05-20', [{ item: 'IS-BETA', qty: 1, amount: 5_000 }]);
  await invoice(C, '2009-02-02', [{ item: 'IS-GLASS', qty: 2, amount: 3_000 }]);
  await invoice(D, '2010-08-08', [{ item: 'IS-ALPHA', qty: 1, amount: 1_200 }]);
  await invoice(D, '2009-08-08', [{ item: 'IS-ALPHA', qty: 1, amount: 1_000 }]);
  // E, this year: today's sales against last year's up to the same day (the day after it does not count).
  await invoice(E, today, [{ item: 'IS-ACC', qty: 1, amount: 1_000 }]);
  await invoice(E, yearAgo, [{ item: 'IS-ACC', qty: 1, amount: 400 }]);
  const dayAfter = addDays(yearAgo, 1);
  if (dayAfter.startsWith(String(thisYear - 1))) await invoice(E, dayAfter, [{ item: 'IS-ACC', qty: 1, amount: 300 }]);
});

const get = <T>(who: string, url: string) => t.call(who, 'GET', url).then((r) => ({ status: r.statusCode, body: r.json<T>() }));
const breakdown = async (query: string) => {
  const { status, body } = await get<InsightSalesBreakdownResponse>(SALES, `/api/staff/insight/sales/breakdown?${query}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return body;
};
const row = (
  key: string,
  name: string,
  netSales: number,
  units: number,
  lastYear: number,
  lastYearUnits: number,
  growth: number | null,
) => ({
  key,
  name,
  netSales,
  units,
  lastYear,
  lastYearUnits,
  growthPercent: growth,
});

describe('sales by dealer, market, brand, series and product', () => {
  it('ranks one market’s dealers in its currency, a credit note negative, a dealer new this year without growth', async () => {
    // A: 21,000 − 10,000 = 11,000 SEK and 2 − 1 stoves, against 8,000: +37.5 %. B: 5,000, none last year.
    expect(await breakdown('by=dealer&year=2010&market=se')).toEqual({
      currency: 'SEK',
      year: 2010,
      by: 'dealer',
      count: 2,
      rows: [row(A, 'Dealer A', 11_000, 1, 8_000, 1, 37.5), row(B, 'Dealer B', 5_000, 1, 0, 0, null)],
    });
    expect((await breakdown('by=dealer&year=2010&market=se&order=bottom')).rows.map((r) => r.key)).toEqual([B, A]);
  });

  it('refuses a total across markets until the rates are there', async () => {
    const missing = await t.call(SALES, 'GET', '/api/staff/insight/sales/breakdown?by=dealer&year=2010');
    expect(missing.statusCode).toBe(409);
    expect(missing.json()).toMatchObject({ code: 'RATE_MISSING' });
  });

  describe('across markets, converted at each month’s rate', () => {
    beforeAll(async () => {
      for (const [month, currency, rate] of [
        ['2009-01', 'SEK', 0.1],
        ['2010-06', 'SEK', 0.2],
        ['2009-01', 'NOK', 0.09],
      ] as const)
        expect((await t.call(SALES, 'PUT', '/api/staff/insight/rates', { month, currency, rate })).statusCode).toBe(200);
    });

    it('ranks the dealers top and bottom, with growth against last year', async () => {
      // A: 21,000 × 0.1 − 10,000 × 0.2 (June's rate) = 100, against 800: −87.5 %. B: 5,000 × 0.1 (May) = 500.
      // C: nothing this year, 3,000 NOK × 0.09 = 270 last: −100 %. D: 1,200 against 1,000 EUR: +20 %.
      const top = await breakdown('by=dealer&year=2010');
      expect(top).toEqual({
        currency: 'EUR',
        year: 2010,
        by: 'dealer',
        count: 4,
        rows: [
          row(D, 'Dealer D', 1_200, 1, 1_000, 1, 20),
          row(B, 'Dealer B', 500, 1, 0, 0, null),
          row(A, 'Dealer A', 100, 1, 800, 1, -87.5),
          row(C, 'Dealer C', 0, 0, 270, 0, -100),
        ],
      });
      expect(await breakdown('by=dealer&year=2010&order=bottom&limit=2')).toMatchObject({ count: 4, rows: [{ key: C }, { key: A }] });
      expect((await breakdown('by=dealer&year=2010&limit=2')).rows.map((r) => r.key)).toEqual([D, B]);
    });

    it('adds up to the monthly figure', async () => {
      const months = (await get<InsightSalesResponse>(SALES, '/api/staff/insight/sales?year=2010')).body.months;
      const total = months.reduce((s, m) => s + m.netSales, 0);
      const rows = (await breakdown('by=dealer&year=2010&limit=100')).rows;
      expect(rows.reduce((s, r) => s + r.netSales, 0)).toBeCloseTo(total, 2);
    });

    it('per market', async () => {
      expect((await breakdown('by=market&year=2010')).rows).toEqual([
        row('fi', 'fi', 1_200, 1, 1_000, 1, 20),
        row('se', 'se', 600, 2, 800, 1, -25),
        row('no', 'no', 0, 0, 270, 0, -100),
      ]);
    });

    it('per brand, series and product', async () => {
      // NF: A's stoves 2,000 − 2,000 and D's 1,200 (2 stoves); last year A 800, C's glass 270, D 1,000. GH: A's accessory 100, B's stove 500.
      expect((await breakdown('by=brand&year=2010')).rows).toEqual([
        row('NF', 'NF', 1_200, 2, 2_070, 2, -42),
        row('GH', 'GH', 600, 1, 0, 0, null),
      ]);
      // The accessory has no series and is in none.
      expect(await breakdown('by=series&year=2010')).toMatchObject({
        count: 2,
        rows: [row('Alpha', 'Alpha', 1_200, 2, 2_070, 2, -42), row('Beta', 'Beta', 500, 1, 0, 0, null)],
      });
      expect((await breakdown('by=product&year=2010')).rows).toEqual([
        row('IS-ALPHA', 'Name of IS-ALPHA', 1_200, 2, 1_800, 2, -33.3),
        row('IS-BETA', 'Name of IS-BETA', 500, 1, 0, 0, null),
        row('IS-ACC', 'Name of IS-ACC', 100, 0, 0, 0, null),
        row('IS-GLASS', 'Name of IS-GLASS', 0, 0, 270, 0, -100),
      ]);
    });

    it('filters by sales representative and brand', async () => {
      expect((await breakdown(`by=dealer&year=2010&salesRep=${R1}`)).rows).toEqual([
        row(A, 'Dealer A', 100, 1, 800, 1, -87.5),
        row(C, 'Dealer C', 0, 0, 270, 0, -100),
      ]);
      const months = (await get<InsightSalesResponse>(SALES, `/api/staff/insight/sales?year=2010&salesRep=${R1}`)).body.months;
      expect(months.filter((m) => m.netSales !== 0)).toEqual([
        { month: '2010-03', netSales: 2_100, units: 2 },
        { month: '2010-06', netSales: -2_000, units: -1 },
      ]);
      expect((await breakdown('by=dealer&year=2010&brand=gh')).rows).toEqual([
        row(B, 'Dealer B', 500, 1, 0, 0, null),
        row(A, 'Dealer A', 100, 0, 0, 0, null),
      ]);
      expect((await breakdown(`by=product&year=2010&brand=GH&salesRep=${R2}`)).rows).toEqual([
        row('IS-BETA', 'Name of IS-BETA', 500, 1, 0, 0, null),
      ]);
    });
  });

  it("shows one dealer's products in its own currency", async () => {
    expect(await breakdown(`by=product&year=2010&customerNumber=${A}`)).toEqual({
      currency: 'SEK',
      year: 2010,
      by: 'product',
      count: 2,
      rows: [row('IS-ALPHA', 'Name of IS-ALPHA', 10_000, 1, 8_000, 1, 25), row('IS-ACC', 'Name of IS-ACC', 1_000, 0, 0, 0, null)],
    });
  });

  it('compares this year with last year up to the same day', async () => {
    expect((await breakdown(`by=dealer&customerNumber=${E}`)).rows).toEqual([row(E, 'Dealer E', 1_000, 0, 400, 0, 150)]);
  });

  it('answers 400 for filters it does not know, 404 for a dealer, brand or representative that does not exist', async () => {
    const status = async (query: string) => (await t.call(SALES, 'GET', `/api/staff/insight/sales/breakdown?${query}`)).json();
    expect(await status('year=2010')).toMatchObject({ statusCode: 400, field: 'by' });
    expect(await status('by=colour')).toMatchObject({ statusCode: 400, field: 'by' });
    expect(await status('by=dealer&order=middle')).toMatchObject({ statusCode: 400, field: 'order' });
    expect(await status('by=dealer&limit=0')).toMatchObject({ statusCode: 400, field: 'limit' });
    expect(await status('by=dealer&limit=101')).toMatchObject({ statusCode: 400, field: 'limit' });
    expect(await status('by=dealer&year=twenty')).toMatchObject({ statusCode: 400, field: 'year' });
    expect(await status('by=dealer&market=us')).toMatchObject({ statusCode: 400, field: 'market' });
    expect(await status('by=dealer&salesRep=rita')).toMatchObject({ statusCode: 400, field: 'salesRep' });
    expect(await status('by=dealer&salesRep=5a1e5000-0000-4000-8000-000000000099')).toMatchObject({ statusCode: 404 });
    expect(await status('by=dealer&brand=XX')).toMatchObject({ statusCode: 404 });
    expect(await status('by=dealer&customerNumber=NOPE')).toMatchObject({ statusCode: 404 });
    expect((await t.call(SALES, 'GET', '/api/staff/insight/sales?salesRep=5a1e5000-0000-4000-8000-000000000099')).statusCode).toBe(404);
  });

  it('is for sales administration and back-office admins: 403 to dealers, customer service and marketing', async () => {
    const url = '/api/staff/insight/sales/breakdown?by=dealer&year=2010&market=se';
    expect((await t.call(ANNA, 'GET', url)).json()).toMatchObject({ statusCode: 403, code: 'STAFF_ONLY' });
    expect((await t.call(SERVICE, 'GET', url)).json()).toMatchObject({ statusCode: 403, code: 'STAFF_ROLE_REQUIRED' });
    expect((await t.call(MARKETING, 'GET', url)).json()).toMatchObject({ statusCode: 403, code: 'STAFF_ROLE_REQUIRED' });
    expect((await t.call(BACKOFFICE_ADMIN, 'GET', url)).statusCode).toBe(200);
  });
});
