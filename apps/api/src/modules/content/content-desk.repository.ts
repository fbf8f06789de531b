import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import { CONTACT_RENDER_TYPE } from '@portal/contracts/content';
import type { ContentArticleTable, ContentContactTextTable, DB } from '../../platform/db/schema.js';
import { recordAudit, type AuditEntry } from '../../platform/audit/audit.js';
import { likePattern } from '../../platform/db/like.js';
import { listPage, type Paging } from '../../platform/db/list-page.js';

export type ArticleFilter = Paging & {
  market?: string | undefined;
  language?: string | undefined;
  status?: string | undefined;
  search?: string | undefined;
};

/** SQL of the content desk: every article, whatever its market, language or status. */
export function createContentDeskRepository(db: Kysely<DB>) {
  const queue = (f: ArticleFilter) => {
    let q = db.selectFrom('content_article as a').leftJoin('staff_member as s', 's.id', 'a.updated_by_staff');
    if (f.market) q = q.where('a.market', '=', f.market);
    if (f.language) q = q.where('a.language', '=', f.language);
    if (f.status) q = q.where('a.status', '=', f.status as 'draft');
    if (f.search) q = q.where((eb) => eb(eb.fn('lower', ['a.title']), 'like', likePattern(f.search!)));
    return q;
  };
  const rowColumns = [
    'a.id',
    'a.market',
    'a.language',
    'a.title',
    'a.status',
    'a.is_flagged',
    'a.published_at',
    'a.updated_at',
    sql<string | null>`s.firstname || ' ' || s.lastname`.as('updated_by'),
  ] as const;

  return {
    page: (f: ArticleFilter) => listPage(queue(f).select(rowColumns).orderBy('a.updated_at', 'desc').orderBy('a.id'), queue(f), f),

    article: (id: string) =>
      db
        .selectFrom('content_article as a')
        .leftJoin('staff_member as s', 's.id', 'a.updated_by_staff')
        .leftJoin('content_file as f', 'f.id', 'a.image_id')
        .select([...rowColumns, 'a.abstract', 'a.content_html', 'a.youtube_id', 'a.image_id', 'f.file_name as image_file_name'])
        .where('a.id', '=', id)
        .executeTakeFirst(),

    lockArticle: (id: string) => db.selectFrom('content_article').selectAll().where('id', '=', id).forUpdate().executeTakeFirst(),

    /** An uploaded picture an article may show. */
    image: (id: string) =>
      db
        .selectFrom('content_file')
        .select(['id', 'mime_type'])
        .where('id', '=', id)
        .where('mime_type', 'like', 'image/%')
        .executeTakeFirst(),

    insert: async (row: Insertable<ContentArticleTable>) => {
      await db.insertInto('content_article').values(row).execute();
    },

    update: async (id: string, row: Updateable<ContentArticleTable>) => {
      await db.updateTable('content_article').set(row).where('id', '=', id).execute();
    },

    contactTexts: () =>
      db.selectFrom('content_contact_text').selectAll().where('render_type', '=', CONTACT_RENDER_TYPE).orderBy('market').execute(),

    lockContactText: (market: string) =>
      db
        .selectFrom('content_contact_text')
        .selectAll()
        .where('render_type', '=', CONTACT_RENDER_TYPE)
        .where('market', '=', market)
        .forUpdate()
        .executeTakeFirst(),

    saveContactText: (row: Omit<Insertable<ContentContactTextTable>, 'render_type'>) =>
      db
        .insertInto('content_contact_text')
        .values({ ...row, render_type: CONTACT_RENDER_TYPE })
        .onConflict((oc) => oc.columns(['render_type', 'market']).doUpdateSet({ ...row }))
        .returningAll()
        .executeTakeFirstOrThrow(),

    deleteContactText: async (market: string) => {
      await db.deleteFrom('content_contact_text').where('render_type', '=', CONTACT_RENDER_TYPE).where('market', '=', market).execute();
    },

    audit: (entry: AuditEntry) => recordAudit(db, entry),
  };
}
export type ContentDeskRepository = ReturnType<typeof createContentDeskRepository>;
