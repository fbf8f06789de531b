import {
  ALTERNATIVE_ADDRESS_MARKET,
  CART_ITEM_TYPE_CONFIG,
  configGroupOf,
  DEFAULT_FREIGHT,
  DELIVERY_TYPES,
  isMaintenanceActive,
  isSwedishPostalCode,
  ORDER_STATUS,
  type CartItem,
  type GetDeliveryDateRequest,
  type GetDeliveryDateResponse,
  type Language,
  type PlaceOrderRequest,
  type PlaceOrderResponse,
} from '@portal/contracts';
import { countryName } from '@portal/contracts/countries';
import { languageForMarket } from '@portal/contracts/languages';
import { round2 } from '@portal/contracts/money';
import type { Principal } from '../../platform/auth/access.js';
import { addWorkingDays, fromYyyymmdd, nextWorkingDay, today, yyyymmdd, type Country } from '../../platform/calendar/delivery-calendar.js';
import { AppError, badRequest, found } from '../../platform/errors.js';
import { idempotencyKeyExpired, requestFingerprint } from '../../platform/idempotency.js';
import { netUnitPrice, type PriceSource } from '../catalogue/catalogue.module.js';
import { freight } from './freight.js';
import { creditHoldFor, type CreditHold, type CreditSource } from './order-credit.js';
import { sendOrderConfirmation } from './order-confirmation.js';
import type { NewOrderLine, OrderRepository } from './order.repository.js';
import type { InTransaction } from '../../platform/db/transactional.js';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { toMarket } from '@portal/contracts/languages';
import { orderChannelOf } from './order-channel.js';

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

/**
 * Whether the caller's order of this net value (lines after discounts, in the dealer's currency) must
 * wait for an approver of the dealer: null when not, else the caller's limit (null: every order) and
 * the approvers to tell (ADR 0079).
 */
export type ApprovalRule = (
  principal: Principal,
  netValue: number,
) => Promise<{ limit: number | null; approvers: readonly string[] } | null>;

export type OrderPlacementDeps = {
  orders: OrderRepository;
  catalogue: PriceSource;
  transaction: InTransaction<OrderRepository>;
  now: () => Date;
  configuredItems?: ConfiguredItemSource;
  approvalRule?: ApprovalRule;
  /** The dealer's credit now: an order beyond it, or while overdue invoices block, waits on credit hold. */
  credit: CreditSource;
};

/**
 * An order at prices agreed beforehand (a project quote's): the net unit price of each article,
 * and the agreement's own claim on them, run in the order's transaction once the order is written
 * (throwing undoes the order), so agreed prices are used once however many orders race for them.
 */
export type AgreedPrices = {
  unitPrices: ReadonlyMap<string, number>;
  claim: (db: Kysely<DB>, orderNumber: string) => Promise<void>;
};

/** Who an order is for: the dealer's number, market and currency (a signed-in dealer, or the dealer staff order for). */
type Buyer = Pick<Principal, 'customerNumber' | 'market' | 'currency'>;

/** A replacement order staff place on a complaint: articles and quantities, at no charge. */
export type ReplacementOrderRequest = {
  customerNumber: string;
  /** The complaint it replaces for. */
  incidentId: string;
  /** Who hears of it: the user who filed the complaint, else the dealer's administrators. */
  contactId: string | null;
  lines: readonly { itemNumber: string; quantity: number }[];
};

type Expanded = LineToPrice;

const normalize = (s: string | null | undefined) => (s ?? '').toLocaleLowerCase('sv').replace(/\s+/g, '');
/** A configured part costs what the configurator priced it at (campaigns included); anything else its net price. */
const unitPriceOf = (l: { configUnitPrice?: number; price: { listPrice: number; discountPercent: number } }) =>
  l.configUnitPrice ?? netUnitPrice(l.price.listPrice, l.price.discountPercent);
/** The discount in percent that takes the list price to the unit price, as the order line shows it. */
const discountOf = (listPrice: number, unit: number) => (listPrice > 0 ? round2((1 - unit / listPrice) * 100) : 0);
const SWEDEN = new Set(['se', 'sverige', 'sweden']);

