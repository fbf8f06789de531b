import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import type { PortalModule } from '../../platform/module.js';
import { transactional } from '../../platform/db/transactional.js';
import { createCpqCampaignRepository } from './cpq-campaign.repository.js';
import { cpqCampaignRoutes } from './cpq-campaign.routes.js';
import { createCpqCampaignService } from './cpq-campaign.service.js';

/** Configurator campaigns: price offers on configured products, kept by marketing. */
export function cpqCampaignModule(deps: { db: Kysely<DB>; now: () => Date }): PortalModule {
  const service = createCpqCampaignService({
    campaigns: createCpqCampaignRepository(deps.db),
    transaction: transactional(deps.db, createCpqCampaignRepository),
    now: deps.now,
  });
  return { routes: (api) => cpqCampaignRoutes(api, service) };
}
