import type { Kysely } from 'kysely';
import type { DB } from '../platform/db/schema.js';
import { CATALOGUE, listPrice, type CatalogueNode } from './catalogue-data.js';
import { TRANSLATED_LANGUAGES } from './catalogue-texts.js';

// Multi-row inserts keep the seed fast on the embedded database; a few hundred rows per
// statement stay far below PostgreSQL's 65 535 bind parameters.
const BATCH = 250;

function batches<T>(rows: T[], size = BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** Nodes ordered so that every parent is inserted before its children. */
function parentsFirst(nodes: CatalogueNode[]): CatalogueNode[] {
  const byId = new Map(nodes.map((n) => [n.nodeId, n]));
  const depth = (n: CatalogueNode): number => (n.parentId === null ? 0 : 1 + depth(byId.get(n.parentId)!));
  return nodes
    .map((n) => ({ n, d: depth(n) }))
    .sort((a, b) => a.d - b.d)
    .map(({ n }) => n);
}

export async function seedCatalogue(db: Kysely<DB>) {
  const { products, priceLists, tree, customerPricing } = CATALOGUE;

  for (const rows of batches(products)) {
    await db
      .insertInto('product')
      .values(
        rows.map((p) => ({
          item_number: p.itemNumber,
          description: p.description,
          long_text: p.longText,
          kind: p.kind,
          brand: p.brand,
          model_series: p.modelSeries,
          image_url: p.image,
          weight_kg: p.weightKg,
          lead_time_days: p.leadTimeDays,
          require_serial: p.requireSerial,
          sellable: p.sellable,
        })),
      )
      .execute();
  }

  await db
    .insertInto('price_list')
    .values(priceLists.map((l) => ({ id: l.id, name: l.name, currency: l.currency })))
    .execute();
  const items = priceLists.flatMap((l) =>
    products.map((p) => ({ price_list_id: l.id, item_number: p.itemNumber, unit_price: listPrice(p.basePriceSek, l) })),
  );
  for (const rows of batches(items)) await db.insertInto('price_list_item').values(rows).execute();

  for (const rows of batches(parentsFirst(tree))) {
    await db
      .insertInto('sales_node')
      .values(
        rows.map((n) => ({
          node_id: n.nodeId,
          parent_id: n.parentId,
          label: n.label,
          image_url: n.image,
          item_number: n.itemNumber,
          sort_order: n.sortOrder,
        })),
      )
      .execute();
  }

  for (const [customerNumber, pricing] of Object.entries(customerPricing)) {
    await db
      .updateTable('customer')
      .set({ price_list_id: pricing.priceListId, discount_percent: pricing.discountPercent })
      .where('customer_number', '=', customerNumber)
      .execute();
  }
}

/**
 * Every product's and category's texts in the portal's other languages. A seed of its own, so a
 * database seeded before the catalogue spoke them gets them too: only for the products and
 * categories it still has, and never over a text sales administration has written.
 */
export async function seedCatalogueTexts(db: Kysely<DB>) {
  const { products, tree } = CATALOGUE;
  const items = new Set((await db.selectFrom('product').select('item_number').execute()).map((r) => r.item_number));
  const nodes = new Set((await db.selectFrom('sales_node').select('node_id').execute()).map((r) => r.node_id));

  const productTexts = products
    .filter((p) => items.has(p.itemNumber))
    .flatMap((p) =>
      TRANSLATED_LANGUAGES.map((language) => ({
        item_number: p.itemNumber,
        language,
        description: p.texts[language].description,
        long_text: p.texts[language].longText,
      })),
    );
  for (const rows of batches(productTexts)) {
    await db
      .insertInto('product_text')
      .values(rows)
      .onConflict((oc) => oc.columns(['item_number', 'language']).doNothing())
      .execute();
  }

  const labels = tree
    .filter((n) => nodes.has(n.nodeId))
    .flatMap((n) => TRANSLATED_LANGUAGES.map((language) => ({ node_id: n.nodeId, language, label: n.labels[language] })));
  for (const rows of batches(labels)) {
    await db
      .insertInto('sales_node_text')
      .values(rows)
      .onConflict((oc) => oc.columns(['node_id', 'language']).doNothing())
      .execute();
  }
}
