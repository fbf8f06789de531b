/**
 * The shop's category page (spec 001 §2): a category's children are sub-categories, shown as
 * tiles, and products, which the dealer orders from the list with the customer's own price.
 */
import { SALES_NODE_TYPE_PRODUCT, type SalesNode } from '@portal/contracts/order';
import type { OrderableProduct } from '../../components/add-to-cart-button';

export type CategoryChildren = {
  /** Sub-categories, and products the customer cannot order (no price): tiles linking on. */
  tiles: SalesNode[];
  /** Products with the customer's price: listed with an add-to-cart button. */
  products: OrderableProduct[];
};

export function splitChildren(children: readonly SalesNode[]): CategoryChildren {
  const tiles: SalesNode[] = [];
  const products: OrderableProduct[] = [];
  for (const node of children) {
    const price = node.UnitPrice;
    if (node.NodeType === SALES_NODE_TYPE_PRODUCT && node.ItemNumber && typeof price === 'number') {
      products.push({ ItemNumber: node.ItemNumber, Description: node.Label, ImageUrl: node.ImageUrl, UnitPrice: price });
    } else tiles.push(node);
  }
  return { tiles, products };
}

/**
 * Which text heads the category page: the category's own label once read; while a category is read (also again after
 * the language changed, as labels come in the UI language) a loading text, never the shop's name, which would read
 * as if the dealer had left the category; the shop's name on the shop's top page.
 */
export function categoryHeading(page: { categoryId: string | undefined; label: string | undefined }): 'label' | 'loading' | 'shop' {
  if (page.label !== undefined) return 'label';
  return page.categoryId === undefined ? 'shop' : 'loading';
}
