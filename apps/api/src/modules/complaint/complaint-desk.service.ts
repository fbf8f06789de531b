import { randomUUID } from 'node:crypto';
import {
  mayMoveComplaint,
  COMPLAINT_TRANSITIONS,
  type StaffComplaintDetail,
  type StaffComplaintRow,
  type StaffComplaintsResponse,
} from '@portal/contracts/staff-complaint';
import type { z } from 'zod';
import type { StaffComplaintsQuery } from '@portal/contracts/staff-complaint';
import { toMarket } from '@portal/contracts/languages';
import { COMPLAINT_STATUS, type IncidentType } from '@portal/contracts/complaint';
import type { StaffPrincipal } from '../../platform/auth/access.js';
import { AppError, badRequest, found } from '../../platform/errors.js';
import type { ComplaintDeskRepository } from './complaint-desk.repository.js';
import type { UploadedFile } from '../../platform/multipart.js';
import type { AuditEntry } from '../../platform/audit/audit.js';
import { pagingOf } from '../../platform/db/list-page.js';
import type { TransactionalDeps } from '../../platform/db/transactional.js';

type Query = z.output<typeof StaffComplaintsQuery>;

export type ComplaintDeskDeps = TransactionalDeps<'desk', ComplaintDeskRepository> & {
  /** A signed address of an attachment, the same the dealer's screens use. */
  fileUrl: (incidentId: string, attachmentId: string) => Promise<string>;
  /** Stores files on a complaint under the dealer side's rules, with the audit entry. */
  attachFiles: (incidentId: string, files: UploadedFile[], audit: Omit<AuditEntry, 'after'>) => Promise<void>;
  now: () => Date;
};

const iso = (value: Date | string) => new Date(value).toISOString();
const fullName = (first: string | null, last: string | null) => (first === null ? null : `${first} ${last ?? ''}`.trim());

/** The fields of a complaint's row that the queue shows. */
type QueueFields = {
  id: string;
  case_number: string;
  portal_status: number;
  customer_number: string;
  customer_name: string;
  market: string;
  incident_type: string;
  order_number: string | null;
  serial_number: string | null;
  created_at: Date | string;
  staff_firstname: string | null;
  staff_lastname: string | null;
};

/** A complaint as the desk's queue shows it; its detail shows the same and more. */
const toRow = (row: QueueFields, assigneeId: string | null): StaffComplaintRow => {
  const name = fullName(row.staff_firstname, row.staff_lastname);
  return {
    incidentid: row.id,
    ed_casenumber: row.case_number,
    edp_portalstatus: row.portal_status,
    customerNumber: row.customer_number,
    customerName: row.customer_name,
    market: toMarket(row.market),
    incidentType: row.incident_type as IncidentType,
    orderNumber: row.order_number,
    serialNumber: row.serial_number,
    createdon: iso(row.created_at),
    assignee: assigneeId && name ? { id: assigneeId, name } : null,
  };
};

/** The complaints desk: customer service reads every dealer's complaints and answers them. */
/** The names the messages give the portal's statuses. */
const STATUS_NAME: Record<number, string> = {
  [COMPLAINT_STATUS.Registered]: 'registered',
  [COMPLAINT_STATUS.Ongoing]: 'ongoing',
  [COMPLAINT_STATUS.WaitingForDetails]: 'waiting',
  [COMPLAINT_STATUS.Completed]: 'completed',
};

