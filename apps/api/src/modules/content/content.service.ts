import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import {
  CONTENT_LANGUAGES,
  crmGuid,
  FILE_CONTENT_TYPES,
  IMAGE_CONTENT_TYPE,
  MARKETS,
  youtubeEmbedUrl,
  youtubeVideoId,
  type ContactText,
  type ContentLanguage,
  type GetArticleQuery,
  type GetArticleResponse,
  type GetArticlesQuery,
  type GetArticlesResponse,
  type GetContactTextQuery,
  type GetFilesQuery,
  type GetImagesQuery,
  type GetVideosQuery,
  type GetVideosResponse,
  type MediaFolder,
  type MediaFoldersResponse,
} from '@portal/contracts';
import { badRequest, notFound, found } from '../../platform/errors.js';
import type { ByteRange, FileStore } from '../../platform/files/file-store.js';
import { parseRange } from './byte-range.js';
import type { Audience, ContentRepository } from './content.repository.js';
import { sanitizeHtml } from './sanitize-html.js';

export { CONTENT_LANGUAGES, type ContentLanguage };

/** se reads Swedish, no Norwegian, every other market English. */
export const contentLanguageOf = (market: string): ContentLanguage => (market === 'se' ? 'sv' : market === 'no' ? 'no' : 'en');

const audienceOf = (market: string): Audience => ({ language: contentLanguageOf(market), market });

/** Where a stored file downloads from, relative to the content service's origin. */
export const fileUrl = (id: string, fileName: string) => `/mediaApi/file/${id}/${encodeURIComponent(fileName)}`;

/** Article dates as the content service writes them: yyyymmddhhmmss, in UTC. */
export const contentDate = (date: Date) => date.toISOString().replace(/\D/g, '').slice(0, 14);

const LISTED_TYPES = [...FILE_CONTENT_TYPES, IMAGE_CONTENT_TYPE, 'video'] as const;
const plainText = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((v) => !/[<>]/.test(v), 'must be plain text');

/** An article as an editor stores it; the HTML is sanitized and the video reduced to its id before it is kept. */
export const ArticleInput = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/),
  language: z.enum(CONTENT_LANGUAGES),
  market: z.enum(MARKETS).nullable().default(null),
  title: plainText(200),
  abstract: plainText(1000),
  html: z.string().max(200_000),
  imageId: crmGuid.nullable().default(null),
  /** A YouTube address or id; anything else is refused. */
  youtube: z.string().nullable().default(null),
  flagged: z.boolean().default(false),
  publishedAt: z.date(),
});
export type ArticleInput = z.input<typeof ArticleInput>;

export const FileInput = z.object({
  id: crmGuid,
  contentType: z.enum(LISTED_TYPES).nullable(),
  language: z.enum(CONTENT_LANGUAGES).nullable().default(null),
  market: z.enum(MARKETS).nullable().default(null),
  folder: z.string().trim().min(1).max(200).nullable().default(null),
  name: plainText(200),
  fileName: z.string().regex(/^[^/\\\0]{1,200}$/),
  mimeType: z.string().regex(/^[a-z]+\/[a-z0-9.+-]+$/),
  bytes: z.instanceof(Buffer),
  thumbnailId: crmGuid.nullable().default(null),
  sortOrder: z.number().int().default(0),
});
export type FileInput = z.input<typeof FileInput>;

export type ContactTextInput = { renderType: string } & ContactText;

export type Download = {
  /** The part to send: the Range header's bytes, 'unsatisfiable' (416), or null for the whole file. */
  range: ByteRange | 'unsatisfiable' | null;
  /** Opens the file's bytes (only the range's, when there is one); nothing is read before. */
  open: () => Promise<Readable>;
  fileName: string;
  mimeType: string;
  size: number;
  etag: string;
  /** Listed media download as files; pictures of articles show in place. */
  attachment: boolean;
};

function parse<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw badRequest(issue?.path.join('.') || 'input', issue?.message ?? 'invalid');
}

/** Files in folders, each folder where its first file comes in the order given. */
function inFolders(rows: { id: string; folder: string | null; name: string; file_name: string }[]): MediaFolder[] {
  const folders = new Map<string, MediaFolder>();
  for (const row of rows) {
    const name = row.folder ?? '';
    let folder = folders.get(name);
    if (!folder) {
      folder = { name, items: [] };
      folders.set(name, folder);
    }
    folder.items.push({ name: row.name, url: fileUrl(row.id, row.file_name) });
  }
  return [...folders.values()];
}

const imageUrl = (row: { image_id: string | null; image_file_name: string | null }) =>
  row.image_id && row.image_file_name ? fileUrl(row.image_id, row.image_file_name) : null;

