/**
 * The complaints desk's rules as pure functions: its queue's filters, how a complaint's facts
 * read, and what is wrong with a note or files before and after the server has seen them.
 */
import {
  COMPLAINT_ERROR_KEYS,
  COMPLAINT_OUTCOMES,
  COMPLAINT_STATUS,
  INCIDENT_TYPES,
  MAX_FILE_BYTES,
  MAX_FILES,
} from '@portal/contracts/complaint';
import { round2 } from '@portal/contracts/money';
import type { StaffInvoiceLine } from '@portal/contracts/staff-order';
import {
  ComplaintNoteRequest,
  type ComplaintHistoryEntry,
  type RelatedComplaint,
  type StaffComplaintDetail,
} from '@portal/contracts/staff-complaint';
import { ApiError } from '@portal/ui/auth';
import { schemaProblems } from '@portal/ui/form';
import { errorCodeOf, problemMessages, type Message } from '../../lib/form-messages';
import { joinPresent } from '../../lib/labels';
import { marketFilter, numberFilter, oneOf, textFilter } from '../../lib/list-page-logic';

/** The statuses the queue filters by, in the order a complaint passes them. */
export const QUEUE_STATUSES = [
  COMPLAINT_STATUS.Registered,
  COMPLAINT_STATUS.Ongoing,
  COMPLAINT_STATUS.WaitingForDetails,
  COMPLAINT_STATUS.Completed,
] as const;

/** The outcomes the queue filters by, and `none` for the complaints without one yet. */
export const OUTCOME_FILTERS = [...COMPLAINT_OUTCOMES, 'none'] as const;

/** The queue's filters in the address; the start page links to some of them (waiting for details over so many days). */
export const QUEUE_FILTERS = {
  status: numberFilter,
  market: marketFilter,
  /** `me`, `none` or a staff member's id. */
  assignee: textFilter,
  timeLimit: oneOf(['due', 'overdue'] as const),
  olderThanDays: numberFilter,
  inStatusOverDays: numberFilter,
  // The insight figures link here with their grouping and period.
  type: oneOf(Object.values(INCIDENT_TYPES)),
  customerNumber: textFilter,
  series: textFilter,
  itemNumber: textFilter,
  batch: textFilter,
  from: textFilter,
  to: textFilter,
  outcome: oneOf(OUTCOME_FILTERS),
};

/** The ages the queue filters by: older than so many days. */
export const AGE_CHOICES = [2, 7, 14, 30, 90] as const;

/** The colour of a complaint's time-limit mark: red past it, orange on its last day. */
export const TIME_LIMIT_COLOR = { ok: 'gray', due: 'orange', overdue: 'red' } as const;

/** The choices of the assignee filter: mine, nobody's, then each desk staff member by name. */
export const assigneeChoices = (staff: readonly { id: string; name: string }[], mine: string, nobody: string) => [
  { value: 'me', label: mine },
  { value: 'none', label: nobody },
  ...staff.map((s) => ({ value: s.id, label: s.name })),
];

/** The history entry's text key and its values: what happened, in the staff member's words. */
export function historyText(
  entry: ComplaintHistoryEntry,
  statusName: (status: number) => string,
): { key: string; values: Record<string, string> } {
  switch (entry.kind) {
    case 'status':
      return { key: 'complaints-desk.history.status', values: { status: entry.status === undefined ? '' : statusName(entry.status) } };
    case 'assigned':
      return entry.assignee
        ? { key: 'complaints-desk.history.assigned', values: { name: entry.assignee } }
        : { key: 'complaints-desk.history.unassigned', values: {} };
    case 'files':
      return { key: 'complaints-desk.history.files', values: { files: (entry.files ?? []).join(', ') } };
    default:
      return { key: `complaints-desk.history.${entry.kind}`, values: {} };
  }
}

/** What a related complaint shares with this one: the serial number, the articles, or both. */
export const relatedShares = (related: Pick<RelatedComplaint, 'itemNumbers' | 'sameSerial'>) => ({
  serial: related.sameSerial,
  items: related.itemNumbers.join(', '),
});

/** The dealer's contact person as one line: name, address, e-mail and phone, without what is missing. */
export const contactLine = (contact: StaffComplaintDetail['contact']) =>
  joinPresent([
    contact.fullname,
    contact.line1,
    joinPresent([contact.postalcode, contact.city], ' '),
    contact.country,
    contact.email,
    contact.mobilephone,
  ]);

/** Where the stove stands, or a dash when the dealer gave no place. */
export const locationLine = (location: StaffComplaintDetail['location']) =>
  joinPresent([location.address, location.postalcode, location.city]) || '–';

/** An article of the complaint: how many, which, and its name. */
export const productLine = (p: StaffComplaintDetail['products'][number]) => `${p.quantity} × ${p.itemNumber} ${p.name}`;

