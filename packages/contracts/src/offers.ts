import { z } from 'zod';
import { defineEndpoint, type FileDownload } from './endpoint.js';
import { emailAddress, IsoDateTime, Language, optionalText, requiredText, singleLine, crmGuid } from './common.js';
import { CartBatchResponse, CartLineId, MAX_CONFIG_ITEMS } from './cart.js';
import { Ruleset } from './configurator.js';
import { ConfigItemInput } from './config-item-input.js';
import { MAX_QUANTITY, MIN_QUANTITY } from './order.js';
import { round2 } from './money.js';
import type { Market } from './languages.js';

/**
 * Offers (beyond the spec): a dealer's own offer to its end customer, at the dealer's sale prices
 * including the VAT of its market, with its own branding. The dealer sees its net price and margin
 * beside every line; the offer's PDF and e-mail never carry them. Offers are shared by the users of
 * one dealer; another dealer's offer answers 404, and the manufacturer's staff see counts only.
 */
const tags = ['offers'] as const;

/** The VAT a consumer pays in each market (standard rate): the offer's prices include it. */
export const CONSUMER_VAT_PERCENT = { se: 25, no: 25, dk: 25, de: 19, fi: 25.5 } as const satisfies Record<Market, number>;

export const OFFER_STATUSES = ['draft', 'sent', 'accepted', 'declined', 'expired'] as const;
export const OfferStatus = z.enum(OFFER_STATUSES);
export type OfferStatus = z.infer<typeof OfferStatus>;
/** The statuses a dealer sets by hand; `sent` comes with sending, `expired` from the validity date. */
export const OfferDecision = z.enum(['accepted', 'declined']);

/** What an offer's history records; `other` for anything recorded before these were named. */
export const OFFER_HISTORY_EVENTS = [
  'created',
  'changed',
  'sent',
  'accepted',
  'declined',
  'customer-erased',
  'to-cart',
  'copied-from',
  'revised-from',
  'revised-as',
  'copied-as',
  'other',
] as const;
export type OfferHistoryEvent = (typeof OFFER_HISTORY_EVENTS)[number];

/** A recorded action ("revised from 1001") as its event and the other offer's number. */
export function offerHistoryEvent(action: string): { event: OfferHistoryEvent; ref: string | null } {
  const withRef = /^(copied from|revised from|revised as|copied as) (\S+)$/.exec(action);
  if (withRef) return { event: withRef[1]!.replace(' ', '-') as OfferHistoryEvent, ref: withRef[2]! };
  const plain = action.replace(' ', '-');
  return (OFFER_HISTORY_EVENTS as readonly string[]).includes(plain) && plain !== 'other'
    ? { event: plain as OfferHistoryEvent, ref: null }
    : { event: 'other', ref: null };
}

export const MAX_OFFER_LINES = 200;
export const MAX_OFFER_PRICE = 10_000_000;
export const OFFER_COVER_TEXT_MAX_LENGTH = 4000;
export const OFFER_LINE_KINDS = ['article', 'configured', 'free'] as const;

const Money = z.number().min(0).max(MAX_OFFER_PRICE);
const IsoDay = z.iso.date().describe('yyyy-mm-dd');

export const OfferCustomerRequest = z.object({
  name: singleLine(requiredText(100)),
  email: emailAddress(),
  phone: singleLine(optionalText(40)),
  address: optionalText(300).describe('Street, post code and city, one per line'),
});
export type OfferCustomerRequest = z.infer<typeof OfferCustomerRequest>;

export const OfferLineRequest = z
  .object({
    id: crmGuid.optional().describe("A line of the offer being edited: keeps what it came from (a configured product's configuration)"),
    itemNumber: singleLine(z.string().trim().min(1).max(40)).optional().describe("An article of the dealer's price list"),
    text: singleLine(optionalText(200)).describe("The line's text: required for a free line (installation, chimney work, …)"),
    quantity: z.number().int().min(MIN_QUANTITY).max(MAX_QUANTITY),
    unitPriceInclVat: Money.optional().describe("The dealer's own sale price incl. VAT; left out, the offer's markup on the net price"),
    vatRate: z.number().min(0).max(50).optional().describe("VAT in percent; left out, the consumer VAT of the dealer's market"),
  })
  .refine((line) => line.id !== undefined || line.itemNumber !== undefined || (line.text !== undefined && line.text !== ''), {
    error: 'an item number, or a text for a free line',
    path: ['text'],
  })
  .refine((line) => line.id !== undefined || line.itemNumber !== undefined || line.unitPriceInclVat !== undefined, {
    error: 'a free line needs its price',
    path: ['unitPriceInclVat'],
  });
