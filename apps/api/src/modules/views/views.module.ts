import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import type { PortalModule } from '../../platform/module.js';
import { transactionalDeps } from '../../platform/db/transactional.js';
import { createViewsRepository } from './views.repository.js';
import { viewsRoutes } from './views.routes.js';
import { createViewsService } from './views.service.js';

/** Lists that can be worked: each staff member's columns per list and the views saved of a list (ADR 0085). */
export function viewsModule(deps: { db: Kysely<DB> }): PortalModule {
  const service = createViewsService(transactionalDeps('views', deps.db, createViewsRepository));
  return { routes: (api) => viewsRoutes(api, service) };
}
