import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

const principalColumns = [
  'contact.id as contactId',
  'contact.email as email',
  'contact.firstname as firstname',
  'contact.lastname as lastname',
  'contact.telephone1 as telephone1',
  'contact.mobilephone as mobilephone',
  'contact.access_level as accessLevel',
  'contact.idp_subject as idpSubject',
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
  customerNumber: string;
  market: string;
  currency: string;
};

export function createPrincipalRepository(db: Kysely<DB>) {
  const base = () => db.selectFrom('contact').innerJoin('customer', 'customer.customer_number', 'contact.customer_number');
  return {
    byContactId: (id: string): Promise<PrincipalRow | undefined> =>
      base().select(principalColumns).where('contact.id', '=', id).executeTakeFirst(),
    bySubject: (subject: string): Promise<PrincipalRow | undefined> =>
      base().select(principalColumns).where('contact.idp_subject', '=', subject).executeTakeFirst(),
    byEmail: (email: string): Promise<PrincipalRow | undefined> =>
      base().select(principalColumns).where((eb) => eb(eb.fn('lower', ['contact.email']), '=', email.toLowerCase())).executeTakeFirst(),
    bindSubject: async (contactId: string, subject: string) => {
      await db.updateTable('contact').set({ idp_subject: subject }).where('id', '=', contactId).where('idp_subject', 'is', null).execute();
    },
  };
}
export type PrincipalRepository = ReturnType<typeof createPrincipalRepository>;
