import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { CustomerTable, DB } from '../../platform/db/schema.js';
import { recordAudit, type AuditEntry } from '../../platform/audit/audit.js';
import { likePattern } from '../../platform/db/like.js';
import { revokeSignIns } from '../../platform/auth/sign-ins.js';
import { listPage, type Paging } from '../../platform/db/list-page.js';

export type CustomerFilter = Paging & {
  market?: string | undefined;
  active?: boolean | undefined;
  search?: string | undefined;
};

/** SQL of the dealers as staff see and edit them. */
export function createDealerDeskRepository(db: Kysely<DB>) {
  const queue = (f: CustomerFilter) => {
    let q = db.selectFrom('customer as c').leftJoin('sales_rep as r', 'r.id', 'c.sales_rep_id');
    if (f.market) q = q.where('c.market', '=', f.market);
    if (f.active !== undefined) q = q.where('c.active', '=', f.active);
    if (f.search) {
      const text = f.search;
      q = q.where((eb) =>
        eb.or([
          eb('c.customer_number', '=', text),
          eb(eb.fn('lower', ['c.name']), 'like', likePattern(text)),
          eb(eb.fn('lower', ['c.postal_city']), '=', text.toLowerCase()),
        ]),
      );
    }
    return q;
  };

  return {
    page: (f: CustomerFilter) =>
      listPage(
        queue(f)
          .select([
            'c.customer_number',
            'c.name',
            'c.market',
            'c.currency',
            'c.postal_city',
            'c.active',
            sql<string | null>`r.firstname || ' ' || r.lastname`.as('sales_rep'),
            (eb) =>
              eb
                .selectFrom('contact')
                .select((e) => e.fn.countAll<string>().as('n'))
                .whereRef('contact.customer_number', '=', 'c.customer_number')
                .as('users'),
          ])
          .orderBy('c.name')
          .orderBy('c.customer_number'),
        queue(f),
        f,
      ),

    customer: (customerNumber: string) =>
      db
        .selectFrom('customer as c')
        .leftJoin('sales_rep as r', 'r.id', 'c.sales_rep_id')
        .selectAll('c')
        .select(sql<string | null>`r.firstname || ' ' || r.lastname`.as('sales_rep'))
        .where('c.customer_number', '=', customerNumber)
        .executeTakeFirst(),

    lockCustomer: (customerNumber: string) =>
      db.selectFrom('customer').selectAll().where('customer_number', '=', customerNumber).forUpdate().executeTakeFirst(),

    users: (customerNumber: string) =>
      db
        .selectFrom('contact as c')
        .select([
          'c.id',
          'c.email',
          'c.firstname',
          'c.lastname',
          'c.access_level',
          'c.active',
          sql<boolean>`c.password_hash IS NOT NULL`.as('has_password'),
          (eb) =>
            eb
              .selectFrom('invitation as i')
              .select('i.expires_at')
              .whereRef('i.contact_id', '=', 'c.id')
              .where('i.accepted_at', 'is', null)
              .where('i.revoked_at', 'is', null)
              .orderBy('i.created_at', 'desc')
              .limit(1)
              .as('invitation_expires_at'),
        ])
        .where('c.customer_number', '=', customerNumber)
        .orderBy('c.firstname')
        .orderBy('c.lastname')
        .orderBy('c.id')
        .execute(),

    deliveryAddresses: (customerNumber: string) =>
      db
        .selectFrom('delivery_address')
        .select(['name', 'line1', 'postalcode', 'city', 'is_primary'])
        .where('customer_number', '=', customerNumber)
        .orderBy('is_primary', 'desc')
        .orderBy('name')
        .execute(),

    priceLists: () => db.selectFrom('price_list').select(['id', 'name', 'currency']).orderBy('name').execute(),

    salesReps: () =>
      db
        .selectFrom('sales_rep')
        .select(['id', sql<string>`firstname || ' ' || lastname`.as('name')])
        .orderBy('firstname')
        .orderBy('lastname')
        .execute(),

    priceList: (id: string) => db.selectFrom('price_list').select(['id', 'currency']).where('id', '=', id).executeTakeFirst(),
    salesRep: (id: string) => db.selectFrom('sales_rep').select('id').where('id', '=', id).executeTakeFirst(),
    exists: async (customerNumber: string) =>
      Boolean(await db.selectFrom('customer').select('customer_number').where('customer_number', '=', customerNumber).executeTakeFirst()),

    insert: async (row: Insertable<CustomerTable>) => {
      await db.insertInto('customer').values(row).execute();
    },

    /** A deactivated dealer's users lose their sign-ins at the provider in the same transaction. */
    update: async (customerNumber: string, row: Updateable<CustomerTable>) => {
      await db.updateTable('customer').set(row).where('customer_number', '=', customerNumber).execute();
      if (row.active !== false) return;
      const contacts = await db.selectFrom('contact').select('id').where('customer_number', '=', customerNumber).execute();
      for (const { id } of contacts) await revokeSignIns(db, id);
    },

    audit: (entry: AuditEntry) => recordAudit(db, entry),
  };
}
export type DealerDeskRepository = ReturnType<typeof createDealerDeskRepository>;
