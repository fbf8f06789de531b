import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { DEALERS_OWN_MESSAGE_KINDS } from '@portal/contracts/messages';
import type { DealerActivityKind } from '@portal/contracts/staff-dealer';
import type { DB } from '../../platform/db/schema.js';
import { recordAudit, type AuditEntry } from '../../platform/audit/audit.js';

/** Where a page of the activity ended: the last item's moment (to the millisecond), kind and id. */
export type ActivityCursor = { at: Date; kind: DealerActivityKind; id: string };

export type ActivityRow = {
  kind: DealerActivityKind;
  id: string;
  at: Date;
  title: string | null;
  status: string | null;
  amount: number | null;
  currency: string | null;
  by: string | null;
};

/**
 * The rows of one kind older than the cursor, newest first. The activity is ordered by (moment, kind, id), all
 * descending, so with the cursor's kind the id breaks a tie; a kind after it in that order starts at the cursor's
 * moment itself, one before it just under it.
 */
const olderThan = (kind: DealerActivityKind, at: RawBuilder<Date>, id: RawBuilder<string>, cursor: ActivityCursor | null) => {
  if (!cursor) return sql`true`;
  const moment = sql`date_trunc('milliseconds', ${at})`;
  if (kind === cursor.kind) return sql`(${moment} < ${cursor.at} OR (${moment} = ${cursor.at} AND ${id} < ${cursor.id}))`;
  return kind < cursor.kind ? sql`${moment} <= ${cursor.at}` : sql`${moment} < ${cursor.at}`;
};

/**
 * SQL of a dealer's activity in the back office: its orders, complaints, invoices, its users' sign-ins, staff's views
 * of the portal as its users, and the
 * e-mails the portal sent it (not the dealer's own offers to its customers), and staff's notes about it. Like the
 * start page's work queues it reads the rows each area keeps, for one dealer, by the indexes that lead with it.
 */
