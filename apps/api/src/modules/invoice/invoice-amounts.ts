import { INVOICE_VAT_PERCENT } from '@portal/contracts/invoice';

const round2 = (amount: number) => Math.round(amount * 100) / 100;

/** An invoice's totals from its lines' net amounts and the freight: VAT on both, rounded to cents. */
export function invoiceAmounts(lineNetAmounts: readonly number[], freight: number) {
  const netTotal = round2(lineNetAmounts.reduce((sum, net) => sum + net, 0));
  const vat = round2(((netTotal + freight) * INVOICE_VAT_PERCENT) / 100);
  return { netTotal, freight, vat, total: round2(netTotal + freight + vat) };
}
