import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { nextReturnStatus, type ComplaintResolution, type ComplaintReturn, type ReturnStatus } from '@portal/contracts/complaint';
import type { SetComplaintOutcomeRequest } from '@portal/contracts/staff-complaint';
import { languageForMarket, toMarket, type Language } from '@portal/contracts/languages';
import type { Principal, StaffPrincipal } from '../../platform/auth/access.js';
import type { DB } from '../../platform/db/schema.js';
import type { TransactionalDeps } from '../../platform/db/transactional.js';
import { AppError, badRequest, found, notFound } from '../../platform/errors.js';
import type { FileAnswer } from '../../platform/http.js';
import { addressLines } from '../../platform/pdf/business-document.js';
import type { ComplaintResolutionRepository } from './complaint-resolution.repository.js';
import { renderReturnLabelPdf, returnLabelFileName } from './return-label-pdf.js';

type Lines = readonly { itemNumber: string; quantity: number }[];
type Outcome = z.output<typeof SetComplaintOutcomeRequest>;

/**
 * Places a replacement order at no charge through the order module; `alongside` writes the
 * complaint's record in the order's transaction. Answers the order's number.
 */
export type ReplacementOrders = (
  request: { customerNumber: string; incidentId: string; contactId: string | null; lines: Lines },
  alongside: (db: Kysely<DB>, orderNumber: string) => Promise<void>,
) => Promise<string>;

