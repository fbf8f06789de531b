import type { z } from 'zod';
import { languageForMarket, toMarket, todayInMarket, type Language } from '@portal/contracts/languages';
import { round2 } from '@portal/contracts/money';
import { amountsWithVat } from '@portal/contracts/vat';
import type { CreditNoteRequest, StaffInvoiceDetail } from '@portal/contracts/staff-order';
import type { StaffPrincipal } from '../../platform/auth/access.js';
import type { InTransaction } from '../../platform/db/transactional.js';
import { AppError, found } from '../../platform/errors.js';
import type { StaffFileAnswer } from '../../platform/http.js';
import type { CreditNoteRepository } from './credit-note.repository.js';
import type { InvoiceDeskRepository } from './invoice-desk.repository.js';
import { invoiceStatus } from './invoice.service.js';

type Request = z.output<typeof CreditNoteRequest>;

/**
 * The complaint a credit note resolves, on the credit note's transaction (the complaint module's
 * port): refuses another dealer's complaint and records the credit on it.
 */
export type ComplaintCredits = {
  record: (
    staff: StaffPrincipal,
    credit: { incidentId: string; customerNumber: string; invoiceNumber: string; creditedInvoiceNumber: string },
  ) => Promise<void>;
};

export type CreditNoteRepositories = { invoices: InvoiceDeskRepository; credits: CreditNoteRepository; complaints: ComplaintCredits };

export type CreditNoteDeps = {
  credits: CreditNoteRepository;
  transaction: InTransaction<CreditNoteRepositories>;
  /** An invoice or credit note as the dealer's PDF. */
  document: (request: {
    customerNumber: string;
    invoiceNumber: string;
    language?: Language | undefined;
  }) => Promise<{ filename: string; content: Buffer } | null>;
  now: () => Date;
};

const refused = (code: 'CREDIT_EXCEEDS_INVOICE' | 'NOT_CREDITABLE', message: string, field?: string) =>
  new AppError(409, code, message, field ? { field } : {});

/**
 * Credit notes: customer service credits an invoice's lines, at the invoice's prices and VAT, never
 * more than was invoiced across all credit notes. A credit note is an invoice of its own kind in the
 * same series, its quantities and amounts negative, so every figure made of invoices counts it.
 */
