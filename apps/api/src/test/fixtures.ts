import type { DB } from '../platform/db/schema.js';
import type { TestApp } from './test-app.js';

// Reads of the seeded data that several API test files start from, written once so they agree.

/** The first `count` sellable articles, by item number, in the price list the customer buys from. */
export async function sellableItems(t: TestApp, count: number, customerNumber = '10001'): Promise<string[]> {
  const rows = await t.database.db
    .selectFrom('product')
    .innerJoin('price_list_item', 'price_list_item.item_number', 'product.item_number')
    .innerJoin('customer', 'customer.price_list_id', 'price_list_item.price_list_id')
    .select('product.item_number')
    .where('customer.customer_number', '=', customerNumber)
    .where('product.sellable', '=', true)
    .orderBy('product.item_number')
    .limit(count)
    .execute();
  return rows.map((r) => r.item_number);
}

/** What the customer pays for one of the item, worked out here: the list price less the customer's discount. */
export async function netPrice(t: TestApp, customerNumber: string, itemNumber: string): Promise<number> {
  const row = await t.database.db
    .selectFrom('customer')
    .innerJoin('price_list_item', 'price_list_item.price_list_id', 'customer.price_list_id')
    .select(['price_list_item.unit_price', 'customer.discount_percent'])
    .where('customer.customer_number', '=', customerNumber)
    .where('price_list_item.item_number', '=', itemNumber)
    .executeTakeFirstOrThrow();
  return Math.round(row.unit_price * (100 - row.discount_percent)) / 100;
}

/** How many rows a table holds, to see that a refused call stored nothing. */
export async function rowCount(t: TestApp, table: keyof DB): Promise<number> {
  const row = await t.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The audit log's rows of an object, of one action when given, oldest first: what a staff change must leave behind. */
export function auditRows(t: TestApp, objectId: string, action?: string) {
  let query = t.database.db.selectFrom('audit_log').selectAll().where('object_id', '=', objectId);
  if (action) query = query.where('action', '=', action);
  return query.orderBy('id').execute();
}

/** The messages of one kind written to an address, oldest first, with what each tells. */
export function messagesTo(t: TestApp, recipient: string, kind: string) {
  return t.database.db
    .selectFrom('outbox_message')
    .select(['recipient', 'customer_number', 'data', 'created_at'])
    .where('recipient', '=', recipient)
    .where('kind', '=', kind)
    .orderBy('created_at')
    .execute();
}

/** The one-time link of the newest invitation e-mail to an address: inviting answers without it. */
export async function invitationLink(t: TestApp, email: string): Promise<string> {
  const sent = await messagesTo(t, email, 'invitation');
  const link = sent.at(-1)?.data['link'];
  if (typeof link !== 'string') throw new Error(`no invitation was written to ${email}`);
  return link;
}

/** The id of the user who signs in with an address, seeded or invited during the test. */
export async function contactIdOf(t: TestApp, email: string): Promise<string> {
  return (await t.database.db.selectFrom('contact').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
}
