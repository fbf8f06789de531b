import type { EventHooks } from '../../platform/events.js';
import type { InvoiceDeskRepository } from './invoice-desk.repository.js';

/**
 * The integration events of invoices (documented in docs/integration.md): `invoice.created` when one is
 * written, `invoice.paid` when its payment is recorded, each in the change's transaction.
 */
export const invoiceEvents: EventHooks<InvoiceDeskRepository> = {
  insertInvoice: (_result, header, lines) => ({
    type: 'invoice.created',
    resourceId: header.invoice_number,
    customerNumber: header.customer_number,
    data: {
      invoiceNumber: header.invoice_number,
      // A credit note's amounts and quantities are negative; it names the invoice it credits.
      kind: header.kind ?? 'invoice',
      creditedInvoiceNumber: header.credited_invoice_number ?? null,
      customerNumber: header.customer_number,
      orderNumber: header.order_number,
      invoiceDate: header.invoice_date,
      dueDate: header.due_date,
      currency: header.currency,
      netTotal: header.net_total,
      freight: header.freight,
      vat: header.vat,
      total: header.total,
      lines: lines.map((l) => ({
        itemNumber: l.item_number,
        quantity: l.quantity,
        netAmount: l.net_sales_amt,
        ...(l.credited_line_sequence ? { creditedLineNumber: l.credited_line_sequence } : {}),
      })),
    },
  }),
  audit: (_result, entry) =>
    entry.action === 'invoice.payment'
      ? {
          type: 'invoice.paid',
          resourceId: entry.objectId,
          customerNumber: entry.customerNumber ?? null,
          data: { invoiceNumber: entry.objectId, customerNumber: entry.customerNumber, ...entry.after },
        }
      : null,
};