export type OfferLineRequest = z.infer<typeof OfferLineRequest>;

const offerFields = {
  customer: OfferCustomerRequest,
  lines: z.array(OfferLineRequest).max(MAX_OFFER_LINES),
  markupPercent: z
    .number()
    .min(0)
    .max(1000)
    .optional()
    .describe("One markup on the dealer's net prices, for lines without a price of their own"),
  priceStep: z
    .number()
    .min(0.01)
    .max(10_000)
    .optional()
    .describe('Marked-up prices excl. VAT are rounded to a multiple of this (1, 10, 100, …)'),
  discount: Money.optional().describe('An amount incl. VAT taken off the whole offer'),
  validUntil: IsoDay,
  language: Language.describe("The end customer's language: the PDF's and the e-mail's"),
  coverText: optionalText(OFFER_COVER_TEXT_MAX_LENGTH).describe('The letter above the lines'),
};

/** The configured products an offer may start from at once (the configurator's result is one). */
export const MAX_OFFER_CONFIGURATIONS = 10;

/**
 * A completed configuration of the caller's dealer, as the configurator's result puts it into the cart (the same
 * fields the cart keeps): it becomes a configured line, priced from the server's copy, its configuration kept.
 */
export const OfferConfiguredRequest = z.object({
  headerId: CartLineId.describe('The completed configuration; another dealer’s answers 404'),
  ruleset: Ruleset,
  sku: singleLine(z.string().max(100)).optional(),
  title: singleLine(z.string().max(500)).optional(),
  image: singleLine(z.string().max(2000)).optional(),
  items: z.array(ConfigItemInput).max(MAX_CONFIG_ITEMS).optional(),
});
export type OfferConfiguredRequest = z.infer<typeof OfferConfiguredRequest>;

export const CreateOfferRequest = z.object({
  ...offerFields,
  fromCart: z.boolean().optional().describe("Start from the caller's cart: its articles and configured products go first"),
  fromOrderList: crmGuid
    .optional()
    .describe("Start from one of the dealer's saved carts (order lists), as from the cart; another dealer's answers 404"),
  configured: z
    .array(OfferConfiguredRequest)
    .max(MAX_OFFER_CONFIGURATIONS)
    .optional()
    .describe("Start from the configurator's result: each configured product goes first (after the cart's), one of each"),
});
export type CreateOfferRequest = z.infer<typeof CreateOfferRequest>;

export const UpdateOfferRequest = z.object(offerFields);
export type UpdateOfferRequest = z.infer<typeof UpdateOfferRequest>;

export const OfferLine = z.object({
  id: crmGuid,
  kind: z.enum(OFFER_LINE_KINDS),
  itemNumber: z.string().nullable(),
  text: z.string(),
  quantity: z.number().int(),
  unitPriceInclVat: z.number(),
  vatRate: z.number(),
  amountInclVat: z.number(),
  netUnitPrice: z.number().nullable().describe("The dealer's net price excl. VAT (articles, configured products); never on the PDF"),
  marginPerUnit: z.number().nullable().describe('Sale price excl. VAT less the net price; never on the PDF'),
});
export type OfferLine = z.infer<typeof OfferLine>;

export const OfferSummary = z
  .object({
    id: crmGuid,
    number: z.string(),
    version: z.number().int(),
    status: OfferStatus,
    customerName: z.string().nullable().describe('null once the end customer is erased'),
    totalInclVat: z.number(),
    currency: z.string(),
    validUntil: IsoDay,
    changedAt: IsoDateTime,
    createdBy: z.string(),
  })
  .meta({ id: 'OfferSummary' });
export type OfferSummary = z.infer<typeof OfferSummary>;

export const Offer = OfferSummary.extend({
  customer: z.object({
    name: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    address: z.string().nullable(),
    erased: z.boolean(),
  }),
  language: Language,
  vatPercent: z.number().describe("The consumer VAT of the dealer's market"),
  markupPercent: z.number().nullable(),
  priceStep: z.number().nullable(),
  discount: z.number(),
  coverText: z.string(),
  lines: z.array(OfferLine),
  linesInclVat: z.number().describe('The lines before the discount'),
  totalInclVat: z.number(),
  totalExclVat: z.number(),
  vatAmount: z.number(),
  netTotal: z.number().describe('What the articles cost the dealer, excl. VAT; never on the PDF'),
  margin: z.number().describe('Total excl. VAT less the net total; never on the PDF'),
  createdAt: IsoDateTime,
  sentAt: IsoDateTime.nullable(),
  decidedAt: IsoDateTime.nullable(),
  history: z
    .array(
      z.object({
        at: IsoDateTime,
        action: z.string().describe('As recorded, in English'),
        event: z.enum(OFFER_HISTORY_EVENTS).describe('What happened, for the screen to word'),
        ref: z.string().nullable().describe('The other offer of a copy or a new version (its number); else null'),
        by: z.string().nullable().describe('The dealer’s user who did it'),
      }),
    )
    .describe("Who made, changed, sent, revised and decided the offer, and when: the dealer's own record (staff read no offer)"),
}).meta({ id: 'Offer' });
export type Offer = z.infer<typeof Offer>;

