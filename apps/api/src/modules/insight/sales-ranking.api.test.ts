import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { todayInMarket } from '@portal/contracts/languages';
import type { InsightSalesBreakdownResponse } from '@portal/contracts/insight';
import type { StaffInvoiceDetail } from '@portal/contracts/staff-order';
import { addDays } from '../../platform/calendar/delivery-calendar.js';
import { SALES, SERVICE } from '../../test/demo-users.js';
import {
  customerRow,
  dealerAndOtherRep,
  insertInvoice,
  productRow,
  type CountRow,
  expectKeptAsCounted,
  sortedRows,
} from '../../test/insight-rows.js';
import { sellable } from '../../test/order-request.js';
import { useTestApp } from '../../test/use-test-app.js';

/**
 * The sales kept per dealer (and brand) and year (migration 0090) against a fresh count from the kept days
 * they follow, after each kind of change: invoices, a credit note, a changed line, an invoice moved to another
 * year and cancelled, a product changing brand and kind, a dealer moving market, currency or representative,
 * and a rebuild. And the dealer ranking that reads them: ties in a stable order, and the dealers adding up to
 * their market with today early and late in its month.
 */
let clock = Date.now();
const t = useTestApp(() => ({ now: () => new Date(clock) }));

/** Each kept year as rows per month (a running total less the one before), the months without a day left out. */
async function kept() {
  return sortedRows(
    t.database.db,
    sql<CountRow>`
    SELECT customer_number, brand, year, month, amount::text AS amount, units::text AS units, days
      FROM (SELECT y.customer_number, y.brand, y.year, m.month::int AS month,
                   y.amounts[m.month] - coalesce(y.amounts[m.month - 1], 0) AS amount,
                   y.units[m.month] - coalesce(y.units[m.month - 1], 0) AS units,
                   y.days[m.month] - coalesce(y.days[m.month - 1], 0) AS days
              FROM sales_dealer_year y CROSS JOIN generate_series(1, 12) AS m(month)) k
     WHERE days <> 0 OR amount <> 0 OR units <> 0`,
  );
}

async function fresh() {
  return sortedRows(
    t.database.db,
    sql<CountRow>`
    SELECT customer_number, brand, extract(year FROM day)::int AS year, extract(month FROM day)::int AS month,
           sum(amount)::numeric(16, 2)::text AS amount, sum(units)::numeric(14, 2)::text AS units, count(*)::int AS days
      FROM (SELECT customer_number, '' AS brand, day, amount, units FROM sales_day
            UNION ALL SELECT customer_number, brand, day, amount, units FROM brand_sales_day) d
     GROUP BY 1, 2, 3, 4`,
  );
}

const expectKept = (after: string) => expectKeptAsCounted(kept, fresh, after);

