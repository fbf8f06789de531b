import type { Kysely } from 'kysely';
import type { StaffRole } from '@portal/contracts/staff-roles';
import { hashPassword } from '../platform/auth/password.js';
import type { DB } from '../platform/db/schema.js';
import { DEMO_PASSWORD } from './customers.js';
import { stableBytes, stableId } from './ids.js';

type DemoStaff = { email: string; firstname: string; lastname: string; roles: StaffRole[] };

/** The manufacturer's demo staff, one per role, all with the demo password. */
export const DEMO_STAFF: readonly DemoStaff[] = [
  { email: 'service@manufacturer.test', firstname: 'Sara', lastname: 'Lindqvist', roles: ['customer-service'] },
  { email: 'marketing@manufacturer.test', firstname: 'Johan', lastname: 'Ek', roles: ['marketing'] },
  { email: 'sales@manufacturer.test', firstname: 'Karin', lastname: 'Holm', roles: ['sales-admin'] },
  { email: 'backoffice@manufacturer.test', firstname: 'Per', lastname: 'Strand', roles: ['back-office-admin'] },
];

export const staffId = (email: string) => stableId(`staff:${email}`);

export async function seedStaff(db: Kysely<DB>) {
  for (const s of DEMO_STAFF) {
    const id = staffId(s.email);
    await db
      .insertInto('staff_member')
      .values({
        id,
        email: s.email,
        firstname: s.firstname,
        lastname: s.lastname,
        password_hash: await hashPassword(DEMO_PASSWORD, stableBytes(`salt:${s.email}`, 16)),
      })
      .execute();
    await db
      .insertInto('staff_role')
      .values(s.roles.map((role) => ({ staff_id: id, role })))
      .execute();
  }
}
