import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { MARKETS, todayInMarket } from '@portal/contracts/languages';
import { ORDER_STATUS } from '@portal/contracts/order';
import type { InsightSalesBreakdownResponse } from '@portal/contracts/insight';
import type { StaffInvoiceDetail } from '@portal/contracts/staff-order';
import { isoWeekOf } from '@portal/contracts/iso-week';
import { addDays } from '../../platform/calendar/delivery-calendar.js';
import { ANNA, SALES, SERVICE } from '../../test/demo-users.js';
import { dealerAndOtherRep, insertInvoice, type CountRow, expectKeptAsCounted, sortedRows } from '../../test/insight-rows.js';
import { orderRequest, sellable } from '../../test/order-request.js';
import { useTestApp } from '../../test/use-test-app.js';

/**
 * The sales kept per market, currency, representative, article and month (migration 0088) against a fresh
 * count from the invoice lines, after each kind of change: an order billed at delivery, a credit note, an
 * invoice cancelled, a line changed, a dealer moving market, currency or representative, lines written at
 * once, and a rebuild. And the breakdowns across dealers that read them against the dealers' kept days.
 */
let clock = Date.now();
const t = useTestApp(() => ({ now: () => new Date(clock) }));

async function kept() {
  return sortedRows(
    t.database.db,
    sql<CountRow>`
    SELECT to_char(month, 'YYYY-MM') AS month, market, currency, sales_rep, item_number, amount::text AS amount,
           quantity::text AS quantity, lines
      FROM sales_month WHERE lines <> 0`,
  );
}

async function fresh() {
  return sortedRows(
    t.database.db,
    sql<CountRow>`
    SELECT to_char(l.invoice_date, 'YYYY-MM') AS month, c.market, c.currency, coalesce(c.sales_rep_id::text, '') AS sales_rep,
           l.item_number, sum(l.net_sales_amt)::numeric(16, 2)::text AS amount, sum(l.quantity)::numeric(14, 2)::text AS quantity,
           count(*)::int AS lines
      FROM invoice_line l JOIN customer c ON c.customer_number = l.customer_number
     GROUP BY 1, 2, 3, 4, 5`,
  );
}

const expectKept = (after: string) => expectKeptAsCounted(kept, fresh, after);

