/**
 * The checkout's rules (spec 000 §5) as pure functions, so they can be tested
 * without a browser and the components only wire them up.
 */
import { ConfigItem, repeatedConfigGroupAt } from '@portal/contracts/configurator';
import {
  ADDRESS_CHUNK_LENGTH,
  ALTERNATIVE_ADDRESS_MARKET,
  CART_ITEM_TYPE_CONFIG,
  CheckoutForm,
  DEFAULT_FREIGHT,
  DELIVERY_TYPES,
  ORDER_ADDRESS_TYPE,
  OrderAddress,
  OrderInputs,
  type CartItem as OrderCartItem,
  type DeliveryType,
  type PlaceOrderRequest,
} from '@portal/contracts/order';
import type { GetContactInfoResponse, GetDeliveryAddressResponse, GetPostalAddressResponse } from '@portal/contracts/dealer';
import { maxLengthOf } from '@portal/contracts/field-limits';
import { todayInMarket, toMarket } from '@portal/contracts/languages';
import { firstError, schemaProblems, type FieldProblem } from '@portal/ui/form';
import type { CreditHoldReason } from '@portal/contracts/finance';
import type { CartItem } from '../../lib/cart/cart-store';
import { round2 } from '@portal/contracts/money';

export { ALTERNATIVE_ADDRESS_MARKET, DEFAULT_FREIGHT, DELIVERY_TYPES };

/** The invoice label's limit, read from the order's schema, so the input stops where the API refuses (spec 000 §9). */
export const GOODS_MARK_MAX_LENGTH = maxLengthOf(OrderInputs.shape.GoodsMark);

/** The invoice label's counter: its length as it is sent (trimmed), and the limit the input stops at. */
export const goodsMarkCount = (goodsMark: string) => ({ length: goodsMark.trim().length, max: GOODS_MARK_MAX_LENGTH });

/** The alternative delivery address is in Sweden only; the ERP takes the country's own name. */
export const ALTERNATIVE_COUNTRY = 'Sverige';

// Bounds of the order request, so a long value is cut rather than rejected.
const NAME_MAX = maxLengthOf(OrderAddress.shape.Name);
const CITY_MAX = maxLengthOf(OrderAddress.shape.City);
const POSTAL_CODE_MAX = maxLengthOf(OrderAddress.shape.PostalCode);
const COUNTRY_MAX = maxLengthOf(OrderAddress.shape.Country);
const REFERENCE_MAX = maxLengthOf(OrderInputs.shape.ReferenceNo);
const PHONE_MAX = maxLengthOf(OrderInputs.shape.DeliveryNotificationPhone);

export type ResellerAddress = GetDeliveryAddressResponse['value'][number]['Account_CustomerAddress'][number];

export type AlternativeAddress = { name: string; address: string; phone: string; city: string; postalCode: string };

export type CheckoutFormValues = {
  /** The dealer's own delivery address chosen; empty for the primary one. */
  deliveryAddressId: string;
  useAlternativeAddress: boolean;
  alternative: AlternativeAddress;
  goodsMark: string;
  /** What the user chose; the rules may still force standard (see effectiveDeliveryType). */
  deliveryType: DeliveryType;
  /** yyyy-mm-dd, as a date input holds it. */
  requestedDate: string;
};

/** The form's field paths; the country is fixed, so only the server can find fault with it. */
export type FormField =
  | 'alternative.name'
  | 'alternative.address'
  | 'alternative.phone'
  | 'alternative.city'
  | 'alternative.postalCode'
  | 'alternative.country'
  | 'goodsMark'
  | 'deliveryType'
  | 'requestedDate';

/** A translation key with its values; translated only where it is shown. */
export type FieldError = { key: string; values?: Record<string, string | number> };
export type FormErrors = Partial<Record<FormField, FieldError>>;