export const OfferParams = z.object({ id: crmGuid });

export const createOffer = defineEndpoint({
  method: 'POST',
  path: '/api/offers',
  summary: "Make an offer to an end customer at the dealer's sale prices incl. VAT (a draft)",
  description:
    "An article line is priced at the dealer's net price × (1 + markupPercent / 100), rounded to the price step, plus the market's VAT, unless it has a price of its own; a free line has its text, price and VAT rate.",
  tags,
  body: CreateOfferRequest,
  response: Offer,
});

export const getOffers = defineEndpoint({
  method: 'GET',
  path: '/api/offers',
  summary: "The dealer's offers, the last changed first",
  tags,
  response: z.object({ offers: z.array(OfferSummary) }),
});

export const getOffer = defineEndpoint({
  method: 'GET',
  path: '/api/offers/{id}',
  summary: 'One offer with its lines, totals, and the net price and margin the dealer alone sees',
  tags,
  params: OfferParams,
  response: Offer,
});

export const updateOffer = defineEndpoint({
  method: 'PUT',
  path: '/api/offers/{id}',
  summary: 'Change a draft offer (409 STATUS_TRANSITION_NOT_ALLOWED once it is sent: revise it instead)',
  tags,
  params: OfferParams,
  body: UpdateOfferRequest,
  response: Offer,
});

export const copyOffer = defineEndpoint({
  method: 'POST',
  path: '/api/offers/{id}/copy',
  summary: 'A new draft offer with a number of its own, from this one',
  tags,
  params: OfferParams,
  response: Offer,
});

export const reviseOffer = defineEndpoint({
  method: 'POST',
  path: '/api/offers/{id}/revise',
  summary: "The offer's next version, as a draft under the same number",
  tags,
  params: OfferParams,
  response: Offer,
});

export const SetOfferStatusRequest = z.object({ status: OfferDecision });
export const setOfferStatus = defineEndpoint({
  method: 'POST',
  path: '/api/offers/{id}/status',
  summary: "Record the end customer's answer: accepted or declined (409 STATUS_TRANSITION_NOT_ALLOWED after its validity or a decision)",
  tags,
  params: OfferParams,
  body: SetOfferStatusRequest,
  response: Offer,
});

export const SendOfferRequest = z.object({ message: optionalText(2000).describe('A few words above the offer in the e-mail') });
export const sendOffer = defineEndpoint({
  method: 'POST',
  path: '/api/offers/{id}/send',
  summary: "E-mail the offer's PDF to the end customer from the dealer's name, replies to the sending user",
  tags,
  params: OfferParams,
  body: SendOfferRequest,
  response: Offer,
});

export const OfferToCartRequest = z.object({
  changeId: z.uuid().optional().describe('Generated once per click; the same id again is applied once'),
});
export const offerToCart = defineEndpoint({
  method: 'POST',
  path: '/api/offers/{id}/to-cart',
  summary: "Put the offer's articles and configured products into the caller's cart, at the dealer's net prices",
  tags,
  params: OfferParams,
  body: OfferToCartRequest,
  response: CartBatchResponse,
});

export const eraseOfferCustomer = defineEndpoint({
  method: 'DELETE',
  path: '/api/offers/{id}/customer',
  summary: "Erase the end customer's name, e-mail, phone and address from the offer, for good",
  tags,
  params: OfferParams,
  response: Offer,
});

export const getOfferPdf = {
  method: 'GET',
  path: '/api/offers/{id}/pdf',
  summary: "The offer as a PDF in the end customer's language, with the dealer's branding (application/pdf, an attachment)",
  tags,
  params: OfferParams,
  querystring: z.object({}),
  contentType: 'application/pdf',
  adminOnly: false,
} as const satisfies FileDownload;

// --- branding

export const OFFER_LOGO_MAX_BYTES = 1024 * 1024;
export const OFFER_LOGO_TYPES = ['image/png', 'image/jpeg'] as const;

