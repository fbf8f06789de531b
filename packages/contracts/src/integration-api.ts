import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { INTEGRATION_EVENT_TYPES } from './integration-events.js';
import { LineSerials, MAX_CANCEL_REASON_LENGTH, OrderNumberParams, OrderStatusCode, PromiseWeek } from './staff-order.js';
import { crmGuid, optionalText, singleLine } from './common.js';
import { ORDER_STATUS } from './order.js';

/** The integration API's calls are listed under this tag in the API document. */
export const INTEGRATION_TAG = 'integration v1';
const tags = [INTEGRATION_TAG] as const;

export const FEED_DEFAULT_LIMIT = 100;
export const FEED_MAX_LIMIT = 1000;

/** A place in the event feed: the `next` of the page read last ("0" or nothing: from the start). */
export const FeedCursor = z.string().regex(/^\d{1,18}$/, 'a cursor is the `next` of a page read before, or 0');

export const IntegrationEventsQuery = z.object({
  after: FeedCursor.default('0'),
  limit: z.coerce.number().int().min(1).max(FEED_MAX_LIMIT).default(FEED_DEFAULT_LIMIT),
});

export const IntegrationEvent = z
  .object({
    /** The event's identity; the same in the feed and in a webhook's `webhook-id`. */
    id: crmGuid,
    type: z.enum(INTEGRATION_EVENT_TYPES),
    occurredAt: z.iso.datetime(),
    /** The resource as the integration API reads it, or the subset its event type documents. */
    data: z.record(z.string(), z.unknown()),
  })
  .meta({
    examples: [
      {
        id: '0b8e3c52-8a4e-4f0c-9a44-6c1f2b7f4d10',
        type: 'order.status_changed',
        occurredAt: '2026-11-28T09:15:02.123Z',
        data: { orderNumber: '100123', customerNumber: '10001', status: 3, previousStatus: 2 },
      },
    ],
  });
export type IntegrationEvent = z.infer<typeof IntegrationEvent>;

export const IntegrationEventPage = z.object({
  items: z.array(IntegrationEvent),
  /** Read on with this as `after`: the last item's place, or the same cursor when there was nothing new. */
  next: FeedCursor,
});
export type IntegrationEventPage = z.infer<typeof IntegrationEventPage>;

export const getIntegrationEvents = defineEndpoint({
  method: 'GET',
  path: '/api/integration/v1/events',
  summary: 'The event feed: what changed, oldest first, from a cursor',
  description: [
    'Every change an integration must learn of (`order.placed`, `order.status_changed`, `complaint.created`, …), in the',
    "order the changes committed. Read from `after=0` (or without it), then always pass the page's `next` as the next",
    '`after`: a reader that resumes from its last cursor misses nothing and sees nothing twice. A page shorter than',
    '`limit` means the reader is at the head of the feed; ask again later with the same cursor.',
    '',
    'Example: `GET /api/integration/v1/events?after=0&limit=100` with `Authorization: Bearer <token with events.read>`.',
  ].join('\n'),
  tags,
  querystring: IntegrationEventsQuery,
  response: IntegrationEventPage,
  integrationScope: 'events.read',
});

// --- orders

export const INTEGRATION_PAGE_MAX = 500;

export const IntegrationOrdersQuery = z.object({
  status: z.coerce.number().pipe(OrderStatusCode).optional(),
  customer: singleLine(z.string().trim().min(1).max(20)).optional(),
  /** Orders placed or moved at or after this moment. */
  changedSince: z.iso.datetime({ offset: true }).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(INTEGRATION_PAGE_MAX).default(100),
});

const Address = z.object({
  name: z.string().nullable(),
  lines: z.array(z.string()),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
});

export const IntegrationOrderSummary = z.object({
  orderNumber: z.string(),
  customerNumber: z.string(),
  status: OrderStatusCode,
  orderDate: z.string(),
  requestedDate: z.string().nullable(),
  promisedDate: z.string().nullable(),
  orderMark: z.string().nullable(),
  orderValue: z.number(),
  currency: z.string(),
  /** When the order was placed or last moved. */
  changedAt: z.iso.datetime(),
});
export type IntegrationOrderSummary = z.infer<typeof IntegrationOrderSummary>;

