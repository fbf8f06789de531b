import type { VatTreatment } from '../../platform/db/schema.js';

/** The VAT an invoice is written under, and the note that explains a 0 % rate. */
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
