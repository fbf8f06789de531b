import { z } from 'zod';
import { AccessLevel, CrmId, emailAddress, Market, optionalText, requiredText, singleLine } from './common.js';
import { defineEndpoint } from './endpoint.js';
import { ContactIdParams, InvitationResponse, InvitationSent, InviteUserRequest, SetUserActiveRequest } from './invitations.js';
import { StaffPage, StaffPageSize, StaffSearch } from './staff-common.js';

const tags = ['staff: dealers and users'] as const;
const SALES = ['sales-admin'] as const;

/** Customer numbers are the ERP's digits. */
export const CUSTOMER_NUMBER = /^\d{3,10}$/;
export const CustomerNumberParams = z.object({ customerNumber: z.string().regex(CUSTOMER_NUMBER, 'expected a customer number') });

export const StaffCustomersQuery = z.object({
  market: Market.optional(),
  active: z.enum(['true', 'false']).optional(),
  search: StaffSearch.describe('Customer number, or a part of the name or city'),
  page: StaffPage,
  pageSize: StaffPageSize,
});
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
  staffRoles: SALES,
});

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

/** What staff edit of a dealer. The currency follows the market; the price list must be in it. */
export const StaffCustomerInput = z.object({
  name: singleLine(requiredText(160)),
  market: Market,
  priceListId: singleLine(z.string().trim().max(50)).nullable(),
  discountPercent: z.number().min(0).max(100),
  salesRepId: CrmId.nullable(),
  phone: singleLine(optionalText(50)),
  email: emailAddress().optional().or(z.literal('')),
  postal: Address,
  visiting: OptionalAddress,
  active: z.boolean(),
});
export type StaffCustomerInput = z.input<typeof StaffCustomerInput>;

export const CreateStaffCustomerRequest = StaffCustomerInput.extend({
  customerNumber: z.string().trim().regex(CUSTOMER_NUMBER, 'expected 3 to 10 digits'),
});
export type CreateStaffCustomerRequest = z.input<typeof CreateStaffCustomerRequest>;

export const StaffUser = z.object({
  contactId: CrmId,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
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
  salesRepId: CrmId.nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  postal: z.object({ line1: z.string().nullable(), postalCode: z.string().nullable(), city: z.string().nullable() }),
  visiting: z.object({ line1: z.string().nullable(), postalCode: z.string().nullable(), city: z.string().nullable() }),
  deliveryAddresses: z.array(
    z.object({ name: z.string(), line1: z.string(), postalCode: z.string(), city: z.string(), primary: z.boolean() }),
  ),
  userList: z.array(StaffUser),
});
export type StaffCustomerDetail = z.infer<typeof StaffCustomerDetail>;

export const getStaffCustomer = defineEndpoint({
  method: 'GET',
  path: '/api/staff/customers/{customerNumber}',
  summary: 'One dealer with its addresses and users',
  tags,
  params: CustomerNumberParams,
  response: StaffCustomerDetail,
  staffRoles: SALES,
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
  salesReps: z.array(z.object({ id: CrmId, name: z.string() })),
});
export type CustomerOptionsResponse = z.infer<typeof CustomerOptionsResponse>;

export const getCustomerOptions = defineEndpoint({
  method: 'GET',
  path: '/api/staff/customer-options',
  summary: 'The price lists and sales representatives a dealer can be given',
  tags,
  response: CustomerOptionsResponse,
  staffRoles: SALES,
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
