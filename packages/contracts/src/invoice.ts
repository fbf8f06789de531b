import { z } from 'zod';
import { defineEndpoint, type FileDownload } from './endpoint.js';
import { Language, MAX_LIST_AMOUNT, queryInt, requiredText, singleLine, YyyyMmDd } from './common.js';
import { DetLine } from './order.js';

const tags = ['invoice'] as const;

export const PAYMENT_STATUS = { unpaid: 1, overdue: 2, paid: 3 } as const;
export const PaymentStatus = z.literal([PAYMENT_STATUS.unpaid, PAYMENT_STATUS.overdue, PAYMENT_STATUS.paid]);
export type PaymentStatus = z.infer<typeof PaymentStatus>;

/** The Swedish rate, which the spec's invoice footer names ("VAT 25 %"); other markets' invoices carry their own. */
export const INVOICE_VAT_PERCENT = 25;

/** How the Swedish company invoices a market: Swedish VAT, an intra-Community supply (0 %) or an export (0 %). */
export const VAT_TREATMENTS = ['domestic', 'intra-community', 'export'] as const;
export type VatTreatment = (typeof VAT_TREATMENTS)[number];
/** Days from the invoice date to its due date, unless sales administration gives the dealer other terms. */
export const PAYMENT_TERM_DAYS = 30;

// Dates as the order rows have them: the same ERP writes both.
/** An invoice, or a credit note against one: numbered in the same series, its amounts and quantities negative. */
export const INVOICE_KINDS = ['invoice', 'credit-note'] as const;
export const InvoiceKind = z.enum(INVOICE_KINDS);
export type InvoiceKind = z.infer<typeof InvoiceKind>;

export const InvoiceRow = z
  .object({
    InvoiceNumber: z.string(),
    OrderNumber: z.string(),
    OrderMark: z.string().nullable(),
    InvoiceDate: YyyyMmDd,
    NetDueDate: YyyyMmDd,
    TotalAmount: z.number(),
    Currency: z.string(),
    PaymentStatus,
    Kind: InvoiceKind.optional().describe('invoice when not given; a credit note has a negative TotalAmount'),
    CreditedInvoiceNumber: z.string().nullable().optional().describe('The invoice a credit note credits'),
  })
  .meta({ id: 'InvoiceRow' });
export type InvoiceRow = z.infer<typeof InvoiceRow>;

export const GetInvoicesQuery = z.object({ amount: queryInt(1, MAX_LIST_AMOUNT) });
export type GetInvoicesQuery = z.infer<typeof GetInvoicesQuery>;

export const GetInvoicesResponse = z.object({ Invoices: z.array(InvoiceRow) });
export type GetInvoicesResponse = z.infer<typeof GetInvoicesResponse>;

export const getInvoices = defineEndpoint({
  method: 'GET',
  path: '/api/invoice/invoices',
  summary: "The reseller's invoices with payment status",
  tags,
  querystring: GetInvoicesQuery,
  response: GetInvoicesResponse,
  adminOnly: true,
});

export const GetInvoiceDetailsQuery = z.object({ invoiceNumber: singleLine(requiredText(20)) });
export type GetInvoiceDetailsQuery = z.infer<typeof GetInvoiceDetailsQuery>;

export const InvoiceDetail = z.object({
  InvoiceNumber: z.string(),
  OrderNumber: z.string(),
  OrderMark: z.string().nullable(),
  InvoiceDate: YyyyMmDd,
  NetDueDate: YyyyMmDd,
  InvoiceNetTot: z.number(),
  Freight: z.number(),
  VAT: z.number(),
  InvoiceTotal: z.number(),
  DetLines: z.array(DetLine),
  /** The rate the invoice was written with: 25 in Sweden, 0 for an intra-Community supply or an export. */
  VATPercent: z.number(),
  VATTreatment: z.enum(VAT_TREATMENTS),
  /** Both parties' VAT numbers, which an invoice without Swedish VAT names. */
  SellerVATNumber: z.string(),
  CustomerVATNumber: z.string().nullable(),
  Kind: InvoiceKind.optional(),
  CreditedInvoiceNumber: z.string().nullable().optional(),
  /** Why the credit note was written. */
  CreditReason: z.string().nullable().optional(),
});
export type InvoiceDetail = z.infer<typeof InvoiceDetail>;

export const GetInvoiceDetailsResponse = z.object({ Invoice: InvoiceDetail });
export type GetInvoiceDetailsResponse = z.infer<typeof GetInvoiceDetailsResponse>;

export const getInvoiceDetails = defineEndpoint({
  method: 'GET',
  path: '/api/invoice/invoiceDetails',
  summary: 'One invoice with its totals and lines',
  tags,
  querystring: GetInvoiceDetailsQuery,
  response: GetInvoiceDetailsResponse,
  adminOnly: true,
});

// --- invoicePdf (beyond the spec: customers ask for the invoice as a document)

export const GetInvoicePdfQuery = z.object({
  invoiceNumber: singleLine(requiredText(20)),
  lang: Language.optional().describe("Language of the document; the market's language when left out"),
});
export type GetInvoicePdfQuery = z.infer<typeof GetInvoicePdfQuery>;

export const getInvoicePdf = {
  method: 'GET',
  path: '/api/invoice/invoicePdf',
  summary: 'One invoice as a PDF document (application/pdf, sent as an attachment)',
  tags,
  querystring: GetInvoicePdfQuery,
  contentType: 'application/pdf',
  adminOnly: true,
} as const satisfies FileDownload;
