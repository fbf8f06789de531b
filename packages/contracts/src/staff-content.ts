import { z } from 'zod';
import { Market, MARKETS, MSG_INVALID_FORMAT, singleLine, crmGuid } from './common.js';
import { CONTENT_LANGUAGES, FILE_CONTENT_TYPES } from './content.js';
import { defineEndpoint } from './endpoint.js';
import { StaffPage, StaffPageSize, StaffSearch } from './staff-common.js';

const tags = ['staff: content'] as const;
const MARKETING = ['marketing'] as const;

export const ARTICLE_STATUSES = ['draft', 'published', 'archived'] as const;
export const ArticleStatus = z.enum(ARTICLE_STATUSES);
export type ArticleStatus = z.infer<typeof ArticleStatus>;
export const ContentLanguageCode = z.enum(CONTENT_LANGUAGES);

export const MAX_ARTICLE_HTML = 200_000;

const plain = (max: number, key: string) =>
  z
    .string()
    .trim()
    .min(1, 'content-desk.validation.required')
    .max(max, key)
    .refine((v) => !/[<>]/.test(v), 'content-desk.validation.plain-text');

/** An article as marketing writes it. The HTML is sanitized on the server before it is kept; `market` null is every market of the language. */
export const ArticleRequest = z.object({
  market: Market.nullable(),
  language: ContentLanguageCode,
  title: singleLine(plain(200, 'content-desk.validation.too-long')),
  abstract: plain(1000, 'content-desk.validation.too-long'),
  content: z.string().max(MAX_ARTICLE_HTML, 'content-desk.validation.too-long'),
  status: ArticleStatus,
  publishedAt: z.iso.datetime({ offset: true, error: 'content-desk.validation.date' }),
  flagged: z.boolean(),
  /** A YouTube address or video id; empty for none. */
  youtube: singleLine(z.string().trim().max(200)).nullable(),
  imageId: crmGuid.nullable(),
});
export type ArticleRequest = z.input<typeof ArticleRequest>;

export const StaffArticlesQuery = z.object({
  market: Market.optional(),
  language: ContentLanguageCode.optional(),
  status: ArticleStatus.optional(),
  search: StaffSearch.describe('A part of the title'),
  page: StaffPage,
  pageSize: StaffPageSize,
});
export type StaffArticlesQuery = z.input<typeof StaffArticlesQuery>;

export const StaffArticleRow = z.object({
  id: z.string(),
  market: Market.nullable(),
  language: ContentLanguageCode,
  title: z.string(),
  status: ArticleStatus,
  flagged: z.boolean(),
  publishedAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  updatedBy: z.string().nullable(),
});
export type StaffArticleRow = z.infer<typeof StaffArticleRow>;

export const StaffArticlesResponse = z.object({ items: z.array(StaffArticleRow), total: z.number().int() });
export type StaffArticlesResponse = z.infer<typeof StaffArticlesResponse>;

export const StaffArticle = StaffArticleRow.extend({
  abstract: z.string(),
  content: z.string(),
  youtubeId: z.string().nullable(),
  imageId: crmGuid.nullable(),
  imageUrl: z.string().nullable(),
});
export type StaffArticle = z.infer<typeof StaffArticle>;

export const ArticleIdParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/) });

export const getStaffArticles = defineEndpoint({
  method: 'GET',
  path: '/api/staff/articles',
  summary: 'Every news article in every market and language, drafts and archived ones included',
  tags,
  querystring: StaffArticlesQuery,
  response: StaffArticlesResponse,
  staffRoles: MARKETING,
});

export const getStaffArticle = defineEndpoint({
  method: 'GET',
  path: '/api/staff/articles/{id}',
  summary: 'One article as it is stored',
  tags,
  params: ArticleIdParams,
  response: StaffArticle,
  staffRoles: MARKETING,
});