/** A digest of what an order asks for (its key aside), whatever order the browser wrote its fields in. */
function orderFingerprint(request: PlaceOrderRequest): string {
  const { idempotencyKey: _key, ...asked } = request;
  return requestFingerprint(asked);
}

/** An article line to price: a configured part carries the configurator's unit price. */
export type LineToPrice = { itemNumber: string; quantity: number; configHeaderId: string | null; field: string; configUnitPrice?: number };

/**
 * The dealer's prices of the lines; only sellable, active articles may be ordered on their own
 * (strict: refused naming the line's field, else left out). Placing an order and changing one price
 * their lines here. language: the one of the lines' descriptions, as the order keeps them.
 */
export async function priceLines<L extends LineToPrice>(
  catalogue: PriceSource,
  customerNumber: string,
  lines: L[],
  strict: boolean,
  language?: Language,
) {
  const itemNumbers = [...new Set(lines.map((l) => l.itemNumber))];
  const prices = new Map((await catalogue.prices(customerNumber, itemNumbers, language)).map((p) => [p.itemNumber, p]));
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

/** A line's net amount: its unit price times its quantity, to the cent. */
export const lineAmount = (unitPrice: number, quantity: number) => round2(unitPrice * quantity);

/**
 * An order's item sum and freight from its lines, in the dealer's market and currency: placing an
 * order and changing one compute them here alone. `freight` is null where no freight rule applies
 * (the browser's estimate shows the default then); the order keeps `orderFreight`.
 */
export function orderTotals(
  party: { market: Country; currency: string },
  lines: readonly { unitPrice: number; quantity: number; weightKg: number }[],
  coDelivery: boolean,
) {
  const netValue = round2(lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0));
  const weightKg = lines.reduce((sum, l) => sum + l.weightKg * l.quantity, 0);
  const amount = freight({ country: party.market, currency: party.currency, weightKg, netValue, coDelivery });
  return { netValue, freight: amount, orderFreight: amount ?? DEFAULT_FREIGHT };
}

