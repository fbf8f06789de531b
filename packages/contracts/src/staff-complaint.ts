import { z } from 'zod';
import { Language, Market, singleLine, crmGuid } from './common.js';
import {
  COMPLAINT_FILE_TYPES,
  COMPLAINT_OUTCOMES,
  COMPLAINT_STATUS,
  ComplaintOutcome,
  ComplaintResolution,
  ComplaintReturn,
  IncidentType,
  MAX_FILE_BYTES,
  MAX_FILES,
  ReturnStatus,
} from './complaint.js';
import { defineEndpoint, type StaffFileDownload } from './endpoint.js';
import {
  bulkIds,
  BulkResponse,
  IsoDay,
  listSort,
  selectedNumbers,
  STAFF_PAGE_SIZES,
  StaffPage,
  StaffPageSize,
  EXPORT_CONTENT_TYPES,
  ExportFormat,
  ItemNumberFilter,
  SeriesFilter,
} from './staff-common.js';

const tags = ['staff: complaints desk'] as const;
const DESK = ['customer-service'] as const;

type ComplaintStatus = (typeof COMPLAINT_STATUS)[keyof typeof COMPLAINT_STATUS];
export const ComplaintStatusCode = z.union([
  z.literal(COMPLAINT_STATUS.Registered),
  z.literal(COMPLAINT_STATUS.Ongoing),
  z.literal(COMPLAINT_STATUS.WaitingForDetails),
  z.literal(COMPLAINT_STATUS.Completed),
]);
export type ComplaintStatusCode = z.infer<typeof ComplaintStatusCode>;

/**
 * The path a complaint takes on the desk: Registered → Ongoing → Waiting for details → Ongoing
 * → Completed. Completed is final. The browser offers these moves and the API allows no other.
 */
export const COMPLAINT_TRANSITIONS: Record<ComplaintStatus, readonly ComplaintStatus[]> = {
  [COMPLAINT_STATUS.Registered]: [COMPLAINT_STATUS.Ongoing],
  [COMPLAINT_STATUS.Ongoing]: [COMPLAINT_STATUS.WaitingForDetails, COMPLAINT_STATUS.Completed],
  [COMPLAINT_STATUS.WaitingForDetails]: [COMPLAINT_STATUS.Ongoing],
  [COMPLAINT_STATUS.Completed]: [],
};

export const mayMoveComplaint = (from: number, to: number) =>
  (COMPLAINT_TRANSITIONS[from as ComplaintStatus] ?? []).includes(to as ComplaintStatus);

export { STAFF_PAGE_SIZES };
/** The longest reply or internal note staff write (a dealer's own note takes MAX_NOTE_LENGTH). */
export const MAX_STAFF_NOTE_LENGTH = 4000;

const NoteText = z
  .string()
  .trim()
  .min(1, 'complaints-desk.validation.required')
  .max(MAX_STAFF_NOTE_LENGTH, 'complaints-desk.validation.too-long');

export const IncidentIdParams = z.object({ incidentId: crmGuid });

/** The columns the complaint queue shows and sorts by; `age:asc` puts the youngest complaints first. */
export const STAFF_COMPLAINT_SORT_COLUMNS = [
  'ed_casenumber',
  'createdon',
  'age',
  'customerName',
  'market',
  'incidentType',
  'orderNumber',
  'edp_portalstatus',
  'statusSince',
  'assignee',
] as const;

/** Where a complaint stands against its status's time limit: within it, due today, or past it. */
export const TIME_LIMIT_STATES = ['ok', 'due', 'overdue'] as const;
export const TimeLimitState = z.enum(TIME_LIMIT_STATES);
export type TimeLimitState = z.infer<typeof TimeLimitState>;

/** `me`, `none` (unassigned) or a staff member's id. */
export const AssigneeFilter = z.union([z.enum(['me', 'none']), crmGuid]);

/** The complaint queue's filters, which its export takes too. */
export const StaffComplaintsFilter = z.object({
  status: z.coerce.number().pipe(ComplaintStatusCode).optional(),
  market: Market.optional(),
  type: IncidentType.optional(),
  customerNumber: singleLine(z.string().trim().max(20)).optional(),
  /** Only complaints older than this many days (the age of a case). */
  olderThanDays: z.coerce.number().int().min(0).max(3650).optional(),
  /** Only complaints that have had their status longer than this many days (e.g. waiting for details). */
  inStatusOverDays: z.coerce.number().int().min(0).max(3650).optional(),
  /** Only complaints naming an article of this model series (the insight figures link here). */
  series: SeriesFilter.optional(),
  /** Only complaints naming this article. */
  itemNumber: ItemNumberFilter.optional(),
  /** Only complaints on a serial number of this production batch (its production number). */
  batch: singleLine(z.string().trim().min(1).max(40)).optional(),
  /** Only complaints made on or after this day (UTC). */
  from: IsoDay.optional(),
  /** Only complaints made on or before this day (UTC). */
  to: IsoDay.optional(),
  search: singleLine(z.string().trim().max(100))
    .optional()
    .describe('Case number, order number, serial number or dealer name or number (case and accents ignored)'),
  assignee: AssigneeFilter.optional().describe('me, none (unassigned) or a staff id'),
  /** Only complaints due today or past their status's time limit. */
  timeLimit: z.enum(['due', 'overdue']).optional(),
  serialNumber: singleLine(z.string().trim().max(40)).optional(),
  /** Only complaints with this outcome, or (`none`) none yet. */
  outcome: z.enum([...COMPLAINT_OUTCOMES, 'none']).optional(),
  sort: listSort(STAFF_COMPLAINT_SORT_COLUMNS, 'createdon:desc'),
});