export const IntegrationOrderPage = z.object({
  items: z.array(IntegrationOrderSummary),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type IntegrationOrderPage = z.infer<typeof IntegrationOrderPage>;

export const IntegrationOrder = z
  .object({
    orderNumber: z.string(),
    customerNumber: z.string(),
    customerName: z.string(),
    status: OrderStatusCode,
    orderDate: z.string(),
    requestedDate: z.string().nullable(),
    promisedDate: z.string().nullable(),
    orderMark: z.string().nullable(),
    referenceNo: z.string().nullable(),
    deliveryType: z.string(),
    deliveryAddress: Address,
    carrier: z.string().nullable(),
    trackingId: z.string().nullable(),
    trackingUrl: z.string().nullable(),
    cancelReason: z.string().nullable(),
    lines: z.array(
      z.object({
        lineNumber: z.number().int(),
        itemNumber: z.string(),
        description: z.string(),
        quantity: z.number(),
        shippedQuantity: z.number(),
        /** The unit price before the discount. */
        price: z.number(),
        discount: z.number(),
        /** The line's net amount: quantity × price less the discount. */
        netAmount: z.number(),
        serialNumbers: z.array(z.string()),
      }),
    ),
    totals: z.object({ net: z.number(), freight: z.number(), currency: z.string() }),
    invoiceNumber: z.string().nullable(),
    statusHistory: z.array(z.object({ status: OrderStatusCode, at: z.iso.datetime(), by: z.string() })),
  })
  .meta({
    examples: [
      {
        orderNumber: '100123',
        customerNumber: '10001',
        customerName: 'Brasvärme AB',
        status: 20,
        orderDate: '2026-11-20',
        requestedDate: '2026-12-04',
        promisedDate: '2026-11-30',
        orderMark: 'Villa Ek',
        referenceNo: null,
        deliveryType: 'standard',
        deliveryAddress: {
          name: 'Brasvärme Uppsala – lager',
          lines: ['Fyrislundsgatan 68'],
          postalCode: '754 50',
          city: 'Uppsala',
          country: 'Sverige',
        },
        carrier: null,
        trackingId: null,
        trackingUrl: null,
        cancelReason: null,
        lines: [
          {
            lineNumber: 1,
            itemNumber: '80010',
            description: 'Glass 4 mm',
            quantity: 2,
            shippedQuantity: 0,
            price: 450,
            discount: 0,
            netAmount: 900,
            serialNumbers: [],
          },
        ],
        totals: { net: 900, freight: 0, currency: 'SEK' },
        invoiceNumber: null,
        statusHistory: [{ status: 20, at: '2026-11-21T08:00:00.000Z', by: 'SAP ERP' }],
      },
    ],
  });
export type IntegrationOrder = z.infer<typeof IntegrationOrder>;

export const IntegrationOrderStatusRequest = z
  .object({
    status: OrderStatusCode,
    promiseWeek: PromiseWeek.optional(),
    carrier: singleLine(optionalText(100)),
    trackingId: singleLine(optionalText(100)),
    trackingUrl: z
      .url({ protocol: /^https?$/, error: 'expected an http(s) address' })
      .max(500)
      .optional(),
    /** Serial numbers of the lines that need them, per line; missing ones are generated as at the order desk. */
    serialNumbers: z.array(LineSerials).max(200).optional(),
    reason: optionalText(MAX_CANCEL_REASON_LENGTH),
    /** The ERP's own reference for this move, kept in the audit log. */
    externalReference: singleLine(optionalText(100)),
  })
  .superRefine((body, ctx) => {
    const need = (field: 'promiseWeek' | 'carrier' | 'trackingId' | 'reason') => {
      if (!body[field]) ctx.addIssue({ code: 'custom', path: [field], message: 'is required' });
    };
    if (body.status === ORDER_STATUS.confirmed) need('promiseWeek');
    if (body.status === ORDER_STATUS.dispatched) {
      need('carrier');
      need('trackingId');
    }
    if (body.status === ORDER_STATUS.cancelled) need('reason');
  })
  .meta({
    examples: [
      { status: 20, promiseWeek: '2026-W50', externalReference: 'SAP-4500012345' },
      { status: 40, carrier: 'PostNord', trackingId: 'PN123456789SE', trackingUrl: 'https://tracking.postnord.com/PN123456789SE' },
      { status: 90, reason: 'Discontinued model' },
    ],
  });
export type IntegrationOrderStatusRequest = z.input<typeof IntegrationOrderStatusRequest>;

export const getIntegrationOrders = defineEndpoint({
  method: 'GET',
  path: '/api/integration/v1/orders',
  summary: 'Orders, the most recently changed last, filtered by status, dealer and change time',
  description: [
    "Pages of orders. `changedSince` gives the orders placed or moved since a moment (the ERP's last poll);",
    "`customer` a dealer's orders; `status` one status (10 received, 20 confirmed, 30 in production, 40 dispatched,",
    '60 delivered, 90 cancelled). Example: `GET /api/integration/v1/orders?status=10&pageSize=100`.',
  ].join(' '),
  tags,
  querystring: IntegrationOrdersQuery,
  response: IntegrationOrderPage,
  integrationScope: 'orders.read',
});

export const getIntegrationOrder = defineEndpoint({
  method: 'GET',
  path: '/api/integration/v1/orders/{orderNumber}',
  summary: 'One order: header, addresses, dates, lines, totals and its status history',
  tags,
  params: OrderNumberParams,
  response: IntegrationOrder,
  integrationScope: 'orders.read',
});

export const setIntegrationOrderStatus = defineEndpoint({
  method: 'PUT',
  path: '/api/integration/v1/orders/{orderNumber}/status',
  summary: "Move an order one step, under the order desk's rules; the dealer sees it and gets the same e-mails",
  description: [
    "The same move as the back office's order desk: 10 → 20 (needs `promiseWeek`) → 30 → 40 (needs `carrier` and",
    '`trackingId`) → 60 (makes the invoice); 10, 20 or 30 → 90 (needs `reason`). Skipping a step or going back answers 409',
    '`STATUS_TRANSITION_NOT_ALLOWED`; sending the status the order has changes nothing. Example:',
    '`PUT /api/integration/v1/orders/100123/status` with `{"status":20,"promiseWeek":"2026-W50"}`.',
  ].join(' '),
  tags,
  params: OrderNumberParams,
  body: IntegrationOrderStatusRequest,
  response: IntegrationOrder,
  integrationScope: 'orders.write',
});
