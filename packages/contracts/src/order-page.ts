import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { requiredText, singleLine } from './common.js';
import { Ruleset } from './configurator.js';
import { PaymentStatus } from './invoice.js';
import { CreditHoldReason } from './finance.js';
import { DeliveryType, ORDER_STATUS } from './order.js';

/**
 * Beyond the spec: one order on a page of its own (/orders/{orderNumber}) with its course, addresses,
 * lines, totals and invoices, and a reorder that puts its lines into the cart at today's prices.
 */
const tags = ['order'] as const;

/** A calendar date as yyyy-mm-dd. */
const IsoDate = z.iso.date();

/** The steps an order passes through; a cancelled order ends at cancelled instead. */
export const ORDER_COURSE = [
  ORDER_STATUS.received,
  ORDER_STATUS.confirmed,
  ORDER_STATUS.inProduction,
  ORDER_STATUS.dispatched,
  ORDER_STATUS.delivered,
] as const;

export const OrderPageQuery = z.object({ orderNumber: singleLine(requiredText(20)) });
export type OrderPageQuery = z.infer<typeof OrderPageQuery>;

export const OrderPageAddress = z
  .object({
    name: z.string().nullable(),
    lines: z.array(z.string()).describe('Street lines, blank ones left out'),
    postalCode: z.string().nullable(),
    city: z.string().nullable(),
    country: z.string().nullable(),
  })
  .meta({ id: 'OrderPageAddress' });
export type OrderPageAddress = z.infer<typeof OrderPageAddress>;

export const OrderCourseStep = z.object({
  status: z.number().int().describe('The order status this step stands for'),
  reached: z.boolean(),
  date: IsoDate.nullable().describe('The day the order reached the step, where it is known'),
});
export type OrderCourseStep = z.infer<typeof OrderCourseStep>;

export const OrderPageLine = z
  .object({
    lineSequence: z.number().int(),
    itemNumber: z.string(),
    description: z.string(),
    quantity: z.number(),
    shippedQuantity: z.number(),
    listPrice: z.number(),
    discount: z.number().describe('Percent'),
    amount: z.number().describe('Net line amount'),
    comments: z.array(z.string()),
    configHeaderId: z.string().nullable().describe('The configuration the line belongs to; null for an article ordered on its own'),
  })
  .meta({ id: 'OrderPageLine' });
export type OrderPageLine = z.infer<typeof OrderPageLine>;

export const OrderPageConfiguration = z.object({
  headerId: z.string(),
  ruleset: z.string().nullable().describe('null when the configuration is no longer known'),
  title: z.string().nullable(),
});
export type OrderPageConfiguration = z.infer<typeof OrderPageConfiguration>;

export const OrderPageInvoice = z.object({
  invoiceNumber: z.string(),
  invoiceDate: IsoDate,
  dueDate: IsoDate,
  total: z.number(),
  currency: z.string(),
  paymentStatus: PaymentStatus,
});
export type OrderPageInvoice = z.infer<typeof OrderPageInvoice>;

/** Where an order that needed an approver of the dealer stands (ADR 0079). */
export const ORDER_APPROVAL_STATES = ['waiting', 'approved', 'rejected'] as const;
export const OrderApproval = z
  .object({
    state: z.enum(ORDER_APPROVAL_STATES),
    requestedBy: z.string().nullable().describe('Who placed it'),
    decidedBy: z.string().nullable().describe('The approver who approved or rejected it'),
    decidedAt: z.iso.datetime().nullable(),
    reason: z.string().nullable().describe('Why it was rejected'),
  })
  .meta({ id: 'OrderApproval' });
export type OrderApproval = z.infer<typeof OrderApproval>;
export const OrderShipmentLine = z.object({
  lineSequence: z.number().int(),
  itemNumber: z.string(),
  description: z.string(),
  quantity: z.number(),
});

/** A part of the order that left the factory on its own, with its own carrier, tracking and serial numbers. */
export const OrderShipment = z
  .object({
    shipmentId: z.number().int(),
    dispatchedAt: z.iso.datetime(),
    deliveredAt: z.iso.datetime().nullable(),
    carrier: z.string(),
    trackingId: z.string(),
    trackingUrl: z.string().nullable(),
    lines: z.array(OrderShipmentLine),
    serialNumbers: z.array(z.string()),
    invoiceNumber: z.string().nullable().describe('The invoice of the shipment once it is delivered'),
  })
  .meta({ id: 'OrderShipment' });
export type OrderShipment = z.infer<typeof OrderShipment>;

/** A line as a change left it: the quantity before and after (null: not on the order), the net amount after. */
export const OrderChangeLine = z.object({
  itemNumber: z.string(),
  description: z.string(),
  quantityBefore: z.number().nullable(),
  quantityAfter: z.number().nullable(),
  amountBefore: z.number().nullable(),
  amountAfter: z.number().nullable(),
});
export type OrderChangeLine = z.infer<typeof OrderChangeLine>;

/** The delivery an order goes to: its address and the day the dealer asked for. */
export const OrderDelivery = z.object({
  address: OrderPageAddress,
  requestedDate: IsoDate.nullable(),
});
export type OrderDelivery = z.infer<typeof OrderDelivery>;

