import {
  MAX_QUOTE_ATTACHMENT_BYTES,
  MAX_QUOTE_ATTACHMENTS,
  MAX_QUOTE_ATTACHMENTS_PER_UPLOAD,
  QUOTE_ATTACHMENT_TYPES,
  type QuoteDetail,
} from '@portal/contracts/quotes';
import { COMPLAINT_ERROR_KEYS } from '@portal/contracts/complaint';
import type { Principal } from '../../platform/auth/access.js';
import type { InTransaction } from '../../platform/db/transactional.js';
import { AppError, badRequest, conflict, found, notFound } from '../../platform/errors.js';
import type { FileStore } from '../../platform/files/file-store.js';
import { describeFiles } from '../../platform/files/file-type.js';
import { storeUploadedFiles } from '../../platform/files/stored-uploads.js';
import type { PendingFiles } from '../../platform/files/pending-files.js';
import type { FileAnswer } from '../../platform/http.js';
import type { UploadedFile } from '../../platform/multipart.js';
import type { QuotesRepository } from './quotes.repository.js';
import { fullName } from './quotes.service.js';

/** While the quote is asked or answered; an ordered or declined one is done with. */
const ATTACHABLE = new Set(['requested', 'sent', 'ordering']);

/**
 * A quote's drawings: PDFs and pictures typed by their bytes as complaint photos are (the same check, the same limits),
 * kept in the file store, recorded as pending before they are stored so a failed change leaves no file behind.
 * The dealer reads its own quote's; staff of the quote desk read every dealer's; another dealer's answers 404.
 */
export function createQuoteAttachments(deps: {
  quotes: QuotesRepository;
  transaction: InTransaction<QuotesRepository>;
  fileStore: FileStore;
  pendingFiles: Pick<PendingFiles, 'track' | 'settle'>;
  detail: (principal: Principal, id: string) => Promise<QuoteDetail>;
  now: () => Date;
}) {
  const { quotes, fileStore } = deps;

  function check(files: UploadedFile[]) {
    if (files.length === 0) throw badRequest('files', 'Attach at least one file', COMPLAINT_ERROR_KEYS.fileRequired);
    if (files.length > MAX_QUOTE_ATTACHMENTS_PER_UPLOAD)
      throw badRequest('files', `At most ${MAX_QUOTE_ATTACHMENTS_PER_UPLOAD} files at once`, COMPLAINT_ERROR_KEYS.tooManyFiles);
    for (const [i, file] of describeFiles(files).entries()) {
      if (file.size >= MAX_QUOTE_ATTACHMENT_BYTES)
        throw badRequest(`files.${i}`, `Each file must be smaller than ${MAX_QUOTE_ATTACHMENT_BYTES} bytes`, COMPLAINT_ERROR_KEYS.fileSize);
      if (!(QUOTE_ATTACHMENT_TYPES as readonly string[]).includes(file.mimetype))
        throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'A drawing must be a PDF or a picture', {
          field: `files.${i}`,
          key: COMPLAINT_ERROR_KEYS.fileType,
        });
    }
  }

  async function file(quoteId: string, attachmentId: string): Promise<FileAnswer> {
    const attachment = (await quotes.attachments(quoteId)).find((a) => a.id === attachmentId);
    if (!attachment) throw notFound('Attachment');
    const body = await fileStore.get(attachment.storage_key);
    if (!body) throw notFound('Attachment');
    return { filename: attachment.original_name, content: body, contentType: attachment.content_type };
  }

  return {
    /**
     * Stores the files, then writes their rows under the quote's lock with an entry in the quote's thread (who, when,
     * the file names) that both sides read; any failure removes what was stored.
     */
    async upload(principal: Principal, quoteId: string, files: UploadedFile[]): Promise<QuoteDetail> {
      const quote = await found(quotes.quote(quoteId, principal.customerNumber), 'Quote');
      check(files);
      if (!ATTACHABLE.has(quote.status)) throw conflict('QUOTE_NOT_OPEN', 'An ordered or declined quote takes no more drawings');
      await storeUploadedFiles(
        deps,
        `quotes/${quoteId}`,
        files,
        (stored) =>
          deps.transaction(async (trx) => {
            const locked = await found(trx.lock(quoteId, principal.customerNumber), 'Quote');
            if (!ATTACHABLE.has(locked.status)) throw conflict('QUOTE_NOT_OPEN', 'An ordered or declined quote takes no more drawings');
            if ((await trx.attachments(quoteId)).length + stored.length > MAX_QUOTE_ATTACHMENTS)
              throw badRequest('files', `A quote holds at most ${MAX_QUOTE_ATTACHMENTS} drawings`, 'quotes.attachments.too-many');
            const at = deps.now();
            await trx.insertAttachments(
              stored.map((f, i) => ({
                id: f.id,
                quote_id: quoteId,
                storage_key: f.storageKey,
                content_type: f.contentType,
                original_name: f.originalName,
                size_bytes: f.size,
                uploaded_by: principal.contactId,
                // A millisecond apart, so they list in the order they were sent.
                created_at: new Date(at.getTime() + i),
              })),
            );
            await trx.addMessage({
              quoteId,
              revision: locked.revision,
              kind: 'attachment',
              text: stored.map((f) => f.originalName).join('\n'),
              authorName: fullName(principal),
              fromStaff: false,
              at,
            });
          }),
        'drawing',
      );
      return deps.detail(principal, quoteId);
    },

    /** The dealer's own quote's attachment; another dealer's quote or attachment answers 404. */
    async dealerFile(principal: Principal, quoteId: string, attachmentId: string) {
      await found(quotes.quote(quoteId, principal.customerNumber), 'Quote');
      return file(quoteId, attachmentId);
    },

    /** Any dealer's quote's attachment, for the quote desk. */
    async staffFile(quoteId: string, attachmentId: string) {
      await found(quotes.quote(quoteId), 'Quote');
      const answer = await file(quoteId, attachmentId);
      return { filename: answer.filename, contentType: answer.contentType!, body: answer.content };
    },
  };
}
export type QuoteAttachments = ReturnType<typeof createQuoteAttachments>;