/** The order fields are checked in the order they appear on the page, so the first error gets focus. */
export const FORM_FIELD_ORDER: readonly FormField[] = [
  'alternative.name',
  'alternative.phone',
  'alternative.address',
  'alternative.postalCode',
  'alternative.city',
  'alternative.country',
  'goodsMark',
  'deliveryType',
  'requestedDate',
];

export const emptyFormValues = (today: string): CheckoutFormValues => ({
  deliveryAddressId: '',
  useAlternativeAddress: false,
  alternative: { name: '', address: '', phone: '', city: '', postalCode: '' },
  goodsMark: '',
  deliveryType: DELIVERY_TYPES.standard,
  requestedDate: today,
});

// --- dates

/** Today in the market's calendar as yyyy-mm-dd (the API's "not before today"), the value and minimum of the date input. */
export const todayIso = (market: string, now: Date = new Date()) => todayInMarket(toMarket(market), now);

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** yyyy-mm-dd that names a real calendar day. */
export function isCalendarDate(iso: string): boolean {
  const m = ISO_DATE.exec(iso);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** The ERP's yyyymmdd from the date input's yyyy-mm-dd. */
export const toYyyyMmDd = (iso: string) => iso.replaceAll('-', '');

/** A date the delivery estimate and the order may be asked for: a real day, not before today. */
export const isRequestableDate = (iso: string, today: string) => isCalendarDate(iso) && iso >= today;

// --- loaded data

/** The reseller's own delivery addresses, the primary one first, to choose from in every market. */
export function deliveryAddresses(response: GetDeliveryAddressResponse | undefined): ResellerAddress[] {
  const all = response?.value.flatMap((v) => v.Account_CustomerAddress) ?? [];
  return [...all.filter((a) => a.ed_primary), ...all.filter((a) => !a.ed_primary)];
}

/** The reseller's own delivery address the goods go to: the one chosen, else the primary one, else the first. */
export function chosenDeliveryAddress(response: GetDeliveryAddressResponse | undefined, chosenId = ''): ResellerAddress | null {
  const all = deliveryAddresses(response);
  return all.find((a) => a.id === chosenId) ?? all[0] ?? null;
}

/** Company contact fields the order needs; the website is not one of them (spec 000 §5). */
export const REQUIRED_CONTACT_FIELDS = ['ed_commonname', 'telephone1', 'emailaddress1'] as const;
export type ContactField = (typeof REQUIRED_CONTACT_FIELDS)[number];

const blank = (value: string | null | undefined) => (value ?? '').trim() === '';

/** Whether the API's field names one of the company contact fields (409 DEALER_DETAILS_MISSING). */
export const isContactField = (field: string | undefined): field is ContactField =>
  (REQUIRED_CONTACT_FIELDS as readonly string[]).includes(field ?? '');

/** The first company contact field that did not load, or null when all are there. */
export function missingContactField(contact: GetContactInfoResponse): ContactField | null {
  return REQUIRED_CONTACT_FIELDS.find((field) => blank(contact[field])) ?? null;
}

const COUNTRY_NAMES: Record<string, string> = { se: 'Sverige', no: 'Norge', dk: 'Danmark', de: 'Deutschland', fi: 'Suomi' };

/** Country codes as the ERP and the page write them (spec 000 §9); anything else is kept. */
export const countryName = (country: string) => COUNTRY_NAMES[country.trim().toLowerCase()] ?? country.trim();

// --- addresses

/** Address line 1 cut into chunks of 74 characters (spec 000 §5). */
export function splitAddressLine(line: string, size: number = ADDRESS_CHUNK_LENGTH): string[] {
  const text = line.trim();
  const chunks: string[] = [];
  for (let i = 0; i < text.length; i += size) chunks.push(text.slice(i, i + size));
  return chunks;
}

/**
 * Address1..Address3: line 1 in chunks first, then the address's own further
 * lines in the slots left, so nothing of line 1 is lost to them.
 */
export function toAddressLines(line1: string, further: readonly (string | null | undefined)[] = []): [string, string, string] {
  const lines = [
    ...splitAddressLine(line1),
    ...further.map((l) => (l ?? '').trim().slice(0, ADDRESS_CHUNK_LENGTH)).filter((l) => l !== ''),
  ];
  return [lines[0] ?? '', lines[1] ?? '', lines[2] ?? ''];
}

function orderAddress(name: string, lines: [string, string, string], city: string, postalCode: string, country: string): OrderAddress {
  return {
    AddressType: ORDER_ADDRESS_TYPE,
    Name: name.trim().slice(0, NAME_MAX),
    Address1: lines[0],
    Address2: lines[1],
    Address3: lines[2],
    City: city.trim().slice(0, CITY_MAX),
    PostalCode: postalCode.trim().slice(0, POSTAL_CODE_MAX),
    Country: country.slice(0, COUNTRY_MAX),
  };
}

/** The reseller's own address as the order's delivery address; the company name stands in for a missing name. */
export const resellerOrderAddress = (address: ResellerAddress, companyName: string | null): OrderAddress =>
  orderAddress(
    blank(address.name) ? (companyName ?? '') : address.name,
    toAddressLines(address.line1, [address.line2, address.line3]),
    address.city,
    address.postalcode,
    countryName(address.country),
  );

export const alternativeOrderAddress = (alt: AlternativeAddress): OrderAddress =>
  orderAddress(alt.name, toAddressLines(alt.address), alt.city, alt.postalCode, ALTERNATIVE_COUNTRY);

/** An order address as lines to show. */
export const addressDisplayLines = (a: OrderAddress): string[] =>
  [a.Name, a.Address1, a.Address2 ?? '', a.Address3 ?? '', `${a.PostalCode} ${a.City}`.trim(), a.Country].filter((l) => l.trim() !== '');

/** The billing address: the company's registered name over its postal address. */
export const postalDisplayLines = (p: GetPostalAddressResponse): string[] =>
  [p.name, p.address1_line1 ?? '', `${p.address1_postalcode ?? ''} ${p.address1_city ?? ''}`.trim()].filter((l) => l.trim() !== '');

// --- delivery type

export const hasConfigItem = (items: readonly CartItem[]) => items.some((i) => i.type === CART_ITEM_TYPE_CONFIG);

/** Why co-delivery cannot be chosen, or null when it can (spec 000 §5). */
export function coDeliveryBlock(hasConfig: boolean, useAlternativeAddress: boolean): 'config' | 'alternative-address' | null {
  if (hasConfig) return 'config';
  if (useAlternativeAddress) return 'alternative-address';
  return null;
}

/** The delivery type that is sent: standard whenever co-delivery is not allowed. */
export const effectiveDeliveryType = (chosen: DeliveryType, hasConfig: boolean, useAlternativeAddress: boolean): DeliveryType =>
  coDeliveryBlock(hasConfig, useAlternativeAddress) ? DELIVERY_TYPES.standard : chosen;

// --- validation

export const usesAlternativeAddress = (values: CheckoutFormValues, market: string) =>
  values.useAlternativeAddress && market === ALTERNATIVE_ADDRESS_MARKET;

/** The checkout's words for a problem the contracts' schema found. */
function checkoutError(field: FormField, problem: FieldProblem): FieldError {
  if (field === 'requestedDate') return { key: 'checkout.validation.date-required' };
  if (problem.kind === 'too-long') return { key: 'checkout.validation.too-long', values: { max: problem.max ?? 0 } };
  if (problem.kind === 'invalid-format' && field === 'alternative.postalCode') return { key: 'checkout.validation.postal-code' };
  if (problem.kind === 'required') return { key: 'checkout.validation.required' };
  if (problem.kind === 'line-break') return { key: 'form.line-break' };
  return { key: 'checkout.validation.server-field' };
}

/** Field errors of the form, keyed by field; empty when the form may be sent. The rules are the contracts' CheckoutForm. */
export function validateCheckoutForm(values: CheckoutFormValues, context: { today: string; market: string }): FormErrors {
  const form = { ...values, useAlternativeAddress: usesAlternativeAddress(values, context.market) };
  const errors: FormErrors = {};
  for (const [field, problem] of Object.entries(schemaProblems(CheckoutForm, form))) {
    if ((FORM_FIELD_ORDER as readonly string[]).includes(field)) errors[field as FormField] = checkoutError(field as FormField, problem);
  }
  // "Not before today" needs the clock, which the shared schema leaves to each side.
  if (!errors.requestedDate && values.requestedDate < context.today) errors.requestedDate = { key: 'checkout.validation.date-in-past' };
  return errors;
}

export const firstErrorField = (errors: FormErrors): FormField | null => firstError(FORM_FIELD_ORDER, errors);

/** What stops the order before any field is looked at (spec 000 §5, §8). */
export type BlockingIssue =
  | { kind: 'cart-empty' }
  | { kind: 'contact-missing'; field: ContactField }
  | { kind: 'address-undefined' }
  | { kind: 'no-customer' }
  | { kind: 'configuration-repeated'; title: string };

export function findBlockingIssue(input: {
  items: readonly CartItem[];
  contact: GetContactInfoResponse;
  resellerAddress: ResellerAddress | null;
  usesAlternativeAddress: boolean;
  customerNumber: string | undefined;
}): BlockingIssue | null {
  if (input.items.length === 0) return { kind: 'cart-empty' };
  // Two stoves (or two chimneys) reach one cart only from two places at once; the order takes one of each.
  const repeated = repeatedConfigGroupAt(input.items.map((i) => (i.type === 'config' ? i.ruleset : null)));
  if (repeated >= 0) return { kind: 'configuration-repeated', title: input.items[repeated]!.title };
  const field = missingContactField(input.contact);
  if (field) return { kind: 'contact-missing', field };
  // The reseller's address only matters when it is the one the goods go to.
  if (!input.usesAlternativeAddress && blank(input.resellerAddress?.line1)) return { kind: 'address-undefined' };
  if (blank(input.customerNumber)) return { kind: 'no-customer' };
  return null;
}

/** The cart line a refusal's `field` names (cartItems.N…), if any. */
export const cartLineOfField = <T>(items: readonly T[], field: string | undefined): T | null =>
  items[Number(/^cartItems\.(\d+)/.exec(field ?? '')?.[1] ?? -1)] ?? null;

/** The form field a 400's `field` path names, if the form has one. */
export function formFieldForServerField(field: string | undefined, usesAlternativeAddress: boolean): FormField | null {
  if (!field) return null;
  if (field === 'inputs.GoodsMark') return 'goodsMark';
  if (field === 'inputs.ShippingInstructions') return 'deliveryType';
  if (field === 'requestedDate') return 'requestedDate';
  // The reseller's own address is read-only: nothing to mark there.
  if (!usesAlternativeAddress) return null;
  if (field === 'inputs.DeliveryNotificationPhone') return 'alternative.phone';
  const address: Record<string, FormField> = {
    Name: 'alternative.name',
    Address1: 'alternative.address',
    Address2: 'alternative.address',
    Address3: 'alternative.address',
    City: 'alternative.city',
    PostalCode: 'alternative.postalCode',
    Country: 'alternative.country',
  };
  const m = /^addresses\.0\.(\w+)$/.exec(field);
  return m ? (address[m[1] ?? ''] ?? null) : null;
}

// --- prices

export type PriceChange = { id: string; title: string; oldPrice: number; newPrice: number };

/** Configured items are priced by the configurator, not per article (spec 000 §5). */
export const itemsToPriceCheck = (items: readonly CartItem[]) => items.filter((i) => i.type !== CART_ITEM_TYPE_CONFIG);

const cents = (amount: number) => Math.round(amount * 100);

/** Lines whose cart price differs from the server's unit price; lines without a server price are left alone. */
export function findPriceChanges(items: readonly CartItem[], serverPrices: ReadonlyMap<string, number>): PriceChange[] {
  return itemsToPriceCheck(items).flatMap((item) => {
    const newPrice = serverPrices.get(item.id);
    if (newPrice === undefined || cents(newPrice) === cents(item.price)) return [];
    return [{ id: item.id, title: item.title, oldPrice: item.price, newPrice }];
  });
}

// --- totals

export type Totals = { itemSum: number; shipping: number; total: number };

/** Grand total is the items plus freight; no freight from the server means the default 999 (spec 000 §7). */
export function orderTotals(items: readonly Pick<CartItem, 'price' | 'quantity'>[], freight: number | null | undefined): Totals {
  const itemSum = round2(items.reduce((sum, i) => sum + i.price * i.quantity, 0));
  const shipping = freight ?? DEFAULT_FREIGHT;
  return { itemSum, shipping, total: round2(itemSum + shipping) };
}

// --- the request

/** A cart line as the API takes it; configured items keep their parts when these have the expected shape. */
export function toOrderCartItem(item: CartItem): OrderCartItem {
  const parts = item.items === undefined ? undefined : ConfigItem.array().safeParse(item.items);
  return {
    id: item.id,
    title: item.title,
    image: item.image,
    price: item.price,
    quantity: item.quantity,
    type: item.type,
    ...(item.sku !== undefined ? { sku: item.sku } : {}),
    ...(item.headerId !== undefined ? { headerId: item.headerId } : {}),
    ...(item.ruleset !== undefined ? { ruleset: item.ruleset } : {}),
    ...(parts?.success ? { items: parts.data } : {}),
  };
}

export function buildPlaceOrderRequest(input: {
  values: CheckoutFormValues;
  items: readonly CartItem[];
  market: string;
  customerNumber: string;
  userName: string | undefined;
  contact: GetContactInfoResponse;
  resellerAddress: ResellerAddress | null;
  idempotencyKey: string;
}): PlaceOrderRequest {
  const { values, items } = input;
  const alternative = usesAlternativeAddress(values, input.market);
  const address = alternative
    ? alternativeOrderAddress(values.alternative)
    : resellerOrderAddress(
        input.resellerAddress ?? {
          id: '',
          name: '',
          line1: '',
          line2: null,
          line3: null,
          city: '',
          postalcode: '',
          country: '',
          ed_primary: true,
        },
        input.contact.ed_commonname,
      );
  // The API ships to its own copy of the dealer's address named here.
  const ownAddressId = !alternative && input.resellerAddress?.id ? input.resellerAddress.id : null;
  const hasConfig = hasConfigItem(items);
  return {
    inputs: {
      ShippingInstructions: effectiveDeliveryType(values.deliveryType, hasConfig, alternative),
      GoodsMark: values.goodsMark.trim(),
      HeaderId: items.find((i) => i.type === CART_ITEM_TYPE_CONFIG && i.headerId)?.headerId ?? '',
      // The carrier calls this number before delivery: the given one for an alternative address, else the company's.
      DeliveryNotificationPhone: (alternative ? values.alternative.phone : (input.contact.telephone1 ?? '')).trim().slice(0, PHONE_MAX),
      CustomerPo: '',
      // Who placed the order, from the token (spec 000 §3).
      ReferenceNo: (input.userName ?? '').trim().slice(0, REFERENCE_MAX),
    },
    cartItems: items.map(toOrderCartItem),
    CustomerId: input.customerNumber,
    ShipTo: input.customerNumber,
    requestedDate: toYyyyMmDd(values.requestedDate),
    addresses: [address],
    ...(ownAddressId ? { DeliveryAddressId: ownAddressId } : {}),
    idempotencyKey: input.idempotencyKey,
  };
}

// --- the confirmation

export type ConfirmationLine = { id: string; title: string; image: string; price: number; quantity: number; lineTotal: number };

/** What the confirmation shows, kept after the cart has been emptied. */
export type OrderConfirmationData = {
  orderNumber: string;
  goodsMark: string;
  deliveryType: DeliveryType;
  billingAddress: string[];
  deliveryAddress: string[];
  lines: ConfirmationLine[];
  /** Why the order waits on credit hold (ADR 0078); absent or null when it was placed as received. */
  creditHold?: CreditHoldReason | null;
  /** Above the orderer's order limit: it waits for an approver of the dealer (ADR 0079). */
  waitingForApproval?: boolean;
} & Totals;

/** Dearest first (spec 000 §2); equal prices keep the cart's order. */
export const sortByPriceDescending = <T extends { price: number }>(lines: readonly T[]): T[] =>
  lines
    .map((line, index) => ({ line, index }))
    .sort((a, b) => b.line.price - a.line.price || a.index - b.index)
    .map((x) => x.line);

export function buildConfirmation(input: {
  orderNumber: string;
  request: PlaceOrderRequest;
  items: readonly CartItem[];
  freight: number | null | undefined;
  postalAddress: GetPostalAddressResponse;
  creditHold?: CreditHoldReason | null;
  waitingForApproval?: boolean;
}): OrderConfirmationData {
  const { request } = input;
  const lines = sortByPriceDescending(
    input.items.map((i) => ({
      id: i.id,
      title: i.title,
      image: i.image,
      price: i.price,
      quantity: i.quantity,
      lineTotal: round2(i.price * i.quantity),
    })),
  );
  const address = request.addresses[0];
  return {
    orderNumber: input.orderNumber,
    goodsMark: request.inputs.GoodsMark ?? '',
    deliveryType: request.inputs.ShippingInstructions,
    billingAddress: postalDisplayLines(input.postalAddress),
    deliveryAddress: address ? addressDisplayLines(address) : [],
    lines,
    ...orderTotals(input.items, input.freight),
    creditHold: input.creditHold ?? null,
    waitingForApproval: input.waitingForApproval ?? false,
  };
}

const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every((v) => typeof v === 'string');

/** A confirmation read back from storage, or null when it is not one. */
export function parseStoredConfirmation(raw: unknown): OrderConfirmationData | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const c = raw as Record<string, unknown>;
  const lines = Array.isArray(c['lines']) ? (c['lines'] as unknown[]) : null;
  const validLine = (l: unknown) => {
    if (typeof l !== 'object' || l === null) return false;
    const r = l as Record<string, unknown>;
    return (
      typeof r['id'] === 'string' &&
      typeof r['title'] === 'string' &&
      typeof r['image'] === 'string' &&
      [r['price'], r['quantity'], r['lineTotal']].every((n) => typeof n === 'number')
    );
  };
  const ok =
    typeof c['orderNumber'] === 'string' &&
    typeof c['goodsMark'] === 'string' &&
    (c['deliveryType'] === DELIVERY_TYPES.standard || c['deliveryType'] === DELIVERY_TYPES.coDelivery) &&
    isStringArray(c['billingAddress']) &&
    isStringArray(c['deliveryAddress']) &&
    lines !== null &&
    lines.every(validLine) &&
    [c['itemSum'], c['shipping'], c['total']].every((n) => typeof n === 'number');
  return ok ? (raw as OrderConfirmationData) : null;
}

/**
 * Whether the page's document came from reloading `path` (its navigation entry): only a reload of the confirmation
 * shows a stored one again. A document loaded at any other address, or at the checkout anew (typed, a bookmark),
 * means the confirmation was left, even though no screen of the portal saw it go.
 */
export function isReloadOf(path: string, entry: { type: string; name: string } | undefined): boolean {
  if (entry?.type !== 'reload') return false;
  try {
    return new URL(entry.name).pathname === path;
  } catch {
    return false;
  }
}

/**
 * The send button's words for what sending will do, as the server's check before sending said (ADR 0086): wait for an
 * approver of the dealer first, go on credit hold, or go to the manufacturer.
 */
export function sendButtonKey(outcome: { approval: unknown; creditHold: unknown }) {
  if (outcome.approval) return 'checkout.send-for-approval';
  if (outcome.creditHold) return 'checkout.send-on-credit-hold';
  return 'checkout.send';
}
