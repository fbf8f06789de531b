import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import type { PortalModule } from '../../platform/module.js';
import { createFinanceRepository } from './finance.repository.js';
import { financeRoutes } from './finance.routes.js';
import { createFinanceService } from './finance.service.js';

/** A dealer's sales figures and open balances. */
export function financeModule(deps: { db: Kysely<DB>; now: () => Date }): PortalModule {
  const service = createFinanceService({ finance: createFinanceRepository(deps.db), now: deps.now });
  return { routes: (api) => financeRoutes(api, service) };
}
