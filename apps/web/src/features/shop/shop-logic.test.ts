import { describe, expect, it } from 'vitest';
import type { SalesNode } from '@portal/contracts/order';
import { splitChildren } from './shop-logic';

const category: SalesNode = { NodeId: 'plates', Label: 'Floor plates', ImageUrl: '/c.svg', NodeType: 0, ItemNumber: null };
const product = (ItemNumber: string, UnitPrice: number | null | undefined): SalesNode => ({
  NodeId: `n-${ItemNumber}`,
  Label: `Plate ${ItemNumber}`,
  ImageUrl: null,
  NodeType: 1,
  ItemNumber,
  ...(UnitPrice !== undefined ? { UnitPrice } : {}),
});

describe('a category’s children', () => {
  it('list the priced products with the customer’s price, in order, and keep categories as tiles', () => {
    const { tiles, products } = splitChildren([category, product('A', 1250.5), product('B', 0)]);
    expect(tiles).toEqual([category]);
    expect(products).toEqual([
      { ItemNumber: 'A', Description: 'Plate A', ImageUrl: null, UnitPrice: 1250.5 },
      { ItemNumber: 'B', Description: 'Plate B', ImageUrl: null, UnitPrice: 0 },
    ]);
  });

  it('keep a product the customer cannot order (no price) as a tile, with no add-to-cart', () => {
    const unpriced = product('C', null);
    const unknown = product('D', undefined);
    expect(splitChildren([unpriced, unknown])).toEqual({ tiles: [unpriced, unknown], products: [] });
  });
});
