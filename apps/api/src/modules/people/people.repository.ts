import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { recordAudit, type AuditEntry } from '../../platform/audit/audit.js';

/** The key the sign-in limits count an account by (idp/sign-in-throttle.ts). */
const accountKey = (email: string) => email.trim().toLowerCase().slice(0, 320);

/** The person's rows in every table that holds them: what an export reads and an erasure changes. */
export function createPeopleRepository(db: Kysely<DB>) {
  return {
    contact: (customerNumber: string, contactId: string) =>
      db
        .selectFrom('contact as c')
        .innerJoin('customer as cu', 'cu.customer_number', 'c.customer_number')
        .selectAll('c')
        .select('cu.name as customer_name')
        .where('c.id', '=', contactId)
        .where('c.customer_number', '=', customerNumber)
        .executeTakeFirst(),

    /** The dealer's users, locked until the transaction ends, so that two erasures cannot remove the last admin together. */
    lockUsers: (customerNumber: string) =>
      db
        .selectFrom('contact')
        .select(['id', 'access_level', 'active'])
        .where('customer_number', '=', customerNumber)
        .orderBy('id')
        .forUpdate()
        .execute(),

    async signIn(contactId: string, email: string) {
      const [invitations, passwordResets, emailChanges, sessions, failedSignIns, accessLevelChanges, signIns, activeMonths] =
        await Promise.all([
          db
            .selectFrom('invitation')
            .select(['created_at', 'expires_at', 'accepted_at', 'revoked_at', 'invited_by_staff', 'invited_by_contact'])
            .where('contact_id', '=', contactId)
            .orderBy('created_at')
            .execute(),
          db
            .selectFrom('password_reset')
            .select(['created_at', 'expires_at', 'used_at', 'revoked_at'])
            .where('contact_id', '=', contactId)
            .orderBy('created_at')
            .execute(),
          db
            .selectFrom('email_change')
            .select(['new_email', 'created_at', 'expires_at', 'used_at', 'revoked_at'])
            .where('contact_id', '=', contactId)
            .orderBy('created_at')
            .execute(),
          // Which sessions and grants exist and until when; never their tokens.
          db
            .selectFrom('oidc_payload')
            .select(['type', 'expires_at', 'consumed_at'])
            .where(sql<string>`payload->>'accountId'`, '=', contactId)
            .orderBy('expires_at')
            .execute(),
          db
            .selectFrom('sign_in_failure')
            .select(['failed_at', 'address'])
            .where('account_key', '=', accountKey(email))
            .orderBy('failed_at')
            .execute(),
          db
            .selectFrom('access_level_change')
            .select(['from_level', 'to_level', 'changed_at', 'changed_by', 'changed_by_staff'])
            .where('contact_id', '=', contactId)
            .orderBy('changed_at')
            .execute(),
          db.selectFrom('sign_in_event').select('signed_in_at').where('account_id', '=', contactId).orderBy('signed_in_at').execute(),
          db
            .selectFrom('portal_use_month')
            .select(['month', 'customer_number'])
            .where('contact_id', '=', contactId)
            .orderBy('month')
            .execute(),
        ]);
      return { invitations, passwordResets, emailChanges, sessions, failedSignIns, accessLevelChanges, signIns, activeMonths };
    },

    async orders(contactId: string) {
      const orders = await db
        .selectFrom('customer_order')
        .selectAll()
        .where('contact_id', '=', contactId)
        .orderBy('order_number')
        .execute();
      const lines = orders.length
        ? await db
            .selectFrom('order_line')
            .selectAll()
            .where(
              'order_number',
              'in',
              orders.map((o) => o.order_number),
            )
            .orderBy('order_number')
            .orderBy('line_sequence')
            .execute()
        : [];
      return orders.map(({ idempotency_key: _key, idempotency_fingerprint: _fingerprint, ...order }) => ({
        ...order,
        lines: lines.filter((l) => l.order_number === order.order_number),
      }));
    },

    complaints: (contactId: string) =>
      db.selectFrom('incident').selectAll().where('contact_id', '=', contactId).orderBy('created_at').execute(),

    notes: (contactId: string) =>
      db
        .selectFrom('incident_note')
        .select(['incident_id', 'subject', 'description', 'author_name', 'created_at'])
        .where('contact_id', '=', contactId)
        .orderBy('created_at')
        .execute(),

    orderLists: (contactId: string) =>
      db.selectFrom('order_list').selectAll().where('saved_by', '=', contactId).orderBy('saved_at').execute(),

    cart: (contactId: string) => db.selectFrom('cart_line').selectAll().where('contact_id', '=', contactId).orderBy('position').execute(),

    emails: (email: string) =>
      db
        .selectFrom('outbox_message')
        .select(['kind', 'recipient', 'language', 'subject', 'body_text', 'state', 'created_at', 'sent_at'])
        .where(sql<string>`lower(recipient)`, '=', email.trim().toLowerCase())
        .orderBy('created_at')
        .execute(),

    audit: (contactId: string) =>
      db
        .selectFrom('audit_log')
        .select(['at', 'staff_id', 'action', 'object_type', 'object_id', 'before', 'after'])
        .where('object_id', '=', contactId)
        .orderBy('id')
        .execute(),

    /**
     * Anonymises the person everywhere and removes what lets them sign in; the business records stay and show the
     * anonymised name. One transaction (the caller's), with its audit row.
     */
    async erase(person: { id: string; email: string }, anonymous: { name: string; email: string }, audit: AuditEntry) {
      const [firstname, ...rest] = anonymous.name.split(' ');
      const key = accountKey(person.email);
      await db
        .updateTable('contact')
        .set({
          firstname: firstname!,
          lastname: rest.join(' '),
          email: anonymous.email,
          telephone1: null,
          mobilephone: null,
          password_hash: null,
          idp_subject: null,
          must_reset_password: false,
          active: false,
          language: null,
          notify_order_confirmation: false,
          notify_order_updates: false,
          notify_complaints: false,
          notify_invoices: false,
          updated_at: sql`now()`,
        })
        .where('id', '=', person.id)
        .execute();
      // Sign-in: sessions, grants and tokens of the embedded provider, links not yet used, the limits' rows.
      await db
        .deleteFrom('oidc_payload')
        .where(sql<string>`payload->>'accountId'`, '=', person.id)
        .execute();
      await db.deleteFrom('invitation').where('contact_id', '=', person.id).execute();
      await db.deleteFrom('password_reset').where('contact_id', '=', person.id).execute();
      await db.deleteFrom('email_change').where('contact_id', '=', person.id).execute();
      await db.deleteFrom('sign_in_failure').where('account_key', '=', key).execute();
      await db.deleteFrom('sign_in_lock').where('account_key', '=', key).execute();
      await db.deleteFrom('sign_in_event').where('account_id', '=', person.id).execute();
      await db.deleteFrom('portal_use_month').where('contact_id', '=', person.id).execute();
      // What was only theirs.
      await db.deleteFrom('cart_line').where('contact_id', '=', person.id).execute();
      await db.deleteFrom('cart_applied_change').where('contact_id', '=', person.id).execute();
      await db.deleteFrom('cart').where('contact_id', '=', person.id).execute();
      // Kept for bookkeeping, under the anonymised name.
      await db.updateTable('customer_order').set({ notification_phone: null }).where('contact_id', '=', person.id).execute();
      await db.updateTable('incident_note').set({ author_name: anonymous.name }).where('contact_id', '=', person.id).execute();
      await db.updateTable('order_list').set({ saved_by_name: anonymous.name }).where('saved_by', '=', person.id).execute();
      // Mail: nothing more is sent to them; what was sent keeps its kind and time, not its text or address.
      const recipient = sql<string>`lower(recipient)`;
      await db
        .deleteFrom('outbox_message')
        .where(recipient, '=', person.email.trim().toLowerCase())
        .where('state', 'in', ['pending', 'failed'])
        .execute();
      await db
        .updateTable('outbox_message')
        .set({ recipient: anonymous.email, subject: null, body_text: null, body_html: null, data: '{}' })
        .where(recipient, '=', person.email.trim().toLowerCase())
        .execute();
      // Audit rows keep what was done and by whom, not the personal values they recorded.
      await db.updateTable('audit_log').set({ before: null, after: null }).where('object_id', '=', person.id).execute();
      await recordAudit(db, audit);
    },

    recordAudit: (entry: AuditEntry) => recordAudit(db, entry),
  };
}

export type PeopleRepository = ReturnType<typeof createPeopleRepository>;
