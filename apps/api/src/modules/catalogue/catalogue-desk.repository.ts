import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { likePattern } from '../../platform/db/like.js';
import { recordAudit, type AuditEntry } from '../../platform/audit/audit.js';
import { listPage, type Paging } from '../../platform/db/list-page.js';

export type ProductFilter = Paging & {
  kind?: 'stove' | 'chimney' | 'accessory' | 'spare_part';
  active?: boolean;
  search?: string;
};

export type ProductValues = {
  description: string;
  long_text: string | null;
  kind: 'stove' | 'chimney' | 'accessory' | 'spare_part';
  brand: string;
  model_series: string | null;
  weight_kg: number;
  lead_time_days: number;
  active: boolean;
};

/** SQL of the catalogue as sales administration edits it, product by product. */
export function createCatalogueDeskRepository(db: Kysely<DB>) {
  const filtered = (f: ProductFilter) => {
    let q = db.selectFrom('product as p');
    if (f.kind) q = q.where('p.kind', '=', f.kind);
    if (f.active !== undefined) q = q.where('p.active', '=', f.active);
    // search_text is the item number and description, lower case without accents, trigram indexed.
    if (f.search) q = q.where('p.search_text', 'like', sql<string>`portal_search_text(${likePattern(f.search)})`);
    return q;
  };

  return {
    page: (f: ProductFilter) =>
      listPage(
        filtered(f)
          .select([
            'p.item_number',
            'p.description',
            'p.kind',
            'p.brand',
            'p.image_url',
            'p.active',
            'p.sellable',
            (eb) =>
              eb
                .selectFrom('product_text')
                .select((e) => e.fn.countAll<string>().as('n'))
                .whereRef('product_text.item_number', '=', 'p.item_number')
                .as('translations'),
          ])
          .orderBy('p.item_number'),
        filtered(f),
        f,
      ),

    product: (itemNumber: string) => db.selectFrom('product').selectAll().where('item_number', '=', itemNumber).executeTakeFirst(),

    lockProduct: (itemNumber: string) =>
      db.selectFrom('product').selectAll().where('item_number', '=', itemNumber).forUpdate().executeTakeFirst(),

    texts: (itemNumber: string) =>
      db
        .selectFrom('product_text')
        .select(['language', 'description', 'long_text'])
        .where('item_number', '=', itemNumber)
        .orderBy('language')
        .execute(),

    /** Every price list with the product's price in it, or null where it has none. */
    prices: (itemNumber: string) =>
      db
        .selectFrom('price_list as l')
        .leftJoin('price_list_item as i', (join) => join.onRef('i.price_list_id', '=', 'l.id').on('i.item_number', '=', itemNumber))
        .select(['l.id', 'l.name', 'l.currency', 'i.unit_price'])
        .orderBy('l.id')
        .execute(),

    categories: (itemNumber: string) =>
      db.selectFrom('sales_node').select(['node_id', 'parent_id']).where('item_number', '=', itemNumber).orderBy('node_id').execute(),

    priceListIds: async () => new Set((await db.selectFrom('price_list').select('id').execute()).map((r) => r.id)),

    /** Makes the product; false when one with the item number exists. */
    insert: async (itemNumber: string, values: ProductValues) =>
      // Serial numbers are kept for stoves, as a product file makes them.
      (
        await db
          .insertInto('product')
          .values({ item_number: itemNumber, ...values, require_serial: values.kind === 'stove', sellable: true })
          .onConflict((oc) => oc.column('item_number').doNothing())
          .returning('item_number')
          .execute()
      ).length === 1,

    update: async (itemNumber: string, values: ProductValues) => {
      await db.updateTable('product').set(values).where('item_number', '=', itemNumber).execute();
    },

    setImage: async (itemNumber: string, imageUrl: string) => {
      await db.updateTable('product').set({ image_url: imageUrl }).where('item_number', '=', itemNumber).execute();
    },

    /** The product's texts become exactly these. */
    replaceTexts: async (itemNumber: string, texts: { language: string; description: string; long_text: string | null }[]) => {
      await db.deleteFrom('product_text').where('item_number', '=', itemNumber).execute();
      if (texts.length > 0)
        await db
          .insertInto('product_text')
          .values(texts.map((t) => ({ item_number: itemNumber, ...t })))
          .execute();
    },

    setPrice: async (itemNumber: string, priceListId: string, unitPrice: number | null) => {
      if (unitPrice === null)
        await db.deleteFrom('price_list_item').where('price_list_id', '=', priceListId).where('item_number', '=', itemNumber).execute();
      else
        await db
          .insertInto('price_list_item')
          .values({ price_list_id: priceListId, item_number: itemNumber, unit_price: unitPrice })
          .onConflict((oc) => oc.columns(['price_list_id', 'item_number']).doUpdateSet({ unit_price: unitPrice }))
          .execute();
    },

    priceList: (id: string) => db.selectFrom('price_list').select(['id', 'currency']).where('id', '=', id).executeTakeFirst(),

    /** Where in `itemNumbers` the first of those without a product are (at most `limit`), with the item number. */
    unknownItems: async (itemNumbers: readonly string[], limit: number) => {
      const { rows } = await sql<{ item: string; n: string }>`
        SELECT u.item, u.n FROM unnest(${[...itemNumbers]}::text[]) WITH ORDINALITY AS u(item, n)
        WHERE NOT EXISTS (SELECT 1 FROM product p WHERE p.item_number = u.item)
        ORDER BY u.n LIMIT ${limit}`.execute(db);
      return rows.map((r) => ({ index: Number(r.n) - 1, itemNumber: r.item }));
    },

    /** Sets these prices in the list in one statement, leaving its other prices; answers how many changed. */
    upsertPrices: async (priceListId: string, items: readonly { itemNumber: string; amount: number }[]) => {
      const result = await sql`
        INSERT INTO price_list_item (price_list_id, item_number, unit_price)
        SELECT ${priceListId}, u.item, u.amount
        FROM unnest(${items.map((i) => i.itemNumber)}::text[], ${items.map((i) => i.amount)}::numeric[]) AS u(item, amount)
        ON CONFLICT (price_list_id, item_number) DO UPDATE SET unit_price = excluded.unit_price
        WHERE price_list_item.unit_price IS DISTINCT FROM excluded.unit_price`.execute(db);
      return Number(result.numAffectedRows ?? 0);
    },

    audit: (entry: AuditEntry) => recordAudit(db, entry),
  };
}
export type CatalogueDeskRepository = ReturnType<typeof createCatalogueDeskRepository>;
