import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { IsoDateTime, singleLine } from './common.js';
import { ConfigItem, Ruleset } from './configurator.js';
import { ConfigItemInput } from './config-item-input.js';
import { CART_ITEM_TYPE_CONFIG, MAX_QUANTITY, MIN_QUANTITY } from './order.js';
import { VAT_TREATMENTS } from './invoice.js';

/**
 * The signed-in user's cart, kept on the server (beyond the spec, which keeps it in the
 * browser): the same on every device and never visible to another user, colleagues included.
 * Each call changes one line, so two devices changing different lines at once both land.
 * Prices are the server's: the browser never sends one.
 */
const tags = ['cart'] as const;

/** Not in the spec: a bound on a configured product's articles. */
export const MAX_CONFIG_ITEMS = 500;

export const CartLineId = singleLine(z.string().trim().min(1).max(100));

/** A change the browser may send again after a lost answer: the same id is applied once. */
const ChangeId = z.uuid().describe('Generated once per change; a change sent again with the same id is applied once');

/** A line as the server keeps and answers it. */
export const ServerCartLine = z
  .object({
    id: z.string(),
    type: z.string().describe(`'${CART_ITEM_TYPE_CONFIG}' for configurator items`),
    quantity: z.number().int().min(MIN_QUANTITY).max(MAX_QUANTITY),
    title: z.string(),
    image: z.string(),
    price: z
      .number()
      .nonnegative()
      .nullable()
      .describe("Net unit price in the customer's currency, priced now; null when the article or configuration can no longer be priced"),
    // Beyond the spec: the summary's discount is the list price less the net price.
    listPrice: z
      .number()
      .nonnegative()
      .optional()
      .describe("An article's unit price on the customer's price list, before the dealer's discount; absent for configured products"),
    sku: z.string().optional(),
    headerId: z.string().optional(),
    ruleset: Ruleset.optional(),
    items: z.array(ConfigItem).optional(),
  })
  .meta({ id: 'ServerCartLine' });
export type ServerCartLine = z.infer<typeof ServerCartLine>;

export const GetCartResponse = z.object({
  lines: z.array(ServerCartLine).describe('In the order they were added'),
  modifiedAt: IsoDateTime.nullable().describe('The last change; null for a cart never changed (or emptied by its 30 days)'),
  // Beyond the spec: the summary shows VAT as the invoice will carry it.
  vat: z
    .object({ treatment: z.enum(VAT_TREATMENTS), vatPercent: z.number().nonnegative() })
    .optional()
    .describe("The VAT the dealer's invoice would carry today (see vatRuleFor); given with every cart that has lines"),
});
export type GetCartResponse = z.infer<typeof GetCartResponse>;

export const getCart = defineEndpoint({
  method: 'GET',
  path: '/api/cart',
  summary: "The signed-in user's cart, with today's prices",
  tags,
  response: GetCartResponse,
});

export const AddCartLineRequest = z
  .object({
    changeId: ChangeId,
    id: CartLineId,
    type: singleLine(z.string().trim().min(1).max(50)),
    addQty: z.number().int().min(MIN_QUANTITY).max(MAX_QUANTITY),
    // Configured products only (spec 001 §3): the configurator's answer, shown in the cart.
    headerId: singleLine(z.string().max(100)).optional(),
    ruleset: Ruleset.optional(),
    sku: singleLine(z.string().max(100)).optional(),
    title: singleLine(z.string().max(500)).optional(),
    image: singleLine(z.string().max(2000)).optional(),
    items: z.array(ConfigItemInput).max(MAX_CONFIG_ITEMS).optional(),
  })
  .superRefine((line, ctx) => {
    if (line.type !== CART_ITEM_TYPE_CONFIG) return;
    if (!line.headerId) ctx.addIssue({ code: 'custom', path: ['headerId'], message: 'a configured product needs its header' });
    if (!line.ruleset) ctx.addIssue({ code: 'custom', path: ['ruleset'], message: 'a configured product needs its ruleset' });
  });
