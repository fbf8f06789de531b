import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { todayInMarket } from '@portal/contracts/languages';
import type { InsightDeliveryResponse, InsightQualityResponse, InsightSalesResponse } from '@portal/contracts/insight';
import { addDays } from '../../platform/calendar/delivery-calendar.js';
import { useTestApp } from '../../test/use-test-app.js';
import { auditRows } from '../../test/fixtures.js';
import { customerRow, insertInvoice, orderRow, productRow } from '../../test/insight-rows.js';
import { ANNA, BACKOFFICE_ADMIN, ERIK, MARKETING, SALES, SERVICE } from '../../test/demo-users.js';

/**
 * The insight figures against a small fixed data set in 2012, a year the demo data does not reach,
 * each figure computed by hand below. Two dealers: 99901 in Norway (NOK) and 99902 in Finland (EUR).
 */
const t = useTestApp();

const YEAR = 2012;
const NO = '99901';
const FI = '99902';

const zeroMonths = (over: Record<string, { netSales: number; units: number }>) =>
  Array.from({ length: 12 }, (_, i) => {
    const month = `${YEAR}-${String(i + 1).padStart(2, '0')}`;
    return { month, ...(over[month] ?? { netSales: 0, units: 0 }) };
  });

const customer = (number: string, market: string, currency: string) =>
  t.database.db
    .insertInto('customer')
    .values(customerRow(number, market, currency, `Insight ${market}`))
    .execute();

const product = productRow;

type Order = {
  number: string;
  customer: string;
  status: number;
  date: string;
  confirmed?: string;
  promise?: string;
  dispatched?: string;
  /** A cancelled order's reason; 'Ordered twice' unless given (null: cancelled without one, as a dealer cancels). */
  reason?: string | null;
  lines?: { item: string; qty: number; amount: number }[];
};
async function order(o: Order) {
  await t.database.db
    .insertInto('customer_order')
    .values(
      orderRow(
        { number: o.number, customer: o.customer, status: o.status, date: o.date, currency: o.customer === NO ? 'NOK' : 'EUR' },
        {
          promise_date: o.promise ?? null,
          cancelled_at: o.status === 90 ? new Date(`${o.date}T15:00:00Z`) : null,
          cancel_reason: o.status === 90 ? (o.reason === undefined ? 'Ordered twice' : o.reason) : null,
          confirmed_at: o.confirmed ? new Date(o.confirmed) : null,
          dispatched_at: o.dispatched ? new Date(o.dispatched) : null,
        },
      ),
    )
    .execute();
  if (o.lines?.length)
    await t.database.db
      .insertInto('order_line')
      .values(
        o.lines.map((l, i) => ({
          order_number: o.number,
          line_sequence: i + 1,
          item_number: l.item,
          description: l.item,
          ordered_qty: l.qty,
          shipped_qty: l.qty,
          price: l.amount / l.qty,
          discount: 0,
          net_sales_amt: l.amount,
          config_header_id: null,
        })),
      )
      .execute();
}

const invoice = (
  number: string,
  customerNumber: string,
  orderNumber: string,
  day: string,
  lines: { item: string; qty: number; amount: number }[],
) =>
  insertInvoice(
    t.database.db,
    { number, customerNumber, orderNumber, day, currency: customerNumber === NO ? 'NOK' : customerNumber === FI ? 'EUR' : 'SEK' },
    lines,
  );

async function complaint(c: { customer: string; type: string; at: Date; serial?: string; items: string[] }) {
  const id = randomUUID();
  await t.database.db
    .insertInto('incident')
    .values({
      id,
      ticket_number: null,
      customer_number: c.customer,
      contact_id: null,
      order_number: null,
      order_mark: null,
      serial_number: c.serial ?? null,
      description: 'Insight test',
      incident_type: c.type,
      contact_fullname: null,
      contact_line1: null,
      contact_postalcode: null,
      contact_city: null,
      contact_country: null,
      contact_email: null,
      contact_mobilephone: null,
      location_address: null,
      location_postalcode: null,
      location_city: null,
      created_at: c.at,
      assigned_staff_id: null,
    })
    .execute();
  await t.database.db
    .insertInto('incident_product')
    .values(c.items.map((item, i) => ({ incident_id: id, position: i + 1, item_number: item, name: item, quantity: 1 })))
    .execute();
  return id;
}

