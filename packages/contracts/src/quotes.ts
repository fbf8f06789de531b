import { z } from 'zod';
import { crmGuid, Language, Market, optionalText, requiredText, singleLine } from './common.js';
import { defineEndpoint, type FileDownload, type StaffFileDownload } from './endpoint.js';
import { COMPLAINT_FILE_TYPES, MAX_FILE_BYTES, MAX_FILES } from './complaint.js';
import { MAX_QUANTITY } from './order.js';
import { IsoDay, listSort, StaffPage, StaffPageSize, StaffSearch } from './staff-common.js';

/**
 * Project quotes: a dealer asks the manufacturer for a price on a set of articles (a housing
 * project), sales administration prices and sends it, and the dealer accepts it (an order at the
 * quoted prices), declines it, or asks again with a changed request (a new revision).
 */
const tags = ['quotes'] as const;
const staffTags = ['staff: quote desk'] as const;
/** Sales administration prices and sends quotes; customer service reads them (on the phone with a dealer). */
const SALES = ['sales-admin'] as const;
const READERS = ['sales-admin', 'customer-service'] as const;

/**
 * Where a quote stands: requested (waiting for sales administration), sent (priced, waiting for
 * the dealer), ordering (partly called off), accepted (ordered), declined, and expired (sent but
 * past its validity date, shown as such and no longer orderable).
 */
export const QUOTE_STATUSES = ['requested', 'sent', 'ordering', 'accepted', 'declined', 'expired'] as const;
export const QuoteStatus = z.enum(QUOTE_STATUSES);
export type QuoteStatus = z.infer<typeof QuoteStatus>;

/** The statuses in which the dealer may order from a quote (before its validity date). */
export const QUOTE_ORDERABLE: readonly QuoteStatus[] = ['sent', 'ordering'];

export const MAX_QUOTE_LINES = 100;
/** A line is ordered as one order line, so it takes what an order line takes. */
export const MAX_QUOTE_QUANTITY = MAX_QUANTITY;
export const MAX_QUOTE_MESSAGE_LENGTH = 4000;
export const MAX_QUOTE_UNIT_PRICE = 9_999_999;

/** The net price of a unit: the quoted price less its discount, to the cent. */
export const quotedUnitPrice = (unitPrice: number, discountPercent: number | null | undefined) =>
  Math.round(unitPrice * (1 - (discountPercent ?? 0) / 100) * 100) / 100;

const ItemNumber = singleLine(requiredText(40));
const Quantity = z.number().int().min(1).max(MAX_QUOTE_QUANTITY);
const Message = z.string().trim().max(MAX_QUOTE_MESSAGE_LENGTH);

/** Lines naming each article once, so a price or a call-off is never ambiguous. */
const distinctItems = <T extends { itemNumber: string }>(lines: T[], ctx: z.RefinementCtx) => {
  const seen = new Set<string>();
  lines.forEach((line, i) => {
    if (seen.has(line.itemNumber)) ctx.addIssue({ code: 'custom', path: [i, 'itemNumber'], message: 'names an article twice' });
    seen.add(line.itemNumber);
  });
};

export const QuoteRequestLine = z.object({ itemNumber: ItemNumber, quantity: Quantity });
const RequestLines = z.array(QuoteRequestLine).min(1).max(MAX_QUOTE_LINES).superRefine(distinctItems);

export const QuoteIdParams = z.object({ id: crmGuid });

export const CreateQuoteRequest = z.object({
  projectName: singleLine(requiredText(100)),
  message: Message,
  lines: RequestLines,
  requestedDeliveryPeriod: singleLine(optionalText(100)),
  fromOffer: crmGuid.optional().describe("The dealer's own offer the request was made from; another dealer's answers 404"),
});
export type CreateQuoteRequest = z.infer<typeof CreateQuoteRequest>;

export const CreateQuoteResponse = z.object({ id: crmGuid, number: z.string(), status: QuoteStatus });
export type CreateQuoteResponse = z.infer<typeof CreateQuoteResponse>;

export const QuoteLine = z.object({
  lineNumber: z.number().int(),
  itemNumber: z.string(),
  description: z.string(),
  quantity: z.number().int(),
  /** The price per unit before the discount; null until sales administration has sent its prices. */
  unitPrice: z.number().nullable(),
  discountPercent: z.number().nullable(),
  /** The price per unit the dealer pays: unitPrice less the discount. */
  netUnitPrice: z.number().nullable(),
  amount: z.number().nullable(),
  /** Units already ordered from the quote, and those left to order. */
  calledOff: z.number().int(),
  remaining: z.number().int(),
});
export type QuoteLine = z.infer<typeof QuoteLine>;

