import { sql, type Kysely } from 'kysely';
import { ORDER_STATUS } from '@portal/contracts/order';
import type { DB } from '../../platform/db/schema.js';
import type { DailySales } from './finance-figures.js';
import { rowsAsJson } from '../../platform/db/json-rows.js';

export function createFinanceRepository(db: Kysely<DB>) {
  return {
    /**
     * Invoiced net sales (lines, without freight and VAT) and stoves per invoice day of
     * one customer between two dates, optionally of one brand; one JSON document, as the
     * order lists do, since a dashboard reads a year or two of days. The days are kept
     * as lines are invoiced (migration 0033), so a read is one index range of the customer.
     */
    dailySales: async (customerNumber: string, from: string, to: string, brand?: string): Promise<DailySales[]> => {
      const days =
        brand === undefined
          ? sql`SELECT day, amount, units FROM sales_day
                 WHERE customer_number = ${customerNumber} AND day BETWEEN ${from}::date AND ${to}::date`
          : sql`SELECT day, amount, units FROM brand_sales_day
                 WHERE customer_number = ${customerNumber} AND brand = ${brand} AND day BETWEEN ${from}::date AND ${to}::date`;
      return rowsAsJson<DailySales>(db, days, sql`t.day`);
    },

    /** What sales administration set of the dealer's credit, with its market and currency; undefined for no such dealer. */
    creditTerms: (customerNumber: string) =>
      db
        .selectFrom('customer')
        .select(['market', 'currency', 'credit_limit', 'payment_terms_days', 'block_when_overdue_days'])
        .where('customer_number', '=', customerNumber)
        .executeTakeFirst(),

    /**
     * The dealer's unpaid invoices: all of them, those past their due date (`today`), the oldest due
     * date, and how many are past due before `blockingBefore` (those that hold new orders).
     */
    unpaidInvoices: async (customerNumber: string, today: string, blockingBefore: string | null) => {
      const row = await db
        .selectFrom('invoice')
        .select([
          sql<number>`COALESCE(SUM(total), 0)::float8`.as('unpaid'),
          sql<number>`COUNT(*) FILTER (WHERE due_date < ${today})::int`.as('overdue_count'),
          sql<number>`COALESCE(SUM(total) FILTER (WHERE due_date < ${today}), 0)::float8`.as('overdue_amount'),
          sql<string | null>`to_char(MIN(due_date) FILTER (WHERE due_date < ${today}), 'YYYY-MM-DD')`.as('oldest_due_date'),
          sql<number>`COUNT(*) FILTER (WHERE due_date < ${blockingBefore ?? today} AND ${blockingBefore !== null})::int`.as('blocking'),
        ])
        .where('customer_number', '=', customerNumber)
        .where('paid_date', 'is', null)
        .executeTakeFirstOrThrow();
      return row;
    },

    /**
     * The dealer's orders that will be invoiced and are not yet: their lines and freight, summed.
     * An order waiting for the dealer's approval or on credit hold is no commitment yet; a cancelled one never.
     */
    uninvoicedOrders: async (customerNumber: string) =>
      db
        .selectFrom('customer_order as o')
        .select([
          sql<number>`COALESCE(SUM(o.order_value), 0)::float8`.as('lines'),
          sql<number>`COALESCE(SUM(o.freight), 0)::float8`.as('freight'),
        ])
        .where('o.customer_number', '=', customerNumber)
        .where('o.status', '>=', ORDER_STATUS.received)
        .where('o.status', '!=', ORDER_STATUS.cancelled)
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom('invoice as i').select('i.invoice_number').whereRef('i.order_number', '=', 'o.order_number'))),
        )
        .executeTakeFirstOrThrow(),

    brandExists: async (brand: string) =>
      Boolean(await db.selectFrom('product').select('item_number').where('brand', '=', brand).limit(1).executeTakeFirst()),
  };
}
export type FinanceRepository = ReturnType<typeof createFinanceRepository>;
