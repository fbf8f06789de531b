import { z } from 'zod';
import { defineEndpoint, type FileDownload } from './endpoint.js';
import {
  crmGuid,
  Language,
  EmptyResponse,
  IsoDateTime,
  MSG_REQUIRED,
  emailAddress,
  optionalText,
  requiredText,
  singleLine,
  valueList,
  whenNotEmpty,
} from './common.js';

const tags = ['complaint'] as const;

// --- constants (spec 000 §4, §5, §9)

export const MAX_FILE_BYTES = 4_000_000;
export const MAX_FILES = 4;
export const MAX_NOTE_LENGTH = 480;
export const MAX_DESCRIPTION_LENGTH = 1000;

/** Portal status codes of an incident; other values are shown raw. */
export const COMPLAINT_STATUS = {
  Registered: 757550000,
  Ongoing: 757550001,
  Completed: 757550002,
  WaitingForDetails: 757550003,
} as const;

/** Our identifiers for the three incident types; the API maps them to CRM incident types. */
export const INCIDENT_TYPES = {
  transportDamage: 'transport-damage',
  deliveryFault: 'delivery-fault',
  otherFaults: 'other-faults',
} as const;
export const IncidentType = z.enum([INCIDENT_TYPES.transportDamage, INCIDENT_TYPES.deliveryFault, INCIDENT_TYPES.otherFaults]);
export type IncidentType = z.infer<typeof IncidentType>;

/** Require_Serial value meaning the article needs a serial number. */
export const REQUIRE_SERIAL_YES = '1';

/** Lookup answer code for an unknown number (spec 000 §8); also used as ErrorResponse.code. */
export const ORDER_LOOKUP_NOT_FOUND_CODE = 'ERR0001';

/** Attachment names the image list hides (spec 000 §9; its "general txt" read as a file name). */
export const HIDDEN_ATTACHMENT_NAMES = ['test', 'default', 'general.txt'] as const;

/** Translation keys of the complaint rules; only file-size and the complaint keys are named by the spec. */
export const COMPLAINT_ERROR_KEYS = {
  noArticles: 'complaints.no-articles-error',
  searchFormat: 'complaints.search-format-error',
  orderNotFound: 'complaints.ordernumber-error',
  serialNotFound: 'complaints.serialnumber-error',
  fileSize: 'form.file-error.file-size',
  fileType: 'form.file-error.file-type',
  tooManyFiles: 'form.file-error.max-files',
  fileRequired: 'form.file-error.file-required',
} as const;

// --- files (read by the multipart routes; the web checks the same before upload)

export const PDF_MIME_TYPE = 'application/pdf';
/** The images a complaint takes, as their first bytes say (the API's file-type check). */
export const COMPLAINT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/heic'] as const;
/** Every type a complaint's attachment may have; a signed address answers with the attachment's own. */
export const COMPLAINT_FILE_TYPES = [...COMPLAINT_IMAGE_TYPES, PDF_MIME_TYPE] as const;
const isImage = (mimetype: string) => mimetype.startsWith('image/');

const fileMeta = (allowed: (mimetype: string) => boolean) =>
  z.object({
    filename: z.string().min(1).max(255),
    mimetype: z.string().refine(allowed, { error: COMPLAINT_ERROR_KEYS.fileType }),
    // Strictly below the limit: a file of exactly 4,000,000 bytes is refused.
    size: z.number().int().nonnegative().lt(MAX_FILE_BYTES, { error: COMPLAINT_ERROR_KEYS.fileSize }),
  });

/** New complaint: images only, and attaching none is allowed. */
export const NewComplaintFiles = z.array(fileMeta(isImage)).max(MAX_FILES, { error: COMPLAINT_ERROR_KEYS.tooManyFiles });
export type NewComplaintFiles = z.infer<typeof NewComplaintFiles>;

/** Upload to an existing complaint: images or PDF, at least one file. */
export const ComplaintUploadFiles = z
  .array(fileMeta((m) => isImage(m) || m === PDF_MIME_TYPE))
  .min(1, { error: COMPLAINT_ERROR_KEYS.fileRequired })
  .max(MAX_FILES, { error: COMPLAINT_ERROR_KEYS.tooManyFiles });
