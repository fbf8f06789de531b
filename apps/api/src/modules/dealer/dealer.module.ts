import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import type { PortalModule } from '../../platform/module.js';
import { transactionalDeps } from '../../platform/db/transactional.js';
import { withEvents, type RecordEvent } from '../../platform/events.js';
import type { InvitationService } from '../user/user.module.js';
import { createDealerRepository } from './dealer.repository.js';
import { dealerRoutes } from './dealer.routes.js';
import { createDealerService } from './dealer.service.js';
import { createDealerDeskRepository } from './dealer-desk.repository.js';
import { dealerDeskRoutes } from './dealer-desk.routes.js';
import { createDealerDeskService } from './dealer-desk.service.js';
import { campaignEvents, dealerDeskEvents } from './dealer-events.js';

export { campaignYear } from './campaign-year.js';

/**
 * Dealers: the dealer's own company as it reads it (details, contact, sales representative,
 * the yearly campaign's sign-up), and the back office's dealer desk where sales administration
 * keeps them and invites their users.
 */
export function dealerModule(deps: {
  db: Kysely<DB>;
  invitations: InvitationService;
  /** Dealers made and changed, users switched off and campaign sign-ups tell integrations (the events port). */
  recordEvent: RecordEvent;
  now: () => Date;
}): PortalModule {
  const repository = createDealerRepository(deps.db);
  const service = createDealerService(
    {
      ...repository,
      // The sign-up and its event land together.
      signUpForCampaign: (...args) =>
        deps.db
          .transaction()
          .execute((trx) => withEvents(createDealerRepository(trx), trx, deps.recordEvent, campaignEvents(trx)).signUpForCampaign(...args)),
    },
    deps.now,
  );
  const desk = createDealerDeskService({
    ...transactionalDeps('customers', deps.db, (db) =>
      withEvents(createDealerDeskRepository(db), db, deps.recordEvent, dealerDeskEvents(db)),
    ),
    now: deps.now,
  });
  return {
    routes: (api) => {
      dealerRoutes(api, service);
      dealerDeskRoutes(api, desk, deps.invitations);
    },
  };
}