beforeAll(async () => {
  await customer(NO, 'no', 'NOK');
  await customer(FI, 'fi', 'EUR');
  await t.database.db
    .insertInto('product')
    .values([
      product('IT-STOVE-1', 'stove', 'NF', 'Testserie'),
      product('IT-GLASS-1', 'spare_part', 'NF', 'Testserie'),
      product('IT-ACC-1', 'accessory', 'GH', null),
    ])
    .execute();

  // Week 10 of 2012 is 5–11 March; the Norwegian confirmation deadline (2 working days) of a Monday order is Wednesday.
  const stove2 = [{ item: 'IT-STOVE-1', qty: 2, amount: 20_000 }];
  await order({
    number: '990001',
    customer: NO,
    status: 60,
    date: '2012-03-05',
    confirmed: '2012-03-07T10:00:00Z',
    promise: '2012-03-12',
    dispatched: '2012-03-14T09:00:00Z',
    lines: stove2,
  });
  await order({
    number: '990005',
    customer: NO,
    status: 40,
    date: '2012-03-06',
    confirmed: '2012-03-09T10:00:00Z',
    promise: '2012-03-12',
    dispatched: '2012-03-21T09:00:00Z',
  });
  await order({ number: '990006', customer: NO, status: 90, date: '2012-03-07' });
  await order({ number: '990007', customer: NO, status: 20, date: '2012-03-08', confirmed: '2012-03-08T12:00:00Z', promise: '2012-03-19' });
  await order({
    number: '990004',
    customer: FI,
    status: 60,
    date: '2012-03-12',
    confirmed: '2012-03-12T08:00:00Z',
    promise: '2012-03-19',
    dispatched: '2012-03-16T10:00:00Z',
    lines: [{ item: 'IT-STOVE-1', qty: 1, amount: 1_500 }],
  });
  // Two stoves of batch P1299001 on the Norwegian order, one of batch P1299002 on the Finnish one.
  await t.database.db
    .insertInto('order_line_serial')
    .values([
      { serial_number: '1990000001', order_number: '990001', line_sequence: 1, production_nbr: 'P1299001' },
      { serial_number: '1990000002', order_number: '990001', line_sequence: 1, production_nbr: 'P1299001' },
      { serial_number: '1990000003', order_number: '990004', line_sequence: 1, production_nbr: 'P1299002' },
    ])
    .execute();

  // Sales: March NOK 21,000 − the credit note's 10,000 = 11,000 (1 stove); May NOK 800 (glass, no stove); March EUR 1,500 (1 stove).
  await invoice('9900001', NO, '990001', '2012-03-16', [...stove2, { item: 'IT-ACC-1', qty: 5, amount: 1_000 }]);
  await invoice('9900002', NO, '990001-CN', '2012-03-20', [{ item: 'IT-STOVE-1', qty: -1, amount: -10_000 }]);
  await invoice('9900003', NO, '990009', '2012-05-05', [{ item: 'IT-GLASS-1', qty: 4, amount: 800 }]);
  await invoice('9900004', FI, '990004', '2012-03-19', [{ item: 'IT-STOVE-1', qty: 1, amount: 1_500 }]);

  // Complaints: one on a serial of batch P1299001 naming the stove and its glass, one on a serial of P1299002, one on an accessory.
  await complaint({
    customer: NO,
    type: 'other-faults',
    at: new Date('2012-04-02T10:00:00Z'),
    serial: '1990000001',
    items: ['IT-STOVE-1', 'IT-GLASS-1'],
  });
  await complaint({
    customer: FI,
    type: 'transport-damage',
    at: new Date('2012-03-20T10:00:00Z'),
    serial: '1990000003',
    items: ['IT-STOVE-1'],
  });
  await complaint({ customer: NO, type: 'other-faults', at: new Date('2012-12-31T23:30:00Z'), items: ['IT-ACC-1'] });
});

const get = <T>(who: string, url: string) => t.call(who, 'GET', url).then((r) => ({ status: r.statusCode, body: r.json<T>() }));

