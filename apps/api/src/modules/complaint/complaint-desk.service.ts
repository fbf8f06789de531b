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
import { COMPLAINT_STATUS, type ComplaintOutcome, type ComplaintResolution, type IncidentType } from '@portal/contracts/complaint';
import type { StaffPrincipal } from '../../platform/auth/access.js';
import { AppError, badRequest, found } from '../../platform/errors.js';
import type { ComplaintDeskRepository } from './complaint-desk.repository.js';
import type { UploadedFile } from '../../platform/multipart.js';
import type { AuditEntry } from '../../platform/audit/audit.js';
import { pagingOf } from '../../platform/db/list-page.js';
import type { TransactionalDeps } from '../../platform/db/transactional.js';
import { parseListSort } from '@portal/contracts/staff-common';
import type { ComplaintHistoryEntry, StaffComplaintsExportQuery, StaffComplaintsFilter } from '@portal/contracts/staff-complaint';
import type { ComplaintTimeLimitRule } from './complaint-time-limits.js';
import { exportFile, exportLanguage, exportName, type ExportColumn } from '../../platform/export/table-export.js';
import { translateStaff } from '../../platform/i18n.js';
import type { BulkResponse } from '@portal/contracts/staff-common';
import { bulkOutcome } from '../../platform/bulk.js';
import type { DeskFilter } from './complaint-desk.repository.js';
import { isoTime as iso } from '../../platform/iso-time.js';
import { fullName } from '../../platform/person-name.js';

type Query = z.output<typeof StaffComplaintsQuery>;

/** The complaint as a change finds it, held for the change's transaction. */
type Held = {
  customer_number: string;
  portal_status: number;
  assigned_staff_id: string | null;
  case_number: string;
  contact_id: string | null;
};
type ChangeWork = (trx: ComplaintDeskRepository, current: Held) => Promise<void>;
type Filter = z.output<typeof StaffComplaintsFilter>;
type ExportQuery = z.output<typeof StaffComplaintsExportQuery>;

export type ComplaintDeskDeps = TransactionalDeps<'desk', ComplaintDeskRepository> & {
  /** A signed address of an attachment, the same the dealer's screens use. */
  fileUrl: (incidentId: string, attachmentId: string) => Promise<string>;
  /** Stores files on a complaint under the dealer side's rules, with the audit entry. */
  attachFiles: (incidentId: string, files: UploadedFile[], audit: Omit<AuditEntry, 'after'>) => Promise<void>;
  /** The time limit of each status (settings), for the due and overdue marks. */
  timeLimits: ComplaintTimeLimitRule;
  /** The replacement orders, returns and credit notes made from a complaint, and its outcome. */
  resolution: (incidentId: string) => Promise<ComplaintResolution>;
  now: () => Date;
};

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
  status_changed_at: Date | string;
  staff_firstname: string | null;
  staff_lastname: string | null;
  outcome: ComplaintOutcome | null;
};

const DAY_MS = 86_400_000;

/** A complaint as the desk's queue shows it; its detail shows the same and more. */
const toRow = (row: QueueFields, assigneeId: string | null, timeLimits: ComplaintTimeLimitRule, now: Date): StaffComplaintRow => {
  const name = row.staff_firstname === null ? null : fullName(row.staff_firstname, row.staff_lastname);
  const market = toMarket(row.market);
  const statusSince = new Date(row.status_changed_at);
  return {
    incidentid: row.id,
    ed_casenumber: row.case_number,
    edp_portalstatus: row.portal_status,
    customerNumber: row.customer_number,
    customerName: row.customer_name,
    market,
    incidentType: row.incident_type as IncidentType,
    orderNumber: row.order_number,
    serialNumber: row.serial_number,
    createdon: iso(row.created_at),
    ageDays: Math.max(0, Math.floor((now.getTime() - new Date(row.created_at).getTime()) / DAY_MS)),
    statusSince: statusSince.toISOString(),
    timeLimit: timeLimits.state(row.portal_status, market, statusSince, now),
    assignee: assigneeId && name ? { id: assigneeId, name } : null,
    outcome: row.outcome,
  };
};

/** The kinds of history the audit log's complaint actions stand for. */
const HISTORY_KIND: Record<string, ComplaintHistoryEntry['kind']> = {
  'complaint.status': 'status',
  'complaint.assign': 'assigned',
  'complaint.reply': 'reply',
  'complaint.internal-note': 'internal-note',
  'complaint.files': 'files',
};

