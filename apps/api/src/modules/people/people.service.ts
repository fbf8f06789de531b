import { erasedEmail, erasedName, type ErasePersonRequest, type PersonalDataExport } from '@portal/contracts/staff-people';
import { badRequest, notFound } from '../../platform/errors.js';
import type { TransactionalDeps } from '../../platform/db/transactional.js';
import type { PeopleRepository } from './people.repository.js';

type Staff = { staffId: string };

/** Throws when a change to one of the dealer's users would leave it without an active Portal Admin. */
export type KeepAnAdmin = (
  users: readonly { id: string; access_level: string; active: boolean }[],
  change: { id: string; active?: boolean },
) => void;

/** A dealer's user's personal data: the whole record for the person who asks, and erasure. Back-office admins only. */
export function createPeopleService(deps: TransactionalDeps<'people', PeopleRepository> & { keepAnAdmin: KeepAnAdmin; now: () => Date }) {
  const { people } = deps;
  /** The user of that dealer, or 404: another dealer's user is not found under this one. */
  const personOf = async (customerNumber: string, contactId: string) => {
    const person = await people.contact(customerNumber, contactId);
    if (!person) throw notFound('User');
    return person;
  };

  return {
    async export(staff: Staff, customerNumber: string, contactId: string): Promise<PersonalDataExport> {
      const person = await personOf(customerNumber, contactId);
      const { password_hash: passwordHash, customer_name: customerName, ...account } = person;
      const [signIn, orders, complaints, messages, orderLists, cart, emails, audit] = await Promise.all([
        people.signIn(contactId, person.email),
        people.orders(contactId),
        people.complaints(contactId),
        people.notes(contactId),
        people.orderLists(contactId),
        people.cart(contactId),
        people.emails(person.email),
        people.audit(contactId),
      ]);
      // Who looked at a person's whole record is itself on record; the row names no personal value.
      await people.recordAudit({
        staffId: staff.staffId,
        action: 'person.export',
        objectType: 'contact',
        objectId: contactId,
        customerNumber,
      });
      // Through JSON: dates become ISO text, as the file shows them.
      return JSON.parse(
        JSON.stringify({
          exportedAt: deps.now().toISOString(),
          person: account,
          company: { customerNumber, name: customerName },
          signIn: { hasPassword: passwordHash !== null, ...signIn },
          orders,
          complaints,
          messages,
          orderLists,
          cart,
          emails,
          audit,
        }),
      ) as PersonalDataExport;
    },

    async erase(staff: Staff, customerNumber: string, contactId: string, body: ErasePersonRequest) {
      const person = await personOf(customerNumber, contactId);
      // The second confirmation: the address typed again must be this user's.
      if (body.confirmEmail.trim().toLowerCase() !== person.email.trim().toLowerCase())
        throw badRequest('confirmEmail', "Type the user's e-mail address to confirm the erasure", 'people.erase.confirm-mismatch');
      const anonymous = { name: erasedName(contactId), email: erasedEmail(contactId) };
      await deps.transaction(async (repo) => {
        // An erased user can no longer sign in, so the dealer's last active Portal Admin is refused as a deactivation is.
        deps.keepAnAdmin(await repo.lockUsers(customerNumber), { id: contactId, active: false });
        await repo.erase({ id: contactId, email: person.email }, anonymous, {
          staffId: staff.staffId,
          action: 'person.erase',
          objectType: 'contact',
          objectId: contactId,
          customerNumber,
          after: { name: anonymous.name },
        });
      });
      return { contactId, name: anonymous.name };
    },
  };
}

export type PeopleService = ReturnType<typeof createPeopleService>;
