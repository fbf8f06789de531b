import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { StaffRole } from '@portal/contracts/staff-roles';
import type { DB } from '../db/schema.js';

type StaffQuery = SelectQueryBuilder<
  DB,
  'staff_member',
  { id: string; email: string; firstname: string; lastname: string; idpSubject: string | null }
>;

const principalColumns = [
  'contact.id as contactId',
  'contact.email as email',
  'contact.firstname as firstname',
  'contact.lastname as lastname',
  'contact.telephone1 as telephone1',
  'contact.mobilephone as mobilephone',
  'contact.access_level as accessLevel',
  'contact.idp_subject as idpSubject',
  'contact.language as language',
  'customer.customer_number as customerNumber',
  'customer.market as market',
  'customer.currency as currency',
] as const;

export type PrincipalRow = {
  contactId: string;
  email: string;
  firstname: string;
  lastname: string;
  telephone1: string | null;
  mobilephone: string | null;
  accessLevel: string;
  idpSubject: string | null;
  /** the language the user chose in the portal; null: none */
  language: string | null;
  customerNumber: string;
  market: string;
  currency: string;
};

export type StaffRow = {
  id: string;
  email: string;
  firstname: string;
  lastname: string;
  idpSubject: string | null;
  roles: StaffRole[];
};

export function createPrincipalRepository(db: Kysely<DB>) {
  // A deactivated user, or any user of a deactivated dealer, is nobody to the API.
  const base = () =>
    db
      .selectFrom('contact')
      .innerJoin('customer', 'customer.customer_number', 'contact.customer_number')
      .where('contact.active', '=', true)
      .where('customer.active', '=', true);
  /** An active staff member found by `where`, with the roles stored now. */
  const staff = async (where: (qb: StaffQuery) => StaffQuery): Promise<StaffRow | undefined> => {
    const row = await where(
      db
        .selectFrom('staff_member')
        .select(['id', 'email', 'firstname', 'lastname', 'idp_subject as idpSubject'])
        .where('active', '=', true),
    ).executeTakeFirst();
    if (!row) return undefined;
    const roles = await db.selectFrom('staff_role').select('role').where('staff_id', '=', row.id).orderBy('role').execute();
    return { ...row, roles: roles.map((r) => r.role) };
  };
  return {
    staffById: (id: string) => staff((qb) => qb.where('id', '=', id)),
    staffBySubject: (subject: string) => staff((qb) => qb.where('idp_subject', '=', subject)),
    staffByEmail: (email: string) => staff((qb) => qb.where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))),
    bindStaffSubject: async (id: string, subject: string) => {
      await db.updateTable('staff_member').set({ idp_subject: subject }).where('id', '=', id).where('idp_subject', 'is', null).execute();
    },
    byContactId: (id: string): Promise<PrincipalRow | undefined> =>
      base().select(principalColumns).where('contact.id', '=', id).executeTakeFirst(),
    bySubject: (subject: string): Promise<PrincipalRow | undefined> =>
      base().select(principalColumns).where('contact.idp_subject', '=', subject).executeTakeFirst(),
    byEmail: (email: string): Promise<PrincipalRow | undefined> =>
      base()
        .select(principalColumns)
        .where((eb) => eb(eb.fn('lower', ['contact.email']), '=', email.toLowerCase()))
        .executeTakeFirst(),
    bindSubject: async (contactId: string, subject: string) => {
      await db.updateTable('contact').set({ idp_subject: subject }).where('id', '=', contactId).where('idp_subject', 'is', null).execute();
    },
  };
}
export type PrincipalRepository = ReturnType<typeof createPrincipalRepository>;