describe('sales', () => {
  it('adds up one market in its own currency, credit notes negative, months January first', async () => {
    const { status, body } = await get<InsightSalesResponse>(SALES, `/api/staff/insight/sales?year=${YEAR}&market=no`);
    expect(status).toBe(200);
    expect(body).toEqual({
      currency: 'NOK',
      months: zeroMonths({ '2012-03': { netSales: 11_000, units: 1 }, '2012-05': { netSales: 800, units: 0 } }),
    });
  });

  it("answers a dealer's months in its currency, and a brand's share", async () => {
    expect((await get<InsightSalesResponse>(SALES, `/api/staff/insight/sales?year=${YEAR}&customerNumber=${FI}`)).body).toEqual({
      currency: 'EUR',
      months: zeroMonths({ '2012-03': { netSales: 1_500, units: 1 } }),
    });
    // NF: the stoves and the glass, not the GH accessory.
    expect((await get<InsightSalesResponse>(SALES, `/api/staff/insight/sales?year=${YEAR}&customerNumber=${NO}&brand=nf`)).body).toEqual({
      currency: 'NOK',
      months: zeroMonths({ '2012-03': { netSales: 10_000, units: 1 }, '2012-05': { netSales: 800, units: 0 } }),
    });
  });

  it('converts across markets at the month’s rate, a rate holding until the next, and refuses a total without one', async () => {
    const missing = await t.call(SALES, 'GET', `/api/staff/insight/sales?year=${YEAR}`);
    expect(missing.statusCode).toBe(409);
    expect(missing.json()).toMatchObject({ code: 'RATE_MISSING' });

    const set = await t.call(SALES, 'PUT', '/api/staff/insight/rates', { month: '2012-03', currency: 'NOK', rate: 0.1 });
    expect(set.json()).toEqual({ month: '2012-03', currency: 'NOK', rate: 0.1 });
    // March: 11,000 NOK × 0.1 + 1,500 EUR; May: 800 NOK at March's rate.
    expect((await get<InsightSalesResponse>(SALES, `/api/staff/insight/sales?year=${YEAR}`)).body).toEqual({
      currency: 'EUR',
      months: zeroMonths({ '2012-03': { netSales: 2_600, units: 2 }, '2012-05': { netSales: 80, units: 0 } }),
    });

    await t.call(SALES, 'PUT', '/api/staff/insight/rates', { month: '2012-05', currency: 'NOK', rate: 0.12 });
    await t.call(SALES, 'PUT', '/api/staff/insight/rates', { month: '2012-05', currency: 'NOK', rate: 0.125 });
    const may = (await get<InsightSalesResponse>(SALES, `/api/staff/insight/sales?year=${YEAR}`)).body.months[4];
    expect(may).toEqual({ month: '2012-05', netSales: 100, units: 0 });

    expect((await get(SALES, `/api/staff/insight/rates?year=${YEAR}`)).body).toEqual({
      base: 'EUR',
      rates: [
        { month: '2012-03', currency: 'NOK', rate: 0.1 },
        { month: '2012-05', currency: 'NOK', rate: 0.125 },
      ],
    });
    // The next year opens with the rate that still holds.
    expect((await get(SALES, `/api/staff/insight/rates?year=${YEAR + 1}`)).body).toEqual({
      base: 'EUR',
      rates: [{ month: '2012-05', currency: 'NOK', rate: 0.125 }],
    });
    const audit = await auditRows(t, 'NOK-EUR-2012-05', 'insight.rate');
    expect(audit.map((a) => [a.before, a.after])).toEqual([
      [null, { rate: 0.12, base: 'EUR' }],
      [{ rate: 0.12 }, { rate: 0.125, base: 'EUR' }],
    ]);
  });

  it("adds up to the dealer's own totalRevenueYTD, a credit note of today included", async () => {
    const today = todayInMarket('se', new Date());
    await invoice('9900010', '10001', '990010-CN', today, [
      { item: 'IT-STOVE-1', qty: -1, amount: -1234.56 },
      { item: 'IT-ACC-1', qty: 2, amount: 99.9 },
    ]);
    const year = Number(today.slice(0, 4));
    const insight = (await get<InsightSalesResponse>(SALES, `/api/staff/insight/sales?year=${year}&customerNumber=10001`)).body;
    const own = (await t.call(ERIK, 'GET', '/api/financial/totalRevenueYTD')).json();
    const sum = (key: 'netSales' | 'units') => Math.round(insight.months.reduce((s, m) => s + m[key], 0) * 100) / 100;
    expect(insight.currency).toBe(own.Currency);
    expect(own.AmountsYTD.AmountYTD).not.toBe(0);
    expect(sum('netSales')).toBe(own.AmountsYTD.AmountYTD);
    expect(sum('units')).toBe(own.AmountsYTD.NumberOfUnitsYTD);
    expect(insight.months.map((m) => m.netSales)).toEqual(own.AmountsMTD.map((m: { AmountMTD: number }) => m.AmountMTD));
  });

  it('answers 404 for a dealer or brand that does not exist, 400 for a year that is not one', async () => {
    expect((await t.call(SALES, 'GET', '/api/staff/insight/sales?customerNumber=NOPE')).statusCode).toBe(404);
    expect((await t.call(SALES, 'GET', '/api/staff/insight/sales?brand=XX')).statusCode).toBe(404);
    expect((await t.call(SALES, 'GET', '/api/staff/insight/sales?year=twenty')).json()).toMatchObject({ statusCode: 400, field: 'year' });
    expect((await t.call(SALES, 'PUT', '/api/staff/insight/rates', { month: '2012-13', currency: 'NOK', rate: 1 })).statusCode).toBe(400);
    expect((await t.call(SALES, 'PUT', '/api/staff/insight/rates', { month: '2012-01', currency: 'NOK', rate: -1 })).statusCode).toBe(400);
    expect((await t.call(SALES, 'PUT', '/api/staff/insight/rates', { month: '2012-01', currency: 'USD', rate: 1 })).statusCode).toBe(400);
  });
});