/**
 * What staff changed in an order, as the dealer reads it in the order's history and in the e-mail:
 * the lines that changed (kind lines) with the totals before and after, or the delivery (kind delivery).
 */
export const OrderChange = z
  .object({
    at: z.iso.datetime(),
    kind: z.enum(['lines', 'delivery']),
    currency: z.string(),
    lines: z.array(OrderChangeLine),
    totalsBefore: z.object({ itemSum: z.number(), freight: z.number(), vat: z.number(), total: z.number() }).nullable(),
    totalsAfter: z.object({ itemSum: z.number(), freight: z.number(), vat: z.number(), total: z.number() }).nullable(),
    deliveryBefore: OrderDelivery.nullable(),
    deliveryAfter: OrderDelivery.nullable(),
  })
  .meta({ id: 'OrderChange' });
export type OrderChange = z.infer<typeof OrderChange>;

export const OrderPageResponse = z.object({
  orderNumber: z.string(),
  orderDate: IsoDate,
  status: z.number().int(),
  course: z.array(OrderCourseStep).describe('Received to delivered, or up to where it stopped and then cancelled'),
  requestedDate: IsoDate.nullable(),
  promiseDate: IsoDate.nullable(),
  promiseWeek: z
    .string()
    .nullable()
    .describe('The promised dispatch week (ISO, e.g. 2026-W14) of what has not left yet; null until staff confirm the order'),
  orderMark: z.string().nullable(),
  reference: z.string().nullable(),
  message: z.string().nullable(),
  deliveryType: DeliveryType,
  tracking: z.object({ id: z.string().nullable(), url: z.string().nullable(), carrier: z.string().nullable() }).nullable(),
  deliveryAddress: OrderPageAddress,
  billingAddress: OrderPageAddress.describe('The company name and its postal address'),
  currency: z.string(),
  itemSum: z.number(),
  freight: z.number(),
  total: z.number(),
  lines: z.array(OrderPageLine),
  configurations: z.array(OrderPageConfiguration),
  invoices: z.array(OrderPageInvoice).nullable().describe('null for a user who may not see invoices (Portal Admin only)'),
  cancellable: z.boolean(),
  complaintPossible: z.boolean(),
  approval: OrderApproval.nullable().describe('For an order that needed an approver of the dealer; null for others'),
  cancelMessage: z.string().nullable().describe('What staff wrote to the dealer when cancelling the order, if anything'),
  shipments: z.array(OrderShipment).describe('What has left the factory, shipment by shipment'),
  changes: z.array(OrderChange).describe("Staff's changes to the order's lines and delivery, oldest first"),
  creditHold: CreditHoldReason.nullable().describe('Why the order waits on credit hold; null when it does not'),
});
export type OrderPageResponse = z.infer<typeof OrderPageResponse>;

export const getOrderPage = defineEndpoint({
  method: 'GET',
  path: '/api/order/orderPage',
  summary: "One of the customer's orders with its course, addresses, lines, totals and invoices",
  tags,
  querystring: OrderPageQuery,
  response: OrderPageResponse,
});

// --- reorder

/** Why a line of an earlier order does not go into the cart again. */
export const REORDER_SKIP_REASONS = ['inactive', 'not-orderable', 'not-priced', 'cart-full', 'configuration-unavailable'] as const;
export const ReorderSkipReason = z.enum(REORDER_SKIP_REASONS);
export type ReorderSkipReason = z.infer<typeof ReorderSkipReason>;

export const ReorderRequest = z.object({
  orderNumber: singleLine(requiredText(20)),
  changeId: z.uuid().describe('Generated once per reorder; sent again with the same id, the lines go in once'),
});
export type ReorderRequest = z.infer<typeof ReorderRequest>;

export const ReorderLine = z.object({
  itemNumber: z.string(),
  description: z.string(),
  quantity: z.number().int().describe('What goes into the cart: the ordered quantity, at most 999'),
  added: z.boolean(),
  reason: ReorderSkipReason.nullable(),
  unitPrice: z.number().nullable().describe("Today's net unit price; null when the line was not added"),
  previousUnitPrice: z.number().describe('The net unit price on the earlier order'),
});
export type ReorderLine = z.infer<typeof ReorderLine>;

export const ReorderConfiguration = z.object({
  headerId: z.string(),
  ruleset: Ruleset.nullable(),
  title: z.string().nullable(),
  reason: ReorderSkipReason.nullable().describe('null: it can be reopened in the configurator with its answers'),
});
export type ReorderConfiguration = z.infer<typeof ReorderConfiguration>;

export const ReorderResponse = z.object({
  lines: z.array(ReorderLine).describe('The articles ordered on their own, in the order of the earlier order'),
  configurations: z
    .array(ReorderConfiguration)
    .describe('Configured products: they are made anew in the configurator, which opens with the earlier answers'),
});
export type ReorderResponse = z.infer<typeof ReorderResponse>;

export const reorder = defineEndpoint({
  method: 'POST',
  path: '/api/order/reorder',
  summary: "Puts every still orderable article of one of the customer's orders into the caller's cart at today's price",
  tags,
  body: ReorderRequest,
  response: ReorderResponse,
});
