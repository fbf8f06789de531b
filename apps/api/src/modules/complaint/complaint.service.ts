import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { z } from 'zod';
import {
  type AddComplaintMessageRequest,
  COMPLAINT_ERROR_KEYS,
  COMPLAINT_PAGE_SIZES,
  COMPLAINT_STATUS,
  type ComplaintListChoice,
  ComplaintUploadFiles,
  HIDDEN_ATTACHMENT_NAMES,
  INCIDENT_TYPES,
  NewComplaintDataJson,
  NewComplaintFiles,
  ORDER_LOOKUP_NOT_FOUND_CODE,
  REQUIRE_SERIAL_YES,
  UploadComplaintImagesFields,
  lookupNotFoundKey,
  newComplaintDataForOrder,
  type ComplaintImage,
  type ComplaintMessage,
  type Incident,
  type IncidentType,
  type LookupComplaintOrderResponse,
  type LookupOrderLine,
} from '@portal/contracts';
import type { AppSecrets } from '../../platform/app-secrets.js';
import type { Principal } from '../../platform/auth/access.js';
import type { AuditEntry } from '../../platform/audit/audit.js';
import { AppError, badRequest, forbidden, notFound } from '../../platform/errors.js';
import type { FileStore } from '../../platform/files/file-store.js';
import {
  COMPLAINT_LIST_LIMIT,
  type ComplaintRepository,
  type DeliveredLineRow,
  type IncidentListRow,
  type ListChoice,
  type NewAttachment,
} from './complaint.repository.js';
import { TextCache } from '../../platform/text-cache.js';
import { detectFileType, storedFileName } from '../../platform/files/file-type.js';
import type { PendingFiles } from '../../platform/files/pending-files.js';
import { cleanTexts } from '../../platform/text-rule.js';
import type { UploadedFile } from '../../platform/multipart.js';

/** A file part as the route read it: bytes in memory, already below the size limit. */

export type ComplaintServiceDeps = {
  complaints: ComplaintRepository;
  transaction: <T>(work: (complaints: ComplaintRepository) => Promise<T>) => Promise<T>;
  /** Files recorded before they are stored, so none outlives a change that never committed. */
  pendingFiles: Pick<PendingFiles, 'track' | 'settle'>;
  /** Injectable so a test can make storing fail half-way. */
  fileStore: FileStore;
  /** Where the key that signs attachment addresses is kept (sealed, shared by every instance). */
  secrets: AppSecrets;
  now: () => Date;
};

/** How long a download address of an attachment is valid. */
export const FILE_URL_TTL_SECONDS = 5 * 60;
const FILE_URL_SECRET = 'complaint_file_url_key';

/** The CRM's names of our incident types. */
export const INCIDENT_TYPE_NAMES: Record<IncidentType, string> = {
  [INCIDENT_TYPES.transportDamage]: 'Transport damage',
  [INCIDENT_TYPES.deliveryFault]: 'Delivery fault',
  [INCIDENT_TYPES.otherFaults]: 'Other faults',
};

/** Composed lists and rows kept in memory, in characters or bytes (a list of 999 complaints is about 800,000). */
const LIST_CACHE_CHARS = 16_000_000;

const KEY_PATTERN = /^[a-z-]+\.[a-z0-9.-]+$/;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The first problem of a failed check, as the API's 400 with field and, when it is one, the spec's key. */
function firstIssue(error: z.ZodError, prefix: string[] = [], fallback = 'data') {
  const issue = error.issues[0]!;
  // A file's problem names the file (files.1), not the property of it that failed.
  const path = prefix.length ? issue.path.slice(0, 1) : issue.path;
  const field = [...prefix, ...path.map(String)].join('.') || fallback;
  return badRequest(field, `${field}: ${issue.message}`, KEY_PATTERN.test(issue.message) ? issue.message : undefined);
}

const isHidden = (name: string) => {
  const lower = name.trim().toLowerCase();
  const stem = lower.replace(/\.[^.]*$/, '');
  return HIDDEN_ATTACHMENT_NAMES.some((hidden) => hidden === lower || hidden === stem);
};

type IncidentRow = NonNullable<Awaited<ReturnType<ComplaintRepository['byId']>>>;

