import { round2 } from './money.js';
import type { VatTreatment } from './invoice.js';
import type { Market } from './languages.js';

/**
 * The form of a VAT number in each market: the EU's VAT identification numbers (VIES), and
 * Norway's organisation number as it is written for VAT (MVA-registeret).
 */
export const VAT_NUMBER_FORMATS = {
  se: /^SE\d{10}01$/,
  dk: /^DK\d{8}$/,
  de: /^DE\d{9}$/,
  fi: /^FI\d{8}$/,
  no: /^NO\d{9}MVA$/,
} as const satisfies Record<Market, RegExp>;

/** An example of each market's form, for the message that refuses another. */
export const VAT_NUMBER_EXAMPLES = {
  se: 'SE556123456701',
  dk: 'DK31456789',
  de: 'DE812345679',
  fi: 'FI23456781',
  no: 'NO987654321MVA',
} as const satisfies Record<Market, string>;

/**
 * A VAT number as it is stored: without spaces, dots and dashes, in capitals, with the country
 * prefix added when only the digits were given (`556123-4567 01` → `SE556123456701`).
 */
export function normalizeVatNumber(market: Market, value: string): string {
  const compact = value.replace(/[\s.-]/g, '').toUpperCase();
  return /^\d/.test(compact) ? `${market.toUpperCase()}${compact}` : compact;
}

/** Whether a (normalised) VAT number has the form of the market's. */
export const isVatNumberOf = (market: Market, vatNumber: string) => VAT_NUMBER_FORMATS[market].test(vatNumber);

const isAnyVatNumber = (vatNumber: string) => Object.values(VAT_NUMBER_FORMATS).some((format) => format.test(vatNumber));

/**
 * The VAT a dealer is invoiced under: the rate, and how it is treated (Swedish VAT, or an
 * intra-Community supply or an export at 0 %). Invoices and the cart's and checkout's summaries
 * both take it from here, so what the dealer is shown before ordering is what the invoice says.
 */
export type VatRule = { treatment: VatTreatment; vatPercent: number };

/**
 * The rule for a dealer: its market's (table `market_invoicing`), except that a dealer in another
 * EU country buys VAT-free only with a valid VAT number (the market's form when the market is
 * named, else any market's); without one, the domestic (Swedish) rate applies.
 */
export function vatRuleFor(
  market: { market?: string; treatment: VatTreatment; vat_percent: number },
  domestic: { vat_percent: number },
  customerVatNumber: string | null,
): VatRule {
  const number = customerVatNumber?.trim() ?? '';
  const own = market.market && market.market in VAT_NUMBER_FORMATS ? (market.market as Market) : null;
  const valid = number !== '' && (own ? isVatNumberOf(own, number) : isAnyVatNumber(number));
  if (market.treatment === 'intra-community' && !valid) return { treatment: 'domestic', vatPercent: domestic.vat_percent };
  return { treatment: market.treatment, vatPercent: market.vat_percent };
}

/** Totals from the lines' net amounts and the freight: VAT at the rate on both, rounded to cents. */
export function amountsWithVat(lineNetAmounts: readonly number[], freight: number, vatPercent: number) {
  const netTotal = round2(lineNetAmounts.reduce((sum, net) => sum + net, 0));
  const vat = round2(((netTotal + freight) * vatPercent) / 100);
  return { netTotal, freight, vat, total: round2(netTotal + freight + vat) };
}
