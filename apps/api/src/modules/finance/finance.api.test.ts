import { describe, expect, it } from 'vitest';
import type { GetTotalRevenueByBrandResponse, GetTotalRevenueYTDResponse } from '@portal/contracts';
import { today, type Country } from '../../platform/calendar/delivery-calendar.js';
import { useTestApp } from '../../test/use-test-app.js';
import { JONAS, LENA, ERIK, ANNA } from '../../test/demo-users.js';

const t = useTestApp();

/**
 * The figures worked out here from the stored invoice lines, line by line in whole cents,
 * without the API's code: the year to date, the same period last year and the twelve months.
 */
async function expectedFigures(customerNumber: string, country: Country, brand?: string) {
  let query = t.database.db
    .selectFrom('invoice_line')
    .innerJoin('invoice', 'invoice.invoice_number', 'invoice_line.invoice_number')
    .leftJoin('product', 'product.item_number', 'invoice_line.item_number')
    .select(['invoice.invoice_date', 'invoice_line.net_sales_amt', 'invoice_line.quantity', 'product.kind'])
    .where('invoice.customer_number', '=', customerNumber);
  if (brand) query = query.where('product.brand', '=', brand);
  const lines = await query.execute();

  const now = today(country);
  const year = Number(now.slice(0, 4));
  const sameDay = `${year - 1}-${now.slice(5) === '02-29' ? '02-28' : now.slice(5)}`;
  const month = (d: string) => Number(d.slice(5, 7));
  const cents = (n: number) => Math.round(n * 100);
  const sum = { ytd: 0, compare: 0, units: 0, unitsCompare: 0 };
  const months = Array.from({ length: 12 }, () => ({ now: 0, before: 0 }));
  for (const l of lines) {
    const d = l.invoice_date;
    const stoves = l.kind === 'stove' ? l.quantity : 0;
    if (d >= `${year}-01-01` && d <= now) {
      sum.ytd += cents(l.net_sales_amt);
      sum.units += stoves;
      months[month(d) - 1]!.now += cents(l.net_sales_amt);
    }
    if (d >= `${year - 1}-01-01` && d <= sameDay) {
      sum.compare += cents(l.net_sales_amt);
      sum.unitsCompare += stoves;
    }
    const lastYearsMonth = d.startsWith(`${year - 1}-`) && (month(d) !== month(now) || d <= sameDay);
    if (lastYearsMonth) months[month(d) - 1]!.before += cents(l.net_sales_amt);
  }
  return {
    AmountsYTD: {
      AmountYTD: sum.ytd / 100,
      CompareYTD: sum.compare / 100,
      NumberOfUnitsYTD: sum.units,
      NumberOfUnitsCompare: sum.unitsCompare,
    },
    AmountsMTD: months.map((m) => ({ AmountMTD: m.now / 100, PreviousMTD: m.before / 100 })),
  };
}

const ytd = async (email: string) => {
  const res = await t.call(email, 'GET', '/api/financial/totalRevenueYTD');
  expect(res.statusCode).toBe(200);
  return res.json<GetTotalRevenueYTDResponse>();
};
const byBrand = async (email: string, brand: string) => {
  const res = await t.call(email, 'GET', `/api/financial/totalRevenueByBrand?brand=${brand}`);
  expect(res.statusCode).toBe(200);
  return res.json<GetTotalRevenueByBrandResponse>();
};

describe('access', () => {
  it('answers 403 to a reseller, whatever the token claims', async () => {
    for (const email of [LENA, ANNA]) {
      for (const url of ['/api/financial/totalRevenueYTD', '/api/financial/totalRevenueByBrand?brand=NF']) {
        const res = await t.app.inject({
          method: 'GET',
          url,
          headers: { authorization: `Bearer ${await t.tokenFor(email, { Roles: 'Portal Admin,Reseller' })}` },
        });
        expect(res.statusCode, `${email} ${url}`).toBe(403);
        expect(res.json()).toMatchObject({ code: 'ADMIN_REQUIRED' });
      }
    }
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/financial/totalRevenueYTD' })).statusCode).toBe(401);
  });
});

