import { z } from 'zod';
import { crmGuid, Language, Market, optionalText, requiredText, singleLine } from './common.js';
import { OrderShipment } from './order-page.js';
import { defineEndpoint, type StaffFileDownload } from './endpoint.js';
import { CreditHoldReason } from './finance.js';
import { InvoiceKind, PaymentStatus } from './invoice.js';
import { DeliveryType, MAX_QUANTITY, MIN_QUANTITY, ORDER_STATUS, OrderChannel } from './order.js';
import { mondayOfIsoWeek } from './iso-week.js';
import {
  bulkIds,
  BulkResponse,
  IsoDay,
  listSort,
  selectedNumbers,
  optionalListSort,
  StaffPage,
  StaffPageSize,
  StaffSearch,
  EXPORT_CONTENT_TYPES,
  ExportFormat,
  BrandFilter,
  ItemNumberFilter,
  SeriesFilter,
} from './staff-common.js';

const tags = ['staff: order desk'] as const;
const DESK = ['customer-service'] as const;

type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];
export const OrderStatusCode = z.literal([
  ORDER_STATUS.creditHold,
  ORDER_STATUS.received,
  ORDER_STATUS.confirmed,
  ORDER_STATUS.inProduction,
  ORDER_STATUS.dispatched,
  ORDER_STATUS.delivered,
  ORDER_STATUS.cancelled,
]);
export type OrderStatusCode = z.infer<typeof OrderStatusCode>;

/**
 * The path of an order on the desk: 10 received → 20 confirmed → 30 in production → 40 dispatched
 * → 60 delivered; until it is dispatched it may be cancelled (90). No step is skipped and none
 * goes back. The browser offers these moves and the API allows no other.
 */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatusCode[]> = {
  // The dealer's own approver moves it on (ADR 0079); the desk does not.
  [ORDER_STATUS.waitingForApproval]: [],
  // Released or cancelled in the credit hold queue only (releaseCreditHold, cancelCreditHold).
  [ORDER_STATUS.creditHold]: [],
  [ORDER_STATUS.received]: [ORDER_STATUS.confirmed, ORDER_STATUS.cancelled],
  [ORDER_STATUS.confirmed]: [ORDER_STATUS.inProduction, ORDER_STATUS.cancelled],
  [ORDER_STATUS.inProduction]: [ORDER_STATUS.dispatched, ORDER_STATUS.cancelled],
  [ORDER_STATUS.dispatched]: [ORDER_STATUS.delivered],
  [ORDER_STATUS.delivered]: [],
  [ORDER_STATUS.cancelled]: [],
};

export const mayMoveOrder = (from: number, to: number) => (ORDER_TRANSITIONS[from as OrderStatus] ?? []).includes(to as OrderStatusCode);

/** Serial numbers of stoves: 10 digits, or 14 for the newer production line (as the complaint search takes them). */
export const SERIAL_NUMBER = /^(\d{10}|\d{14})$/;

export const MAX_CANCEL_REASON_LENGTH = 500;

export const PromiseWeek = z.string().refine((w) => mondayOfIsoWeek(w) !== null, 'expected an ISO week such as 2026-W50');

// --- the queue

/** The columns the order queue shows and sorts by. */
export const STAFF_ORDER_SORT_COLUMNS = [
  'orderNumber',
  'orderDate',
  'customerName',
  'market',
  'orderMark',
  'orderValue',
  'promiseDate',
  'status',
] as const;

/** The order queue's filters, which its export takes too. */
export const StaffOrdersFilter = z.object({
  status: z.coerce.number().pipe(OrderStatusCode).optional(),
  market: Market.optional(),
  customerNumber: singleLine(z.string().trim().max(20)).optional(),
  /** Only confirmed or in-production orders whose promised dispatch week has ended. */
  late: z.enum(['true', 'false']).optional(),
  /** Only orders received on or after this day. */
  from: IsoDay.optional(),
  /** Only orders received on or before this day. */
  to: IsoDay.optional(),
  /** Only confirmed or in-production orders promised for a week whose Monday is on or after this day. */
  promisedFrom: IsoDay.optional(),
  /** Only confirmed or in-production orders promised for a week whose Monday is on or before this day. */
  promisedTo: IsoDay.optional(),
  /** Only orders put together this way; cart includes the orders placed before the way was recorded. */
  channel: OrderChannel.optional(),
  search: StaffSearch.describe('Order number, dealer number or name, invoice label or tracking id'),
  sort: listSort(STAFF_ORDER_SORT_COLUMNS, 'orderDate:desc'),
});

