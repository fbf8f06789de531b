import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';

export function createShowroomRepository(db: Kysely<DB>) {
  return {
    /** The showroom's products, named in `language` (Swedish where the catalogue has no text in it). */
    entries: (customerNumber: string, language: string) =>
      db
        .selectFrom('showroom_entry')
        .innerJoin('product', 'product.item_number', 'showroom_entry.item_number')
        .leftJoin('product_text', (j) =>
          j.onRef('product_text.item_number', '=', 'product.item_number').on('product_text.language', '=', language),
        )
        .select((eb) => [
          'showroom_entry.id',
          'showroom_entry.combustible',
          'product.item_number',
          eb.fn.coalesce('product_text.description', 'product.description').as('description'),
          'product.image_url',
        ])
        .where('showroom_entry.customer_number', '=', customerNumber)
        .execute(),

    modelSeries: async () =>
      (await db.selectFrom('showroom_model').select('model_series').distinct().orderBy('model_series').execute()).map(
        (r) => r.model_series,
      ),

    modelsOfSeries: (modelSeries: string, language: string) =>
      db
        .selectFrom('showroom_model')
        .leftJoin('product_text', (j) =>
          j.onRef('product_text.item_number', '=', 'showroom_model.item_number').on('product_text.language', '=', language),
        )
        .select((eb) => [
          'showroom_model.product_id',
          eb.fn.coalesce('product_text.description', 'showroom_model.description').as('description'),
          'showroom_model.image_url',
        ])
        .where('showroom_model.model_series', '=', modelSeries)
        .execute(),

    modelById: (productId: string) =>
      db.selectFrom('showroom_model').select(['item_number']).where('product_id', '=', productId).executeTakeFirst(),

    /** The new entry's id, or undefined when the product is already in this showroom. */
    addEntry: async (customerNumber: string, itemNumber: string, combustible: boolean) =>
      (
        await db
          .insertInto('showroom_entry')
          .values({ customer_number: customerNumber, item_number: itemNumber, combustible })
          .onConflict((oc) => oc.columns(['customer_number', 'item_number']).doNothing())
          .returning('id')
          .executeTakeFirst()
      )?.id,

    /** Scoped to the customer: another reseller's entry counts as missing. Returns whether a row changed. */
    setCombustible: async (customerNumber: string, id: string, combustible: boolean) => {
      const result = await db
        .updateTable('showroom_entry')
        .set({ combustible, updated_at: new Date() })
        .where('id', '=', id)
        .where('customer_number', '=', customerNumber)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    deleteEntry: async (customerNumber: string, id: string) => {
      const result = await db
        .deleteFrom('showroom_entry')
        .where('id', '=', id)
        .where('customer_number', '=', customerNumber)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}
export type ShowroomRepository = ReturnType<typeof createShowroomRepository>;