export type ComplaintUploadFiles = z.infer<typeof ComplaintUploadFiles>;

// --- incident

export const ClaimProduct = z.object({
  edp_articlenumber: z.string(),
  edp_name: z.string(),
  edp_quantity: z.number(),
});
export type ClaimProduct = z.infer<typeof ClaimProduct>;

export const Incident = z
  .object({
    incidentid: z.string(),
    ed_casenumber: z.string().nullable(),
    ticketnumber: z.string().nullable(),
    edp_ordernumber: z.string().nullable(),
    edp_ordermark: z.string().nullable(),
    ed_serialnumber: z.string().nullable(),
    description: z.string().nullable(),
    createdon: IsoDateTime,
    edp_portalstatus: z.number().int().describe('See COMPLAINT_STATUS; unknown values are shown raw'),
    msdyn_incidenttype: z.object({ msdyn_name: z.string() }).nullable(),
    primarycontactid: z
      .object({
        fullname: z.string().nullable(),
        address1_line1: z.string().nullable(),
        address1_postalcode: z.string().nullable(),
        address1_city: z.string().nullable(),
        address1_country: z.string().nullable(),
      })
      .nullable(),
    msdyn_FunctionalLocation: z
      .object({
        msdyn_address1: z.string().nullable(),
        msdyn_postalcode: z.string().nullable(),
        msdyn_city: z.string().nullable(),
      })
      .nullable()
      .describe('Delivery address of the complaint'),
    edp_incident_edp_claimproduct: z.array(ClaimProduct),
  })
  .meta({ id: 'Incident' });
export type Incident = z.infer<typeof Incident>;

/**
 * One complaint as its detail screen shows it: the incident plus, from the order it was filed
 * for, the day the goods left the factory and the shipment's tracking ID (spec 000 §3). The
 * lists answer the incident alone.
 */
export const ComplaintDetail = Incident.extend({
  deliveryDate: z.iso
    .date()
    .nullable()
    .describe('The day the goods left the factory (yyyy-mm-dd); null until the order has been dispatched'),
  trackingId: z.string().nullable().describe("The shipment's tracking ID; null when the order has none"),
}).meta({ id: 'ComplaintDetail' });
export type ComplaintDetail = z.infer<typeof ComplaintDetail>;

const IncidentIdQuery = z.object({ incidentId: crmGuid });

export const GetComplaintQuery = IncidentIdQuery;
export type GetComplaintQuery = z.infer<typeof GetComplaintQuery>;
export const GetComplaintResponse = valueList(ComplaintDetail);
export type GetComplaintResponse = z.infer<typeof GetComplaintResponse>;

export const getComplaint = defineEndpoint({
  method: 'GET',
  path: '/api/complaint',
  summary: 'One complaint, as value[0]',
  tags,
  querystring: GetComplaintQuery,
  response: GetComplaintResponse,
});

/** Page sizes of the dealer's complaint lists (the shared list's own). */
export const COMPLAINT_PAGE_SIZES = [10, 25, 50] as const;
/** The columns a complaint list sorts by on the server. */
export const COMPLAINT_SORT_KEYS = ['created', 'number', 'order', 'mark', 'type', 'status'] as const;
export type ComplaintSortKey = (typeof COMPLAINT_SORT_KEYS)[number];

/**
 * A complaint list's optional paging: without `page` the list answers its newest 999 complaints (spec 000 §8); with it
 * one page of the complaints that match `q` and `status`, in the order asked for, and their total.
 */
export const ComplaintListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (COMPLAINT_PAGE_SIZES as readonly number[]).includes(n), 'must be 10, 25 or 50')
    .optional()
    .describe('10 when not given'),
  sort: z.enum(COMPLAINT_SORT_KEYS).optional().describe('created when not given'),
  direction: z.enum(['asc', 'desc']).optional().describe('desc when not given'),
  q: singleLine(z.string().trim().max(100)).optional().describe('Case, ticket, order or serial number, order mark or claimed article'),
  status: z.coerce.number().int().optional().describe('Only complaints of this portal status'),
});
export type ComplaintListQuery = z.input<typeof ComplaintListQuery>;
export type ComplaintListChoice = z.output<typeof ComplaintListQuery>;

