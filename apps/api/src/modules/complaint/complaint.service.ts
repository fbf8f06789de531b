import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { z } from 'zod';
import {
  type AddComplaintMessageRequest,
  COMPLAINT_ERROR_KEYS,
  COMPLAINT_STATUS,
  type ComplaintListChoice,
  ComplaintUploadFiles,
  HIDDEN_ATTACHMENT_NAMES,
  NewComplaintDataJson,
  NewComplaintFiles,
  ORDER_LOOKUP_NOT_FOUND_CODE,
  UploadComplaintImagesFields,
  lookupNotFoundKey,
  newComplaintDataForOrder,
  type ComplaintDetail,
  type ComplaintImage,
  type ComplaintMessage,
  type Incident,
  type LookupComplaintOrderResponse,
} from '@portal/contracts';
import type { AppSecrets } from '../../platform/app-secrets.js';
import type { Principal } from '../../platform/auth/access.js';
import type { AuditEntry } from '../../platform/audit/audit.js';
import { AppError, badRequest, forbidden, notFound, found } from '../../platform/errors.js';
import type { FileStore } from '../../platform/files/file-store.js';
import type { PendingFiles } from '../../platform/files/pending-files.js';
import type { UploadedFile } from '../../platform/multipart.js';
import { cleanTexts } from '../../platform/text-rule.js';
import type { ComplaintRepository } from './complaint.repository.js';
import { createComplaintFiles, describeFiles } from './complaint-files.js';
import { createComplaintLists } from './complaint-list.js';
import { shipmentOf, toIncident, toOrder } from './complaint-mapping.js';
import type { TransactionalDeps } from '../../platform/db/transactional.js';

export type ComplaintServiceDeps = TransactionalDeps<'complaints', ComplaintRepository> & {
  /** Files recorded before they are stored, so none outlives a change that never committed. */
  pendingFiles: Pick<PendingFiles, 'track' | 'settle'>;
  /** Injectable so a test can make storing fail half-way. */
  fileStore: FileStore;
  /** Where the key that signs attachment addresses is kept (sealed, shared by every instance). */
  secrets: AppSecrets;
  now: () => Date;
};

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
  const files = createComplaintFiles(deps);
  const { storeThen, signedUrl } = files;
  const { list } = createComplaintLists(complaints);

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

  return {
    /** Without a page the newest 999 open complaints (spec 000 §8), else that page with the total. */
    async open(principal: Principal, query?: ComplaintListChoice) {
      return list(principal.customerNumber, false, query);
    },

    async history(principal: Principal, query?: ComplaintListChoice) {
      return list(principal.customerNumber, true, query);
    },

    async get(principal: Principal, incidentId: string): Promise<{ value: ComplaintDetail[] }> {
      const row = await ownIncident(principal, incidentId);
      const [incident] = await withProducts([row]);
      const order = row.order_number ? await complaints.shipment(principal.customerNumber, row.order_number) : undefined;
      return { value: [{ ...incident!, ...shipmentOf(order) }] };
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
      if (!(await files.verify(attachment.incident_id, attachment.id, expires, signature))) throw refused();
      const body = await found(fileStore.get(attachment.storage_key), 'File');
      return { body, contentType: attachment.content_type, fileName: attachment.file_name };
    },
  };
}

export type ComplaintService = ReturnType<typeof createComplaintService>;