export const StaffComplaintsQuery = StaffComplaintsFilter.extend({ page: StaffPage, pageSize: StaffPageSize });
export type StaffComplaintsQuery = z.input<typeof StaffComplaintsQuery>;

export const StaffComplaintRow = z.object({
  incidentid: crmGuid,
  ed_casenumber: z.string(),
  edp_portalstatus: z.number().int(),
  customerNumber: z.string(),
  customerName: z.string(),
  market: Market,
  incidentType: IncidentType,
  orderNumber: z.string().nullable(),
  serialNumber: z.string().nullable(),
  createdon: z.iso.datetime(),
  /** Whole days since the complaint was made. */
  ageDays: z.number().int(),
  /** Since when the complaint has its status. */
  statusSince: z.iso.datetime(),
  /** The status's time limit (a setting per status): the last day and where the complaint stands; null when the status has none. */
  timeLimit: z.object({ dueOn: IsoDay, state: TimeLimitState }).nullable(),
  assignee: z.object({ id: crmGuid, name: z.string() }).nullable(),
  /** What became of the complaint; null while nothing is decided. */
  outcome: ComplaintOutcome.nullable(),
});
export type StaffComplaintRow = z.infer<typeof StaffComplaintRow>;

export const StaffComplaintsResponse = z.object({
  items: z.array(StaffComplaintRow),
  total: z.number().int(),
  /** True when there are more rows than total: a queue's count stops ten thousand rows past the page shown. */
  totalCapped: z.boolean(),
});
export type StaffComplaintsResponse = z.infer<typeof StaffComplaintsResponse>;

export const getStaffComplaints = defineEndpoint({
  method: 'GET',
  path: '/api/staff/complaints',
  summary: "All dealers' complaints, filtered, searched, sorted and paged",
  tags,
  querystring: StaffComplaintsQuery,
  response: StaffComplaintsResponse,
  staffRoles: DESK,
});

/** A complaint's case number as dealers and staff quote it. */
export const CASE_NUMBER = /^CAS-\d{1,12}$/;

export const StaffComplaintsExportQuery = StaffComplaintsFilter.extend({
  format: ExportFormat,
  /** Only these complaints (the list's selected rows), by case number, separated by commas; the filters still apply. */
  caseNumbers: selectedNumbers(CASE_NUMBER, 'case numbers').optional(),
});
export const exportStaffComplaints = {
  method: 'GET',
  path: '/api/staff/complaints/export',
  summary: "The complaints the queue's filter finds, in its order, as a CSV or XLSX file (format); streamed",
  tags,
  querystring: StaffComplaintsExportQuery,
  contentTypes: Object.values(EXPORT_CONTENT_TYPES),
  staffRoles: DESK,
} as const satisfies StaffFileDownload;

const Note = z.object({ id: crmGuid, text: z.string(), author: z.string().nullable(), createdon: z.iso.datetime() });

export const COMPLAINT_HISTORY_KINDS = ['created', 'status', 'assigned', 'reply', 'internal-note', 'files', 'dealer-note'] as const;

/**
 * One event of a complaint's history: made, moved, assigned, answered, noted, files added (by
 * staff or the dealer), with who and when. `status` for a move, `assignee` for an assignment
 * (null: to nobody), `files` for the names of files added.
 */
export const ComplaintHistoryEntry = z.object({
  at: z.iso.datetime(),
  kind: z.enum(COMPLAINT_HISTORY_KINDS),
  by: z.string().nullable(),
  fromStaff: z.boolean(),
  status: z.number().int().optional(),
  assignee: z.string().nullable().optional(),
  files: z.array(z.string()).optional(),
});
export type ComplaintHistoryEntry = z.infer<typeof ComplaintHistoryEntry>;