/** The thread's entries; `attachment` records drawings attached (its text: their names, one a line). */
export const QUOTE_MESSAGE_KINDS = ['request', 'reply', 'offer', 'accept', 'call-off', 'decline', 'attachment'] as const;
export const QuoteMessage = z.object({
  id: crmGuid,
  kind: z.enum(QUOTE_MESSAGE_KINDS),
  revision: z.number().int(),
  text: z.string().nullable(),
  author: z.string().nullable(),
  fromStaff: z.boolean(),
  orderNumber: z.string().nullable(),
  at: z.iso.datetime(),
});
export type QuoteMessage = z.infer<typeof QuoteMessage>;

export const QuoteSummary = z.object({
  id: crmGuid,
  number: z.string(),
  projectName: z.string(),
  status: QuoteStatus,
  revision: z.number().int(),
  currency: z.string(),
  /** The quote's value at its prices; null until priced (and, for the dealer, until sent). */
  total: z.number().nullable(),
  validUntil: IsoDay.nullable(),
  requestedAt: z.iso.datetime(),
  createdAt: z.iso.datetime(),
});
export type QuoteSummary = z.infer<typeof QuoteSummary>;

// --- attachments: drawings of the project, PDFs and pictures checked by their bytes as complaint photos are

/** What a quote's attachment may be: the types a complaint's attachment may have (pictures and PDFs). */
export const QUOTE_ATTACHMENT_TYPES = COMPLAINT_FILE_TYPES;
/** Each file strictly below the complaints' limit, and at most as many per upload. */
export const MAX_QUOTE_ATTACHMENT_BYTES = MAX_FILE_BYTES;
export const MAX_QUOTE_ATTACHMENTS_PER_UPLOAD = MAX_FILES;
/** All a quote may hold, over its uploads. */
export const MAX_QUOTE_ATTACHMENTS = 12;

export const QuoteAttachment = z.object({
  id: crmGuid,
  name: z.string().describe('The name it came with, with its type’s extension'),
  contentType: z.enum(QUOTE_ATTACHMENT_TYPES),
  size: z.number().int(),
  uploadedBy: z.string().nullable().describe('The dealer’s user who attached it'),
  uploadedAt: z.iso.datetime(),
});
export type QuoteAttachment = z.infer<typeof QuoteAttachment>;

export const QuoteDetail = QuoteSummary.extend({
  requestedDeliveryPeriod: z.string().nullable(),
  allowPartialCallOffs: z.boolean(),
  sentAt: z.iso.datetime().nullable(),
  lines: z.array(QuoteLine),
  /** The thread, oldest first: requests, replies, the prices sent, acceptance and call-offs. */
  messages: z.array(QuoteMessage),
  /** The orders placed from the quote. */
  orderNumbers: z.array(z.string()),
  /** The dealer's drawings, oldest first. */
  attachments: z.array(QuoteAttachment),
  /** The dealer's own offer it was asked from (its number as when asked); null when asked from the cart. */
  fromOffer: z.object({ id: crmGuid, number: z.string() }).nullable(),
});
export type QuoteDetail = z.infer<typeof QuoteDetail>;

export const createQuote = defineEndpoint({
  method: 'POST',
  path: '/api/quotes',
  summary: 'Ask the manufacturer for a project quote on articles and quantities',
  tags,
  body: CreateQuoteRequest,
  response: CreateQuoteResponse,
});

export const QuotesResponse = z.object({ items: z.array(QuoteSummary) });
export type QuotesResponse = z.infer<typeof QuotesResponse>;

export const getQuotes = defineEndpoint({
  method: 'GET',
  path: '/api/quotes',
  summary: "The dealer's quotes, newest first",
  tags,
  response: QuotesResponse,
});

export const getQuote = defineEndpoint({
  method: 'GET',
  path: '/api/quotes/{id}',
  summary: 'One quote of the dealer with its lines and thread; prices show once sent',
  tags,
  params: QuoteIdParams,
  response: QuoteDetail,
});

