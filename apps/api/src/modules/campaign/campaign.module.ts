import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import type { PortalModule } from '../../platform/module.js';
import { transactionalDeps } from '../../platform/db/transactional.js';
import { createCampaignRepository } from './campaign.repository.js';
import { campaignRoutes } from './campaign.routes.js';
import { createCampaignService } from './campaign.service.js';

/** Campaigns: marketing's yearly campaigns and the dealers' sign-ups. */
export function campaignModule(deps: { db: Kysely<DB>; now: () => Date }): PortalModule {
  const service = createCampaignService({
    ...transactionalDeps('campaigns', deps.db, createCampaignRepository),
    now: deps.now,
  });
  return { routes: (api) => campaignRoutes(api, service) };
}