/** Another complaint of the same dealer about the same article or serial number. */
export const RelatedComplaint = z.object({
  incidentid: crmGuid,
  ed_casenumber: z.string(),
  edp_portalstatus: z.number().int(),
  createdon: z.iso.datetime(),
  /** What the two share: an article's number or the serial number. */
  itemNumbers: z.array(z.string()),
  sameSerial: z.boolean(),
});
export type RelatedComplaint = z.infer<typeof RelatedComplaint>;

export const StaffComplaintDetail = StaffComplaintRow.extend({
  description: z.string(),
  orderMark: z.string().nullable(),
  contact: z.object({
    fullname: z.string().nullable(),
    line1: z.string().nullable(),
    postalcode: z.string().nullable(),
    city: z.string().nullable(),
    country: z.string().nullable(),
    email: z.string().nullable(),
    mobilephone: z.string().nullable(),
  }),
  location: z.object({ address: z.string().nullable(), postalcode: z.string().nullable(), city: z.string().nullable() }),
  products: z.array(z.object({ itemNumber: z.string(), name: z.string(), quantity: z.number().int() })),
  /** What the dealer sees: the dealer's notes and the staff's replies, oldest first. */
  notes: z.array(Note.extend({ fromStaff: z.boolean() })),
  /** Never shown to the dealer. */
  internalNotes: z.array(Note),
  files: z.array(z.object({ id: crmGuid, name: z.string(), url: z.string() })),
  /** The statuses this complaint may move to now. */
  nextStatuses: z.array(ComplaintStatusCode),
  /** What happened to the complaint, oldest first: who did what and when. */
  history: z.array(ComplaintHistoryEntry),
  /** The same dealer's other complaints about one of this complaint's articles or its serial number, newest first. */
  related: z.array(RelatedComplaint),
  /** The replacement orders, returns and credit notes made from the complaint, and its outcome. */
  resolution: ComplaintResolution,
});
export type StaffComplaintDetail = z.infer<typeof StaffComplaintDetail>;

export const getStaffComplaint = defineEndpoint({
  method: 'GET',
  path: '/api/staff/complaints/{incidentId}',
  summary: 'One complaint with everything the dealer sent, the replies and the internal notes',
  tags,
  params: IncidentIdParams,
  response: StaffComplaintDetail,
  staffRoles: DESK,
});

export const SetComplaintStatusRequest = z.object({ status: ComplaintStatusCode });
export const setComplaintStatus = defineEndpoint({
  method: 'PUT',
  path: '/api/staff/complaints/{incidentId}/status',
  summary: 'Move a complaint along its path; 409 STATUS_TRANSITION_NOT_ALLOWED otherwise',
  tags,
  params: IncidentIdParams,
  body: SetComplaintStatusRequest,
  response: StaffComplaintDetail,
  staffRoles: DESK,
});

export const AssignComplaintRequest = z.object({ staffId: crmGuid.nullable() });
export const assignComplaint = defineEndpoint({
  method: 'PUT',
  path: '/api/staff/complaints/{incidentId}/assignee',
  summary: 'Assign a complaint to a staff member of customer service, or to nobody',
  tags,
  params: IncidentIdParams,
  body: AssignComplaintRequest,
  response: StaffComplaintDetail,
  staffRoles: DESK,
});

/** The complaints desk's bulk assignment: the single assignment's body with the complaints it is for. */
export const AssignComplaintsRequest = AssignComplaintRequest.extend({ incidentIds: bulkIds(crmGuid) });
export type AssignComplaintsRequest = z.input<typeof AssignComplaintsRequest>;

export const assignComplaints = defineEndpoint({
  method: 'POST',
  path: '/api/staff/complaints/bulk-assignee',
  summary:
    "Assign several complaints (at most 500) to a staff member of customer service, or to nobody, each as the single assignment does; the answer tells each one's outcome",
  tags,
  body: AssignComplaintsRequest,
  response: BulkResponse,
  staffRoles: DESK,
});

export const ComplaintNoteRequest = z.object({ text: NoteText });
export const replyToComplaint = defineEndpoint({
  method: 'POST',
  path: '/api/staff/complaints/{incidentId}/replies',
  summary: "A reply the dealer reads in the complaint's notes, with the staff member's name and the time",
  tags,
  params: IncidentIdParams,
  body: ComplaintNoteRequest,
  response: StaffComplaintDetail,
  staffRoles: DESK,
});

export const addInternalComplaintNote = defineEndpoint({
  method: 'POST',
  path: '/api/staff/complaints/{incidentId}/internal-notes',
  summary: 'A note for the staff only; no dealer call ever shows it',
  tags,
  params: IncidentIdParams,
  body: ComplaintNoteRequest,
  response: StaffComplaintDetail,
  staffRoles: DESK,
});

