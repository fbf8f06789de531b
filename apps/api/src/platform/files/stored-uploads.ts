import { randomUUID } from 'node:crypto';
import type { UploadedFile } from '../multipart.js';
import type { FileStore } from './file-store.js';
import { detectFileType, storedFileName, withTypeExtension } from './file-type.js';
import type { PendingFiles } from './pending-files.js';

/** An uploaded file as stored: what its row records. */
export type StoredUpload = {
  id: string;
  storageKey: string;
  /** The type its bytes say (the caller has checked it is one it takes). */
  contentType: string;
  /** The file's name in the store. */
  fileName: string;
  /** The name it came with, with its type's extension: passwd.html that is a GIF is passwd.gif. */
  originalName: string;
  size: number;
};

/**
 * Stores uploaded files under `folder`, each tracked as pending before its bytes are written, then runs `write` (the
 * transaction that records them). When anything fails every file stored for it is deleted again, so a failure leaves
 * neither rows nor files behind; should the process die half-way, the sweeper finds the pending files.
 */
export async function storeUploadedFiles<T>(
  deps: { fileStore: FileStore; pendingFiles: Pick<PendingFiles, 'track' | 'settle'> },
  folder: string,
  files: readonly UploadedFile[],
  write: (stored: StoredUpload[]) => Promise<T>,
  unnamed = 'file',
): Promise<T> {
  const keys: string[] = [];
  let result: T;
  try {
    const stored: StoredUpload[] = [];
    for (const file of files) {
      const id = randomUUID();
      const contentType = detectFileType(file.bytes)!;
      const fileName = storedFileName(file.filename, contentType);
      const storageKey = `${folder}/${id}-${fileName}`;
      keys.push(storageKey);
      await deps.pendingFiles.track(storageKey);
      await deps.fileStore.put(storageKey, file.bytes, contentType);
      stored.push({
        id,
        storageKey,
        contentType,
        fileName,
        originalName: withTypeExtension(file.filename || unnamed, contentType, 255),
        size: file.bytes.length,
      });
    }
    result = await write(stored);
  } catch (error) {
    await Promise.allSettled(keys.map((key) => deps.fileStore.delete(key)));
    await deps.pendingFiles.settle(keys).catch(() => undefined);
    throw error;
  }
  await deps.pendingFiles.settle(keys);
  return result;
}
