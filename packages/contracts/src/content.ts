import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { Market, QueryBoolean, queryInt, requiredText, singleLine } from './common.js';

// The remote headless content service: read-only, no user data.
const tags = ['content'] as const;

/** Content types of the downloadable file lists (spec 001 §7, §9). */
/** The languages content is written in; each market reads one of them (se Swedish, no Norwegian, the others English). */
export const CONTENT_LANGUAGES = ['sv', 'no', 'en'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

export const FILE_CONTENT_TYPES = ['dts', 'doc', 'camp', 'dop', 'iav', 'ps'] as const;
export const FileContentType = z.enum(FILE_CONTENT_TYPES);
export type FileContentType = z.infer<typeof FileContentType>;
export const IMAGE_CONTENT_TYPE = 'prod';
export const CONTACT_RENDER_TYPE = 'textData';

export const ARTICLE_SORT_ORDERS = ['desc', 'asc'] as const;
/** Home shows 3, the archive 30; 100 is our own ceiling. */
export const MAX_ARTICLES = 100;
/** The flagged-news overlay stays hidden this long after it was viewed. */
export const FLAGGED_NEWS_SUPPRESS_MS = 604_800_000;

// --- articles

export const GetArticlesQuery = z.object({
  market: Market,
  limit: queryInt(1, MAX_ARTICLES),
  sort: z.enum(ARTICLE_SORT_ORDERS).optional().describe('By date; desc (newest first) when absent'),
  isFlagged: QueryBoolean.optional().describe('Only articles flagged for the overlay'),
});
export type GetArticlesQuery = z.infer<typeof GetArticlesQuery>;

export const NewsArticleSummary = z.object({
  id: z.string(),
  title: z.string(),
  abstract: z.string(),
  date: z.string().regex(/^\d{14}$/, 'expected yyyymmddhhmmss'),
  image: z.string().nullable(),
});
export type NewsArticleSummary = z.infer<typeof NewsArticleSummary>;

export const GetArticlesResponse = z.object({ articles: z.array(NewsArticleSummary) });
export type GetArticlesResponse = z.infer<typeof GetArticlesResponse>;

export const getArticles = defineEndpoint({
  method: 'GET',
  path: '/mediaApi/articles',
  summary: 'Latest news articles of a market; answers { articles: [...] }',
  tags,
  public: true,
  querystring: GetArticlesQuery,
  response: GetArticlesResponse,
});

export const GetArticleQuery = z.object({
  market: Market,
  node: singleLine(requiredText(100)).describe('Article id'),
});
export type GetArticleQuery = z.infer<typeof GetArticleQuery>;

export const NewsArticle = z.object({
  Title: z.string(),
  Abstract: z.string(),
  Content: z.string().describe('HTML'),
  ImageUrl: z.string().nullable(),
  Youtube: z.object({ href: z.string() }).nullable().describe('Optional video embed'),
});
export type NewsArticle = z.infer<typeof NewsArticle>;

export const GetArticleResponse = NewsArticle;
export type GetArticleResponse = z.infer<typeof GetArticleResponse>;

export const getArticle = defineEndpoint({
  method: 'GET',
  path: '/mediaApi/article',
  summary: 'One news article',
  tags,
  public: true,
  querystring: GetArticleQuery,
  response: GetArticleResponse,
});

// --- media

export const MediaFolder = z.object({
  name: z.string(),
  items: z.array(z.object({ name: z.string(), url: z.string() })),
});
export type MediaFolder = z.infer<typeof MediaFolder>;

export const GetFilesQuery = z.object({ market: Market, contentType: FileContentType });
export type GetFilesQuery = z.infer<typeof GetFilesQuery>;

export const MediaFoldersResponse = z.object({ folders: z.array(MediaFolder) });
export type MediaFoldersResponse = z.infer<typeof MediaFoldersResponse>;

export const getFiles = defineEndpoint({
  method: 'GET',
  path: '/mediaApi/files',
  summary: 'Downloadable files of one content type, grouped in folders; answers { folders: [...] }',
  tags,
  public: true,
  querystring: GetFilesQuery,
  response: MediaFoldersResponse,
});

export const GetImagesQuery = z.object({ market: Market, contentType: z.literal(IMAGE_CONTENT_TYPE) });
export type GetImagesQuery = z.infer<typeof GetImagesQuery>;

export const getImages = defineEndpoint({
  method: 'GET',
  path: '/mediaApi/images',
  summary: 'High-resolution product image folders; answers { folders: [...] }',
  tags,
  public: true,
  querystring: GetImagesQuery,
  response: MediaFoldersResponse,
});

export const Video = z.object({
  url: z.string(),
  thumbnail: z.string().nullable(),
  name: z.string(),
  mimeType: z.string(),
});
export type Video = z.infer<typeof Video>;

export const GetVideosQuery = z.object({ market: Market });
export type GetVideosQuery = z.infer<typeof GetVideosQuery>;

export const GetVideosResponse = z.object({ videos: z.array(Video) });
export type GetVideosResponse = z.infer<typeof GetVideosResponse>;

export const getVideos = defineEndpoint({
  method: 'GET',
  path: '/mediaApi/videos',
  summary: 'Videos of a market; answers { videos: [...] }',
  tags,
  public: true,
  querystring: GetVideosQuery,
  response: GetVideosResponse,
});

// --- contact texts

/** `market` (beyond the spec's call) picks the market's own texts where marketing wrote them. */
export const GetContactTextQuery = z.object({ renderType: z.literal(CONTACT_RENDER_TYPE), market: Market.optional() });
export type GetContactTextQuery = z.infer<typeof GetContactTextQuery>;

// Each may be missing; the contact page renders only those present.
export const ContactText = z.object({
  CustomerServiceEmail: z.string().nullable(),
  CustomerServicePhone: z.string().nullable(),
  ServiceEmail: z.string().nullable(),
  ServicePhone: z.string().nullable(),
  MarketingCommunicationEmail: z.string().nullable(),
  MarketingCommunicationPhone: z.string().nullable(),
});
export type ContactText = z.infer<typeof ContactText>;

export const GetContactTextResponse = ContactText;
export type GetContactTextResponse = z.infer<typeof GetContactTextResponse>;

export const getContactText = defineEndpoint({
  method: 'GET',
  path: '/mediaApi/contact',
  summary: 'Department contact details (customer service, service, marketing communication)',
  tags,
  public: true,
  querystring: GetContactTextQuery,
  response: GetContactTextResponse,
});

// --- article HTML and video embeds: one policy for the server's sanitizer and the browser's

/** The only elements an article may contain. Every attribute is dropped except a link's href. */
export const ARTICLE_HTML_TAGS = ['p', 'h2', 'h3', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'br', 'blockquote'] as const;
/** Elements removed together with everything inside them; any other unknown element is unwrapped to its text. */
export const ARTICLE_HTML_DROPPED = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'noscript',
  'noembed',
  'noframes',
  'template',
  'svg',
  'math',
  'textarea',
  'select',
  'title',
  'head',
  'xmp',
  'plaintext',
  'canvas',
  'audio',
  'video',
] as const;
/** Added to every link an article keeps. */
export const ARTICLE_LINK_REL = 'noopener noreferrer nofollow';
const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/** A link target an article may keep: an absolute http, https or mailto address; null for anything else. */
export function safeArticleHref(value: string): string | null {
  // As browsers read it: tabs and line breaks vanish anywhere, controls and spaces at the ends.
  const text = value.replace(/[\t\n\r]/g, '');
  let start = 0;
  let end = text.length;
  while (start < end && text.charCodeAt(start) <= 0x20) start++;
  while (end > start && text.charCodeAt(end - 1) <= 0x20) end--;
  const cleaned = text.slice(start, end);
  let url: URL;
  try {
    url = new URL(cleaned);
  } catch {
    return null;
  }
  return LINK_PROTOCOLS.has(url.protocol) ? url.href : null;
}

/** Videos embed only from YouTube, always in its privacy-enhanced (no-cookie) player. */
export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);

/** The video id of a YouTube address (watch, embed, shorts) or of a bare id; null for any other host or shape. */
export function youtubeVideoId(value: string): string | null {
  const text = value.trim();
  if (YOUTUBE_ID.test(text)) return text;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !YOUTUBE_HOSTS.has(url.hostname.toLowerCase())) return null;
  if (url.username || url.password || url.port) return null;
  const id = url.pathname === '/watch' ? url.searchParams.get('v') : (/^\/(?:embed|shorts)\/([^/]+)\/?$/.exec(url.pathname)?.[1] ?? null);
  return id && YOUTUBE_ID.test(id) ? id : null;
}

/** The address of the privacy-enhanced player for a checked video id. */
export const youtubeEmbedUrl = (id: string) => `${YOUTUBE_EMBED_ORIGIN}/embed/${encodeURIComponent(id)}`;
