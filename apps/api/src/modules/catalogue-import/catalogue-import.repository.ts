import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { ProductKind, TranslatedLanguage } from '@portal/contracts/staff-catalogue';
import type { ImportKind } from '@portal/contracts/staff-catalogue-import';
import type { DB } from '../../platform/db/schema.js';
import { recordAudit, type AuditEntry } from '../../platform/audit/audit.js';

/** Large lists go to the database in slices, so no statement grows beyond its parameter limit. */
const CHUNK = 1_000;
const chunks = <T>(list: readonly T[]) =>
  Array.from({ length: Math.ceil(list.length / CHUNK) }, (_, i) => list.slice(i * CHUNK, (i + 1) * CHUNK));

export type StoredRow = { line: number; values: Record<string, string> };

type Texts<T> = Partial<Record<TranslatedLanguage, T>>;

/** A product as a product file sets it. */
export type ProductImportValues = {
  item_number: string;
  description: string;
  long_text: string | null;
  kind: ProductKind;
  brand: string;
  model_series: string | null;
  weight_kg: number;
  lead_time_days: number;
  texts: Texts<{ description: string; long_text: string | null }>;
};

/** A category tree node as a category file sets it. */
export type NodeValues = {
  node_id: string;
  parent_id: string | null;
  label: string;
  item_number: string | null;
  sort_order: number;
  labels: Texts<string>;
};

