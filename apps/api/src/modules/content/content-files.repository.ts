import type { ExpressionBuilder, Insertable, Kysely, Updateable } from 'kysely';
import type { ContentFileTable, DB } from '../../platform/db/schema.js';
import { recordAudit, type AuditEntry } from '../../platform/audit/audit.js';
import { likePattern } from '../../platform/db/like.js';
import { listPage, type Paging } from '../../platform/db/list-page.js';

export type ContentFileFilter = Paging & {
  /** undefined: every kind; null: the pictures, which have no content type. */
  contentType?: string | null | undefined;
  market?: string | undefined;
  language?: string | undefined;
  search?: string | undefined;
};

const columns = [
  'id',
  'content_type',
  'name',
  'folder',
  'market',
  'language',
  'file_name',
  'mime_type',
  'size_bytes',
  'thumbnail_id',
  'created_at',
] as const;

/** SQL of the media files marketing uploads, lists, renames, replaces and deletes. */
export function createContentFilesRepository(db: Kysely<DB>) {
  /** A video's thumbnail by the name its address ends in. */
  const thumbnailName = (eb: ExpressionBuilder<DB, 'content_file'>) =>
    eb
      .selectFrom('content_file as thumbnail')
      .select('thumbnail.file_name')
      .whereRef('thumbnail.id', '=', 'content_file.thumbnail_id')
      .as('thumbnail_file_name');

  const queue = (f: ContentFileFilter) => {
    let q = db.selectFrom('content_file');
    if (f.contentType === null) q = q.where('content_type', 'is', null);
    else if (f.contentType) q = q.where('content_type', '=', f.contentType);
    if (f.market) q = q.where('market', '=', f.market);
    if (f.language) q = q.where('language', '=', f.language);
    if (f.search) {
      const pattern = likePattern(f.search);
      q = q.where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['name']), 'like', pattern),
          eb(eb.fn('lower', ['folder']), 'like', pattern),
          eb(eb.fn('lower', ['file_name']), 'like', pattern),
        ]),
      );
    }
    return q;
  };

  return {
    page: (f: ContentFileFilter) =>
      listPage(
        queue(f)
          .select([...columns, thumbnailName])
          .orderBy('created_at', 'desc')
          .orderBy('id'),
        queue(f),
        f,
      ),

    file: (id: string) =>
      db
        .selectFrom('content_file')
        .select([...columns, thumbnailName])
        .where('id', '=', id)
        .executeTakeFirst(),

    /** A picture that can be a video's thumbnail. */
    picture: (id: string) =>
      db.selectFrom('content_file').select('id').where('id', '=', id).where('content_type', 'is', null).executeTakeFirst(),

    lockFile: (id: string) => db.selectFrom('content_file').selectAll().where('id', '=', id).forUpdate().executeTakeFirst(),

    /** How many articles show the file and how many videos have it as their thumbnail. */
    usage: async (id: string) => {
      const [articles, videos] = await Promise.all([
        db
          .selectFrom('content_article')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('image_id', '=', id)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('content_file')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('thumbnail_id', '=', id)
          .executeTakeFirstOrThrow(),
      ]);
      return Number(articles.n) + Number(videos.n);
    },

    insert: async (row: Insertable<ContentFileTable>) => {
      await db.insertInto('content_file').values(row).execute();
    },

    update: async (id: string, row: Updateable<ContentFileTable>) => {
      await db.updateTable('content_file').set(row).where('id', '=', id).execute();
    },

    delete: async (id: string) => {
      await db.deleteFrom('content_file').where('id', '=', id).execute();
    },

    audit: (entry: AuditEntry) => recordAudit(db, entry),
  };
}
export type ContentFilesRepository = ReturnType<typeof createContentFilesRepository>;
