/**
 * The content desk's rules as pure functions: the news list and the article editor, the media
 * files with their form, an article's picture, and the contact page's texts.
 */
import { CONTENT_LANGUAGES, type ContentLanguage } from '@portal/contracts/content';
import { maxLengthOf } from '@portal/contracts/field-limits';
import { MARKETS, type Language, type Market } from '@portal/contracts/languages';
import {
  ARTICLE_STATUSES,
  ArticleRequest,
  CONTENT_FILE_KINDS,
  ContactTextRequest,
  ContentFileFields,
  type ArticleStatus,
  type ContentFileKind,
  type StaffArticle,
  type StaffContactText,
  type StaffContentFile,
} from '@portal/contracts/staff-content';
import { ApiError } from '@portal/ui/auth';
import { formatQuantity } from '@portal/ui/format';
import { schemaProblems } from '@portal/ui/form';
import { errorCodeOf, problemMessage, problemMessages, refusedField, type Message } from '../../lib/form-messages';
import { marketFilter, oneOf } from '../../lib/list-page-logic';
import { fromLocalInput, toLocalInput } from '../../lib/local-time';

/** The contract's messages that are the desk's own texts start so; zod's own become the form's kinds. */
const DESK = 'content-desk.';

/** A refusal the server names a field for, in its own text where it gave one; null for any other failure. */
const savedFieldError = (error: unknown, fieldOf: (field: string) => string = (f) => f): { field: string; key: string } | null => {
  const refused = refusedField(error);
  return refused ? { field: fieldOf(refused.field), key: refused.key ?? 'form.other' } : null;
};

// --- the news list

export const ARTICLE_FILTERS = {
  market: marketFilter,
  language: oneOf(CONTENT_LANGUAGES),
  status: oneOf(ARTICLE_STATUSES),
};

export const ARTICLE_STATUS_COLOR: Record<ArticleStatus, string> = { draft: 'gray', published: 'green', archived: 'orange' };

// --- the article editor

export type Picture = { id: string; url: string } | null;

export type ArticleValues = {
  title: string;
  abstract: string;
  content: string;
  market: Market | 'all';
  language: ContentLanguage;
  status: ArticleStatus;
  /** As a datetime-local field holds it, in the browser's zone. */
  publishedAt: string;
  flagged: boolean;
  youtube: string;
  picture: Picture;
};

/** The editor's fields in the order it shows them, so the first with an error gets focus. */
export const ARTICLE_FIELD_ORDER = ['title', 'abstract', 'content', 'market', 'language', 'publishedAt', 'youtube'] as const;

/** The address a stored video id is shown as, so it can be changed the way it was given. */
export const youtubeAddress = (id: string) => `https://www.youtube.com/watch?v=${id}`;

/** The article as the editor holds it; a new one is a Swedish draft for every market, published from now. */
export const articleValues = (a: StaffArticle | null, now = new Date()): ArticleValues => ({
  title: a?.title ?? '',
  abstract: a?.abstract ?? '',
  content: a?.content ?? '',
  market: a?.market ?? 'all',
  language: a?.language ?? 'sv',
  status: a?.status ?? 'draft',
  publishedAt: toLocalInput(a?.publishedAt ?? now.toISOString()),
  flagged: a?.flagged ?? false,
  youtube: a?.youtubeId ? youtubeAddress(a.youtubeId) : '',
  picture: a?.imageId && a.imageUrl ? { id: a.imageId, url: a.imageUrl } : null,
});

/** What the server is sent: every market as none, the time as a moment, no video or picture as none. */
export const articleRequest = (v: ArticleValues): ArticleRequest => ({
  market: v.market === 'all' ? null : v.market,
  language: v.language,
  title: v.title,
  abstract: v.abstract,
  content: v.content,
  status: v.status,
  publishedAt: fromLocalInput(v.publishedAt) ?? '',
  flagged: v.flagged,
  youtube: v.youtube.trim() || null,
  imageId: v.picture?.id ?? null,
});

/** The picture's field in the request is its id; the editor shows its problem at the picture. */
const articleField = (path: string) => (path === 'imageId' ? 'picture' : path);

export const articleProblems = (values: ArticleValues): Record<string, Message> =>
  problemMessages(schemaProblems(ArticleRequest, articleRequest(values), articleField), (p) => problemMessage(p, DESK));

export const articleSaveError = (error: unknown) => savedFieldError(error, articleField);

// --- media files

export const FILE_FILTERS = { kind: oneOf(CONTENT_FILE_KINDS), market: marketFilter };

/** A file's size: megabytes to one decimal from one megabyte, else whole kilobytes rounded up. */
export const fileSize = (bytes: number, language: Language) =>
  bytes >= 1024 * 1024
    ? `${formatQuantity(Math.round((bytes / 1024 / 1024) * 10) / 10, language)} MB`
    : `${formatQuantity(Math.ceil(bytes / 1024), language)} kB`;

