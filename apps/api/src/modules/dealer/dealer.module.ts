import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import type { z } from 'zod';
import type { StaffCustomerInput } from '@portal/contracts/staff-dealer';
import type { IntegrationCaller } from '../../platform/auth/access.js';
import { portalModule } from '../../platform/module.js';
import { transactionalDeps } from '../../platform/db/transactional.js';
import { withEvents, type RecordEvent } from '../../platform/events.js';
import type { InvitationService } from '../user/user.module.js';
import { createDealerRepository } from './dealer.repository.js';
import { dealerRoutes } from './dealer.routes.js';
import { createDealerService } from './dealer.service.js';
import { createDealerDeskRepository } from './dealer-desk.repository.js';
import { dealerDeskRoutes } from './dealer-desk.routes.js';
import { createDealerDeskService } from './dealer-desk.service.js';
import { campaignEvents, dealerDeskEvents, integrationCustomer } from './dealer-events.js';
import { createDealerActivityRepository } from './dealer-activity.repository.js';
import { dealerActivityRoutes } from './dealer-activity.routes.js';
import { createDealerActivityService } from './dealer-activity.service.js';

type DealerInput = z.output<typeof StaffCustomerInput>;

export { campaignYear } from './campaign-year.js';
export type DealerIntegration = ReturnType<typeof dealerModule>['integration'];

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
}) {
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
  const activity = createDealerActivityService(transactionalDeps('repo', deps.db, createDealerActivityRepository));
  const read = (customerNumber: string) => integrationCustomer(deps.db, customerNumber);
  return portalModule({
    routes: (api) => {
      dealerRoutes(api, service);
      dealerDeskRoutes(api, desk, deps.invitations);
      dealerActivityRoutes(api, activity);
    },
    /** Dealers as the integration API writes them: the dealer desk's own rules, events and audit, as the client. */
    integration: {
      upsert: async (client: IntegrationCaller, customerNumber: string, input: DealerInput) => {
        await desk.upsert(client.actor, customerNumber, input);
        return read(customerNumber);
      },
      setDiscount: async (client: IntegrationCaller, customerNumber: string, discountPercent: number) => {
        await desk.setDiscount(client.actor, customerNumber, discountPercent);
        return read(customerNumber);
      },
    },
  });
}
