import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { youtubeVideoId } from '@portal/contracts/content';
import { toMarket } from '@portal/contracts/languages';
import type {
  ArticleRequest,
  ArticleStatus,
  StaffArticle,
  StaffArticleRow,
  StaffArticlesQuery,
  StaffArticlesResponse,
  ContactTextRequest,
  StaffContactText,
} from '@portal/contracts/staff-content';
import type { StaffPrincipal } from '../../platform/auth/access.js';
import { badRequest, found } from '../../platform/errors.js';
import type { ContentDeskRepository } from './content-desk.repository.js';
import { fileUrl, type ContentLanguage } from './content.service.js';
import { sanitizeHtml } from './sanitize-html.js';
import { pagingOf } from '../../platform/db/list-page.js';
import type { TransactionalDeps } from '../../platform/db/transactional.js';
import { isoTime as iso } from '../../platform/iso-time.js';

type Query = z.output<typeof StaffArticlesQuery>;
type ContactRow = Awaited<ReturnType<ContentDeskRepository['contactTexts']>>[number];

const contactOf = (r: ContactRow): StaffContactText => ({
  market: r.market === '' ? null : toMarket(r.market),
  texts: {
    CustomerServiceEmail: r.customer_service_email,
    CustomerServicePhone: r.customer_service_phone,
    ServiceEmail: r.service_email,
    ServicePhone: r.service_phone,
    MarketingCommunicationEmail: r.marketing_communication_email,
    MarketingCommunicationPhone: r.marketing_communication_phone,
  },
  updatedAt: new Date(r.updated_at).toISOString(),
});
type Request = z.output<typeof ArticleRequest>;

export type ContentDeskDeps = TransactionalDeps<'articles', ContentDeskRepository> & {
  now: () => Date;
};

/** A readable id from the title, unique by a random tail: news-2026-kaminer-a3f9c1. */
const articleId = (title: string) => {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return `${slug || 'article'}-${randomBytes(3).toString('hex')}`;
};

type Row = Awaited<ReturnType<ContentDeskRepository['page']>>['rows'][number];

const toRow = (r: Row): StaffArticleRow => ({
  id: r.id,
  market: r.market === null ? null : toMarket(r.market),
  language: r.language as ContentLanguage,
  title: r.title,
  status: r.status as ArticleStatus,
  flagged: r.is_flagged,
  publishedAt: iso(r.published_at),
  updatedAt: iso(r.updated_at),
  updatedBy: r.updated_by,
});

/** The content desk: marketing writes, publishes and archives the news of every market. */
export function createContentDeskService(deps: ContentDeskDeps) {
  const { articles } = deps;

  async function detail(id: string): Promise<StaffArticle> {
    const row = await found(articles.article(id), 'Article');
    return {
      ...toRow(row),
      abstract: row.abstract,
      content: row.content_html,
      youtubeId: row.youtube_id,
      imageId: row.image_id,
      imageUrl: row.image_id && row.image_file_name ? fileUrl(row.image_id, row.image_file_name) : null,
    };
  }

  /** The stored columns: sanitized HTML, the video reduced to its id, the picture known to exist. */
  async function columns(repo: ContentDeskRepository, staff: StaffPrincipal, request: Request) {
    let youtubeId: string | null = null;
    if (request.youtube) {
      youtubeId = youtubeVideoId(request.youtube);
      if (!youtubeId) throw badRequest('youtube', 'Only YouTube videos can be embedded', 'content-desk.validation.youtube');
    }
    if (request.imageId && !(await repo.image(request.imageId))) throw badRequest('imageId', 'There is no such picture');
    return {
      market: request.market,
      language: request.language,
      title: request.title,
      abstract: request.abstract,
      content_html: sanitizeHtml(request.content),
      image_id: request.imageId,
      youtube_id: youtubeId,
      is_flagged: request.flagged,
      published_at: new Date(request.publishedAt),
      status: request.status,
      updated_by_staff: staff.staffId,
      updated_at: deps.now(),
    };
  }

  const audited = (row: Record<string, unknown>) => {
    // The log keeps what was decided, not the whole text.
    const { content_html: html, updated_at: _at, updated_by_staff: _by, ...rest } = row;
    return { ...rest, contentLength: typeof html === 'string' ? html.length : null };
  };

  return {
    async list(query: Query): Promise<StaffArticlesResponse> {
      const { rows, total } = await articles.page({
        market: query.market,
        language: query.language,
        status: query.status,
        search: query.search || undefined,
        ...pagingOf(query),
      });
      return { items: rows.map(toRow), total };
    },

    get: detail,

    async contactTexts() {
      return { items: (await articles.contactTexts()).map(contactOf) };
    },

    /** `market` '' is the texts of every market. */
    saveContactText: (staff: StaffPrincipal, market: string, request: z.output<typeof ContactTextRequest>) =>
      deps.transaction(async (repo) => {
        const before = await repo.lockContactText(market);
        const row = await repo.saveContactText({
          market,
          customer_service_email: request.CustomerServiceEmail,
          customer_service_phone: request.CustomerServicePhone,
          service_email: request.ServiceEmail,
          service_phone: request.ServicePhone,
          marketing_communication_email: request.MarketingCommunicationEmail,
          marketing_communication_phone: request.MarketingCommunicationPhone,
          updated_at: deps.now(),
        });
        await repo.audit({
          staffId: staff.staffId,
          action: 'contact-text.save',
          objectType: 'contact-text',
          objectId: market || 'all',
          before: before ? contactOf(before).texts : null,
          after: contactOf(row).texts,
        });
        return contactOf(row);
      }),

    removeContactText: (staff: StaffPrincipal, market: string) =>
      deps.transaction(async (repo) => {
        const before = await found(repo.lockContactText(market), 'Contact texts');
        await repo.deleteContactText(market);
        await repo.audit({
          staffId: staff.staffId,
          action: 'contact-text.delete',
          objectType: 'contact-text',
          objectId: market,
          before: contactOf(before).texts,
        });
        return { market: toMarket(market) };
      }),

    async create(staff: StaffPrincipal, request: Request) {
      const id = articleId(request.title);
      await deps.transaction(async (repo) => {
        const row = await columns(repo, staff, request);
        await repo.insert({ id, ...row });
        await repo.audit({ staffId: staff.staffId, action: 'article.create', objectType: 'article', objectId: id, after: audited(row) });
      });
      return detail(id);
    },

    async update(staff: StaffPrincipal, id: string, request: Request) {
      await deps.transaction(async (repo) => {
        const current = await found(repo.lockArticle(id), 'Article');
        const row = await columns(repo, staff, request);
        await repo.update(id, row);
        await repo.audit({
          staffId: staff.staffId,
          action: current.status === row.status ? 'article.update' : `article.${row.status}`,
          objectType: 'article',
          objectId: id,
          before: audited(current),
          after: audited(row),
        });
      });
      return detail(id);
    },
  };
}
export type ContentDeskService = ReturnType<typeof createContentDeskService>;
