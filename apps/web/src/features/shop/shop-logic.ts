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
