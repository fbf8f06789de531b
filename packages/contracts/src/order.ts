import { z } from 'zod';
import { defineEndpoint, type FileDownload } from './endpoint.js';
import {
  EmptyResponse,
  IsoDateTime,
  isSwedishPostalCode,
  Language,
  MAX_LIST_AMOUNT,
  MSG_INVALID_FORMAT,
  optionalText,
  queryInt,
  requiredText,
  singleLine,
  valueList,
  whenNotEmpty,
  YyyyMmDd,
  crmGuid,
} from './common.js';
import { Ruleset } from './configurator.js';
import { ConfigItemInput } from './config-item-input.js';
import { CreditHoldReason } from './finance.js';

const tags = ['order'] as const;

// --- constants (spec 000 §5, §9; spec 001 §4, §9)

export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 999;
export const GOODS_MARK_MAX_LENGTH = 75;
/** Address line 1 is split into chunks of this size across Address1..3. */
export const ADDRESS_CHUNK_LENGTH = 74;
export const ORDER_ADDRESS_TYPE = 6;
export const DEFAULT_FREIGHT = 999;
/** Not in the spec: a bound on request size, far above any real cart. */
export const MAX_CART_LINES = 200;
/** A cart left untouched longer is cleared (spec 000 §9). */
export const CART_EXPIRY_DAYS = 30;
export const CART_ITEM_TYPE_CONFIG = 'config';

/**
 * The ways an order is put together, for the figures of the dealers' use of the portal: the way most
 * of its cart lines came in (quick order, the configurator, a reorder; the shop or an order list is
 * the cart), or an accepted project quote. Orders placed before the way was recorded count as cart.
 */
export const ORDER_CHANNELS = ['quick-order', 'configurator', 'reorder', 'cart', 'quote'] as const;
export const OrderChannel = z.enum(ORDER_CHANNELS);
export type OrderChannel = z.infer<typeof OrderChannel>;
/** The ways a cart line comes in that an order's channel can name; none for the shop and order lists. */
export type CartLineChannel = Extract<OrderChannel, 'quick-order' | 'configurator' | 'reorder'>;

/** Delivery type values; standard really is a single space. */
export const DELIVERY_TYPES = { standard: ' ', coDelivery: 'SAMLEV' } as const;
export const DeliveryType = z.enum([DELIVERY_TYPES.standard, DELIVERY_TYPES.coDelivery]);
export type DeliveryType = z.infer<typeof DeliveryType>;

/** Only orders in this status may be cancelled (annulled) from the portal. */
export const ORDER_STATUS_CANCELLABLE = 10;
/** The ERP's order statuses; below DELIVERED an order is open, from it on it is history. */
export const ORDER_STATUS = {
  /** Above the orderer's spending limit: waits for an approver of the dealer; not sent to the manufacturer yet. */
  waitingForApproval: 5,
  /** Placed beyond the dealer's available credit or while overdue invoices block it; staff release or cancel it (ADR 0078). */
  creditHold: 8,
  received: 10,
  confirmed: 20,
  inProduction: 30,
  dispatched: 40,
  delivered: 60,
  cancelled: 90,
} as const;

/**
 * Whether an order has a promised dispatch week: only once staff confirmed it, and not after it was
 * cancelled. A received order's estimate from the checkout is no promise, so no week is shown for it.
 */
export const hasDispatchWeek = (status: number) =>
  status === ORDER_STATUS.confirmed ||
  status === ORDER_STATUS.inProduction ||
  status === ORDER_STATUS.dispatched ||
  status === ORDER_STATUS.delivered;

/** Sales node type meaning a product; any other value is a category. */
export const SALES_NODE_TYPE_PRODUCT = 1;

/** Maintenance row status meaning the window applies. */
export const MAINTENANCE_STATUS_ACTIVE = 1;

// --- shared pieces

