import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import { ORDER_STATUS, type ComplaintSortKey } from '@portal/contracts';
import { likePattern } from '../../platform/db/like.js';
import type { DB, IncidentAttachmentTable, IncidentTable } from '../../platform/db/schema.js';
import type { NewMessage, Notify } from '../../platform/messages.js';
import { recordAudit, type AuditEntry } from '../../platform/audit/audit.js';

export type NewIncident = Insertable<IncidentTable>;
export type NewAttachment = Insertable<IncidentAttachmentTable>;
export type NewClaimedProduct = { itemNumber: string; name: string; quantity: number };

export type DeliveredLineRow = {
  order_number: string;
  order_mark: string | null;
  line_sequence: number;
  item_number: string;
  description: string;
  shipped_qty: number;
  require_serial: boolean;
  serial_number: string | null;
  production_nbr: string | null;
};

/** A list holds the newest complaints up to this many, as the order lists do. */
export const COMPLAINT_LIST_LIMIT = 999;

/** Which rows of a list to read: a page (or the newest 999), searched, filtered and sorted. */
export type ListChoice = {
  sort: ComplaintSortKey;
  direction: 'asc' | 'desc';
  search?: string | undefined;
  status?: number | undefined;
  offset: number;
  limit: number;
  /** Count every matching row too (a page's total). */
  counted: boolean;
};
export type ListRowStamp = { id: string; list_change: number };
export type ListRowJson = ListRowStamp & { json: string };

const SORT_COLUMNS = {
  number: 'case_number',
  order: 'order_number',
  mark: 'order_mark',
  type: 'incident_type',
  status: 'portal_status',
} as const satisfies Record<Exclude<ComplaintSortKey, 'created'>, keyof IncidentTable>;

/** The columns a list's search looks through, besides the claimed articles. */
const SEARCHED_COLUMNS = ['case_number', 'ticket_number', 'order_number', 'order_mark', 'serial_number'] as const;

export type ClaimedProductRow = { item_number: string; name: string; quantity: number };
/** An incident as the lists read it: its columns (the time as JSON text) and its claimed products. */
export type IncidentListRow = Omit<Pick<Selectable<IncidentTable>, (typeof INCIDENT_COLUMNS)[number]>, 'created_at'> & {
  created_at: string | Date;
  products: ClaimedProductRow[];
};

const INCIDENT_COLUMNS = [
  'id',
  'case_number',
  'ticket_number',
  'order_number',
  'order_mark',
  'serial_number',
  'description',
  'incident_type',
  'portal_status',
  'contact_fullname',
  'contact_line1',
  'contact_postalcode',
  'contact_city',
  'contact_country',
  'location_address',
  'location_postalcode',
  'location_city',
  'created_at',
] as const;