export type ComplaintResolutionDeps = TransactionalDeps<'resolutions', ComplaintResolutionRepository> & {
  /** The repository on another module's transaction (a credit note's). */
  resolutionsOn: (db: Kysely<DB>) => ComplaintResolutionRepository;
  placeReplacement: ReplacementOrders;
  now: () => Date;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * Resolving a complaint in the portal: a replacement order, a return with its label, a credit note
 * (written by the invoice module, recorded here) and the outcome, each audited and each on the
 * dealer's complaint page.
 */
export function createComplaintResolutionService(deps: ComplaintResolutionDeps) {
  const { resolutions } = deps;

  type ReturnData = NonNullable<Awaited<ReturnType<ComplaintResolutionRepository['return']>>>;
  const toReturn = ({ row, lines }: { row: ReturnData['row']; lines: ReturnData['lines'] }): ComplaintReturn => ({
    returnNumber: row.return_number,
    status: row.status,
    createdon: iso(row.created_at),
    statusSince: iso(row.status_changed_at),
    lines: lines
      .filter((l) => l.return_number === row.return_number)
      .map((l) => ({ itemNumber: l.item_number, description: l.description, quantity: l.quantity })),
  });

  async function resolution(incidentId: string): Promise<ComplaintResolution> {
    const incident = await found(resolutions.incident(incidentId), 'Complaint');
    const [orders, returns, credits] = await Promise.all([
      resolutions.replacementOrders(incidentId),
      resolutions.returns(incidentId),
      resolutions.creditNotes(incidentId),
    ]);
    return {
      outcome: incident.outcome,
      outcomeReason: incident.outcome_reason,
      outcomeAt: incident.outcome_at ? iso(incident.outcome_at) : null,
      replacementOrders: orders.map((o) => ({ orderNumber: o.order_number, orderDate: o.order_date, status: o.status })),
      returns: returns.rows.map((row) => toReturn({ row, lines: returns.lines })),
      creditNotes: credits.map((c) => ({
        invoiceNumber: c.invoice_number,
        creditedInvoiceNumber: c.credited_invoice_number ?? '',
        invoiceDate: c.invoice_date,
        total: c.total,
        currency: c.currency,
      })),
    };
  }

  /** A complaint of the dealer's own; another dealer's answers as if there were none. */
  async function ownIncident(customerNumber: string, incidentId: string) {
    const incident = UUID.test(incidentId) ? await resolutions.incident(incidentId) : undefined;
    if (!incident || incident.customer_number !== customerNumber) throw notFound('Complaint');
    return incident;
  }

  async function label(returnNumber: string, language: Language | undefined, customerNumber?: string): Promise<FileAnswer> {
    const ret = await resolutions.return(returnNumber);
    if (!ret || (customerNumber !== undefined && ret.row.customer_number !== customerNumber)) throw notFound('Return');
    const [incident, sender] = await Promise.all([resolutions.incident(ret.row.incident_id), resolutions.sender(ret.row.customer_number)]);
    const lang = language ?? languageForMarket(toMarket(sender.market));
    const content = await renderReturnLabelPdf({
      language: lang,
      returnNumber,
      caseNumber: incident?.case_number ?? '',
      createdAt: new Date(ret.row.created_at),
      sender: {
        customerNumber: sender.customer_number,
        name: sender.name,
        address: addressLines({
          lines: [sender.postal_line1],
          postalcode: sender.postal_postalcode,
          city: sender.postal_city,
          country: sender.country,
        }),
      },
      lines: ret.lines.map((l) => ({ itemNumber: l.item_number, description: l.description, quantity: l.quantity })),
    });
    return { filename: returnLabelFileName(lang, returnNumber), content };
  }

  return {
    resolution,

    async replacementOrder(staff: StaffPrincipal, incidentId: string, lines: Lines): Promise<{ orderNumber: string }> {
      const incident = await found(resolutions.incident(incidentId), 'Complaint');
      const orderNumber = await deps.placeReplacement(
        { customerNumber: incident.customer_number, incidentId, contactId: incident.contact_id, lines },
        async (db, number) => {
          const trx = deps.resolutionsOn(db);
          const before = await found(trx.lockIncident(incidentId), 'Complaint');
          await trx.setOutcome(incidentId, 'replaced', null, deps.now());
          await trx.audit({
            staffId: staff.staffId,
            action: 'complaint.replacement-order',
            objectType: 'complaint',
            objectId: incidentId,
            customerNumber: incident.customer_number,
            before: { outcome: before.outcome },
            after: { outcome: 'replaced', orderNumber: number, lines: lines.map((l) => ({ ...l })) },
          });
        },
      );
      return { orderNumber };
    },

    async createReturn(staff: StaffPrincipal, incidentId: string, lines: Lines): Promise<ComplaintReturn> {
      const returnNumber = await deps.transaction(async (trx) => {
        const incident = await found(trx.lockIncident(incidentId), 'Complaint');
        const sender = await trx.sender(incident.customer_number);
        const articles = new Map(
          (
            await trx.articles(
              lines.map((l) => l.itemNumber),
              languageForMarket(toMarket(sender.market)),
            )
          ).map((a) => [a.item_number, a.description]),
        );
        const named = lines.map((l, i) => {
          const description = articles.get(l.itemNumber);
          if (description === undefined) throw badRequest(`lines.${i}.itemNumber`, `Article ${l.itemNumber} is unknown`);
          return { ...l, description };
        });
        const number = await trx.insertReturn({ incidentId, customerNumber: incident.customer_number, staffId: staff.staffId }, named);
        await trx.setOutcome(incidentId, 'returned', null, deps.now());
        await trx.audit({
          staffId: staff.staffId,
          action: 'complaint.return',
          objectType: 'complaint',
          objectId: incidentId,
          customerNumber: incident.customer_number,
          before: { outcome: incident.outcome },
          after: { outcome: 'returned', returnNumber: number, status: 'requested', lines: lines.map((l) => ({ ...l })) },
        });
        return number;
      });
      return toReturn(await found(resolutions.return(returnNumber), 'Return'));
    },

    async setReturnStatus(staff: StaffPrincipal, incidentId: string, returnNumber: string, status: ReturnStatus): Promise<ComplaintReturn> {
      await deps.transaction(async (trx) => {
        const ret = await trx.return(returnNumber, true);
        if (!ret || ret.row.incident_id !== incidentId) throw notFound('Return');
        if (nextReturnStatus(ret.row.status) !== status)
          throw new AppError(409, 'STATUS_TRANSITION_NOT_ALLOWED', `A return that is ${ret.row.status} cannot become ${status}`);
        await trx.setReturnStatus(returnNumber, status, deps.now());
        await trx.audit({
          staffId: staff.staffId,
          action: 'complaint.return-status',
          objectType: 'complaint',
          objectId: incidentId,
          customerNumber: ret.row.customer_number,
          before: { returnNumber, status: ret.row.status },
          after: { returnNumber, status },
        });
      });
      return toReturn(await found(resolutions.return(returnNumber), 'Return'));
    },

    async setOutcome(staff: StaffPrincipal, incidentId: string, body: Outcome): Promise<void> {
      await deps.transaction(async (trx) => {
        const incident = await found(trx.lockIncident(incidentId), 'Complaint');
        const reason = body.reason?.trim() || null;
        await trx.setOutcome(incidentId, body.outcome, reason, deps.now());
        await trx.audit({
          staffId: staff.staffId,
          action: 'complaint.outcome',
          objectType: 'complaint',
          objectId: incidentId,
          customerNumber: incident.customer_number,
          before: { outcome: incident.outcome, reason: incident.outcome_reason },
          after: { outcome: body.outcome, reason },
        });
      });
    },

    /**
     * A credit note written for a complaint, in the credit note's transaction (the invoice module's):
     * the complaint must be the same dealer's; it is then credited, and the audit log says so.
     */
    creditNotes: (db: Kysely<DB>) => ({
      async record(
        staff: StaffPrincipal,
        credit: { incidentId: string; customerNumber: string; invoiceNumber: string; creditedInvoiceNumber: string },
      ) {
        const trx = deps.resolutionsOn(db);
        const incident = await trx.lockIncident(credit.incidentId);
        if (!incident || incident.customer_number !== credit.customerNumber)
          throw badRequest('complaintId', "The complaint is not the invoice's dealer's");
        await trx.setOutcome(credit.incidentId, 'credited', null, deps.now());
        await trx.audit({
          staffId: staff.staffId,
          action: 'complaint.credit-note',
          objectType: 'complaint',
          objectId: credit.incidentId,
          customerNumber: credit.customerNumber,
          before: { outcome: incident.outcome },
          after: { outcome: 'credited', invoiceNumber: credit.invoiceNumber, creditedInvoiceNumber: credit.creditedInvoiceNumber },
        });
      },
    }),

    async dealerResolution(principal: Principal, incidentId: string): Promise<ComplaintResolution> {
      await ownIncident(principal.customerNumber, incidentId);
      return resolution(incidentId);
    },

    /** A return's label for the dealer whose return it is. */
    dealerLabel: (principal: Principal, returnNumber: string, language: Language | undefined) =>
      label(returnNumber, language, principal.customerNumber),

    staffLabel: (returnNumber: string, language: Language | undefined) => label(returnNumber, language),
  };
}
export type ComplaintResolutionService = ReturnType<typeof createComplaintResolutionService>;
