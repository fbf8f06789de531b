import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import type { Language } from '@portal/contracts/languages';

export type NodeRow = { nodeId: string; label: string; imageUrl: string | null; itemNumber: string | null };

const nodeColumns = ['sales_node.node_id as nodeId', 'sales_node.item_number as itemNumber'] as const;

/**
 * The shop's search: sellable products whose item number, Swedish description or description in
 * the language contains the text, accents and case ignored, each through its trigram index
 * (product_search_idx, and product_text's index of the language), with the description in the
 * language (else the Swedish one). Its own function, so a test can read the plan of this query.
 */
export function productSearch(db: Kysely<DB>, text: string, language: Language, limit: number) {
  const pattern = sql<string>`'%' || replace(replace(replace(portal_search_text(${text}), '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'`;
  return db
    .selectFrom('product')
    .leftJoin('product_text as text', (join) =>
      join.onRef('text.item_number', '=', 'product.item_number').on('text.language', '=', language),
    )
    .select([
      'product.item_number as itemNumber',
      sql<string>`coalesce(text.description, product.description)`.as('description'),
      'product.image_url as imageUrl',
    ])
    .where('product.sellable', '=', true)
    .where('product.item_number', 'in', (eb) => {
      const swedish = eb.selectFrom('product as p').select('p.item_number').where('p.search_text', 'like', pattern);
      // Swedish is the product's own text; the other languages are in product_text. A product
      // found by both is one match: IN asks whether, not how often.
      return language === 'sv'
        ? swedish
        : swedish.unionAll(
            eb
              .selectFrom('product_text as t')
              .select('t.item_number')
              .where('t.language', '=', language)
              .where('t.search_text', 'like', pattern),
          );
    })
    .orderBy('description')
    .orderBy('product.item_number')
    .limit(limit);
}

export function createCatalogueRepository(db: Kysely<DB>) {
  return {
    /** A node's label in the language (else Swedish); its image, or its product's when the node has none. */
    children: (parentId: string | null, language: Language): Promise<NodeRow[]> =>
      db
        .selectFrom('sales_node')
        .leftJoin('product', 'product.item_number', 'sales_node.item_number')
        .leftJoin('sales_node_text as text', (join) =>
          join.onRef('text.node_id', '=', 'sales_node.node_id').on('text.language', '=', language),
        )
        .select([
          ...nodeColumns,
          sql<string>`coalesce(text.label, sales_node.label)`.as('label'),
          sql<string | null>`coalesce(sales_node.image_url, product.image_url)`.as('imageUrl'),
        ])
        .where((eb) => (parentId === null ? eb('sales_node.parent_id', 'is', null) : eb('sales_node.parent_id', '=', parentId)))
        .orderBy('sales_node.sort_order')
        .orderBy('label')
        .execute(),

    /** The node and its ancestors, the node first. */
    lineage: async (nodeId: string, language: Language): Promise<NodeRow[]> => {
      const result = await sql<NodeRow & { depth: number }>`
        WITH RECURSIVE up AS (
          SELECT node_id, parent_id, label, image_url, item_number, 0 AS depth FROM sales_node WHERE node_id = ${nodeId}
          UNION ALL
          SELECT n.node_id, n.parent_id, n.label, n.image_url, n.item_number, up.depth + 1
          FROM sales_node n JOIN up ON n.node_id = up.parent_id
        )
        SELECT up.node_id AS "nodeId", coalesce(t.label, up.label) AS label, coalesce(up.image_url, p.image_url) AS "imageUrl",
          up.item_number AS "itemNumber", up.depth
        FROM up
        LEFT JOIN product p ON p.item_number = up.item_number
        LEFT JOIN sales_node_text t ON t.node_id = up.node_id AND t.language = ${language}
        ORDER BY up.depth`.execute(db);
      return result.rows;
    },

    /** A product with its texts in the language, each else the Swedish one. */
    product: (itemNumber: string, language: Language) =>
      db
        .selectFrom('product')
        .leftJoin('product_text as text', (join) =>
          join.onRef('text.item_number', '=', 'product.item_number').on('text.language', '=', language),
        )
        .select([
          'product.item_number',
          sql<string>`coalesce(text.description, product.description)`.as('description'),
          sql<string | null>`coalesce(text.long_text, product.long_text)`.as('long_text'),
          'product.image_url',
          'product.sellable',
          'product.active',
          'product.kind',
        ])
        .where('product.item_number', '=', itemNumber)
        .executeTakeFirst(),

    /**
     * Prices of the given items in the customer's price list, with the customer's discount and
     * the description in the language (else the Swedish one), as an order line keeps it.
     */
    prices: (customerNumber: string, itemNumbers: readonly string[], language: Language = 'sv') =>
      itemNumbers.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('customer')
            .innerJoin('price_list_item', 'price_list_item.price_list_id', 'customer.price_list_id')
            .innerJoin('price_list', 'price_list.id', 'customer.price_list_id')
            .innerJoin('product', 'product.item_number', 'price_list_item.item_number')
            .leftJoin('product_text as text', (join) =>
              join.onRef('text.item_number', '=', 'product.item_number').on('text.language', '=', language),
            )
            .select([
              'product.item_number as itemNumber',
              sql<string>`coalesce(text.description, product.description)`.as('description'),
              'product.weight_kg as weightKg',
              'product.lead_time_days as leadTimeDays',
              'product.sellable as sellable',
              'product.active as active',
              'price_list_item.unit_price as listPrice',
              'customer.discount_percent as discountPercent',
              'price_list.currency as currency',
            ])
            .where('customer.customer_number', '=', customerNumber)
            .where('price_list_item.item_number', 'in', [...itemNumbers])
            .execute(),

    /**
     * Sellable products whose item number, Swedish description or description in the language
     * contains the text (see productSearch). The planner would rather read the whole tables for
     * common words, which on the embedded database is several times slower, so the table scan
     * is ruled out here.
     */
    search: (text: string, language: Language, limit: number) =>
      db.transaction().execute(async (trx) => {
        await sql`SET LOCAL enable_seqscan = off`.execute(trx);
        const products = await productSearch(trx, text, language, limit).execute();
        if (products.length === 0) return [];
        const nodes = await trx
          .selectFrom('sales_node')
          .select(['item_number', 'node_id'])
          .where(
            'item_number',
            'in',
            products.map((p) => p.itemNumber),
          )
          .execute();
        const nodeOf = new Map(nodes.map((n) => [n.item_number, n.node_id]));
        return products.flatMap((p) => {
          const nodeId = nodeOf.get(p.itemNumber);
          return nodeId ? [{ ...p, nodeId }] : [];
        });
      }),
  };
}
export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
