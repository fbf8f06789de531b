import { createHash } from 'node:crypto';
import {
  ALTERNATIVE_ADDRESS_MARKET,
  CART_ITEM_TYPE_CONFIG,
  configGroupOf,
  DEFAULT_FREIGHT,
  DELIVERY_TYPES,
  isMaintenanceActive,
  isSwedishPostalCode,
  ORDER_STATUS,
  type CancelOrderResponse,
  type CartItem,
  type GetDeliveryDateRequest,
  type GetDeliveryDateResponse,
  type GetMaintenanceStatusResponse,
  type GetOrderDetailsResponse,
  type Language,
  type OrderPageAddress,
  type OrderPageResponse,
  type OrdersResponse,
  type PlaceOrderRequest,
  type PlaceOrderResponse,
  type ReorderConfiguration,
  type ReorderLine,
  type ReorderRequest,
  type ReorderResponse,
  type ReorderSkipReason,
  MAX_QUANTITY,
  Ruleset,
} from '@portal/contracts';
import { languageForMarket } from '@portal/contracts/languages';
import type { Principal } from '../../platform/auth/access.js';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors.js';
import { netUnitPrice, type PriceSource } from '../catalogue/catalogue.module.js';
import { addWorkingDays, fromYyyymmdd, nextWorkingDay, today, yyyymmdd, type Country } from '../../platform/calendar/delivery-calendar.js';
import { isoWeekOf } from '@portal/contracts/iso-week';
import { freight } from './freight.js';
import type { NewOrderLine, OrderRepository } from './order.repository.js';
import { headerLine } from '../../platform/det-lines.js';
import { addressLines, documentFormats } from '../../platform/pdf/business-document.js';
import { orderConfirmationFileName, renderOrderConfirmationPdf } from './order-confirmation-pdf.js';
import type { MessageData } from '../../platform/messages.js';
import { paymentStatus } from '../invoice/invoice.module.js';
import { orderCourse } from './order-course.js';
import { round2 } from '@portal/contracts/money';

/** Working days on the road after dispatch, by market. */
export const TRANSIT_DAYS: Record<Country, number> = { se: 1, dk: 2, no: 2, de: 3, fi: 3 };
/** A configured product is built to order: it takes this much longer than its slowest part. */
export const CONFIG_EXTRA_LEAD_DAYS = 5;

/**
 * The articles of a completed configuration with the unit price the configurator gives them
 * today (campaigns included); null when the configuration is unknown to the customer.
 */
export type ConfiguredItemSource = (
  principal: Principal,
  headerId: string,
) => Promise<{ ruleset: string; lines: { itemNumber: string; quantity: number; unitPrice: number }[] } | null>;

/** The order confirmation as a file: what the dealer downloads and the confirmation e-mail carries. */
export type OrderConfirmationDocument = { filename: string; content: Buffer };
export type OrderConfirmationDocumentRequest = { customerNumber: string; orderNumber: string; language: Language };
/**
 * The order confirmation of one of the customer's orders, made without a signed-in caller (the
 * e-mail worker attaches it to the confirmation e-mail); null when the customer has no such order.
 */
export type OrderConfirmationDocumentSource = (request: OrderConfirmationDocumentRequest) => Promise<OrderConfirmationDocument | null>;

/**
 * Puts articles into the caller's cart in one change, as the cart's rules have it (merge, at most
 * 999, the cart's size); answers which went in and why the others did not.
 */
export type CartLinesSink = (
  principal: Principal,
  changeId: string,
  lines: { id: string; type: string; quantity: number; title: string; config: null }[],
  language: Language,
) => Promise<{ added: readonly string[]; skipped: readonly { id: string; reason: string }[] }>;

export type OrderServiceDeps = {
  orders: OrderRepository;
  catalogue: PriceSource;
  transaction: <T>(work: (orders: OrderRepository) => Promise<T>) => Promise<T>;
  now: () => Date;
  configuredItems?: ConfiguredItemSource;
  cartLines: CartLinesSink;
};

/** The cart line type of an article ordered on its own, as the shop adds it. */
const ARTICLE_LINE_TYPE = 'product';

type Expanded = { itemNumber: string; quantity: number; configHeaderId: string | null; field: string; configUnitPrice?: number };

