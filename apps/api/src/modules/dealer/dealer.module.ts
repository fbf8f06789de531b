import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import type { PortalModule } from '../../platform/module.js';
import { transactionalDeps } from '../../platform/db/transactional.js';
import type { InvitationService } from '../user/user.module.js';
import { createDealerRepository } from './dealer.repository.js';
import { dealerRoutes } from './dealer.routes.js';
import { createDealerService } from './dealer.service.js';
import { createDealerDeskRepository } from './dealer-desk.repository.js';
import { dealerDeskRoutes } from './dealer-desk.routes.js';
import { createDealerDeskService } from './dealer-desk.service.js';

export { campaignYear } from './campaign-year.js';

/**
 * Dealers: the dealer's own company as it reads it (details, contact, sales representative,
 * the yearly campaign's sign-up), and the back office's dealer desk where sales administration
 * keeps them and invites their users.
 */
export function dealerModule(deps: { db: Kysely<DB>; invitations: InvitationService; now: () => Date }): PortalModule {
  const service = createDealerService(createDealerRepository(deps.db), deps.now);
  const desk = createDealerDeskService({
    ...transactionalDeps('customers', deps.db, createDealerDeskRepository),
    now: deps.now,
  });
  return {
    routes: (api) => {
      dealerRoutes(api, service);
      dealerDeskRoutes(api, desk, deps.invitations);
    },
  };
}