export function createComplaintService(deps: ComplaintServiceDeps) {
  const { complaints, fileStore } = deps;

  function toIncident(r: IncidentListRow): Incident {
    return {
      incidentid: r.id,
      ed_casenumber: r.case_number,
      ticketnumber: r.ticket_number,
      edp_ordernumber: r.order_number,
      edp_ordermark: r.order_mark,
      ed_serialnumber: r.serial_number,
      description: r.description,
      createdon: new Date(r.created_at).toISOString(),
      edp_portalstatus: r.portal_status,
      msdyn_incidenttype: { msdyn_name: INCIDENT_TYPE_NAMES[r.incident_type as IncidentType] ?? r.incident_type },
      primarycontactid: {
        fullname: r.contact_fullname,
        address1_line1: r.contact_line1,
        address1_postalcode: r.contact_postalcode,
        address1_city: r.contact_city,
        address1_country: r.contact_country,
      },
      msdyn_FunctionalLocation: {
        msdyn_address1: r.location_address,
        msdyn_postalcode: r.location_postalcode,
        msdyn_city: r.location_city,
      },
      edp_incident_edp_claimproduct: r.products.map((p) => ({
        edp_articlenumber: p.item_number,
        edp_name: p.name,
        edp_quantity: p.quantity,
      })),
    };
  }

  async function withProducts(rows: IncidentRow[]): Promise<Incident[]> {
    const products = await complaints.products(rows.map((r) => r.id));
    return rows.map((r) => toIncident({ ...r, products: products.filter((p) => p.incident_id === r.id) }));
  }

  /** The caller's own incident; another customer's answers 404 as if it did not exist. */
  async function ownIncident(principal: Principal, incidentId: string) {
    const row = UUID_PATTERN.test(incidentId) ? await complaints.byId(principal.customerNumber, incidentId) : undefined;
    if (!row) throw notFound('Complaint');
    return row;
  }

  function toOrder(rows: DeliveredLineRow[]): LookupComplaintOrderResponse {
    const lines = new Map<string, LookupOrderLine>();
    const counted = new Set<number>();
    for (const row of rows) {
      let line = lines.get(row.item_number);
      if (!line) {
        line = {
          ItemNumber: row.item_number,
          Description: row.description,
          ShippedQty: 0,
          Require_Serial: row.require_serial ? REQUIRE_SERIAL_YES : '0',
          SerialNbrs: [],
        };
        lines.set(row.item_number, line);
      }
      // One row per serial number: count each order line's quantity once.
      if (!counted.has(row.line_sequence)) {
        counted.add(row.line_sequence);
        line.ShippedQty += Number(row.shipped_qty);
      }
      if (row.serial_number) line.SerialNbrs.push({ SerialNumber: row.serial_number, ProductionNbr: row.production_nbr ?? '' });
    }
    return { OrderNumber: rows[0]?.order_number ?? '', Lines: [...lines.values()] };
  }

  /** Type by content; the contract then decides what is allowed where. */
  function describeFiles(files: UploadedFile[]) {
    return files.map((f) => {
      const type = detectFileType(f.bytes);
      return { filename: f.filename || 'file', mimetype: type ?? 'application/octet-stream', size: f.bytes.length };
    });
  }

  /**
   * Stores the files, then runs the rows' transaction; when anything fails, every file
   * stored for it is deleted again, so a failure leaves neither rows nor files behind.
   */
  async function storeThen<T>(
    incidentId: string,
    files: UploadedFile[],
    write: (complaints: ComplaintRepository, attachments: NewAttachment[]) => Promise<T>,
  ) {
    const stored: string[] = [];
    let result: T;
    try {
      const attachments: NewAttachment[] = [];
      for (const file of files) {
        const id = randomUUID();
        const contentType = detectFileType(file.bytes)!;
        const fileName = storedFileName(file.filename, contentType);
        const key = `complaints/${incidentId}/${id}-${fileName}`;
        stored.push(key);
        // Recorded first: should the process die before the rows commit, the sweeper finds the file.
        await deps.pendingFiles.track(key);
        await fileStore.put(key, file.bytes, contentType);
        attachments.push({
          id,
          incident_id: incidentId,
          storage_key: key,
          content_type: contentType,
          original_name: file.filename.slice(0, 255),
          file_name: fileName,
          size_bytes: file.bytes.length,
        });
      }
      result = await deps.transaction((trx) => write(trx, attachments));
    } catch (error) {
      await Promise.allSettled(stored.map((key) => fileStore.delete(key)));
      await deps.pendingFiles.settle(stored).catch(() => undefined);
      throw error;
    }
    await deps.pendingFiles.settle(stored);
    return result;
  }

  let signingKey: Promise<Buffer> | null = null;
  /** One key in the database, so every instance signs and verifies alike. */
  const urlKey = () =>
    (signingKey ??= deps.secrets
      .get<string>(FILE_URL_SECRET, () => randomBytes(32).toString('base64url'))
      .then((value) => Buffer.from(value, 'base64url'))
      .catch((error: unknown) => {
        signingKey = null;
        throw error;
      }));

  const sign = async (incidentId: string, attachmentId: string, expires: number) =>
    createHmac('sha256', await urlKey())
      .update(`${incidentId}:${attachmentId}:${expires}`)
      .digest('base64url');

  /** An address of an attachment that works for FILE_URL_TTL_SECONDS without a token. */
  const signedUrl = async (incidentId: string, attachmentId: string) => {
    const expires = Math.floor(deps.now().getTime() / 1000) + FILE_URL_TTL_SECONDS;
    return `/api/complaint/file/${attachmentId}?expires=${expires}&signature=${await sign(incidentId, attachmentId, expires)}`;
  };

  // Lists are read far more often than complaints change. An answer is kept by customer, list and
  // the choice of rows with the database's change count, so a change made through any instance
  // shows at once; after a change the database is asked which rows the answer shows with their
  // stamps, and only a row whose stamp moved (the changed complaint) is composed again.
  // An answer is kept as the bytes sent, so that sent again it is the same Buffer, which the
  // compression keeps compressed (platform/compression.ts).
  const answers = new TextCache<{ version: string; body: Buffer; length: number }>(LIST_CACHE_CHARS / 2);
  const rowTexts = new TextCache(LIST_CACHE_CHARS / 2);
  async function list(customerNumber: string, completed: boolean, query: ComplaintListChoice = {}): Promise<Buffer> {
    const paged = query.page !== undefined;
    const pageSize = query.pageSize ?? COMPLAINT_PAGE_SIZES[0];
    const choice: ListChoice = {
      sort: query.sort ?? 'created',
      direction: query.direction ?? 'desc',
      search: query.q || undefined,
      status: query.status,
      offset: paged ? (query.page! - 1) * pageSize : 0,
      limit: paged ? pageSize : COMPLAINT_LIST_LIMIT,
      counted: paged,
    };
    const version = await complaints.listVersion(customerNumber);
    const key = `${customerNumber}:${completed ? 'history' : 'open'}:${paged ? JSON.stringify(choice) : 'all'}`;
    const cached = answers.get(key);
    if (cached !== undefined && cached.version === version) return cached.body;
    // Read after the version: a change in between moves it, so the next call reads again.
    const { rows, total } = await complaints.listRows(customerNumber, COMPLAINT_STATUS.Completed, completed, choice);
    const texts = new Map<string, string>();
    const stale: string[] = [];
    for (const row of rows) {
      const kept = rowTexts.get(row.id);
      const stamp = `${row.list_change}:`;
      if (kept !== undefined && kept.startsWith(stamp)) texts.set(row.id, kept.slice(stamp.length));
      else stale.push(row.id);
    }
    for (const row of await complaints.rowsJson(customerNumber, stale, INCIDENT_TYPE_NAMES)) {
      texts.set(row.id, row.json);
      rowTexts.set(row.id, `${row.list_change}:${row.json}`);
    }
    // A row deleted between the two reads is left out.
    const value = rows.flatMap((row) => texts.get(row.id) ?? []).join(',');
    const text = total === undefined ? `{"value":[${value}]}` : `{"value":[${value}],"total":${total}}`;
    const body = Buffer.from(text);
    answers.set(key, { version, body, length: body.length });
    return body;
  }

  return {
    /** Without a page the newest 999 open complaints (spec 000 §8), else that page with the total. */
    async open(principal: Principal, query?: ComplaintListChoice) {
      return list(principal.customerNumber, false, query);
    },

    async history(principal: Principal, query?: ComplaintListChoice) {
      return list(principal.customerNumber, true, query);
    },

    async get(principal: Principal, incidentId: string) {
      return { value: await withProducts([await ownIncident(principal, incidentId)]) };
    },

    /** A delivered order of the caller's customer, by order number (6 digits) or serial number (10 or 14). */
    async lookupOrder(principal: Principal, searchId: string): Promise<LookupComplaintOrderResponse> {
      const id = searchId.trim();
      const rows = await complaints.deliveredLines(principal.customerNumber, id.length === 6 ? { orderNumber: id } : { serialNumber: id });
      if (rows.length === 0) {
        const what = id.length === 6 ? 'order number' : 'serial number';
        throw new AppError(404, ORDER_LOOKUP_NOT_FOUND_CODE, `The ${what} does not exist`, {
          field: 'searchId',
          key: lookupNotFoundKey(id),
        });
      }
      return toOrder(rows);
    },

    /** Every rule of spec 000 §5 again, then the incident and its files, all or nothing. */
    async create(principal: Principal, input: { data: string | undefined; files: UploadedFile[] }): Promise<Incident> {
      if (input.data === undefined) throw badRequest('data', 'data: is required');
      // The JSON part under the same text rule as every other body.
      const parsed = NewComplaintDataJson.safeParse(input.data);
      if (!parsed.success) throw firstIssue(parsed.error);
      parsed.data = cleanTexts(parsed.data);

      const rows = await complaints.deliveredLines(principal.customerNumber, { orderNumber: parsed.data.orderNumber });
      if (rows.length === 0) throw badRequest('orderNumber', 'The order number does not exist', COMPLAINT_ERROR_KEYS.orderNotFound);
      const order = toOrder(rows);
      const checked = newComplaintDataForOrder(order).safeParse(parsed.data);
      if (!checked.success) throw firstIssue(checked.error);
      const data = checked.data;

      const files = NewComplaintFiles.safeParse(describeFiles(input.files));
      if (!files.success) throw firstIssue(files.error, ['files'], 'files');

      const card = await complaints.contactCard(principal.contactId);
      const ship = await complaints.deliveryAddress(principal.customerNumber, order.OrderNumber);
      const custom = data.alternateAddress ? data.customAddress : undefined;
      const descriptions = new Map(order.Lines.map((l) => [l.ItemNumber, l.Description]));
      const products = data.products
        .filter((p) => Number(p.edp_quantity) > 0)
        .map((p) => ({
          itemNumber: p.edp_articlenumber,
          name: descriptions.get(p.edp_articlenumber) ?? p.edp_name,
          quantity: Number(p.edp_quantity),
        }));

      const incidentId = randomUUID();
      await storeThen(incidentId, input.files, async (trx, attachments) => {
        const caseNumber = await trx.insertIncident(
          {
            id: incidentId,
            customer_number: principal.customerNumber,
            contact_id: principal.contactId,
            order_number: order.OrderNumber,
            order_mark: data.orderMark,
            serial_number: data.serialNumber || null,
            description: data.description,
            incident_type: data.incidentType,
            portal_status: COMPLAINT_STATUS.Registered,
            contact_fullname: custom ? `${custom.firstName} ${custom.lastName}` : card ? `${card.firstname} ${card.lastname}` : null,
            contact_line1: custom ? custom.address! : (card?.postal_line1 ?? null),
            contact_postalcode: custom ? custom.postalCode! : (card?.postal_postalcode ?? null),
            contact_city: custom ? custom.city! : (card?.postal_city ?? null),
            contact_country: custom ? custom.country! : (card?.country ?? null),
            contact_email: custom ? custom.emailAddress! : (card?.email ?? null),
            contact_mobilephone: custom ? custom.mobilePhone! : (card?.mobilephone ?? null),
            location_address: custom ? custom.address! : (ship?.ship_address1 ?? null),
            location_postalcode: custom ? custom.postalCode! : (ship?.ship_postalcode ?? null),
            location_city: custom ? custom.city! : (ship?.ship_city ?? null),
            created_at: deps.now(),
          },
          products,
        );
        await trx.insertAttachments(attachments);
        await trx.notify({
          to: { contactId: principal.contactId },
          customerNumber: principal.customerNumber,
          message: { kind: 'complaint-received', caseNumber, incidentId, orderNumber: order.OrderNumber },
        });
      });
      return (await withProducts([await ownIncident(principal, incidentId)]))[0]!;
    },

    async messages(principal: Principal, incidentId: string): Promise<{ value: ComplaintMessage[] }> {
      await ownIncident(principal, incidentId);
      const notes = await complaints.notes(incidentId);
      return {
        value: notes.map((n) => ({
          subject: n.subject,
          description: n.description,
          createdon: new Date(n.created_at).toISOString(),
          name: n.author_name,
        })),
      };
    },

    async addMessage(principal: Principal, body: AddComplaintMessageRequest) {
      await ownIncident(principal, body.incidentId);
      await complaints.insertNote({
        id: randomUUID(),
        incidentId: body.incidentId,
        description: body.description,
        contactId: principal.contactId,
        authorName: `${principal.contact.firstname} ${principal.contact.lastname}`.trim(),
      });
      return { ok: true as const };
    },

    async images(principal: Principal, incidentId: string): Promise<{ value: ComplaintImage[] }> {
      await ownIncident(principal, incidentId);
      const rows = await complaints.attachments(incidentId);
      return {
        value: rows.filter((r) => !isHidden(r.original_name) && !isHidden(r.file_name)).map((r) => ({ id: r.id, name: r.original_name })),
      };
    },

    /** More files for an existing complaint: images or PDF, at least one. */
    async upload(principal: Principal, input: { incidentId: string | undefined; files: UploadedFile[] }) {
      const fields = UploadComplaintImagesFields.safeParse({ incidentId: input.incidentId });
      if (!fields.success) throw firstIssue(fields.error);
      const incident = await ownIncident(principal, fields.data.incidentId);
      const files = ComplaintUploadFiles.safeParse(describeFiles(input.files));
      if (!files.success) throw firstIssue(files.error, ['files'], 'files');
      await storeThen(incident.id, input.files, (trx, attachments) => trx.insertAttachments(attachments));
      return { ok: true as const };
    },

    /**
     * Files staff attach to a complaint, under the dealer side's rules; the rows and the audit
     * entry land together, and a failure leaves no file behind. The caller has found the complaint.
     */
    async attachForStaff(incidentId: string, files: UploadedFile[], audit: Omit<AuditEntry, 'after'>) {
      const checked = ComplaintUploadFiles.safeParse(describeFiles(files));
      if (!checked.success) throw firstIssue(checked.error, ['files'], 'files');
      await storeThen(incidentId, files, async (trx, attachments) => {
        await trx.insertAttachments(attachments);
        await trx.audit({ ...audit, after: { files: attachments.map((a) => ({ id: a.id, name: a.original_name })) } });
      });
    },

    /** A download address valid for a few minutes; the file itself is served only through it. */
    async imageUrl(principal: Principal, incidentId: string, itemId: string) {
      await ownIncident(principal, incidentId);
      const attachment = UUID_PATTERN.test(itemId) ? await complaints.attachment(itemId) : undefined;
      if (!attachment || attachment.incident_id !== incidentId) throw notFound('Attachment');
      return { getUrl: await signedUrl(incidentId, attachment.id) };
    },

    /** The signed address of an attachment, for callers that checked access themselves (the complaints desk). */
    signedUrl,

    /** The file behind a signed address; an expired or wrong signature is refused. */
    async signedFile(
      attachmentId: string,
      expires: number,
      signature: string,
    ): Promise<{ body: Readable; contentType: string; fileName: string }> {
      const refused = () => forbidden('LINK_INVALID', 'The download address is invalid or has expired');
      if (!UUID_PATTERN.test(attachmentId)) throw refused();
      if (expires < Math.floor(deps.now().getTime() / 1000)) throw forbidden('LINK_EXPIRED', 'The download address has expired');
      const attachment = await complaints.attachment(attachmentId);
      if (!attachment) throw refused();
      const expected = Buffer.from(await sign(attachment.incident_id, attachment.id, expires));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw refused();
      const body = await fileStore.get(attachment.storage_key);
      if (!body) throw notFound('File');
      return { body, contentType: attachment.content_type, fileName: attachment.file_name };
    },
  };
}

export type ComplaintService = ReturnType<typeof createComplaintService>;
