import { randomUUID } from 'node:crypto';
import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { ContactTable, CustomerTable, DB } from '../../platform/db/schema.js';
import { recordAudit, type AuditEntry } from '../../platform/audit/audit.js';
import type { ListSort } from '@portal/contracts/staff-common';
import type { STAFF_CUSTOMER_SORT_COLUMNS } from '@portal/contracts/staff-dealer';
import { equalsFolded, foldedContains } from '../../platform/db/like.js';
import { revokeSignIns } from '../../platform/auth/sign-ins.js';
import { listPage, sortedBy, type Paging } from '../../platform/db/list-page.js';
import { inBatches } from '../../platform/export/table-export.js';

export type DeliveryAddressRow = {
  id?: string | undefined;
  name: string;
  line1: string;
  line2: string | null;
  postalcode: string;
  city: string;
  country: string;
  is_primary: boolean;
};

export type CustomerSortColumn = (typeof STAFF_CUSTOMER_SORT_COLUMNS)[number];

export type CustomerFilter = {
  market?: string | undefined;
  active?: boolean | undefined;
  search?: string | undefined;
  sort: ListSort<CustomerSortColumn>;
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
          foldedContains(sql.ref('c.search_name'), text),
          equalsFolded(sql.ref('c.postal_city'), text),
        ]),
      );
    }
    return q;
  };

  const rows = (f: CustomerFilter) =>
    sortedBy(
      queue(f).select([
        'c.customer_number',
        'c.name',
        'c.market',
        'c.currency',
        'c.postal_city',
        'c.active',
        sql<string | null>`r.firstname || ' ' || r.lastname`.as('sales_rep'),
        // Kept on the dealer as users come and go (migration 0080), so sorting by it reads a page through its index.
        'c.user_count as users',
      ]),
      f.sort,
      {
        customerNumber: sql.ref('c.customer_number'),
        name: sql.ref('c.name'),
        city: sql.ref('c.postal_city'),
        market: sql.ref('c.market'),
        salesRep: sql`r.firstname || ' ' || r.lastname`,
        users: sql.ref('c.user_count'),
        active: sql.ref('c.active'),
      },
      [sql.ref('c.customer_number')],
    );

  return {
    page: (f: CustomerFilter & Paging) => listPage(rows(f), queue(f), f),

    /** The list's rows in its order, which a page cuts. */
    rows,

    /** Every dealer the filter finds, in its order, a batch at a time (an export). */
    all: (f: CustomerFilter) => inBatches(rows(f), { column: 'c.customer_number', field: 'customer_number' }),

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
          'c.telephone1',
          'c.mobilephone',
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
        .select(['id', 'name', 'line1', 'line2', 'postalcode', 'city', 'country', 'is_primary'])
        .where('customer_number', '=', customerNumber)
        .orderBy('is_primary', 'desc')
        .orderBy('name')
        .orderBy('id')
        .execute(),

    /**
     * The dealer's delivery addresses become `addresses`: those with a known id keep it (a dealer's
     * checkout may have chosen one), the rest are new, the ones left out are removed. Orders keep
     * their own copy of the address, so removing one changes no order.
     */
    replaceDeliveryAddresses: async (customerNumber: string, addresses: readonly DeliveryAddressRow[]) => {
      const kept = addresses.flatMap((a) => (a.id ? [a.id] : []));
      let removal = db.deleteFrom('delivery_address').where('customer_number', '=', customerNumber);
      if (kept.length > 0) removal = removal.where('id', 'not in', kept);
      await removal.execute();
      // At most one primary per dealer (a unique index): none while the rows change.
      await db.updateTable('delivery_address').set({ is_primary: false }).where('customer_number', '=', customerNumber).execute();
      for (const { id, ...values } of addresses) {
        if (id)
          await db.updateTable('delivery_address').set(values).where('id', '=', id).where('customer_number', '=', customerNumber).execute();
        else
          await db
            .insertInto('delivery_address')
            .values({ id: randomUUID(), customer_number: customerNumber, ...values })
            .execute();
      }
    },

    updateUser: async (customerNumber: string, contactId: string, values: Updateable<ContactTable>) => {
      const result = await db
        .updateTable('contact')
        .set(values)
        .where('id', '=', contactId)
        .where('customer_number', '=', customerNumber)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    lockUser: (customerNumber: string, contactId: string) =>
      db
        .selectFrom('contact')
        .select(['id', 'firstname', 'lastname', 'telephone1', 'mobilephone'])
        .where('id', '=', contactId)
        .where('customer_number', '=', customerNumber)
        .forUpdate()
        .executeTakeFirst(),

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
