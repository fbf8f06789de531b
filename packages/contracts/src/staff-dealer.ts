import { z } from 'zod';
import { AccessLevel, crmGuid, emailAddress, isSwedishPostalCode, Market, optionalText, requiredText, singleLine } from './common.js';
import { defineEndpoint, type StaffFileDownload } from './endpoint.js';
import { isVatNumberOf, normalizeVatNumber, VAT_NUMBER_EXAMPLES } from './vat.js';
import { ContactIdParams, InvitationResponse, InvitationSent, InviteUserRequest, SetUserActiveRequest } from './invitations.js';
import { listSort, StaffPage, StaffPageSize, StaffSearch, EXPORT_CONTENT_TYPES, ExportFormat } from './staff-common.js';
import { MAX_BLOCK_WHEN_OVERDUE_DAYS, MAX_CREDIT_LIMIT } from './finance.js';
import { round2 } from './money.js';
import { MAX_STAFF_NOTE_LENGTH } from './staff-complaint.js';
import { VIEW_AS_CODE_SECONDS, VIEW_AS_ROLES } from './view-as.js';

const tags = ['staff: dealers and users'] as const;
/** Sales administration keeps the dealers; customer service reads them (on the phone with a dealer). */
const SALES = ['sales-admin'] as const;
const READERS = ['sales-admin', 'customer-service'] as const;

/** Customer numbers are the ERP's digits. */
export const CUSTOMER_NUMBER = /^\d{3,10}$/;
export const CustomerNumberParams = z.object({ customerNumber: z.string().regex(CUSTOMER_NUMBER, 'expected a customer number') });

/** The columns the dealer list shows and sorts by. */
export const STAFF_CUSTOMER_SORT_COLUMNS = ['customerNumber', 'name', 'city', 'market', 'salesRep', 'users', 'active'] as const;

/** The dealer list's filters, which its export takes too. */
export const StaffCustomersFilter = z.object({
  market: Market.optional(),
  active: z.enum(['true', 'false']).optional(),
  search: StaffSearch.describe('Customer number, or a part of the name or city'),
  sort: listSort(STAFF_CUSTOMER_SORT_COLUMNS, 'name:asc'),
});

export const StaffCustomersQuery = StaffCustomersFilter.extend({ page: StaffPage, pageSize: StaffPageSize });
export type StaffCustomersQuery = z.input<typeof StaffCustomersQuery>;

export const StaffCustomerRow = z.object({
  customerNumber: z.string(),
  name: z.string(),
  market: Market,
  currency: z.string(),
  city: z.string().nullable(),
  salesRep: z.string().nullable(),
  active: z.boolean(),
  users: z.number().int(),
});
export type StaffCustomerRow = z.infer<typeof StaffCustomerRow>;

export const StaffCustomersResponse = z.object({ items: z.array(StaffCustomerRow), total: z.number().int() });
export type StaffCustomersResponse = z.infer<typeof StaffCustomersResponse>;

export const getStaffCustomers = defineEndpoint({
  method: 'GET',
  path: '/api/staff/customers',
  summary: 'All dealers, searched, filtered and paged',
  tags,
  querystring: StaffCustomersQuery,
  response: StaffCustomersResponse,
  staffRoles: READERS,
});

export const StaffCustomersExportQuery = StaffCustomersFilter.extend({ format: ExportFormat });
export const exportStaffCustomers = {
  method: 'GET',
  path: '/api/staff/customers/export',
  summary: "The dealers the list's filter finds, in its order, as a CSV or XLSX file (format); streamed",
  tags,
  querystring: StaffCustomersExportQuery,
  contentTypes: Object.values(EXPORT_CONTENT_TYPES),
  staffRoles: getStaffCustomers.staffRoles,
} as const satisfies StaffFileDownload;

const Address = z.object({
  line1: singleLine(requiredText(100)),
  postalCode: singleLine(requiredText(20)),
  city: singleLine(requiredText(80)),
});
const OptionalAddress = z.object({
  line1: singleLine(optionalText(100)),
  postalCode: singleLine(optionalText(20)),
  city: singleLine(optionalText(80)),
});

