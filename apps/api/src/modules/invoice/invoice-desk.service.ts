import type { z } from 'zod';
import { toMarket, todayInMarket } from '@portal/contracts/languages';
import type { IntegrationInvoice } from '@portal/contracts/integration-api';
import type {
  InvoicingSettings,
  RecordPaymentRequest,
  StaffInvoiceRow,
  StaffInvoicesFilter,
  StaffInvoicesQuery,
  StaffInvoicesResponse,
} from '@portal/contracts/staff-order';
import type { StaffPrincipal } from '../../platform/auth/access.js';
import { AppError, badRequest, found } from '../../platform/errors.js';
import type { InvoiceDeskRepository } from './invoice-desk.repository.js';
import { invoiceStatus } from './invoice.service.js';
import { pagingOf } from '../../platform/db/list-page.js';
import { exportFile, exportLanguage, exportName, type ExportColumn } from '../../platform/export/table-export.js';
import { translateStaff } from '../../platform/i18n.js';
import type { ExportFormat } from '@portal/contracts/staff-common';

import { parseListSort } from '@portal/contracts/staff-common';
import type { TransactionalDeps } from '../../platform/db/transactional.js';

type Query = z.output<typeof StaffInvoicesQuery>;
type Filter = z.output<typeof StaffInvoicesFilter>;
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
    kind: r.kind,
    orderNumber: r.order_number,
    customerNumber: r.customer_number,
    customerName: r.customer_name,
    market: toMarket(r.market),
    invoiceDate: r.invoice_date,
    dueDate: r.due_date,
    total: r.total,
    currency: r.currency,
    paidDate: r.paid_date,
    paymentStatus: invoiceStatus(r.kind, r.paid_date, r.due_date, today(r.market)),
  });

  /** The list's filter from its query, which its export takes too. */
  const deskFilter = (query: Filter) => ({
    state: query.state,
    // Overdue is counted in the company's calendar; the dealer's own screens use the dealer's.
    today: today('se'),
    market: query.market,
    customerNumber: query.customerNumber || undefined,
    from: query.from,
    to: query.to,
    itemNumber: query.itemNumber,
    series: query.series,
    brand: query.brand?.toUpperCase(),
    // A representative nobody has finds no invoices, as a dealer or series nobody has does: the list filters, it
    // does not look the value up (insight's figures answer 404 for it).
    salesRep: query.salesRep,
    search: query.search || undefined,
    sort: query.sort ? parseListSort(query.sort) : undefined,
  });

  /** An invoice with its lines and payment, as the integration API answers it. */
  async function integrationInvoice(invoiceNumber: string): Promise<IntegrationInvoice> {
    const { header: h, lines } = await found(invoices.withLines(invoiceNumber), 'Invoice');
    return {
      invoiceNumber: h.invoice_number,
      orderNumber: h.order_number,
      customerNumber: h.customer_number,
      source: h.source,
      invoiceDate: h.invoice_date,
      dueDate: h.due_date,
      currency: h.currency,
      lines: lines.map((l) => ({
        lineNumber: l.line_sequence,
        itemNumber: l.item_number,
        description: l.description,
        quantity: l.quantity,
        price: l.price,
        discountPercent: l.discount,
        netAmount: l.net_sales_amt,
      })),
      freight: h.freight,
      vatPercent: h.vat_percent,
      netTotal: h.net_total,
      vat: h.vat,
      total: h.total,
      paidDate: h.paid_date,
      externalReference: h.external_reference,
    };
  }

  async function recordPayment(staff: StaffPrincipal, invoiceNumber: string, payment: Payment) {
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
  }

  return {
    async list(query: Query): Promise<StaffInvoicesResponse> {
      const { rows, total, capped } = await invoices.page({ ...deskFilter(query), ...pagingOf(query) });
      return { items: rows.map(toRow), total, totalCapped: capped };
    },

    /** The invoices the list's filter finds, in its order, as a CSV or XLSX file with the list's columns. */
    async exportList(query: Filter & { format: ExportFormat }, acceptLanguage: string | undefined) {
      const language = exportLanguage(acceptLanguage);
      const text = (key: string) => translateStaff(language, key);
      const columns: ExportColumn<StaffInvoiceRow>[] = [
        { header: 'invoice-desk.column.invoice', value: (r) => r.invoiceNumber },
        { header: 'invoice-desk.column.order', value: (r) => r.orderNumber },
        { header: 'export.column.customer-number', value: (r) => r.customerNumber },
        { header: 'invoice-desk.column.dealer', value: (r) => r.customerName },
        { header: 'invoice-desk.column.date', value: (r) => r.invoiceDate },
        { header: 'invoice-desk.column.due', value: (r) => r.dueDate },
        { header: 'invoice-desk.column.total', value: (r) => r.total },
        { header: 'export.column.currency', value: (r) => r.currency },
        { header: 'invoice-desk.column.status', value: (r) => text(`invoice-desk.payment.${r.paymentStatus}`) },
        { header: 'invoice-desk.column.action', value: (r) => r.paidDate },
      ];
      async function* rows() {
        for await (const batch of invoices.all(deskFilter(query))) yield batch.map(toRow);
      }
      return exportFile(query.format, exportName('invoices', deps.now()), language, columns, rows());
    },

    async recordPayment(staff: StaffPrincipal, invoiceNumber: string, payment: Payment): Promise<StaffInvoiceRow> {
      await recordPayment(staff, invoiceNumber, payment);
      return toRow(await found(invoices.row(invoiceNumber), 'Invoice'));
    },

    /** Who makes the invoices: the portal on delivery, or the ERP (ADR 0083). */
    async settings(): Promise<InvoicingSettings> {
      return { invoicesFromErp: await invoices.invoicesFromErp() };
    },

    async setSettings(staff: StaffPrincipal, settings: InvoicingSettings): Promise<InvoicingSettings> {
      await deps.transaction(async (trx) => {
        const before = await trx.invoicesFromErp();
        if (before === settings.invoicesFromErp) return;
        await trx.setInvoicesFromErp(settings.invoicesFromErp, deps.now());
        await trx.audit({
          staffId: staff.staffId,
          action: 'invoicing.settings',
          objectType: 'setting',
          objectId: 'invoicing',
          before: { invoicesFromErp: before },
          after: { invoicesFromErp: settings.invoicesFromErp },
        });
      });
      return { invoicesFromErp: await invoices.invoicesFromErp() };
    },

    integrationInvoice,

    /**
     * A payment the ERP records: as the desk's, and the same answer when sent again with the same day.
     * An invoice paid on another day is a conflict.
     */
    async settle(actor: StaffPrincipal, invoiceNumber: string, payment: Payment): Promise<IntegrationInvoice> {
      const current = await found(invoices.withLines(invoiceNumber), 'Invoice');
      if (current.header.paid_date !== payment.paidDate) await recordPayment(actor, invoiceNumber, payment);
      return integrationInvoice(invoiceNumber);
    },
  };
}
export type InvoiceDeskService = ReturnType<typeof createInvoiceDeskService>;
