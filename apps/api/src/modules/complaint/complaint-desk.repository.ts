import { sql, type Kysely } from 'kysely';
import { cappedCount, LIST_COUNT_CAP } from '../../platform/db/capped-count.js';
import type { ListSort } from '@portal/contracts/staff-common';
import type { STAFF_COMPLAINT_SORT_COLUMNS } from '@portal/contracts/staff-complaint';
import { sortedBy, type Paging } from '../../platform/db/list-page.js';
import type { DB } from '../../platform/db/schema.js';
import type { NewMessage, Notify } from '../../platform/messages.js';
import { recordAudit, type AuditEntry } from '../../platform/audit/audit.js';
import { dealersIn, dealersNamed } from '../../platform/db/dealer-search.js';
import type { TimeLimitCutoff } from './complaint-time-limits.js';
import { inBatches } from '../../platform/export/table-export.js';

export type ComplaintSortColumn = (typeof STAFF_COMPLAINT_SORT_COLUMNS)[number];

export type DeskFilter = {
  status?: number | undefined;
  market?: string | undefined;
  type?: string | undefined;
  customerNumber?: string | undefined;
  createdBefore?: Date | undefined;
  statusChangedBefore?: Date | undefined;
  series?: string | undefined;
  itemNumber?: string | undefined;
  batch?: string | undefined;
  /** Made on or after this instant, and before that one. */
  createdFrom?: Date | undefined;
  createdUntil?: Date | undefined;
  search?: string | undefined;
  /** A staff member's id, or null for the unassigned. */
  assignee?: string | null | undefined;
  /** Only those due today or past their time limit, by the limits' cutoffs now. */
  timeLimit?: { state: 'due' | 'overdue'; cutoffs: readonly TimeLimitCutoff[] } | undefined;
  serialNumber?: string | undefined;
  /** An outcome, or null for the complaints without one yet. */
  outcome?: 'replaced' | 'credited' | 'returned' | 'rejected' | null | undefined;
  /** Only these complaints, by case number (an export of the list's selected rows). */
  caseNumbers?: readonly string[] | undefined;
  sort: ListSort<ComplaintSortColumn>;
};

