import { sql, type Kysely } from 'kysely';
import type { Language } from '@portal/contracts/languages';
import type { CartLineChannel } from '@portal/contracts/order';
import type { DB } from '../../platform/db/schema.js';

/** Whose cart: the signed-in user under their customer. */
export type CartOwner = { contactId: string; customerNumber: string };

export type CartLineRow = { line_id: string; type: string; quantity: number; config: unknown };
/** A line to write, with how it came in (null: the shop or an order list). */
export type NewCartLine = { lineId: string; type: string; quantity: number; config: unknown; channel: CartLineChannel | null };

/** An article found by its item number as typed (upper case), with what quick order shows. */
export type TypedProductRow = ProductRow & { key: string; leadTimeDays: number };

export type ProductRow = {
  itemNumber: string;
  description: string;
  imageUrl: string | null;
  sellable: boolean;
  listPrice: number | null;
  discountPercent: number | null;
};

const mine = (owner: CartOwner) => ({ contact_id: owner.contactId, customer_number: owner.customerNumber });

export function createCartRepository(db: Kysely<DB>) {
  /** Products with their text in the language and the customer's list price and discount: the base of the two reads below. */
  const pricedProducts = (customerNumber: string, language: Language) =>
    db
      .selectFrom('product')
      .leftJoin('product_text as text', (join) =>
        join.onRef('text.item_number', '=', 'product.item_number').on('text.language', '=', language),
      )
      .leftJoin('customer', (join) => join.on('customer.customer_number', '=', customerNumber))
      .leftJoin('price_list_item', (join) =>
        join
          .onRef('price_list_item.price_list_id', '=', 'customer.price_list_id')
          .onRef('price_list_item.item_number', '=', 'product.item_number'),
      )
      .select([
        'product.item_number as itemNumber',
        sql<string>`coalesce(text.description, product.description)`.as('description'),
        'product.image_url as imageUrl',
        'product.sellable as sellable',
        'price_list_item.unit_price as listPrice',
        'customer.discount_percent as discountPercent',
      ]);

  return {
    /** The cart's last change, null when there is none. */
    modifiedAt: async (owner: CartOwner) =>
      (
        await db
          .selectFrom('cart')
          .select('modified_at')
          .where('contact_id', '=', owner.contactId)
          .where('customer_number', '=', owner.customerNumber)
          .executeTakeFirst()
      )?.modified_at ?? null,

    /**
     * Takes the cart for one change: created when missing and locked until the transaction ends,
     * so the changes of one user's devices queue up instead of overwriting each other.
     */
    async lock(owner: CartOwner, now: Date): Promise<Date> {
      await db
        .insertInto('cart')
        .values({ ...mine(owner), modified_at: now })
        .onConflict((oc) => oc.columns(['contact_id', 'customer_number']).doNothing())
        .execute();
      const row = await db
        .selectFrom('cart')
        .select('modified_at')
        .where('contact_id', '=', owner.contactId)
        .where('customer_number', '=', owner.customerNumber)
        .forUpdate()
        .executeTakeFirstOrThrow();
      return row.modified_at;
    },

    touch: (owner: CartOwner, now: Date) =>
      db
        .updateTable('cart')
        .set({ modified_at: now })
        .where('contact_id', '=', owner.contactId)
        .where('customer_number', '=', owner.customerNumber)
        .execute(),

    /** Records a change id; false when it was applied before. Ids older than a day are forgotten. */
    async firstTime(owner: CartOwner, changeId: string, now: Date): Promise<boolean> {
      await db
        .deleteFrom('cart_applied_change')
        .where('contact_id', '=', owner.contactId)
        .where('applied_at', '<', new Date(now.getTime() - 24 * 3600_000))
        .execute();
      const inserted = await db
        .insertInto('cart_applied_change')
        .values({ contact_id: owner.contactId, change_id: changeId, applied_at: now })
        .onConflict((oc) => oc.columns(['contact_id', 'change_id']).doNothing())
        .returning('change_id')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    lines: (owner: CartOwner): Promise<CartLineRow[]> =>
      db
        .selectFrom('cart_line')
        .select(['line_id', 'type', 'quantity', 'config'])
        .where('contact_id', '=', owner.contactId)
        .where('customer_number', '=', owner.customerNumber)
        .orderBy('position')
        .execute(),

    line: (owner: CartOwner, lineId: string): Promise<CartLineRow | undefined> =>
      db
        .selectFrom('cart_line')
        .select(['line_id', 'type', 'quantity', 'config'])
        .where('contact_id', '=', owner.contactId)
        .where('customer_number', '=', owner.customerNumber)
        .where('line_id', '=', lineId)
        .executeTakeFirst(),

    insertLine: (owner: CartOwner, line: NewCartLine) =>
      db
        .insertInto('cart_line')
        .values({
          ...mine(owner),
          line_id: line.lineId,
          type: line.type,
          quantity: line.quantity,
          config: line.config === null ? null : JSON.stringify(line.config),
          channel: line.channel,
        })
        .execute(),

    updateLine: (owner: CartOwner, lineId: string, change: { quantity: number; config?: unknown }) =>
      db
        .updateTable('cart_line')
        .set({
          quantity: change.quantity,
          ...(change.config !== undefined ? { config: change.config === null ? null : JSON.stringify(change.config) } : {}),
        })
        .where('contact_id', '=', owner.contactId)
        .where('customer_number', '=', owner.customerNumber)
        .where('line_id', '=', lineId)
        .execute(),

    /**
     * Several lines in one statement, each with its final quantity: new ones go to the end, lines
     * already there keep their place (and a configured product takes the newer configuration).
     */
    upsertLines: (owner: CartOwner, lines: readonly NewCartLine[]) =>
      lines.length === 0
        ? Promise.resolve()
        : db
            .insertInto('cart_line')
            .values(
              lines.map((line) => ({
                ...mine(owner),
                line_id: line.lineId,
                type: line.type,
                quantity: line.quantity,
                config: line.config === null ? null : JSON.stringify(line.config),
                // A merged line keeps the way it first came in.
                channel: line.channel,
              })),
            )
            .onConflict((oc) =>
              oc.columns(['contact_id', 'customer_number', 'line_id']).doUpdateSet((eb) => ({
                quantity: eb.ref('excluded.quantity'),
                config: sql`coalesce(excluded.config, cart_line.config)`,
              })),
            )
            .execute()
            .then(() => undefined),

    deleteLine: (owner: CartOwner, lineId: string) =>
      db
        .deleteFrom('cart_line')
        .where('contact_id', '=', owner.contactId)
        .where('customer_number', '=', owner.customerNumber)
        .where('line_id', '=', lineId)
        .executeTakeFirst(),

    deleteLines: (owner: CartOwner) =>
      db.deleteFrom('cart_line').where('contact_id', '=', owner.contactId).where('customer_number', '=', owner.customerNumber).execute(),

    deleteCart: (owner: CartOwner) =>
      db.deleteFrom('cart').where('contact_id', '=', owner.contactId).where('customer_number', '=', owner.customerNumber).execute(),

    countLines: async (owner: CartOwner) =>
      Number(
        (
          await db
            .selectFrom('cart_line')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('contact_id', '=', owner.contactId)
            .where('customer_number', '=', owner.customerNumber)
            .executeTakeFirstOrThrow()
        ).n,
      ),

    /** Articles with their text in the language and the customer's list price and discount (null outside its price list). */
    products: (customerNumber: string, itemNumbers: readonly string[], language: Language): Promise<ProductRow[]> =>
      itemNumbers.length === 0
        ? Promise.resolve([])
        : pricedProducts(customerNumber, language)
            .where('product.item_number', 'in', [...itemNumbers])
            .execute(),

    /**
     * Quick order's one query for every typed item number at once, matched whatever the letter
     * case (through the index on upper(item_number)), with text, price and discount as above.
     */
    productsByTypedNumber: (customerNumber: string, keys: readonly string[], language: Language): Promise<TypedProductRow[]> =>
      keys.length === 0
        ? Promise.resolve([])
        : pricedProducts(customerNumber, language)
            .select([sql<string>`upper(product.item_number)`.as('key'), 'product.lead_time_days as leadTimeDays'])
            .where(sql<string>`upper(product.item_number)`, 'in', [...keys])
            .execute(),
  };
}
export type CartRepository = ReturnType<typeof createCartRepository>;
