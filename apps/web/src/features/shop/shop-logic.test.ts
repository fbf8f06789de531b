import { describe, expect, it } from 'vitest';
import type { SalesNode } from '@portal/contracts/order';
import { categoryHeading, splitChildren } from './shop-logic';

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

describe('the category page’s heading', () => {
  it('is the category’s label once read, a loading text while a category is read, the shop on its top page', () => {
    expect(categoryHeading({ categoryId: 'acc', label: 'Zubehör' })).toBe('label');
    // A category read again after the language changed has no label for a moment: not "Shop".
    expect(categoryHeading({ categoryId: 'acc', label: undefined })).toBe('loading');
    expect(categoryHeading({ categoryId: undefined, label: undefined })).toBe('shop');
  });
});
