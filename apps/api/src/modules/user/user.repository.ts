import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';

export type AccessLevelChange = { contactId: string; customerNumber: string; changedBy: string; from: string; to: string };

/**
 * One row of the access-level history the dealer side keeps. A Portal Admin writes it when
 * changing a colleague's level, and through the invitations when inviting or (de)activating one.
 */
export async function recordAccessLevelChange(db: Kysely<DB>, change: AccessLevelChange) {
  await db
    .insertInto('access_level_change')
    .values({
      contact_id: change.contactId,
      customer_number: change.customerNumber,
      changed_by: change.changedBy,
      from_level: change.from,
      to_level: change.to,
    })
    .execute();
}

export function createUserRepository(db: Kysely<DB>) {
  return {
    /** The customer's contacts, by name. */
    list: (customerNumber: string) =>
      db
        .selectFrom('contact')
        .select(['id', 'firstname', 'lastname', 'email', 'access_level', 'active', sql<boolean>`password_hash IS NULL`.as('invited')])
        .where('customer_number', '=', customerNumber)
        .orderBy('firstname')
        .orderBy('lastname')
        .orderBy('id')
        .execute(),

    /**
     * The customer's contacts with their levels, locked until the transaction ends: two
     * administrators demoting each other at once must not leave the account without one.
     */
    lockContacts: (customerNumber: string) =>
      db
        .selectFrom('contact')
        .select(['id', 'access_level'])
        .where('customer_number', '=', customerNumber)
        .orderBy('id')
        .forUpdate()
        .execute(),

    setAccessLevel: async (contactId: string, level: string) => {
      await db.updateTable('contact').set({ access_level: level, updated_at: new Date() }).where('id', '=', contactId).execute();
    },

    recordChange: (change: AccessLevelChange) => recordAccessLevelChange(db, change),
  };
}
export type UserRepository = ReturnType<typeof createUserRepository>;