const isCalendarDate = (yyyymmdd: string): boolean => {
  const y = Number(yyyymmdd.slice(0, 4));
  const m = Number(yyyymmdd.slice(4, 6));
  const d = Number(yyyymmdd.slice(6, 8));
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

/**
 * A date the browser asks for. "Not before today" is left to the API: it
 * depends on the clock and the market's time zone, which a schema must not.
 */
export const RequestedDate = YyyyMmDd.refine(isCalendarDate, {
  error: 'expected a calendar date',
  // Only once the shape is right, so a malformed date gets one message.
  when: (payload) => typeof payload.value === 'string' && /^\d{8}$/.test(payload.value),
});

/** The market where an order may go to another address than the dealer's own (spec 000 §5). */
export const ALTERNATIVE_ADDRESS_MARKET = 'se';
/** What fits into Address1..Address3 together. */
export const ALTERNATIVE_ADDRESS_MAX_LENGTH = ADDRESS_CHUNK_LENGTH * 3;

/** The alternative delivery address as the checkout form takes it: in Sweden, with a phone the carrier calls. */
export const AlternativeAddressForm = z.object({
  name: singleLine(requiredText(100)),
  phone: singleLine(requiredText(50)),
  address: singleLine(requiredText(ALTERNATIVE_ADDRESS_MAX_LENGTH)),
  postalCode: requiredText(20).refine(isSwedishPostalCode, { error: MSG_INVALID_FORMAT, when: whenNotEmpty }),
  city: singleLine(requiredText(50)),
});
export type AlternativeAddressForm = z.infer<typeof AlternativeAddressForm>;

/**
 * The checkout form's fields (spec 000 §5) before they become a PlaceOrderRequest. The date
 * is the date input's yyyy-mm-dd; "not before today" is the form's and the API's, as above.
 */
export const CheckoutForm = z
  .object({
    useAlternativeAddress: z.boolean(),
    // Checked below only when used: the fields may hold half-typed values while the box is off.
    alternative: z.record(z.string(), z.string()),
    goodsMark: singleLine(z.string().trim().max(GOODS_MARK_MAX_LENGTH)),
    deliveryType: DeliveryType,
    requestedDate: z.string().refine((iso) => /^\d{4}-\d{2}-\d{2}$/.test(iso) && RequestedDate.safeParse(iso.replaceAll('-', '')).success, {
      error: 'expected a calendar date',
    }),
  })
  .superRefine((form, ctx) => {
    if (!form.useAlternativeAddress) return;
    for (const issue of AlternativeAddressForm.safeParse(form.alternative).error?.issues ?? []) {
      ctx.addIssue({ ...issue, path: ['alternative', ...issue.path] });
    }
  });
export type CheckoutForm = z.infer<typeof CheckoutForm>;

export const CartItem = z
  .object({
    id: singleLine(z.string().min(1).max(100)),
    sku: singleLine(z.string().max(100)).optional(),
    title: singleLine(z.string().max(500)),
    image: singleLine(z.string().max(2000)),
    price: z.number().nonnegative(),
    quantity: z.number().int().min(MIN_QUANTITY).max(MAX_QUANTITY),
    type: singleLine(z.string().max(50)).describe(`'${CART_ITEM_TYPE_CONFIG}' for configurator items`),
    // Configurator items only (spec 001 §3).
    headerId: singleLine(z.string().max(100)).optional(),
    ruleset: Ruleset.optional(),
    items: z.array(ConfigItemInput).optional(),
  })
  .meta({ id: 'CartItem' });
export type CartItem = z.infer<typeof CartItem>;

const CartItems = z.array(CartItem).min(1, { error: 'error.cart-is-empty' }).max(MAX_CART_LINES);

/** Line of an order or invoice; LineSequence 0 is a header line the web hides. */
export const DetLine = z
  .object({
    LineSequence: z.number().int(),
    ItemNumber: z.string(),
    Description: z.string(),
    OrderedQty: z.number(),
    Price: z.number(),
    Discount: z.number(),
    NetSalesAmt: z.number(),
    LineComments: z.array(z.object({ Comment: z.string() })),
  })
  .meta({ id: 'DetLine' });
export type DetLine = z.infer<typeof DetLine>;

// --- deliveryDate

export const GetDeliveryDateRequest = z.object({
  cartItems: CartItems,
  requestedDate: RequestedDate,
  // Beyond the spec: co-delivery travels cheaper, so the freight depends on it.
  deliveryType: DeliveryType.optional(),
});
export type GetDeliveryDateRequest = z.infer<typeof GetDeliveryDateRequest>;

export const GetDeliveryDateResponse = z.object({
  promiseDate: YyyyMmDd.describe('Estimated delivery date'),
  freight: z.number().nonnegative().nullable().describe(`null when none is given; the web then uses ${DEFAULT_FREIGHT}`),
  // Beyond the spec: the checkout says before sending when the order would wait on credit hold.
  creditHold: z
    .object({
      reason: CreditHoldReason,
      orderTotal: z.number().describe('What the invoice of this order would be: lines, freight and VAT'),
      available: z.number().nullable().describe('The available credit; null without a limit'),
      currency: z.string(),
    })
    .nullable()
    .describe('null when the order would be placed as received, or when it waits for approval first'),
  // Beyond the spec: the checkout says before sending when the order would wait for an approver of the dealer (ADR 0086).
  approval: z
    .object({
      limit: z.number().nullable().describe("The orderer's order limit; null: every order of the orderer needs approval"),
      orderValue: z.number().describe('What the limit is compared with: the lines after discounts, without freight'),
      currency: z.string(),
    })
    .nullable()
    .describe("null when the orderer's rule lets the order through; then it is placed (or held on credit) at once"),
});
export type GetDeliveryDateResponse = z.infer<typeof GetDeliveryDateResponse>;

export const getDeliveryDate = defineEndpoint({
  method: 'POST',
  path: '/api/order/deliveryDate',
  summary: 'Estimated delivery date and freight for the cart',
  tags,
  body: GetDeliveryDateRequest,
  response: GetDeliveryDateResponse,
});

// --- productDetails

// A category of the shop's tree, or a product in it (see salesNodes below).
export const SalesNode = z
  .object({
    NodeId: z.string(),
    Label: z.string(),
    ImageUrl: z.string().nullable(),
    NodeType: z.number().int().describe(`${SALES_NODE_TYPE_PRODUCT} is a product, anything else a category`),
    ItemNumber: z.string().nullable().describe('Products only'),
    UnitPrice: z
      .number()
      .nullable()
      .optional()
      .describe("Products among a category's children: the customer's net unit price; null when the customer cannot order it"),
  })
  .meta({ id: 'SalesNode' });
export type SalesNode = z.infer<typeof SalesNode>;

/** A product shown beside another, priced for the customer. */
export const RelatedProduct = z
  .object({
    ItemNumber: z.string(),
    Description: z.string(),
    ImageUrl: z.string().nullable(),
    UnitPrice: z.number().describe("Net unit price in the customer's price list currency"),
    Currency: z.string(),
  })
  .meta({ id: 'RelatedProduct' });
export type RelatedProduct = z.infer<typeof RelatedProduct>;

export const GetProductDetailsQuery = z.object({ itemNo: singleLine(requiredText(50)) });
export type GetProductDetailsQuery = z.infer<typeof GetProductDetailsQuery>;

export const GetProductDetailsResponse = z.object({
  ImageUrl: z.string().nullable(),
  Description: z.string(),
  // Beyond the spec: the product page's longer text under the name.
  LongText: z.string().nullable(),
  ItemId: z.string(),
  UnitPrice: z.number().describe("Net unit price in the customer's price list currency"),
  Currency: z.string(),
  // Beyond the spec: false once the manufacturer has stopped selling the product; it cannot be ordered.
  Active: z.boolean(),
  // Beyond the spec: the product page's breadcrumbs and a stove's spare parts.
  Categories: z.array(SalesNode).describe('The categories the product is in, root first; empty when it is in none'),
  SpareParts: z
    .array(RelatedProduct)
    .describe('Orderable spare parts that fit the product (a stove: those of its series); empty for other products'),
});
export type GetProductDetailsResponse = z.infer<typeof GetProductDetailsResponse>;

export const getProductDetails = defineEndpoint({
  method: 'GET',
  path: '/api/order/productDetails',
  summary: 'One product with its current unit price',
  tags,
  querystring: GetProductDetailsQuery,
  response: GetProductDetailsResponse,
});

// --- placeOrder

export const OrderInputs = z.object({
  ShippingInstructions: DeliveryType,
  GoodsMark: singleLine(optionalText(GOODS_MARK_MAX_LENGTH)).describe('Invoice label'),
  HeaderId: singleLine(optionalText(100)).describe('Configurator header, empty without config items'),
  // Lengths below are not in the spec; they only bound the request.
  DeliveryNotificationPhone: singleLine(optionalText(50)),
  CustomerPo: singleLine(optionalText(100)),
  ReferenceNo: singleLine(optionalText(100)),
});
export type OrderInputs = z.infer<typeof OrderInputs>;

export const OrderAddress = z.object({
  AddressType: z.literal(ORDER_ADDRESS_TYPE),
  Name: singleLine(requiredText(100)),
  Address1: singleLine(requiredText(ADDRESS_CHUNK_LENGTH)),
  Address2: singleLine(optionalText(ADDRESS_CHUNK_LENGTH)),
  Address3: singleLine(optionalText(ADDRESS_CHUNK_LENGTH)),
  City: singleLine(requiredText(50)),
  PostalCode: singleLine(requiredText(20)),
  Country: singleLine(requiredText(50)),
});
export type OrderAddress = z.infer<typeof OrderAddress>;

const CoDeliveryInputs = z.object({
  inputs: z.object({ ShippingInstructions: DeliveryType }),
  cartItems: z.array(z.object({ type: z.string() })),
});

export const PlaceOrderRequest = z
  .object({
    inputs: OrderInputs,
    cartItems: CartItems,
    CustomerId: singleLine(requiredText(50)).describe("The token's customer number is authoritative"),
    ShipTo: singleLine(requiredText(50)),
    requestedDate: RequestedDate,
    addresses: z.array(OrderAddress).length(1).describe('The delivery address'),
    // Beyond the spec: the dealer's own address the goods go to, which the API reads itself.
    DeliveryAddressId: crmGuid
      .optional()
      .describe(
        "One of the dealer's delivery addresses (GET /api/reseller/deliveryAddress); the stored address is used, not the one sent. Absent for an alternative address",
      ),
    idempotencyKey: z.uuid().describe('Generated once per checkout so a resent order is placed only once'),
  })
  .superRefine(
    (order, ctx) => {
      // Co-delivery is not offered when the cart holds a config item (spec 000 §5).
      const hasConfig = order.cartItems.some((item) => item.type === CART_ITEM_TYPE_CONFIG);
      if (hasConfig && order.inputs.ShippingInstructions !== DELIVERY_TYPES.standard) {
        ctx.addIssue({
          code: 'custom',
          path: ['inputs', 'ShippingInstructions'],
          message: 'co-delivery is not available for configured items',
        });
      }
    },
    // Run even when unrelated fields fail, so the form gets every error at once.
    { when: (payload) => CoDeliveryInputs.safeParse(payload.value).success },
  );
export type PlaceOrderRequest = z.infer<typeof PlaceOrderRequest>;

export const PlaceOrderResponse = z.object({
  Status: z.boolean().describe('Only true means the order was placed'),
  status: z.string().describe("'Registered', or 'WaitingForApproval' when an approver of the dealer must approve it first"),
  Header: z.object({ PlaceOrderNumber: z.string() }).nullable().describe('null when Status is false'),
  // Beyond the spec: the state the order was placed in, and why it waits when it does.
  OrderStatus: z
    .number()
    .int()
    .describe(
      `${ORDER_STATUS.received} received, ${ORDER_STATUS.waitingForApproval} waiting for an approver of the dealer, ${ORDER_STATUS.creditHold} on credit hold`,
    ),
  CreditHold: CreditHoldReason.nullable().describe('Why the order waits on credit hold; null when it does not'),
});
export type PlaceOrderResponse = z.infer<typeof PlaceOrderResponse>;

export const placeOrder = defineEndpoint({
  method: 'POST',
  path: '/api/order/placeOrder',
  summary: 'Send the cart as an order paid by invoice',
  tags,
  body: PlaceOrderRequest,
  response: PlaceOrderResponse,
});

// --- historyOrders, openOrders

export const OrderSummary = z
  .object({
    XAOrderNbr: z.string(),
    OrderDate: YyyyMmDd,
    TrackingID: z.string().nullable(),
    TrackingURL: z.string().nullable(),
    OrderMark: z.string().nullable(),
    OrderRef: z.string().nullable(),
    PromiseWeek: z.string().nullable().describe('Dispatch date'),
    OrderValue: z.number(),
    Currency: z.string(),
    OrderStatus: z.number().int().describe(`${ORDER_STATUS_CANCELLABLE} is the only cancellable status`),
  })
  .meta({ id: 'OrderSummary' });
export type OrderSummary = z.infer<typeof OrderSummary>;

export const OrdersQuery = z.object({
  amount: queryInt(1, MAX_LIST_AMOUNT).describe('Rows wanted: 3 on home, 999 in the lists'),
});
export type OrdersQuery = z.infer<typeof OrdersQuery>;

export const OrdersResponse = z.object({ Orders: z.array(OrderSummary) });
export type OrdersResponse = z.infer<typeof OrdersResponse>;

export const getHistoryOrders = defineEndpoint({
  method: 'GET',
  path: '/api/order/historyOrders',
  summary: 'Closed orders, most recent first',
  tags,
  querystring: OrdersQuery,
  response: OrdersResponse,
});

export const getOpenOrders = defineEndpoint({
  method: 'GET',
  path: '/api/order/openOrders',
  summary: 'Open orders',
  tags,
  querystring: OrdersQuery,
  response: OrdersResponse,
});

// --- orderDetails

export const GetOrderDetailsQuery = z.object({ orderNumber: singleLine(requiredText(20)) });
export type GetOrderDetailsQuery = z.infer<typeof GetOrderDetailsQuery>;

export const OrderDetail = z.object({
  OrderNumber: z.string(),
  OrderMark: z.string().nullable(),
  Message: z.string().nullable(),
  OrderTotal: z.number(),
  DetLines: z.array(DetLine),
});
export type OrderDetail = z.infer<typeof OrderDetail>;

export const GetOrderDetailsResponse = z.object({ Order: OrderDetail });
export type GetOrderDetailsResponse = z.infer<typeof GetOrderDetailsResponse>;

export const getOrderDetails = defineEndpoint({
  method: 'GET',
  path: '/api/order/orderDetails',
  summary: 'One order with its lines',
  tags,
  querystring: GetOrderDetailsQuery,
  response: GetOrderDetailsResponse,
});

// --- orderConfirmationPdf (beyond the spec: the order confirmation as a document to file or pass on)

export const GetOrderConfirmationPdfQuery = z.object({
  orderNumber: singleLine(requiredText(20)),
  lang: Language.optional().describe("Language of the document; the market's language when left out"),
});
export type GetOrderConfirmationPdfQuery = z.infer<typeof GetOrderConfirmationPdfQuery>;

export const getOrderConfirmationPdf = {
  method: 'GET',
  path: '/api/order/confirmationPdf',
  summary: 'The confirmation of one order as a PDF document (application/pdf, sent as an attachment)',
  tags,
  querystring: GetOrderConfirmationPdfQuery,
  contentType: 'application/pdf',
  adminOnly: false,
} as const satisfies FileDownload;

// --- cancelOrder

export const CancelOrderRequest = z.object({ orderNumber: singleLine(requiredText(20)) });
export type CancelOrderRequest = z.infer<typeof CancelOrderRequest>;
export const CancelOrderResponse = EmptyResponse;
export type CancelOrderResponse = z.infer<typeof CancelOrderResponse>;

export const cancelOrder = defineEndpoint({
  method: 'PUT',
  path: '/api/order/cancelOrder',
  summary: `Cancel (annul) an open order; only status ${ORDER_STATUS_CANCELLABLE} qualifies`,
  tags,
  body: CancelOrderRequest,
  response: CancelOrderResponse,
});

// --- products (shop search)

export const SearchProductsQuery = z.object({ search: singleLine(requiredText(100)) });
export type SearchProductsQuery = z.infer<typeof SearchProductsQuery>;

export const ProductSearchResult = z.object({
  NodeId: z.string(),
  ItemDescription: z.string(),
  ImageUrl: z.string().nullable(),
  ItemNumber: z.string(),
});
export type ProductSearchResult = z.infer<typeof ProductSearchResult>;

// Wrapped in an object so fields can be added later without breaking clients.
export const SearchProductsResponse = z.object({ Products: z.array(ProductSearchResult) });
export type SearchProductsResponse = z.infer<typeof SearchProductsResponse>;

export const searchProducts = defineEndpoint({
  method: 'GET',
  path: '/api/order/products',
  summary: 'Shop product search; answers { Products: [...] }, empty when nothing matches',
  tags,
  querystring: SearchProductsQuery,
  response: SearchProductsResponse,
});

// --- salesNodes (shop categories; SalesNode is above, beside productDetails)

export const GetSalesNodesQuery = z.object({
  parent: singleLine(requiredText(100)).optional().describe('Category id; the root when absent'),
});
export type GetSalesNodesQuery = z.infer<typeof GetSalesNodesQuery>;

export const GetSalesNodesResponse = z.object({
  children: z.array(SalesNode),
  ancestors: z.array(SalesNode).describe('Root first, for the breadcrumbs'),
  current: SalesNode.nullable().describe('null at the root'),
});
export type GetSalesNodesResponse = z.infer<typeof GetSalesNodesResponse>;

export const getSalesNodes = defineEndpoint({
  method: 'GET',
  path: '/api/order/salesNodes',
  summary: 'Shop category tree around one category',
  tags,
  querystring: GetSalesNodesQuery,
  response: GetSalesNodesResponse,
});

// --- maintenanceStatus

export const MaintenanceWindow = z.object({
  ed_frommaintenancedate: IsoDateTime,
  ed_tomaintenancedate: IsoDateTime,
  statuscode: z.number().int().describe(`${MAINTENANCE_STATUS_ACTIVE} means the window applies`),
});
export type MaintenanceWindow = z.infer<typeof MaintenanceWindow>;

export const GetMaintenanceStatusResponse = valueList(MaintenanceWindow);
export type GetMaintenanceStatusResponse = z.infer<typeof GetMaintenanceStatusResponse>;

export const getMaintenanceStatus = defineEndpoint({
  method: 'GET',
  path: '/api/order/maintenanceStatus',
  summary: 'Maintenance window; ordering is blocked while it is active',
  tags,
  response: GetMaintenanceStatusResponse,
});

/** Active when statuscode is 1 and `now` lies between the two dates (spec 001 §9). */
export const isMaintenanceActive = (window: MaintenanceWindow, now: Date = new Date()): boolean => {
  const from = Date.parse(window.ed_frommaintenancedate);
  const to = Date.parse(window.ed_tomaintenancedate);
  const t = now.getTime();
  return window.statuscode === MAINTENANCE_STATUS_ACTIVE && t >= from && t <= to;
};
