import { sql, type Kysely } from 'kysely';
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

    brandExists: async (brand: string) =>
      Boolean(await db.selectFrom('product').select('item_number').where('brand', '=', brand).limit(1).executeTakeFirst()),
  };
}
export type FinanceRepository = ReturnType<typeof createFinanceRepository>;
