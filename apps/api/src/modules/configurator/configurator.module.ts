import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { portalModule } from '../../platform/module.js';
import { transactionalDeps } from '../../platform/db/transactional.js';
import type { PriceSource } from '../catalogue/catalogue.module.js';
import { createConfiguratorRepository } from './configurator.repository.js';
import { configuratorRoutes } from './configurator.routes.js';
import { createConfiguratorService, type ConfiguratorService } from './configurator.service.js';
import { loadEngine } from './engine/engine.js';
import { createConfiguratorCampaignRepository } from './configurator-campaign.repository.js';
import { configuratorCampaignRoutes } from './configurator-campaign.routes.js';
import { createConfiguratorCampaignService } from './configurator-campaign.service.js';

/** The configurator: stoves and chimneys configured, priced with the dealer's prices and the campaigns marketing keeps. */
export function configuratorModule(deps: { db: Kysely<DB>; catalogue: PriceSource; now: () => Date }) {
  const service = createConfiguratorService({
    ...transactionalDeps('repo', deps.db, createConfiguratorRepository),
    catalogue: deps.catalogue,
    engine: loadEngine,
    now: deps.now,
  });
  const campaigns = createConfiguratorCampaignService({
    ...transactionalDeps('campaigns', deps.db, createConfiguratorCampaignRepository),
    now: deps.now,
  });
  return portalModule({
    routes: (api) => {
      configuratorRoutes(api, service);
      configuratorCampaignRoutes(api, campaigns);
    },
    /** A completed configuration's articles at today's prices, as the cart and orders take them. */
    orderLines: ((principal, headerId) => service.orderLines(principal, headerId)) as ConfiguratorService['orderLines'],
    /** Configurations by id (the customer's only, when one is named), as an order shows the ones its lines came from. */
    summaries: ((headerIds, customerNumber) => service.summaries(headerIds, customerNumber)) as ConfiguratorService['summaries'],
  });
}