export const StaffOrdersQuery = StaffOrdersFilter.extend({ page: StaffPage, pageSize: StaffPageSize });
export type StaffOrdersQuery = z.input<typeof StaffOrdersQuery>;

export const StaffOrderRow = z.object({
  orderNumber: z.string(),
  customerNumber: z.string(),
  customerName: z.string(),
  market: Market,
  status: OrderStatusCode,
  orderDate: IsoDay,
  /** The Monday of the promised dispatch week. */
  promiseDate: IsoDay.nullable(),
  orderMark: z.string().nullable(),
  orderValue: z.number(),
  currency: z.string(),
  trackingId: z.string().nullable(),
});
export type StaffOrderRow = z.infer<typeof StaffOrderRow>;

export const StaffOrdersResponse = z.object({
  items: z.array(StaffOrderRow),
  total: z.number().int(),
  /** True when there are more rows than total: a queue's count stops ten thousand rows past the page shown. */
  totalCapped: z.boolean(),
});
export type StaffOrdersResponse = z.infer<typeof StaffOrdersResponse>;

export const getStaffOrders = defineEndpoint({
  method: 'GET',
  path: '/api/staff/orders',
  summary: "All dealers' orders, filtered, searched, sorted and paged",
  tags,
  querystring: StaffOrdersQuery,
  response: StaffOrdersResponse,
  staffRoles: DESK,
});

/** An order's number. */
export const ORDER_NUMBER = /^\d{1,12}$/;

export const StaffOrdersExportQuery = StaffOrdersFilter.extend({
  format: ExportFormat,
  /** Only these orders (the list's selected rows), separated by commas; the filters still apply. */
  orderNumbers: selectedNumbers(ORDER_NUMBER, 'order numbers').optional(),
});
export const exportStaffOrders = {
  method: 'GET',
  path: '/api/staff/orders/export',
  summary: "The orders the queue's filter finds, in its order, as a CSV or XLSX file (format); streamed",
  tags,
  querystring: StaffOrdersExportQuery,
  contentTypes: Object.values(EXPORT_CONTENT_TYPES),
  staffRoles: DESK,
} as const satisfies StaffFileDownload;

// --- one order

export const OrderNumberParams = z.object({ orderNumber: z.string().regex(ORDER_NUMBER, 'expected an order number') });

export const StaffOrderLine = z.object({
  lineSequence: z.number().int(),
  itemNumber: z.string(),
  description: z.string(),
  quantity: z.number(),
  shippedQuantity: z.number(),
  price: z.number(),
  discount: z.number(),
  netAmount: z.number(),
  requiresSerial: z.boolean(),
  serialNumbers: z.array(z.string()),
  configHeaderId: z.string().nullable().describe("A configured product's part: its lines are not changed on their own"),
});
export type StaffOrderLine = z.infer<typeof StaffOrderLine>;

export const StaffOrderInvoice = z.object({
  invoiceNumber: z.string(),
  invoiceDate: IsoDay,
  dueDate: IsoDay,
  total: z.number(),
  currency: z.string(),
  paidDate: IsoDay.nullable(),
  paymentStatus: PaymentStatus,
});
export type StaffOrderInvoice = z.infer<typeof StaffOrderInvoice>;

