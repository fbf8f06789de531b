import { sql, type Kysely } from 'kysely';
import type { DB, InvoiceKind } from '../../platform/db/schema.js';
import { rowsAsJson } from '../../platform/db/json-rows.js';

export type InvoiceListRow = {
  invoice_number: string;
  order_number: string;
  order_mark: string | null;
  invoice_date: string;
  due_date: string;
  total: number;
  currency: string;
  paid_date: string | null;
  kind: InvoiceKind;
  credited_invoice_number: string | null;
};

export function createInvoiceRepository(db: Kysely<DB>) {
  return {
    /** The customer's invoices, newest first, as one JSON document (several times faster than rows for long lists). */
    list: async (customerNumber: string, limit: number): Promise<InvoiceListRow[]> => {
      const rows = db
        .selectFrom('invoice')
        .select([
          'invoice_number',
          'order_number',
          'order_mark',
          'invoice_date',
          'due_date',
          'total',
          'currency',
          'paid_date',
          'kind',
          'credited_invoice_number',
        ])
        .where('customer_number', '=', customerNumber)
        .orderBy('invoice_date', 'desc')
        .orderBy('invoice_number', 'desc')
        .limit(limit);
      return rowsAsJson<InvoiceListRow>(db, rows, sql`t.invoice_date DESC, t.invoice_number DESC`);
    },

    header: (customerNumber: string, invoiceNumber: string) =>
      db
        .selectFrom('invoice')
        .selectAll()
        .where('customer_number', '=', customerNumber)
        .where('invoice_number', '=', invoiceNumber)
        .executeTakeFirst(),

    lines: (invoiceNumber: string) =>
      db
        .selectFrom('invoice_line')
        .select(['line_sequence', 'item_number', 'description', 'quantity', 'price', 'discount', 'net_sales_amt'])
        .where('invoice_number', '=', invoiceNumber)
        .orderBy('line_sequence')
        .execute(),

    /** Where an invoice in this currency is paid. */
    paymentAccount: (currency: string) => db.selectFrom('payment_account').selectAll().where('currency', '=', currency).executeTakeFirst(),

    /** The addressee of an invoice document. */
    customer: (customerNumber: string) =>
      db
        .selectFrom('customer')
        .select(['customer_number', 'name', 'postal_line1', 'postal_postalcode', 'postal_city', 'country', 'market'])
        .where('customer_number', '=', customerNumber)
        .executeTakeFirstOrThrow(),
  };
}
export type InvoiceRepository = ReturnType<typeof createInvoiceRepository>;