/** Where a file shows, as text keys: its market or every market, and its language if it has one. */
export const whereKeys = (f: Pick<StaffContentFile, 'market' | 'language'>) => [
  f.market ? `markets.${f.market}` : 'content-desk.every-market',
  ...(f.language ? [`content-desk.language.${f.language}`] : []),
];

export type FileValues = {
  kind: ContentFileKind;
  name: string;
  folder: string;
  market: Market | 'all';
  language: ContentLanguage | 'all';
  thumbnailId: string | null;
  file: File | null;
};

/** A stored file as the form holds it; a new one is a document for every market and language. */
export const fileValues = (file: StaffContentFile | undefined): FileValues => ({
  kind: file?.kind ?? 'doc',
  name: file?.name ?? '',
  folder: file?.folder ?? '',
  market: file?.market ?? 'all',
  language: file?.language ?? 'all',
  thumbnailId: file?.thumbnailId ?? null,
  file: null,
});

/** What the server is sent of the form: every market or language as none, a thumbnail only for a video. */
export const fieldsOf = (v: FileValues): ContentFileFields => ({
  kind: v.kind,
  name: v.name,
  folder: v.folder.trim() || null,
  market: v.market === 'all' ? null : v.market,
  language: v.language === 'all' ? null : v.language,
  thumbnailId: v.kind === 'video' ? v.thumbnailId : null,
});

/** The contract's problems with the fields; a new file needs the file itself too. */
export const fileProblems = (values: FileValues, stored: boolean): Record<string, Message> => ({
  ...problemMessages(schemaProblems(ContentFileFields, fieldsOf(values)), (p) => problemMessage(p, DESK)),
  ...(stored || values.file ? {} : { file: { key: 'content-desk.validation.file' } }),
});

const NAME_MAX = maxLengthOf(ContentFileFields.shape.name);

/** A file's name as its file is called, without the extension and as long as a name may be. */
export const nameFromFile = (fileName: string) => fileName.replace(/\.[^.]+$/, '').slice(0, NAME_MAX);

export const fileSaveError = (error: unknown) => savedFieldError(error);

/** Why a new file in place of one failed: the server's own text (its type, its size), or that it failed. */
export const replaceRefusalKey = (error: unknown) => (error instanceof ApiError && error.key ? error.key : 'content-desk.files.failed');

/** Why deleting failed: an article or a video still uses the file, or anything else. */
export const deleteRefusalKey = (error: unknown) =>
  errorCodeOf(error) === 'FILE_IN_USE' ? 'content-desk.files.in-use' : 'content-desk.files.failed';

// --- an article's picture

/** A picture uploaded from the editor: listed nowhere, for every market and language, named as its file. */
export const pictureFields = (fileName: string): ContentFileFields => ({
  kind: 'picture',
  name: fileName.slice(0, NAME_MAX),
  folder: null,
  market: null,
  language: null,
});

/** Why the picture was not taken: the file is not one the server reads, or the upload failed. */
export const pictureRefusalKey = (error: unknown) =>
  error instanceof ApiError && error.field === 'file' ? 'content-desk.picture.refused' : 'content-desk.picture.failed';

// --- the contact page's texts

/** Each text with its department and kind, in the order the form shows them. */
export const CONTACT_FIELDS = [
  ['CustomerServiceEmail', 'customer-service', 'email'],
  ['CustomerServicePhone', 'customer-service', 'phone'],
  ['ServiceEmail', 'service', 'email'],
  ['ServicePhone', 'service', 'phone'],
  ['MarketingCommunicationEmail', 'marketing', 'email'],
  ['MarketingCommunicationPhone', 'marketing', 'phone'],
] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number][0];
export type ContactValues = Record<ContactField, string>;

/** The tabs: every market's texts first, then each market's own. */
export const CONTACT_TABS = ['all', ...MARKETS] as const;

export const contactValues = (texts: StaffContactText | undefined) =>
  Object.fromEntries(CONTACT_FIELDS.map(([f]) => [f, texts?.texts[f] ?? ''])) as ContactValues;

/** The texts of every market (stored without a market), and a market's own. */
export const sharedTexts = (items: readonly StaffContactText[]) => items.find((i) => i.market === null);
export const ownTexts = (items: readonly StaffContactText[], market: Market | 'all') => items.find((i) => (i.market ?? 'all') === market);

/** What is wrong with the texts: an e-mail address that is not one, else the contract's own words or the shared ones. */
export const contactProblems = (values: ContactValues): Record<string, Message> =>
  problemMessages(schemaProblems(ContactTextRequest, values), (p) =>
    p.kind === 'invalid-format' ? { key: 'contact-texts.invalid-email' } : problemMessage(p, DESK),
  );

/** What a tab says of its texts: every market's, a market's own, or a market showing every market's. */
export const contactHintKey = (market: Market | 'all', own: StaffContactText | undefined) =>
  market === 'all' ? 'contact-texts.all-hint' : own ? 'contact-texts.own-hint' : 'contact-texts.shared-hint';
