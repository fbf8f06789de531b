import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { EmptyResponse, IsoDateTime, singleLine, crmGuid } from './common.js';
import { CartBatchResponse, CartLineId, CartSkipReason } from './cart.js';
import { MAX_QUANTITY, MIN_QUANTITY } from './order.js';

/**
 * Order lists (beyond the spec): carts saved under a name, shared by every user of the customer.
 * A list is saved from the caller's cart on the server, loaded back into it by the cart's rules,
 * renamed, its lines changed or removed, and deleted. Another customer's list answers 404.
 */
const tags = ['order-lists'] as const;

export const ORDER_LIST_NAME_MAX_LENGTH = 80;
/** A customer keeps at most this many lists. */
export const MAX_ORDER_LISTS = 100;
/** A list holds at most this many lines. */
export const MAX_ORDER_LIST_LINES = 500;

export const OrderListName = singleLine(z.string().trim().min(1).max(ORDER_LIST_NAME_MAX_LENGTH));

export const OrderListSummary = z
  .object({
    id: crmGuid,
    name: z.string(),
    savedBy: z.string().describe('The name of the user who saved it'),
    savedAt: IsoDateTime,
    changedAt: IsoDateTime,
    lineCount: z.number().int().nonnegative(),
  })
  .meta({ id: 'OrderListSummary' });
export type OrderListSummary = z.infer<typeof OrderListSummary>;

export const GetOrderListsResponse = z.object({
  lists: z.array(OrderListSummary).describe('The last changed first'),
});
export type GetOrderListsResponse = z.infer<typeof GetOrderListsResponse>;

export const getOrderLists = defineEndpoint({
  method: 'GET',
  path: '/api/order-lists',
  summary: "The customer's order lists, shared by all its users",
  tags,
  response: GetOrderListsResponse,
});

export const CreateOrderListRequest = z.object({ name: OrderListName });
export type CreateOrderListRequest = z.infer<typeof CreateOrderListRequest>;

export const createOrderList = defineEndpoint({
  method: 'POST',
  path: '/api/order-lists',
  summary: `Save the caller's cart as an order list (409 CART_EMPTY, ORDER_LIST_NAME_TAKEN, ORDER_LIST_LIMIT at ${MAX_ORDER_LISTS})`,
  tags,
  body: CreateOrderListRequest,
  response: OrderListSummary,
});

export const OrderListParams = z.object({ id: crmGuid });

export const OrderListLine = z.object({
  id: z.string(),
  type: z.string(),
  quantity: z.number().int().min(MIN_QUANTITY).max(MAX_QUANTITY),
  title: z.string(),
  image: z.string(),
  price: z.number().nonnegative().nullable().describe("Net unit price today in the customer's currency; null when it cannot be priced"),
  unavailable: CartSkipReason.nullable().describe('Why loading the list would skip this line now; null when it can be ordered'),
});
export type OrderListLine = z.infer<typeof OrderListLine>;

export const GetOrderListResponse = z.object({ list: OrderListSummary, lines: z.array(OrderListLine) });
export type GetOrderListResponse = z.infer<typeof GetOrderListResponse>;

export const getOrderList = defineEndpoint({
  method: 'GET',
  path: '/api/order-lists/{id}',
  summary: 'One order list with its lines, priced today',
  tags,
  params: OrderListParams,
  response: GetOrderListResponse,
});

export const UpdateOrderListRequest = z
  .object({
    name: OrderListName.optional(),
    lines: z
      .array(z.object({ id: CartLineId, quantity: z.number().int().min(MIN_QUANTITY).max(MAX_QUANTITY) }))
      .min(1)
      .max(MAX_ORDER_LIST_LINES)
      .optional()
      .describe('The lines the list keeps, with their quantities; a line left out is removed (a configured product keeps its count)'),
  })
  .refine((body) => body.name !== undefined || body.lines !== undefined, { error: 'a name or lines', path: ['name'] });
export type UpdateOrderListRequest = z.infer<typeof UpdateOrderListRequest>;

export const updateOrderList = defineEndpoint({
  method: 'PUT',
  path: '/api/order-lists/{id}',
  summary: 'Rename an order list or change its lines',
  tags,
  params: OrderListParams,
  body: UpdateOrderListRequest,
  response: GetOrderListResponse,
});

export const deleteOrderList = defineEndpoint({
  method: 'DELETE',
  path: '/api/order-lists/{id}',
  summary: 'Delete an order list',
  tags,
  params: OrderListParams,
  response: EmptyResponse,
});

export const LoadOrderListRequest = z.object({
  changeId: z.uuid().describe('Generated once per load; the same id again is applied once'),
});
export type LoadOrderListRequest = z.infer<typeof LoadOrderListRequest>;

export const loadOrderList = defineEndpoint({
  method: 'POST',
  path: '/api/order-lists/{id}/load',
  summary: "Put an order list's lines into the caller's cart by the cart's rules; lines no longer orderable are skipped with their reason",
  tags,
  params: OrderListParams,
  body: LoadOrderListRequest,
  response: CartBatchResponse,
});
