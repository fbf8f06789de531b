import type { Kysely } from 'kysely';
import { createAppSecretRepository } from '../../platform/app-secret.repository.js';
import type { DB } from '../../platform/db/schema.js';

export function createIdpRepository(db: Kysely<DB>) {
  return {
    /** An active user of an active dealer; anyone else cannot sign in. */
    accountByEmail: (email: string) =>
      db
        .selectFrom('contact')
        .innerJoin('customer', 'customer.customer_number', 'contact.customer_number')
        .select(['contact.id', 'contact.password_hash', 'contact.must_reset_password'])
        .where((eb) => eb(eb.fn('lower', ['contact.email']), '=', email.toLowerCase()))
        .where('contact.active', '=', true)
        .where('customer.active', '=', true)
        .executeTakeFirst(),

    /** An active staff member; a deactivated one cannot sign in. */
    staffByEmail: (email: string) =>
      db
        .selectFrom('staff_member')
        .select(['id', 'password_hash'])
        .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
        .where('active', '=', true)
        .executeTakeFirst(),

    staffClaims: async (staffId: string) => {
      const row = await db
        .selectFrom('staff_member')
        .select(['id', 'email', 'firstname', 'lastname'])
        .where('id', '=', staffId)
        .where('active', '=', true)
        .executeTakeFirst();
      if (!row) return undefined;
      const roles = await db.selectFrom('staff_role').select('role').where('staff_id', '=', staffId).orderBy('role').execute();
      return { ...row, roles: roles.map((r) => r.role) };
    },

    accountClaims: (contactId: string) =>
      db
        .selectFrom('contact')
        .innerJoin('customer', 'customer.customer_number', 'contact.customer_number')
        .select([
          'contact.id',
          'contact.email',
          'contact.firstname',
          'contact.lastname',
          'contact.access_level',
          'contact.must_reset_password',
          'customer.customer_number',
          'customer.market',
        ])
        .where('contact.id', '=', contactId)
        .executeTakeFirst(),

    // The provider's keys are app secrets: read, sealed and rotated through the shared table.
    ...createAppSecretRepository(db),
  };
}
export type IdpRepository = ReturnType<typeof createIdpRepository>;