/** The longest payment term a dealer can be given, in days. */
export const MAX_PAYMENT_TERMS_DAYS = 120;
/** How many delivery addresses a dealer keeps. */
export const MAX_DELIVERY_ADDRESSES = 50;

const regionCheck = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
/** An ISO 3166-1 alpha-2 country code, in capitals (`SE`, `NO`, `DE`). */
export const CountryCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'expected an ISO 3166 alpha-2 country code')
  // Only a code of two letters is looked up: the lookup throws on anything else.
  .refine((code) => !/^[A-Z]{2}$/.test(code) || regionCheck.of(code) !== undefined, 'is not a country');

/** A delivery address of a dealer; `id` keeps an address the dealer may have chosen before. */
export const DeliveryAddressInput = z
  .object({
    id: crmGuid.optional(),
    name: singleLine(requiredText(100)),
    line1: singleLine(requiredText(100)),
    line2: singleLine(optionalText(100)),
    postalCode: singleLine(requiredText(20)),
    city: singleLine(requiredText(80)),
    country: CountryCode,
    primary: z.boolean(),
  })
  .superRefine((a, ctx) => {
    if (a.country === 'SE' && !isSwedishPostalCode(a.postalCode))
      ctx.addIssue({ code: 'custom', path: ['postalCode'], message: 'expected a Swedish postal code (123 45)' });
  });
export type DeliveryAddressInput = z.input<typeof DeliveryAddressInput>;

/**
 * What staff edit of a dealer. The currency follows the market; the price list must be in it.
 * The fields added later (VAT number, terms, invoice address, store details, order block, delivery
 * addresses) may be left out of an edit, which keeps what is stored.
 */
const CustomerFields = z.object({
  name: singleLine(requiredText(160)),
  market: Market,
  priceListId: singleLine(z.string().trim().max(50)).nullable(),
  discountPercent: z.number().min(0).max(100),
  salesRepId: crmGuid.nullable(),
  phone: singleLine(optionalText(50)),
  email: emailAddress().optional().or(z.literal('')),
  postal: Address,
  visiting: OptionalAddress,
  active: z.boolean(),
  /** The store's own name, as the dealer's account screen and the order show it. */
  commonName: singleLine(optionalText(100)),
  website: singleLine(optionalText(200)),
  /** Validated in the market's form; stored compact and in capitals. Empty: none. */
  vatNumber: singleLine(optionalText(30)),
  paymentTermsDays: z.number().int().min(0).max(MAX_PAYMENT_TERMS_DAYS).optional(),
  /** Where the invoices go besides the dealer's Portal Admins. Empty: only to them. */
  invoiceEmail: emailAddress().optional().or(z.literal('')),
  orderBlocked: z.boolean().optional(),
  /** Shown to the dealer's users as it is written while ordering is blocked. */
  orderBlockReason: singleLine(optionalText(300)),
  deliveryAddresses: z.array(DeliveryAddressInput).max(MAX_DELIVERY_ADDRESSES).optional(),
});

type Fields = z.output<typeof CustomerFields>;
function checkCustomer(c: Fields, ctx: z.core.$RefinementCtx<Fields>) {
  if (c.vatNumber && !isVatNumberOf(c.market, normalizeVatNumber(c.market, c.vatNumber)))
    ctx.addIssue({ code: 'custom', path: ['vatNumber'], message: `expected a VAT number like ${VAT_NUMBER_EXAMPLES[c.market]}` });
  if (c.orderBlocked && !c.orderBlockReason)
    ctx.addIssue({ code: 'custom', path: ['orderBlockReason'], message: 'is required while ordering is blocked' });
  const addresses = c.deliveryAddresses ?? [];
  if (addresses.length > 0 && addresses.filter((a) => a.primary).length !== 1)
    ctx.addIssue({ code: 'custom', path: ['deliveryAddresses'], message: 'exactly one delivery address must be the primary one' });
  const ids = addresses.flatMap((a) => (a.id ? [a.id] : []));
  if (new Set(ids).size !== ids.length)
    ctx.addIssue({ code: 'custom', path: ['deliveryAddresses'], message: 'an address id is given twice' });
}

