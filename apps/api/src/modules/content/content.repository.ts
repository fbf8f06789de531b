import { sql, type Insertable, type Kysely } from 'kysely';
import type { ContentArticleTable, ContentContactTextTable, ContentFileTable, DB } from '../../platform/db/schema.js';

/** What a reader of a market sees: the market's language, and content for every market or for that one. */
export type Audience = { language: string; market: string };

export function createContentRepository(db: Kysely<DB>) {
  const articlesFor = (audience: Audience) =>
    db
      .selectFrom('content_article')
      .leftJoin('content_file as image', 'image.id', 'content_article.image_id')
      .where('content_article.language', '=', audience.language)
      .where((eb) => eb.or([eb('content_article.market', 'is', null), eb('content_article.market', '=', audience.market)]))
      // Drafts, archived articles and those dated later are not out yet.
      .where('content_article.status', '=', 'published')
      .where('content_article.published_at', '<=', sql<Date>`now()`);

  return {
    articles: (audience: Audience, options: { limit: number; order: 'asc' | 'desc'; flaggedOnly: boolean }) => {
      let query = articlesFor(audience).select([
        'content_article.id',
        'content_article.title',
        'content_article.abstract',
        'content_article.published_at',
        'image.id as image_id',
        'image.file_name as image_file_name',
      ]);
      if (options.flaggedOnly) query = query.where('content_article.is_flagged', '=', true);
      return query
        .orderBy('content_article.published_at', options.order)
        .orderBy('content_article.id', options.order)
        .limit(options.limit)
        .execute();
    },

    article: (audience: Audience, id: string) =>
      articlesFor(audience)
        .select([
          'content_article.title',
          'content_article.abstract',
          'content_article.content_html',
          'content_article.youtube_id',
          'image.id as image_id',
          'image.file_name as image_file_name',
        ])
        .where('content_article.id', '=', id)
        .executeTakeFirst(),

    saveArticle: async (row: Insertable<ContentArticleTable>) => {
      const { id: _id, created_at: _created, ...changes } = row;
      await db
        .insertInto('content_article')
        .values(row)
        .onConflict((oc) => oc.column('id').doUpdateSet({ ...changes, updated_at: new Date() }))
        .execute();
    },

    /** Listed files of one content type, in their folders' order. */
    files: (audience: Audience, contentType: string) =>
      db
        .selectFrom('content_file')
        .select(['id', 'folder', 'name', 'file_name', 'sort_order'])
        .where('content_type', '=', contentType)
        .where((eb) => eb.or([eb('language', 'is', null), eb('language', '=', audience.language)]))
        .where((eb) => eb.or([eb('market', 'is', null), eb('market', '=', audience.market)]))
        .orderBy('sort_order')
        .orderBy('name')
        .execute(),

    videos: (audience: Audience) =>
      db
        .selectFrom('content_file as video')
        .leftJoin('content_file as thumbnail', 'thumbnail.id', 'video.thumbnail_id')
        .select([
          'video.id',
          'video.name',
          'video.file_name',
          'video.mime_type',
          'thumbnail.id as thumbnail_id',
          'thumbnail.file_name as thumbnail_file_name',
        ])
        .where('video.content_type', '=', 'video')
        .where((eb) => eb.or([eb('video.language', 'is', null), eb('video.language', '=', audience.language)]))
        .where((eb) => eb.or([eb('video.market', 'is', null), eb('video.market', '=', audience.market)]))
        .orderBy('video.sort_order')
        .orderBy('video.name')
        .execute(),

    file: (id: string) =>
      db
        .selectFrom('content_file')
        .select(['id', 'file_name', 'mime_type', 'size_bytes', 'storage_key', 'content_type'])
        .where('id', '=', id)
        .executeTakeFirst(),

    saveFile: async (row: Insertable<ContentFileTable>) => {
      const { id: _id, created_at: _created, ...changes } = row;
      await db
        .insertInto('content_file')
        .values(row)
        .onConflict((oc) => oc.column('id').doUpdateSet(changes))
        .execute();
    },

    /** The market's own texts where marketing wrote them, else those of every market. */
    contactText: (renderType: string, market: string | undefined) =>
      db
        .selectFrom('content_contact_text')
        .selectAll()
        .where('render_type', '=', renderType)
        .where('market', 'in', market ? ['', market] : [''])
        .orderBy('market', 'desc')
        .executeTakeFirst(),

    contactTexts: (renderType: string) =>
      db.selectFrom('content_contact_text').selectAll().where('render_type', '=', renderType).orderBy('market').execute(),

    saveContactText: async (row: Insertable<ContentContactTextTable>) => {
      const { render_type: _key, market: _market, ...changes } = row;
      await db
        .insertInto('content_contact_text')
        .values(row)
        .onConflict((oc) => oc.columns(['render_type', 'market']).doUpdateSet({ ...changes, updated_at: new Date() }))
        .execute();
    },

    deleteContactText: async (renderType: string, market: string) =>
      Number(
        (await db.deleteFrom('content_contact_text').where('render_type', '=', renderType).where('market', '=', market).executeTakeFirst())
          .numDeletedRows,
      ),
  };
}
export type ContentRepository = ReturnType<typeof createContentRepository>;
