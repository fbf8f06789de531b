import { creditHoldReason, type CreditHoldReason } from '@portal/contracts/finance';
import { amountsWithVat } from '@portal/contracts/vat';

/** A dealer's credit now (the finance module's credit standing): the port placing and releasing orders read. */
export type CreditSource = (customerNumber: string) => Promise<{
  creditLimit: number | null;
  available: number | null;
  blocked: boolean;
  vatPercent: number;
  currency: string;
}>;

export type CreditHold = { reason: CreditHoldReason; orderTotal: number; available: number | null; currency: string };

/**
 * Whether an order of these line amounts and freight waits on credit hold (ADR 0078), or null when
 * it is placed as received. The order counts as its invoice will be: lines, freight and VAT. Every
 * path that places an order for the manufacturer asks this one check.
 */
export async function creditHoldFor(
  credit: CreditSource,
  customerNumber: string,
  lineNetAmounts: readonly number[],
  freight: number,
): Promise<CreditHold | null> {
  const standing = await credit(customerNumber);
  const orderTotal = amountsWithVat(lineNetAmounts, freight, standing.vatPercent).total;
  const reason = creditHoldReason(standing, orderTotal);
  return reason ? { reason, orderTotal, available: standing.available, currency: standing.currency } : null;
}