export const StaffCustomerInput = CustomerFields.superRefine(checkCustomer);
export type StaffCustomerInput = z.input<typeof StaffCustomerInput>;

export const CreateStaffCustomerRequest = CustomerFields.extend({
  customerNumber: z.string().trim().regex(CUSTOMER_NUMBER, 'expected 3 to 10 digits'),
}).superRefine(checkCustomer);
export type CreateStaffCustomerRequest = z.input<typeof CreateStaffCustomerRequest>;

export const StaffUser = z.object({
  contactId: crmGuid,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  mobile: z.string().nullable(),
  accessLevel: AccessLevel,
  active: z.boolean(),
  /** Whether a password has been set (through an invitation or a reset). */
  hasPassword: z.boolean(),
  /** The newest invitation not yet used, if any. */
  invitation: z.object({ expiresAt: z.iso.datetime(), expired: z.boolean() }).nullable(),
});
export type StaffUser = z.infer<typeof StaffUser>;

export const StaffCustomerDetail = StaffCustomerRow.extend({
  priceListId: z.string().nullable(),
  discountPercent: z.number(),
  salesRepId: crmGuid.nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  postal: z.object({ line1: z.string().nullable(), postalCode: z.string().nullable(), city: z.string().nullable() }),
  visiting: z.object({ line1: z.string().nullable(), postalCode: z.string().nullable(), city: z.string().nullable() }),
  commonName: z.string().nullable(),
  website: z.string().nullable(),
  vatNumber: z.string().nullable(),
  paymentTermsDays: z.number().int(),
  invoiceEmail: z.string().nullable(),
  orderBlocked: z.boolean(),
  orderBlockReason: z.string().nullable(),
  creditLimit: z.number().nullable().describe("In the dealer's currency; null: no limit"),
  blockWhenOverdueDays: z.number().int().nullable().describe('null: overdue invoices block no orders'),
  deliveryAddresses: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      line1: z.string(),
      line2: z.string().nullable(),
      postalCode: z.string(),
      city: z.string(),
      country: z.string().describe('ISO 3166 alpha-2, in capitals'),
      primary: z.boolean(),
    }),
  ),
  userList: z.array(StaffUser),
});
export type StaffCustomerDetail = z.infer<typeof StaffCustomerDetail>;

export const getStaffCustomer = defineEndpoint({
  method: 'GET',
  path: '/api/staff/customers/{customerNumber}',
  summary: 'One dealer with its addresses and users (customer service reads it too)',
  tags,
  params: CustomerNumberParams,
  response: StaffCustomerDetail,
  staffRoles: READERS,
});

export const createStaffCustomer = defineEndpoint({
  method: 'POST',
  path: '/api/staff/customers',
  summary: 'Add a dealer; 409 when the customer number is taken',
  tags,
  body: CreateStaffCustomerRequest,
  response: StaffCustomerDetail,
  staffRoles: SALES,
});

export const updateStaffCustomer = defineEndpoint({
  method: 'PUT',
  path: '/api/staff/customers/{customerNumber}',
  summary: "Edit a dealer's details, terms and addresses, or deactivate it",
  tags,
  params: CustomerNumberParams,
  body: StaffCustomerInput,
  response: StaffCustomerDetail,
  staffRoles: SALES,
});

export const CustomerOptionsResponse = z.object({
  priceLists: z.array(z.object({ id: z.string(), name: z.string(), currency: z.string() })),
  salesReps: z.array(z.object({ id: crmGuid, name: z.string() })),
});
export type CustomerOptionsResponse = z.infer<typeof CustomerOptionsResponse>;

export const getCustomerOptions = defineEndpoint({
  method: 'GET',
  path: '/api/staff/customer-options',
  summary: 'The price lists and sales representatives a dealer can be given',
  tags,
  response: CustomerOptionsResponse,
  staffRoles: READERS,
});

// --- a dealer's users