/** Placing an order: the delivery date and freight it would get, and the order itself, all or nothing. */
export function createOrderPlacement(deps: OrderPlacementDeps) {
  const { orders, catalogue } = deps;
  const priced = (principal: Buyer, lines: Expanded[], strict: boolean, language?: Language) =>
    priceLines(catalogue, principal.customerNumber, lines, strict, language);
  const countryOf = (principal: Buyer): Country => principal.market;

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
        if (strict)
          throw badRequest(
            `cartItems.${i}.headerId`,
            'The configuration is unknown or not completed',
            'checkout.cart-line.configuration-unavailable',
          );
        continue;
      }
      // The stored ruleset counts, not the one the cart names.
      const group = configGroupOf(configured.ruleset);
      if (strict && item.quantity !== 1) throw badRequest(`cartItems.${i}.quantity`, 'A configured product is ordered once');
      if (strict && group && groups.has(group))
        throw badRequest(
          `cartItems.${i}.headerId`,
          `An order holds one ${group} configuration`,
          'checkout.cart-line.configuration-repeated',
        );
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

  function estimate(
    principal: Buyer,
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
    const totals = orderTotals(
      { market: country, currency: principal.currency },
      lines.map((l) => ({ unitPrice: unitPriceOf(l), quantity: l.quantity, weightKg: l.price.weightKg })),
      coDelivery,
    );
    return { today: day, promiseDate: delivered > wanted ? delivered : wanted, ...totals };
  }

  function requireNotPast(principal: Buyer, requestedDate: string) {
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

  /**
   * A dealer whose orders sales administration has blocked is refused with their reason; one
   * without the store name, phone or e-mail every order carries is refused naming the field, as the
   * checkout does (REQUIRED_CONTACT_FIELDS).
   */
  async function requireMayOrder(principal: Principal) {
    const terms = await found(orders.orderingTerms(principal.customerNumber), 'Customer');
    if (terms.order_blocked)
      throw new AppError(409, 'ORDER_BLOCKED', terms.order_block_reason ?? 'Ordering is blocked for this dealer', {
        key: 'checkout.order-blocked',
      });
    const missing = (
      [
        ['ed_commonname', terms.common_name],
        ['telephone1', terms.phone],
        ['emailaddress1', terms.email],
      ] as const
    ).find(([, value]) => !value?.trim());
    if (missing)
      throw new AppError(409, 'DEALER_DETAILS_MISSING', `The dealer's ${missing[0]} is not set; sales administration sets it`, {
        field: missing[0],
      });
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

  /** The dealer's stored address, its country named as the checkout names it. */
  async function ownDeliveryAddress(principal: Principal, id: string) {
    const stored = await found(orders.deliveryAddress(principal.customerNumber, id), 'Delivery address');
    return { ...stored, Country: countryName(stored.Country, languageForMarket(principal.market)) };
  }

  return {
    async deliveryDate(principal: Principal, request: GetDeliveryDateRequest): Promise<GetDeliveryDateResponse> {
      const requested = requireNotPast(principal, request.requestedDate);
      const lines = await priced(principal, await expand(principal, request.cartItems, false), false);
      const hasConfig = request.cartItems.some((i) => i.type === CART_ITEM_TYPE_CONFIG);
      const result = estimate(principal, lines, requested, request.deliveryType === DELIVERY_TYPES.coDelivery, hasConfig);
      // The rules placing the order applies, asked the same way (ADR 0086): above the orderer's limit it waits for an
      // approver and is not held (yet); else beyond the available credit it waits on credit hold.
      const approval = lines.length === 0 || !deps.approvalRule ? null : await deps.approvalRule(principal, result.netValue);
      const creditHold =
        lines.length === 0 || approval
          ? null
          : await creditHoldFor(deps.credit, principal.customerNumber, [result.netValue], result.freight ?? DEFAULT_FREIGHT);
      return {
        promiseDate: yyyymmdd(result.promiseDate),
        freight: result.freight,
        creditHold,
        approval: approval && { limit: approval.limit, orderValue: result.netValue, currency: principal.currency },
      };
    },

    /** language: the orderer's (callerLanguage); each line keeps its description in it, whatever the catalogue says later */
    async placeOrder(
      principal: Principal,
      request: PlaceOrderRequest,
      language: Language,
      agreed?: AgreedPrices,
    ): Promise<PlaceOrderResponse> {
      const placed = (orderNumber: string, status: number, hold: CreditHold['reason'] | null): PlaceOrderResponse => ({
        Status: true,
        status: status === ORDER_STATUS.waitingForApproval ? 'WaitingForApproval' : 'Registered',
        Header: { PlaceOrderNumber: orderNumber },
        OrderStatus: status,
        CreditHold: hold,
      });
      // A retry of an order that went through answers with that order; the same key with another
      // request is refused, and a key older than a day is a new one.
      const fingerprint = orderFingerprint(request);
      const replayed = async () => {
        const earlier = await orders.byIdempotencyKey(principal.customerNumber, request.idempotencyKey);
        if (!earlier) return null;
        if (idempotencyKeyExpired(earlier.created_at, deps.now())) {
          await orders.releaseIdempotencyKey(principal.customerNumber, earlier.order_number);
          return null;
        }
        if (earlier.idempotency_fingerprint !== null && earlier.idempotency_fingerprint !== fingerprint)
          throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED', 'This idempotency key was used for another order; send a new key');
        return placed(earlier.order_number, earlier.status, earlier.credit_hold_reason);
      };
      const earlier = await replayed();
      if (earlier) return earlier;

      await requireOrderingOpen();
      await requireMayOrder(principal);
      if (request.CustomerId !== principal.customerNumber) throw badRequest('CustomerId', 'The order must be for your own customer number');
      const requested = requireNotPast(principal, request.requestedDate);
      const hasConfig = request.cartItems.some((i) => i.type === CART_ITEM_TYPE_CONFIG);
      const coDelivery = request.inputs.ShippingInstructions === DELIVERY_TYPES.coDelivery;
      if (hasConfig && coDelivery) throw badRequest('inputs.ShippingInstructions', 'Co-delivery is not available for configured items');

      // A chosen address of the dealer's own goes out as stored; another customer's is not found.
      const address = request.DeliveryAddressId ? await ownDeliveryAddress(principal, request.DeliveryAddressId) : request.addresses[0]!;
      if (!request.DeliveryAddressId && !(await isOwnAddress(principal, request.addresses[0]!))) {
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

      const lines = (await priced(principal, await expand(principal, request.cartItems, true), true, language)).map((l) => {
        if (!agreed) return l;
        // An agreed price stands like a configured part's: the line shows the discount it makes on the list price.
        const unit = agreed.unitPrices.get(l.itemNumber);
        if (unit === undefined) throw badRequest(l.field, `Article ${l.itemNumber} has no agreed price`);
        return { ...l, configUnitPrice: unit };
      });
      const { today: orderDate, promiseDate, netValue, orderFreight } = estimate(principal, lines, requested, coDelivery, hasConfig);
      // Above the orderer's limit the order waits for an approver; it reaches the manufacturer once approved.
      const approval = deps.approvalRule ? await deps.approvalRule(principal, netValue) : null;
      const orderLines: NewOrderLine[] = lines.map((l) => {
        const unit = unitPriceOf(l);
        return {
          itemNumber: l.itemNumber,
          description: l.price.description,
          orderedQty: l.quantity,
          price: l.price.listPrice,
          discount: l.configUnitPrice === undefined ? l.price.discountPercent : discountOf(l.price.listPrice, unit),
          netSalesAmt: lineAmount(unit, l.quantity),
          configHeaderId: l.configHeaderId,
        };
      });

      // Beyond the available credit or blocked by overdue invoices: placed all the same, on hold (ADR 0078).
      // An order waiting for an approver is not held (yet): it is neither received nor counted against the credit.
      const hold = approval
        ? null
        : await creditHoldFor(
            deps.credit,
            principal.customerNumber,
            orderLines.map((l) => l.netSalesAmt),
            orderFreight,
          );
      const status = hold ? ORDER_STATUS.creditHold : ORDER_STATUS.received;
      try {
        const orderNumber = await deps.transaction(async (repo) => {
          const lineIds = request.cartItems.map((i) => i.id);
          const channel = agreed
            ? 'quote'
            : orderChannelOf(await repo.cartChannels(principal.contactId, principal.customerNumber, lineIds));
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
              freight: orderFreight,
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
              approval: approval && { limit: approval.limit },
              status,
              creditHoldReason: hold?.reason ?? null,
              channel,
            },
            orderLines,
          );
          // An order at agreed prices does not come from the cart, so the cart stays as it is.
          if (agreed) await repo.alongside((db) => agreed.claim(db, number));
          const taken = agreed ? [] : await repo.removeFromCart(principal.contactId, principal.customerNumber, lineIds);
          if (approval) {
            await repo.keepCartLines(number, taken);
            for (const approver of approval.approvers.filter((id) => id !== principal.contactId))
              await repo.notify({
                to: { contactId: approver },
                customerNumber: principal.customerNumber,
                message: {
                  kind: 'approval-requested',
                  orderNumber: number,
                  orderMark: request.inputs.GoodsMark || null,
                  requestedBy: `${principal.contact.firstname} ${principal.contact.lastname}`.trim(),
                  currency: principal.currency,
                  itemSum: netValue,
                  limit: approval.limit,
                },
              });
            return number;
          }
          // The user who ordered hears why an order waits; its confirmation follows when it is released.
          if (hold) {
            await repo.notify({
              to: { contactId: principal.contactId },
              customerNumber: principal.customerNumber,
              message: {
                kind: 'order-credit-hold',
                orderNumber: number,
                orderMark: request.inputs.GoodsMark || null,
                ...hold,
              },
            });
            return number;
          }
          // The confirmation goes to the user who ordered, in the order's own transaction.
          await sendOrderConfirmation(repo, {
            contactId: principal.contactId,
            customerNumber: principal.customerNumber,
            orderNumber: number,
            market: principal.market,
          });
          return number;
        });
        return placed(orderNumber, approval ? ORDER_STATUS.waitingForApproval : status, hold?.reason ?? null);
      } catch (error) {
        // The same key sent twice at once: the second insert loses the race and answers with the first order.
        const raced = await replayed();
        if (raced) return raced;
        throw error;
      }
    },

    /**
     * A replacement order at no charge for a complaint's dealer: priced as the dealer's order would
     * be (list price, discount 100 %), no freight, to the dealer's primary delivery address, and from
     * there on an order like any other (received, on the order desk, in the dealer's orders, the
     * confirmation e-mailed, order.placed told). `alongside` writes in the same transaction.
     */
    async placeReplacement(request: ReplacementOrderRequest, alongside: (db: Kysely<DB>, orderNumber: string) => Promise<void>) {
      const buyer = await found(orders.replacementBuyer(request.customerNumber), 'Customer');
      const market = toMarket(buyer.market);
      const dealer = { customerNumber: request.customerNumber, market, currency: buyer.currency };
      const language = languageForMarket(market);
      const wanted: Expanded[] = request.lines.map((l, i) => ({
        itemNumber: l.itemNumber,
        quantity: l.quantity,
        configHeaderId: null,
        field: `lines.${i}.itemNumber`,
      }));
      // Any article the dealer's price list holds and the manufacturer still makes, parts included.
      const itemNumbers = wanted.map((l) => l.itemNumber);
      const prices = new Map((await catalogue.prices(dealer.customerNumber, itemNumbers, language)).map((p) => [p.itemNumber, p]));
      const lines = wanted.map((line) => {
        const price = prices.get(line.itemNumber);
        if (!price) throw badRequest(line.field, `Article ${line.itemNumber} cannot be ordered`);
        if (!price.active)
          throw new AppError(409, 'PRODUCT_INACTIVE', `Article ${line.itemNumber} is no longer sold`, { field: line.field });
        return { ...line, price };
      });
      const { today: orderDate, promiseDate } = estimate(dealer, lines, yyyymmdd(today(market, deps.now())), false, false);
      const address = buyer.address;
      const ship = address
        ? {
            name: address.name,
            address1: address.line1,
            address2: address.line2,
            address3: address.line3,
            city: address.city,
            postalcode: address.postalcode,
            country: countryName(address.country, language),
          }
        : {
            name: buyer.name,
            address1: buyer.visiting_line1 ?? '',
            address2: null,
            address3: null,
            city: buyer.visiting_city ?? '',
            postalcode: buyer.visiting_postalcode ?? '',
            country: countryName(buyer.country, language),
          };
      const orderLines: NewOrderLine[] = lines.map((l) => ({
        itemNumber: l.itemNumber,
        description: l.price.description,
        orderedQty: l.quantity,
        price: l.price.listPrice,
        discount: 100,
        netSalesAmt: 0,
        configHeaderId: null,
      }));
      return deps.transaction(async (repo) => {
        const number = await repo.insert(
          {
            customerNumber: dealer.customerNumber,
            contactId: request.contactId,
            orderDate,
            orderMark: null,
            customerPo: null,
            referenceNo: null,
            deliveryType: DELIVERY_TYPES.standard,
            requestedDate: orderDate,
            promiseDate,
            currency: dealer.currency,
            freight: 0,
            orderValue: 0,
            ship,
            notificationPhone: null,
            idempotencyKey: null,
            idempotencyFingerprint: null,
            replacementFor: request.incidentId,
            // At no charge, so never beyond the dealer's credit.
            status: ORDER_STATUS.received,
            creditHoldReason: null,
          },
          orderLines,
        );
        await sendOrderConfirmation(repo, {
          contactId: request.contactId,
          customerNumber: dealer.customerNumber,
          orderNumber: number,
          market,
        });
        await repo.alongside((db) => alongside(db, number));
        return number;
      });
    },
  };
}
