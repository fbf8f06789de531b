import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { portalModule } from '../../platform/module.js';
import { transactional } from '../../platform/db/transactional.js';
import type { PriceSource } from '../catalogue/catalogue.module.js';
import { createCpqRepository } from './cpq.repository.js';
import { cpqRoutes } from './cpq.routes.js';
import { createCpqService, type CpqService } from './cpq.service.js';
import { loadEngine } from './engine/engine.js';

/** The configurator: stoves and chimneys configured, priced with the dealer's prices and campaigns. */
export function cpqModule(deps: { db: Kysely<DB>; catalogue: PriceSource; now: () => Date }) {
  const service = createCpqService({
    repo: createCpqRepository(deps.db),
    transaction: transactional(deps.db, createCpqRepository),
    catalogue: deps.catalogue,
    engine: loadEngine,
    now: deps.now,
  });
  return portalModule({
    routes: (api) => cpqRoutes(api, service),
    /** A completed configuration's articles at today's prices, as the cart and orders take them. */
    orderLines: ((principal, headerId) => service.orderLines(principal, headerId)) as CpqService['orderLines'],
  });
}
