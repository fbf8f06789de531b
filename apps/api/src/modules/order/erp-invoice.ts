import type { z } from 'zod';
import type { IntegrationInvoiceRequest } from '@portal/contracts/integration-api';
import { round2 } from '@portal/contracts/money';
import { lineAmount } from './order-placement.js';

/** A cent: what an ERP's own rounding may differ from the portal's, per line. */
const CENT = 0.01;
// Floating-point sums of two-decimal amounts differ from the exact sum far below a cent.
const same = (a: number, b: number, within = 0) => Math.abs(a - b) <= within + 1e-6;

/**
 * The first figure of an ERP's invoice that disagrees with the rest (ADR 0083), or null: the due date
 * is not before the invoice date, each line's
 * net amount is quantity × price less the discount, the net total their sum, the VAT the rate on net
 * total and freight (a cent per line either way, for VAT rounded per line), the total all three.
 */
export function erpInvoiceDisagreement(invoice: z.output<typeof IntegrationInvoiceRequest>): { field: string; message: string } | null {
  if (invoice.dueDate < invoice.invoiceDate) return { field: 'dueDate', message: 'The due date cannot be before the invoice date' };
  for (const [i, line] of invoice.lines.entries()) {
    const unit = line.price * (1 - line.discountPercent / 100);
    // The unit price after the discount rounded to cents first, as the portal's own orders have it, or not.
    const expected = lineAmount(unit, line.quantity);
    if (!same(line.netAmount, expected, CENT) && !same(line.netAmount, lineAmount(round2(unit), line.quantity), CENT))
      return { field: `lines.${i}.netAmount`, message: `Line ${i + 1}: quantity × price less the discount is ${expected}` };
  }
  const net = round2(invoice.lines.reduce((sum, l) => sum + l.netAmount, 0));
  if (!same(invoice.netTotal, net)) return { field: 'netTotal', message: `The lines add up to ${net}` };
  const vat = round2(((invoice.netTotal + invoice.freight) * invoice.vatPercent) / 100);
  if (!same(invoice.vat, vat, CENT * invoice.lines.length))
    return { field: 'vat', message: `${invoice.vatPercent} % of net total and freight is ${vat}` };
  const total = round2(invoice.netTotal + invoice.freight + invoice.vat);
  if (!same(invoice.total, total)) return { field: 'total', message: `Net total, freight and VAT add up to ${total}` };
  return null;
}
