import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { recordAudit, type AuditEntry } from '../../platform/audit/audit.js';

/** SQL of staff's views of the dealer portal (ADR 0088): only the hashes of their code and token are kept. */
export function createViewAsRepository(db: Kysely<DB>) {
  return {
    /** A dealer's user with what a view shows of them, and whether they and their dealer are active. */
    user: (customerNumber: string, contactId: string) =>
      db
        .selectFrom('contact')
        .innerJoin('customer', 'customer.customer_number', 'contact.customer_number')
        .select([
          'contact.id as contactId',
          'contact.email',
          'contact.firstname',
          'contact.lastname',
          'contact.access_level as accessLevel',
          'contact.active as userActive',
          'customer.active as customerActive',
          'customer.customer_number as customerNumber',
          'customer.name as customerName',
          'customer.market',
        ])
        .where('contact.customer_number', '=', customerNumber)
        .where('contact.id', '=', contactId)
        .executeTakeFirst(),

    staffName: async (staffId: string) => {
      const row = await db.selectFrom('staff_member').select(['firstname', 'lastname']).where('id', '=', staffId).executeTakeFirst();
      return row ? `${row.firstname} ${row.lastname}`.trim() : '';
    },

    async insert(view: { staffId: string; contactId: string; customerNumber: string; codeHash: string; codeExpiresAt: Date }) {
      const id = randomUUID();
      await db
        .insertInto('view_as_session')
        .values({
          id,
          staff_id: view.staffId,
          contact_id: view.contactId,
          customer_number: view.customerNumber,
          code_hash: view.codeHash,
          code_expires_at: view.codeExpiresAt,
        })
        .execute();
      return id;
    },

    /** Takes a code once, while it is valid: the view starts with its token; undefined when the code cannot be used. */
    exchange: (codeHash: string, tokenHash: string, now: Date, expiresAt: Date) =>
      db
        .updateTable('view_as_session')
        .set({ token_hash: tokenHash, started_at: now, expires_at: expiresAt })
        .where('code_hash', '=', codeHash)
        .where('started_at', 'is', null)
        .where('code_expires_at', '>', now)
        .returning(['id', 'staff_id as staffId', 'contact_id as contactId', 'customer_number as customerNumber'])
        .executeTakeFirst(),

    /** Ends a view not yet ended (or only about to, its tab gone); false when it already was. */
    end: async (id: string, now: Date) =>
      (
        await db
          .updateTable('view_as_session')
          .set({ ended_at: now })
          .where('id', '=', id)
          .where((eb) => eb.or([eb('ended_at', 'is', null), eb('ended_at', '>', now)]))
          .executeTakeFirst()
      ).numUpdatedRows > 0n,

    /** A view whose tab went away ends at `at`, unless it already ends sooner. */
    leave: (id: string, at: Date) =>
      db
        .updateTable('view_as_session')
        .set({ ended_at: at })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('ended_at', 'is', null), eb('ended_at', '>', at)]))
        .execute(),

    audit: (entry: AuditEntry) => recordAudit(db, entry),
  };
}
export type ViewAsRepository = ReturnType<typeof createViewAsRepository>;