export const createStaffArticle = defineEndpoint({
  method: 'POST',
  path: '/api/staff/articles',
  summary: 'Write an article; published ones show in /mediaApi at once (from their publish date)',
  tags,
  body: ArticleRequest,
  response: StaffArticle,
  staffRoles: MARKETING,
});

export const updateStaffArticle = defineEndpoint({
  method: 'PUT',
  path: '/api/staff/articles/{id}',
  summary: 'Change an article, publish it or archive it',
  tags,
  params: ArticleIdParams,
  body: ArticleRequest,
  response: StaffArticle,
  staffRoles: MARKETING,
});

// --- media files: the file lists, product images, videos and the pictures of articles

/** The lists of /mediaApi, the product image folders (prod), the videos, and `picture`: article pictures and video thumbnails, listed nowhere. */
export const CONTENT_FILE_KINDS = [...FILE_CONTENT_TYPES, 'prod', 'video', 'picture'] as const;
export const ContentFileKind = z.enum(CONTENT_FILE_KINDS);
export type ContentFileKind = z.infer<typeof ContentFileKind>;

/** Larger than a complaint's photos: videos and brochures. */
export const MAX_MEDIA_BYTES = 200 * 1024 * 1024;
/** The types a media file may have, as its bytes say (Office documents are zip archives named by their extension). */
export const MEDIA_FILE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/heic',
  'application/pdf',
  'application/zip',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'video/mp4',
  'video/webm',
] as const;
const mediaFile = { name: 'file', min: 1, max: 1, maxBytes: MAX_MEDIA_BYTES, types: MEDIA_FILE_TYPES };

/** What marketing sets of a file. A listed file (not a video or picture) sits in a folder. */
export const ContentFileFields = z
  .object({
    kind: ContentFileKind,
    name: singleLine(z.string().trim().min(1, 'content-desk.validation.required').max(200, 'content-desk.validation.too-long')),
    folder: singleLine(z.string().trim().max(100, 'content-desk.validation.too-long')).nullable(),
    market: Market.nullable(),
    language: ContentLanguageCode.nullable(),
    /** A video's thumbnail: one of the pictures (kind picture). */
    thumbnailId: crmGuid.nullable().default(null),
  })
  .refine((f) => f.kind === 'video' || f.kind === 'picture' || Boolean(f.folder), {
    path: ['folder'],
    message: 'content-desk.validation.required',
  });
export type ContentFileFields = z.input<typeof ContentFileFields>;

export const StaffContentFilesQuery = z.object({
  kind: ContentFileKind.optional(),
  market: Market.optional(),
  language: ContentLanguageCode.optional(),
  search: StaffSearch.describe('A part of the name, folder or file name'),
  page: StaffPage,
  pageSize: StaffPageSize,
});
export type StaffContentFilesQuery = z.input<typeof StaffContentFilesQuery>;

