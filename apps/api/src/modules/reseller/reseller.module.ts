import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import type { PortalModule } from '../../platform/module.js';
import { createResellerRepository } from './reseller.repository.js';
import { resellerRoutes } from './reseller.routes.js';
import { createResellerService } from './reseller.service.js';

export { campaignYear } from './campaign-year.js';

/** The dealer's own company as the dealer reads it: its details, contact, sales representative. */
export function resellerModule(deps: { db: Kysely<DB>; now: () => Date }): PortalModule {
  const service = createResellerService(createResellerRepository(deps.db), deps.now);
  return { routes: (api) => resellerRoutes(api, service) };
}