const ComplaintListResponse = valueList(Incident).extend({
  total: z.number().int().optional().describe('With page: how many complaints match, over all pages'),
});

export const GetOpenComplaintsResponse = ComplaintListResponse;
export type GetOpenComplaintsResponse = z.infer<typeof GetOpenComplaintsResponse>;

export const getOpenComplaints = defineEndpoint({
  method: 'GET',
  path: '/api/complaint/openComplaints',
  summary: "The reseller's complaints still being processed",
  tags,
  querystring: ComplaintListQuery,
  response: GetOpenComplaintsResponse,
});

export const GetHistoryComplaintsResponse = ComplaintListResponse;
export type GetHistoryComplaintsResponse = z.infer<typeof GetHistoryComplaintsResponse>;

export const getHistoryComplaints = defineEndpoint({
  method: 'GET',
  path: '/api/complaint/historyComplaints',
  summary: "The reseller's processed complaints",
  tags,
  querystring: ComplaintListQuery,
  response: GetHistoryComplaintsResponse,
});

// --- messages (notes)

export const ComplaintMessage = z.object({
  subject: z.string().nullable(),
  description: z.string(),
  createdon: IsoDateTime,
  name: z.string().nullable().describe('Who wrote it'),
});
export type ComplaintMessage = z.infer<typeof ComplaintMessage>;

export const GetComplaintMessagesQuery = IncidentIdQuery;
export type GetComplaintMessagesQuery = z.infer<typeof GetComplaintMessagesQuery>;
export const GetComplaintMessagesResponse = valueList(ComplaintMessage);
export type GetComplaintMessagesResponse = z.infer<typeof GetComplaintMessagesResponse>;

export const getComplaintMessages = defineEndpoint({
  method: 'GET',
  path: '/api/complaint/messages',
  summary: 'Notes history of a complaint',
  tags,
  querystring: GetComplaintMessagesQuery,
  response: GetComplaintMessagesResponse,
});

export const AddComplaintMessageRequest = z.object({
  description: requiredText(MAX_NOTE_LENGTH),
  incidentId: crmGuid,
});
export type AddComplaintMessageRequest = z.infer<typeof AddComplaintMessageRequest>;
export const AddComplaintMessageResponse = EmptyResponse;
export type AddComplaintMessageResponse = z.infer<typeof AddComplaintMessageResponse>;

export const addComplaintMessage = defineEndpoint({
  method: 'POST',
  path: '/api/complaint/messages',
  summary: `Add a note (1 to ${MAX_NOTE_LENGTH} characters) to a complaint`,
  tags,
  body: AddComplaintMessageRequest,
  response: AddComplaintMessageResponse,
});

// --- images

export const ComplaintImage = z.object({ id: z.string(), name: z.string() });
export type ComplaintImage = z.infer<typeof ComplaintImage>;

export const GetComplaintImagesQuery = IncidentIdQuery;
export type GetComplaintImagesQuery = z.infer<typeof GetComplaintImagesQuery>;
export const GetComplaintImagesResponse = valueList(ComplaintImage);
export type GetComplaintImagesResponse = z.infer<typeof GetComplaintImagesResponse>;

export const getComplaintImages = defineEndpoint({
  method: 'GET',
  path: '/api/complaint/images',
  summary: 'Attachments of a complaint',
  tags,
  querystring: GetComplaintImagesQuery,
  response: GetComplaintImagesResponse,
});

/** Non-file fields of the upload; the route validates them and the files (ComplaintUploadFiles) itself. */
export const UploadComplaintImagesFields = IncidentIdQuery;
export type UploadComplaintImagesFields = z.infer<typeof UploadComplaintImagesFields>;
export const UploadComplaintImagesResponse = EmptyResponse;
export type UploadComplaintImagesResponse = z.infer<typeof UploadComplaintImagesResponse>;