export const StaffContentFile = z.object({
  id: crmGuid,
  kind: ContentFileKind,
  name: z.string(),
  folder: z.string().nullable(),
  market: Market.nullable(),
  language: ContentLanguageCode.nullable(),
  fileName: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
  url: z.string(),
  /** A video's thumbnail and its address; null for other files and videos without one. */
  thumbnailId: crmGuid.nullable(),
  thumbnailUrl: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type StaffContentFile = z.infer<typeof StaffContentFile>;

export const StaffContentFilesResponse = z.object({ items: z.array(StaffContentFile), total: z.number().int() });
export type StaffContentFilesResponse = z.infer<typeof StaffContentFilesResponse>;

export const ContentFileIdParams = z.object({ id: crmGuid });

export const getStaffContentFiles = defineEndpoint({
  method: 'GET',
  path: '/api/staff/content-files',
  summary: 'Every media file, product image, video and article picture',
  tags,
  querystring: StaffContentFilesQuery,
  response: StaffContentFilesResponse,
  staffRoles: MARKETING,
});

export const uploadStaffContentFile = defineEndpoint({
  method: 'POST',
  path: '/api/staff/content-files',
  summary: `Upload a file (below ${MAX_MEDIA_BYTES} bytes): multipart with the file and the text field \`data\`, the JSON of ContentFileFields`,
  tags,
  response: StaffContentFile,
  multipart: { fields: z.object({ data: ContentFileFields }), files: mediaFile },
  staffRoles: MARKETING,
});

export const updateStaffContentFile = defineEndpoint({
  method: 'PUT',
  path: '/api/staff/content-files/{id}',
  summary: 'Rename a file, move it to another folder, market or language',
  tags,
  params: ContentFileIdParams,
  body: ContentFileFields,
  response: StaffContentFile,
  staffRoles: MARKETING,
});

export const replaceStaffContentFile = defineEndpoint({
  method: 'PUT',
  path: '/api/staff/content-files/{id}/file',
  summary: 'Replace the bytes of a file, keeping its place and every link to it; multipart with the file',
  tags,
  params: ContentFileIdParams,
  response: StaffContentFile,
  multipart: { files: mediaFile },
  staffRoles: MARKETING,
});

export const deleteStaffContentFile = defineEndpoint({
  method: 'DELETE',
  path: '/api/staff/content-files/{id}',
  summary: 'Delete a file; 409 FILE_IN_USE while an article shows it or a video has it as thumbnail',
  tags,
  params: ContentFileIdParams,
  response: z.object({ id: crmGuid }),
  staffRoles: MARKETING,
});

// --- the department contact texts of the contact page, for every market or one

const contactEmail = z
  .string()
  .trim()
  .max(100, 'content-desk.validation.too-long')
  .refine((v) => v === '' || z.regexes.email.test(v), MSG_INVALID_FORMAT)
  .transform((v) => v || null);
const contactPhone = singleLine(z.string().trim().max(50, 'content-desk.validation.too-long')).transform((v) => v || null);

/** What marketing writes of a contact page; an empty field is not shown. */
export const ContactTextRequest = z.object({
  CustomerServiceEmail: contactEmail,
  CustomerServicePhone: contactPhone,
  ServiceEmail: contactEmail,
  ServicePhone: contactPhone,
  MarketingCommunicationEmail: contactEmail,
  MarketingCommunicationPhone: contactPhone,
});
export type ContactTextRequest = z.input<typeof ContactTextRequest>;

/** `all`: the texts every market shows unless it has its own. */
export const ContactTextMarketParams = z.object({ market: z.enum(['all', ...MARKETS]) });

export const StaffContactText = z.object({
  market: Market.nullable(),
  texts: z.object({
    CustomerServiceEmail: z.string().nullable(),
    CustomerServicePhone: z.string().nullable(),
    ServiceEmail: z.string().nullable(),
    ServicePhone: z.string().nullable(),
    MarketingCommunicationEmail: z.string().nullable(),
    MarketingCommunicationPhone: z.string().nullable(),
  }),
  updatedAt: z.iso.datetime(),
});
export type StaffContactText = z.infer<typeof StaffContactText>;

export const getStaffContactTexts = defineEndpoint({
  method: 'GET',
  path: '/api/staff/contact-texts',
  summary: "The contact page's department texts: those of every market and each market's own",
  tags,
  response: z.object({ items: z.array(StaffContactText) }),
  staffRoles: MARKETING,
});

export const saveStaffContactText = defineEndpoint({
  method: 'PUT',
  path: '/api/staff/contact-texts/{market}',
  summary: 'Write the contact texts of every market (`all`) or of one; the contact page shows them at once',
  tags,
  params: ContactTextMarketParams,
  body: ContactTextRequest,
  response: StaffContactText,
  staffRoles: MARKETING,
});

export const deleteStaffContactText = defineEndpoint({
  method: 'DELETE',
  path: '/api/staff/contact-texts/{market}',
  summary: "Remove a market's own contact texts, so it shows those of every market again",
  tags,
  params: z.object({ market: Market }),
  response: z.object({ market: Market }),
  staffRoles: MARKETING,
});
