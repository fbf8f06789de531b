import type { Insertable, Kysely, RawBuilder } from 'kysely';
import { expect } from 'vitest';
import type { DB } from '../platform/db/schema.js';

/** The rows the insight tests write by hand: a dealer, and an order header with only what the figures read. */

export const customerRow = (number: string, market: string, currency: string, name: string): Insertable<DB['customer']> => ({
  customer_number: number,
  name,
  common_name: null,
  market,
  currency,
  country: market.toUpperCase(),
  phone: null,
  email: null,
  website: null,
  postal_line1: null,
  postal_postalcode: null,
  postal_city: null,
  visiting_line1: null,
  visiting_postalcode: null,
  visiting_city: null,
  sales_rep_id: null,
  price_list_id: null,
  vat_number: null,
});

export const orderRow = (
  o: { number: string; customer: string; status: number; date: string; currency: string },
  more: Partial<Insertable<DB['customer_order']>> = {},
): Insertable<DB['customer_order']> => ({
  order_number: o.number,
  customer_number: o.customer,
  contact_id: null,
  status: o.status,
  order_date: o.date,
  order_mark: null,
  customer_po: null,
  reference_no: null,
  message: null,
  delivery_type: ' ',
  requested_date: null,
  promise_date: null,
  tracking_id: null,
  tracking_url: null,
  currency: o.currency,
  freight: 0,
  order_value: 0,
  ship_name: null,
  ship_address1: null,
  ship_address2: null,
  ship_address3: null,
  ship_city: null,
  ship_postalcode: null,
  ship_country: null,
  notification_phone: null,
  idempotency_key: null,
  ...more,
});

/** A catalogue article with only what the figures read: its kind, brand and series. */
export const productRow = (
  item: string,
  kind: 'stove' | 'accessory' | 'spare_part',
  brand: string,
  series: string | null,
  description = item,
): Insertable<DB['product']> => ({
  item_number: item,
  description,
  long_text: null,
  kind,
  brand,
  model_series: series,
  image_url: null,
  weight_kg: 1,
  lead_time_days: 5,
  require_serial: kind === 'stove',
  sellable: false,
});

/** An invoice (a credit note with negative lines) and its lines, net without freight and VAT. */
export async function insertInvoice(
  db: Kysely<DB>,
  i: { number: string; customerNumber: string; orderNumber: string; day: string; currency: string },
  lines: readonly { item: string; qty: number; amount: number }[],
) {
  const net = lines.reduce((s, l) => s + l.amount, 0);
  await db
    .insertInto('invoice')
    .values({
      invoice_number: i.number,
      customer_number: i.customerNumber,
      order_number: i.orderNumber,
      order_mark: null,
      invoice_date: i.day,
      due_date: i.day,
      currency: i.currency,
      net_total: net,
      freight: 0,
      vat: 0,
      total: net,
      paid_date: null,
    })
    .execute();
  await db
    .insertInto('invoice_line')
    .values(
      lines.map((l, n) => ({
        invoice_number: i.number,
        line_sequence: n + 1,
        item_number: l.item,
        description: l.item,
        quantity: l.qty,
        price: l.amount / l.qty,
        discount: 0,
        net_sales_amt: l.amount,
      })),
    )
    .execute();
}

/** A kept or freshly counted row of the kept-figures tests. */
export type CountRow = Record<string, string | number | boolean>;

/** The rows a query answers, each as JSON text, in one order: kept and fresh compare whatever order each came in. */
export const sortedRows = async (db: Kysely<DB>, query: RawBuilder<CountRow>) =>
  (await query.execute(db)).rows.map((r) => JSON.stringify(r)).sort();

/** The kept rows equal a fresh count after `after`, and the fresh count is not empty (a test that compares nothing fails). */
export async function expectKeptAsCounted(kept: () => Promise<string[]>, fresh: () => Promise<string[]>, after: string) {
  const counted = await fresh();
  expect(counted.length, after).toBeGreaterThan(0);
  expect(await kept(), after).toEqual(counted);
}

/** The demo dealer 10001 as it is, and a sales representative other than its own (the kept figures' move tests). */
export async function dealerAndOtherRep(db: Kysely<DB>) {
  const dealer = await db.selectFrom('customer').selectAll().where('customer_number', '=', '10001').executeTakeFirstOrThrow();
  const rep = await db
    .selectFrom('sales_rep')
    .select('id')
    .where('id', '<>', dealer.sales_rep_id ?? '')
    .executeTakeFirstOrThrow();
  return { dealer, rep };
}
