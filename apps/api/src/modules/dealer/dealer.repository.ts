import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';

export function createDealerRepository(db: Kysely<DB>) {
  return {
    customer: (customerNumber: string) =>
      db.selectFrom('customer').selectAll().where('customer_number', '=', customerNumber).executeTakeFirst(),

    updateCompanyContact: async (
      customerNumber: string,
      values: { common_name: string; email: string; website: string; phone: string },
    ) => {
      await db
        .updateTable('customer')
        .set({ ...values, updated_at: new Date() })
        .where('customer_number', '=', customerNumber)
        .execute();
    },

    /** Any contact that signs in with this address, whatever its case. */
    contactIdByEmail: async (email: string) =>
      (
        await db
          .selectFrom('contact')
          .select('id')
          .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
          .executeTakeFirst()
      )?.id,

    updateContact: async (
      contactId: string,
      values: { email: string; firstname: string; lastname: string; telephone1: string; mobilephone: string },
    ) => {
      await db
        .updateTable('contact')
        .set({ ...values, updated_at: new Date() })
        .where('id', '=', contactId)
        .execute();
    },

    isSignedUpForCampaign: async (customerNumber: string, year: number) =>
      (await db
        .selectFrom('campaign_signup')
        .select('year')
        .where('customer_number', '=', customerNumber)
        .where('year', '=', year)
        .executeTakeFirst()) !== undefined,

    /** A second sign-up in the same year keeps the first one's contact and time. */
    signUpForCampaign: async (customerNumber: string, year: number, contactId: string, at: Date) => {
      await db
        .insertInto('campaign_signup')
        .values({ customer_number: customerNumber, year, signed_up_by: contactId, signed_up_at: at })
        .onConflict((oc) => oc.columns(['customer_number', 'year']).doNothing())
        .execute();
    },

    deliveryAddresses: (customerNumber: string) =>
      db
        .selectFrom('delivery_address')
        .select(['id', 'name', 'line1', 'line2', 'line3', 'city', 'postalcode', 'country', 'is_primary'])
        .where('customer_number', '=', customerNumber)
        .orderBy('is_primary', 'desc')
        .orderBy('name')
        .execute(),

    /** The sales representative assigned to the customer, if any. */
    salesRep: (customerNumber: string) =>
      db
        .selectFrom('customer')
        .innerJoin('sales_rep', 'sales_rep.id', 'customer.sales_rep_id')
        .select(['sales_rep.firstname', 'sales_rep.lastname', 'sales_rep.email', 'sales_rep.phone', 'sales_rep.mobilephone'])
        .where('customer.customer_number', '=', customerNumber)
        .executeTakeFirst(),
  };
}
export type DealerRepository = ReturnType<typeof createDealerRepository>;
