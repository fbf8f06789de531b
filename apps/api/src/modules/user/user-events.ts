import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import type { EventHooks } from '../../platform/events.js';
import type { InvitationRepository } from './invitation.repository.js';

/**
 * The integration events of dealers' users (documented in docs/integration.md): `user.invited` when a
 * dealer's admin or staff add one, `user.deactivated` when one is switched off, in the change's transaction.
 */
export const userEvents = (db: Kysely<DB>): EventHooks<InvitationRepository> => ({
  insertContact: (_result, contact) => ({
    type: 'user.invited',
    resourceId: contact.id,
    customerNumber: contact.customerNumber,
    data: {
      contactId: contact.id,
      customerNumber: contact.customerNumber,
      email: contact.email,
      firstName: contact.firstName,
      lastName: contact.lastName,
      accessLevel: contact.accessLevel,
    },
  }),
  setActive: async (_result, contactId, active) => {
    if (active) return null;
    const contact = await db.selectFrom('contact').select('customer_number').where('id', '=', contactId).executeTakeFirst();
    if (!contact) return null;
    return {
      type: 'user.deactivated',
      resourceId: contactId,
      customerNumber: contact.customer_number,
      data: { contactId, customerNumber: contact.customer_number },
    };
  },
});
