import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import type { NewMessage, Notify } from '../../platform/messages.js';
import { emailOwner } from '../../platform/auth/email-taken.js';
import { recordAudit, type AuditEntry } from '../../platform/audit/audit.js';
import { revokeSignIns } from '../../platform/auth/sign-ins.js';
import { recordAccessLevelChange, setContactAccessLevel, type AccessLevelChange } from './user.repository.js';

export type Inviter = { staffId: string } | { contactId: string };
/** Whom an invitation is for: a dealer's user or a staff member. */
export type Invitee = { contactId: string } | { staffId: string };

/** SQL of users and their invitations, for staff and for a dealer's own administrators. */
export function createInvitationRepository(db: Kysely<DB>, notify: Notify) {
  return {
    emailOwner: (email: string) => emailOwner(db, email),

    customer: (customerNumber: string) =>
      db
        .selectFrom('customer')
        .select(['customer_number', 'name', 'active'])
        .where('customer_number', '=', customerNumber)
        .executeTakeFirst(),

    staffMember: (staffId: string) =>
      db.selectFrom('staff_member').select(['id', 'email', 'firstname', 'language']).where('id', '=', staffId).executeTakeFirst(),

    /** A message to the outbox, with the transaction of the change it tells of. */
    notify: (message: NewMessage) => notify(db, message),

    /** The dealer's users, locked until the transaction ends, so two administrators cannot remove the last one together. */
    lockUsers: (customerNumber: string) =>
      db
        .selectFrom('contact')
        .select(['id', 'email', 'firstname', 'lastname', 'access_level', 'active', 'password_hash'])
        .where('customer_number', '=', customerNumber)
        .orderBy('id')
        .forUpdate()
        .execute(),

    insertContact: async (contact: {
      id: string;
      customerNumber: string;
      email: string;
      firstName: string;
      lastName: string;
      accessLevel: string;
    }) => {
      await db
        .insertInto('contact')
        .values({
          id: contact.id,
          customer_number: contact.customerNumber,
          email: contact.email,
          firstname: contact.firstName,
          lastname: contact.lastName,
          access_level: contact.accessLevel,
          password_hash: null,
        })
        .execute();
    },

    /** Earlier links of the person stop working when a new one is made. */
    revokeOpen: async (invitee: Invitee, at: Date) => {
      await db
        .updateTable('invitation')
        .set({ revoked_at: at })
        .where('contactId' in invitee ? 'contact_id' : 'staff_id', '=', 'contactId' in invitee ? invitee.contactId : invitee.staffId)
        .where('accepted_at', 'is', null)
        .where('revoked_at', 'is', null)
        .execute();
    },

    insertInvitation: async (row: { id: string; invitee: Invitee; tokenHash: string; by: Inviter; expiresAt: Date }) => {
      await db
        .insertInto('invitation')
        .values({
          id: row.id,
          contact_id: 'contactId' in row.invitee ? row.invitee.contactId : null,
          staff_id: 'staffId' in row.invitee ? row.invitee.staffId : null,
          token_hash: row.tokenHash,
          invited_by_staff: 'staffId' in row.by ? row.by.staffId : null,
          invited_by_contact: 'contactId' in row.by ? row.by.contactId : null,
          expires_at: row.expiresAt,
        })
        .execute();
    },

    /** The invitation behind a link, with the person it is for; held for the transaction when accepting. */
    byTokenHash: (tokenHash: string, lock = false) => {
      const q = db
        .selectFrom('invitation as i')
        .leftJoin('contact as c', 'c.id', 'i.contact_id')
        .leftJoin('customer as k', 'k.customer_number', 'c.customer_number')
        .leftJoin('staff_member as s', 's.id', 'i.staff_id')
        .select([
          'i.id',
          'i.contact_id',
          'i.staff_id',
          'i.expires_at',
          'i.accepted_at',
          'i.revoked_at',
          sql<string>`coalesce(c.email, s.email)`.as('email'),
          sql<string>`coalesce(c.firstname, s.firstname)`.as('firstname'),
          // A deactivated user, dealer or staff member cannot use a link either.
          sql<boolean>`coalesce(c.active AND k.active, s.active, false)`.as('active'),
        ])
        .where('i.token_hash', '=', tokenHash);
      return (lock ? q.forUpdate('i') : q).executeTakeFirst();
    },

    accept: async (invitation: { id: string; contact_id: string | null; staff_id: string | null }, passwordHash: string, at: Date) => {
      await db.updateTable('invitation').set({ accepted_at: at }).where('id', '=', invitation.id).execute();
      if (invitation.contact_id)
        await db
          .updateTable('contact')
          .set({ password_hash: passwordHash, must_reset_password: false, updated_at: at })
          .where('id', '=', invitation.contact_id)
          .execute();
      if (invitation.staff_id)
        await db.updateTable('staff_member').set({ password_hash: passwordHash }).where('id', '=', invitation.staff_id).execute();
    },

    /** A deactivated user's sessions and refresh tokens end with the change, and stay ended when the user is activated again. */
    setActive: async (contactId: string, active: boolean, at: Date) => {
      await db.updateTable('contact').set({ active, updated_at: at }).where('id', '=', contactId).execute();
      if (!active) await revokeSignIns(db, contactId);
    },

    setAccessLevel: (contactId: string, level: string, at: Date) => setContactAccessLevel(db, contactId, level, at),

    /** A change of a user's access, in the history the dealer side keeps. */
    recordDealerChange: (change: AccessLevelChange) => recordAccessLevelChange(db, change),

    audit: (entry: AuditEntry) => recordAudit(db, entry),
  };
}
export type InvitationRepository = ReturnType<typeof createInvitationRepository>;
