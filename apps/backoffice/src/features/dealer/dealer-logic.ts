/**
 * The dealer desk's rules as pure functions: the list's filters, the dealer form's values,
 * request, problems and refusals, and where each of the dealer's users stands.
 */
import { ACCESS_LEVELS, type AccessLevel } from '@portal/contracts/common';
import { PAYMENT_TERM_DAYS } from '@portal/contracts/invoice';
import { MARKET_CURRENCIES, type Market } from '@portal/contracts/languages';
import { BACKOFFICE_ROUTES } from '@portal/contracts/app-routes';
import {
  AddDealerNoteRequest,
  CreateStaffCustomerRequest,
  SetCustomerCreditRequest,
  StaffCustomerInput,
  type CustomerOptionsResponse,
  type DealerActivityItem,
  type StaffCustomerDetail,
  type StaffUser,
} from '@portal/contracts/staff-dealer';
import { ApiError } from '@portal/ui/auth';
import { schemaProblems, type FieldProblem } from '@portal/ui/form';
import { VAT_NUMBER_EXAMPLES } from '@portal/contracts/vat';
import { errorCodeOf, problemMessage, problemMessages, type Message } from '../../lib/form-messages';
import { marketFilter, yesNoFilter } from '../../lib/list-page-logic';

/** The list's filters in the address. */
export const DEALER_FILTERS = { market: marketFilter, active: yesNoFilter };

/** An active dealer or user in green, an inactive one in grey. */
export const activeColor = (active: boolean) => (active ? 'green' : 'gray');

/** A delivery address on one line. */
export const deliveryLine = (
  a: Pick<StaffCustomerDetail['deliveryAddresses'][number], 'line1' | 'line2' | 'postalCode' | 'city' | 'country'>,
) => [a.line1, a.line2, `${a.postalCode} ${a.city}`, a.country].filter(Boolean).join(', ');

// --- the dealer form

type Address = { line1: string; postalCode: string; city: string };

/** A delivery address in the form: `key` tells the rows apart while they are edited; `id` is the stored one's. */
export type DeliveryAddressValues = {
  key: string;
  id?: string;
  name: string;
  line1: string;
  line2: string;
  postalCode: string;
  city: string;
  country: string;
  primary: boolean;
};

export type DealerValues = {
  customerNumber: string;
  name: string;
  market: Market;
  priceListId: string | null;
  discountPercent: number;
  salesRepId: string | null;
  phone: string;
  email: string;
  postal: Address;
  visiting: Address;
  active: boolean;
  commonName: string;
  website: string;
  vatNumber: string;
  paymentTermsDays: number;
  invoiceEmail: string;
  orderBlocked: boolean;
  orderBlockReason: string;
  deliveryAddresses: DeliveryAddressValues[];
};

/** The form's fields in the order it shows them, so the first with an error gets focus. */
export const DEALER_FIELD_ORDER = [
  'customerNumber',
  'name',
  'market',
  'priceListId',
  'discountPercent',
  'salesRepId',
  'phone',
  'email',
  'postal.line1',
  'postal.postalCode',
  'postal.city',
  'visiting.line1',
  'visiting.postalCode',
  'visiting.city',
  'commonName',
  'website',
  'vatNumber',
  'paymentTermsDays',
  'invoiceEmail',
  'orderBlockReason',
  'deliveryAddresses',
] as const;

const ADDRESS_FIELDS = ['name', 'line1', 'line2', 'postalCode', 'city', 'country'] as const;

/** The form's fields with those of each delivery address, in the order shown. */
export const dealerFieldOrder = (addresses: number): string[] => [
  ...DEALER_FIELD_ORDER,
  ...Array.from({ length: addresses }, (_, i) => ADDRESS_FIELDS.map((field) => `deliveryAddresses.${i}.${field}`)).flat(),
];

let addressKeys = 0;
/** A new, empty delivery address in the market's country; the first of a dealer is its primary one. */
export const newDeliveryAddress = (market: Market, primary: boolean): DeliveryAddressValues => ({
  key: `new-${++addressKeys}`,
  name: '',
  line1: '',
  line2: '',
  postalCode: '',
  city: '',
  country: market.toUpperCase(),
  primary,
});

/** The addresses once one is removed: a removed primary hands that role to the first left. */
export function withoutAddress(addresses: readonly DeliveryAddressValues[], key: string): DeliveryAddressValues[] {
  const left = addresses.filter((a) => a.key !== key);
  if (left.length > 0 && !left.some((a) => a.primary)) return left.map((a, i) => ({ ...a, primary: i === 0 }));
  return left;
}

/** The addresses with `key` as the one primary address. */
export const withPrimary = (addresses: readonly DeliveryAddressValues[], key: string) =>
  addresses.map((a) => ({ ...a, primary: a.key === key }));

