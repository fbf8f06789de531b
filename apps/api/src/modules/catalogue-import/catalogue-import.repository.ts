import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { recordAudit, type AuditEntry } from '../../platform/audit/audit.js';

/** Large lists go to the database in slices, so no statement grows beyond its parameter limit. */
const CHUNK = 1_000;
const chunks = <T>(list: readonly T[]) =>
  Array.from({ length: Math.ceil(list.length / CHUNK) }, (_, i) => list.slice(i * CHUNK, (i + 1) * CHUNK));

export type StoredRow = { line: number; values: Record<string, string> };

/** SQL of the price and discount imports: what the catalogue holds now, and the writes of a commit. */
export function createCatalogueImportRepository(db: Kysely<DB>) {
  return {
    priceLists: () => db.selectFrom('price_list').select(['id', 'currency']).execute(),

    /** The item numbers of these that exist. */
    existingItems: async (itemNumbers: readonly string[]) => {
      const found = new Set<string>();
      for (const slice of chunks([...new Set(itemNumbers)])) {
        if (slice.length === 0) continue;
        for (const r of await db.selectFrom('product').select('item_number').where('item_number', 'in', slice).execute())
          found.add(r.item_number);
      }
      return found;
    },

    prices: (priceListIds: readonly string[]) =>
      priceListIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('price_list_item')
            .select(['price_list_id', 'item_number', 'unit_price'])
            .where('price_list_id', 'in', priceListIds)
            .execute(),

    customers: async (customerNumbers: readonly string[]) => {
      const rows: { customer_number: string; discount_percent: number }[] = [];
      for (const slice of chunks([...new Set(customerNumbers)])) {
        if (slice.length === 0) continue;
        rows.push(
          ...(await db
            .selectFrom('customer')
            .select(['customer_number', 'discount_percent'])
            .where('customer_number', 'in', slice)
            .execute()),
        );
      }
      return rows;
    },

    upsertPrices: async (rows: readonly { price_list_id: string; item_number: string; unit_price: number }[]) => {
      for (const slice of chunks(rows))
        await db
          .insertInto('price_list_item')
          .values(slice)
          .onConflict((oc) =>
            oc.columns(['price_list_id', 'item_number']).doUpdateSet((eb) => ({ unit_price: eb.ref('excluded.unit_price') })),
          )
          .execute();
    },

    deletePrices: async (rows: readonly { price_list_id: string; item_number: string }[]) => {
      const byList = new Map<string, string[]>();
      for (const r of rows) byList.set(r.price_list_id, [...(byList.get(r.price_list_id) ?? []), r.item_number]);
      for (const [list, items] of byList)
        for (const slice of chunks(items))
          await db.deleteFrom('price_list_item').where('price_list_id', '=', list).where('item_number', 'in', slice).execute();
    },

    setDiscounts: async (rows: readonly { customer_number: string; discount_percent: number }[]) => {
      for (const r of rows)
        await db
          .updateTable('customer')
          .set({ discount_percent: r.discount_percent })
          .where('customer_number', '=', r.customer_number)
          .execute();
    },

    insertImport: async (row: { id: string; kind: 'prices' | 'discounts'; file_name: string; rows: StoredRow[]; staff_id: string }) => {
      await db
        .insertInto('catalogue_import')
        .values({ ...row, rows: JSON.stringify(row.rows) })
        .execute();
    },

    import: (id: string) => db.selectFrom('catalogue_import').selectAll().where('id', '=', id).executeTakeFirst(),

    lockImport: (id: string) => db.selectFrom('catalogue_import').selectAll().where('id', '=', id).forUpdate().executeTakeFirst(),

    markCommitted: async (id: string, at: Date, report: { added: number; changed: number; removed: number }) => {
      await db
        .updateTable('catalogue_import')
        .set({ committed_at: at, report: JSON.stringify(report) })
        .where('id', '=', id)
        .execute();
    },

    audit: (entry: AuditEntry) => recordAudit(db, entry),
  };
}
export type CatalogueImportRepository = ReturnType<typeof createCatalogueImportRepository>;
