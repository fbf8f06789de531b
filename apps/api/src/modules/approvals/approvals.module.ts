import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { portalModule } from '../../platform/module.js';
import type { OrderApprovalQueue } from '../order/order.module.js';
import { createApprovalsRepository } from './approvals.repository.js';
import { approvalsRoutes } from './approvals.routes.js';
import { createApprovalsService } from './approvals.service.js';

/**
 * Spending limits and order approval inside the dealer (ADR 0079): the Portal Admin's limits and
 * approvers, and the approvers' list. The orders themselves stay the order area's: it asks `rule`
 * when an order is placed, and this area decides through the order area's queue (`orders`, read
 * when a call comes, as the order module is built after this one).
 */
export function approvalsModule(deps: { db: Kysely<DB>; orders: () => OrderApprovalQueue; now: () => Date }) {
  const service = createApprovalsService({ approvals: createApprovalsRepository(deps.db), orders: deps.orders, now: deps.now });
  return portalModule({
    routes: (api) => approvalsRoutes(api, service),
    /** Whether an order must wait for an approver: the order area asks it when the order is placed. */
    rule: service.rule,
  });
}
