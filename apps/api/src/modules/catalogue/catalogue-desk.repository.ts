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

    audit: (entry: AuditEntry) => recordAudit(db, entry),
  };
}
export type CatalogueDeskRepository = ReturnType<typeof createCatalogueDeskRepository>;
