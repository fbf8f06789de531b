import { round2 } from './money.js';
import type { VatTreatment } from './invoice.js';

/**
 * The VAT a dealer is invoiced under: the rate, and how it is treated (Swedish VAT, or an
 * intra-Community supply or an export at 0 %). Invoices and the cart's and checkout's summaries
 * both take it from here, so what the dealer is shown before ordering is what the invoice says.
 */
export type VatRule = { treatment: VatTreatment; vatPercent: number };

/**
 * The rule for a dealer: its market's (table `market_invoicing`), except that a dealer in another
 * EU country buys VAT-free only with a VAT number; without one, the domestic (Swedish) rate applies.
 */
export function vatRuleFor(
  market: { treatment: VatTreatment; vat_percent: number },
  domestic: { vat_percent: number },
  customerVatNumber: string | null,
): VatRule {
  if (market.treatment === 'intra-community' && !customerVatNumber?.trim())
    return { treatment: 'domestic', vatPercent: domestic.vat_percent };
  return { treatment: market.treatment, vatPercent: market.vat_percent };
}

/** Totals from the lines' net amounts and the freight: VAT at the rate on both, rounded to cents. */
export function amountsWithVat(lineNetAmounts: readonly number[], freight: number, vatPercent: number) {
  const netTotal = round2(lineNetAmounts.reduce((sum, net) => sum + net, 0));
  const vat = round2(((netTotal + freight) * vatPercent) / 100);
  return { netTotal, freight, vat, total: round2(netTotal + freight + vat) };
}
