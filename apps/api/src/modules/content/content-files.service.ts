import { randomUUID } from 'node:crypto';
import { type z } from 'zod';
import { toMarket } from '@portal/contracts/languages';
import {
  ContentFileFields,
  type ContentFileKind,
  type StaffContentFile,
  type StaffContentFilesQuery,
  type StaffContentFilesResponse,
} from '@portal/contracts/staff-content';
import type { StaffPrincipal } from '../../platform/auth/access.js';
import { badRequest, conflict, found } from '../../platform/errors.js';
import { cleanFileName, detectMediaType, storedFileName } from '../../platform/files/file-type.js';
import type { PendingFiles } from '../../platform/files/pending-files.js';
import { checkJsonDepth } from '../../platform/request-body.js';
import { cleanTexts } from '../../platform/text-rule.js';
import type { FileStore } from '../../platform/files/file-store.js';
import type { UploadedFile } from '../../platform/multipart.js';
import type { ContentFilesRepository } from './content-files.repository.js';
import { fileUrl, type ContentLanguage } from './content.service.js';
import { pagingOf } from '../../platform/db/list-page.js';
import type { TransactionalDeps } from '../../platform/db/transactional.js';

type Query = z.output<typeof StaffContentFilesQuery>;
type Fields = z.output<typeof ContentFileFields>;

export type ContentFilesDeps = TransactionalDeps<'files', ContentFilesRepository> & {
  fileStore: FileStore;
  /** Files recorded before they are stored, so none outlives a change that never committed. */
  pendingFiles: Pick<PendingFiles, 'track' | 'settle'>;
};

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

const VIDEO_TYPES = ['video/mp4', 'video/webm'];

/**
 * What a kind of file may be: pictures and product images are raster web images (no SVG, which
 * can carry script), videos MP4 or WebM, the document lists anything else detectMediaType knows.
 */
function fitsKind(kind: ContentFileKind, mimeType: string) {
  if (kind === 'picture' || kind === 'prod') return IMAGE_TYPES.includes(mimeType);
  if (kind === 'video') return VIDEO_TYPES.includes(mimeType);
  return !VIDEO_TYPES.includes(mimeType);
}

const kindOf = (contentType: string | null): ContentFileKind => (contentType ?? 'picture') as ContentFileKind;
const contentTypeOf = (kind: ContentFileKind) => (kind === 'picture' ? null : kind);

type Row = NonNullable<Awaited<ReturnType<ContentFilesRepository['file']>>>;
const toFile = (r: Row): StaffContentFile => ({
  id: r.id,
  kind: kindOf(r.content_type),
  name: r.name,
  folder: r.folder,
  market: r.market === null ? null : toMarket(r.market),
  language: r.language as ContentLanguage | null,
  fileName: r.file_name,
  mimeType: r.mime_type,
  sizeBytes: r.size_bytes,
  url: fileUrl(r.id, r.file_name),
  thumbnailId: r.thumbnail_id,
  thumbnailUrl: r.thumbnail_id && r.thumbnail_file_name ? fileUrl(r.thumbnail_id, r.thumbnail_file_name) : null,
  createdAt: new Date(r.created_at).toISOString(),
});

/** The metadata of an upload, sent as JSON in the multipart field `data`. */
function parseFields(data: string | undefined): Fields {
  checkJsonDepth(data ?? '', 'data');
  let json: unknown;
  try {
    json = JSON.parse(data ?? '');
  } catch {
    throw badRequest('data', 'The field data must be the JSON of the file details');
  }
  const parsed = ContentFileFields.safeParse(cleanTexts(json));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badRequest(issue?.path.join('.') || 'data', issue?.message ?? 'Invalid file details', issue?.message);
  }
  return parsed.data;
}

/** The one file of a request, checked by its bytes against what its kind may be. */
function theFile(files: UploadedFile[], kind: ContentFileKind) {
  if (files.length !== 1 || !files[0] || files[0].bytes.length === 0)
    throw badRequest('file', 'Send exactly one file', 'content-desk.validation.file');
  const file = files[0];
  const mimeType = detectMediaType(file.bytes, cleanFileName(file.filename));
  if (!mimeType || !fitsKind(kind, mimeType))
    throw badRequest('file', 'This kind of file is not accepted here', 'content-desk.validation.file-type');
  return { fileName: storedFileName(file.filename, mimeType), mimeType, bytes: file.bytes };
}

const metadata = (f: Fields) => ({
  content_type: contentTypeOf(f.kind),
  name: f.name,
  folder: f.kind === 'picture' || f.kind === 'video' ? (f.folder ?? null) : f.folder,
  market: f.market,
  language: f.language,
  thumbnail_id: f.kind === 'video' ? f.thumbnailId : null,
});

/**
 * Media files: the bytes go to the file store before the row is written, so a listed file can
 * always be downloaded; bytes whose row was not written, or that a replacement superseded, are removed.
 */
