import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import type { PortalModule } from '../../platform/module.js';
import { transactionalDeps } from '../../platform/db/transactional.js';
import { createViewAsRepository } from './view-as.repository.js';
import { viewAsRoutes } from './view-as.routes.js';
import { createViewAsService } from './view-as.service.js';

/** Staff viewing the dealer portal as one of a dealer's users, read-only (ADR 0088). */
export function viewAsModule(deps: { db: Kysely<DB>; publicUrl: string; now: () => Date }): PortalModule {
  const service = createViewAsService({
    ...transactionalDeps('views', deps.db, createViewAsRepository),
    now: deps.now,
    publicUrl: deps.publicUrl,
  });
  return { routes: (api) => viewAsRoutes(api, service) };
}
