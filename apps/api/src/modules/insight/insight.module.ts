import type { Kysely } from 'kysely';
import type { InsightConfig } from '../../platform/config.js';
import type { DB } from '../../platform/db/schema.js';
import type { PortalModule } from '../../platform/module.js';
import { transactionalDeps } from '../../platform/db/transactional.js';
import { createInsightRepository } from './insight.repository.js';
import { insightRoutes } from './insight.routes.js';
import { createInsightService } from './insight.service.js';

/** The manufacturer's figures across every dealer: sales, delivery, quality and its alert, and the rates that convert sales. */
export function insightModule(deps: { db: Kysely<DB>; settings: InsightConfig; now: () => Date }): PortalModule {
  const service = createInsightService({
    ...transactionalDeps('insight', deps.db, createInsightRepository),
    settings: deps.settings,
    now: deps.now,
  });
  return { routes: (api) => insightRoutes(api, service) };
}
