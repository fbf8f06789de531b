import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import type { NewMessage, Notify } from '../../platform/messages.js';
import { recordAudit, type AuditEntry } from '../../platform/audit/audit.js';

export type SubscriptionRow = {
  id: string;
  staff_id: string;
  dashboard: string;
  filters: unknown;
  created_at: Date;
  next_send_at: Date;
};

/** A due subscription with whom it writes to. */
export type DueSubscription = SubscriptionRow & { email: string; language: string | null; firstname: string; active: boolean };

const COLUMNS = ['id', 'staff_id', 'dashboard', 'filters', 'created_at', 'next_send_at'] as const;

/** SQL of the weekly e-mails of insight dashboards; `db` is the database or one transaction. */
export function createInsightSubscriptionRepository(db: Kysely<DB>, notify: Notify) {
  return {
    /** The database or transaction this repository works on: the figures of a round are read on it too. */
    db,

    ofStaff: (staffId: string): Promise<SubscriptionRow[]> =>
      db
        .selectFrom('insight_subscription')
        .select(COLUMNS)
        .where('staff_id', '=', staffId)
        .where('cancelled_at', 'is', null)
        .orderBy('created_at')
        .orderBy('id')
        .execute(),

    /** The staff member's live subscription of the dashboard with these very filters, if any. */
    same: (staffId: string, dashboard: string, filters: unknown): Promise<SubscriptionRow | undefined> =>
      db
        .selectFrom('insight_subscription')
        .select(COLUMNS)
        .where('staff_id', '=', staffId)
        .where('dashboard', '=', dashboard)
        .where('cancelled_at', 'is', null)
        .where(sql<boolean>`filters = ${JSON.stringify(filters)}::jsonb`)
        .executeTakeFirst(),

    insert: (row: { id: string; staffId: string; dashboard: string; filters: unknown; nextSendAt: Date; at: Date }) =>
      db
        .insertInto('insight_subscription')
        .values({
          id: row.id,
          staff_id: row.staffId,
          dashboard: row.dashboard,
          filters: JSON.stringify(row.filters),
          created_at: row.at,
          next_send_at: row.nextSendAt,
        })
        .returning(COLUMNS)
        .executeTakeFirstOrThrow(),

    /** Cancels one of the staff member's live subscriptions; undefined when it has none by that id. */
    cancel: (staffId: string, id: string, at: Date): Promise<SubscriptionRow | undefined> =>
      db
        .updateTable('insight_subscription')
        .set({ cancelled_at: at })
        .where('id', '=', id)
        .where('staff_id', '=', staffId)
        .where('cancelled_at', 'is', null)
        .returning(COLUMNS)
        .executeTakeFirst(),

    /**
     * One subscription due at `now`, held until the transaction ends; another instance's round skips it and
     * takes the next, and once this one's is moved on it is no longer due. Run inside a transaction.
     */
    claimDue: async (now: Date): Promise<DueSubscription | undefined> =>
      (
        await sql<DueSubscription>`
          SELECT s.id, s.staff_id, s.dashboard, s.filters, s.created_at, s.next_send_at,
                 m.email, m.language, m.firstname, m.active
            FROM insight_subscription s JOIN staff_member m ON m.id = s.staff_id
           WHERE s.cancelled_at IS NULL AND s.next_send_at <= ${now}
           ORDER BY s.next_send_at, s.id
           LIMIT 1
             FOR UPDATE OF s SKIP LOCKED`.execute(db)
      ).rows[0],

    /** The week's e-mail is written (or there was none to write): the next is due at `next`. */
    moveOn: (id: string, sentAt: Date | null, next: Date) =>
      db
        .updateTable('insight_subscription')
        .set({ next_send_at: next, ...(sentAt ? { last_sent_at: sentAt } : {}) })
        .where('id', '=', id)
        .execute(),

    audit: (entry: AuditEntry) => recordAudit(db, entry),

    /** A message to the outbox, with the transaction that moves the subscription on. */
    notify: (message: NewMessage) => notify(db, message),
  };
}
export type InsightSubscriptionRepository = ReturnType<typeof createInsightSubscriptionRepository>;
