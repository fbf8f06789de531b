import {
  SALES_NODE_TYPE_PRODUCT,
  type GetProductDetailsResponse,
  type GetSalesNodesResponse,
  type SalesNode,
  type SearchProductsResponse,
} from '@portal/contracts';
import type { Principal } from '../../platform/auth/access.js';
import { notFound } from '../../platform/errors.js';
import type { Language } from '@portal/contracts/languages';
import type { CatalogueRepository, NodeRow } from './catalogue.repository.js';
import { netUnitPrice } from './pricing.js';

const SEARCH_LIMIT = 50;
const CATEGORY_NODE_TYPE = 0;

const toNode = (row: NodeRow): SalesNode => ({
  NodeId: row.nodeId,
  Label: row.label,
  ImageUrl: row.imageUrl,
  NodeType: row.itemNumber ? SALES_NODE_TYPE_PRODUCT : CATEGORY_NODE_TYPE,
  ItemNumber: row.itemNumber,
});

export function createCatalogueService(repo: CatalogueRepository) {
  return {
    async salesNodes(parent: string | undefined, language: Language): Promise<GetSalesNodesResponse> {
      if (!parent) return { children: (await repo.children(null, language)).map(toNode), ancestors: [], current: null };
      const lineage = await repo.lineage(parent, language);
      const [current, ...above] = lineage;
      if (!current) throw notFound('Category');
      return {
        children: (await repo.children(parent, language)).map(toNode),
        ancestors: above.reverse().map(toNode),
        current: toNode(current),
      };
    },

    async productDetails(principal: Principal, itemNumber: string, language: Language): Promise<GetProductDetailsResponse> {
      const product = await repo.product(itemNumber, language);
      const [price] = product ? await repo.prices(principal.customerNumber, [itemNumber]) : [];
      if (!product || !price) throw notFound('Product');
      return {
        ImageUrl: product.image_url,
        Description: product.description,
        LongText: product.long_text,
        ItemId: product.item_number,
        UnitPrice: netUnitPrice(price.listPrice, price.discountPercent),
        Currency: price.currency,
        Active: product.active,
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