export type AddCartLineRequest = z.infer<typeof AddCartLineRequest>;

export const addCartLine = defineEndpoint({
  method: 'POST',
  path: '/api/cart/lines',
  summary: 'Add to the cart; the same id again adds to its quantity (at most 999), a configured product keeps its count',
  tags,
  body: AddCartLineRequest,
  response: GetCartResponse,
});

export const CartLineParams = z.object({ id: CartLineId });

export const ChangeCartLineRequest = z
  .object({
    quantity: z.number().int().min(0).max(MAX_QUANTITY).optional().describe('The new quantity; 0 removes the line'),
    step: z
      .union([z.literal(1), z.literal(-1)])
      .optional()
      .describe('One more (never past 999) or one less (at 1 the line goes); with a changeId'),
    changeId: ChangeId.optional(),
  })
  .superRefine((body, ctx) => {
    if ((body.quantity === undefined) === (body.step === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['quantity'], message: 'either a quantity or a step' });
    } else if (body.step !== undefined && !body.changeId) {
      ctx.addIssue({ code: 'custom', path: ['changeId'], message: 'a step needs its change id' });
    }
  });
export type ChangeCartLineRequest = z.infer<typeof ChangeCartLineRequest>;

export const changeCartLine = defineEndpoint({
  method: 'PUT',
  path: '/api/cart/lines/{id}',
  summary: "Set a line's quantity or step it by one; a configured product's count is fixed",
  tags,
  params: CartLineParams,
  body: ChangeCartLineRequest,
  response: GetCartResponse,
});

export const removeCartLine = defineEndpoint({
  method: 'DELETE',
  path: '/api/cart/lines/{id}',
  summary: 'Remove a line from the cart (a line already gone is no error)',
  tags,
  params: CartLineParams,
  response: GetCartResponse,
});

export const clearCart = defineEndpoint({
  method: 'DELETE',
  path: '/api/cart',
  summary: 'Empty the cart, e.g. after the order is placed',
  tags,
  response: GetCartResponse,
});

// --- several lines at once: quick order and saved order lists

/** Why a line did not go into the cart when several went in at once. */
// configuration-in-cart: the cart holds a configuration of the same group (an order takes one stove and one chimney).
export const CART_SKIP_REASONS = [
  'unknown-item',
  'not-orderable',
  'configuration-unavailable',
  'configuration-in-cart',
  'cart-full',
] as const;
export const CartSkipReason = z.enum(CART_SKIP_REASONS);
export type CartSkipReason = z.infer<typeof CartSkipReason>;

export const CartBatchResponse = z.object({
  cart: GetCartResponse,
  added: z.array(z.string()).describe('The line ids that went in (merged with a line already there, as on add)'),
  skipped: z
    .array(z.object({ id: z.string(), title: z.string(), reason: CartSkipReason }))
    .describe('The lines that did not go in, each with its reason'),
});
export type CartBatchResponse = z.infer<typeof CartBatchResponse>;

/** At most this many item numbers in one quick order (and in one batch into the cart). */
export const QUICK_ORDER_MAX_ROWS = 500;

export const AddCartLinesRequest = z.object({
  changeId: ChangeId,
  lines: z
    .array(
      z.object({
        itemNumber: CartLineId,
        quantity: z.number().int().min(MIN_QUANTITY).max(MAX_QUANTITY),
      }),
    )
    .min(1)
    .max(QUICK_ORDER_MAX_ROWS),
});
export type AddCartLinesRequest = z.infer<typeof AddCartLinesRequest>;

export const addCartLines = defineEndpoint({
  method: 'POST',
  path: '/api/cart/batch',
  summary:
    'Add several articles at once in one change (quick order): each merges as on add; an article not orderable or beyond the cart’s size is skipped with its reason',
  tags,
  body: AddCartLinesRequest,
  response: CartBatchResponse,
});