export const uploadComplaintImages = defineEndpoint({
  method: 'POST',
  path: '/api/complaint/images',
  summary: `Attach 1 to ${MAX_FILES} images or PDFs (each below ${MAX_FILE_BYTES} bytes) to a complaint; multipart incidentId + files`,
  tags,
  response: UploadComplaintImagesResponse,
  multipart: {
    fields: z.object({ incidentId: crmGuid.describe('The complaint the files are for') }),
    files: { name: 'files', min: 1, max: MAX_FILES, maxBytes: MAX_FILE_BYTES, types: COMPLAINT_FILE_TYPES },
  },
});

export const GetComplaintImageQuery = z.object({
  incidentId: crmGuid,
  itemId: singleLine(requiredText(200)),
});
export type GetComplaintImageQuery = z.infer<typeof GetComplaintImageQuery>;

export const GetComplaintImageResponse = z.object({
  getUrl: z.string().describe('Short-lived download address, opened in a new window'),
});
export type GetComplaintImageResponse = z.infer<typeof GetComplaintImageResponse>;

export const getComplaintImage = defineEndpoint({
  method: 'GET',
  path: '/api/complaint/image',
  summary: 'Download address of one attachment',
  tags,
  querystring: GetComplaintImageQuery,
  response: GetComplaintImageResponse,
});

// --- order lookup

export const SEARCH_ID_REQUIRED = 'serial number / order number is required';

/** 6 digits is an order number; 10 or 14 a serial number. */
export const SEARCH_ID_PATTERN = /^(?:\d{6}|\d{10}|\d{14})$/;

export const SearchId = z
  .string()
  .trim()
  .min(1, { error: SEARCH_ID_REQUIRED })
  .refine((v) => SEARCH_ID_PATTERN.test(v), { error: COMPLAINT_ERROR_KEYS.searchFormat, when: whenNotEmpty })
  .meta({ pattern: SEARCH_ID_PATTERN.source });

/** Which not-found key applies to a search text (spec 000 §8). */
export const lookupNotFoundKey = (searchId: string) =>
  searchId.trim().length >= 10 ? COMPLAINT_ERROR_KEYS.serialNotFound : COMPLAINT_ERROR_KEYS.orderNotFound;

export const LookupComplaintOrderQuery = z.object({ searchId: SearchId });
export type LookupComplaintOrderQuery = z.infer<typeof LookupComplaintOrderQuery>;

export const SerialNbr = z.object({ SerialNumber: z.string(), ProductionNbr: z.string() });
export type SerialNbr = z.infer<typeof SerialNbr>;

export const LookupOrderLine = z.object({
  ItemNumber: z.string(),
  Description: z.string(),
  ShippedQty: z.number(),
  Require_Serial: z.string().describe(`'${REQUIRE_SERIAL_YES}' when a serial number is required`),
  SerialNbrs: z.array(SerialNbr),
});
export type LookupOrderLine = z.infer<typeof LookupOrderLine>;

export const LookupComplaintOrderResponse = z.object({
  OrderNumber: z.string().describe('Empty when nothing matched'),
  Lines: z.array(LookupOrderLine),
});
export type LookupComplaintOrderResponse = z.infer<typeof LookupComplaintOrderResponse>;

export const lookupComplaintOrder = defineEndpoint({
  method: 'GET',
  path: '/api/complaint/order',
  summary: `Delivered order by order number (6 digits) or serial number (10 or 14); unknown numbers give 404 ${ORDER_LOOKUP_NOT_FOUND_CODE}`,
  tags,
  querystring: LookupComplaintOrderQuery,
  response: LookupComplaintOrderResponse,
});

// --- new complaint

export const NewComplaintProduct = z.object({
  edp_articlenumber: singleLine(requiredText(50)),
  edp_name: singleLine(z.string().max(500)),
  // Text on the wire, as the spec has it; 0 marks a line the user did not choose.
  edp_quantity: z
    .string()
    .trim()
    .regex(/^\d{1,4}$/, { error: 'expected a whole number' }),
});
export type NewComplaintProduct = z.infer<typeof NewComplaintProduct>;

export const CustomAddress = z.object({
  firstName: singleLine(requiredText(50)),
  lastName: singleLine(requiredText(50)),
  address: singleLine(requiredText(250)),
  postalCode: singleLine(requiredText(20)),
  city: singleLine(requiredText(80)),
  country: singleLine(requiredText(80)),
  emailAddress: emailAddress(),
  mobilePhone: singleLine(requiredText(50)),
});
export type CustomAddress = z.infer<typeof CustomAddress>;