describe('quality', () => {
  const quality = async (groupBy: string) =>
    (await get<InsightQualityResponse>(SERVICE, `/api/staff/insight/quality?groupBy=${groupBy}&from=${YEAR}-01-01&to=${YEAR}-12-31`)).body;

  it('counts complaints per 100 stoves of a series, once per complaint', async () => {
    // Stoves of the series: 2 − 1 (credit note) + 1 = 2; two complaints name it (one with its glass too).
    expect(await quality('series')).toEqual({
      from: '2012-01-01',
      to: '2012-12-31',
      rows: [{ key: 'Testserie', unitsSold: 2, complaints: 2, per100: 100 }],
    });
  });

  it('per article: its own units sold', async () => {
    expect((await quality('product')).rows).toEqual([
      { key: 'IT-ACC-1', unitsSold: 5, complaints: 1, per100: 20 },
      { key: 'IT-GLASS-1', unitsSold: 4, complaints: 1, per100: 25 },
      { key: 'IT-STOVE-1', unitsSold: 2, complaints: 2, per100: 100 },
    ]);
  });

  it("per production batch: the serial number's production number", async () => {
    expect((await quality('batch')).rows).toEqual([
      { key: 'P1299001', unitsSold: 2, complaints: 1, per100: 50 },
      { key: 'P1299002', unitsSold: 1, complaints: 1, per100: 100 },
    ]);
  });

  it('counts a serial-numbered unit once however many invoices its order has', async () => {
    // A second invoice of the Finnish order (a later shipment's, or one the ERP recorded).
    await invoice('9900005', FI, '990004', '2012-03-25', [{ item: 'IT-ACC-1', qty: 1, amount: 100 }]);
    try {
      expect((await quality('batch')).rows).toEqual([
        { key: 'P1299001', unitsSold: 2, complaints: 1, per100: 50 },
        { key: 'P1299002', unitsSold: 1, complaints: 1, per100: 100 },
      ]);
    } finally {
      await t.database.db.deleteFrom('invoice').where('invoice_number', '=', '9900005').execute();
    }
  });

  it('per complaint type, against every stove sold', async () => {
    expect((await quality('type')).rows).toEqual([
      { key: 'other-faults', unitsSold: 2, complaints: 2, per100: 100 },
      { key: 'transport-damage', unitsSold: 2, complaints: 1, per100: 50 },
    ]);
  });

  it('takes the period by the day a complaint was made and the day a line was invoiced', async () => {
    const march = (await get<InsightQualityResponse>(SERVICE, '/api/staff/insight/quality?groupBy=product&from=2012-03-01&to=2012-03-31'))
      .body;
    expect(march.rows).toEqual([
      { key: 'IT-ACC-1', unitsSold: 5, complaints: 0, per100: 0 },
      { key: 'IT-STOVE-1', unitsSold: 2, complaints: 1, per100: 50 },
    ]);
    const december = (await get<InsightQualityResponse>(SERVICE, '/api/staff/insight/quality?groupBy=type&from=2012-12-31&to=2012-12-31'))
      .body;
    expect(december.rows).toEqual([{ key: 'other-faults', unitsSold: 0, complaints: 1, per100: null }]);
  });

  it('links a batch to the complaints behind it', async () => {
    const list = await t.call(SERVICE, 'GET', `/api/staff/complaints?batch=P1299001&from=${YEAR}-01-01&to=${YEAR}-12-31`);
    expect(list.json().items.map((c: { serialNumber: string }) => c.serialNumber)).toEqual(['1990000001']);
    const series = await t.call(SERVICE, 'GET', `/api/staff/complaints?series=Testserie&from=${YEAR}-01-01&to=${YEAR}-12-31`);
    expect(series.json().total).toBe(2);
  });

  it('refuses a group it does not know and a period that ends before it starts', async () => {
    expect((await t.call(SERVICE, 'GET', '/api/staff/insight/quality?groupBy=colour')).json()).toMatchObject({
      statusCode: 400,
      field: 'groupBy',
    });
    expect((await t.call(SERVICE, 'GET', '/api/staff/insight/quality?from=2012-05-01&to=2012-04-01')).json()).toMatchObject({
      statusCode: 400,
      field: 'to',
    });
  });
});

