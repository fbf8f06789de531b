import { DEFAULT_FREIGHT } from '@portal/contracts/order';
import { round2 } from '@portal/contracts/money';
import { amountsWithVat, type VatRule } from '@portal/contracts/vat';
import type { CartItem } from './cart-rules';

/**
 * The freight a summary adds: the server's amount, the specification's default when the server gives
 * none (what the order is then booked with), or not known yet: no valid requested date, or no estimate.
 */
export type SummaryFreight = { known: true; amount: number | null } | { known: false };
export const FREIGHT_NOT_KNOWN: SummaryFreight = { known: false };

/** The VAT line: the rate and how the invoice will treat it, with its amount once the freight is known. */
export type SummaryVat = VatRule & { amount: number };

export type PriceSummary = {
  /** The lines at the price list's prices, before the dealer's discount. */
  listSum: number;
  /** The dealer's discount on those lines; 0 when the price list gives none. */
  discount: number;
  /** The lines at the dealer's net prices: what the cart's lines show. */
  itemSum: number;
  /** null while the freight is not known: then no total is given. */
  freight: number | null;
  totalExclVat: number | null;
  /** On the lines alone while the freight is not known; null until the VAT rule has come. */
  vat: SummaryVat | null;
  /** The lines with VAT while the freight is not known, so it is never taken for the order's total. */
  goodsInclVat: number | null;
  totalInclVat: number | null;
};

/**
 * The cart's and checkout's figures, VAT worked out as the invoice will (contracts' amountsWithVat):
 * each line's net amount to the cent, freight and VAT on top.
 */
export function priceSummary(
  items: readonly Pick<CartItem, 'price' | 'listPrice' | 'quantity'>[],
  freight: SummaryFreight,
  vatRule: VatRule | null | undefined,
): PriceSummary {
  const lineNets = items.map((i) => round2(i.price * i.quantity));
  // A line without a list price (a configured product) has no discount of the dealer's to show.
  const listSum = round2(items.reduce((sum, i) => sum + round2((i.listPrice ?? i.price) * i.quantity), 0));
  const shipping = freight.known ? (freight.amount ?? DEFAULT_FREIGHT) : 0;
  const amounts = amountsWithVat(lineNets, shipping, vatRule?.vatPercent ?? 0);
  const vat = vatRule ? { ...vatRule, amount: amounts.vat } : null;
  return {
    listSum,
    discount: Math.max(0, round2(listSum - amounts.netTotal)),
    itemSum: amounts.netTotal,
    freight: freight.known ? shipping : null,
    totalExclVat: freight.known ? round2(amounts.netTotal + shipping) : null,
    vat,
    goodsInclVat: !freight.known && vat ? amounts.total : null,
    totalInclVat: freight.known && vat ? amounts.total : null,
  };
}

/** The freight of a delivery estimate; not known without one (no valid requested date yet, or the estimate failed). */
export const freightOf = (estimate: { freight: number | null } | undefined): SummaryFreight =>
  estimate ? { known: true, amount: estimate.freight } : FREIGHT_NOT_KNOWN;