const CustomerUserParams = CustomerNumberParams.extend(ContactIdParams.shape);

export const inviteCustomerUser = defineEndpoint({
  method: 'POST',
  path: '/api/staff/customers/{customerNumber}/invitations',
  summary:
    "Invite a user of a dealer: a one-time link, valid 7 days, by e-mail; an address used elsewhere answers the same (its owner is told), the dealer's own user 409 EMAIL_IN_USE",
  tags,
  params: CustomerNumberParams,
  body: InviteUserRequest,
  response: InvitationSent,
  staffRoles: SALES,
});

export const resendCustomerInvitation = defineEndpoint({
  method: 'POST',
  path: '/api/staff/customers/{customerNumber}/users/{contactId}/invitation',
  summary: 'A new link for a user who has not set a password yet; the earlier link stops working',
  tags,
  params: CustomerUserParams,
  response: InvitationResponse,
  staffRoles: SALES,
});

export const setCustomerUserActive = defineEndpoint({
  method: 'PUT',
  path: '/api/staff/customers/{customerNumber}/users/{contactId}/active',
  summary: 'Deactivate a user (no sign-in, no calls) or activate again',
  tags,
  params: CustomerUserParams,
  body: SetUserActiveRequest,
  response: StaffUser,
  staffRoles: SALES,
});

export const SetAccessLevelRequest = z.object({ accessLevel: AccessLevel });
export const setCustomerUserAccessLevel = defineEndpoint({
  method: 'PUT',
  path: '/api/staff/customers/{customerNumber}/users/{contactId}/access-level',
  summary: "Change a user's access level; the dealer keeps at least one active Portal Admin (409 LAST_ADMIN)",
  tags,
  params: CustomerUserParams,
  body: SetAccessLevelRequest,
  response: StaffUser,
  staffRoles: SALES,
});

export const StaffUserDetailsRequest = z.object({
  firstName: singleLine(requiredText(50)),
  lastName: singleLine(requiredText(50)),
  phone: singleLine(optionalText(50)),
  mobile: singleLine(optionalText(50)),
});
export type StaffUserDetailsRequest = z.input<typeof StaffUserDetailsRequest>;

export const setCustomerUserDetails = defineEndpoint({
  method: 'PUT',
  path: '/api/staff/customers/{customerNumber}/users/{contactId}',
  summary: "Set a user's name, phone and mobile (the e-mail address changes only through its owner's confirmed link)",
  tags,
  params: CustomerUserParams,
  body: StaffUserDetailsRequest,
  response: StaffUser,
  staffRoles: SALES,
});

// --- credit (ADR 0078)

export const SetCustomerCreditRequest = z.object({
  creditLimit: z
    .number()
    .min(0)
    .max(MAX_CREDIT_LIMIT)
    .refine((n) => round2(n) === n, 'at most two decimals')
    .nullable()
    .describe("In the dealer's currency; null: no limit"),
  paymentTermsDays: z.number().int().min(0).max(MAX_PAYMENT_TERMS_DAYS),
  blockWhenOverdueDays: z
    .number()
    .int()
    .min(0)
    .max(MAX_BLOCK_WHEN_OVERDUE_DAYS)
    .nullable()
    .describe('Days past due after which an unpaid invoice holds new orders; null: none holds them'),
});
export type SetCustomerCreditRequest = z.infer<typeof SetCustomerCreditRequest>;

export const setCustomerCredit = defineEndpoint({
  method: 'PUT',
  path: '/api/staff/customers/{customerNumber}/credit',
  summary: "Set a dealer's credit limit, payment terms and the overdue days that hold its orders",
  tags,
  params: CustomerNumberParams,
  body: SetCustomerCreditRequest,
  response: StaffCustomerDetail,
  staffRoles: SALES,
});

// --- viewing the portal as one of the dealer's users, read-only (view-as.ts, ADR 0088)

export const StartViewAsResponse = z.object({
  /** The portal's page that exchanges the code, the code after `#` so no server or log sees it. */
  link: z.string(),
  /** Until when the code may be exchanged. */
  codeExpiresAt: z.iso.datetime(),
});
export type StartViewAsResponse = z.infer<typeof StartViewAsResponse>;

