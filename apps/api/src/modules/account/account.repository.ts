import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import type { NewMessage, Notify } from '../../platform/messages.js';
import { emailTaken } from '../../platform/auth/email-taken.js';
import { revokeSignIns } from '../../platform/auth/sign-ins.js';

const lowerEmail = (email: string) => email.trim().toLowerCase();

/** The signed-in user's own settings, and the one-time links that reset a password or change an address. */
export function createAccountRepository(db: Kysely<DB>, notify: Notify) {
  return {
    preferences: (contactId: string) =>
      db
        .selectFrom('contact')
        .select(['notify_order_confirmation', 'notify_order_updates', 'notify_complaints', 'notify_invoices'])
        .where('id', '=', contactId)
        .executeTakeFirstOrThrow(),

    setPreferences: (
      contactId: string,
      p: { orderConfirmation: boolean; orderUpdates: boolean; complaints: boolean; invoices: boolean },
      at: Date,
    ) =>
      db
        .updateTable('contact')
        .set({
          notify_order_confirmation: p.orderConfirmation,
          notify_order_updates: p.orderUpdates,
          notify_complaints: p.complaints,
          notify_invoices: p.invoices,
          updated_at: at,
        })
        .where('id', '=', contactId)
        .execute(),

    setLanguage: (contactId: string, language: string | null) =>
      db.updateTable('contact').set({ language }).where('id', '=', contactId).execute(),

    /** A dealer's user who may sign in, by address, with what a message to the user needs. */
    activeContactByEmail: (email: string) =>
      db
        .selectFrom('contact')
        .innerJoin('customer', 'customer.customer_number', 'contact.customer_number')
        .select(['contact.id', 'contact.email', 'contact.firstname', 'contact.language', 'contact.customer_number', 'customer.market'])
        .where((eb) => eb(eb.fn('lower', ['contact.email']), '=', lowerEmail(email)))
        .where('contact.active', '=', true)
        .where('customer.active', '=', true)
        .executeTakeFirst(),

    activeStaffByEmail: (email: string) =>
      db
        .selectFrom('staff_member')
        .select(['id', 'email', 'firstname'])
        .where((eb) => eb(eb.fn('lower', ['email']), '=', lowerEmail(email)))
        .where('active', '=', true)
        .executeTakeFirst(),

    contactForMessage: (contactId: string) =>
      db
        .selectFrom('contact')
        .innerJoin('customer', 'customer.customer_number', 'contact.customer_number')
        .select(['contact.id', 'contact.email', 'contact.firstname', 'contact.language', 'contact.customer_number', 'customer.market'])
        .where('contact.id', '=', contactId)
        .executeTakeFirst(),

    emailTaken: (email: string) => emailTaken(db, email),

    // --- password reset links

    revokeOpenResets: (who: { contactId: string } | { staffId: string }, at: Date) =>
      db
        .updateTable('password_reset')
        .set({ revoked_at: at })
        .where('contactId' in who ? 'contact_id' : 'staff_id', '=', 'contactId' in who ? who.contactId : who.staffId)
        .where('used_at', 'is', null)
        .where('revoked_at', 'is', null)
        .execute(),

    insertReset: (row: { id: string; tokenHash: string; contactId: string | null; staffId: string | null; expiresAt: Date }) =>
      db
        .insertInto('password_reset')
        .values({ id: row.id, token_hash: row.tokenHash, contact_id: row.contactId, staff_id: row.staffId, expires_at: row.expiresAt })
        .execute(),

    /** The link's row with the person's address; held for the transaction when `lock` is set. */
    resetByTokenHash: (tokenHash: string, lock = false) => {
      const query = db
        .selectFrom('password_reset as r')
        .leftJoin('contact as c', 'c.id', 'r.contact_id')
        .leftJoin('customer as cu', 'cu.customer_number', 'c.customer_number')
        .leftJoin('staff_member as s', 's.id', 'r.staff_id')
        .select([
          'r.id',
          'r.contact_id',
          'r.staff_id',
          'r.expires_at',
          'r.used_at',
          'r.revoked_at',
          sql<string>`coalesce(c.email, s.email)`.as('email'),
          sql<boolean>`coalesce(c.active AND cu.active, s.active, false)`.as('active'),
        ])
        .where('r.token_hash', '=', tokenHash);
      return (lock ? query.forUpdate('r') : query).executeTakeFirst();
    },

    markResetUsed: (id: string, at: Date) => db.updateTable('password_reset').set({ used_at: at }).where('id', '=', id).execute(),

    setContactPassword: (contactId: string, passwordHash: string, at: Date) =>
      db
        .updateTable('contact')
        .set({ password_hash: passwordHash, must_reset_password: false, updated_at: at })
        .where('id', '=', contactId)
        .execute(),

    setStaffPassword: (staffId: string, passwordHash: string) =>
      db.updateTable('staff_member').set({ password_hash: passwordHash }).where('id', '=', staffId).execute(),

    /** Ends every session, grant and refresh token of the account at the sign-in provider. */
    revokeSignIns: (accountId: string) => revokeSignIns(db, accountId),

    // --- e-mail address changes

    revokeOpenEmailChanges: (contactId: string, at: Date) =>
      db
        .updateTable('email_change')
        .set({ revoked_at: at })
        .where('contact_id', '=', contactId)
        .where('used_at', 'is', null)
        .where('revoked_at', 'is', null)
        .execute(),

    insertEmailChange: (row: { id: string; tokenHash: string; contactId: string; newEmail: string; expiresAt: Date }) =>
      db
        .insertInto('email_change')
        .values({ id: row.id, token_hash: row.tokenHash, contact_id: row.contactId, new_email: row.newEmail, expires_at: row.expiresAt })
        .execute(),

    emailChangeByTokenHash: (tokenHash: string) =>
      db
        .selectFrom('email_change as e')
        .innerJoin('contact as c', 'c.id', 'e.contact_id')
        .select(['e.id', 'e.contact_id', 'e.new_email', 'e.expires_at', 'e.used_at', 'e.revoked_at', 'c.email as old_email', 'c.active'])
        .where('e.token_hash', '=', tokenHash)
        .forUpdate('e')
        .executeTakeFirst(),

    markEmailChangeUsed: (id: string, at: Date) => db.updateTable('email_change').set({ used_at: at }).where('id', '=', id).execute(),

    setContactEmail: (contactId: string, email: string, at: Date) =>
      db.updateTable('contact').set({ email, updated_at: at }).where('id', '=', contactId).execute(),

    /** A message to the outbox, with the transaction of the change it tells of. */
    notify: (message: NewMessage) => notify(db, message),
  };
}
export type AccountRepository = ReturnType<typeof createAccountRepository>;