export const DeskStaffResponse = z.object({ items: z.array(z.object({ id: crmGuid, name: z.string() })) });
export const getComplaintDeskStaff = defineEndpoint({
  method: 'GET',
  path: '/api/staff/complaints-desk/staff',
  summary: 'The staff members a complaint can be assigned to (customer service and back-office admins)',
  tags,
  response: DeskStaffResponse,
  staffRoles: DESK,
});

/** Staff attach files to a complaint under the dealer side's rules (types, size, count); multipart `files`. */
export const attachComplaintFiles = defineEndpoint({
  method: 'POST',
  path: '/api/staff/complaints/{incidentId}/files',
  summary: `Attach 1 to ${MAX_FILES} images or PDFs (each below ${MAX_FILE_BYTES} bytes) to any complaint; multipart files`,
  tags,
  params: IncidentIdParams,
  response: StaffComplaintDetail,
  multipart: { files: { name: 'files', min: 1, max: MAX_FILES, maxBytes: MAX_FILE_BYTES, types: COMPLAINT_FILE_TYPES } },
  staffRoles: DESK,
});

// --- resolving a complaint in the portal (ADR 0080)

/** Articles and quantities of a replacement order or a return. */
export const ResolutionLines = z
  .array(
    z.object({
      itemNumber: singleLine(z.string().trim().min(1, 'complaints-desk.validation.required').max(40)),
      quantity: z.number().int().min(1).max(9999),
    }),
  )
  .min(1)
  .max(100)
  .refine((lines) => new Set(lines.map((l) => l.itemNumber)).size === lines.length, 'an article is named once');

export const ReplacementOrderRequest = z.object({ lines: ResolutionLines });
export type ReplacementOrderRequest = z.input<typeof ReplacementOrderRequest>;
export const ReplacementOrderResponse = z.object({ orderNumber: z.string() });

export const createReplacementOrder = defineEndpoint({
  method: 'POST',
  path: '/api/staff/complaints/{incidentId}/replacement-order',
  summary: "An order at no charge for the complaint's dealer, tied to the complaint; it goes through the order desk as any order",
  tags,
  params: IncidentIdParams,
  body: ReplacementOrderRequest,
  response: ReplacementOrderResponse,
  staffRoles: DESK,
});

export const ComplaintReturnRequest = z.object({ lines: ResolutionLines });
export type ComplaintReturnRequest = z.input<typeof ComplaintReturnRequest>;

export const createComplaintReturn = defineEndpoint({
  method: 'POST',
  path: '/api/staff/complaints/{incidentId}/returns',
  summary: 'A return of goods (RMA): articles and quantities the dealer sends back under a return number, with a label',
  tags,
  params: IncidentIdParams,
  body: ComplaintReturnRequest,
  response: ComplaintReturn,
  staffRoles: DESK,
});

export const ReturnParams = IncidentIdParams.extend({ returnNumber: z.string().regex(/^R\d{1,12}$/, 'expected a return number') });
export const SetReturnStatusRequest = z.object({ status: ReturnStatus });

export const setComplaintReturnStatus = defineEndpoint({
  method: 'PUT',
  path: '/api/staff/complaints/{incidentId}/returns/{returnNumber}/status',
  summary: 'Move a return one step: requested → received → inspected; 409 STATUS_TRANSITION_NOT_ALLOWED otherwise',
  tags,
  params: ReturnParams,
  body: SetReturnStatusRequest,
  response: ComplaintReturn,
  staffRoles: DESK,
});

export const StaffReturnLabelQuery = z.object({
  returnNumber: z.string().regex(/^R\d{1,12}$/, 'expected a return number'),
  lang: Language.optional().describe("Language of the label; the dealer's market's language when left out"),
});
export const getStaffReturnLabel = {
  method: 'GET',
  path: '/api/staff/complaints/return-label',
  summary: "A return's label as the dealer prints it (application/pdf)",
  tags,
  querystring: StaffReturnLabelQuery,
  contentTypes: ['application/pdf'],
  staffRoles: DESK,
} as const satisfies StaffFileDownload;

export const SetComplaintOutcomeRequest = z
  .object({
    outcome: ComplaintOutcome,
    /** Required for a rejection: the dealer reads it. */
    reason: singleLine(z.string().trim().max(1000)).optional(),
  })
  .refine((b) => b.outcome !== 'rejected' || (b.reason ?? '').length > 0, {
    path: ['reason'],
    message: 'complaints-desk.validation.required',
  });
export type SetComplaintOutcomeRequest = z.input<typeof SetComplaintOutcomeRequest>;

export const setComplaintOutcome = defineEndpoint({
  method: 'PUT',
  path: '/api/staff/complaints/{incidentId}/outcome',
  summary: "Record the complaint's outcome (replaced, credited, returned, or rejected with a reason)",
  tags,
  params: IncidentIdParams,
  body: SetComplaintOutcomeRequest,
  response: StaffComplaintDetail,
  staffRoles: DESK,
});
