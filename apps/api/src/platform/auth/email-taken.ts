import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

/**
 * Whether anyone — a dealer's user or a staff member, active or not — signs in with this address
 * (in any case). The address is the sign-in name, so it must stay unique over both.
 */
export async function emailTaken(db: Kysely<DB>, email: string): Promise<boolean> {
  const lower = email.trim().toLowerCase();
  const [contact, staff] = await Promise.all([
    db
      .selectFrom('contact')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['email']), '=', lower))
      .executeTakeFirst(),
    db
      .selectFrom('staff_member')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['email']), '=', lower))
      .executeTakeFirst(),
  ]);
  return Boolean(contact ?? staff);
}
