import type { Kysely } from 'kysely';
import type { DB } from '../platform/db/schema.js';
import { CATALOGUE, listPrice, type CatalogueNode } from './catalogue-data.js';

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