export function createContentFilesService(deps: ContentFilesDeps) {
  const { files, fileStore } = deps;
  type Values = Record<string, unknown> | null;
  const audit = (repo: ContentFilesRepository, staff: StaffPrincipal, action: string, id: string, before: Values, after: Values) =>
    repo.audit({ staffId: staff.staffId, action, objectType: 'content-file', objectId: id, before, after });

  /** A video's thumbnail must be one of the pictures. */
  async function requireThumbnail(repo: ContentFilesRepository, fields: Fields) {
    if (fields.kind === 'video' && fields.thumbnailId && !(await repo.picture(fields.thumbnailId)))
      throw badRequest('thumbnailId', 'The thumbnail must be one of the pictures', 'content-desk.validation.thumbnail');
  }

  async function detail(id: string) {
    const row = await found(files.file(id), 'File');
    return toFile(row);
  }

  /** Stores the bytes, runs the database work, and takes the bytes away again if that fails. */
  async function withStoredBytes<T>(key: string, bytes: Buffer, mimeType: string, work: () => Promise<T>) {
    // Recorded first: should the process die before the row commits, the sweeper finds the bytes.
    await deps.pendingFiles.track(key);
    let result: T;
    try {
      await fileStore.put(key, bytes, mimeType);
      result = await work();
    } catch (error) {
      await fileStore.delete(key).catch(() => undefined);
      await deps.pendingFiles.settle([key]).catch(() => undefined);
      throw error;
    }
    await deps.pendingFiles.settle([key]);
    return result;
  }

  return {
    async list(query: Query): Promise<StaffContentFilesResponse> {
      const { rows, total } = await files.page({
        contentType: query.kind === undefined ? undefined : contentTypeOf(query.kind),
        market: query.market,
        language: query.language,
        search: query.search || undefined,
        ...pagingOf(query),
      });
      return { items: rows.map(toFile), total };
    },

    async upload(staff: StaffPrincipal, data: string | undefined, uploaded: UploadedFile[]) {
      const fields = parseFields(data);
      const file = theFile(uploaded, fields.kind);
      const id = randomUUID();
      const key = `content/${id}/${randomUUID()}/${file.fileName}`;
      const row = { ...metadata(fields), file_name: file.fileName, mime_type: file.mimeType, size_bytes: file.bytes.length };
      await withStoredBytes(key, file.bytes, file.mimeType, () =>
        deps.transaction(async (repo) => {
          await requireThumbnail(repo, fields);
          await repo.insert({ id, ...row, storage_key: key });
          await audit(repo, staff, 'content-file.upload', id, null, row);
        }),
      );
      return detail(id);
    },

    async update(staff: StaffPrincipal, id: string, fields: Fields) {
      await deps.transaction(async (repo) => {
        const current = await found(repo.lockFile(id), 'File');
        if (!fitsKind(fields.kind, current.mime_type))
          throw badRequest('kind', 'The file is not of this kind', 'content-desk.validation.file-type');
        await requireThumbnail(repo, fields);
        const row = metadata(fields);
        await repo.update(id, row);
        const { storage_key: _, created_at: __, ...before } = current;
        await audit(repo, staff, 'content-file.update', id, before, row);
      });
      return detail(id);
    },

    async replace(staff: StaffPrincipal, id: string, uploaded: UploadedFile[]) {
      const current = await found(files.file(id), 'File');
      const file = theFile(uploaded, kindOf(current.content_type));
      const key = `content/${id}/${randomUUID()}/${file.fileName}`;
      const previousKey = await withStoredBytes(key, file.bytes, file.mimeType, () =>
        deps.transaction(async (repo) => {
          const locked = await found(repo.lockFile(id), 'File');
          const row = { file_name: file.fileName, mime_type: file.mimeType, size_bytes: file.bytes.length, storage_key: key };
          await repo.update(id, row);
          await audit(
            repo,
            staff,
            'content-file.replace',
            id,
            { file_name: locked.file_name, mime_type: locked.mime_type, size_bytes: locked.size_bytes },
            { file_name: row.file_name, mime_type: row.mime_type, size_bytes: row.size_bytes },
          );
          return locked.storage_key;
        }),
      );
      await fileStore.delete(previousKey).catch(() => undefined);
      return detail(id);
    },

    async remove(staff: StaffPrincipal, id: string) {
      const key = await deps.transaction(async (repo) => {
        const current = await found(repo.lockFile(id), 'File');
        if ((await repo.usage(id)) > 0) throw conflict('FILE_IN_USE', 'An article shows this file, or a video has it as its thumbnail');
        await repo.delete(id);
        const { storage_key: storageKey, created_at: _, ...before } = current;
        await audit(repo, staff, 'content-file.delete', id, before, null);
        return storageKey;
      });
      await fileStore.delete(key).catch(() => undefined);
      return { id };
    },
  };
}
export type ContentFilesService = ReturnType<typeof createContentFilesService>;