describe('delivery', () => {
  const week = (d: InsightDeliveryResponse, w: string) => d.weeks.find((x) => x.week === w);
  const empty = {
    received: 0,
    confirmedInTime: 0,
    confirmedInTimePercent: null,
    cancelled: 0,
    dispatched: 0,
    punctual: 0,
    punctualityPercent: null,
    averageDaysToDispatch: null,
    backlog: 0,
  };

  it('counts a market per ISO week: received, confirmed in time, cancelled, punctual, days to dispatch, backlog', async () => {
    const { status, body } = await get<InsightDeliveryResponse>(SALES, `/api/staff/insight/delivery?year=${YEAR}&market=no`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ year: YEAR, punctualityPercent: 50, confirmWorkingDays: 2, averageDaysToDispatch: 12 });
    expect(body.weeks).toHaveLength(52);
    expect(body.weeks[0]).toMatchObject({ week: '2012-W01', from: '2012-01-02', to: '2012-01-08' });
    expect(week(body, '2012-W10')).toEqual({
      week: '2012-W10',
      from: '2012-03-05',
      to: '2012-03-11',
      ...empty,
      received: 4,
      confirmedInTime: 2,
      confirmedInTimePercent: 50,
      cancelled: 1,
    });
    expect(week(body, '2012-W11')).toEqual({
      week: '2012-W11',
      from: '2012-03-12',
      to: '2012-03-18',
      ...empty,
      dispatched: 1,
      punctual: 1,
      punctualityPercent: 100,
      averageDaysToDispatch: 9,
    });
    expect(week(body, '2012-W12')).toEqual({
      week: '2012-W12',
      from: '2012-03-19',
      to: '2012-03-25',
      ...empty,
      dispatched: 1,
      punctual: 0,
      punctualityPercent: 0,
      averageDaysToDispatch: 15,
      backlog: 1,
    });
    expect(
      body.weeks
        .filter((w) => !['2012-W10', '2012-W11', '2012-W12'].includes(w.week))
        .every((w) => w.received + w.dispatched + w.backlog === 0),
    ).toBe(true);
  });

  it('counts the cancelled orders per reason as typed and trimmed, those without one as null, per market', async () => {
    // 2011, apart from the other figures: in Norway two cancelled as ordered twice (one typed with spaces), one
    // as the wrong stove, one by the dealer (no reason), one not cancelled; in Finland one as the wrong stove.
    await order({ number: '990101', customer: NO, status: 90, date: '2011-02-07', reason: 'Ordered twice' });
    await order({ number: '990102', customer: NO, status: 90, date: '2011-05-10', reason: '  Ordered twice ' });
    await order({ number: '990103', customer: NO, status: 90, date: '2011-05-11', reason: 'Wrong stove' });
    await order({ number: '990104', customer: NO, status: 90, date: '2011-09-01', reason: null });
    await order({ number: '990105', customer: NO, status: 10, date: '2011-09-02' });
    await order({ number: '990106', customer: FI, status: 90, date: '2011-09-05', reason: 'Wrong stove' });

    const no = await get<InsightDeliveryResponse>(SALES, `/api/staff/insight/delivery?year=2011&market=no`);
    expect(no.status).toBe(200);
    expect(no.body.cancellations).toEqual([
      { reason: 'Ordered twice', count: 2 },
      { reason: 'Wrong stove', count: 1 },
      { reason: null, count: 1 },
    ]);
    // The reasons add up to the weeks' cancelled orders.
    expect(no.body.weeks.reduce((n, w) => n + w.cancelled, 0)).toBe(4);

    const all = await get<InsightDeliveryResponse>(SERVICE, `/api/staff/insight/delivery?year=2011`);
    expect(all.body.cancellations).toEqual([
      { reason: 'Ordered twice', count: 2 },
      { reason: 'Wrong stove', count: 2 },
      { reason: null, count: 1 },
    ]);
    const fi = await get<InsightDeliveryResponse>(SERVICE, `/api/staff/insight/delivery?year=2011&market=fi`);
    expect(fi.body.cancellations).toEqual([{ reason: 'Wrong stove', count: 1 }]);
    // 2012's one cancellation, in Norway.
    const other = await get<InsightDeliveryResponse>(SERVICE, `/api/staff/insight/delivery?year=${YEAR}&market=fi`);
    expect(other.body.cancellations).toEqual([]);
  });

  it('adds up every market', async () => {
    const { body } = await get<InsightDeliveryResponse>(SERVICE, `/api/staff/insight/delivery?year=${YEAR}`);
    // Dispatched: 990001 (on time, 9 days), 990005 (late, 15), 990004 (early, 4).
    expect(body).toMatchObject({ punctualityPercent: 66.7, averageDaysToDispatch: 9.3 });
    expect(week(body, '2012-W11')).toMatchObject({
      received: 1,
      confirmedInTime: 1,
      dispatched: 2,
      punctual: 2,
      averageDaysToDispatch: 6.5,
    });
  });

  it('stamps the confirmation and the dispatch when an order moves', async () => {
    await order({ number: '990008', customer: NO, status: 10, date: '2012-06-04' });
    const move = (status: number, at: string) =>
      t.database.db
        .updateTable('customer_order')
        .set({ status, status_changed_at: new Date(at) })
        .where('order_number', '=', '990008')
        .execute();
    await move(20, '2012-06-05T08:00:00Z');
    await move(30, '2012-06-06T08:00:00Z');
    await move(40, '2012-06-07T08:00:00Z');
    const row = await t.database.db
      .selectFrom('customer_order')
      .select(['confirmed_at', 'dispatched_at'])
      .where('order_number', '=', '990008')
      .executeTakeFirstOrThrow();
    expect(row.confirmed_at?.toISOString()).toBe('2012-06-05T08:00:00.000Z');
    expect(row.dispatched_at?.toISOString()).toBe('2012-06-07T08:00:00.000Z');
  });

  it('links a week to the orders behind it; a received order has no promised week to be late in', async () => {
    // A received order carrying a promise (as an import may give it) counts in neither the backlog nor its list.
    await order({ number: '990011', customer: NO, status: 10, date: '2012-03-14', promise: '2012-03-19' });
    const { body } = await get<InsightDeliveryResponse>(SERVICE, `/api/staff/insight/delivery?year=${YEAR}&market=no`);
    expect(week(body, '2012-W12')?.backlog).toBe(1);
    const weeks = async (query: string) =>
      (await t.call(SERVICE, 'GET', `/api/staff/orders?market=no&${query}`))
        .json()
        .items.map((o: { orderNumber: string }) => o.orderNumber);
    // Whole weeks by their Monday: from the first Monday on or after promisedFrom to the Sunday of promisedTo's week.
    expect(await weeks('promisedFrom=2012-03-13&promisedTo=2012-03-21')).toEqual(['990007']);
    expect(await weeks('promisedFrom=2012-03-20&promisedTo=2012-03-25')).toEqual([]);

    const received = await t.call(SERVICE, 'GET', '/api/staff/orders?market=no&from=2012-03-05&to=2012-03-11');
    expect(
      received
        .json()
        .items.map((o: { orderNumber: string }) => o.orderNumber)
        .sort(),
    ).toEqual(['990001', '990005', '990006', '990007']);
    const backlog = await t.call(SERVICE, 'GET', '/api/staff/orders?promisedFrom=2012-03-19&promisedTo=2012-03-19');
    expect(backlog.json().items.map((o: { orderNumber: string }) => o.orderNumber)).toEqual(['990007']);
    const invoices = await t.call(SERVICE, 'GET', `/api/staff/invoices?customerNumber=${NO}&from=2012-03-01&to=2012-03-31`);
    expect(invoices.json().items.map((i: { invoiceNumber: string }) => i.invoiceNumber)).toEqual(['9900002', '9900001']);
  });
});

