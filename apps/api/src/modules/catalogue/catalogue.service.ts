import {
  CATALOGUE_SEARCH_MAX_PAGE,
  CATALOGUE_SEARCH_MAX_PAGE_SIZE,
  SALES_NODE_TYPE_PRODUCT,
  type SearchCatalogueQuery,
  type SearchCatalogueResponse,
  type GetProductDetailsResponse,
  type GetSalesNodesResponse,
  type SalesNode,
  type SearchProductsResponse,
} from '@portal/contracts';
import type { Principal } from '../../platform/auth/access.js';
import { notFound } from '../../platform/errors.js';
import type { Language } from '@portal/contracts/languages';
import type { CatalogueRepository, NodeRow, RelatedRow } from './catalogue.repository.js';
import { netUnitPrice } from './pricing.js';
import { pagingOf } from '../../platform/db/list-page.js';

const SEARCH_LIMIT = 50;
const CATEGORY_NODE_TYPE = 0;

const toNode = (row: NodeRow): SalesNode => ({
  NodeId: row.nodeId,
  Label: row.label,
  ImageUrl: row.imageUrl,
  NodeType: row.itemNumber ? SALES_NODE_TYPE_PRODUCT : CATEGORY_NODE_TYPE,
  ItemNumber: row.itemNumber,
});

const toRelated = (row: RelatedRow) => ({
  ItemNumber: row.itemNumber,
  Description: row.description,
  ImageUrl: row.imageUrl,
  UnitPrice: netUnitPrice(row.listPrice, row.discountPercent),
  Currency: row.currency,
});

export function createCatalogueService(repo: CatalogueRepository) {
  /** A category's children; its products with the customer's net price, null where the customer cannot order one. */
  async function priced(principal: Principal, rows: readonly NodeRow[]): Promise<SalesNode[]> {
    const items = rows.flatMap((r) => (r.itemNumber ? [r.itemNumber] : []));
    const prices = await repo.prices(principal.customerNumber, items);
    const net = new Map(
      prices.filter((p) => p.active && p.sellable).map((p) => [p.itemNumber, netUnitPrice(p.listPrice, p.discountPercent)]),
    );
    return rows.map((r) => (r.itemNumber ? { ...toNode(r), UnitPrice: net.get(r.itemNumber) ?? null } : toNode(r)));
  }

  return {
    async salesNodes(principal: Principal, parent: string | undefined, language: Language): Promise<GetSalesNodesResponse> {
      if (!parent) return { children: await priced(principal, await repo.children(null, language)), ancestors: [], current: null };
      const lineage = await repo.lineage(parent, language);
      const [current, ...above] = lineage;
      if (!current) throw notFound('Category');
      return {
        children: await priced(principal, await repo.children(parent, language)),
        ancestors: above.reverse().map(toNode),
        current: toNode(current),
      };
    },

    async productDetails(principal: Principal, itemNumber: string, language: Language): Promise<GetProductDetailsResponse> {
      const product = await repo.product(itemNumber, language);
      const [price] = product ? await repo.prices(principal.customerNumber, [itemNumber]) : [];
      if (!product || !price) throw notFound('Product');
      const [categories, spareParts] = await Promise.all([
        repo.productCategories(itemNumber, language),
        product.kind === 'stove' ? repo.spareParts(itemNumber, principal.customerNumber, language) : [],
      ]);
      return {
        ImageUrl: product.image_url,
        Description: product.description,
        LongText: product.long_text,
        ItemId: product.item_number,
        UnitPrice: netUnitPrice(price.listPrice, price.discountPercent),
        Currency: price.currency,
        Active: product.active,
        Categories: categories.map(toNode),
        SpareParts: spareParts.map(toRelated),
      };
    },

    /**
     * The header's search: the whole catalogue the customer can order, in the caller's language,
     * priced from the customer's list. The text is already checked (length, words) by the contract.
     */
    async searchCatalogue(principal: Principal, query: SearchCatalogueQuery, language: Language): Promise<SearchCatalogueResponse> {
      const text = query.q.trim();
      const words = [...new Set(text.split(/\s+/).filter(Boolean))];
      const rows = await repo.catalogueSearch({
        text,
        words,
        language,
        customerNumber: principal.customerNumber,
        ...pagingOf(query),
        countCap: CATALOGUE_SEARCH_MAX_PAGE * CATALOGUE_SEARCH_MAX_PAGE_SIZE,
      });
      return {
        Products: rows.flatMap((r) =>
          r.itemNumber === null
            ? []
            : [
                {
                  ItemNumber: r.itemNumber,
                  Description: r.description,
                  ImageUrl: r.imageUrl,
                  NodeId: r.nodeId,
                  UnitPrice: netUnitPrice(r.listPrice, r.discountPercent),
                  Currency: r.currency,
                },
              ],
        ),
        Total: rows[0]?.total ?? 0,
        Page: query.page,
        PageSize: query.pageSize,
      };
    },

    async search(text: string, language: Language): Promise<SearchProductsResponse> {
      const rows = await repo.search(text.trim(), language, SEARCH_LIMIT);
      return {
        Products: rows.map((r) => ({ NodeId: r.nodeId, ItemDescription: r.description, ImageUrl: r.imageUrl, ItemNumber: r.itemNumber })),
      };
    },
  };
}
export type CatalogueService = ReturnType<typeof createCatalogueService>;
