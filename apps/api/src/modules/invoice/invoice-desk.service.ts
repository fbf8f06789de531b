import type { z } from 'zod';
import { toMarket, todayInMarket } from '@portal/contracts/languages';
import type { RecordPaymentRequest, StaffInvoiceRow, StaffInvoicesQuery, StaffInvoicesResponse } from '@portal/contracts/staff-order';
import type { StaffPrincipal } from '../../platform/auth/access.js';
import { AppError, badRequest, found } from '../../platform/errors.js';
import type { InvoiceDeskRepository } from './invoice-desk.repository.js';
import { paymentStatus } from './invoice.service.js';
import { pagingOf } from '../../platform/db/list-page.js';
import { parseListSort } from '@portal/contracts/staff-common';
import type { TransactionalDeps } from '../../platform/db/transactional.js';

type Query = z.output<typeof StaffInvoicesQuery>;
type Payment = z.output<typeof RecordPaymentRequest>;

export type InvoiceDeskDeps = TransactionalDeps<'invoices', InvoiceDeskRepository> & {
  now: () => Date;
};

type Row = NonNullable<Awaited<ReturnType<InvoiceDeskRepository['row']>>>;

/** The invoice desk: customer service follows every dealer's invoices and records their payments. */
export function createInvoiceDeskService(deps: InvoiceDeskDeps) {
  const { invoices } = deps;
  const today = (market: string) => todayInMarket(toMarket(market), deps.now());

  const toRow = (r: Row): StaffInvoiceRow => ({
    invoiceNumber: r.invoice_number,
    orderNumber: r.order_number,
    customerNumber: r.customer_number,
    customerName: r.customer_name,
    market: toMarket(r.market),
    invoiceDate: r.invoice_date,
    dueDate: r.due_date,
    total: r.total,
    currency: r.currency,
    paidDate: r.paid_date,
    paymentStatus: paymentStatus(r.paid_date, r.due_date, today(r.market)),
  });

  return {
    async list(query: Query): Promise<StaffInvoicesResponse> {
      const { rows, total } = await invoices.page({
        state: query.state,
        // Overdue is counted in the company's calendar; the dealer's own screens use the dealer's.
        today: today('se'),
        market: query.market,
        customerNumber: query.customerNumber || undefined,
        from: query.from,
        to: query.to,
        search: query.search || undefined,
        sort: query.sort ? parseListSort(query.sort) : undefined,
        ...pagingOf(query),
      });
      return { items: rows.map(toRow), total };
    },

    async recordPayment(staff: StaffPrincipal, invoiceNumber: string, payment: Payment): Promise<StaffInvoiceRow> {
      await deps.transaction(async (trx) => {
        const invoice = await found(trx.lockInvoice(invoiceNumber), 'Invoice');
        if (invoice.paid_date) throw new AppError(409, 'INVOICE_ALREADY_PAID', `Invoice ${invoiceNumber} was paid on ${invoice.paid_date}`);
        if (payment.paidDate > today('fi')) throw badRequest('paidDate', 'A payment cannot be dated in the future');
        await trx.recordPayment({
          invoiceNumber,
          paidDate: payment.paidDate,
          amount: invoice.total,
          reference: payment.reference || null,
          staffId: staff.staffId,
        });
        await trx.audit({
          staffId: staff.staffId,
          action: 'invoice.payment',
          objectType: 'invoice',
          objectId: invoiceNumber,
          customerNumber: invoice.customer_number,
          before: { paidDate: null },
          after: { paidDate: payment.paidDate, amount: invoice.total, reference: payment.reference || null },
        });
      });
      const row = await found(invoices.row(invoiceNumber), 'Invoice');
      return toRow(row);
    },
  };
}
export type InvoiceDeskService = ReturnType<typeof createInvoiceDeskService>;