export const AcceptQuoteRequest = z.object({
  idempotencyKey: z.uuid().describe('Generated once per acceptance so a resent accept places one order'),
  /** For a quote that allows call-offs: the articles and quantities of this call-off; absent: all that is left. */
  lines: z.array(QuoteRequestLine).min(1).max(MAX_QUOTE_LINES).superRefine(distinctItems).optional(),
  /** One of the dealer's delivery addresses; absent: the first of them (or the dealer's own address). */
  deliveryAddressId: crmGuid.optional(),
  orderMark: singleLine(optionalText(30)),
});
export type AcceptQuoteRequest = z.infer<typeof AcceptQuoteRequest>;

export const AcceptQuoteResponse = z.object({ orderNumber: z.string() });
export type AcceptQuoteResponse = z.infer<typeof AcceptQuoteResponse>;

export const acceptQuote = defineEndpoint({
  method: 'POST',
  path: '/api/quotes/{id}/accept',
  summary: 'Accept a sent quote: an order at the quoted prices (a call-off when the quote allows them); idempotent',
  tags,
  params: QuoteIdParams,
  body: AcceptQuoteRequest,
  response: AcceptQuoteResponse,
});

export const DeclineQuoteRequest = z.object({ message: Message.optional() });

export const declineQuote = defineEndpoint({
  method: 'POST',
  path: '/api/quotes/{id}/decline',
  summary: 'Decline a sent quote, with a message to sales administration',
  tags,
  params: QuoteIdParams,
  body: DeclineQuoteRequest,
  response: QuoteDetail,
});

export const ReplyToQuoteRequest = z.object({
  message: Message.min(1),
  /** The changed request; absent: the same articles and quantities. */
  lines: RequestLines.optional(),
});
export type ReplyToQuoteRequest = z.infer<typeof ReplyToQuoteRequest>;

export const replyToQuote = defineEndpoint({
  method: 'POST',
  path: '/api/quotes/{id}/reply',
  summary: 'Answer a sent quote with a message and a changed request: a new revision for sales administration',
  tags,
  params: QuoteIdParams,
  body: ReplyToQuoteRequest,
  response: QuoteDetail,
});

export const uploadQuoteAttachments = defineEndpoint({
  method: 'POST',
  path: '/api/quotes/{id}/attachments',
  summary: `Attach 1 to ${MAX_QUOTE_ATTACHMENTS_PER_UPLOAD} drawings (PDFs or pictures, each below ${MAX_QUOTE_ATTACHMENT_BYTES} bytes, typed by their bytes) to a quote not yet ordered or declined, at most ${MAX_QUOTE_ATTACHMENTS} in all; multipart files`,
  tags,
  params: QuoteIdParams,
  response: QuoteDetail,
  multipart: {
    files: {
      name: 'files',
      min: 1,
      max: MAX_QUOTE_ATTACHMENTS_PER_UPLOAD,
      maxBytes: MAX_QUOTE_ATTACHMENT_BYTES,
      types: QUOTE_ATTACHMENT_TYPES,
    },
  },
});

export const QuoteAttachmentParams = z.object({ id: crmGuid, attachmentId: crmGuid });

export const getQuoteAttachment = {
  method: 'GET',
  path: '/api/quotes/{id}/attachments/{attachmentId}',
  summary: "One of the quote's attachments, as it was attached (an attachment; another dealer's answers 404)",
  tags,
  params: QuoteAttachmentParams,
  querystring: z.object({}),
  contentType: 'application/octet-stream',
  contentTypes: QUOTE_ATTACHMENT_TYPES,
  adminOnly: false,
} as const satisfies FileDownload;

export const QuotePdfQuery = z.object({
  id: crmGuid,
  lang: Language.optional().describe("Language of the document; the market's language when left out"),
});

export const getQuotePdf = {
  method: 'GET',
  path: '/api/quotes/pdf',
  summary: 'A sent quote as a PDF document at its prices (application/pdf, sent as an attachment)',
  tags,
  querystring: QuotePdfQuery,
  contentType: 'application/pdf',
  adminOnly: false,
} as const satisfies FileDownload;

// --- the quote desk (back office)

/** The columns the quote desk shows and sorts by. */
export const STAFF_QUOTE_SORT_COLUMNS = ['number', 'projectName', 'customerName', 'market', 'status', 'requestedAt', 'validUntil'] as const;

