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

/** LIKE's own characters taken literally (the default escape is the backslash). */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (m) => `\\${m}`);

export type CatalogueSearch = {
  /** the item number's beginning, as typed (trimmed) */
  text: string;
  /** the words that must each occur in the name */
  words: readonly string[];
  language: Language;
  customerNumber: string;
  limit: number;
  offset: number;
  /** the total counts no further than this */
  countCap: number;
};

/** One row with nulls but the total when the page holds no product. */
export type CatalogueSearchRow = {
  itemNumber: string | null;
  description: string;
  imageUrl: string | null;
  nodeId: string | null;
  listPrice: number;
  discountPercent: number;
  currency: string;
  total: number;
};

export type RelatedRow = {
  itemNumber: string;
  description: string;
  imageUrl: string | null;
  listPrice: number;
  discountPercent: number;
  currency: string;
};

/**
 * The header's search over the whole orderable catalogue: products sold and still active that
 * the customer's price list prices, whose item number begins with the text (the prefix index of
 * 0030), or whose name in the language holds every word (the language's trigram index; a product
 * without a text in the language is matched on its Swedish name, the one it is shown with).
 * Item numbers that begin with the text come first, the exact one before all.
 */
export function catalogueSearch(db: Kysely<DB>, search: CatalogueSearch) {
  const number = search.text.toUpperCase();
  const prefix = `${escapeLike(number)}%`;
  // Each word as the names' search text writes it: lower case without accents.
  const allWords = (column: string) =>
    sql.join(
      search.words.map((w) => sql`${sql.ref(column)} LIKE '%' || portal_search_text(${escapeLike(w)}) || '%'`),
      sql` AND `,
    );
  const byName =
    search.words.length === 0
      ? sql``
      : search.language === 'sv'
        ? sql`UNION SELECT p.item_number FROM product p WHERE ${allWords('p.search_text')}`
        : sql`UNION SELECT t.item_number FROM product_text t WHERE t.language = ${search.language} AND ${allWords('t.search_text')}
              UNION SELECT p.item_number FROM product p WHERE ${allWords('p.search_text')}
                AND NOT EXISTS (SELECT 1 FROM product_text t2 WHERE t2.item_number = p.item_number AND t2.language = ${search.language})`;
  return sql<CatalogueSearchRow>`
    WITH found AS (
      SELECT item_number FROM product WHERE upper(item_number) LIKE ${prefix}
      ${byName}
    ),
    orderable AS (
      SELECT p.item_number, coalesce(t.description, p.description) AS description, p.image_url,
        pli.unit_price, c.discount_percent, pl.currency,
        upper(p.item_number) = ${number} AS exact,
        upper(p.item_number) LIKE ${prefix} AS by_number
      FROM found
      JOIN product p ON p.item_number = found.item_number AND p.sellable AND p.active
      JOIN customer c ON c.customer_number = ${search.customerNumber}
      JOIN price_list pl ON pl.id = c.price_list_id
      JOIN price_list_item pli ON pli.price_list_id = c.price_list_id AND pli.item_number = p.item_number
      LEFT JOIN product_text t ON t.item_number = p.item_number AND t.language = ${search.language}
      ORDER BY exact DESC, by_number DESC, description, p.item_number
      LIMIT ${search.countCap}
    )
    -- One row at least, so a page past the last still says how many there are.
    SELECT o."itemNumber", o.description, o."imageUrl", o."nodeId", o."listPrice", o."discountPercent", o.currency, counted.total
    FROM (SELECT count(*)::int AS total FROM orderable) AS counted
    LEFT JOIN LATERAL (
      SELECT o.item_number AS "itemNumber", o.description, o.image_url AS "imageUrl",
        (SELECT min(n.node_id) FROM sales_node n WHERE n.item_number = o.item_number) AS "nodeId",
        o.unit_price AS "listPrice", o.discount_percent AS "discountPercent", o.currency
      FROM orderable o
      ORDER BY o.exact DESC, o.by_number DESC, o.description, o.item_number
      LIMIT ${search.limit} OFFSET ${search.offset}
    ) AS o ON true`;
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

    /** The header's search (see catalogueSearch), through the indexes. */
    catalogueSearch: (search: CatalogueSearch) =>
      db.transaction().execute(async (trx) => {
        // As for the shop's search: the embedded database would rather read whole tables.
        await sql`SET LOCAL enable_seqscan = off`.execute(trx);
        return (await catalogueSearch(trx, search).execute(trx)).rows;
      }),

    /** The categories above the product's place in the tree, root first (its first place, if several). */
    productCategories: async (itemNumber: string, language: Language): Promise<NodeRow[]> => {
      const node = await db
        .selectFrom('sales_node')
        .select((eb) => eb.fn.min('node_id').as('nodeId'))
        .where('item_number', '=', itemNumber)
        .executeTakeFirst();
      if (!node?.nodeId) return [];
      const result = await sql<NodeRow>`
        WITH RECURSIVE up AS (
          SELECT node_id, parent_id, 0 AS depth FROM sales_node WHERE node_id = ${node.nodeId}
          UNION ALL
          SELECT n.node_id, n.parent_id, up.depth + 1 FROM sales_node n JOIN up ON n.node_id = up.parent_id
        )
        SELECT n.node_id AS "nodeId", coalesce(t.label, n.label) AS label, n.image_url AS "imageUrl", n.item_number AS "itemNumber"
        FROM up
        JOIN sales_node n ON n.node_id = up.node_id
        LEFT JOIN sales_node_text t ON t.node_id = n.node_id AND t.language = ${language}
        WHERE up.depth > 0
        ORDER BY up.depth DESC`.execute(db);
      return result.rows;
    },

    /**
     * The spare parts of a stove: the catalogue keeps them per series, so those of the stove's
     * brand and series that are sold, active and in the customer's price list.
     */
    spareParts: async (itemNumber: string, customerNumber: string, language: Language): Promise<RelatedRow[]> => {
      const result = await sql<RelatedRow>`
        SELECT sp.item_number AS "itemNumber", coalesce(t.description, sp.description) AS description, sp.image_url AS "imageUrl",
          pli.unit_price AS "listPrice", c.discount_percent AS "discountPercent", pl.currency
        FROM product stove
        JOIN product sp ON sp.model_series = stove.model_series AND sp.brand = stove.brand
          AND sp.kind = 'spare_part' AND sp.sellable AND sp.active
        JOIN customer c ON c.customer_number = ${customerNumber}
        JOIN price_list pl ON pl.id = c.price_list_id
        JOIN price_list_item pli ON pli.price_list_id = c.price_list_id AND pli.item_number = sp.item_number
        LEFT JOIN product_text t ON t.item_number = sp.item_number AND t.language = ${language}
        WHERE stove.item_number = ${itemNumber} AND stove.kind = 'stove'
        ORDER BY description, sp.item_number`.execute(db);
      return result.rows;
    },

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
