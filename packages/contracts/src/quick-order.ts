import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { QUICK_ORDER_MAX_ROWS } from './cart.js';
import { singleLine } from './common.js';

/**
 * Quick order (beyond the spec): item numbers with quantities, typed, pasted from a spreadsheet
 * or read from a CSV or XLSX file in the browser, resolved by the server in one call. Every row
 * comes back with its article and today's price, or with the one thing wrong with it.
 */
const tags = ['cart'] as const;

export const QUICK_ORDER_ERRORS = ['missing-item-number', 'unknown-item', 'not-orderable', 'quantity', 'duplicate'] as const;
export const QuickOrderError = z.enum(QUICK_ORDER_ERRORS);
export type QuickOrderError = z.infer<typeof QuickOrderError>;

export const QuickOrderTypedRow = z.object({
  row: z.number().int().min(1).max(1_000_000).describe('Where the row came from (its line in the paste or file), answered back'),
  itemNumber: singleLine(z.string().max(100)).describe('As typed; blanks around it and letter case do not matter'),
  quantity: singleLine(z.string().max(20)).describe(
    'As typed; empty means 1, anything but a whole number from 1 to 999 is the row’s error',
  ),
});
export type QuickOrderTypedRow = z.infer<typeof QuickOrderTypedRow>;

export const ResolveQuickOrderRequest = z.object({
  rows: z.array(QuickOrderTypedRow).min(1).max(QUICK_ORDER_MAX_ROWS),
});
export type ResolveQuickOrderRequest = z.infer<typeof ResolveQuickOrderRequest>;

export const QuickOrderProduct = z.object({
  itemNumber: z.string(),
  name: z.string().describe("In the caller's language"),
  image: z.string().nullable(),
  unitPrice: z.number().nonnegative().describe("Net unit price in the customer's currency, today"),
  leadTimeDays: z.number().int().nonnegative().describe('Working days from order to dispatch'),
});
export type QuickOrderProduct = z.infer<typeof QuickOrderProduct>;

export const QuickOrderRow = z.object({
  row: z.number().int(),
  itemNumber: z.string(),
  quantity: z.number().int().nullable().describe('The quantity to add (a duplicate’s merged in); null when it could not be read'),
  product: QuickOrderProduct.nullable(),
  error: QuickOrderError.nullable().describe('The one thing wrong with the row; null for a row that goes into the cart'),
  mergedInto: z.number().int().nullable().describe('For a duplicate: the row its quantity was added to'),
});
export type QuickOrderRow = z.infer<typeof QuickOrderRow>;

export const ResolveQuickOrderResponse = z.object({
  rows: z.array(QuickOrderRow).describe('In the order they were sent'),
  currency: z.string(),
});
export type ResolveQuickOrderResponse = z.infer<typeof ResolveQuickOrderResponse>;

export const resolveQuickOrder = defineEndpoint({
  method: 'POST',
  path: '/api/quick-order/resolve',
  summary: 'Resolve up to 500 item numbers with quantities at once: each row with its article and price, or its own error',
  tags,
  body: ResolveQuickOrderRequest,
  response: ResolveQuickOrderResponse,
});
