import type { Kysely } from 'kysely';
import type { Language } from '@portal/contracts/languages';
import { vatRuleFor, type VatRule } from '@portal/contracts/vat';
import type { DB } from '../../platform/db/schema.js';
import { withEvents, type RecordEvent } from '../../platform/events.js';
import { portalModule } from '../../platform/module.js';
import { transactional, transactionalDeps } from '../../platform/db/transactional.js';
import { createInvoiceRepository } from './invoice.repository.js';
import { invoiceRoutes } from './invoice.routes.js';
import { createInvoiceService } from './invoice.service.js';
import { createInvoiceDeskRepository, type InvoiceDeskRepository } from './invoice-desk.repository.js';
import { invoiceDeskRoutes } from './invoice-desk.routes.js';
import { createInvoiceDeskService } from './invoice-desk.service.js';
import { invoiceEvents } from './invoice-events.js';
import { createCreditNoteRepository } from './credit-note.repository.js';
import { creditNoteRoutes } from './credit-note.routes.js';
import { createCreditNoteService, type ComplaintCredits } from './credit-note.service.js';

export type { ComplaintCredits };
export type InvoiceIntegration = ReturnType<typeof invoiceModule>['integration'];

export { paymentStatus } from './invoice.service.js';
export { invoiceFileName } from './invoice-pdf.js';

/** The invoices the order desk writes when it invoices an order, in the order desk's own transaction. */
export type InvoiceLedger = InvoiceDeskRepository;
export const invoiceLedger = (db: Kysely<DB>, recordEvent: RecordEvent): InvoiceLedger =>
  withEvents(createInvoiceDeskRepository(db), db, recordEvent, invoiceEvents);

/** The VAT rule a dealer's invoice would carry today, for the cart's and checkout's summaries. */
export const dealerVatRule =
  (db: Kysely<DB>) =>
  async (customerNumber: string): Promise<VatRule> => {
    const rule = await createInvoiceDeskRepository(db).vatRuleData(customerNumber);
    return vatRuleFor(rule.market, rule.domestic, rule.vatNumber);
  };

/** Dealers' invoices (list, PDF) and the back office's invoice desk (payments). */
export function invoiceModule(deps: {
  db: Kysely<DB>;
  recordEvent: RecordEvent;
  /** A credit note for a complaint records it there, in the credit note's transaction (the complaint module's port). */
  complaintCredits: (db: Kysely<DB>) => ComplaintCredits;
  now: () => Date;
}) {
  const service = createInvoiceService({ invoices: createInvoiceRepository(deps.db), now: deps.now });
  const desk = createInvoiceDeskService({
    ...transactionalDeps('invoices', deps.db, (db) => invoiceLedger(db, deps.recordEvent)),
    now: deps.now,
  });
  const creditNotes = createCreditNoteService({
    credits: createCreditNoteRepository(deps.db),
    transaction: transactional(deps.db, (db) => ({
      invoices: invoiceLedger(db, deps.recordEvent),
      credits: createCreditNoteRepository(db),
      complaints: deps.complaintCredits(db),
    })),
    document: service.document,
    now: deps.now,
  });
  return portalModule({
    routes: (api) => {
      invoiceRoutes(api, service);
      invoiceDeskRoutes(api, desk);
      creditNoteRoutes(api, creditNotes);
    },
    /** Invoices as the integration API reads them and the ERP records their payments. */
    integration: { read: desk.integrationInvoice, settle: desk.settle },
    /** An invoice as a PDF, made without a signed-in caller (a message's attachment). */
    document: (request: { customerNumber: string; invoiceNumber: string; language: Language }) => service.document(request),
  });
}