/** The dealer's notes and the staff's replies look apart. */
export const noteBackground = (note: { fromStaff: boolean }) =>
  note.fromStaff ? 'var(--mantine-color-blue-0)' : 'var(--mantine-color-gray-0)';

/** Whether the complaint has reached the end of its path (completed): no move is offered. */
export const isFinal = (complaint: Pick<StaffComplaintDetail, 'nextStatuses'>) => complaint.nextStatuses.length === 0;

/** The text of a refused move: the move is no longer allowed (someone moved it meanwhile); undefined for the dialog's own text. */
export const moveRefusalKey = (error: unknown) =>
  errorCodeOf(error) === 'STATUS_TRANSITION_NOT_ALLOWED' ? 'complaints-desk.detail.move-refused' : undefined;

/** What is wrong with a reply or an internal note; the contract's messages are the desk's texts. */
export const noteProblems = (values: { text: string }): Record<string, Message> =>
  problemMessages(schemaProblems(ComplaintNoteRequest, values), (p) => ({ key: p.message }));

/** The largest file in whole megabytes, as the hint and the refusal say it. */
export const MAX_FILE_MB = Math.floor(MAX_FILE_BYTES / 1_000_000);

/** The types a complaint takes: pictures and PDF. */
export const ATTACH_ACCEPT = 'image/jpeg,image/png,image/gif,image/webp,image/heic,application/pdf';

const TOO_MANY: Message = { key: 'complaints-desk.attach.too-many', values: { max: MAX_FILES } };
const TOO_LARGE: Message = { key: 'complaints-desk.attach.too-large', values: { max: MAX_FILE_MB } };

/** What is wrong with files before they are sent: too many, or one too large (the limit itself is too large). */
export function attachProblem(files: readonly { size: number }[]): Message | null {
  if (files.length > MAX_FILES) return TOO_MANY;
  if (files.some((f) => f.size >= MAX_FILE_BYTES)) return TOO_LARGE;
  return null;
}

/** What the server's refusal of files means for the staff member. */
export function attachRefusal(error: unknown): Message {
  const key = error instanceof ApiError ? error.key : undefined;
  if (key === COMPLAINT_ERROR_KEYS.fileSize) return TOO_LARGE;
  if (key === COMPLAINT_ERROR_KEYS.tooManyFiles) return TOO_MANY;
  if (error instanceof ApiError && error.status === 400) return { key: 'complaints-desk.attach.wrong-type' };
  return { key: 'complaints-desk.attach.failed' };
}

// --- resolving a complaint

/** A line of a replacement order or a return being written; `key` keeps its row while others go. */
export type EditedLine = { key: number; itemNumber: string; quantity: number };

/** The complaint's articles and quantities, where a replacement or a return begins. */
export const linesOfComplaint = (products: readonly { itemNumber: string; quantity: number }[]): EditedLine[] =>
  products.map((p, i) => ({ key: i, itemNumber: p.itemNumber, quantity: p.quantity }));

/** The lines as the call takes them: blank or empty rows left out, an article named twice added up into one line. */
export function resolutionLines(lines: readonly EditedLine[]): { itemNumber: string; quantity: number }[] {
  const byItem = new Map<string, number>();
  for (const line of lines) {
    const item = line.itemNumber.trim();
    if (item && line.quantity >= 1) byItem.set(item, (byItem.get(item) ?? 0) + line.quantity);
  }
  return [...byItem].map(([itemNumber, quantity]) => ({ itemNumber, quantity }));
}

/**
 * An invoice's lines as a credit note offers them: what is left to credit of each, its net unit
 * price, and the quantity to credit — as chosen, else the complaint's quantity of the article,
 * never more than is left.
 */
export function creditLinesOf(
  lines: readonly StaffInvoiceLine[],
  products: readonly { itemNumber: string; quantity: number }[],
  chosen: Readonly<Record<number, number>>,
) {
  return lines.map((l) => {
    const left = Math.max(0, l.quantity - l.creditedQuantity);
    const claimed = products.find((p) => p.itemNumber === l.itemNumber)?.quantity ?? 0;
    return {
      lineNumber: l.lineNumber,
      itemNumber: l.itemNumber,
      description: l.description,
      left,
      unitNet: l.quantity > 0 ? round2(l.netAmount / l.quantity) : 0,
      quantity: Math.min(left, Math.max(0, chosen[l.lineNumber] ?? claimed)),
    };
  });
}

/** Whom the queue's bulk assignment gives the complaints: me, a colleague by id, or nobody. */
export type BulkAssigneeChoice = 'me' | 'none' | (string & {});

/** The staff id the bulk assignment sends (null: nobody); undefined while "me" is not known yet. */
export const bulkAssignee = (choice: BulkAssigneeChoice, me: string | null): string | null | undefined =>
  choice === 'none' ? null : choice === 'me' ? (me ?? undefined) : choice;
