import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { revokeSignIns } from '../../platform/auth/sign-ins.js';

/** `changedBy`: the dealer's Portal Admin or the staff member who made the change. */
export type AccessLevelChange = {
  contactId: string;
  customerNumber: string;
  changedBy: { contactId: string } | { staffId: string };
  from: string;
  to: string;
};

/**
 * One row of the access-level history the dealer side keeps: written when a Portal Admin or a staff member
 * changes a user's level, and through the invitations when inviting or (de)activating one.
 */
export async function recordAccessLevelChange(db: Kysely<DB>, change: AccessLevelChange) {
  await db
    .insertInto('access_level_change')
    .values({
      contact_id: change.contactId,
      customer_number: change.customerNumber,
      changed_by: 'contactId' in change.changedBy ? change.changedBy.contactId : null,
      changed_by_staff: 'staffId' in change.changedBy ? change.changedBy.staffId : null,
      from_level: change.from,
      to_level: change.to,
    })
    .execute();
}

/**
 * Sets a user's access level, for staff and for the dealer's own administrators. A user left with
 * no access holds no sign-in either: the sessions and refresh tokens end with the change.
 */
export async function setContactAccessLevel(db: Kysely<DB>, contactId: string, level: string, at: Date) {
  await db.updateTable('contact').set({ access_level: level, updated_at: at }).where('id', '=', contactId).execute();
  if (level === 'none') await revokeSignIns(db, contactId);
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
        .select(['id', 'access_level', 'active'])
        .where('customer_number', '=', customerNumber)
        .orderBy('id')
        .forUpdate()
        .execute(),

    setAccessLevel: (contactId: string, level: string) => setContactAccessLevel(db, contactId, level, new Date()),

    recordChange: (change: AccessLevelChange) => recordAccessLevelChange(db, change),

    /** Whether the contact is one of the customer's. */
    isContactOf: async (customerNumber: string, contactId: string) =>
      Boolean(
        await db
          .selectFrom('contact')
          .select('id')
          .where('id', '=', contactId)
          .where('customer_number', '=', customerNumber)
          .executeTakeFirst(),
      ),

    /** The customer's access-level history, newest first, with both names; one contact's when given. */
    history: (customerNumber: string, contactId: string | undefined, limit: number) => {
      let q = db
        .selectFrom('access_level_change as h')
        .innerJoin('contact as c', 'c.id', 'h.contact_id')
        .leftJoin('contact as b', 'b.id', 'h.changed_by')
        .leftJoin('staff_member as s', 's.id', 'h.changed_by_staff')
        .select([
          'h.contact_id',
          'h.changed_by',
          's.firstname as staff_firstname',
          's.lastname as staff_lastname',
          'h.from_level',
          'h.to_level',
          'h.changed_at',
          'c.firstname',
          'c.lastname',
          'b.firstname as by_firstname',
          'b.lastname as by_lastname',
        ])
        .where('h.customer_number', '=', customerNumber);
      if (contactId) q = q.where('h.contact_id', '=', contactId);
      return q.orderBy('h.changed_at', 'desc').orderBy('h.id', 'desc').limit(limit).execute();
    },
  };
}
export type UserRepository = ReturnType<typeof createUserRepository>;