const asRecord = (value: unknown): Record<string, unknown> =>
  (typeof value === 'string' ? JSON.parse(value) : (value ?? {})) as Record<string, unknown>;

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
    const [products, notes, internalNotes, files, changes, related, resolution] = await Promise.all([
      desk.products(incidentId),
      desk.notes(incidentId),
      desk.internalNotes(incidentId),
      desk.attachments(incidentId),
      desk.staffChanges(incidentId),
      desk.related(row),
      deps.resolution(incidentId),
    ]);
    return {
      ...toRow(row, row.assigned_staff_id, deps.timeLimits, deps.now()),
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
      history: await history(row, notes, files, changes),
      related: related.map((r) => ({
        incidentid: r.id,
        ed_casenumber: r.case_number,
        edp_portalstatus: r.portal_status,
        createdon: iso(r.created_at),
        itemNumbers: (r.shared_items ?? []).filter((item): item is string => item !== null).sort(),
        sameSerial: row.serial_number !== null && r.serial_number === row.serial_number,
      })),
      resolution,
    };
  }

  /**
   * Everything that happened to a complaint, oldest first: made by the dealer, the dealer's notes
   * and files, and every staff change from the audit log (moves, assignments, replies, internal
   * notes, files), each with who and when.
   */
  async function history(
    row: { created_at: Date | string; contact_fullname: string | null },
    notes: Awaited<ReturnType<ComplaintDeskRepository['notes']>>,
    files: Awaited<ReturnType<ComplaintDeskRepository['attachments']>>,
    changes: Awaited<ReturnType<ComplaintDeskRepository['staffChanges']>>,
  ): Promise<ComplaintHistoryEntry[]> {
    const assignees = changes.flatMap((c) => (c.action === 'complaint.assign' ? [asRecord(c.after)['assignee']] : []));
    const names = new Map(
      (await desk.staffNames(assignees.filter((id): id is string => typeof id === 'string'))).map((s) => [s.id, s.name]),
    );
    const staffFiles = new Set<string>();
    const entries: ComplaintHistoryEntry[] = [{ at: iso(row.created_at), kind: 'created', by: row.contact_fullname, fromStaff: false }];
    for (const change of changes) {
      const kind = HISTORY_KIND[change.action];
      if (!kind) continue;
      const after = asRecord(change.after);
      const entry: ComplaintHistoryEntry = { at: iso(change.at), kind, by: change.staff_name, fromStaff: true };
      if (kind === 'status' && typeof after['status'] === 'number') entry.status = after['status'];
      if (kind === 'assigned') entry.assignee = typeof after['assignee'] === 'string' ? (names.get(after['assignee']) ?? null) : null;
      if (kind === 'files') {
        const added = Array.isArray(after['files']) ? (after['files'] as { id: string; name: string }[]) : [];
        added.forEach((f) => staffFiles.add(f.id));
        entry.files = added.map((f) => f.name);
      }
      entries.push(entry);
    }
    for (const note of notes) {
      if (note.staff_id === null) entries.push({ at: iso(note.created_at), kind: 'dealer-note', by: note.author_name, fromStaff: false });
    }
    // The dealer's files, by the moment they came (with the complaint, or later together).
    const dealerFiles = new Map<string, string[]>();
    for (const file of files) {
      if (staffFiles.has(file.id)) continue;
      const at = iso(file.created_at);
      dealerFiles.set(at, [...(dealerFiles.get(at) ?? []), file.original_name]);
    }
    for (const [at, names] of dealerFiles) entries.push({ at, kind: 'files', by: row.contact_fullname, fromStaff: false, files: names });
    return entries.sort((a, b) => a.at.localeCompare(b.at));
  }

  /** The desk's filter from the list's query: the caller's own assignments for `me`, the time limits' cutoffs now. */
  function deskFilter(staff: StaffPrincipal, query: Filter | ExportQuery): DeskFilter {
    const now = deps.now();
    const daysAgo = (days: number | undefined) => (days === undefined ? undefined : new Date(now.getTime() - days * DAY_MS));
    return {
      status: query.status,
      market: query.market,
      type: query.type,
      customerNumber: query.customerNumber || undefined,
      createdBefore: daysAgo(query.olderThanDays),
      statusChangedBefore: daysAgo(query.inStatusOverDays),
      series: query.series,
      itemNumber: query.itemNumber || undefined,
      batch: query.batch,
      // Days are UTC days, as the quality figures count a complaint's day.
      createdFrom: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
      createdUntil: query.to ? new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS) : undefined,
      search: query.search || undefined,
      assignee: query.assignee === 'me' ? staff.staffId : query.assignee === 'none' ? null : query.assignee,
      timeLimit: query.timeLimit ? { state: query.timeLimit, cutoffs: deps.timeLimits.cutoffs(now) } : undefined,
      serialNumber: query.serialNumber || undefined,
      outcome: query.outcome === 'none' ? null : query.outcome,
      caseNumbers: 'caseNumbers' in query ? query.caseNumbers : undefined,
      sort: parseListSort(query.sort),
    };
  }

  /** Runs a change on a complaint held for the transaction; an unknown complaint answers 404. */
  async function changeOnly(incidentId: string, work: ChangeWork) {
    await deps.transaction(async (trx) => {
      const current = await found(trx.lockIncident(incidentId), 'Complaint');
      await work(trx, current);
    });
  }

  /** A change on a complaint (changeOnly), answered with the complaint as it is now. */
  async function change(incidentId: string, work: ChangeWork) {
    await changeOnly(incidentId, work);
    return detail(incidentId);
  }

  /** Only staff of the complaints desk take complaints (a 400 naming staffId otherwise). */
  async function checkAssignee(staffId: string | null) {
    if (staffId === null) return;
    const allowed = await desk.deskStaff();
    if (!allowed.some((s) => s.id === staffId)) throw badRequest('staffId', 'Complaints can be assigned to customer service only');
  }

  /** The assignment of one complaint, audited; false when it already had that assignee. */
  const assignment =
    (staff: StaffPrincipal, incidentId: string, staffId: string | null, changed: (done: boolean) => void): ChangeWork =>
    async (trx, current) => {
      if (current.assigned_staff_id === staffId) return changed(false);
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
      changed(true);
    };

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
    async list(staff: StaffPrincipal, query: Query): Promise<StaffComplaintsResponse> {
      const { rows, total, capped } = await desk.page({ ...deskFilter(staff, query), ...pagingOf(query) });
      const now = deps.now();
      return { items: rows.map((r) => toRow(r, r.staff_id, deps.timeLimits, now)), total, totalCapped: capped };
    },

    /**
     * The complaints the queue's filter finds, in its order, as a CSV or XLSX file with the queue's
     * columns, the header and the names in the staff member's language.
     */
    async exportList(staff: StaffPrincipal, query: ExportQuery, acceptLanguage: string | undefined) {
      const now = deps.now();
      const language = exportLanguage(acceptLanguage);
      const text = (key: string) => translateStaff(language, key);
      const columns: ExportColumn<StaffComplaintRow>[] = [
        { header: 'complaints-desk.column.case', value: (r) => r.ed_casenumber },
        { header: 'complaints-desk.column.created', value: (r) => r.createdon.slice(0, 10) },
        { header: 'complaints-desk.column.age', value: (r) => r.ageDays },
        { header: 'export.column.customer-number', value: (r) => r.customerNumber },
        { header: 'complaints-desk.column.dealer', value: (r) => r.customerName },
        { header: 'complaints-desk.column.market', value: (r) => text(`markets.${r.market}`) },
        { header: 'complaints-desk.column.type', value: (r) => text(`complaints.type.${r.incidentType}`) },
        { header: 'complaints-desk.column.order', value: (r) => r.orderNumber },
        { header: 'complaints-desk.detail.serial', value: (r) => r.serialNumber },
        { header: 'complaints-desk.column.status', value: (r) => text(`complaints.status.${r.edp_portalstatus}`) },
        {
          header: 'complaints-desk.column.time-limit',
          value: (r) =>
            r.timeLimit?.state === 'ok' ? r.timeLimit.dueOn : r.timeLimit ? text(`complaints-desk.time-limit.${r.timeLimit.state}`) : null,
        },
        { header: 'complaints-desk.column.assignee', value: (r) => r.assignee?.name ?? null },
      ];
      async function* rows() {
        for await (const batch of desk.all(deskFilter(staff, query))) yield batch.map((r) => toRow(r, r.staff_id, deps.timeLimits, now));
      }
      return exportFile(query.format, exportName('complaints', now), language, columns, rows());
    },

    /** The start page's counts: complaints due today and past their time limit. */
    timeLimitCounts: (cap: number) => desk.timeLimitCounts(deps.timeLimits.cutoffs(deps.now()), cap),

    /** A page of every dealer's complaints by status, dealer and day made, newest first (the integration API's list). */
    async find(filter: { status?: number; customerNumber?: string; from?: string; page: number; pageSize: number }) {
      const { rows, total } = await desk.page({
        status: filter.status,
        customerNumber: filter.customerNumber,
        createdFrom: filter.from ? new Date(`${filter.from}T00:00:00Z`) : undefined,
        sort: parseListSort('createdon:desc'),
        ...pagingOf(filter),
      });
      const now = deps.now();
      return { items: rows.map((r) => toRow(r, r.staff_id, deps.timeLimits, now)), total };
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
      await checkAssignee(staffId);
      return change(
        incidentId,
        assignment(staff, incidentId, staffId, () => undefined),
      );
    },

    /**
     * Several complaints assigned as `assign` assigns one, each in its own transaction: an unknown one is
     * reported and the others are assigned (ADR 0084).
     */
    async assignMany(staff: StaffPrincipal, incidentIds: readonly string[], staffId: string | null): Promise<BulkResponse> {
      await checkAssignee(staffId);
      const names = new Map((await desk.caseNumbers(incidentIds)).map((r) => [r.id, r.case_number]));
      return bulkOutcome(incidentIds, names, async (incidentId) => {
        let changed = false;
        await changeOnly(
          incidentId,
          assignment(staff, incidentId, staffId, (done) => (changed = done)),
        );
        return changed;
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
