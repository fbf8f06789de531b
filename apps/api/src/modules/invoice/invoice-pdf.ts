import { PAYMENT_STATUS, type InvoiceKind, type PaymentStatus, type VatTreatment } from '@portal/contracts';
import type { ServerLanguage } from '../../platform/i18n.js';
import type { Rgb } from '../../platform/pdf/pdf-document.js';
import {
  BusinessDocument,
  DOCUMENT_ISSUER,
  documentFileName,
  documentTexts,
  MARGIN,
  RIGHT,
  type DocumentLine,
} from '../../platform/pdf/business-document.js';

export type InvoiceDocumentInput = {
  language: ServerLanguage;
  invoice: {
    invoiceNumber: string;
    orderNumber: string;
    orderMark: string | null;
    invoiceDate: string;
    dueDate: string;
    paidDate: string | null;
    status: PaymentStatus;
    currency: string;
    netTotal: number;
    freight: number;
    vat: number;
    total: number;
    vatPercent: number;
    vatTreatment: VatTreatment;
    /** The buyer's VAT or organisation number as the invoice was written. */
    customerVatNumber: string | null;
    /** A credit note names the invoice it credits and why; it asks for no payment. */
    kind?: InvoiceKind;
    creditedInvoiceNumber?: string | null;
    creditReason?: string | null;
  };
  /** Where the invoice's currency is paid: bankgiro for kronor, IBAN and BIC otherwise. */
  payment: { bankgiro: string | null; iban: string | null; bic: string | null } | null;
  customer: { customerNumber: string; name: string; address: string[] };
  lines: DocumentLine[];
  /** When the document was made; tests fix it. */
  createdAt?: Date;
};

const STATUS_COLOUR: Record<PaymentStatus, Rgb> = { 1: [0.55, 0.4, 0], 2: [0.75, 0.1, 0.1], 3: [0.1, 0.45, 0.2] };
const STATUS_KEY: Record<PaymentStatus, string> = { 1: 'unpaid', 2: 'overdue', 3: 'paid' };

/** The name of the invoice's file in the reader's language, as the order confirmation's: faktura-700123.pdf. */
export const invoiceFileName = (language: ServerLanguage, invoiceNumber: string, kind: InvoiceKind = 'invoice'): string =>
  kind === 'credit-note'
    ? documentFileName(language, 'invoices.pdf.credit-note-file-name', 'credit-note', invoiceNumber)
    : documentFileName(language, 'invoices.pdf.file-name', 'invoice', invoiceNumber);

/** The invoice as a PDF document in the given language: header, addressee, lines over as many pages as needed, totals. */
export function renderInvoicePdf(input: InvoiceDocumentInput): Promise<Buffer> {
  const { language, invoice, customer } = input;
  const creditNote = invoice.kind === 'credit-note';
  const document = new BusinessDocument({
    language,
    textKeys: 'invoices.pdf',
    title: documentTexts(language)(creditNote ? 'invoices.pdf.credit-note-title' : 'invoices.pdf.title'),
    number: invoice.invoiceNumber,
    customer,
    ...(input.createdAt ? { createdAt: input.createdAt } : {}),
  });
  const { t, format } = document;
  // The invoice states its currency once; its amounts are plain numbers.
  const money = format.number;

  // --- First page: seller, title, facts of the invoice, addressee.
  const y = document.header([
    [t('invoices.column.number'), invoice.invoiceNumber],
    [t('invoices.column.date'), format.date(invoice.invoiceDate)],
    ...(creditNote
      ? [[t('invoices.pdf.credits-invoice'), invoice.creditedInvoiceNumber ?? ''] as const]
      : [[t('invoices.column.due-date'), format.date(invoice.dueDate)] as const]),
    [t('invoices.column.order-number'), invoice.orderNumber],
    ...(invoice.orderMark ? [[t('invoices.column.mark'), invoice.orderMark] as const] : []),
    [t('invoices.pdf.customer-number'), customer.customerNumber],
    ...(invoice.customerVatNumber ? [[t('invoices.pdf.buyer-vat-number'), invoice.customerVatNumber] as const] : []),
    [t('invoices.pdf.currency'), invoice.currency],
  ]);
  const statusText =
    invoice.status === PAYMENT_STATUS.paid && invoice.paidDate
      ? t('invoices.pdf.paid-on', { date: format.date(invoice.paidDate) })
      : t(`invoices.status.${STATUS_KEY[invoice.status]}`);
  if (!creditNote)
    document.page.text(statusText, RIGHT, y + 6, { size: 10, font: 'bold', align: 'right', color: STATUS_COLOUR[invoice.status] });
  document.address(MARGIN, 150, t('invoices.pdf.bill-to'), [customer.name, ...customer.address]);

  // --- The lines and the totals.
  document.lineTable(Math.max(y + 40, 250), input.lines, {
    labels: {
      item: t('invoices.detail.item'),
      description: t('invoices.detail.description'),
      quantity: t('invoices.detail.quantity'),
      price: t('invoices.detail.price'),
      discount: t('invoices.detail.discount'),
      amount: t('invoices.detail.amount'),
    },
    emptyText: t('invoices.no-lines'),
    money,
  });
  document.totals([
    { label: t('invoices.detail.net-total'), amount: money(invoice.netTotal) },
    { label: t('invoices.detail.freight'), amount: money(invoice.freight) },
    { label: t('invoices.detail.vat', { percent: invoice.vatPercent }), amount: money(invoice.vat) },
    { label: `${t('invoices.detail.total')} (${invoice.currency})`, amount: money(invoice.total), strong: true },
  ]);
  // A 0 % rate says why, with both parties' numbers.
  if (invoice.vatTreatment !== 'domestic') {
    document.paragraph(
      t(`invoices.pdf.note-${invoice.vatTreatment}`, { seller: DOCUMENT_ISSUER.vatNumber, buyer: invoice.customerVatNumber ?? '–' }),
    );
  }
  if (creditNote) {
    if (invoice.creditReason) document.paragraph(`${t('invoices.pdf.credit-reason')}: ${invoice.creditReason}`);
    document.paragraph(t('invoices.pdf.credit-note-note', { number: invoice.creditedInvoiceNumber ?? '' }));
  } else if (invoice.status !== PAYMENT_STATUS.paid) {
    const due = { date: format.date(invoice.dueDate), number: invoice.invoiceNumber };
    const pay = input.payment;
    document.paragraph(
      pay?.iban && pay.bic
        ? t('invoices.pdf.payment-iban', { ...due, iban: pay.iban, bic: pay.bic })
        : t('invoices.pdf.payment', { ...due, bankgiro: pay?.bankgiro ?? DOCUMENT_ISSUER.bankgiro }),
    );
  }
  return document.finish();
}
