import { availableCredit, type CreditPosition } from '@portal/contracts/finance';
import { toMarket, todayInMarket } from '@portal/contracts/languages';
import { amountsWithVat, type VatRule } from '@portal/contracts/vat';
import { addDays } from '../../platform/calendar/delivery-calendar.js';
import { notFound } from '../../platform/errors.js';
import type { FinanceRepository } from './finance.repository.js';

/** A dealer's credit as orders are checked against it: the position, and the VAT its invoices carry. */
export type CreditStanding = CreditPosition & { vatPercent: number };

/**
 * Available credit = limit − unpaid invoices − orders not yet invoiced (ADR 0078), all as invoices
 * (freight and VAT included), in the dealer's currency. An unpaid invoice more than the dealer's
 * `blockWhenOverdueDays` past its due date blocks new orders.
 */
export function createCreditStanding(deps: {
  finance: FinanceRepository;
  vatRule: (customerNumber: string) => Promise<VatRule>;
  now: () => Date;
}) {
  return async function creditStanding(customerNumber: string): Promise<CreditStanding> {
    const terms = await deps.finance.creditTerms(customerNumber);
    if (!terms) throw notFound('Customer');
    const today = todayInMarket(toMarket(terms.market), deps.now());
    const blockDays = terms.block_when_overdue_days;
    const [invoices, orders, vat] = await Promise.all([
      deps.finance.unpaidInvoices(customerNumber, today, blockDays === null ? null : addDays(today, -blockDays)),
      deps.finance.uninvoicedOrders(customerNumber),
      deps.vatRule(customerNumber),
    ]);
    const unpaidInvoices = invoices.unpaid;
    const openOrders =
      orders.lines === 0 && orders.freight === 0 ? 0 : amountsWithVat([orders.lines], orders.freight, vat.vatPercent).total;
    const creditLimit = terms.credit_limit === null ? null : Number(terms.credit_limit);
    return {
      currency: terms.currency,
      creditLimit,
      unpaidInvoices,
      openOrders,
      available: availableCredit(creditLimit, unpaidInvoices, openOrders),
      paymentTermsDays: terms.payment_terms_days,
      blockWhenOverdueDays: blockDays,
      overdue: { count: invoices.overdue_count, amount: invoices.overdue_amount, oldestDueDate: invoices.oldest_due_date },
      blocked: blockDays !== null && invoices.blocking > 0,
      vatPercent: vat.vatPercent,
    };
  };
}
export type CreditStandingSource = ReturnType<typeof createCreditStanding>;