// Loose while the checkbox is off: the form may still hold half-typed values, but never a line break.
const LooseCustomAddress = z
  .object({
    firstName: singleLine(z.string()),
    lastName: singleLine(z.string()),
    address: singleLine(z.string()),
    postalCode: singleLine(z.string()),
    city: singleLine(z.string()),
    country: singleLine(z.string()),
    emailAddress: singleLine(z.string()),
    mobilePhone: singleLine(z.string()),
  })
  .partial();

const chosenQuantity = (p: NewComplaintProduct) => Number(p.edp_quantity);

const NewComplaintFields = z.object({
  orderNumber: singleLine(requiredText(20)),
  products: z.array(NewComplaintProduct).max(500),
  serialNumber: singleLine(optionalText(50)).optional(),
  incidentType: IncidentType,
  description: requiredText(MAX_DESCRIPTION_LENGTH),
  alternateAddress: z.boolean(),
  customAddress: LooseCustomAddress.optional(),
  orderMark: singleLine(requiredText(100)),
});

// Cross-field rules run whenever the fields they read are sound, so a form sees
// every error in one pass instead of only after fixing unrelated fields.
const crossFieldInputsOk = (payload: { value: unknown }) =>
  NewComplaintFields.pick({ products: true, alternateAddress: true, customAddress: true, serialNumber: true }).safeParse(payload.value)
    .success;

/** The `data` JSON part of POST /api/complaint, with the rules of spec 000 §5 that need no order data. */
export const NewComplaintData = NewComplaintFields.superRefine(
  (data, ctx) => {
    if (!data.products.some((p) => chosenQuantity(p) > 0)) {
      ctx.addIssue({ code: 'custom', path: ['products'], message: COMPLAINT_ERROR_KEYS.noArticles });
    }
    if (data.alternateAddress) {
      const result = CustomAddress.safeParse(data.customAddress ?? {});
      if (!result.success) {
        for (const issue of result.error.issues) {
          ctx.addIssue({
            code: 'custom',
            path: ['customAddress', ...issue.path],
            // A missing field arrives as undefined; answer in the form's words either way.
            message: issue.code === 'invalid_type' ? MSG_REQUIRED : issue.message,
          });
        }
      }
    }
  },
  { when: crossFieldInputsOk },
);
export type NewComplaintData = z.infer<typeof NewComplaintData>;

/**
 * NewComplaintData plus the rules that need the looked-up order: quantity at
 * most ShippedQty, at most 1 of a serial-numbered article, a serial number
 * whenever a chosen article requires one, and only a serial number of the order. The API runs it after its own lookup.
 */
export const newComplaintDataForOrder = (order: LookupComplaintOrderResponse) =>
  NewComplaintData.superRefine(
    (data, ctx) => {
      let needsSerial = false;
      data.products.forEach((p, i) => {
        const qty = chosenQuantity(p);
        if (qty === 0) return;
        const line = order.Lines.find((l) => l.ItemNumber === p.edp_articlenumber);
        if (!line) {
          ctx.addIssue({
            code: 'custom',
            path: ['products', i, 'edp_articlenumber'],
            message: 'article is not on the order',
          });
          return;
        }
        const requiresSerial = line.Require_Serial === REQUIRE_SERIAL_YES;
        needsSerial ||= requiresSerial;
        const max = requiresSerial ? Math.min(1, line.ShippedQty) : line.ShippedQty;
        if (qty > max) {
          ctx.addIssue({ code: 'custom', path: ['products', i, 'edp_quantity'], message: `at most ${max}` });
        }
      });
      if (needsSerial && !data.serialNumber) {
        ctx.addIssue({ code: 'custom', path: ['serialNumber'], message: MSG_REQUIRED });
      }
      // A serial number names a unit of this order, never one of another.
      const serial = data.serialNumber?.trim();
      if (serial && !order.Lines.some((l) => l.SerialNbrs.some((n) => n.SerialNumber === serial))) {
        ctx.addIssue({ code: 'custom', path: ['serialNumber'], message: COMPLAINT_ERROR_KEYS.serialNotFound });
      }
    },
    { when: crossFieldInputsOk },
  );

