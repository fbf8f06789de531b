import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import type { StaffPrincipal } from '../../platform/auth/access.js';
import type { FileStore } from '../../platform/files/file-store.js';
import type { PendingFiles } from '../../platform/files/pending-files.js';
import type { UploadedFile } from '../../platform/multipart.js';
import { portalModule } from '../../platform/module.js';
import { transactionalDeps } from '../../platform/db/transactional.js';
import { createContentRepository } from './content.repository.js';
import { contentRoutes } from './content.routes.js';
import { createContentService } from './content.service.js';
import { createContentDeskRepository } from './content-desk.repository.js';
import { contentDeskRoutes } from './content-desk.routes.js';
import { createContentDeskService } from './content-desk.service.js';
import { createContentFilesRepository } from './content-files.repository.js';
import { contentFileRoutes } from './content-files.routes.js';
import { createContentFilesService } from './content-files.service.js';

/** News, media and contact texts: the public content service, and marketing's desks for articles and files. */
export function contentModule(deps: {
  db: Kysely<DB>;
  fileStore: FileStore;
  pendingFiles: Pick<PendingFiles, 'track' | 'settle'>;
  now: () => Date;
}) {
  const articles = createContentDeskService({
    ...transactionalDeps('articles', deps.db, createContentDeskRepository),
    now: deps.now,
  });
  const files = createContentFilesService({
    ...transactionalDeps('files', deps.db, createContentFilesRepository),
    fileStore: deps.fileStore,
    pendingFiles: deps.pendingFiles,
  });
  const content = createContentService({ repo: createContentRepository(deps.db), fileStore: deps.fileStore });
  return portalModule({
    routes: async (api) => {
      contentDeskRoutes(api, articles);
      await api.register(contentFileRoutes, { service: files });
      // The content service is public and sets its own headers, so it is a plugin of its own.
      await api.register(contentRoutes, { service: content });
    },
    /** Keeps a product picture among the media files' product images and answers its address. */
    storeProductImage: async (staff: StaffPrincipal, place: { folder: string; name: string }, uploaded: UploadedFile[]) =>
      (await files.upload(staff, JSON.stringify({ kind: 'prod', market: null, language: null, ...place }), uploaded)).url,
  });
}