export const StaffHistoryEntry = z.object({
  action: z.string(),
  at: z.iso.datetime(),
  staffName: z.string(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type StaffHistoryEntry = z.infer<typeof StaffHistoryEntry>;

export const StaffOrderDetail = StaffOrderRow.extend({
  requestedDate: IsoDay.nullable(),
  deliveryType: DeliveryType,
  referenceNo: z.string().nullable(),
  freight: z.number(),
  deliveryAddress: z.object({
    name: z.string().nullable(),
    lines: z.array(z.string()),
    postalCode: z.string().nullable(),
    city: z.string().nullable(),
    country: z.string().nullable(),
  }),
  notificationPhone: z.string().nullable(),
  carrier: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  cancelReason: z.string().nullable().describe('Internal: kept for staff, never sent to the dealer'),
  cancelMessage: z.string().nullable().describe('What the dealer was told when the order was cancelled, if anything'),
  lines: z.array(StaffOrderLine),
  invoice: StaffOrderInvoice.nullable().describe('The latest of its invoices'),
  invoices: z.array(StaffOrderInvoice).describe('One per delivered shipment (one for an order invoiced whole), oldest first'),
  shipments: z.array(OrderShipment),
  history: z.array(StaffHistoryEntry),
  nextStatuses: z.array(OrderStatusCode),
  editable: z.boolean().describe('Lines and delivery may be changed: nothing or only part of the order has left'),
});
export type StaffOrderDetail = z.infer<typeof StaffOrderDetail>;

export const getStaffOrder = defineEndpoint({
  method: 'GET',
  path: '/api/staff/orders/{orderNumber}',
  summary: 'One order with its lines, serial numbers, invoice and history',
  tags,
  params: OrderNumberParams,
  response: StaffOrderDetail,
  staffRoles: DESK,
});

// --- moving an order

export const LineSerials = z.object({
  lineSequence: z.number().int().min(1),
  serialNumbers: z.array(z.string().trim().regex(SERIAL_NUMBER, 'expected 10 or 14 digits')).max(999),
});

/**
 * What each step needs: a promised dispatch week to confirm; carrier and tracking id to dispatch
 * (serial numbers for the lines that need them are typed here or generated); a reason to cancel.
 */
export const SetOrderStatusRequest = z
  .object({
    status: OrderStatusCode,
    promiseWeek: PromiseWeek.optional(),
    carrier: singleLine(optionalText(100)),
    trackingId: singleLine(optionalText(100)),
    trackingUrl: z
      .url({ protocol: /^https?$/, error: 'expected an http(s) address' })
      .max(500)
      .optional(),
    /** Internal: why the order is cancelled, for staff only. */
    reason: optionalText(MAX_CANCEL_REASON_LENGTH),
    /** Cancelling only: a message to the dealer, written on purpose; without one the dealer is told only that it is cancelled. */
    messageToDealer: optionalText(MAX_CANCEL_REASON_LENGTH),
    serials: z.array(LineSerials).max(200).optional(),
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
  });
export type SetOrderStatusRequest = z.input<typeof SetOrderStatusRequest>;

export const setOrderStatus = defineEndpoint({
  method: 'PUT',
  path: '/api/staff/orders/{orderNumber}/status',
  summary: 'Move an order one step along its path; delivering it creates its invoice',
  tags,
  params: OrderNumberParams,
  body: SetOrderStatusRequest,
  response: StaffOrderDetail,
  staffRoles: DESK,
});

/**
 * The moves several orders can make at once: confirm (one promised week for all), start production, deliver, cancel
 * (one reason for all). Dispatching needs each order's own carrier, tracking id and serial numbers, so it stays single.
 */
export const BULK_ORDER_STATUSES = [
  ORDER_STATUS.confirmed,
  ORDER_STATUS.inProduction,
  ORDER_STATUS.delivered,
  ORDER_STATUS.cancelled,
] as const;

/** The order desk's bulk move: the single move's body (without the dispatch's fields) with the orders it is for. */
export const SetOrdersStatusRequest = z
  .object({
    orderNumbers: bulkIds(z.string().regex(ORDER_NUMBER, 'expected an order number')),
    status: z.literal(BULK_ORDER_STATUSES),
    promiseWeek: PromiseWeek.optional(),
    reason: optionalText(MAX_CANCEL_REASON_LENGTH),
    messageToDealer: optionalText(MAX_CANCEL_REASON_LENGTH),
  })
  .superRefine((body, ctx) => {
    if (body.status === ORDER_STATUS.confirmed && !body.promiseWeek)
      ctx.addIssue({ code: 'custom', path: ['promiseWeek'], message: 'is required' });
    if (body.status === ORDER_STATUS.cancelled && !body.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'is required' });
  });
export type SetOrdersStatusRequest = z.input<typeof SetOrdersStatusRequest>;

export const setOrdersStatus = defineEndpoint({
  method: 'POST',
  path: '/api/staff/orders/bulk-status',
  summary:
    'Move several orders (at most 500) one step, each as the single move does; an order that cannot move is reported with the reason and the others move',
  tags,
  body: SetOrdersStatusRequest,
  response: BulkResponse,
  staffRoles: DESK,
});

// --- changing an order before it has left

export const OrderEditLine = z.object({
  itemNumber: singleLine(requiredText(40)),
  quantity: z.number().int().min(MIN_QUANTITY).max(MAX_QUANTITY),
});

/**
 * The order's stand-alone article lines after the change (a configured product's parts stay as they
 * are). A line left out is removed; none may go below what has already been dispatched of it.
 */
export const EditOrderLinesRequest = z.object({
  lines: z.array(OrderEditLine).min(1).max(200),
  /** Keep the prices the order's lines have; otherwise every open line takes the dealer's price today. */
  keepPrices: z.boolean().optional(),
});
export type EditOrderLinesRequest = z.input<typeof EditOrderLinesRequest>;

export const editOrderLines = defineEndpoint({
  method: 'PUT',
  path: '/api/staff/orders/{orderNumber}/lines',
  summary: "Change an order's lines until all of it has left; totals, freight and VAT are computed anew and the dealer is told",
  tags,
  params: OrderNumberParams,
  body: EditOrderLinesRequest,
  response: StaffOrderDetail,
  staffRoles: DESK,
});

export const EditDeliveryRequest = z
  .object({
    deliveryAddress: z
      .object({
        name: singleLine(requiredText(100)),
        line1: singleLine(requiredText(100)),
        line2: singleLine(optionalText(100)),
        postalCode: singleLine(requiredText(20)),
        city: singleLine(requiredText(60)),
        country: singleLine(requiredText(60)),
      })
      .optional(),
    requestedDate: IsoDay.optional(),
  })
  .refine((b) => b.deliveryAddress !== undefined || b.requestedDate !== undefined, {
    message: 'Give a delivery address, a requested date or both',
  });
export type EditDeliveryRequest = z.input<typeof EditDeliveryRequest>;

export const editOrderDelivery = defineEndpoint({
  method: 'PUT',
  path: '/api/staff/orders/{orderNumber}/delivery',
  summary: "Change an order's delivery address or requested date until all of it has left; the dealer is told",
  tags,
  params: OrderNumberParams,
  body: EditDeliveryRequest,
  response: StaffOrderDetail,
  staffRoles: DESK,
});

// --- dispatching in parts

export const CreateShipmentRequest = z.object({
  lines: z
    .array(z.object({ itemNumber: singleLine(requiredText(40)), quantity: z.number().int().min(1).max(MAX_QUANTITY) }))
    .min(1)
    .max(200),
  carrier: singleLine(requiredText(100)),
  trackingId: singleLine(requiredText(100)),
  trackingUrl: z
    .url({ protocol: /^https?$/, error: 'expected an http(s) address' })
    .max(500)
    .optional(),
  /** Serial numbers of the shipment's serial-numbered units, in the order of its lines; the rest are generated. */
  serialNumbers: z.array(z.string().trim().regex(SERIAL_NUMBER, 'expected 10 or 14 digits')).max(999).optional(),
  /** The promised dispatch week of what stays open (the backorder); without it the order's week stays. */
  backorderWeek: PromiseWeek.optional(),
});
export type CreateShipmentRequest = z.input<typeof CreateShipmentRequest>;

export const createOrderShipment = defineEndpoint({
  method: 'POST',
  path: '/api/staff/orders/{orderNumber}/shipments',
  summary: 'Dispatch some lines of an order, or part of a quantity; the rest stays open until it is dispatched too',
  tags,
  params: OrderNumberParams,
  body: CreateShipmentRequest,
  response: StaffOrderDetail,
  staffRoles: DESK,
});

export const ShipmentParams = OrderNumberParams.extend({
  shipmentId: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 53 - 1),
});

export const deliverOrderShipment = defineEndpoint({
  method: 'POST',
  path: '/api/staff/orders/{orderNumber}/shipments/{shipmentId}/delivery',
  summary: 'Record that a shipment arrived, which invoices it; the order is delivered when all of it has arrived',
  tags,
  params: ShipmentParams,
  response: StaffOrderDetail,
  staffRoles: DESK,
});

// --- invoices and payments

export const INVOICE_STATES = ['unpaid', 'overdue', 'paid'] as const;

/** The columns the invoice list shows and sorts by. */
export const STAFF_INVOICE_SORT_COLUMNS = [
  'invoiceNumber',
  'orderNumber',
  'customerName',
  'invoiceDate',
  'dueDate',
  'total',
  'paymentStatus',
] as const;

/** The invoice list's filters, which its export takes too. */
export const StaffInvoicesFilter = z.object({
  state: z.enum(INVOICE_STATES).optional(),
  market: Market.optional(),
  customerNumber: singleLine(z.string().trim().max(20)).optional(),
  /** Only invoices dated on or after this day. */
  from: IsoDay.optional(),
  /** Only invoices dated on or before this day. */
  to: IsoDay.optional(),
  /** Only invoices with at least one line of this article (the sales breakdown's product rows link here). */
  itemNumber: ItemNumberFilter.optional(),
  /** Only invoices with at least one line of an article of this model series. */
  series: SeriesFilter.optional(),
  /** Only invoices with at least one line of an article of this brand, its code in any case. */
  brand: BrandFilter.optional(),
  /** Only invoices of the dealers of this sales representative (their current one), as insight's sales figures count them. */
  salesRep: crmGuid.optional(),
  search: StaffSearch.describe('Invoice number, order number or dealer number or name'),
  /** Without it, open invoices (unpaid, overdue) come by due date, the oldest debt first; others the newest first. */
  sort: optionalListSort(STAFF_INVOICE_SORT_COLUMNS),
});

export const StaffInvoicesQuery = StaffInvoicesFilter.extend({ page: StaffPage, pageSize: StaffPageSize });
export type StaffInvoicesQuery = z.input<typeof StaffInvoicesQuery>;

export const StaffInvoiceRow = StaffOrderInvoice.extend({
  kind: InvoiceKind,
  orderNumber: z.string(),
  customerNumber: z.string(),
  customerName: z.string(),
  market: Market,
});
export type StaffInvoiceRow = z.infer<typeof StaffInvoiceRow>;

export const StaffInvoicesResponse = z.object({
  items: z.array(StaffInvoiceRow),
  total: z.number().int(),
  /** The total stopped at the staff lists' cap past the page shown: there are more invoices than it says. */
  totalCapped: z.boolean(),
});
export type StaffInvoicesResponse = z.infer<typeof StaffInvoicesResponse>;

export const getStaffInvoices = defineEndpoint({
  method: 'GET',
  path: '/api/staff/invoices',
  summary: "All dealers' invoices: unpaid, overdue or paid, searched and paged",
  tags,
  querystring: StaffInvoicesQuery,
  response: StaffInvoicesResponse,
  staffRoles: DESK,
});

export const StaffInvoicesExportQuery = StaffInvoicesFilter.extend({ format: ExportFormat });
export const exportStaffInvoices = {
  method: 'GET',
  path: '/api/staff/invoices/export',
  summary: "The invoices the list's filter finds, in its order, as a CSV or XLSX file (format); streamed",
  tags,
  querystring: StaffInvoicesExportQuery,
  contentTypes: Object.values(EXPORT_CONTENT_TYPES),
  staffRoles: DESK,
} as const satisfies StaffFileDownload;

export const InvoiceNumberParams = z.object({ invoiceNumber: z.string().regex(/^\d{1,12}$/, 'expected an invoice number') });

/** The documents the dealer has, as staff download them: in the language asked for, else the dealer's market's. */
export const StaffDocumentQuery = z.object({
  lang: Language.optional().describe("Language of the document; the dealer's market's language when left out"),
});

export const getStaffOrderConfirmationPdf = {
  method: 'GET',
  path: '/api/staff/orders/{orderNumber}/confirmation.pdf',
  summary: "An order's confirmation as the dealer has it, as a PDF document",
  tags,
  params: OrderNumberParams,
  querystring: StaffDocumentQuery,
  contentTypes: ['application/pdf'],
  staffRoles: DESK,
} as const satisfies StaffFileDownload;

export const RecordPaymentRequest = z.object({
  paidDate: IsoDay,
  reference: singleLine(optionalText(100)),
});
export type RecordPaymentRequest = z.input<typeof RecordPaymentRequest>;

export const recordInvoicePayment = defineEndpoint({
  method: 'POST',
  path: '/api/staff/invoices/{invoiceNumber}/payments',
  summary: 'Record the payment of an invoice, which makes it paid',
  tags,
  params: InvoiceNumberParams,
  body: RecordPaymentRequest,
  response: StaffInvoiceRow,
  staffRoles: DESK,
});

// --- who makes the invoices

/** The back office's invoicing setting: with `invoicesFromErp`, delivery bills nothing and the ERP records the invoices. */
export const InvoicingSettings = z.object({
  invoicesFromErp: z.boolean(),
});
export type InvoicingSettings = z.infer<typeof InvoicingSettings>;

export const getInvoicingSettings = defineEndpoint({
  method: 'GET',
  path: '/api/staff/invoicing/settings',
  summary: 'Who makes the invoices: the portal on delivery, or the ERP through the integration API',
  tags,
  response: InvoicingSettings,
  staffRoles: ['back-office-admin'],
});

export const setInvoicingSettings = defineEndpoint({
  method: 'PUT',
  path: '/api/staff/invoicing/settings',
  summary: 'Say whether the invoices come from the ERP; from then on delivery bills, or does not',
  tags,
  body: InvoicingSettings,
  response: InvoicingSettings,
  staffRoles: ['back-office-admin'],
});

// --- the start page

/** Counts of the start page's work queues; null for a queue the staff member's roles do not cover. */
/** The start page counts each queue up to this many; a queue at the cap holds at least that many. */
export const QUEUE_COUNT_CAP = 1_000;

export const StaffQueuesResponse = z.object({
  newComplaints: z.number().int().nullable(),
  complaintsWaiting: z.number().int().nullable(),
  /** Open complaints whose status's time limit ends today. */
  complaintsDue: z.number().int().nullable(),
  /** Open complaints past their status's time limit. */
  complaintsOverdue: z.number().int().nullable(),
  ordersToConfirm: z.number().int().nullable(),
  ordersLate: z.number().int().nullable(),
  overdueInvoices: z.number().int().nullable(),
  /** Quote requests sales administration has not answered within the time set (QUOTE_ANSWER_DAYS); null without the quote desk. */
  quotesOverdue: z.number().int().nullable(),
  /** Orders waiting on credit hold (customer service and sales administration). */
  creditHolds: z.number().int().nullable(),
});
export type StaffQueuesResponse = z.infer<typeof StaffQueuesResponse>;

/** A complaint waiting for the dealer's details longer than this is a queue of its own. */
export const COMPLAINT_WAITING_DAYS = 7;

export const getStaffQueues = defineEndpoint({
  method: 'GET',
  path: '/api/staff/queues',
  summary: "The start page's work queues with their counts",
  tags: ['staff'],
  response: StaffQueuesResponse,
  staffRoles: ['customer-service', 'marketing', 'sales-admin'],
});

// --- credit holds (ADR 0078): orders placed beyond the dealer's credit, released or cancelled by staff

const CREDIT = ['customer-service', 'sales-admin'] as const;
/** The credit hold queue shows at most this many orders, the oldest first. */
export const MAX_CREDIT_HOLDS = 500;

export const CreditHoldRow = z
  .object({
    orderNumber: z.string(),
    customerNumber: z.string(),
    customerName: z.string(),
    market: Market,
    orderDate: IsoDay,
    orderMark: z.string().nullable(),
    orderValue: z.number().describe('The lines, net'),
    orderTotal: z.number().describe('What the invoice of the order will be: lines, freight and VAT'),
    currency: z.string(),
    reason: CreditHoldReason.describe('Why it was held when placed'),
    creditLimit: z.number().nullable().describe("The dealer's limit now; null: no limit"),
    available: z.number().nullable().describe("The dealer's available credit now, without this order"),
    blocked: z.boolean().describe("Overdue invoices block the dealer's orders now"),
  })
  .meta({ id: 'CreditHoldRow' });
export type CreditHoldRow = z.infer<typeof CreditHoldRow>;

export const CreditHoldsResponse = z.object({ items: z.array(CreditHoldRow), total: z.number().int() });
export type CreditHoldsResponse = z.infer<typeof CreditHoldsResponse>;

export const getCreditHolds = defineEndpoint({
  method: 'GET',
  path: '/api/staff/credit-holds',
  summary: "The orders waiting on credit hold, the oldest first, with their dealers' credit now",
  tags,
  response: CreditHoldsResponse,
  staffRoles: CREDIT,
});

export const releaseCreditHold = defineEndpoint({
  method: 'POST',
  path: '/api/staff/credit-holds/{orderNumber}/release',
  summary: 'Release an order from credit hold: it becomes received (10) and takes the normal course',
  tags,
  params: OrderNumberParams,
  response: StaffOrderDetail,
  staffRoles: CREDIT,
});

export const CancelCreditHoldRequest = z.object({
  reason: singleLine(requiredText(MAX_CANCEL_REASON_LENGTH)).describe('Sent to the dealer'),
});
export type CancelCreditHoldRequest = z.input<typeof CancelCreditHoldRequest>;

export const cancelCreditHold = defineEndpoint({
  method: 'POST',
  path: '/api/staff/credit-holds/{orderNumber}/cancel',
  summary: 'Cancel an order on credit hold, with the reason the dealer is e-mailed',
  tags,
  params: OrderNumberParams,
  body: CancelCreditHoldRequest,
  response: StaffOrderDetail,
  staffRoles: CREDIT,
});

// --- credit notes (ADR 0080)

/** An invoice's line as a credit note would take it: what was invoiced and what is left to credit. */
export const StaffInvoiceLine = z.object({
  lineNumber: z.number().int(),
  itemNumber: z.string(),
  description: z.string(),
  quantity: z.number(),
  price: z.number(),
  discount: z.number(),
  netAmount: z.number(),
  /** Of an invoice's line: the quantity earlier credit notes took. */
  creditedQuantity: z.number(),
});
export type StaffInvoiceLine = z.infer<typeof StaffInvoiceLine>;

export const StaffInvoiceDetail = StaffInvoiceRow.extend({
  netTotal: z.number(),
  freight: z.number(),
  vat: z.number(),
  vatPercent: z.number(),
  creditedInvoiceNumber: z.string().nullable(),
  creditReason: z.string().nullable(),
  /** The complaint a credit note was written for. */
  complaintId: crmGuid.nullable(),
  lines: z.array(StaffInvoiceLine),
  /** Of an invoice: its credit notes. */
  creditNotes: z.array(z.object({ invoiceNumber: z.string(), invoiceDate: IsoDay, total: z.number() })),
});
export type StaffInvoiceDetail = z.infer<typeof StaffInvoiceDetail>;

export const getStaffInvoice = defineEndpoint({
  method: 'GET',
  path: '/api/staff/invoices/{invoiceNumber}',
  summary: 'One invoice or credit note with its lines, and what of each line is left to credit',
  tags,
  params: InvoiceNumberParams,
  response: StaffInvoiceDetail,
  staffRoles: DESK,
});

export const CreditNoteRequest = z.object({
  reason: singleLine(z.string().trim().min(1, 'invoice-desk.validation.required').max(1000)),
  lines: z
    .array(z.object({ lineNumber: z.number().int().min(1).max(100_000), quantity: z.number().int().min(1).max(100_000) }))
    .min(1)
    .max(500)
    .refine((lines) => new Set(lines.map((l) => l.lineNumber)).size === lines.length, 'a line is named once'),
  /** The complaint the credit note resolves; it must be the same dealer's. */
  complaintId: crmGuid.optional(),
});
export type CreditNoteRequest = z.input<typeof CreditNoteRequest>;

export const createCreditNote = defineEndpoint({
  method: 'POST',
  path: '/api/staff/invoices/{invoiceNumber}/credit-notes',
  summary:
    "A credit note against an invoice's lines, at the invoice's prices and VAT, numbered in the invoice series; 409 CREDIT_EXCEEDS_INVOICE past what is left to credit",
  tags,
  params: InvoiceNumberParams,
  body: CreditNoteRequest,
  response: StaffInvoiceDetail,
  staffRoles: DESK,
});

export const StaffInvoicePdfQuery = z.object({
  invoiceNumber: z.string().regex(/^\d{1,12}$/, 'expected an invoice number'),
  lang: Language.optional().describe("Language of the document; the dealer's market's language when left out"),
});
export const getStaffInvoicePdf = {
  method: 'GET',
  path: '/api/staff/invoices/pdf',
  summary: 'An invoice or credit note as the dealer downloads it (application/pdf)',
  tags,
  querystring: StaffInvoicePdfQuery,
  contentTypes: ['application/pdf'],
  staffRoles: DESK,
} as const satisfies StaffFileDownload;