const normalize = (s: string | null | undefined) => (s ?? '').toLocaleLowerCase('sv').replace(/\s+/g, '');
/** A configured part costs what the configurator priced it at (campaigns included); anything else its net price. */
const unitPriceOf = (l: { configUnitPrice?: number; price: { listPrice: number; discountPercent: number } }) =>
  l.configUnitPrice ?? netUnitPrice(l.price.listPrice, l.price.discountPercent);
/** The discount in percent that takes the list price to the unit price, as the order line shows it. */
const discountOf = (listPrice: number, unit: number) => (listPrice > 0 ? round2((1 - unit / listPrice) * 100) : 0);
const SWEDEN = new Set(['se', 'sverige', 'sweden']);

/** How long an order's idempotency key answers with that order. */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 3600_000;

/** A digest of what an order asks for, whatever order the browser wrote its fields in. */
export function requestFingerprint(request: PlaceOrderRequest): string {
  const { idempotencyKey: _key, ...asked } = request;
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value)
              .filter(([, v]) => v !== undefined)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([k, v]) => [k, canonical(v)]),
          )
        : value;
  return createHash('sha256')
    .update(JSON.stringify(canonical(asked)))
    .digest('base64url');
}

export function createOrderService(deps: OrderServiceDeps) {
  const { orders, catalogue } = deps;
  const countryOf = (principal: Principal): Country => principal.market;

  /** Cart lines as article lines: a configured item becomes its bill of materials. */
  async function expand(principal: Principal, cartItems: CartItem[], strict: boolean): Promise<Expanded[]> {
    const lines: Expanded[] = [];
    const groups = new Set<string>();
    for (const [i, item] of cartItems.entries()) {
      if (item.type !== CART_ITEM_TYPE_CONFIG) {
        lines.push({ itemNumber: item.id, quantity: item.quantity, configHeaderId: null, field: `cartItems.${i}.id` });
        continue;
      }
      const configured = item.headerId && deps.configuredItems ? await deps.configuredItems(principal, item.headerId) : null;
      if (!configured) {
        if (strict) throw badRequest(`cartItems.${i}.headerId`, 'The configuration is unknown or not completed');
        continue;
      }
      // The stored ruleset counts, not the one the cart names.
      const group = configGroupOf(configured.ruleset);
      if (strict && item.quantity !== 1) throw badRequest(`cartItems.${i}.quantity`, 'A configured product is ordered once');
      if (strict && group && groups.has(group)) throw badRequest(`cartItems.${i}.headerId`, `An order holds one ${group} configuration`);
      if (group) groups.add(group);
      for (const part of configured.lines) {
        lines.push({
          itemNumber: part.itemNumber,
          quantity: part.quantity * item.quantity,
          configHeaderId: item.headerId!,
          field: `cartItems.${i}.items`,
          configUnitPrice: part.unitPrice,
        });
      }
    }
    return lines;
  }

  /** language: the one of the lines' descriptions, as the order keeps them */
  async function priced(principal: Principal, lines: Expanded[], strict: boolean, language?: Language) {
    const itemNumbers = [...new Set(lines.map((l) => l.itemNumber))];
    const prices = new Map((await catalogue.prices(principal.customerNumber, itemNumbers, language)).map((p) => [p.itemNumber, p]));
    return lines.flatMap((line) => {
      const price = prices.get(line.itemNumber);
      // Only sellable articles may be ordered on their own; configured parts come with their configuration.
      if (!price || (!line.configHeaderId && !price.sellable)) {
        if (strict) throw badRequest(line.field, `Article ${line.itemNumber} cannot be ordered`);
        return [];
      }
      if (!price.active) {
        if (strict) throw new AppError(409, 'PRODUCT_INACTIVE', `Article ${line.itemNumber} is no longer sold`, { field: line.field });
        return [];
      }
      return [{ ...line, price }];
    });
  }

  function estimate(
    principal: Principal,
    lines: Awaited<ReturnType<typeof priced>>,
    requested: string,
    coDelivery: boolean,
    hasConfig: boolean,
  ) {
    const country = countryOf(principal);
    const day = today(country, deps.now());
    const lead = Math.max(0, ...lines.map((l) => l.price.leadTimeDays)) + (hasConfig ? CONFIG_EXTRA_LEAD_DAYS : 0);
    const delivered = addWorkingDays(country, addWorkingDays(country, day, lead), TRANSIT_DAYS[country]);
    const wanted = nextWorkingDay(country, requested);
    const netValue = round2(lines.reduce((sum, l) => sum + unitPriceOf(l) * l.quantity, 0));
    const weightKg = lines.reduce((sum, l) => sum + l.price.weightKg * l.quantity, 0);
    return {
      today: day,
      promiseDate: delivered > wanted ? delivered : wanted,
      netValue,
      freight: freight({ country, currency: principal.currency, weightKg, netValue, coDelivery }),
    };
  }

  function requireNotPast(principal: Principal, requestedDate: string) {
    const requested = fromYyyymmdd(requestedDate);
    if (requested < today(countryOf(principal), deps.now()))
      throw badRequest('requestedDate', 'The requested date cannot be earlier than today');
    return requested;
  }

  async function requireOrderingOpen() {
    const now = deps.now();
    const windows = await orders.maintenanceWindows();
    const active = windows.some((w) =>
      isMaintenanceActive(
        { ed_frommaintenancedate: w.from_date.toISOString(), ed_tomaintenancedate: w.to_date.toISOString(), statuscode: w.statuscode },
        now,
      ),
    );
    if (active)
      throw new AppError(409, 'MAINTENANCE', 'Ordering is closed for maintenance; try again later', { key: 'orders.maintenance-text' });
  }

  /** The reseller's own addresses; anything else is an alternative delivery address. */
  async function isOwnAddress(principal: Principal, address: PlaceOrderRequest['addresses'][number]) {
    const own = [...(await orders.deliveryAddresses(principal.customerNumber))];
    const visiting = await orders.visitingAddress(principal.customerNumber);
    if (visiting?.line1)
      own.push({ name: visiting.name, line1: visiting.line1, postalcode: visiting.postalcode ?? '', city: visiting.city ?? '' });
    const line = normalize(`${address.Address1}${address.Address2 ?? ''}${address.Address3 ?? ''}`);
    return own.some(
      (a) =>
        normalize(a.postalcode) === normalize(address.PostalCode) &&
        normalize(a.city) === normalize(address.City) &&
        line.startsWith(normalize(a.line1).slice(0, 74)),
    );
  }

  /** The order confirmation e-mail's data: the order as it was written. */
  function confirmationMessage({ header, lines }: NonNullable<Awaited<ReturnType<OrderRepository['confirmation']>>>): MessageData {
    return {
      kind: 'order-confirmation',
      orderNumber: header.order_number,
      orderDate: header.order_date,
      orderMark: header.order_mark,
      currency: header.currency,
      lines: lines.map((l) => ({
        itemNumber: l.item_number,
        description: l.description,
        quantity: l.ordered_qty,
        unitPrice: l.ordered_qty ? round2(l.net_sales_amt / l.ordered_qty) : 0,
        amount: l.net_sales_amt,
      })),
      itemSum: header.order_value,
      freight: header.freight,
      total: round2(header.order_value + header.freight),
      deliveryAddress: addressLines({
        lines: [header.ship_name, header.ship_address1, header.ship_address2, header.ship_address3],
        postalcode: header.ship_postalcode,
        city: header.ship_city,
        country: header.ship_country,
      }),
      billingAddress: addressLines({
        lines: [header.customer_name, header.postal_line1],
        postalcode: header.postal_postalcode,
        city: header.postal_city,
        country: header.customer_country,
      }),
      deliveryType: header.delivery_type,
      requestedDate: header.requested_date,
      promiseDate: header.promise_date,
    };
  }

  const confirmationDocument: OrderConfirmationDocumentSource = async ({ customerNumber, orderNumber, language }) => {
    // Scoped to the customer: another customer's order number finds nothing.
    const found = await orders.confirmation(customerNumber, orderNumber);
    if (!found) return null;
    const { header, lines } = found;
    const format = documentFormats(language);
    const content = await renderOrderConfirmationPdf({
      language,
      order: {
        orderNumber: header.order_number,
        orderDate: header.order_date,
        status: header.status,
        orderMark: header.order_mark,
        customerPo: header.customer_po,
        referenceNo: header.reference_no,
        deliveryType: header.delivery_type,
        requestedDate: header.requested_date,
        promiseDate: header.promise_date,
        currency: header.currency,
        itemSum: header.order_value,
        freight: header.freight,
        total: round2(header.order_value + header.freight),
      },
      customer: {
        customerNumber: header.customer_number,
        name: header.customer_name,
        address: addressLines(
          {
            lines: [header.postal_line1],
            postalcode: header.postal_postalcode,
            city: header.postal_city,
            country: header.customer_country,
          },
          format,
        ),
      },
      deliveryAddress: addressLines(
        {
          lines: [header.ship_name, header.ship_address1, header.ship_address2, header.ship_address3],
          postalcode: header.ship_postalcode,
          city: header.ship_city,
          country: header.ship_country,
        },
        format,
      ),
      lines: lines.map((l) => ({
        itemNumber: l.item_number,
        description: l.description,
        quantity: l.ordered_qty,
        price: l.price,
        discount: l.discount,
        net: l.net_sales_amt,
      })),
    });
    return { filename: orderConfirmationFileName(language, header.order_number), content };
  };

  return {
    async deliveryDate(principal: Principal, request: GetDeliveryDateRequest): Promise<GetDeliveryDateResponse> {
      const requested = requireNotPast(principal, request.requestedDate);
      const lines = await priced(principal, await expand(principal, request.cartItems, false), false);
      const hasConfig = request.cartItems.some((i) => i.type === CART_ITEM_TYPE_CONFIG);
      const result = estimate(principal, lines, requested, request.deliveryType === DELIVERY_TYPES.coDelivery, hasConfig);
      return { promiseDate: yyyymmdd(result.promiseDate), freight: result.freight };
    },

    /** language: the orderer's (callerLanguage); each line keeps its description in it, whatever the catalogue says later */
    async placeOrder(principal: Principal, request: PlaceOrderRequest, language: Language): Promise<PlaceOrderResponse> {
      const placed = (orderNumber: string): PlaceOrderResponse => ({
        Status: true,
        status: 'Registered',
        Header: { PlaceOrderNumber: orderNumber },
      });
      // A retry of an order that went through answers with that order; the same key with another
      // request is refused, and a key older than a day is a new one.
      const fingerprint = requestFingerprint(request);
      const replayed = async () => {
        const earlier = await orders.byIdempotencyKey(principal.customerNumber, request.idempotencyKey);
        if (!earlier) return null;
        if (deps.now().getTime() - earlier.created_at.getTime() > IDEMPOTENCY_KEY_LIFETIME_MS) {
          await orders.releaseIdempotencyKey(principal.customerNumber, earlier.order_number);
          return null;
        }
        if (earlier.idempotency_fingerprint !== null && earlier.idempotency_fingerprint !== fingerprint)
          throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED', 'This idempotency key was used for another order; send a new key');
        return placed(earlier.order_number);
      };
      const earlier = await replayed();
      if (earlier) return earlier;

      await requireOrderingOpen();
      if (request.CustomerId !== principal.customerNumber) throw badRequest('CustomerId', 'The order must be for your own customer number');
      const requested = requireNotPast(principal, request.requestedDate);
      const hasConfig = request.cartItems.some((i) => i.type === CART_ITEM_TYPE_CONFIG);
      const coDelivery = request.inputs.ShippingInstructions === DELIVERY_TYPES.coDelivery;
      if (hasConfig && coDelivery) throw badRequest('inputs.ShippingInstructions', 'Co-delivery is not available for configured items');

      const address = request.addresses[0]!;
      if (!(await isOwnAddress(principal, address))) {
        // An alternative delivery address: market se only, in Sweden, with a phone to call, standard delivery.
        if (principal.market !== ALTERNATIVE_ADDRESS_MARKET)
          throw badRequest('addresses.0', 'An alternative delivery address is available in Sweden only');
        if (!SWEDEN.has(normalize(address.Country)))
          throw badRequest('addresses.0.Country', 'The alternative delivery address must be in Sweden');
        if (!isSwedishPostalCode(address.PostalCode)) throw badRequest('addresses.0.PostalCode', 'The postal code must be numeric');
        if (!request.inputs.DeliveryNotificationPhone)
          throw badRequest('inputs.DeliveryNotificationPhone', 'A phone number is required for an alternative address');
        if (coDelivery) throw badRequest('inputs.ShippingInstructions', 'An alternative address is delivered as standard');
      }

      const lines = await priced(principal, await expand(principal, request.cartItems, true), true, language);
      const {
        today: orderDate,
        promiseDate,
        netValue,
        freight: freightAmount,
      } = estimate(principal, lines, requested, coDelivery, hasConfig);
      const orderLines: NewOrderLine[] = lines.map((l) => {
        const unit = unitPriceOf(l);
        return {
          itemNumber: l.itemNumber,
          description: l.price.description,
          orderedQty: l.quantity,
          price: l.price.listPrice,
          discount: l.configUnitPrice === undefined ? l.price.discountPercent : discountOf(l.price.listPrice, unit),
          netSalesAmt: round2(unit * l.quantity),
          configHeaderId: l.configHeaderId,
        };
      });

      try {
        const orderNumber = await deps.transaction(async (repo) => {
          const number = await repo.insert(
            {
              customerNumber: principal.customerNumber,
              contactId: principal.contactId,
              orderDate,
              orderMark: request.inputs.GoodsMark || null,
              customerPo: request.inputs.CustomerPo || null,
              referenceNo: request.inputs.ReferenceNo || null,
              deliveryType: request.inputs.ShippingInstructions,
              requestedDate: requested,
              promiseDate,
              currency: principal.currency,
              freight: freightAmount ?? DEFAULT_FREIGHT,
              orderValue: netValue,
              ship: {
                name: address.Name,
                address1: address.Address1,
                address2: address.Address2 || null,
                address3: address.Address3 || null,
                city: address.City,
                postalcode: address.PostalCode,
                country: address.Country,
              },
              notificationPhone: request.inputs.DeliveryNotificationPhone || null,
              idempotencyKey: request.idempotencyKey,
              idempotencyFingerprint: fingerprint,
            },
            orderLines,
          );
          await repo.removeFromCart(
            principal.contactId,
            principal.customerNumber,
            request.cartItems.map((i) => i.id),
          );
          // The confirmation goes to the user who ordered, in the order's own transaction.
          await repo.notify({
            to: { contactId: principal.contactId },
            customerNumber: principal.customerNumber,
            message: confirmationMessage((await repo.confirmation(principal.customerNumber, number))!),
            attachments: [
              {
                document: 'order-confirmation',
                ref: number,
                customerNumber: principal.customerNumber,
                filename: orderConfirmationFileName(languageForMarket(principal.market), number),
              },
            ],
          });
          return number;
        });
        return placed(orderNumber);
      } catch (error) {
        // The same key sent twice at once: the second insert loses the race and answers with the first order.
        const raced = await replayed();
        if (raced) return raced;
        throw error;
      }
    },

    async list(principal: Principal, which: 'open' | 'history', amount: number): Promise<OrdersResponse> {
      const rows = await orders.list(principal.customerNumber, which, amount);
      return {
        Orders: rows.map((o) => ({
          XAOrderNbr: o.order_number,
          OrderDate: yyyymmdd(o.order_date),
          TrackingID: o.tracking_id,
          TrackingURL: o.tracking_url,
          OrderMark: o.order_mark,
          OrderRef: o.customer_po,
          PromiseWeek: o.promise_date ? isoWeekOf(o.promise_date) : null,
          OrderValue: round2(o.order_value + o.freight),
          Currency: o.currency,
          OrderStatus: o.status,
        })),
      };
    },

    async details(principal: Principal, orderNumber: string): Promise<GetOrderDetailsResponse> {
      const header = await orders.header(principal.customerNumber, orderNumber);
      if (!header) throw notFound('Order');
      const [lines, comments] = await Promise.all([orders.lines(orderNumber), orders.comments(orderNumber)]);
      const commentsOf = (seq: number) => comments.filter((c) => c.line_sequence === seq).map((c) => ({ Comment: c.comment }));
      return {
        Order: {
          OrderNumber: header.order_number,
          OrderMark: header.order_mark,
          Message: header.message,
          OrderTotal: round2(header.order_value + header.freight),
          DetLines: [
            headerLine(header.order_mark ?? '', [...(header.message ? [header.message] : []), ...commentsOf(0).map((c) => c.Comment)]),
            ...lines.map((l) => ({
              LineSequence: l.line_sequence,
              ItemNumber: l.item_number,
              Description: l.description,
              OrderedQty: l.ordered_qty,
              Price: l.price,
              Discount: l.discount,
              NetSalesAmt: l.net_sales_amt,
              LineComments: commentsOf(l.line_sequence),
            })),
          ],
        },
      };
    },

    /** One of the caller's orders on its own page; another customer's order answers 404. Invoices only for Portal Admins, as the invoice calls. */
    async page(principal: Principal, orderNumber: string): Promise<OrderPageResponse> {
      const header = await orders.pageHeader(principal.customerNumber, orderNumber);
      if (!header) throw notFound('Order');
      const [lines, comments, changes, invoices] = await Promise.all([
        orders.lines(orderNumber),
        orders.comments(orderNumber),
        orders.statusChanges(orderNumber),
        principal.isPortalAdmin ? orders.invoices(principal.customerNumber, orderNumber) : Promise.resolve(null),
      ]);
      const headerIds = [...new Set(lines.flatMap((l) => (l.config_header_id ? [l.config_header_id] : [])))];
      const known = new Map((await orders.configurations(principal.customerNumber, headerIds)).map((c) => [c.header_id, c]));
      const country = countryOf(principal);
      const dayOf = (at: Date) => today(country, at);
      const textOf = (seq: number) => comments.filter((c) => c.line_sequence === seq).map((c) => c.comment);
      const address = (a: {
        name: string | null;
        lines: (string | null)[];
        postalCode: string | null;
        city: string | null;
        country: string | null;
      }): OrderPageAddress => ({
        name: a.name,
        lines: a.lines.filter((l): l is string => !!l && l.trim() !== ''),
        postalCode: a.postalCode,
        city: a.city,
        country: a.country,
      });
      const status = header.status;
      const dispatched = status === ORDER_STATUS.dispatched || status === ORDER_STATUS.delivered;
      return {
        orderNumber: header.order_number,
        orderDate: header.order_date,
        status,
        course: orderCourse({
          status,
          orderDate: header.order_date,
          cancelledDate: header.cancelled_at ? dayOf(header.cancelled_at) : null,
          changes: changes.map((c) => ({ status: c.status, date: dayOf(c.at) })),
        }),
        requestedDate: header.requested_date,
        promiseDate: header.promise_date,
        promiseWeek: header.promise_date ? isoWeekOf(header.promise_date) : null,
        orderMark: header.order_mark,
        reference: header.customer_po,
        message: header.message,
        deliveryType: header.delivery_type === DELIVERY_TYPES.coDelivery ? DELIVERY_TYPES.coDelivery : DELIVERY_TYPES.standard,
        tracking:
          dispatched && (header.tracking_id || header.tracking_url)
            ? { id: header.tracking_id, url: header.tracking_url, carrier: header.carrier }
            : null,
        deliveryAddress: address({
          name: header.ship_name,
          lines: [header.ship_address1, header.ship_address2, header.ship_address3],
          postalCode: header.ship_postalcode,
          city: header.ship_city,
          country: header.ship_country,
        }),
        billingAddress: address({
          name: header.customer_name,
          lines: [header.postal_line1],
          postalCode: header.postal_postalcode,
          city: header.postal_city,
          country: header.customer_country,
        }),
        currency: header.currency,
        itemSum: round2(header.order_value),
        freight: round2(header.freight),
        total: round2(header.order_value + header.freight),
        lines: lines.map((l) => ({
          lineSequence: l.line_sequence,
          itemNumber: l.item_number,
          description: l.description,
          quantity: l.ordered_qty,
          shippedQuantity: l.shipped_qty,
          listPrice: l.price,
          discount: l.discount,
          amount: l.net_sales_amt,
          comments: textOf(l.line_sequence),
          configHeaderId: l.config_header_id,
        })),
        configurations: headerIds.map((headerId) => ({
          headerId,
          ruleset: known.get(headerId)?.ruleset ?? null,
          title: known.get(headerId)?.description ?? null,
        })),
        invoices:
          invoices?.map((i) => ({
            invoiceNumber: i.invoice_number,
            invoiceDate: i.invoice_date,
            dueDate: i.due_date,
            total: i.total,
            currency: i.currency,
            paymentStatus: paymentStatus(i.paid_date, i.due_date, today(country, deps.now())),
          })) ?? null,
        cancellable: status === ORDER_STATUS.received,
        complaintPossible: status === ORDER_STATUS.delivered,
      };
    },

    /**
     * The articles of one of the caller's orders into the caller's cart again, each at today's
     * price: an article no longer sold, not orderable on its own or without a price is left out
     * with its reason. A configured product is made anew in the configurator from its answers,
     * so it is answered as a configuration to reopen, not put into the cart.
     */
    async reorder(principal: Principal, request: ReorderRequest, language: Language): Promise<ReorderResponse> {
      const header = await orders.header(principal.customerNumber, request.orderNumber);
      if (!header) throw notFound('Order');
      const lines = await orders.lines(request.orderNumber);
      const articles = lines.filter((l) => !l.config_header_id);
      const prices = new Map(
        (
          await catalogue.prices(
            principal.customerNumber,
            articles.map((l) => l.item_number),
            language,
          )
        ).map((p) => [p.itemNumber, p]),
      );
      const answer: ReorderLine[] = articles.map((l) => {
        const price = prices.get(l.item_number);
        const reason: ReorderSkipReason | null = !price
          ? 'not-priced'
          : !price.active
            ? 'inactive'
            : !price.sellable
              ? 'not-orderable'
              : null;
        return {
          itemNumber: l.item_number,
          // Today's name where the catalogue still has the article; the order's own otherwise.
          description: price?.description ?? l.description,
          quantity: Math.min(MAX_QUANTITY, Math.max(1, Math.round(l.ordered_qty))),
          added: false,
          reason,
          unitPrice: price && !reason ? netUnitPrice(price.listPrice, price.discountPercent) : null,
          previousUnitPrice: l.ordered_qty ? round2(l.net_sales_amt / l.ordered_qty) : 0,
        };
      });
      const orderable = answer.filter((l) => l.reason === null);
      if (orderable.length > 0) {
        const result = await deps.cartLines(
          principal,
          request.changeId,
          orderable.map((l) => ({ id: l.itemNumber, type: ARTICLE_LINE_TYPE, quantity: l.quantity, title: l.description, config: null })),
          language,
        );
        // The same change sent again changes nothing and names nothing: its lines went in the first time.
        const replayed = result.added.length === 0 && result.skipped.length === 0;
        const added = new Set(result.added);
        const skipped = new Map(result.skipped.map((s) => [s.id, s.reason]));
        for (const line of orderable) {
          const why = skipped.get(line.itemNumber);
          if (why !== undefined) {
            line.reason = why === 'cart-full' ? 'cart-full' : 'not-orderable';
            line.unitPrice = null;
          } else line.added = replayed || added.has(line.itemNumber);
        }
      }
      const headerIds = [...new Set(lines.flatMap((l) => (l.config_header_id ? [l.config_header_id] : [])))];
      const known = new Map((await orders.configurations(principal.customerNumber, headerIds)).map((c) => [c.header_id, c]));
      const configurations: ReorderConfiguration[] = headerIds.map((headerId) => {
        const found = known.get(headerId);
        const ruleset = Ruleset.safeParse(found?.ruleset);
        return {
          headerId,
          ruleset: ruleset.success ? ruleset.data : null,
          title: found?.description ?? null,
          reason: ruleset.success && found?.completed_at ? null : 'configuration-unavailable',
        };
      });
      return { lines: answer, configurations };
    },

    /** The order confirmation of one of the caller's orders as a PDF, in the language asked for or the market's. */
    async confirmationPdf(principal: Principal, orderNumber: string, language?: Language): Promise<OrderConfirmationDocument> {
      const document = await confirmationDocument({
        customerNumber: principal.customerNumber,
        orderNumber,
        language: language ?? languageForMarket(principal.market),
      });
      if (!document) throw notFound('Order');
      return document;
    },

    confirmationDocument,

    async cancel(principal: Principal, orderNumber: string): Promise<CancelOrderResponse> {
      const header = await orders.header(principal.customerNumber, orderNumber);
      if (!header) throw notFound('Order');
      if (header.status !== ORDER_STATUS.received || !(await orders.cancel(principal.customerNumber, orderNumber))) {
        throw conflict('ORDER_NOT_CANCELLABLE', 'Only a received order (status 10) can be cancelled; contact us about this one');
      }
      return { ok: true };
    },

    async maintenanceStatus(): Promise<GetMaintenanceStatusResponse> {
      const windows = await orders.maintenanceWindows();
      return {
        value: windows.map((w) => ({
          ed_frommaintenancedate: w.from_date.toISOString(),
          ed_tomaintenancedate: w.to_date.toISOString(),
          statuscode: w.statuscode,
        })),
      };
    },
  };
}
export type OrderService = ReturnType<typeof createOrderService>;