export function createDealerActivityRepository(db: Kysely<DB>) {
  const name = (first: RawBuilder<unknown>, last: RawBuilder<unknown>) =>
    sql<string>`trim(coalesce(${first}, '') || ' ' || coalesce(${last}, ''))`;

  const queries: Record<
    DealerActivityKind,
    (customerNumber: string, cursor: ActivityCursor | null, limit: number) => RawBuilder<ActivityRow>
  > = {
    order: (customerNumber, cursor, limit) => sql<ActivityRow>`
      SELECT 'order' AS kind, o.order_number AS id, o.created_at AS at, o.order_number AS title, o.status::text AS status,
             o.order_value AS amount, o.currency, ${name(sql`c.firstname`, sql`c.lastname`)} AS by
        FROM customer_order o LEFT JOIN contact c ON c.id = o.contact_id
       WHERE o.customer_number = ${customerNumber} AND ${olderThan('order', sql`o.created_at`, sql`o.order_number`, cursor)}
       ORDER BY o.created_at DESC, o.order_number DESC LIMIT ${limit}`,
    complaint: (customerNumber, cursor, limit) => sql<ActivityRow>`
      SELECT 'complaint' AS kind, i.id::text AS id, i.created_at AS at, i.case_number AS title, i.portal_status::text AS status,
             NULL::numeric AS amount, NULL AS currency, ${name(sql`c.firstname`, sql`c.lastname`)} AS by
        FROM incident i LEFT JOIN contact c ON c.id = i.contact_id
       WHERE i.customer_number = ${customerNumber} AND ${olderThan('complaint', sql`i.created_at`, sql`i.id::text`, cursor)}
       ORDER BY i.created_at DESC, i.id::text DESC LIMIT ${limit}`,
    invoice: (customerNumber, cursor, limit) => sql<ActivityRow>`
      SELECT 'invoice' AS kind, v.invoice_number AS id, v.created_at AS at, v.invoice_number AS title, v.kind::text AS status,
             v.total AS amount, v.currency, NULL AS by
        FROM invoice v
       WHERE v.customer_number = ${customerNumber} AND ${olderThan('invoice', sql`v.created_at`, sql`v.invoice_number`, cursor)}
       ORDER BY v.created_at DESC, v.invoice_number DESC LIMIT ${limit}`,
    'sign-in': (customerNumber, cursor, limit) => sql<ActivityRow>`
      SELECT 'sign-in' AS kind, s.id::text AS id, s.signed_in_at AS at, c.email AS title, NULL AS status,
             NULL::numeric AS amount, NULL AS currency, ${name(sql`c.firstname`, sql`c.lastname`)} AS by
        FROM sign_in_event s JOIN contact c ON c.id::text = s.account_id
       WHERE c.customer_number = ${customerNumber} AND ${olderThan('sign-in', sql`s.signed_in_at`, sql`s.id::text`, cursor)}
       ORDER BY s.signed_in_at DESC, s.id::text DESC LIMIT ${limit}`,
    // A staff member's view of the portal as a user, from when the link was opened; not the user's own sign-in.
    'view-as': (customerNumber, cursor, limit) => sql<ActivityRow>`
      SELECT 'view-as' AS kind, v.id::text AS id, v.started_at AS at, c.email AS title,
             CASE WHEN v.ended_at IS NOT NULL THEN 'ended' WHEN v.expires_at <= now() THEN 'expired' ELSE 'open' END AS status,
             NULL::numeric AS amount, NULL AS currency, ${name(sql`s.firstname`, sql`s.lastname`)} AS by
        FROM view_as_session v JOIN contact c ON c.id = v.contact_id JOIN staff_member s ON s.id = v.staff_id
       WHERE v.customer_number = ${customerNumber} AND v.started_at IS NOT NULL
         AND ${olderThan('view-as', sql`v.started_at`, sql`v.id::text`, cursor)}
       ORDER BY v.started_at DESC, v.id::text DESC LIMIT ${limit}`,
    mail: (customerNumber, cursor, limit) => sql<ActivityRow>`
      SELECT 'mail' AS kind, m.id::text AS id, m.created_at AS at, m.subject AS title, m.state AS status,
             NULL::numeric AS amount, NULL AS currency, m.recipient AS by
        FROM outbox_message m
       WHERE m.customer_number = ${customerNumber}
         AND m.kind NOT IN (${sql.join([...DEALERS_OWN_MESSAGE_KINDS])})
         AND ${olderThan('mail', sql`m.created_at`, sql`m.id::text`, cursor)}
       ORDER BY m.created_at DESC, m.id::text DESC LIMIT ${limit}`,
    note: (customerNumber, cursor, limit) => sql<ActivityRow>`
      SELECT 'note' AS kind, n.id::text AS id, n.created_at AS at, n.text AS title, NULL AS status,
             NULL::numeric AS amount, NULL AS currency, ${name(sql`s.firstname`, sql`s.lastname`)} AS by
        FROM dealer_note n JOIN staff_member s ON s.id = n.staff_id
       WHERE n.customer_number = ${customerNumber} AND ${olderThan('note', sql`n.created_at`, sql`n.id::text`, cursor)}
       ORDER BY n.created_at DESC, n.id::text DESC LIMIT ${limit}`,
  };

  return {
    /** Up to `limit` rows of each kind asked for, older than the cursor; the caller merges them. */
    async rows(customerNumber: string, kinds: readonly DealerActivityKind[], cursor: ActivityCursor | null, limit: number) {
      const pages = await Promise.all(kinds.map(async (kind) => (await queries[kind](customerNumber, cursor, limit).execute(db)).rows));
      return pages.flat().map((r) => ({ ...r, at: new Date(r.at), amount: r.amount === null ? null : Number(r.amount) }));
    },

    customerExists: async (customerNumber: string) =>
      (await db.selectFrom('customer').select('customer_number').where('customer_number', '=', customerNumber).executeTakeFirst()) !==
      undefined,

    async insertNote(customerNumber: string, staffId: string, text: string) {
      const id = randomUUID();
      await db.insertInto('dealer_note').values({ id, customer_number: customerNumber, staff_id: staffId, text }).execute();
      return id;
    },

    /** One note as the activity shows it. */
    async note(id: string): Promise<ActivityRow | undefined> {
      const row = await db
        .selectFrom('dealer_note as n')
        .innerJoin('staff_member as s', 's.id', 'n.staff_id')
        .select(['n.id', 'n.created_at', 'n.text', 's.firstname', 's.lastname'])
        .where('n.id', '=', id)
        .executeTakeFirst();
      return (
        row && {
          kind: 'note',
          id: row.id,
          at: row.created_at,
          title: row.text,
          status: null,
          amount: null,
          currency: null,
          by: `${row.firstname} ${row.lastname}`.trim(),
        }
      );
    },

    audit: (entry: AuditEntry) => recordAudit(db, entry),
  };
}
export type DealerActivityRepository = ReturnType<typeof createDealerActivityRepository>;