describe('the quality alert', () => {
  const today = new Date().toISOString().slice(0, 10);
  const daysAgo = (n: number) => new Date(`${addDays(today, -n)}T00:01:00Z`);
  const series = (name: string, recent: number[], older: number[]) => async () => {
    const item = `IT-ALERT-${name}`;
    await t.database.db
      .insertInto('product')
      .values(product(item, 'stove', 'NF', `Alertserie ${name}`))
      .execute();
    for (const n of [...recent, ...older]) await complaint({ customer: NO, type: 'other-faults', at: daysAgo(n), items: [item] });
  };
  const every20 = (count: number) => Array.from({ length: count }, (_, i) => 30 + i * 20);

  beforeAll(async () => {
    // A: 3 in the 30 days, 18 in the 365 (one older than that is left out): 3/30 > 2 × 18/365 — fires.
    await series('A', [0, 10, 29], [...every20(15), 365])();
    // B: one more in the year: 3/30 < 2 × 19/365 — does not.
    await series('B', [0, 10, 29], [...every20(15), 364])();
    // C: 2 in the 30 days, below the least count of 3.
    await series('C', [1, 2], [])();
    // D: 3 in the 30 days and none before — fires.
    await series('D', [3, 4, 5], [])();
    // E: the third is 30 days ago, a day before the window: only 2 count.
    await series('E', [0, 10], [30])();
  });

  it('fires exactly for the series whose last 30 days run at more than twice their 12 months, with at least the least count', async () => {
    const { status, body } = await get<{ minComplaints: number; alerts: { series: string }[] }>(SERVICE, '/api/staff/insight/alerts');
    expect(status).toBe(200);
    expect(body.minComplaints).toBe(3);
    const ours = body.alerts.filter((a) => a.series.startsWith('Alertserie'));
    expect(ours).toEqual([
      { series: 'Alertserie A', recentComplaints: 3, yearComplaints: 18, since: addDays(today, -29) },
      { series: 'Alertserie D', recentComplaints: 3, yearComplaints: 3, since: addDays(today, -29) },
    ]);
  });

  it('links to the complaints behind it', async () => {
    const list = await t.call(
      SERVICE,
      'GET',
      `/api/staff/complaints?series=${encodeURIComponent('Alertserie A')}&from=${addDays(today, -29)}`,
    );
    expect(list.json().total).toBe(3);
  });
});

