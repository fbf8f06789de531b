import { describe, expect, it } from 'vitest';
import { FREIGHT_NOT_KNOWN, freightOf, priceSummary } from './price-summary';

const SWEDISH = { treatment: 'domestic', vatPercent: 25 } as const;
const INTRA = { treatment: 'intra-community', vatPercent: 0 } as const;
// 2 × 80 after 20 % off 100, and a configured product at its configurator price.
const lines = [
  { price: 80, listPrice: 100, quantity: 2 },
  { price: 1000, quantity: 1 },
];

describe('priceSummary', () => {
  it("shows the list price, the dealer's discount, freight, VAT at the rate and the total with VAT", () => {
    expect(priceSummary(lines, { known: true, amount: 240 }, SWEDISH)).toEqual({
      listSum: 1200,
      discount: 40,
      itemSum: 1160,
      freight: 240,
      totalExclVat: 1400,
      vat: { ...SWEDISH, amount: 350 },
      goodsInclVat: null,
      totalInclVat: 1750,
    });
  });

  it('has no discount when the price list gives none', () => {
    expect(priceSummary([{ price: 100, listPrice: 100, quantity: 3 }], { known: true, amount: 0 }, SWEDISH).discount).toBe(0);
  });

  it('carries 0 % for an intra-Community supply, the total then being the net total', () => {
    const summary = priceSummary(lines, { known: true, amount: 240 }, INTRA);
    expect(summary.vat).toEqual({ ...INTRA, amount: 0 });
    expect(summary.totalInclVat).toBe(1400);
  });

  it('takes the default freight when the server gives none, as the order is booked', () => {
    expect(priceSummary(lines, { known: true, amount: null }, SWEDISH)).toMatchObject({ freight: 999, totalExclVat: 2159 });
  });

  it('gives no total while the freight is not known, and no placeholder freight in any figure', () => {
    const summary = priceSummary(lines, FREIGHT_NOT_KNOWN, SWEDISH);
    expect(summary).toMatchObject({ itemSum: 1160, freight: null, totalExclVat: null, totalInclVat: null });
    // VAT on the goods alone, shown as such.
    expect(summary.vat).toEqual({ ...SWEDISH, amount: 290 });
    expect(summary.goodsInclVat).toBe(1450);
  });

  it('leaves VAT out until the rule has come', () => {
    expect(priceSummary(lines, { known: true, amount: 240 }, undefined)).toMatchObject({
      vat: null,
      totalInclVat: null,
      totalExclVat: 1400,
    });
  });

  it('works VAT out on the lines to the cent, as the invoice does', () => {
    // 3 × 33.333 is 100.00 per line once rounded; 25 % of 100.00 + 0.
    expect(priceSummary([{ price: 33.333, quantity: 3 }], { known: true, amount: 0 }, SWEDISH).vat?.amount).toBe(25);
  });
});

describe('freightOf', () => {
  it("is the estimate's freight, its none being the default, and not known without an estimate", () => {
    expect(freightOf({ freight: 240 })).toEqual({ known: true, amount: 240 });
    expect(freightOf({ freight: null })).toEqual({ known: true, amount: null });
    expect(freightOf(undefined)).toEqual(FREIGHT_NOT_KNOWN);
  });
});