export function createComplaintDeskService(deps: ComplaintDeskDeps) {
  const { desk } = deps;

  async function detail(incidentId: string): Promise<StaffComplaintDetail> {
    const row = await found(desk.incident(incidentId), 'Complaint');
    const [products, notes, internalNotes, files] = await Promise.all([
      desk.products(incidentId),
      desk.notes(incidentId),
      desk.internalNotes(incidentId),
      desk.attachments(incidentId),
    ]);
    return {
      ...toRow(row, row.assigned_staff_id),
      description: row.description,
      orderMark: row.order_mark,
      contact: {
        fullname: row.contact_fullname,
        line1: row.contact_line1,
        postalcode: row.contact_postalcode,
        city: row.contact_city,
        country: row.contact_country,
        email: row.contact_email,
        mobilephone: row.contact_mobilephone,
      },
      location: { address: row.location_address, postalcode: row.location_postalcode, city: row.location_city },
      products: products.map((p) => ({ itemNumber: p.item_number, name: p.name, quantity: p.quantity })),
      notes: notes.map((n) => ({
        id: n.id,
        text: n.description,
        author: n.author_name,
        createdon: iso(n.created_at),
        fromStaff: n.staff_id !== null,
      })),
      internalNotes: internalNotes.map((n) => ({ id: n.id, text: n.text, author: n.author, createdon: iso(n.created_at) })),
      files: await Promise.all(files.map(async (f) => ({ id: f.id, name: f.original_name, url: await deps.fileUrl(incidentId, f.id) }))),
      nextStatuses: [...(COMPLAINT_TRANSITIONS[row.portal_status as keyof typeof COMPLAINT_TRANSITIONS] ?? [])],
    };
  }

  /** Runs a change on a complaint held for the transaction; an unknown complaint answers 404. */
  async function change(
    incidentId: string,
    work: (
      trx: ComplaintDeskRepository,
      current: {
        customer_number: string;
        portal_status: number;
        assigned_staff_id: string | null;
        case_number: string;
        contact_id: string | null;
      },
    ) => Promise<void>,
  ) {
    await deps.transaction(async (trx) => {
      const current = await found(trx.lockIncident(incidentId), 'Complaint');
      await work(trx, current);
    });
    return detail(incidentId);
  }

  /** The dealer's user who filed the complaint hears of a new status or a reply. */
  async function tellDealer(
    trx: ComplaintDeskRepository,
    incidentId: string,
    current: { customer_number: string; case_number: string; contact_id: string | null },
    news: { status: string | null; reply: string | null; staffName: string | null },
  ) {
    if (!current.contact_id) return;
    await trx.notify({
      to: { contactId: current.contact_id },
      customerNumber: current.customer_number,
      message: { kind: 'complaint-updated', caseNumber: current.case_number, incidentId, ...news },
    });
  }

  return {
    async list(query: Query): Promise<StaffComplaintsResponse> {
      const daysAgo = (days: number | undefined) => (days === undefined ? undefined : new Date(deps.now().getTime() - days * 86_400_000));
      const createdBefore = daysAgo(query.olderThanDays);
      const { rows, total, capped } = await desk.page({
        status: query.status,
        market: query.market,
        type: query.type,
        customerNumber: query.customerNumber || undefined,
        createdBefore,
        statusChangedBefore: daysAgo(query.inStatusOverDays),
        series: query.series,
        itemNumber: query.itemNumber,
        batch: query.batch,
        // Days are UTC days, as the quality figures count a complaint's day.
        createdFrom: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
        createdUntil: query.to ? new Date(Date.parse(`${query.to}T00:00:00Z`) + 86_400_000) : undefined,
        search: query.search || undefined,
        sort: query.sort,
        ...pagingOf(query),
      });
      return { items: rows.map((r) => toRow(r, r.staff_id)), total, totalCapped: capped };
    },

    get: detail,

    async attachFiles(staff: StaffPrincipal, incidentId: string, files: UploadedFile[]) {
      const row = await found(desk.incident(incidentId), 'Complaint');
      await deps.attachFiles(incidentId, files, {
        staffId: staff.staffId,
        action: 'complaint.files',
        objectType: 'complaint',
        objectId: incidentId,
        customerNumber: row.customer_number,
      });
      return detail(incidentId);
    },

    async setStatus(staff: StaffPrincipal, incidentId: string, status: number) {
      return change(incidentId, async (trx, current) => {
        if (current.portal_status === status) return;
        if (!mayMoveComplaint(current.portal_status, status)) {
          throw new AppError(
            409,
            'STATUS_TRANSITION_NOT_ALLOWED',
            `A complaint in status ${current.portal_status} cannot move to ${status}`,
          );
        }
        await trx.setStatus(incidentId, status, deps.now());
        await trx.audit({
          staffId: staff.staffId,
          action: 'complaint.status',
          objectType: 'complaint',
          objectId: incidentId,
          customerNumber: current.customer_number,
          before: { status: current.portal_status },
          after: { status },
        });
        await tellDealer(trx, incidentId, current, { status: STATUS_NAME[status] ?? null, reply: null, staffName: null });
      });
    },

    async assign(staff: StaffPrincipal, incidentId: string, staffId: string | null) {
      if (staffId !== null) {
        const allowed = await desk.deskStaff();
        if (!allowed.some((s) => s.id === staffId)) throw badRequest('staffId', 'Complaints can be assigned to customer service only');
      }
      return change(incidentId, async (trx, current) => {
        if (current.assigned_staff_id === staffId) return;
        await trx.assign(incidentId, staffId);
        await trx.audit({
          staffId: staff.staffId,
          action: 'complaint.assign',
          objectType: 'complaint',
          objectId: incidentId,
          customerNumber: current.customer_number,
          before: { assignee: current.assigned_staff_id },
          after: { assignee: staffId },
        });
      });
    },

    async reply(staff: StaffPrincipal, incidentId: string, text: string) {
      return change(incidentId, async (trx, current) => {
        const id = randomUUID();
        await trx.insertReply({
          id,
          incidentId,
          text,
          staffId: staff.staffId,
          authorName: `${staff.firstname} ${staff.lastname}`,
          at: deps.now(),
        });
        await trx.audit({
          staffId: staff.staffId,
          action: 'complaint.reply',
          objectType: 'complaint',
          objectId: incidentId,
          customerNumber: current.customer_number,
          after: { noteId: id, text },
        });
        await tellDealer(trx, incidentId, current, { status: null, reply: text, staffName: `${staff.firstname} ${staff.lastname}` });
      });
    },

    async addInternalNote(staff: StaffPrincipal, incidentId: string, text: string) {
      return change(incidentId, async (trx, current) => {
        const id = randomUUID();
        await trx.insertInternalNote({ id, incidentId, text, staffId: staff.staffId, at: deps.now() });
        await trx.audit({
          staffId: staff.staffId,
          action: 'complaint.internal-note',
          objectType: 'complaint',
          objectId: incidentId,
          customerNumber: current.customer_number,
          after: { noteId: id },
        });
      });
    },

    async deskStaff() {
      return { items: (await desk.deskStaff()).map((s) => ({ id: s.id, name: `${s.firstname} ${s.lastname}` })) };
    },
  };
}
export type ComplaintDeskService = ReturnType<typeof createComplaintDeskService>;
