import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AppSecrets } from '../../platform/app-secrets.js';
import type { FileStore } from '../../platform/files/file-store.js';
import { storeUploadedFiles } from '../../platform/files/stored-uploads.js';
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
  /** Stores the files, then runs the rows' transaction; a failure leaves neither rows nor files behind. */
  const storeThen = <T>(
    incidentId: string,
    files: UploadedFile[],
    write: (complaints: ComplaintRepository, attachments: NewAttachment[]) => Promise<T>,
  ) =>
    storeUploadedFiles(deps, `complaints/${incidentId}`, files, (stored) =>
      deps.transaction((trx) =>
        write(
          trx,
          stored.map((f) => ({
            id: f.id,
            incident_id: incidentId,
            storage_key: f.storageKey,
            content_type: f.contentType,
            original_name: f.originalName,
            file_name: f.fileName,
            size_bytes: f.size,
          })),
        ),
      ),
    );

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
