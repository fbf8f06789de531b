import { round2 } from '@portal/contracts/money';

/** An invoice's totals from its lines' net amounts and the freight: VAT at the invoice's rate on both, rounded to cents. */
export function invoiceAmounts(lineNetAmounts: readonly number[], freight: number, vatPercent: number) {
  const netTotal = round2(lineNetAmounts.reduce((sum, net) => sum + net, 0));
  const vat = round2(((netTotal + freight) * vatPercent) / 100);
  return { netTotal, freight, vat, total: round2(netTotal + freight + vat) };
}