const breakdown = async (query: string) => {
  const res = await t.call(SALES, 'GET', `/api/staff/insight/sales/breakdown?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<InsightSalesBreakdownResponse>();
};

describe('the dealer ranking', () => {
  it('puts dealers of equal sales in customer number order, however their sums add up', async () => {
    // 1,000,000.10 + 1,000,000.20 adds up to 2,000,000.2999999998 in floating point, 2,000,000.30 in one month.
    const { db } = t.database;
    const year = Number(todayInMarket('fi', new Date()).slice(0, 4)) - 1;
    await db
      .insertInto('customer')
      .values([customerRow('99871', 'fi', 'EUR', 'Split sales'), customerRow('99872', 'fi', 'EUR', 'One sale')])
      .execute();
    await db
      .insertInto('product')
      .values(productRow('TIE-STOVE', 'stove', 'NF', null))
      .execute();
    const sale = (number: string, customerNumber: string, day: string, amount: number) =>
      insertInvoice(db, { number, customerNumber, orderNumber: `O${number}`, day, currency: 'EUR' }, [
        { item: 'TIE-STOVE', qty: 1, amount },
      ]);
    await sale('9987101', '99871', `${year}-01-10`, 1_000_000.1);
    await sale('9987102', '99871', `${year}-02-10`, 1_000_000.2);
    await sale('9987201', '99872', `${year}-03-10`, 2_000_000.3);
    for (const order of ['top', 'bottom']) {
      const { rows } = await breakdown(`by=dealer&order=${order}&limit=100&market=fi&year=${year}`);
      const tied = rows.filter((r) => r.key === '99871' || r.key === '99872');
      expect(
        tied.map((r) => [r.key, r.netSales]),
        order,
      ).toEqual([
        ['99871', 2_000_000.3],
        ['99872', 2_000_000.3],
      ]);
    }
  });
});

describe('the sales kept per dealer and year', () => {
  it('start equal to the kept days of the demo data', async () => {
    await expectKept('the seed');
  });

  it('follow invoices, credit notes, changed lines and cancelled invoices', async () => {
    const { db } = t.database;
    const stove = await sellable(t, 'stove');
    const today = todayInMarket('se', new Date());
    await insertInvoice(db, { number: '9986001', customerNumber: '10001', orderNumber: 'O9986001', day: today, currency: 'SEK' }, [
      { item: stove.item_number, qty: 2, amount: 20_000 },
      { item: 'NOT-IN-CATALOGUE', qty: 1, amount: 99.5 },
    ]);
    await expectKept('an invoice');
    const detail = (await t.call(SERVICE, 'GET', '/api/staff/invoices/9986001')).json<StaffInvoiceDetail>();
    const note = await t.call(SERVICE, 'POST', '/api/staff/invoices/9986001/credit-notes', {
      reason: 'Damaged in transport',
      lines: [{ lineNumber: detail.lines[0]!.lineNumber, quantity: 1 }],
    });
    expect(note.statusCode, note.body).toBe(200);
    await expectKept('a credit note');
    await db.updateTable('invoice_line').set({ quantity: 5, net_sales_amt: 12_345.5 }).where('invoice_number', '=', '9986001').execute();
    await expectKept('a changed line');
    await db.updateTable('invoice').set({ invoice_date: '2021-02-03' }).where('invoice_number', '=', '9986001').execute();
    await expectKept('an invoice moved to another year');
    await db.deleteFrom('invoice').where('credited_invoice_number', '=', '9986001').execute();
    await db.deleteFrom('invoice').where('invoice_number', '=', '9986001').execute();
    await expectKept('a cancelled credit note and invoice');
  });

  it('follow a product changing brand and kind, and count every one of many invoices written at once', async () => {
    const { db } = t.database;
    const stove = await sellable(t, 'stove');
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        insertInvoice(
          db,
          { number: `998610${i}`, customerNumber: '10001', orderNumber: `O998610${i}`, day: `2022-05-0${i + 1}`, currency: 'SEK' },
          [{ item: stove.item_number, qty: 1, amount: 1000 + i }],
        ),
      ),
    );
    await expectKept('invoices written at once');
    const product = await db
      .selectFrom('product')
      .select(['brand', 'kind'])
      .where('item_number', '=', stove.item_number)
      .executeTakeFirstOrThrow();
    await db.updateTable('product').set({ brand: 'ZZ', kind: 'accessory' }).where('item_number', '=', stove.item_number).execute();
    await expectKept('a product changing brand and kind');
    await db.updateTable('product').set(product).where('item_number', '=', stove.item_number).execute();
    await expectKept('the product changed back');
  });

  it('move nothing when a dealer moves market, currency or representative, whose ranking then follows it', async () => {
    const { db } = t.database;
    const { dealer, rep } = await dealerAndOtherRep(db);
    const before = await kept();
    await db
      .updateTable('customer')
      .set({ market: 'dk', currency: 'DKK', sales_rep_id: rep.id })
      .where('customer_number', '=', '10001')
      .execute();
    expect(await kept()).toEqual(before);
    await expectKept('a dealer moving');
    const ranked = await breakdown(`by=dealer&market=dk&salesRep=${rep.id}&limit=100`);
    const own = await breakdown('by=dealer&customerNumber=10001');
    expect(ranked.rows.find((r) => r.key === '10001')).toEqual(own.rows[0]);
    await db
      .updateTable('customer')
      .set({ market: dealer.market, currency: dealer.currency, sales_rep_id: dealer.sales_rep_id })
      .where('customer_number', '=', '10001')
      .execute();
    expect((await breakdown('by=dealer&market=dk&limit=100')).rows.some((r) => r.key === '10001')).toBe(false);
  });

  it('are counted again by sales_dealer_years_rebuild()', async () => {
    const { db } = t.database;
    await sql`UPDATE sales_dealer_year SET amounts[3] = amounts[3] + 1, amounts[4] = amounts[4] + 1`.execute(db);
    expect(await kept()).not.toEqual(await fresh());
    await sql`SELECT sales_dealer_years_rebuild()`.execute(db);
    await expectKept('the rebuild');
  });

  it.each([5, 25])('rank a dealer as its own figures count it, today the %ith of its month', async (dayOfMonth) => {
    // Early in the month the cut month's days are added, late the days after the cut taken away.
    const now = new Date();
    clock = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), dayOfMonth, 12);
    const today = todayInMarket('se', new Date(clock));
    const yearAgo = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`.replace(/-02-29$/, '-02-28');
    const stove = await sellable(t, 'stove');
    const days = [today, addDays(today, 1), addDays(today, -1), yearAgo, addDays(yearAgo, 1), addDays(yearAgo, -3)];
    for (const [i, day] of days.entries()) {
      const number = `9987${dayOfMonth}${i}`;
      await insertInvoice(t.database.db, { number, customerNumber: '10001', orderNumber: `O${number}`, day, currency: 'SEK' }, [
        { item: stove.item_number, qty: 1, amount: 1000 * (i + 1) },
      ]);
    }
    for (const brand of ['', '&brand=NF']) {
      const ranked = await breakdown(`by=dealer&market=se&limit=100${brand}`);
      const own = await breakdown(`by=dealer&customerNumber=10001${brand}`);
      expect(
        ranked.rows.find((r) => r.key === '10001'),
        brand,
      ).toEqual(own.rows[0]);
    }
    clock = Date.now();
  });
});