/** A new dealer: Swedish, active, without price list, discount or sales representative. */
export const emptyDealer = (): DealerValues => ({
  customerNumber: '',
  name: '',
  market: 'se',
  priceListId: null,
  discountPercent: 0,
  salesRepId: null,
  phone: '',
  email: '',
  postal: { line1: '', postalCode: '', city: '' },
  visiting: { line1: '', postalCode: '', city: '' },
  active: true,
  commonName: '',
  website: '',
  vatNumber: '',
  paymentTermsDays: PAYMENT_TERM_DAYS,
  invoiceEmail: '',
  orderBlocked: false,
  orderBlockReason: '',
  deliveryAddresses: [],
});

const addressValues = (a: StaffCustomerDetail['postal']): Address => ({
  line1: a.line1 ?? '',
  postalCode: a.postalCode ?? '',
  city: a.city ?? '',
});

/** A stored dealer as the form holds it: what is missing is empty. */
export const dealerValues = (d: StaffCustomerDetail): DealerValues => ({
  customerNumber: d.customerNumber,
  name: d.name,
  market: d.market,
  priceListId: d.priceListId,
  discountPercent: d.discountPercent,
  salesRepId: d.salesRepId,
  phone: d.phone ?? '',
  email: d.email ?? '',
  postal: addressValues(d.postal),
  visiting: addressValues(d.visiting),
  active: d.active,
  commonName: d.commonName ?? '',
  website: d.website ?? '',
  vatNumber: d.vatNumber ?? '',
  paymentTermsDays: d.paymentTermsDays,
  invoiceEmail: d.invoiceEmail ?? '',
  orderBlocked: d.orderBlocked,
  orderBlockReason: d.orderBlockReason ?? '',
  deliveryAddresses: d.deliveryAddresses.map((a) => ({ ...a, key: a.id, line2: a.line2 ?? '' })),
});

/** What the API takes of the form: all but the customer number, which is fixed once created. */
export function dealerRequest(values: DealerValues): StaffCustomerInput {
  const { customerNumber: _, deliveryAddresses, orderBlockReason, ...rest } = values;
  return {
    ...rest,
    // A lifted block keeps no reason.
    orderBlockReason: values.orderBlocked ? orderBlockReason : '',
    deliveryAddresses: deliveryAddresses.map(({ key: _key, ...a }) => a),
  };
}

/** The words for a problem the contract finds beyond the shared kinds (required, too long, …). */
function dealerProblemMessage(problem: FieldProblem, field: string, market: Market): Message {
  if (problem.kind === 'other') {
    if (field === 'vatNumber') return { key: 'dealers.form.vat-refused', values: { example: VAT_NUMBER_EXAMPLES[market] } };
    if (field === 'orderBlockReason') return { key: 'form.required', values: { max: undefined } };
    if (field === 'deliveryAddresses') return { key: 'dealers.form.one-primary' };
    if (/^deliveryAddresses\.\d+\.country$/.test(field)) return { key: 'dealers.form.country-refused' };
    if (/^deliveryAddresses\.\d+\.postalCode$/.test(field)) return { key: 'dealers.form.postal-code-refused' };
  }
  return problemMessage(problem);
}

/** The contract's problems with the form; a new dealer's customer number is checked too. */
export const dealerProblems = (values: DealerValues, isNew: boolean): Record<string, Message> =>
  problemMessages(
    isNew
      ? schemaProblems(CreateStaffCustomerRequest, { ...dealerRequest(values), customerNumber: values.customerNumber })
      : schemaProblems(StaffCustomerInput, dealerRequest(values)),
    (p, field) => dealerProblemMessage(p, field, values.market),
  );

/** A price list is in one currency: only those of the market's currency can be chosen. */
export const priceListsFor = (market: Market, lists: CustomerOptionsResponse['priceLists']) =>
  lists.filter((l) => l.currency === MARKET_CURRENCIES[market]);

/** The server's refusal of a save on the field it concerns; null for any other failure. */
export function dealerSaveError(error: unknown): { field: string; key: string } | null {
  if (errorCodeOf(error) === 'CUSTOMER_NUMBER_IN_USE') return { field: 'customerNumber', key: 'dealers.form.number-in-use' };
  if (error instanceof ApiError && error.status === 400 && error.field === 'priceListId')
    return { field: 'priceListId', key: 'dealers.form.price-list-refused' };
  if (error instanceof ApiError && error.status === 400 && error.field) return { field: error.field, key: 'form.other' };
  return null;
}

// --- the dealer's users

/** The access levels of the dealer portal, named as its user administration names them. */
export const LEVEL_KEY: Record<AccessLevel, string> = {
  none: 'dealers.level.none',
  Reseller: 'dealers.level.reseller',
  'Portal Admin': 'dealers.level.admin',
  'Portal Admin,Reseller': 'dealers.level.admin-reseller',
};