export const OfferBrandingRequest = z.object({
  companyName: singleLine(optionalText(100)),
  address: optionalText(300).describe('One line per line of the address'),
  orgNumber: singleLine(optionalText(40)),
  bankDetails: optionalText(300),
  footerTerms: optionalText(1000),
});
export type OfferBrandingRequest = z.infer<typeof OfferBrandingRequest>;

export const OfferBranding = z
  .object({
    companyName: z.string(),
    address: z.string(),
    orgNumber: z.string(),
    bankDetails: z.string(),
    footerTerms: z.string(),
    logo: z.string().nullable().describe('The logo as a data: address; null when none'),
    changedAt: IsoDateTime.nullable(),
  })
  .meta({ id: 'OfferBranding' });
export type OfferBranding = z.infer<typeof OfferBranding>;

export const getOfferBranding = defineEndpoint({
  method: 'GET',
  path: '/api/offers/branding',
  summary: "The dealer's branding on its offers (its own company details where none are set)",
  tags,
  response: OfferBranding,
});

export const updateOfferBranding = defineEndpoint({
  method: 'PUT',
  path: '/api/offers/branding',
  summary: "Set the dealer's branding on its offers (Portal Admin)",
  tags,
  body: OfferBrandingRequest,
  response: OfferBranding,
  adminOnly: true,
});

export const uploadOfferLogo = defineEndpoint({
  method: 'POST',
  path: '/api/offers/branding/logo',
  summary: `The logo on the dealer's offers: a PNG or JPEG below ${OFFER_LOGO_MAX_BYTES} bytes, checked by its bytes (Portal Admin). Multipart: the file`,
  tags,
  response: OfferBranding,
  multipart: { files: { name: 'file', min: 1, max: 1, maxBytes: OFFER_LOGO_MAX_BYTES, types: OFFER_LOGO_TYPES } },
  adminOnly: true,
});

export const deleteOfferLogo = defineEndpoint({
  method: 'DELETE',
  path: '/api/offers/branding/logo',
  summary: "Take the logo off the dealer's offers (Portal Admin)",
  tags,
  response: OfferBranding,
  adminOnly: true,
});

// --- the pricing rule, for the API and the editor's preview alike

/** The rounding of a marked-up price to the dealer's step: to the nearest multiple, halves up. */
export const toPriceStep = (amount: number, step: number | null | undefined) =>
  step && step > 0 ? round2(Math.round(amount / step + 1e-9) * step) : round2(amount);

/**
 * A line's sale price incl. VAT: its own price when it has one, else the net price × (1 + markup %),
 * rounded to the price step, plus VAT; null when there is neither.
 */
export function offerUnitPrice(
  line: { unitPriceInclVat?: number | null; netUnitPrice: number | null },
  pricing: { markupPercent?: number | null; priceStep?: number | null; vatRate: number },
): number | null {
  if (line.unitPriceInclVat !== undefined && line.unitPriceInclVat !== null) return round2(line.unitPriceInclVat);
  if (line.netUnitPrice === null) return null;
  const excl = toPriceStep(line.netUnitPrice * (1 + (pricing.markupPercent ?? 0) / 100), pricing.priceStep);
  return round2(excl * (1 + pricing.vatRate / 100));
}

/**
 * An offer's totals from its priced lines: amounts incl. VAT per line; the discount (incl. VAT)
 * shares itself over the VAT rates in proportion to their amounts; the VAT is worked out of the
 * prices incl. VAT, rounded to cents per rate. The net total and margin are the dealer's only.
 */
export function offerTotals(
  lines: readonly { quantity: number; unitPriceInclVat: number; vatRate: number; netUnitPrice: number | null }[],
  discount: number,
) {
  const linesInclVat = round2(lines.reduce((sum, l) => sum + round2(l.unitPriceInclVat * l.quantity), 0));
  const share = linesInclVat > 0 ? Math.min(discount, linesInclVat) / linesInclVat : 0;
  const byRate = new Map<number, number>();
  for (const l of lines) byRate.set(l.vatRate, (byRate.get(l.vatRate) ?? 0) + round2(l.unitPriceInclVat * l.quantity));
  let vatAmount = 0;
  for (const [rate, amount] of byRate) vatAmount += round2((amount * (1 - share) * rate) / (100 + rate));
  vatAmount = round2(vatAmount);
  const totalInclVat = round2(linesInclVat - Math.min(discount, linesInclVat));
  const totalExclVat = round2(totalInclVat - vatAmount);
  const netTotal = round2(lines.reduce((sum, l) => sum + (l.netUnitPrice ?? 0) * l.quantity, 0));
  return { linesInclVat, totalInclVat, totalExclVat, vatAmount, netTotal, margin: round2(totalExclVat - netTotal) };
}