/** SQL of the price and discount imports: what the catalogue holds now, and the writes of a commit. */
export function createCatalogueImportRepository(db: Kysely<DB>) {
  const forgetPrevious = async (importIds: readonly string[]) => {
    for (const slice of chunks(importIds)) {
      await db.deleteFrom('catalogue_import_previous_price').where('import_id', 'in', slice).execute();
      await db.deleteFrom('catalogue_import_previous_discount').where('import_id', 'in', slice).execute();
    }
  };

  /** The products' texts in the other languages become exactly those of the rows. */
  const replaceProductTexts = async (rows: readonly ProductImportValues[]) => {
    for (const slice of chunks(rows.map((r) => r.item_number)))
      await db.deleteFrom('product_text').where('item_number', 'in', slice).execute();
    const texts = rows.flatMap((r) =>
      Object.entries(r.texts).map(([language, t]) => ({
        item_number: r.item_number,
        language,
        description: t.description,
        long_text: t.long_text,
      })),
    );
    for (const slice of chunks(texts)) await db.insertInto('product_text').values(slice).execute();
  };

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

    /** Every product with what a product file sets of it. */
    catalogueProducts: async () => {
      const [products, texts] = await Promise.all([
        db
          .selectFrom('product')
          .select(['item_number', 'description', 'long_text', 'kind', 'brand', 'model_series', 'weight_kg', 'lead_time_days', 'active'])
          .execute(),
        db.selectFrom('product_text').select(['item_number', 'language', 'description', 'long_text']).execute(),
      ]);
      const byItem = new Map<string, ProductImportValues['texts']>();
      for (const t of texts)
        byItem.set(t.item_number, {
          ...byItem.get(t.item_number),
          [t.language]: { description: t.description, long_text: t.long_text },
        });
      return products.map((p) => ({ ...p, weight_kg: Number(p.weight_kg), texts: byItem.get(p.item_number) ?? {} }));
    },

    insertProducts: async (rows: readonly ProductImportValues[]) => {
      for (const slice of chunks(rows))
        await db
          .insertInto('product')
          .values(slice.map(({ texts: _, ...p }) => ({ ...p, require_serial: p.kind === 'stove', sellable: true, active: true })))
          .execute();
      await replaceProductTexts(rows);
    },

    updateProducts: async (rows: readonly ProductImportValues[]) => {
      for (const { texts: _, item_number, ...values } of rows)
        await db
          .updateTable('product')
          .set({ ...values, active: true })
          .where('item_number', '=', item_number)
          .execute();
      await replaceProductTexts(rows);
    },

    deactivateProducts: async (itemNumbers: readonly string[]) => {
      for (const slice of chunks(itemNumbers))
        await db.updateTable('product').set({ active: false }).where('item_number', 'in', slice).execute();
    },

    /** The whole category tree with its labels in the other languages. */
    nodes: async () => {
      const [nodes, texts] = await Promise.all([
        db.selectFrom('sales_node').select(['node_id', 'parent_id', 'label', 'item_number', 'sort_order']).execute(),
        db.selectFrom('sales_node_text').select(['node_id', 'language', 'label']).execute(),
      ]);
      const byNode = new Map<string, NodeValues['labels']>();
      for (const t of texts) byNode.set(t.node_id, { ...byNode.get(t.node_id), [t.language]: t.label });
      return nodes.map((n) => ({ ...n, labels: byNode.get(n.node_id) ?? {} }));
    },

    /** Writes the nodes in the order given, which must put parents first. */
    upsertNodes: async (rows: readonly NodeValues[]) => {
      for (const { labels: _, ...n } of rows)
        await db
          .insertInto('sales_node')
          .values(n)
          .onConflict((oc) =>
            oc
              .column('node_id')
              .doUpdateSet({ parent_id: n.parent_id, label: n.label, item_number: n.item_number, sort_order: n.sort_order }),
          )
          .execute();
      for (const slice of chunks(rows.map((r) => r.node_id)))
        await db.deleteFrom('sales_node_text').where('node_id', 'in', slice).execute();
      const texts = rows.flatMap((r) => Object.entries(r.labels).map(([language, label]) => ({ node_id: r.node_id, language, label })));
      for (const slice of chunks(texts)) await db.insertInto('sales_node_text').values(slice).execute();
    },

    /** Removes the nodes in the order given, which must put children first. */
    deleteNodes: async (nodeIds: readonly string[]) => {
      for (const slice of chunks(nodeIds)) await db.deleteFrom('sales_node').where('node_id', 'in', slice).execute();
    },

    insertImport: async (row: { id: string; kind: ImportKind; file_name: string; rows: StoredRow[]; staff_id: string }) => {
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
        .set({ committed_at: at, report: JSON.stringify(report), commit_seq: sql`nextval('catalogue_import_commit_seq')` })
        .where('id', '=', id)
        .execute();
    },

    /** Keeps the price lists or discounts an import is about to change, as they are now, for its undo. */
    keepPrevious: async (importId: string, kind: 'prices' | 'discounts', lists: readonly string[]) => {
      for (const slice of chunks(lists)) {
        if (kind === 'prices')
          await db
            .insertInto('catalogue_import_previous_price')
            .columns(['import_id', 'price_list_id', 'item_number', 'unit_price'])
            .expression((eb) =>
              eb
                .selectFrom('price_list_item')
                .select([sql<string>`${importId}::uuid`.as('import_id'), 'price_list_id', 'item_number', 'unit_price'])
                .where('price_list_id', 'in', slice),
            )
            .execute();
        else
          await db
            .insertInto('catalogue_import_previous_discount')
            .columns(['import_id', 'customer_number', 'discount_percent'])
            .expression((eb) =>
              eb
                .selectFrom('customer')
                .select([sql<string>`${importId}::uuid`.as('import_id'), 'customer_number', 'discount_percent'])
                .where('customer_number', 'in', slice),
            )
            .execute();
      }
      await db
        .updateTable('catalogue_import')
        .set({ lists: JSON.stringify(lists) })
        .where('id', '=', importId)
        .execute();
    },

    /** Puts back the price lists or discounts kept for an import, and lets go of what was kept. */
    restorePrevious: async (importId: string, kind: 'prices' | 'discounts', lists: readonly string[]) => {
      if (kind === 'prices') {
        for (const slice of chunks(lists)) await db.deleteFrom('price_list_item').where('price_list_id', 'in', slice).execute();
        await db
          .insertInto('price_list_item')
          .columns(['price_list_id', 'item_number', 'unit_price'])
          .expression((eb) =>
            eb
              .selectFrom('catalogue_import_previous_price')
              .select(['price_list_id', 'item_number', 'unit_price'])
              .where('import_id', '=', importId),
          )
          .execute();
      } else {
        const previous = await db
          .selectFrom('catalogue_import_previous_discount')
          .select(['customer_number', 'discount_percent'])
          .where('import_id', '=', importId)
          .execute();
        for (const r of previous)
          await db
            .updateTable('customer')
            .set({ discount_percent: r.discount_percent })
            .where('customer_number', '=', r.customer_number)
            .execute();
      }
      await forgetPrevious([importId]);
    },

    /** Lets go of what was kept for the undo of imports committed before the cutoff, which can no longer be undone. */
    forgetPreviousBefore: async (cutoff: Date) => {
      const old = await db
        .selectFrom('catalogue_import')
        .select('id')
        .where('committed_at', '<', cutoff)
        .where('lists', 'is not', null)
        .where('undone_at', 'is', null)
        .execute();
      await forgetPrevious(old.map((r) => r.id));
    },

    markUndone: async (id: string, at: Date, staffId: string) => {
      await db.updateTable('catalogue_import').set({ undone_at: at, undone_by: staffId }).where('id', '=', id).execute();
    },

    /** A digest of the price lists or the dealers' discounts as they stand, which any change of them changes. */
    listsState: async (kind: 'prices' | 'discounts', lists: readonly string[]) => {
      const hash = createHash('sha256');
      for (const slice of chunks([...lists].sort())) {
        const rows =
          kind === 'prices'
            ? await db
                .selectFrom('price_list_item')
                .select(['price_list_id as key', 'item_number as item', 'unit_price as value'])
                .where('price_list_id', 'in', slice)
                .orderBy('price_list_id')
                .orderBy('item_number')
                .execute()
            : await db
                .selectFrom('customer')
                .select(['customer_number as key', 'customer_number as item', 'discount_percent as value'])
                .where('customer_number', 'in', slice)
                .orderBy('customer_number')
                .execute();
        for (const r of rows) hash.update(`${r.key}\u0000${r.item}\u0000${Number(r.value).toFixed(2)}\n`);
      }
      return hash.digest('hex');
    },

    setListsState: async (id: string, state: string) => {
      await db.updateTable('catalogue_import').set({ lists_state: state }).where('id', '=', id).execute();
    },

    /** The imports of a kind committed after this one and not undone, with what they changed. */
    laterImports: (id: string, kind: ImportKind) =>
      db
        .selectFrom('catalogue_import as later')
        .select(['later.id', 'later.lists'])
        .where('later.kind', '=', kind)
        .where('later.undone_at', 'is', null)
        .where('later.commit_seq', '>', (eb) => eb.selectFrom('catalogue_import').select('commit_seq').where('id', '=', id))
        .execute(),

    audit: (entry: AuditEntry) => recordAudit(db, entry),
  };
}
export type CatalogueImportRepository = ReturnType<typeof createCatalogueImportRepository>;
