import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { EmptyResponse, emailAddress, requiredText, singleLine, valueList } from './common.js';

const tags = ['reseller'] as const;

// Contact (user) — spec 000 §3
export const GetMyContactResponse = z.object({
  contactid: z.string(),
  emailaddress1: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  telephone1: z.string().nullable(),
  mobilephone: z.string().nullable(),
});
export type GetMyContactResponse = z.infer<typeof GetMyContactResponse>;

export const getMyContact = defineEndpoint({
  method: 'GET',
  path: '/api/reseller/myContact',
  summary: 'The signed-in user as a contact',
  tags,
  response: GetMyContactResponse,
});

// Beyond the spec: the user box has Edit/Submit but no save call is shown (spec 000 §5).
export const UpdateMyContactRequest = z.object({
  emailaddress1: emailAddress(),
  firstname: singleLine(requiredText(50)),
  lastname: singleLine(requiredText(50)),
  telephone1: singleLine(requiredText(50)),
  mobilephone: singleLine(requiredText(50)),
});
export type UpdateMyContactRequest = z.infer<typeof UpdateMyContactRequest>;
export const UpdateMyContactResponse = EmptyResponse;
export type UpdateMyContactResponse = z.infer<typeof UpdateMyContactResponse>;

export const updateMyContact = defineEndpoint({
  method: 'PUT',
  path: '/api/reseller/myContact',
  summary: "Update the signed-in user's contact details",
  tags,
  body: UpdateMyContactRequest,
  response: UpdateMyContactResponse,
});

export const GetPostalAddressResponse = z.object({
  // Beyond the spec: the company's registered name, the first line of its billing address.
  name: z.string().describe("The company's registered name, as invoices carry it"),
  address1_line1: z.string().nullable(),
  address1_postalcode: z.string().nullable(),
  address1_city: z.string().nullable(),
});
export type GetPostalAddressResponse = z.infer<typeof GetPostalAddressResponse>;

export const getPostalAddress = defineEndpoint({
  method: 'GET',
  path: '/api/reseller/postalAddress',
  summary: "The reseller's postal address",
  tags,
  response: GetPostalAddressResponse,
});

export const GetVisitingAddressResponse = z.object({
  address2_line1: z.string().nullable(),
  address2_postalcode: z.string().nullable(),
  address2_city: z.string().nullable(),
});
export type GetVisitingAddressResponse = z.infer<typeof GetVisitingAddressResponse>;

export const getVisitingAddress = defineEndpoint({
  method: 'GET',
  path: '/api/reseller/visitingAddress',
  summary: "The reseller's visiting (physical) address",
  tags,
  response: GetVisitingAddressResponse,
});

// Beyond the spec: the header names the dealer's company and customer number.
export const GetCompanyResponse = z.object({
  name: z.string().describe("The company's registered name"),
  customerNumber: z.string(),
});
export type GetCompanyResponse = z.infer<typeof GetCompanyResponse>;

export const getCompany = defineEndpoint({
  method: 'GET',
  path: '/api/reseller/company',
  summary: "The signed-in dealer's company name and customer number",
  tags,
  response: GetCompanyResponse,
});

// Beyond the spec: sales administration can stop a dealer's orders, with a reason the dealer reads.
export const GetOrderBlockResponse = z.object({
  blocked: z.boolean(),
  reason: z.string().nullable().describe('As sales administration wrote it, while ordering is blocked'),
});
export type GetOrderBlockResponse = z.infer<typeof GetOrderBlockResponse>;

export const getOrderBlock = defineEndpoint({
  method: 'GET',
  path: '/api/reseller/orderBlock',
  summary: "Whether the dealer's ordering is blocked, and why; placeOrder answers 409 ORDER_BLOCKED meanwhile",
  tags,
  response: GetOrderBlockResponse,
});

export const GetContactInfoResponse = z.object({
  ed_commonname: z.string().nullable(),
  telephone1: z.string().nullable(),
  emailaddress1: z.string().nullable(),
  websiteurl: z.string().nullable(),
});
export type GetContactInfoResponse = z.infer<typeof GetContactInfoResponse>;

export const getContactInfo = defineEndpoint({
  method: 'GET',
  path: '/api/reseller/contactInfo',
  summary: "The reseller's company contact details",
  tags,
  response: GetContactInfoResponse,
});

const DeliveryAddress = z.object({
  // Beyond the spec: the checkout names the address the dealer chose by it.
  id: z.string().describe('Names the address in placeOrder (DeliveryAddressId)'),
  name: z.string(),
  line1: z.string(),
  line2: z.string().nullable(),
  line3: z.string().nullable(),
  city: z.string(),
  postalcode: z.string(),
  country: z.string(),
  ed_primary: z.boolean(),
});

export const GetDeliveryAddressResponse = valueList(z.object({ Account_CustomerAddress: z.array(DeliveryAddress) }));
export type GetDeliveryAddressResponse = z.infer<typeof GetDeliveryAddressResponse>;

export const getDeliveryAddress = defineEndpoint({
  method: 'GET',
  path: '/api/reseller/deliveryAddress',
  summary: "The reseller's delivery addresses; ed_primary marks the default",
  tags,
  response: GetDeliveryAddressResponse,
});

// Lengths follow the CRM account columns, so a save can never be truncated there.
export const UpdateContactInfoRequest = z.object({
  commonName: singleLine(requiredText(160)),
  email: emailAddress(),
  website: singleLine(requiredText(200)),
  phone: singleLine(requiredText(50)),
});
export type UpdateContactInfoRequest = z.infer<typeof UpdateContactInfoRequest>;
export const UpdateContactInfoResponse = EmptyResponse;
export type UpdateContactInfoResponse = z.infer<typeof UpdateContactInfoResponse>;

export const updateContactInfo = defineEndpoint({
  method: 'PUT',
  path: '/api/reseller/contactInfo',
  summary: "Update the reseller's company contact details",
  tags,
  body: UpdateContactInfoRequest,
  response: UpdateContactInfoResponse,
});

export const IsSignedUpForCampaignResponse = z.object({
  ed_signedupforthisyearscampaign: z.boolean(),
});
export type IsSignedUpForCampaignResponse = z.infer<typeof IsSignedUpForCampaignResponse>;

export const isSignedUpForCampaign = defineEndpoint({
  method: 'GET',
  path: '/api/reseller/isSignedUpForCampaign',
  summary: "Whether the reseller is signed up for this year's campaign",
  tags,
  response: IsSignedUpForCampaignResponse,
});

export const SignUpForCampaignResponse = EmptyResponse;
export type SignUpForCampaignResponse = z.infer<typeof SignUpForCampaignResponse>;

// A GET that writes: kept as the spec has it (spec 000 §7).
export const signUpForCampaign = defineEndpoint({
  method: 'GET',
  changesState: true,
  path: '/api/reseller/signUpForCampaign',
  summary: "Sign the reseller up for this year's campaign",
  tags,
  response: SignUpForCampaignResponse,
});

// Every field may be missing; the contact page renders only those present (spec 001 §2).
export const GetSalesRepInfoResponse = z.object({
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  internalemailaddress: z.string().nullable(),
  address1_telephone1: z.string().nullable(),
  mobilephone: z.string().nullable(),
});
export type GetSalesRepInfoResponse = z.infer<typeof GetSalesRepInfoResponse>;

export const getSalesRepInfo = defineEndpoint({
  method: 'GET',
  path: '/api/reseller/salesRepInfo',
  summary: "The reseller's sales representative; all fields null when none is assigned",
  tags,
  response: GetSalesRepInfoResponse,
});