export function createComplaintRepository(db: Kysely<DB>, notify: Notify) {
  const incidents = (customerNumber: string) =>
    db.selectFrom('incident').select(INCIDENT_COLUMNS).where('customer_number', '=', customerNumber);
  const ownOrder = (customerNumber: string, orderNumber: string) =>
    db.selectFrom('customer_order').where('customer_number', '=', customerNumber).where('order_number', '=', orderNumber);

  return {
    /**
     * Which incidents of the customer a list shows, in its order, with the stamp of each row
     * (it moves whenever the row would read differently): the newest 999 without paging, or one
     * page of those matching the search and status in the order asked for. Answers the total too
     * when paging.
     */
    listRows: async (
      customerNumber: string,
      completedStatus: number,
      completed: boolean,
      choice: ListChoice,
    ): Promise<{ rows: ListRowStamp[]; total?: number }> => {
      let chosen = db
        .selectFrom('incident')
        .where('customer_number', '=', customerNumber)
        .where('portal_status', completed ? '=' : '<>', completedStatus);
      if (choice.status !== undefined) chosen = chosen.where('portal_status', '=', choice.status);
      if (choice.search) {
        const pattern = likePattern(choice.search);
        chosen = chosen.where((eb) =>
          eb.or([
            ...SEARCHED_COLUMNS.map((column) => eb(eb.fn('lower', [column]), 'like', pattern)),
            eb.exists(
              eb
                .selectFrom('incident_product as p')
                .select(sql`1`.as('one'))
                .whereRef('p.incident_id', '=', 'incident.id')
                .where((p) => p.or([p(p.fn('lower', ['p.item_number']), 'like', pattern), p(p.fn('lower', ['p.name']), 'like', pattern)])),
            ),
          ]),
        );
      }
      const direction = choice.direction;
      let ordered = chosen.select(['id', 'list_change']);
      if (choice.sort !== 'created') ordered = ordered.orderBy(SORT_COLUMNS[choice.sort], direction);
      // The index's order, which also breaks ties, so a page never shows a row twice.
      ordered = ordered
        .orderBy('created_at', choice.sort === 'created' ? direction : 'desc')
        .orderBy('case_number', choice.sort === 'created' ? direction : 'desc')
        .orderBy('id');
      const rows = ordered.offset(choice.offset).limit(choice.limit).execute();
      if (!choice.counted) return { rows: await rows };
      const [page, count] = await Promise.all([
        rows,
        chosen.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows: page, total: Number(count.n) };
    },

    /**
     * The list rows of these incidents of the customer as JSON texts in the shape of the
     * contract's Incident, each with its stamp. The database composes the text, so rows are
     * neither decoded nor encoded again.
     */
    rowsJson: async (customerNumber: string, ids: readonly string[], typeNames: Record<string, string>): Promise<ListRowJson[]> => {
      if (ids.length === 0) return [];
      const typeName = sql.join(
        Object.entries(typeNames).map(([code, name]) => sql`WHEN ${code} THEN ${name}`),
        sql` `,
      );
      const idList = sql.join(ids.map((id) => sql`${id}`));
      const result = await sql<ListRowJson>`
        WITH i AS (SELECT * FROM incident WHERE customer_number = ${customerNumber} AND id IN (${idList})),
        p AS (
          SELECT incident_id, json_agg(json_build_object('edp_articlenumber', item_number, 'edp_name', name, 'edp_quantity', quantity) ORDER BY position) AS products
          FROM incident_product WHERE incident_id IN (SELECT id FROM i) GROUP BY incident_id)
        SELECT i.id, i.list_change, json_build_object(
          'incidentid', i.id,
          'ed_casenumber', i.case_number,
          'ticketnumber', i.ticket_number,
          'edp_ordernumber', i.order_number,
          'edp_ordermark', i.order_mark,
          'ed_serialnumber', i.serial_number,
          'description', i.description,
          'createdon', to_char(i.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
          'edp_portalstatus', i.portal_status,
          'msdyn_incidenttype', json_build_object('msdyn_name', CASE i.incident_type ${typeName} ELSE i.incident_type END),
          'primarycontactid', json_build_object('fullname', i.contact_fullname, 'address1_line1', i.contact_line1,
            'address1_postalcode', i.contact_postalcode, 'address1_city', i.contact_city, 'address1_country', i.contact_country),
          'msdyn_FunctionalLocation', json_build_object('msdyn_address1', i.location_address, 'msdyn_postalcode', i.location_postalcode,
            'msdyn_city', i.location_city),
          'edp_incident_edp_claimproduct', coalesce(p.products, '[]'::json)
        )::text AS json
        FROM i LEFT JOIN p ON p.incident_id = i.id`.execute(db);
      return result.rows;
    },

    /** How often the customer's incidents have changed; a list composed at this version still stands. */
    listVersion: async (customerNumber: string): Promise<string> => {
      const row = await db
        .selectFrom('incident_list_version')
        .select('version')
        .where('customer_number', '=', customerNumber)
        .executeTakeFirst();
      return String(row?.version ?? 0);
    },

    byId: (customerNumber: string, incidentId: string) => incidents(customerNumber).where('id', '=', incidentId).executeTakeFirst(),

    products: (incidentIds: string[]) =>
      incidentIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('incident_product')
            .select(['incident_id', 'item_number', 'name', 'quantity'])
            .where('incident_id', 'in', incidentIds)
            .orderBy('incident_id')
            .orderBy('position')
            .execute(),

    /** Lines of a delivered order of the customer with their serial numbers, by order number or by one serial number. */
    deliveredLines: (customerNumber: string, by: { orderNumber: string } | { serialNumber: string }): Promise<DeliveredLineRow[]> => {
      let query = db
        .selectFrom('customer_order as o')
        .innerJoin('order_line as l', 'l.order_number', 'o.order_number')
        .innerJoin('product as p', 'p.item_number', 'l.item_number')
        .leftJoin('order_line_serial as s', (join) =>
          join.onRef('s.order_number', '=', 'l.order_number').onRef('s.line_sequence', '=', 'l.line_sequence'),
        )
        .select([
          'o.order_number',
          'o.order_mark',
          'l.line_sequence',
          'l.item_number',
          'l.description',
          'l.shipped_qty',
          'p.require_serial',
          's.serial_number',
          's.production_nbr',
        ])
        .where('o.customer_number', '=', customerNumber)
        .where('o.status', '=', ORDER_STATUS.delivered)
        .where('l.shipped_qty', '>', 0);
      if ('orderNumber' in by) {
        query = query.where('o.order_number', '=', by.orderNumber);
      } else {
        query = query.where('o.order_number', '=', (eb) =>
          eb.selectFrom('order_line_serial').select('order_number').where('serial_number', '=', by.serialNumber),
        );
      }
      return query.orderBy('l.line_sequence').orderBy('s.serial_number').execute();
    },

    deliveryAddress: (customerNumber: string, orderNumber: string) =>
      ownOrder(customerNumber, orderNumber).select(['ship_address1', 'ship_postalcode', 'ship_city']).executeTakeFirst(),

    /** When the complaint's order left the factory, and its tracking, for the detail screen. */
    shipment: (customerNumber: string, orderNumber: string) =>
      ownOrder(customerNumber, orderNumber).select(['status', 'promise_date', 'tracking_id']).executeTakeFirst(),

    contactCard: (contactId: string) =>
      db
        .selectFrom('contact')
        .innerJoin('customer', 'customer.customer_number', 'contact.customer_number')
        .select([
          'contact.firstname',
          'contact.lastname',
          'contact.email',
          'contact.mobilephone',
          'customer.postal_line1',
          'customer.postal_postalcode',
          'customer.postal_city',
          'customer.country',
        ])
        .where('contact.id', '=', contactId)
        .executeTakeFirst(),

    /** Writes a complaint and its claimed articles; answers the case number it was given. */
    insertIncident: (incident: NewIncident, products: NewClaimedProduct[]): Promise<string> =>
      db
        .insertInto('incident')
        .values(incident)
        .returning(['id', 'case_number'])
        .executeTakeFirstOrThrow()
        .then(async ({ id, case_number }) => {
          if (products.length) {
            await db
              .insertInto('incident_product')
              .values(
                products.map((p, i) => ({
                  incident_id: id,
                  position: i + 1,
                  item_number: p.itemNumber,
                  name: p.name,
                  quantity: p.quantity,
                })),
              )
              .execute();
          }
          return case_number;
        }),

    audit: (entry: AuditEntry) => recordAudit(db, entry),

    /** A message to the outbox, with the transaction of the change it tells of. */
    notify: (message: NewMessage) => notify(db, message),

    insertAttachments: async (attachments: NewAttachment[]) => {
      if (attachments.length) await db.insertInto('incident_attachment').values(attachments).execute();
    },

    attachments: (incidentId: string) =>
      db
        .selectFrom('incident_attachment')
        .select(['id', 'original_name', 'file_name', 'content_type'])
        .where('incident_id', '=', incidentId)
        .orderBy('created_at')
        .orderBy('id')
        .execute(),

    attachment: (attachmentId: string) =>
      db
        .selectFrom('incident_attachment')
        .select(['id', 'incident_id', 'storage_key', 'content_type', 'file_name', 'original_name', 'size_bytes'])
        .where('id', '=', attachmentId)
        .executeTakeFirst(),

    notes: (incidentId: string) =>
      db
        .selectFrom('incident_note')
        .select(['subject', 'description', 'author_name', 'created_at'])
        .where('incident_id', '=', incidentId)
        .orderBy('created_at')
        .orderBy('id')
        .execute(),

    insertNote: (note: { id: string; incidentId: string; description: string; contactId: string; authorName: string }) =>
      db
        .insertInto('incident_note')
        .values({
          id: note.id,
          incident_id: note.incidentId,
          description: note.description,
          contact_id: note.contactId,
          author_name: note.authorName,
        })
        .execute(),
  };
}

export type ComplaintRepository = ReturnType<typeof createComplaintRepository>;
