import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

/** Who signs in with an address: a dealer's user (of which dealer) or a staff member. */
export type EmailOwner =
  { contactId: string; customerNumber: string } | { staffId: string; email: string; firstname: string; language: string | null };

/** The dealer's user or staff member — active or not — who signs in with this address (in any case), if any. */
export async function emailOwner(db: Kysely<DB>, email: string): Promise<EmailOwner | null> {
  const lower = email.trim().toLowerCase();
  const [contact, staff] = await Promise.all([
    db
      .selectFrom('contact')
      .select(['id', 'customer_number'])
      .where((eb) => eb(eb.fn('lower', ['email']), '=', lower))
      .executeTakeFirst(),
    db
      .selectFrom('staff_member')
      .select(['id', 'email', 'firstname', 'language'])
      .where((eb) => eb(eb.fn('lower', ['email']), '=', lower))
      .executeTakeFirst(),
  ]);
  if (contact) return { contactId: contact.id, customerNumber: contact.customer_number };
  if (staff) return { staffId: staff.id, email: staff.email, firstname: staff.firstname, language: staff.language };
  return null;
}

/**
 * Whether anyone — a dealer's user or a staff member, active or not — signs in with this address
 * (in any case). The address is the sign-in name, so it must stay unique over both.
 */
export async function emailTaken(db: Kysely<DB>, email: string): Promise<boolean> {
  return (await emailOwner(db, email)) !== null;
}