export const startViewAs = defineEndpoint({
  method: 'POST',
  path: '/api/staff/customers/{customerNumber}/users/{contactId}/view-as',
  summary: "Start viewing the dealer portal as one of the dealer's users, read-only",
  description: `Answers a one-time link (valid ${VIEW_AS_CODE_SECONDS} seconds) to the portal's \`/view-as\` page. Audited as \`user.view-as.start\`.`,
  tags,
  params: CustomerUserParams,
  response: StartViewAsResponse,
  staffRoles: VIEW_AS_ROLES,
});

// --- the dealer's activity in the back office: what it did and what staff noted, newest first

export const DEALER_ACTIVITY_KINDS = ['order', 'complaint', 'invoice', 'sign-in', 'view-as', 'mail', 'note'] as const;
export type DealerActivityKind = (typeof DEALER_ACTIVITY_KINDS)[number];
export const DEALER_ACTIVITY_PAGE_SIZE = 30;

/** Where a page ends: read on from it with `before`. */
const ActivityCursor = z.string().regex(/^\d{4}-\d{2}-\d{2}T[^|]+\|[a-z-]+\|[^|]{1,100}$/, 'expected the next of a page read before');

export const DealerActivityQuery = z.object({
  kind: z.enum(DEALER_ACTIVITY_KINDS).optional().describe('Only this kind'),
  before: ActivityCursor.optional().describe("The previous page's next"),
});
export type DealerActivityQuery = z.input<typeof DealerActivityQuery>;

export const DealerActivityItem = z.object({
  kind: z.enum(DEALER_ACTIVITY_KINDS),
  /** The record's own id: an order or invoice number, a complaint's id, a note's or a message's id. */
  id: z.string(),
  at: z.iso.datetime(),
  /** What the record is called: an order or invoice number, a case number, a subject; a note's text. Null: a message's subject not kept (not written yet, or removed after its retention). */
  title: z.string().nullable(),
  /** Its state: an order's or complaint's status code, an invoice's kind, a message's delivery state; a view's `open`, `ended` or `expired`. */
  status: z.string().nullable(),
  /** An amount in the dealer's currency (orders, invoices). */
  amount: z.number().nullable(),
  currency: z.string().nullable(),
  /** Who: the dealer's user who signed in, ordered or filed; the staff member who wrote a note or viewed the portal as the user (the title); a message's recipient. */
  by: z.string().nullable(),
});
export type DealerActivityItem = z.infer<typeof DealerActivityItem>;

export const DealerActivityResponse = z.object({
  items: z.array(DealerActivityItem),
  /** Pass as `before` for the older ones; null at the first thing the dealer did. */
  next: z.string().nullable(),
});
export type DealerActivityResponse = z.infer<typeof DealerActivityResponse>;

export const getDealerActivity = defineEndpoint({
  method: 'GET',
  path: '/api/staff/customers/{customerNumber}/activity',
  summary: `A dealer's activity, newest first, ${DEALER_ACTIVITY_PAGE_SIZE} at a time: orders, complaints, invoices, sign-ins, e-mails sent and staff's notes`,
  tags,
  params: CustomerNumberParams,
  querystring: DealerActivityQuery,
  response: DealerActivityResponse,
  staffRoles: READERS,
});

/** Staff write notes about a dealer as long as a complaint's internal note. */
export const AddDealerNoteRequest = z.object({ text: requiredText(MAX_STAFF_NOTE_LENGTH) });
export type AddDealerNoteRequest = z.infer<typeof AddDealerNoteRequest>;

export const addDealerNote = defineEndpoint({
  method: 'POST',
  path: '/api/staff/customers/{customerNumber}/notes',
  summary: "Note something about a dealer (a call, an agreement): internal, in the dealer's activity, never shown to the dealer",
  tags,
  params: CustomerNumberParams,
  body: AddDealerNoteRequest,
  response: DealerActivityItem,
  staffRoles: READERS,
});
