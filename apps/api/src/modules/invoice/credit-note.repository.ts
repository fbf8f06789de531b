import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';

/** SQL of credit notes: an invoice with its lines and what earlier credit notes took of each. */
export function createCreditNoteRepository(db: Kysely<DB>) {
  return {
    /** The invoice or credit note with its dealer's name and market; held for the transaction's rest when `lock`. */
    invoice: (invoiceNumber: string, lock = false) => {
      let q = db
        .selectFrom('invoice as i')
        .innerJoin('customer as c', 'c.customer_number', 'i.customer_number')
        .selectAll('i')
        .select(['c.name as customer_name', 'c.market'])
        .where('i.invoice_number', '=', invoiceNumber);
      if (lock) q = q.forUpdate('i');
      return q.executeTakeFirst();
    },

    /** The lines with the quantity and amount earlier credit notes took of each (as positive numbers). */
    lines: (invoiceNumber: string) =>
      db
        .selectFrom('invoice_line as l')
        .select([
          'l.line_sequence',
          'l.item_number',
          'l.description',
          'l.quantity',
          'l.price',
          'l.discount',
          'l.net_sales_amt',
          'l.credited_line_sequence',
          sql<number>`coalesce((SELECT -sum(c.quantity) FROM invoice n JOIN invoice_line c ON c.invoice_number = n.invoice_number
                                 WHERE n.credited_invoice_number = l.invoice_number AND c.credited_line_sequence = l.line_sequence), 0)::float8`.as(
            'credited_quantity',
          ),
          sql<number>`coalesce((SELECT -sum(c.net_sales_amt) FROM invoice n JOIN invoice_line c ON c.invoice_number = n.invoice_number
                                 WHERE n.credited_invoice_number = l.invoice_number AND c.credited_line_sequence = l.line_sequence), 0)::float8`.as(
            'credited_amount',
          ),
        ])
        .where('l.invoice_number', '=', invoiceNumber)
        .orderBy('l.line_sequence')
        .execute(),

    /** The credit notes written against an invoice, oldest first. */
    creditNotes: (invoiceNumber: string) =>
      db
        .selectFrom('invoice')
        .select(['invoice_number', 'invoice_date', 'total'])
        .where('credited_invoice_number', '=', invoiceNumber)
        .orderBy('invoice_number')
        .execute(),
  };
}
export type CreditNoteRepository = ReturnType<typeof createCreditNoteRepository>;