export function createCreditNoteService(deps: CreditNoteDeps) {
  const { credits } = deps;

  async function detail(invoiceNumber: string): Promise<StaffInvoiceDetail> {
    const invoice = await found(credits.invoice(invoiceNumber), 'Invoice');
    const [lines, notes] = await Promise.all([credits.lines(invoiceNumber), credits.creditNotes(invoiceNumber)]);
    const market = toMarket(invoice.market);
    return {
      invoiceNumber: invoice.invoice_number,
      kind: invoice.kind,
      orderNumber: invoice.order_number,
      customerNumber: invoice.customer_number,
      customerName: invoice.customer_name,
      market,
      invoiceDate: invoice.invoice_date,
      dueDate: invoice.due_date,
      total: invoice.total,
      currency: invoice.currency,
      paidDate: invoice.paid_date,
      paymentStatus: invoiceStatus(invoice.kind, invoice.paid_date, invoice.due_date, todayInMarket(market, deps.now())),
      netTotal: invoice.net_total,
      freight: invoice.freight,
      vat: invoice.vat,
      vatPercent: invoice.vat_percent,
      creditedInvoiceNumber: invoice.credited_invoice_number,
      creditReason: invoice.credit_reason,
      complaintId: invoice.incident_id,
      lines: lines.map((l) => ({
        lineNumber: l.line_sequence,
        itemNumber: l.item_number,
        description: l.description,
        quantity: l.quantity,
        price: l.price,
        discount: l.discount,
        netAmount: l.net_sales_amt,
        creditedQuantity: l.credited_quantity,
      })),
      creditNotes: notes.map((n) => ({ invoiceNumber: n.invoice_number, invoiceDate: n.invoice_date, total: n.total })),
    };
  }

  return {
    detail,

    async create(staff: StaffPrincipal, invoiceNumber: string, request: Request): Promise<StaffInvoiceDetail> {
      const number = await deps.transaction(async ({ invoices, credits: trx, complaints }) => {
        // Held, so two credit notes of one invoice count each other.
        const invoice = await found(trx.invoice(invoiceNumber, true), 'Invoice');
        if (invoice.kind !== 'invoice') throw refused('NOT_CREDITABLE', 'A credit note cannot be credited');
        const lines = new Map((await trx.lines(invoiceNumber)).map((l) => [l.line_sequence, l]));
        const credited = request.lines.map((asked, i) => {
          const line = lines.get(asked.lineNumber);
          if (!line) throw refused('NOT_CREDITABLE', `Invoice ${invoiceNumber} has no line ${asked.lineNumber}`, `lines.${i}.lineNumber`);
          const left = line.quantity - line.credited_quantity;
          if (asked.quantity > left)
            throw refused(
              'CREDIT_EXCEEDS_INVOICE',
              `Line ${asked.lineNumber} has ${left} of ${line.quantity} left to credit`,
              `lines.${i}.quantity`,
            );
          // The last of a line takes what is left of its amount, so a line credited in parts adds up to it exactly.
          const amount =
            asked.quantity === left
              ? round2(line.net_sales_amt - line.credited_amount)
              : round2((line.net_sales_amt * asked.quantity) / line.quantity);
          return { line, quantity: asked.quantity, amount };
        });
        const amounts = amountsWithVat(
          credited.map((c) => -c.amount),
          0,
          invoice.vat_percent,
        );
        const creditNumber = await invoices.nextInvoiceNumber();
        const day = todayInMarket(toMarket(invoice.market), deps.now());
        // The complaint first: another dealer's is refused before anything is written.
        if (request.complaintId)
          await complaints.record(staff, {
            incidentId: request.complaintId,
            customerNumber: invoice.customer_number,
            invoiceNumber: creditNumber,
            creditedInvoiceNumber: invoiceNumber,
          });
        await invoices.insertInvoice(
          {
            invoice_number: creditNumber,
            customer_number: invoice.customer_number,
            order_number: invoice.order_number,
            order_mark: invoice.order_mark,
            invoice_date: day,
            due_date: day,
            currency: invoice.currency,
            net_total: amounts.netTotal,
            freight: amounts.freight,
            vat: amounts.vat,
            total: amounts.total,
            paid_date: null,
            vat_treatment: invoice.vat_treatment,
            vat_percent: invoice.vat_percent,
            customer_vat_number: invoice.customer_vat_number,
            kind: 'credit-note',
            credited_invoice_number: invoiceNumber,
            credit_reason: request.reason,
            incident_id: request.complaintId ?? null,
          },
          credited.map((c, i) => ({
            invoice_number: creditNumber,
            line_sequence: i + 1,
            item_number: c.line.item_number,
            description: c.line.description,
            quantity: -c.quantity,
            price: c.line.price,
            discount: c.line.discount,
            net_sales_amt: -c.amount,
            credited_line_sequence: c.line.line_sequence,
          })),
        );
        await invoices.audit({
          staffId: staff.staffId,
          action: 'invoice.credit-note',
          objectType: 'invoice',
          objectId: invoiceNumber,
          customerNumber: invoice.customer_number,
          before: null,
          after: {
            creditNoteNumber: creditNumber,
            reason: request.reason,
            complaintId: request.complaintId ?? null,
            total: amounts.total,
            lines: request.lines.map((l) => ({ ...l })),
          },
        });
        return creditNumber;
      });
      return detail(number);
    },

    /** An invoice or credit note as the dealer's PDF, for staff to download. */
    async pdf(invoiceNumber: string, language: Language | undefined): Promise<StaffFileAnswer> {
      const invoice = await found(credits.invoice(invoiceNumber), 'Invoice');
      const file = await found(
        deps.document({
          customerNumber: invoice.customer_number,
          invoiceNumber,
          language: language ?? languageForMarket(toMarket(invoice.market)),
        }),
        'Invoice',
      );
      return { filename: file.filename, contentType: 'application/pdf', body: file.content };
    },
  };
}
export type CreditNoteService = ReturnType<typeof createCreditNoteService>;