/** SQL of the complaints desk: every dealer's complaints, read by staff. */
export function createComplaintDeskRepository(db: Kysely<DB>, notify: Notify) {
  const queue = (f: DeskFilter) => {
    // The complaints alone: counting them needs no dealer or staff member, so only the page joins them.
    let q = db.selectFrom('incident as i');
    if (f.status !== undefined) q = q.where('i.portal_status', '=', f.status);
    if (f.market) q = q.where('i.customer_number', 'in', dealersIn(db, f.market));
    if (f.type) q = q.where('i.incident_type', '=', f.type);
    if (f.customerNumber) q = q.where('i.customer_number', '=', f.customerNumber);
    if (f.createdBefore) q = q.where('i.created_at', '<', f.createdBefore);
    if (f.statusChangedBefore) q = q.where('i.status_changed_at', '<', f.statusChangedBefore);
    if (f.createdFrom) q = q.where('i.created_at', '>=', f.createdFrom);
    if (f.createdUntil) q = q.where('i.created_at', '<', f.createdUntil);
    // The complaints behind an insight figure: those naming an article of the series, or the article,
    // or made on a serial number of the batch (as the quality figures count them).
    if (f.series) {
      const series = f.series;
      q = q.where('i.id', 'in', (eb) =>
        eb
          .selectFrom('incident_product as ip')
          .innerJoin('product as p', 'p.item_number', 'ip.item_number')
          .select('ip.incident_id')
          .where('p.model_series', '=', series),
      );
    }
    if (f.assignee === null) q = q.where('i.assigned_staff_id', 'is', null);
    else if (f.assignee) q = q.where('i.assigned_staff_id', '=', f.assignee);
    if (f.serialNumber) q = q.where('i.serial_number', '=', f.serialNumber);
    if (f.caseNumbers) q = q.where('i.case_number', 'in', f.caseNumbers);
    if (f.outcome === null) q = q.where('i.outcome', 'is', null);
    else if (f.outcome) q = q.where('i.outcome', '=', f.outcome);
    if (f.itemNumber) {
      const item = f.itemNumber;
      q = q.where('i.id', 'in', (eb) => eb.selectFrom('incident_product').select('incident_id').where('item_number', '=', item));
    }
    if (f.batch) {
      const batch = f.batch;
      q = q.where('i.serial_number', 'in', (eb) =>
        eb.selectFrom('order_line_serial').select('serial_number').where('production_nbr', '=', batch),
      );
    }
    if (f.timeLimit) {
      const { state, cutoffs } = f.timeLimit;
      // One branch per status and market, each its own range of the time in status.
      q = q.where((eb) =>
        eb.or(
          cutoffs.map((c) =>
            eb.and([
              eb('i.portal_status', '=', c.status),
              eb('i.customer_number', 'in', dealersIn(db, c.market)),
              eb('i.status_changed_at', '<', state === 'overdue' ? c.overdueBefore : c.dueBefore),
              ...(state === 'due' ? [eb('i.status_changed_at', '>=', c.overdueBefore)] : []),
            ]),
          ),
        ),
      );
    }
    if (f.search) {
      const text = f.search;
      const caseNumber = text.toUpperCase().startsWith('CAS-') ? text.toUpperCase() : `CAS-${text}`;
      // Each way of finding a complaint goes through its own index: the case, order or serial
      // number, or the dealer's complaints when the text is its number or a part of its name. (As
      // one OR they would read every complaint.)
      q = q.where('i.id', 'in', (eb) =>
        eb
          .selectFrom('incident')
          .select('id')
          .where('case_number', '=', caseNumber)
          .unionAll(eb.selectFrom('incident').select('id').where('order_number', '=', text))
          .unionAll(eb.selectFrom('incident').select('id').where('serial_number', '=', text))
          .unionAll(eb.selectFrom('incident').select('id').where('customer_number', 'in', dealersNamed(db, text))),
      );
    }
    return q;
  };

  /** The list's rows in its order, from `from`: by default the complaints the filter finds. */
  const rows = (f: DeskFilter, from = queue(f)) =>
    sortedBy(
      from
        .innerJoin('customer as c', 'c.customer_number', 'i.customer_number')
        .leftJoin('staff_member as s', 's.id', 'i.assigned_staff_id')
        .select([
          'i.id',
          'i.case_number',
          'i.portal_status',
          'i.customer_number',
          'c.name as customer_name',
          'c.market',
          'i.incident_type',
          'i.order_number',
          'i.serial_number',
          'i.created_at',
          'i.status_changed_at',
          'i.outcome',
          's.id as staff_id',
          's.firstname as staff_firstname',
          's.lastname as staff_lastname',
        ]),
      f.sort,
      {
        ed_casenumber: sql.ref('i.case_number'),
        createdon: sql.ref('i.created_at'),
        age: { by: sql.ref('i.created_at'), reversed: true },
        // A dealer's column sorts dealer by dealer (its number next): walking the dealers in that order through an
        // index, each one's complaints come in order, and the page stops early rather than sorting every complaint.
        customerName: { by: sql.ref('c.name'), then: [sql.ref('c.customer_number')] },
        market: { by: sql.ref('c.market'), then: [sql.ref('c.customer_number')] },
        incidentType: sql.ref('i.incident_type'),
        orderNumber: sql.ref('i.order_number'),
        edp_portalstatus: sql.ref('i.portal_status'),
        statusSince: sql.ref('i.status_changed_at'),
        // Staff member by staff member, the unassigned (no name) after them ascending, before them descending.
        assignee: { by: sql`s.firstname || ' ' || s.lastname`, then: [sql.ref('s.id')] },
      },
      [sql.ref('i.created_at'), sql.ref('i.id')],
    );

  /**
   * The rows of one page. Sorted by assignee, the page's complaints are first picked from each staff member's
   * first ones and the unassigned's first ones (at most as many as the page reaches from each, through
   * incident_assignee_sort_idx): the staff member's name is on the joined row, which the database cannot walk
   * in order while keeping the unassigned, so it would otherwise sort every complaint the filter finds.
   */
  const pageQuery = (f: DeskFilter & Paging) => {
    if (f.sort.column !== 'assignee') return rows(f).offset(f.offset).limit(f.limit);
    const direction = f.sort.direction;
    const reach = f.offset + f.limit;
    const first = (assigned: (q: ReturnType<typeof queue>) => ReturnType<typeof queue>) =>
      assigned(queue(f)).select(['i.id', 'i.created_at']).orderBy('i.created_at', direction).orderBy('i.id', direction).limit(reach);
    const ofStaff = db
      .selectFrom('staff_member as s')
      .innerJoinLateral(
        () => first((q) => q.where('i.assigned_staff_id', '=', sql.ref<string>('s.id'))).as('k'),
        (join) => join.onTrue(),
      )
      .select([
        'k.id',
        'k.created_at',
        sql<string | null>`s.firstname || ' ' || s.lastname`.as('name'),
        sql<string | null>`s.id`.as('staff_id'),
      ]);
    const unassigned = db
      .selectFrom(first((q) => q.where('i.assigned_staff_id', 'is', null)).as('k'))
      .select(['k.id', 'k.created_at', sql<string | null>`null::text`.as('name'), sql<string | null>`null::uuid`.as('staff_id')]);
    const picked = db.selectFrom(ofStaff.unionAll(unassigned).as('k'));
    const onPage = sortedBy(
      picked.select('k.id'),
      { column: 'assignee', direction },
      { assignee: { by: sql.ref('k.name'), then: [sql.ref('k.staff_id')] } },
      [sql.ref('k.created_at'), sql.ref('k.id')],
    )
      .offset(f.offset)
      .limit(f.limit);
    // As an array made first, the page's complaints are looked up by id: as `IN (…)` the planner may walk every complaint.
    return rows(f, queue({ sort: f.sort }).where(sql<boolean>`i.id = ANY(ARRAY(${onPage}))`)).limit(f.limit);
  };

  return {
    pageQuery,

    page: async (f: DeskFilter & Paging) => {
      const [page, count] = await Promise.all([pageQuery(f).execute(), cappedCount(db, queue(f), f.offset + LIST_COUNT_CAP)]);
      return { rows: page, ...count };
    },

    /** Every complaint the filter finds, in its order, a batch at a time (an export). */
    all: (f: DeskFilter) => inBatches(rows(f), { column: 'i.id', field: 'id' }),

    /** How many complaints are due today and past their time limit, counted no further than `cap`. */
    timeLimitCounts: async (cutoffs: readonly TimeLimitCutoff[], cap: number) => {
      const [due, overdue] = await Promise.all(
        (['due', 'overdue'] as const).map((state) =>
          cappedCount(db, queue({ timeLimit: { state, cutoffs }, sort: { column: 'createdon', direction: 'desc' } }), cap),
        ),
      );
      return { due: due!.total, overdue: overdue!.total };
    },

    incident: (incidentId: string) =>
      db
        .selectFrom('incident as i')
        .innerJoin('customer as c', 'c.customer_number', 'i.customer_number')
        .leftJoin('staff_member as s', 's.id', 'i.assigned_staff_id')
        .selectAll('i')
        .select(['c.name as customer_name', 'c.market', 's.firstname as staff_firstname', 's.lastname as staff_lastname'])
        .where('i.id', '=', incidentId)
        .executeTakeFirst(),

    /** The case numbers of these complaints (those that exist), to name them in a bulk call's answer. */
    caseNumbers: (incidentIds: readonly string[]) =>
      incidentIds.length === 0
        ? Promise.resolve([])
        : db.selectFrom('incident').select(['id', 'case_number']).where('id', 'in', incidentIds).execute(),

    /** The row of a complaint held for the rest of a transaction, so two staff moves run one after the other. */
    lockIncident: (incidentId: string) =>
      db
        .selectFrom('incident')
        .select(['id', 'customer_number', 'portal_status', 'assigned_staff_id', 'case_number', 'contact_id'])
        .where('id', '=', incidentId)
        .forUpdate()
        .executeTakeFirst(),

    products: (incidentId: string) =>
      db
        .selectFrom('incident_product')
        .select(['item_number', 'name', 'quantity'])
        .where('incident_id', '=', incidentId)
        .orderBy('position')
        .execute(),

    notes: (incidentId: string) =>
      db
        .selectFrom('incident_note')
        .select(['id', 'description', 'author_name', 'staff_id', 'created_at'])
        .where('incident_id', '=', incidentId)
        .orderBy('created_at')
        .orderBy('id')
        .execute(),

    internalNotes: (incidentId: string) =>
      db
        .selectFrom('incident_internal_note as n')
        .innerJoin('staff_member as s', 's.id', 'n.staff_id')
        .select(['n.id', 'n.text', 'n.created_at', sql<string>`s.firstname || ' ' || s.lastname`.as('author')])
        .where('n.incident_id', '=', incidentId)
        .orderBy('n.created_at')
        .orderBy('n.id')
        .execute(),

    attachments: (incidentId: string) =>
      db
        .selectFrom('incident_attachment')
        .select(['id', 'original_name', 'created_at'])
        .where('incident_id', '=', incidentId)
        .orderBy('created_at')
        .orderBy('id')
        .execute(),

    /** The staff's changes of a complaint from the audit log, oldest first, with who made them. */
    staffChanges: (incidentId: string) =>
      db
        .selectFrom('audit_log as a')
        .innerJoin('staff_member as s', 's.id', 'a.staff_id')
        .select(['a.at', 'a.action', 'a.after', sql<string>`s.firstname || ' ' || s.lastname`.as('staff_name')])
        .where('a.object_type', '=', 'complaint')
        .where('a.object_id', '=', incidentId)
        .orderBy('a.at')
        .orderBy('a.id')
        .execute(),

    staffNames: async (ids: readonly string[]) =>
      ids.length === 0
        ? []
        : db
            .selectFrom('staff_member')
            .select(['id', sql<string>`firstname || ' ' || lastname`.as('name')])
            .where('id', 'in', ids)
            .execute(),

    /** The dealer's other complaints about one of this complaint's articles or its serial number, newest first. */
    related: (incident: { id: string; customer_number: string; serial_number: string | null }) =>
      db
        .selectFrom('incident as i')
        .select([
          'i.id',
          'i.case_number',
          'i.portal_status',
          'i.created_at',
          'i.serial_number',
          (eb) =>
            eb.fn
              .agg<string[] | null>('array_agg', [sql.ref('p.item_number')])
              .distinct()
              .as('shared_items'),
        ])
        .leftJoin('incident_product as p', (join) =>
          join
            .onRef('p.incident_id', '=', 'i.id')
            .on('p.item_number', 'in', (eb) =>
              eb.selectFrom('incident_product').select('item_number').where('incident_id', '=', incident.id),
            ),
        )
        .where('i.customer_number', '=', incident.customer_number)
        .where('i.id', '<>', incident.id)
        .where((eb) =>
          eb.or([
            eb('i.id', 'in', (sub) =>
              sub
                .selectFrom('incident_product as mine')
                .innerJoin('incident_product as theirs', 'theirs.item_number', 'mine.item_number')
                .select('theirs.incident_id')
                .where('mine.incident_id', '=', incident.id),
            ),
            ...(incident.serial_number ? [eb('i.serial_number', '=', incident.serial_number)] : []),
          ]),
        )
        .groupBy(['i.id', 'i.case_number', 'i.portal_status', 'i.created_at', 'i.serial_number'])
        .orderBy('i.created_at', 'desc')
        .orderBy('i.id', 'desc')
        .limit(50)
        .execute(),

    setStatus: (incidentId: string, status: number, at: Date) =>
      db.updateTable('incident').set({ portal_status: status, status_changed_at: at }).where('id', '=', incidentId).execute(),

    assign: (incidentId: string, staffId: string | null) =>
      db.updateTable('incident').set({ assigned_staff_id: staffId }).where('id', '=', incidentId).execute(),

    insertReply: (reply: { id: string; incidentId: string; text: string; staffId: string; authorName: string; at: Date }) =>
      db
        .insertInto('incident_note')
        .values({
          id: reply.id,
          incident_id: reply.incidentId,
          description: reply.text,
          staff_id: reply.staffId,
          author_name: reply.authorName,
          created_at: reply.at,
        })
        .execute(),

    insertInternalNote: (note: { id: string; incidentId: string; text: string; staffId: string; at: Date }) =>
      db
        .insertInto('incident_internal_note')
        .values({ id: note.id, incident_id: note.incidentId, text: note.text, staff_id: note.staffId, created_at: note.at })
        .execute(),

    /** Staff a complaint can be given to: customer service and back-office admins, active. */
    deskStaff: () =>
      db
        .selectFrom('staff_member as s')
        .select(['s.id', 's.firstname', 's.lastname'])
        .where('s.active', '=', true)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('staff_role as r')
              .select('r.role')
              .whereRef('r.staff_id', '=', 's.id')
              .where('r.role', 'in', ['customer-service', 'back-office-admin']),
          ),
        )
        .orderBy('s.firstname')
        .orderBy('s.lastname')
        .execute(),

    audit: (entry: AuditEntry) => recordAudit(db, entry),

    /** A message to the outbox, with the transaction of the change it tells of. */
    notify: (message: NewMessage) => notify(db, message),
  };
}
export type ComplaintDeskRepository = ReturnType<typeof createComplaintDeskRepository>;