describe('totalRevenueYTD', () => {
  it('gives the figures of the seeded invoices, this year against the same period last year', async () => {
    const figures = await ytd(JONAS);
    const expected = await expectedFigures('30001', 'de');
    expect(figures.Currency).toBe('EUR');
    expect(figures.AmountsYTD.AmountYTD).toBeCloseTo(expected.AmountsYTD.AmountYTD, 2);
    expect(figures.AmountsYTD.CompareYTD).toBeCloseTo(expected.AmountsYTD.CompareYTD, 2);
    expect(figures.AmountsYTD.NumberOfUnitsYTD).toBe(expected.AmountsYTD.NumberOfUnitsYTD);
    expect(figures.AmountsYTD.NumberOfUnitsCompare).toBe(expected.AmountsYTD.NumberOfUnitsCompare);
    expect(figures.AmountsMTD).toHaveLength(12);
    figures.AmountsMTD.forEach((m, i) => {
      expect(m.AmountMTD, `month ${i + 1}`).toBeCloseTo(expected.AmountsMTD[i]!.AmountMTD, 2);
      expect(m.PreviousMTD, `month ${i + 1} last year`).toBeCloseTo(expected.AmountsMTD[i]!.PreviousMTD, 2);
    });
  });

  it('has figures that mean something: sales this year, and last year in every month but perhaps the current', async () => {
    const figures = await ytd(JONAS);
    expect(figures.AmountsYTD.AmountYTD).toBeGreaterThan(0);
    expect(figures.AmountsMTD.filter((m) => m.PreviousMTD > 0).length).toBeGreaterThanOrEqual(11);
    const month = Number(today('de').slice(5, 7));
    expect(figures.AmountsMTD.slice(month).every((m) => m.AmountMTD === 0)).toBe(true);
    const monthly = figures.AmountsMTD.reduce((s, m) => s + m.AmountMTD, 0);
    expect(monthly).toBeCloseTo(figures.AmountsYTD.AmountYTD, 2);
    const previous = figures.AmountsMTD.slice(0, month).reduce((s, m) => s + m.PreviousMTD, 0);
    expect(previous).toBeCloseTo(figures.AmountsYTD.CompareYTD, 2);
  });

  it('gives each customer its own figures in its own currency', async () => {
    const se = await ytd(ERIK);
    expect(se.Currency).toBe('SEK');
    const expected = await expectedFigures('10001', 'se');
    expect(se.AmountsYTD.AmountYTD).toBeCloseTo(expected.AmountsYTD.AmountYTD, 2);
    expect(se.AmountsYTD.AmountYTD).not.toBeCloseTo((await ytd(JONAS)).AmountsYTD.AmountYTD, 2);
  });

  it('follows the invoices in the database, not constants', async () => {
    const before = await ytd(JONAS);
    const stove = await t.database.db
      .selectFrom('product')
      .select(['item_number', 'description'])
      .where('kind', '=', 'stove')
      .where('brand', '=', 'GH')
      .executeTakeFirstOrThrow();
    const day = today('de');
    await t.database.db
      .insertInto('invoice')
      .values({
        invoice_number: '999999001',
        customer_number: '30001',
        order_number: '999999001',
        order_mark: null,
        invoice_date: day,
        due_date: day,
        currency: 'EUR',
        net_total: 1000,
        freight: 0,
        vat: 250,
        total: 1250,
        paid_date: null,
      })
      .execute();
    await t.database.db
      .insertInto('invoice_line')
      .values({
        invoice_number: '999999001',
        line_sequence: 1,
        item_number: stove.item_number,
        description: stove.description,
        quantity: 2,
        price: 500,
        discount: 0,
        net_sales_amt: 1000,
      })
      .execute();
    try {
      const after = await ytd(JONAS);
      expect(after.AmountsYTD.AmountYTD).toBeCloseTo(before.AmountsYTD.AmountYTD + 1000, 2);
      expect(after.AmountsYTD.NumberOfUnitsYTD).toBe(before.AmountsYTD.NumberOfUnitsYTD + 2);
      const month = Number(day.slice(5, 7)) - 1;
      expect(after.AmountsMTD[month]!.AmountMTD).toBeCloseTo(before.AmountsMTD[month]!.AmountMTD + 1000, 2);
      expect((await byBrand(JONAS, 'GH')).AmountYTD).toBeGreaterThanOrEqual(1000);
    } finally {
      await t.database.db.deleteFrom('invoice').where('invoice_number', '=', '999999001').execute();
    }
  });
});

describe('totalRevenueByBrand', () => {
  it('gives each brand its share, and the two brands add up to the whole', async () => {
    const total = await ytd(JONAS);
    const nf = await byBrand(JONAS, 'NF');
    const gh = await byBrand(JONAS, 'GH');
    for (const [brand, figures] of [
      ['NF', nf],
      ['GH', gh],
    ] as const) {
      const expected = await expectedFigures('30001', 'de', brand);
      expect(figures).toMatchObject({ Currency: 'EUR' });
      expect(figures.AmountYTD, brand).toBeCloseTo(expected.AmountsYTD.AmountYTD, 2);
      expect(figures.CompareYTD, brand).toBeCloseTo(expected.AmountsYTD.CompareYTD, 2);
      expect(figures.CompareYTD + figures.AmountYTD, brand).toBeGreaterThan(0);
    }
    // Every catalogue product belongs to one of the two brands.
    expect(nf.AmountYTD + gh.AmountYTD).toBeCloseTo(total.AmountsYTD.AmountYTD, 2);
    expect(nf.CompareYTD + gh.CompareYTD).toBeCloseTo(total.AmountsYTD.CompareYTD, 2);
  });

  it('reads the brand code in any case', async () => {
    expect(await byBrand(JONAS, 'nf')).toEqual(await byBrand(JONAS, 'NF'));
  });

  it('answers 404 for a brand the catalogue does not have, and 400 without one', async () => {
    expect((await t.call(JONAS, 'GET', '/api/financial/totalRevenueByBrand?brand=XX')).statusCode).toBe(404);
    expect((await t.call(JONAS, 'GET', '/api/financial/totalRevenueByBrand?brand=')).statusCode).toBe(400);
  });
});