export const StaffQuotesFilter = z.object({
  status: QuoteStatus.optional(),
  market: Market.optional(),
  customerNumber: singleLine(z.string().trim().max(20)).optional(),
  /** Only quotes sales administration has not answered within the time set (QUOTE_ANSWER_DAYS). */
  overdue: z.enum(['true', 'false']).optional(),
  search: StaffSearch.describe('Quote number, project name, or dealer name or number'),
  sort: listSort(STAFF_QUOTE_SORT_COLUMNS, 'requestedAt:desc'),
});
export const StaffQuotesQuery = StaffQuotesFilter.extend({ page: StaffPage, pageSize: StaffPageSize });
export type StaffQuotesQuery = z.input<typeof StaffQuotesQuery>;

export const StaffQuoteRow = QuoteSummary.extend({
  customerNumber: z.string(),
  customerName: z.string(),
  market: Market,
  /** Waiting for sales administration longer than the time set. */
  overdue: z.boolean(),
  /** When the answer is due: the time set after the dealer last asked; null once answered. */
  answerDueAt: z.iso.datetime().nullable(),
});
export type StaffQuoteRow = z.infer<typeof StaffQuoteRow>;

export const StaffQuotesResponse = z.object({ items: z.array(StaffQuoteRow), total: z.number().int(), totalCapped: z.boolean() });
export type StaffQuotesResponse = z.infer<typeof StaffQuotesResponse>;

export const StaffQuoteDetail = QuoteDetail.extend(StaffQuoteRow.shape).extend({
  contactName: z.string().nullable(),
  /** The message saved with the prices, sent with them. */
  staffMessage: z.string().nullable(),
  lines: z.array(QuoteLine.extend({ listPrice: z.number().nullable() })),
  /** Asked from one of the dealer's offers: only that, as offers and their end customers are the dealer's own. */
  fromOffer: z.boolean(),
});
export type StaffQuoteDetail = z.infer<typeof StaffQuoteDetail>;

export const getStaffQuoteAttachment = {
  method: 'GET',
  path: '/api/staff/quotes/{id}/attachments/{attachmentId}',
  summary: "One of a quote's attachments (the dealer's drawings), as it was attached",
  tags: staffTags,
  params: QuoteAttachmentParams,
  querystring: z.object({}),
  contentTypes: QUOTE_ATTACHMENT_TYPES,
  staffRoles: READERS,
} as const satisfies StaffFileDownload;

export const getStaffQuotes = defineEndpoint({
  method: 'GET',
  path: '/api/staff/quotes',
  summary: "All dealers' quotes, filtered, searched, sorted and paged",
  tags: staffTags,
  querystring: StaffQuotesQuery,
  response: StaffQuotesResponse,
  staffRoles: READERS,
});

export const getStaffQuote = defineEndpoint({
  method: 'GET',
  path: '/api/staff/quotes/{id}',
  summary: 'One quote with its lines, prices being prepared and thread',
  tags: staffTags,
  params: QuoteIdParams,
  response: StaffQuoteDetail,
  staffRoles: READERS,
});

export const PriceQuoteLine = z.object({
  itemNumber: ItemNumber,
  unitPrice: z.number().min(0).max(MAX_QUOTE_UNIT_PRICE),
  discountPercent: z.number().min(0).max(100).optional(),
});

export const PriceQuoteRequest = z.object({
  lines: z.array(PriceQuoteLine).min(1).max(MAX_QUOTE_LINES).superRefine(distinctItems),
  validUntil: IsoDay,
  message: Message,
  allowPartialCallOffs: z.boolean().optional(),
});
export type PriceQuoteRequest = z.infer<typeof PriceQuoteRequest>;

export const priceQuote = defineEndpoint({
  method: 'PUT',
  path: '/api/staff/quotes/{id}',
  summary: 'Set the prices of a requested quote (every line), its validity date and message; sent with send',
  tags: staffTags,
  params: QuoteIdParams,
  body: PriceQuoteRequest,
  response: StaffQuoteDetail,
  staffRoles: SALES,
});

export const sendQuote = defineEndpoint({
  method: 'POST',
  path: '/api/staff/quotes/{id}/send',
  summary: 'Send a priced quote to the dealer (e-mail, the quote.sent event)',
  tags: staffTags,
  params: QuoteIdParams,
  response: StaffQuoteDetail,
  staffRoles: SALES,
});
