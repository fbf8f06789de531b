import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import type { PortalModule } from '../../platform/module.js';
import { transactional } from '../../platform/db/transactional.js';
import type { InvitationService } from '../user/user.module.js';
import { createCustomerRepository } from './customer.repository.js';
import { customerRoutes } from './customer.routes.js';
import { createCustomerService } from './customer.service.js';

/** Dealers as sales administration keeps them, and their users' invitations from the back office. */
export function customerModule(deps: { db: Kysely<DB>; invitations: InvitationService; now: () => Date }): PortalModule {
  const service = createCustomerService({
    customers: createCustomerRepository(deps.db),
    transaction: transactional(deps.db, createCustomerRepository),
    now: deps.now,
  });
  return { routes: (api) => customerRoutes(api, service, deps.invitations) };
}
