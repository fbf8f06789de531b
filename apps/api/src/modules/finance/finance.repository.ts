import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import type { DailySales } from './finance-figures.js';

/** What counts as a unit in the sales figures: a stove sold (accessories and parts come by the dozen). */
export const UNIT_KIND = 'stove';

export function createFinanceRepository(db: Kysely<DB>) {
  return {
    /**
     * Invoiced net sales (lines, without freight and VAT) and stoves per invoice day of
     * one customer between two dates, optionally of one brand; one JSON document, as the
     * order lists do, since a dashboard reads a year or two of days. The lines carry their
     * invoice's customer and date, so only the customer's lines in the period are read.
     */
    dailySales: async (customerNumber: string, from: string, to: string, brand?: string): Promise<DailySales[]> => {
      const result = await sql<{ rows: string }>`
        SELECT coalesce(json_agg(t ORDER BY t.day), '[]'::json)::text AS rows FROM (
          SELECT l.invoice_date AS day,
                 sum(l.net_sales_amt) AS amount,
                 coalesce(sum(l.quantity) FILTER (WHERE p.kind = ${UNIT_KIND}), 0) AS units
          FROM invoice_line l
          LEFT JOIN product p ON p.item_number = l.item_number
          WHERE l.customer_number = ${customerNumber}
            AND l.invoice_date BETWEEN ${from}::date AND ${to}::date
            ${brand === undefined ? sql`` : sql`AND p.brand = ${brand}`}
          GROUP BY l.invoice_date
        ) t`.execute(db);
      return JSON.parse(result.rows[0]?.rows ?? '[]') as DailySales[];
    },

    brandExists: async (brand: string) =>
      Boolean(await db.selectFrom('product').select('item_number').where('brand', '=', brand).limit(1).executeTakeFirst()),
  };
}
export type FinanceRepository = ReturnType<typeof createFinanceRepository>;