/** An invitation gives access: every level but none. */
export const INVITE_LEVELS = ACCESS_LEVELS.filter((level) => level !== 'none');

export const userName = (u: Pick<StaffUser, 'firstName' | 'lastName'>) => `${u.firstName} ${u.lastName}`.trim();

/** Where a user stands: deactivated, without access, signs in, invited (until when), or the link expired. */
export function userState(user: StaffUser): { color: string; key: string; invitedUntil?: string } {
  if (!user.active) return { color: 'gray', key: 'dealers.users.inactive' };
  if (user.accessLevel === 'none') return { color: 'gray', key: 'dealers.users.no-access' };
  if (user.hasPassword) return { color: 'green', key: 'dealers.users.active' };
  if (user.invitation && !user.invitation.expired)
    return { color: 'blue', key: 'dealers.users.invited', invitedUntil: user.invitation.expiresAt };
  return { color: 'orange', key: 'dealers.users.link-expired' };
}

/** A new link is for an active user who has not set a password yet. */
export const mayResendLink = (user: Pick<StaffUser, 'active' | 'hasPassword'>) => user.active && !user.hasPassword;

/** Why a change of a user failed: the dealer's last administrator must stay, or anything else. */
export const userRefusalKey = (error: unknown) =>
  errorCodeOf(error) === 'LAST_ADMIN' ? 'dealers.users.last-admin' : 'dealers.users.failed';

// --- the dealer's credit (ADR 0078)

/** The credit form: a limit or none, and a number of overdue days that holds orders or none. */
export type CreditValues = {
  limited: boolean;
  creditLimit: number | '';
  blocks: boolean;
  blockWhenOverdueDays: number | '';
};

export const creditValues = (d: Pick<StaffCustomerDetail, 'creditLimit' | 'blockWhenOverdueDays'>): CreditValues => ({
  limited: d.creditLimit !== null,
  creditLimit: d.creditLimit ?? '',
  blocks: d.blockWhenOverdueDays !== null,
  blockWhenOverdueDays: d.blockWhenOverdueDays ?? '',
});

/** The call's body; the payment terms stay as the dealer's details set them (one column, edited there). */
export const creditRequest = (v: CreditValues, paymentTermsDays: number): SetCustomerCreditRequest => ({
  creditLimit: v.limited && v.creditLimit !== '' ? v.creditLimit : null,
  paymentTermsDays,
  blockWhenOverdueDays: v.blocks && v.blockWhenOverdueDays !== '' ? v.blockWhenOverdueDays : null,
});

/** The form's problems by the contract's rules, as messages; a ticked box wants its number. */
export function creditProblems(v: CreditValues, paymentTermsDays: number): Record<string, Message> {
  const problems: Record<string, Message> = {};
  if (v.limited && v.creditLimit === '') problems['creditLimit'] = { key: 'form.required' };
  if (v.blocks && v.blockWhenOverdueDays === '') problems['blockWhenOverdueDays'] = { key: 'form.required' };
  const parsed = SetCustomerCreditRequest.safeParse(creditRequest(v, paymentTermsDays));
  for (const issue of parsed.error?.issues ?? []) {
    const field = String(issue.path[0]);
    if (!problems[field]) problems[field] = { key: 'dealers.credit.invalid' };
  }
  return problems;
}

/** Where an activity item opens: its order, complaint, invoice (found in the list) or sent e-mail; a sign-in or note nowhere. */
export function activityLink(item: Pick<DealerActivityItem, 'kind' | 'id' | 'title'>): string | null {
  const at = (path: string, values: Record<string, string>) =>
    path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
  switch (item.kind) {
    case 'order':
      return at(BACKOFFICE_ROUTES.order, { orderNumber: item.id });
    case 'complaint':
      return at(BACKOFFICE_ROUTES.complaint, { incidentId: item.id });
    case 'invoice':
      return `${BACKOFFICE_ROUTES.invoices}?search=${encodeURIComponent(item.id)}`;
    case 'mail':
      return at(BACKOFFICE_ROUTES.message, { id: item.id });
    default:
      return null;
  }
}

/** The words of an item's state: an order's or complaint's status, a message's delivery; none for the rest. */
export function activityStatusKey(item: Pick<DealerActivityItem, 'kind' | 'status'>): string | null {
  if (item.status === null) return null;
  if (item.kind === 'order') return `order-desk.status.${item.status}`;
  if (item.kind === 'complaint') return `complaints.status.${item.status}`;
  if (item.kind === 'mail') return `mail.state.${item.status}`;
  if (item.kind === 'view-as') return `dealers.activity.view-as.${item.status}`;
  return null;
}

/** What is wrong with a note about the dealer; the contract's messages are the back office's texts. */
export const noteProblems = (values: { text: string }): Record<string, Message> =>
  problemMessages(schemaProblems(AddDealerNoteRequest, values), (p) => problemMessage(p));