const breakdown = async (query: string) => {
  const res = await t.call(SALES, 'GET', `/api/staff/insight/sales/breakdown?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<InsightSalesBreakdownResponse>();
};

describe('the sales kept per market, article and month', () => {
  it('start equal to the lines the demo data holds', async () => {
    await expectKept('the seed');
  });

  it('follow invoices, credit notes, cancelled invoices and changed lines', async () => {
    // An order billed as it is delivered.
    const request = await orderRequest(t);
    const stove = await sellable(t, 'stove');
    request.cartItems.push({ id: stove.item_number, title: stove.description, image: '', price: 1, quantity: 2, type: 'product' });
    const placed = await t.call(ANNA, 'POST', '/api/order/placeOrder', request);
    expect(placed.statusCode, placed.body).toBe(200);
    const orderNumber = placed.json<{ Header: { PlaceOrderNumber: string } }>().Header.PlaceOrderNumber;
    const week = isoWeekOf(new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10));
    for (const body of [
      { status: ORDER_STATUS.confirmed, promiseWeek: week },
      { status: ORDER_STATUS.inProduction },
      { status: ORDER_STATUS.dispatched, carrier: 'DHL', trackingId: `T-${orderNumber}` },
      { status: ORDER_STATUS.delivered },
    ]) {
      const moved = await t.call(SERVICE, 'PUT', `/api/staff/orders/${orderNumber}/status`, body);
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const billed = await t.database.db.selectFrom('invoice').select('invoice_number').where('order_number', '=', orderNumber).execute();
    expect(billed.length).toBeGreaterThan(0);
    await expectKept('an order billed at delivery');

    // A credit note of one of the invoice's lines, through customer service's call.
    const invoiceNumber = billed[0]!.invoice_number;
    const detail = (await t.call(SERVICE, 'GET', `/api/staff/invoices/${invoiceNumber}`)).json<StaffInvoiceDetail>();
    const line = detail.lines[0]!;
    const note = await t.call(SERVICE, 'POST', `/api/staff/invoices/${invoiceNumber}/credit-notes`, {
      reason: 'Damaged in transport',
      lines: [{ lineNumber: line.lineNumber, quantity: 1 }],
    });
    expect(note.statusCode, note.body).toBe(200);
    await expectKept('a credit note');

    // A line changed in place, then the invoice cancelled (removed with its lines).
    const { db } = t.database;
    await db
      .updateTable('invoice_line')
      .set({ quantity: 5, net_sales_amt: 12_345.5 })
      .where('invoice_number', '=', invoiceNumber)
      .execute();
    await expectKept('a changed line');
    await db.updateTable('invoice').set({ invoice_date: '2021-02-03' }).where('invoice_number', '=', invoiceNumber).execute();
    await expectKept('an invoice moved to another month');
    await db.deleteFrom('invoice').where('credited_invoice_number', '=', invoiceNumber).execute();
    await expectKept('a cancelled credit note');
    await db.deleteFrom('invoice').where('invoice_number', '=', invoiceNumber).execute();
    await expectKept('a cancelled invoice');
  });

  it('follow a dealer moving market, currency or representative', async () => {
    const { db } = t.database;
    const { dealer, rep } = await dealerAndOtherRep(db);
    await db.updateTable('customer').set({ market: 'dk', currency: 'DKK' }).where('customer_number', '=', '10001').execute();
    await expectKept('a dealer moving market and currency');
    await db.updateTable('customer').set({ sales_rep_id: rep.id }).where('customer_number', '=', '10001').execute();
    await expectKept('another representative');
    await db.updateTable('customer').set({ sales_rep_id: null }).where('customer_number', '=', '10001').execute();
    await expectKept('no representative');
    await db
      .updateTable('customer')
      .set({ market: dealer.market, currency: dealer.currency, sales_rep_id: dealer.sales_rep_id })
      .where('customer_number', '=', '10001')
      .execute();
    await expectKept('moved back');
  });

  it('count every one of many invoices of one month written at once, and are counted again by sales_months_rebuild()', async () => {
    const { db } = t.database;
    const stove = await sellable(t, 'stove');
    await Promise.all(
      Array.from({ length: 8 }, async (_, i) => {
        const number = `88700${i}`;
        await db
          .insertInto('invoice')
          .values({
            invoice_number: number,
            customer_number: '10001',
            order_number: number,
            order_mark: null,
            invoice_date: '2022-05-0' + String(i + 1),
            due_date: '2022-06-01',
            currency: 'SEK',
            net_total: 1000,
            freight: 0,
            vat: 0,
            total: 1000,
            paid_date: null,
          })
          .execute();
        await db
          .insertInto('invoice_line')
          .values({
            invoice_number: number,
            line_sequence: 1,
            item_number: stove.item_number,
            description: 'x',
            quantity: 1,
            price: 1000 + i,
            discount: 0,
            net_sales_amt: 1000 + i,
          })
          .execute();
      }),
    );
    await expectKept('invoices written at once');
    await sql`UPDATE sales_month SET amount = amount + 1`.execute(db);
    expect(await kept()).not.toEqual(await fresh());
    await sql`SELECT sales_months_rebuild()`.execute(db);
    await expectKept('the rebuild');
  });

  it.each([5, 25])(
    "read across dealers as the dealers' kept days add up, each market cut at its today and a year before (the %ith)",
    async (dayOfMonth) => {
      // A today early in its month (the cut month's days read from the lines) and late (the days after it taken away).
      const now = new Date();
      clock = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), dayOfMonth, 12);
      const today = todayInMarket('se', new Date(clock));
      const yearAgo = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`.replace(/-02-29$/, '-02-28');
      const stove = await sellable(t, 'stove');
      const days = [today, addDays(today, 1), addDays(today, -1), yearAgo, addDays(yearAgo, 1), addDays(yearAgo, -1)];
      for (const [i, day] of days.entries()) {
        const number = `886${dayOfMonth}${i}`;
        await insertInvoice(t.database.db, { number, customerNumber: '10001', orderNumber: `O${number}`, day, currency: 'SEK' }, [
          { item: stove.item_number, qty: 1, amount: 1000 * (i + 1) },
        ]);
      }
      // Money in each market's own currency, so no rate is needed.
      for (const market of MARKETS) {
        const dealers = await breakdown(`by=dealer&market=${market}&limit=100`);
        expect(dealers.count).toBeLessThanOrEqual(100);
        const [row] = (await breakdown(`by=market&market=${market}`)).rows;
        const sum = (pick: (r: InsightSalesBreakdownResponse['rows'][number]) => number) => dealers.rows.reduce((s, r) => s + pick(r), 0);
        expect(row?.netSales ?? 0, market).toBeCloseTo(
          sum((r) => r.netSales),
          2,
        );
        expect(row?.lastYear ?? 0, market).toBeCloseTo(
          sum((r) => r.lastYear),
          2,
        );
        expect(row?.units ?? 0, market).toBeCloseTo(
          sum((r) => r.units),
          2,
        );
        expect(row?.lastYearUnits ?? 0, market).toBeCloseTo(
          sum((r) => r.lastYearUnits),
          2,
        );
      }
      clock = Date.now();
    },
  );
});
