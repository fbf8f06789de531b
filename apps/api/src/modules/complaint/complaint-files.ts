import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { AppSecrets } from '../../platform/app-secrets.js';
import type { FileStore } from '../../platform/files/file-store.js';
import { detectFileType, storedFileName, withTypeExtension } from '../../platform/files/file-type.js';
import type { PendingFiles } from '../../platform/files/pending-files.js';
import type { UploadedFile } from '../../platform/multipart.js';
import type { ComplaintRepository, NewAttachment } from './complaint.repository.js';
import type { InTransaction } from '../../platform/db/transactional.js';

/** How long a download address of an attachment is valid. */
export const FILE_URL_TTL_SECONDS = 5 * 60;
const FILE_URL_SECRET = 'complaint_file_url_key';

export { describeFiles } from '../../platform/files/file-type.js';

/** A complaint's attachments: stored with the rows that refer to them, and read through signed addresses. */
export function createComplaintFiles(deps: {
  fileStore: FileStore;
  pendingFiles: Pick<PendingFiles, 'track' | 'settle'>;
  secrets: AppSecrets;
  transaction: InTransaction<ComplaintRepository>;
  now: () => Date;
}) {
  const { fileStore } = deps;
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
          // Listed under the name it came with, but with its type's extension: passwd.html that is a GIF is passwd.gif.
          original_name: withTypeExtension(file.filename, contentType, 255),
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

  /** Whether `signature` is this attachment's for `expires`, compared in constant time. */
  const verify = async (incidentId: string, attachmentId: string, expires: number, signature: string) => {
    const expected = Buffer.from(await sign(incidentId, attachmentId, expires));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  };

  return { storeThen, signedUrl, verify };
}