describe('access', () => {
  const calls = ['sales', 'delivery', 'quality', 'alerts', 'rates'].map((c) => `/api/staff/insight/${c}`);

  it('answers 403 to dealers on every call', async () => {
    for (const url of calls) expect((await t.call(ANNA, 'GET', url)).json(), url).toMatchObject({ statusCode: 403, code: 'STAFF_ONLY' });
    expect((await t.call(ANNA, 'PUT', calls[4]!, { month: '2012-01', currency: 'NOK', rate: 1 })).statusCode).toBe(403);
  });

  it('gives sales to sales administration, delivery and quality to customer service too, nothing to marketing', async () => {
    const status = async (who: string, url: string) => (await t.call(who, 'GET', url)).statusCode;
    expect(await status(SERVICE, calls[0]!)).toBe(403);
    expect(await status(SERVICE, calls[4]!)).toBe(403);
    expect((await t.call(SERVICE, 'PUT', calls[4]!, { month: '2012-01', currency: 'NOK', rate: 1 })).json()).toMatchObject({
      code: 'STAFF_ROLE_REQUIRED',
    });
    for (const url of calls.slice(1, 4)) {
      expect(await status(SERVICE, url), url).toBe(200);
      expect(await status(SALES, url), url).toBe(200);
    }
    for (const url of calls) {
      expect((await t.call(MARKETING, 'GET', url)).json(), url).toMatchObject({ statusCode: 403, code: 'STAFF_ROLE_REQUIRED' });
      expect(await status(BACKOFFICE_ADMIN, url), url).not.toBe(403);
    }
  });
});
