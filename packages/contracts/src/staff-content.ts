import { z } from 'zod';
import { Market } from './common.js';
import { CONTENT_LANGUAGES } from './content.js';
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
  title: plain(200, 'content-desk.validation.too-long'),
  abstract: plain(1000, 'content-desk.validation.too-long'),
  content: z.string().max(MAX_ARTICLE_HTML, 'content-desk.validation.too-long'),
  status: ArticleStatus,
  publishedAt: z.iso.datetime({ offset: true, error: 'content-desk.validation.date' }),
  flagged: z.boolean(),
  /** A YouTube address or video id; empty for none. */
  youtube: z.string().trim().max(200).nullable(),
  imageId: z.uuid().nullable(),
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
  imageId: z.uuid().nullable(),
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