/** The `data` part as it arrives: JSON text, parsed then checked. */
export const NewComplaintDataJson = z
  .string()
  .transform((text, ctx): unknown => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'data is not valid JSON' });
      return z.NEVER;
    }
  })
  .pipe(NewComplaintData);

export const CreateComplaintResponse = Incident;
export type CreateComplaintResponse = z.infer<typeof CreateComplaintResponse>;

export const createComplaint = defineEndpoint({
  method: 'POST',
  path: '/api/complaint',
  summary: `Register a complaint; multipart: data (NewComplaintData JSON) + up to ${MAX_FILES} images. Answers the created incident`,
  tags,
  response: CreateComplaintResponse,
  multipart: {
    fields: z.object({ data: NewComplaintData }),
    files: { name: 'files', min: 0, max: MAX_FILES, maxBytes: MAX_FILE_BYTES, types: COMPLAINT_IMAGE_TYPES },
  },
});

// --- what a complaint was resolved with (ADR 0080)

/** What became of a complaint: goods replaced, money credited, goods taken back, or the claim rejected (with a reason). */
export const COMPLAINT_OUTCOMES = ['replaced', 'credited', 'returned', 'rejected'] as const;
export const ComplaintOutcome = z.enum(COMPLAINT_OUTCOMES);
export type ComplaintOutcome = z.infer<typeof ComplaintOutcome>;

/** A return's path: requested (the label is out), received at the factory, inspected. */
export const RETURN_STATUSES = ['requested', 'received', 'inspected'] as const;
export const ReturnStatus = z.enum(RETURN_STATUSES);
export type ReturnStatus = z.infer<typeof ReturnStatus>;
/** A return moves one step forward at a time; the browser offers the next and the API allows no other. */
export const nextReturnStatus = (status: ReturnStatus): ReturnStatus | null => RETURN_STATUSES[RETURN_STATUSES.indexOf(status) + 1] ?? null;

export const ComplaintReturn = z.object({
  returnNumber: z.string(),
  status: ReturnStatus,
  createdon: IsoDateTime,
  statusSince: IsoDateTime,
  lines: z.array(z.object({ itemNumber: z.string(), description: z.string(), quantity: z.number().int() })),
});
export type ComplaintReturn = z.infer<typeof ComplaintReturn>;

/** A complaint's replacement orders, returns and credit notes, and its outcome; the dealer and staff read the same. */
export const ComplaintResolution = z.object({
  outcome: ComplaintOutcome.nullable(),
  /** Why the complaint was rejected (or what staff noted with another outcome). */
  outcomeReason: z.string().nullable(),
  outcomeAt: IsoDateTime.nullable(),
  replacementOrders: z.array(z.object({ orderNumber: z.string(), orderDate: z.iso.date(), status: z.number().int() })),
  returns: z.array(ComplaintReturn),
  /** Amounts are negative, as the dealer's invoices show them. */
  creditNotes: z.array(
    z.object({
      invoiceNumber: z.string(),
      creditedInvoiceNumber: z.string(),
      invoiceDate: z.iso.date(),
      total: z.number(),
      currency: z.string(),
    }),
  ),
});
export type ComplaintResolution = z.infer<typeof ComplaintResolution>;

export const getComplaintResolution = defineEndpoint({
  method: 'GET',
  path: '/api/complaint/resolution',
  summary: "A complaint's replacement orders, returns (with their labels) and credit notes, and its outcome",
  tags,
  querystring: IncidentIdQuery,
  response: ComplaintResolution,
});

export const ReturnLabelQuery = z.object({
  returnNumber: singleLine(requiredText(20)),
  lang: Language.optional().describe("Language of the label; the market's language when left out"),
});
export const getReturnLabel = {
  method: 'GET',
  path: '/api/complaint/returnLabel',
  summary: "A return's label to print and put on the parcel, with the manufacturer's return address (application/pdf)",
  tags,
  querystring: ReturnLabelQuery,
  contentType: 'application/pdf',
  adminOnly: false,
} as const satisfies FileDownload;
