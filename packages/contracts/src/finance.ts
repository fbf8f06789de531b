import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { requiredText, singleLine } from './common.js';
import { round2 } from './money.js';

const tags = ['financial'] as const;

export const MONTHS_IN_YEAR = 12;

export const AmountsYTD = z.object({
  AmountYTD: z.number(),
  CompareYTD: z.number().describe('Same period last year'),
  NumberOfUnitsYTD: z.number(),
  NumberOfUnitsCompare: z.number(),
});
export type AmountsYTD = z.infer<typeof AmountsYTD>;

export const AmountMTD = z.object({
  AmountMTD: z.number(),
  PreviousMTD: z.number(),
});
export type AmountMTD = z.infer<typeof AmountMTD>;

export const GetTotalRevenueYTDResponse = z.object({
  AmountsYTD,
  Currency: z.string(),
  AmountsMTD: z.array(AmountMTD).length(MONTHS_IN_YEAR).describe('One entry per month'),
});
export type GetTotalRevenueYTDResponse = z.infer<typeof GetTotalRevenueYTDResponse>;

export const getTotalRevenueYTD = defineEndpoint({
  method: 'GET',
  path: '/api/financial/totalRevenueYTD',
  summary: 'Revenue and units this year against last year, with 12 monthly figures',
  tags,
  response: GetTotalRevenueYTDResponse,
  adminOnly: true,
});

export const GetTotalRevenueByBrandQuery = z.object({
  brand: singleLine(requiredText(20)).describe('Brand code; the web asks for two'),
});
export type GetTotalRevenueByBrandQuery = z.infer<typeof GetTotalRevenueByBrandQuery>;

export const GetTotalRevenueByBrandResponse = z.object({
  AmountYTD: z.number(),
  CompareYTD: z.number(),
  Currency: z.string(),
});
export type GetTotalRevenueByBrandResponse = z.infer<typeof GetTotalRevenueByBrandResponse>;

export const getTotalRevenueByBrand = defineEndpoint({
  method: 'GET',
  path: '/api/financial/totalRevenueByBrand',
  summary: 'Revenue this year against last year for one brand',
  tags,
  querystring: GetTotalRevenueByBrandQuery,
  response: GetTotalRevenueByBrandResponse,
  adminOnly: true,
});

// --- credit (ADR 0078): what the dealer may still buy on invoice

/** Why an order waits on credit hold: it is beyond the available credit, or overdue invoices block new orders. */
export const CREDIT_HOLD_REASONS = ['limit', 'overdue'] as const;
export const CreditHoldReason = z.enum(CREDIT_HOLD_REASONS);
export type CreditHoldReason = z.infer<typeof CreditHoldReason>;

/** The highest credit limit sales administration may set, in any currency. */
export const MAX_CREDIT_LIMIT = 100_000_000;
/** The most days past due sales administration may let an invoice be before it blocks orders. */
export const MAX_BLOCK_WHEN_OVERDUE_DAYS = 365;

/** Available credit: the limit less unpaid invoices and open orders not yet invoiced; null without a limit. */
export const availableCredit = (creditLimit: number | null, unpaidInvoices: number, openOrders: number): number | null =>
  creditLimit === null ? null : round2(creditLimit - unpaidInvoices - openOrders);

/**
 * Why an order of `orderTotal` (what its invoice will be) goes on credit hold, or null when it is
 * placed as received: a block by overdue invoices first, then an order beyond the available credit.
 */
export const creditHoldReason = (credit: { available: number | null; blocked: boolean }, orderTotal: number): CreditHoldReason | null =>
  credit.blocked ? 'overdue' : credit.available !== null && round2(orderTotal) > credit.available ? 'limit' : null;

export const CreditPosition = z
  .object({
    currency: z.string(),
    creditLimit: z.number().nullable().describe('null: no limit'),
    unpaidInvoices: z.number().describe('Unpaid invoices, VAT included'),
    openOrders: z.number().describe('Orders not yet invoiced, as their invoices will be (freight and VAT included)'),
    available: z.number().nullable().describe('creditLimit - unpaidInvoices - openOrders; null without a limit'),
    paymentTermsDays: z.number().int(),
    blockWhenOverdueDays: z.number().int().nullable().describe('null: overdue invoices block nothing'),
    overdue: z.object({
      count: z.number().int(),
      amount: z.number(),
      oldestDueDate: z.iso.date().nullable(),
    }),
    blocked: z.boolean().describe('Overdue invoices hold new orders now'),
  })
  .meta({ id: 'CreditPosition' });
export type CreditPosition = z.infer<typeof CreditPosition>;

export const getCreditPosition = defineEndpoint({
  method: 'GET',
  path: '/api/financial/credit',
  summary: "The dealer's credit limit, what is used of it, what is available and its overdue invoices",
  tags,
  response: CreditPosition,
  adminOnly: true,
});