export function createContentService(deps: { repo: ContentRepository; fileStore: FileStore }) {
  const { repo, fileStore } = deps;

  return {
    async articles(query: GetArticlesQuery): Promise<GetArticlesResponse> {
      const rows = await repo.articles(audienceOf(query.market), {
        limit: query.limit,
        order: query.sort ?? 'desc',
        flaggedOnly: query.isFlagged ?? false,
      });
      return {
        articles: rows.map((row) => ({
          id: row.id,
          title: row.title,
          abstract: row.abstract,
          date: contentDate(new Date(row.published_at)),
          image: imageUrl(row),
        })),
      };
    },

    async article(query: GetArticleQuery): Promise<GetArticleResponse> {
      const row = await found(repo.article(audienceOf(query.market), query.node), 'Article');
      return {
        Title: row.title,
        Abstract: row.abstract,
        Content: row.content_html,
        ImageUrl: imageUrl(row),
        Youtube: row.youtube_id ? { href: youtubeEmbedUrl(row.youtube_id) } : null,
      };
    },

    async files(query: GetFilesQuery): Promise<MediaFoldersResponse> {
      return { folders: inFolders(await repo.files(audienceOf(query.market), query.contentType)) };
    },

    async images(query: GetImagesQuery): Promise<MediaFoldersResponse> {
      return { folders: inFolders(await repo.files(audienceOf(query.market), query.contentType)) };
    },

    async videos(query: GetVideosQuery): Promise<GetVideosResponse> {
      const rows = await repo.videos(audienceOf(query.market));
      return {
        videos: rows.map((row) => ({
          url: fileUrl(row.id, row.file_name),
          thumbnail: row.thumbnail_id && row.thumbnail_file_name ? fileUrl(row.thumbnail_id, row.thumbnail_file_name) : null,
          name: row.name,
          mimeType: row.mime_type,
        })),
      };
    },

    async contactText(query: GetContactTextQuery): Promise<ContactText> {
      const row = await repo.contactText(query.renderType, query.market);
      return {
        CustomerServiceEmail: row?.customer_service_email ?? null,
        CustomerServicePhone: row?.customer_service_phone ?? null,
        ServiceEmail: row?.service_email ?? null,
        ServicePhone: row?.service_phone ?? null,
        MarketingCommunicationEmail: row?.marketing_communication_email ?? null,
        MarketingCommunicationPhone: row?.marketing_communication_phone ?? null,
      };
    },

    /** A stored file by its id; the name in the address must be the file's own. */
    /** A file by id and name; with a Range header only the bytes it asks for are read from the store. */
    async download(id: string, name: string, rangeHeader?: string): Promise<Download> {
      const row = crmGuid.safeParse(id).success ? await repo.file(id) : undefined;
      if (!row || row.file_name !== name) throw notFound('File');
      const range = parseRange(rangeHeader, row.size_bytes);
      return {
        range,
        open: async () => {
          const body = await found(fileStore.get(row.storage_key, range && range !== 'unsatisfiable' ? range : undefined), 'File');
          return body;
        },
        fileName: row.file_name,
        mimeType: row.mime_type,
        size: row.size_bytes,
        // The storage key changes with every replacement of the bytes.
        etag: `"${createHash('sha1').update(row.storage_key).digest('hex').slice(0, 16)}-${row.size_bytes}"`,
        attachment: row.content_type !== null,
      };
    },

    // --- writing content (the seed, and an editor's import)

    async saveArticle(input: ArticleInput) {
      const article = parse(ArticleInput, input);
      let youtubeId: string | null = null;
      if (article.youtube) {
        youtubeId = youtubeVideoId(article.youtube);
        if (!youtubeId) throw badRequest('youtube', 'Only YouTube videos can be embedded');
      }
      await repo.saveArticle({
        id: article.id,
        language: article.language,
        market: article.market,
        title: article.title,
        abstract: article.abstract,
        content_html: sanitizeHtml(article.html),
        image_id: article.imageId,
        youtube_id: youtubeId,
        is_flagged: article.flagged,
        published_at: article.publishedAt,
      });
    },

    /** Puts the bytes in the file store first, so a listed file can always be downloaded. */
    async saveFile(input: FileInput) {
      const file = parse(FileInput, input);
      if (file.contentType && file.contentType !== 'video' && !file.folder) throw badRequest('folder', 'A listed file needs a folder');
      const storageKey = `content/${file.id}/${file.fileName}`;
      await fileStore.put(storageKey, file.bytes, file.mimeType);
      await repo.saveFile({
        id: file.id,
        content_type: file.contentType,
        language: file.language,
        market: file.market,
        folder: file.folder,
        name: file.name,
        file_name: file.fileName,
        mime_type: file.mimeType,
        size_bytes: file.bytes.length,
        storage_key: storageKey,
        thumbnail_id: file.thumbnailId,
        sort_order: file.sortOrder,
      });
      return { id: file.id, url: fileUrl(file.id, file.fileName) };
    },

    async saveContactText(input: ContactTextInput) {
      await repo.saveContactText({
        render_type: input.renderType,
        customer_service_email: input.CustomerServiceEmail,
        customer_service_phone: input.CustomerServicePhone,
        service_email: input.ServiceEmail,
        service_phone: input.ServicePhone,
        marketing_communication_email: input.MarketingCommunicationEmail,
        marketing_communication_phone: input.MarketingCommunicationPhone,
      });
    },
  };
}
export type ContentService = ReturnType<typeof createContentService>;
