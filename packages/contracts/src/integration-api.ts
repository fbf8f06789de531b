import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { INTEGRATION_EVENT_TYPES } from './integration-events.js';
import {
  InvoiceNumberParams,
  LineSerials,
  MAX_CANCEL_REASON_LENGTH,
  OrderNumberParams,
  OrderStatusCode,
  PromiseWeek,
  RecordPaymentRequest,
} from './staff-order.js';
import { crmGuid, optionalText, singleLine } from './common.js';
import { ORDER_STATUS } from './order.js';
import { ITEM_NUMBER, ItemNumberParams, PriceListId, StaffProductDetail, StaffProductInput, UnitPrice } from './staff-catalogue.js';
import { CustomerNumberParams, StaffCustomerInput } from './staff-dealer.js';
import { ComplaintNoteRequest, ComplaintStatusCode, IncidentIdParams, SetComplaintStatusRequest } from './staff-complaint.js';
import { IncidentType } from './complaint.js';
import { IsoDay } from './staff-common.js';

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
        /** The configuration a line belongs to (a configured stove or chimney's bill of materials), else null. */
        configHeaderId: z.string().nullable(),
      }),
    ),
    /** The configured items on the order: what the dealer chose in the configurator, by `configHeaderId`. */
    configurations: z.array(
      z.object({
        headerId: z.string(),
        ruleset: z.string(),
        title: z.string().nullable(),
        /** The configurator's questions and the dealer's answers, as its ruleset names them. */
        answers: z.record(z.string(), z.string()),
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

// --- catalogue and prices

/** The most price rows one call sets. */
export const MAX_PRICE_ROWS = 100_000;
/** The prices call's body may be this large (100,000 rows with long item numbers fit). */
export const PRICE_UPSERT_BODY_LIMIT = 16 * 1024 * 1024;

/** A product as the ERP sets it: the back office's product fields, without the prices (the prices call sets those). */
export const IntegrationProductRequest = StaffProductInput.omit({ prices: true }).meta({
  examples: [
    {
      description: 'Kamin Aduro 9-5',
      longText: 'Braskamin med stor glasyta.',
      texts: {
        en: { description: 'Stove Aduro 9-5', longText: 'Wood-burning stove with a large window.' },
        de: { description: 'Kaminofen Aduro 9-5' },
      },
      kind: 'stove',
      brand: 'Aduro',
      modelSeries: '9',
      weightKg: 112.5,
      leadTimeDays: 10,
      active: true,
    },
  ],
});
export type IntegrationProductRequest = z.input<typeof IntegrationProductRequest>;

export const upsertIntegrationProduct = defineEndpoint({
  method: 'PUT',
  path: '/api/integration/v1/products/{itemNumber}',
  summary: 'Create or update a product: kind, brand, series, weight, lead time, texts per language, active',
  description: [
    "The back office's product fields under its rules. `description` and `longText` are the Swedish texts; `texts` holds",
    'the other languages (a language left out falls back to Swedish). An unknown item number makes a new product; its',
    'prices come from `POST /api/integration/v1/prices`. The answer is the product as the back office reads it. Example:',
    '`PUT /api/integration/v1/products/80010` with `{"description":"Glas 4 mm","kind":"spare_part","brand":"Aduro",',
    '"weightKg":1.2,"leadTimeDays":5,"active":true}`.',
  ].join(' '),
  tags,
  params: ItemNumberParams,
  body: IntegrationProductRequest,
  response: StaffProductDetail,
  integrationScope: 'catalogue.write',
});

export const IntegrationPricesRequest = z
  .object({
    priceList: PriceListId,
    items: z
      .array(z.object({ itemNumber: z.string().regex(ITEM_NUMBER, 'expected an item number'), amount: UnitPrice }))
      .min(1)
      .max(MAX_PRICE_ROWS),
  })
  .meta({
    examples: [
      {
        priceList: 'SE-2026',
        items: [
          { itemNumber: '80010', amount: 450 },
          { itemNumber: '80011', amount: 1290.5 },
        ],
      },
    ],
  });
export type IntegrationPricesRequest = z.input<typeof IntegrationPricesRequest>;

export const IntegrationPricesResult = z.object({
  priceList: z.string(),
  currency: z.string(),
  /** How many rows were set. */
  items: z.number().int(),
});
export type IntegrationPricesResult = z.infer<typeof IntegrationPricesResult>;

export const upsertIntegrationPrices = defineEndpoint({
  method: 'POST',
  path: '/api/integration/v1/prices',
  summary: `Set prices in one price list, up to ${MAX_PRICE_ROWS.toLocaleString('en')} rows, all or nothing; the rest of the list stays`,
  description: [
    "Each row sets the item's unit price in the list's currency; items not named keep their prices. All rows are set or,",
    'when any is wrong (an unknown item, an item twice, an amount out of range), none: 400 names the first bad rows.',
    'Accepts an `Idempotency-Key` header. Example: `POST /api/integration/v1/prices` with',
    '`{"priceList":"SE-2026","items":[{"itemNumber":"80010","amount":450}]}`.',
  ].join(' '),
  tags,
  body: IntegrationPricesRequest,
  response: IntegrationPricesResult,
  integrationScope: 'catalogue.write',
  idempotent: true,
  bodyLimit: PRICE_UPSERT_BODY_LIMIT,
});

// --- customers

/** A dealer as the integration API answers it: the data of its `customer.created` and `customer.updated` events. */
export const IntegrationCustomer = z
  .object({
    customerNumber: z.string(),
    name: z.string(),
    market: z.string(),
    currency: z.string(),
    country: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    priceList: z.string().nullable(),
    discountPercent: z.number(),
    /** The sales representative's id. */
    representative: z.string().nullable(),
    vatNumber: z.string().nullable(),
    active: z.boolean(),
    postalAddress: z.object({ line1: z.string().nullable(), postalCode: z.string().nullable(), city: z.string().nullable() }),
    visitingAddress: z.object({ line1: z.string().nullable(), postalCode: z.string().nullable(), city: z.string().nullable() }),
    /** The credit limit in the dealer's currency; null for none (ADR 0078). */
    creditLimit: z.number().nullable(),
    paymentTermsDays: z.number().int(),
    /** Days past due after which an unpaid invoice holds new orders; null for never. */
    blockWhenOverdueDays: z.number().int().nullable(),
  })
  .meta({
    examples: [
      {
        customerNumber: '10001',
        name: 'Brasvärme AB',
        market: 'se',
        currency: 'SEK',
        country: 'se',
        email: 'order@brasvarme.se',
        phone: '018-12 34 56',
        priceList: 'SE-2026',
        discountPercent: 12,
        representative: null,
        vatNumber: 'SE556677889901',
        active: true,
        postalAddress: { line1: 'Fyrislundsgatan 68', postalCode: '754 50', city: 'Uppsala' },
        visitingAddress: { line1: null, postalCode: null, city: null },
        creditLimit: null,
        paymentTermsDays: 30,
        blockWhenOverdueDays: null,
      },
    ],
  });
export type IntegrationCustomer = z.infer<typeof IntegrationCustomer>;

export const IntegrationDiscountRequest = z
  .object({ discountPercent: z.number().min(0).max(100) })
  .meta({ examples: [{ discountPercent: 12.5 }] });

export const setIntegrationCustomerDiscount = defineEndpoint({
  method: 'PUT',
  path: '/api/integration/v1/customers/{customerNumber}/discount',
  summary: "Set a dealer's discount on its price list, in per cent",
  description:
    'Example: `PUT /api/integration/v1/customers/10001/discount` with `{"discountPercent":12.5}`. The dealer\'s prices follow at once.',
  tags,
  params: CustomerNumberParams,
  body: IntegrationDiscountRequest,
  response: IntegrationCustomer,
  integrationScope: 'catalogue.write',
});

/** A dealer as the ERP sets it: the back office's dealer fields under its rules. */
export const IntegrationCustomerRequest = StaffCustomerInput.meta({
  examples: [
    {
      name: 'Brasvärme AB',
      market: 'se',
      priceListId: 'SE-2026',
      discountPercent: 12,
      salesRepId: null,
      phone: '018-12 34 56',
      email: 'order@brasvarme.se',
      postal: { line1: 'Fyrislundsgatan 68', postalCode: '754 50', city: 'Uppsala' },
      visiting: { line1: '', postalCode: '', city: '' },
      active: true,
      deliveryAddresses: [
        {
          name: 'Brasvärme Uppsala – lager',
          line1: 'Fyrislundsgatan 68',
          postalCode: '754 50',
          city: 'Uppsala',
          country: 'SE',
          primary: true,
        },
      ],
    },
  ],
});
export type IntegrationCustomerRequest = z.input<typeof IntegrationCustomerRequest>;

export const upsertIntegrationCustomer = defineEndpoint({
  method: 'PUT',
  path: '/api/integration/v1/customers/{customerNumber}',
  summary: 'Create or update a dealer: name, market, price list, discount, representative, addresses, active',
  description: [
    "The back office's dealer fields under its rules: the currency follows the market and the price list must be in it;",
    '`salesRepId` is the representative. An unknown customer number makes a new dealer. Fields the back office lets an',
    'edit leave out (VAT number, terms, delivery addresses, …) keep what is stored. Example:',
    '`PUT /api/integration/v1/customers/10001` with the body below.',
  ].join(' '),
  tags,
  params: CustomerNumberParams,
  body: IntegrationCustomerRequest,
  response: IntegrationCustomer,
  integrationScope: 'customers.write',
});

// --- complaints

export const IntegrationComplaintsQuery = z.object({
  status: z.coerce.number().pipe(ComplaintStatusCode).optional(),
  customer: singleLine(z.string().trim().min(1).max(20)).optional(),
  /** Complaints made on or after this day (UTC). */
  from: IsoDay.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(INTEGRATION_PAGE_MAX).default(100),
});

export const IntegrationComplaintSummary = z.object({
  incidentId: crmGuid,
  caseNumber: z.string(),
  customerNumber: z.string(),
  /** 1 registered, 2 ongoing, 3 waiting for details, 4 completed. */
  status: z.number().int(),
  type: IncidentType,
  orderNumber: z.string().nullable(),
  serialNumber: z.string().nullable(),
  createdAt: z.iso.datetime(),
  statusSince: z.iso.datetime(),
});
export type IntegrationComplaintSummary = z.infer<typeof IntegrationComplaintSummary>;

export const IntegrationComplaintPage = z.object({
  items: z.array(IntegrationComplaintSummary),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type IntegrationComplaintPage = z.infer<typeof IntegrationComplaintPage>;

export const IntegrationComplaint = IntegrationComplaintSummary.extend({
  description: z.string().nullable(),
  products: z.array(z.object({ itemNumber: z.string().nullable(), name: z.string().nullable(), quantity: z.number().nullable() })),
  /** The messages the dealer sees, oldest first: the dealer's notes and the manufacturer's replies (never internal notes). */
  messages: z.array(
    z.object({
      id: z.string(),
      from: z.enum(['dealer', 'manufacturer']),
      author: z.string().nullable(),
      text: z.string(),
      at: z.iso.datetime(),
    }),
  ),
  /** The complaint's files, each with a signed address valid for a few minutes. */
  files: z.array(z.object({ id: z.string(), name: z.string(), url: z.string() })),
  /** The statuses the desk may move it to now. */
  nextStatuses: z.array(z.number().int()),
});
export type IntegrationComplaint = z.infer<typeof IntegrationComplaint>;

export const getIntegrationComplaints = defineEndpoint({
  method: 'GET',
  path: '/api/integration/v1/complaints',
  summary: 'Complaints, newest first, filtered by status, dealer and day made',
  description:
    'Example: `GET /api/integration/v1/complaints?status=1&pageSize=100` (1 registered, 2 ongoing, 3 waiting for details, 4 completed).',
  tags,
  querystring: IntegrationComplaintsQuery,
  response: IntegrationComplaintPage,
  integrationScope: 'complaints.read',
});

export const getIntegrationComplaint = defineEndpoint({
  method: 'GET',
  path: '/api/integration/v1/complaints/{incidentId}',
  summary: "One complaint with the dealer's and the manufacturer's messages and signed, short-lived file addresses",
  description:
    "Internal notes of the complaints desk are never part of it. A file's `url` works for 5 minutes: read the complaint again for a new one.",
  tags,
  params: IncidentIdParams,
  response: IntegrationComplaint,
  integrationScope: 'complaints.read',
});

export const IntegrationComplaintStatusRequest = SetComplaintStatusRequest.meta({ examples: [{ status: 2 }] });

export const setIntegrationComplaintStatus = defineEndpoint({
  method: 'PUT',
  path: '/api/integration/v1/complaints/{incidentId}/status',
  summary: "Move a complaint under the complaints desk's rules; the dealer is told as when staff move it",
  description: [
    'Registered (1) → ongoing (2) → waiting for details (3) → ongoing (2) → completed (4); completed is final. Another move',
    'answers 409 `STATUS_TRANSITION_NOT_ALLOWED`; the status it has changes nothing. Example:',
    '`PUT /api/integration/v1/complaints/{incidentId}/status` with `{"status":2}`.',
  ].join(' '),
  tags,
  params: IncidentIdParams,
  body: IntegrationComplaintStatusRequest,
  response: IntegrationComplaint,
  integrationScope: 'complaints.write',
});

export const IntegrationComplaintReplyRequest = ComplaintNoteRequest.meta({
  examples: [{ text: 'We send a new glass this week; the old one need not be returned.' }],
});

export const addIntegrationComplaintReply = defineEndpoint({
  method: 'POST',
  path: '/api/integration/v1/complaints/{incidentId}/replies',
  summary: 'Reply to the dealer on a complaint, as the complaints desk does; the dealer sees it and is e-mailed',
  description:
    'Accepts an `Idempotency-Key` header. Example: `POST /api/integration/v1/complaints/{incidentId}/replies` with `{"text":"…"}`.',
  tags,
  params: IncidentIdParams,
  body: IntegrationComplaintReplyRequest,
  response: IntegrationComplaint,
  integrationScope: 'complaints.write',
  idempotent: true,
});

// --- invoices from the ERP

/** The most lines one invoice from the ERP may carry. */
export const MAX_ERP_INVOICE_LINES = 1000;
/** An amount on an invoice: two decimals, in the order's currency. */
const InvoiceAmount = z.number().min(0).max(9_999_999_999).multipleOf(0.01);

export const IntegrationInvoiceLine = z.object({
  itemNumber: z.string().regex(ITEM_NUMBER, 'expected an item number'),
  description: singleLine(z.string().trim().min(1).max(200)),
  quantity: z.number().positive().max(999_999).multipleOf(0.01),
  /** The unit price before the discount. */
  price: InvoiceAmount,
  discountPercent: z.number().min(0).max(100).multipleOf(0.01).default(0),
  /** The line's amount after the discount, without VAT and freight. */
  netAmount: InvoiceAmount,
});

export const IntegrationInvoiceRequest = z
  .object({
    invoiceNumber: InvoiceNumberParams.shape.invoiceNumber,
    orderNumber: OrderNumberParams.shape.orderNumber,
    invoiceDate: IsoDay,
    dueDate: IsoDay,
    /** The order's currency; given, it must be the order's. */
    currency: z.enum(['SEK', 'NOK', 'DKK', 'EUR']).optional(),
    lines: z.array(IntegrationInvoiceLine).min(1).max(MAX_ERP_INVOICE_LINES),
    freight: InvoiceAmount.default(0),
    vatPercent: z.number().min(0).max(100).multipleOf(0.01),
    netTotal: InvoiceAmount,
    vat: InvoiceAmount,
    total: InvoiceAmount,
    /** The ERP's own reference of the invoice (a voucher or document id), kept and shown to staff. */
    externalReference: singleLine(optionalText(100)),
  })
  .meta({
    examples: [
      {
        invoiceNumber: '8100234',
        orderNumber: '400019',
        invoiceDate: '2026-11-27',
        dueDate: '2026-12-27',
        lines: [
          {
            itemNumber: 'NF-OSLO-5-BK',
            description: 'Kamin Oslo 5 svart',
            quantity: 1,
            price: 18900,
            discountPercent: 20,
            netAmount: 15120,
          },
        ],
        freight: 450,
        vatPercent: 25,
        netTotal: 15120,
        vat: 3892.5,
        total: 19462.5,
        externalReference: 'VOUCHER-2026-11-4471',
      },
    ],
  });
export type IntegrationInvoiceRequest = z.input<typeof IntegrationInvoiceRequest>;

/** An invoice as the integration API answers it: as recorded, with its payment. */
export const IntegrationInvoice = z.object({
  invoiceNumber: z.string(),
  orderNumber: z.string(),
  customerNumber: z.string(),
  source: z.enum(['portal', 'erp']),
  invoiceDate: z.string(),
  dueDate: z.string(),
  currency: z.string(),
  lines: z.array(
    z.object({
      lineNumber: z.number().int(),
      itemNumber: z.string(),
      description: z.string(),
      quantity: z.number(),
      price: z.number(),
      discountPercent: z.number(),
      netAmount: z.number(),
    }),
  ),
  freight: z.number(),
  vatPercent: z.number(),
  netTotal: z.number(),
  vat: z.number(),
  total: z.number(),
  paidDate: z.string().nullable(),
  externalReference: z.string().nullable(),
});
export type IntegrationInvoice = z.infer<typeof IntegrationInvoice>;

export const recordIntegrationInvoice = defineEndpoint({
  method: 'POST',
  path: '/api/integration/v1/invoices',
  summary: "Record the ERP's invoice for a delivered order; the dealer's invoices, PDF and finance figures follow at once",
  description: [
    'Only where the back office says that invoices come from the ERP (409 `INVOICES_MADE_BY_PORTAL` otherwise): delivery',
    'then makes no invoice, and the ERP records each one with its own number. The order must be delivered, or have a',
    'delivered shipment (409 `ORDER_NOT_DELIVERED`); the number must be new (409 `INVOICE_NUMBER_TAKEN`). The amounts are',
    "checked: each line's `netAmount` is quantity × price less the discount, `netTotal` the sum of the lines, `vat`",
    '(`netTotal` + `freight`) × `vatPercent` / 100 (a cent per line either way for VAT rounded per line), and `total`',
    "`netTotal` + `freight` + `vat`; 400 names the first field that disagrees. The dealer's administrators are e-mailed the",
    'invoice as PDF, and `invoice.created` is told. Accepts an `Idempotency-Key` header.',
  ].join(' '),
  tags,
  body: IntegrationInvoiceRequest,
  response: IntegrationInvoice,
  integrationScope: 'invoices.write',
  idempotent: true,
});

export const IntegrationPaymentRequest = RecordPaymentRequest.meta({
  examples: [{ paidDate: '2026-12-20', reference: 'BG 5050-1055 / 4471' }],
});
export type IntegrationPaymentRequest = z.input<typeof IntegrationPaymentRequest>;

export const setIntegrationInvoicePayment = defineEndpoint({
  method: 'PUT',
  path: '/api/integration/v1/invoices/{invoiceNumber}/payment',
  summary: 'Record that an invoice is paid, in full, on a day',
  description: [
    "Any invoice, the ERP's or the portal's. Sent again with the same day it answers the same; an invoice paid on another",
    'day answers 409 `INVOICE_ALREADY_PAID`. The dealer sees the invoice paid at once and `invoice.paid` is told. Example:',
    '`PUT /api/integration/v1/invoices/8100234/payment` with `{"paidDate":"2026-12-20"}`.',
  ].join(' '),
  tags,
  params: InvoiceNumberParams,
  body: IntegrationPaymentRequest,
  response: IntegrationInvoice,
  integrationScope: 'invoices.write',
});
