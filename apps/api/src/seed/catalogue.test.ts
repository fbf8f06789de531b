import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ITEM_NUMBER } from '@portal/contracts/staff-catalogue';
import { BRANDS, CATALOGUE, listPrice } from './catalogue-data.js';

const { products, tree, priceLists, customerPricing } = CATALOGUE;
const publicFile = (path: string) => new URL(`../../../web/public${path}`, import.meta.url);

describe('catalogue seed data', () => {
  it('has a catalogue of real size', () => {
    expect(products.length).toBeGreaterThanOrEqual(300);
    for (const kind of ['stove', 'chimney', 'accessory', 'spare_part'] as const) {
      expect(products.filter((p) => p.kind === kind).length, kind).toBeGreaterThanOrEqual(30);
    }
  });

  it('has unique item numbers the ERP accepts', () => {
    const numbers = products.map((p) => p.itemNumber);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const n of numbers) expect(n).toMatch(ITEM_NUMBER);
  });

  it('refers only to image files that exist, each a titled SVG under 6 KB', () => {
    const images = new Set([...products.map((p) => p.image), ...tree.flatMap((n) => (n.image ? [n.image] : []))]);
    expect([...images].sort()).toEqual(CATALOGUE.images);
    for (const image of images) {
      expect(image).toMatch(/^\/catalogue\/[a-z0-9-]+\.svg$/);
      const file = publicFile(image);
      expect(existsSync(file), image).toBe(true);
      const svg = readFileSync(file, 'utf8');
      expect(svg.length, image).toBeLessThan(6 * 1024);
      expect(svg, image).toContain('viewBox="0 0 400 400"');
      expect(svg, image).toContain('role="img"');
      expect(svg, image).toMatch(/<title[^>]*>[^<]+<\/title>/);
    }
  });

  it('shows every sellable product exactly once in the tree and no other product', () => {
    const counts = new Map<string, number>();
    for (const n of tree) if (n.itemNumber) counts.set(n.itemNumber, (counts.get(n.itemNumber) ?? 0) + 1);
    for (const p of products) expect(counts.get(p.itemNumber) ?? 0, p.itemNumber).toBe(p.sellable ? 1 : 0);
    const known = new Set(products.map((p) => p.itemNumber));
    for (const itemNumber of counts.keys()) expect(known.has(itemNumber), itemNumber).toBe(true);
    expect(products.some((p) => !p.sellable)).toBe(true);
  });

  it('has a well-formed tree: unique ids, known parents, images on categories, children under every root', () => {
    const ids = tree.map((n) => n.nodeId);
    expect(new Set(ids).size).toBe(ids.length);
    const byId = new Set(ids);
    for (const n of tree) {
      if (n.parentId !== null) expect(byId.has(n.parentId), n.nodeId).toBe(true);
      if (n.itemNumber === null) expect(n.image, n.nodeId).not.toBeNull();
      // a product is a leaf
      if (n.itemNumber !== null) expect(tree.some((c) => c.parentId === n.nodeId)).toBe(false);
    }
    const roots = tree.filter((n) => n.parentId === null);
    expect(roots.map((r) => r.nodeId)).toEqual(['stoves', 'chimney', 'accessories', 'spare-parts']);
    for (const r of roots)
      expect(
        tree.some((n) => n.parentId === r.nodeId),
        r.nodeId,
      ).toBe(true);
  });

  it('prices every product above zero in every list, rounded for the currency', () => {
    expect(priceLists.map((l) => [l.id, l.currency])).toEqual([
      ['SE', 'SEK'],
      ['NO', 'NOK'],
      ['DK', 'DKK'],
      ['EU', 'EUR'],
    ]);
    for (const l of priceLists) {
      for (const p of products) {
        const price = listPrice(p.basePriceSek, l);
        expect(price, `${l.id} ${p.itemNumber}`).toBeGreaterThan(0);
        expect(Number.isInteger(l.currency === 'EUR' ? price * 2 : price)).toBe(true);
      }
    }
    const eur = priceLists.find((l) => l.id === 'EU')!;
    // 3490 × 0.089 = 310.61 and 18 900 × 0.089 = 1682.1
    expect(listPrice(3_490, eur)).toBe(310.5);
    expect(listPrice(18_900, eur)).toBe(1_682);
    expect(
      listPrice(
        18_900,
        priceLists.find((l) => l.id === 'NO')!,
      ),
    ).toBe(19_278);
  });

  it('gives each reseller a price list that exists', () => {
    const ids = new Set(priceLists.map((l) => l.id));
    expect(Object.keys(customerPricing).sort()).toEqual(['10001', '20001', '30001', '40001', '50001']);
    for (const c of Object.values(customerPricing)) {
      expect(ids.has(c.priceListId)).toBe(true);
      expect(c.discountPercent).toBeGreaterThan(0);
      expect(c.discountPercent).toBeLessThan(100);
    }
  });

  it('has at least four stove series per brand, in 2–3 colours, with serial numbers', () => {
    const stoves = products.filter((p) => p.kind === 'stove');
    for (const b of BRANDS) {
      const series = new Set(stoves.filter((p) => p.brand === b.code).map((p) => p.modelSeries));
      expect(series.size, b.name).toBeGreaterThanOrEqual(4);
    }
    for (const s of stoves) {
      expect(s.requireSerial, s.itemNumber).toBe(true);
      expect(s.weightKg).toBeGreaterThanOrEqual(80);
      expect(s.weightKg).toBeLessThanOrEqual(220);
      expect(s.basePriceSek).toBeGreaterThanOrEqual(14_000);
      expect(s.basePriceSek).toBeLessThanOrEqual(48_000);
    }
    expect(products.filter((p) => p.kind !== 'stove' && p.requireSerial)).toEqual([]);
  });

  it('has product brands from the brand list and Swedish descriptions', () => {
    const codes = new Set<string>(BRANDS.map((b) => b.code));
    for (const p of products) expect(codes.has(p.brand), p.itemNumber).toBe(true);
    const swedish = products.filter((p) => /[åäöÅÄÖ]/.test(p.description));
    expect(swedish.length).toBeGreaterThan(products.length / 4);
  });
});
