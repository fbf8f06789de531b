import {
  PAYMENT_STATUS,
  type GetInvoiceDetailsResponse,
  type GetInvoicesResponse,
  type InvoiceKind,
  type Language,
  type PaymentStatus,
} from '@portal/contracts';
import { toMarket } from '@portal/contracts/languages';
import type { Principal } from '../../platform/auth/access.js';
import { found } from '../../platform/errors.js';
import { today, yyyymmdd } from '../../platform/calendar/delivery-calendar.js';
import type { InvoiceRepository } from './invoice.repository.js';
import { invoiceFileName, renderInvoicePdf } from './invoice-pdf.js';
import { addressLines, DOCUMENT_ISSUER } from '../../platform/pdf/business-document.js';
import { headerLine } from '../../platform/det-lines.js';
import type { FileAnswer } from '../../platform/http.js';

/** Paid once a payment is recorded; otherwise overdue from the day after the due date, in the customer's time zone. */
export function paymentStatus(paidDate: string | null, dueDate: string, todayIso: string): PaymentStatus {
  if (paidDate) return PAYMENT_STATUS.paid;
  return dueDate < todayIso ? PAYMENT_STATUS.overdue : PAYMENT_STATUS.unpaid;
}

/** An invoice's status; a credit note is open until settled, never overdue. */
export function invoiceStatus(kind: InvoiceKind, paidDate: string | null, dueDate: string, todayIso: string): PaymentStatus {
  return kind === 'credit-note' && !paidDate ? PAYMENT_STATUS.unpaid : paymentStatus(paidDate, dueDate, todayIso);
}

/** The language of the market, as the web chooses it: Swedish for se, Norwegian for no, English otherwise. */
export const marketLanguage = (market: string): Language => (market === 'se' ? 'sv' : market === 'no' ? 'no' : 'en');

export type InvoiceServiceDeps = { invoices: InvoiceRepository; now: () => Date };

export function createInvoiceService(deps: InvoiceServiceDeps) {
  const { invoices } = deps;
  const todayOf = (principal: Principal) => today(principal.market, deps.now());

  async function load(principal: Principal, invoiceNumber: string) {
    // Another customer's invoice answers as if there were none.
    const header = await found(invoices.header(principal.customerNumber, invoiceNumber), 'Invoice');
    return { header, lines: await invoices.lines(invoiceNumber) };
  }

  /**
   * The invoice of a customer as a PDF document, for the dealer's download and the e-mail that
   * announces it; null when the customer has no such invoice.
   */
  async function document(request: { customerNumber: string; invoiceNumber: string; language?: Language | undefined }) {
    const header = await invoices.header(request.customerNumber, request.invoiceNumber);
    if (!header) return null;
    const [lines, customer, account] = await Promise.all([
      invoices.lines(request.invoiceNumber),
      invoices.customer(request.customerNumber),
      invoices.paymentAccount(header.currency),
    ]);
    const market = toMarket(customer.market);
    const language = request.language ?? marketLanguage(market);
    const content = await renderInvoicePdf({
      language,
      invoice: {
        invoiceNumber: header.invoice_number,
        orderNumber: header.order_number,
        orderMark: header.order_mark,
        invoiceDate: header.invoice_date,
        dueDate: header.due_date,
        paidDate: header.paid_date,
        status: invoiceStatus(header.kind, header.paid_date, header.due_date, today(market, deps.now())),
        kind: header.kind,
        creditedInvoiceNumber: header.credited_invoice_number,
        creditReason: header.credit_reason,
        currency: header.currency,
        netTotal: header.net_total,
        freight: header.freight,
        vat: header.vat,
        total: header.total,
        vatPercent: header.vat_percent,
        vatTreatment: header.vat_treatment,
        customerVatNumber: header.customer_vat_number,
      },
      payment: account ?? null,
      customer: {
        customerNumber: customer.customer_number,
        name: customer.name,
        address: addressLines({ lines: [customer.postal_line1], postalcode: customer.postal_postalcode, city: customer.postal_city }),
      },
      lines: lines.map((l) => ({
        itemNumber: l.item_number,
        description: l.description,
        quantity: l.quantity,
        price: l.price,
        discount: l.discount,
        net: l.net_sales_amt,
      })),
    });
    return { filename: invoiceFileName(language, header.invoice_number, header.kind), content };
  }

  return {
    async list(principal: Principal, amount: number): Promise<GetInvoicesResponse> {
      const day = todayOf(principal);
      const rows = await invoices.list(principal.customerNumber, amount);
      return {
        Invoices: rows.map((r) => ({
          InvoiceNumber: r.invoice_number,
          OrderNumber: r.order_number,
          OrderMark: r.order_mark,
          InvoiceDate: yyyymmdd(r.invoice_date),
          NetDueDate: yyyymmdd(r.due_date),
          TotalAmount: r.total,
          Currency: r.currency,
          PaymentStatus: invoiceStatus(r.kind, r.paid_date, r.due_date, day),
          // An invoice keeps the specification's fields; a credit note says what it is.
          ...(r.kind === 'credit-note' ? { Kind: r.kind, CreditedInvoiceNumber: r.credited_invoice_number } : {}),
        })),
      };
    },

    async details(principal: Principal, invoiceNumber: string): Promise<GetInvoiceDetailsResponse> {
      const { header, lines } = await load(principal, invoiceNumber);
      return {
        Invoice: {
          InvoiceNumber: header.invoice_number,
          OrderNumber: header.order_number,
          OrderMark: header.order_mark,
          InvoiceDate: yyyymmdd(header.invoice_date),
          NetDueDate: yyyymmdd(header.due_date),
          InvoiceNetTot: header.net_total,
          Freight: header.freight,
          VAT: header.vat,
          InvoiceTotal: header.total,
          VATPercent: header.vat_percent,
          VATTreatment: header.vat_treatment,
          SellerVATNumber: DOCUMENT_ISSUER.vatNumber,
          CustomerVATNumber: header.customer_vat_number,
          ...(header.kind === 'credit-note'
            ? { Kind: header.kind, CreditedInvoiceNumber: header.credited_invoice_number, CreditReason: header.credit_reason }
            : {}),
          DetLines: [
            headerLine(header.order_mark ?? '', []),
            ...lines.map((l) => ({
              LineSequence: l.line_sequence,
              ItemNumber: l.item_number,
              Description: l.description,
              OrderedQty: l.quantity,
              Price: l.price,
              Discount: l.discount,
              NetSalesAmt: l.net_sales_amt,
              LineComments: [],
            })),
          ],
        },
      };
    },

    /** The invoice as a PDF document, in the language asked for or the market's. */
    async pdf(principal: Principal, invoiceNumber: string, language?: Language): Promise<FileAnswer> {
      const file = await found(document({ customerNumber: principal.customerNumber, invoiceNumber, language }), 'Invoice');
      return file;
    },

    document,
  };
}
export type InvoiceService = ReturnType<typeof createInvoiceService>;
