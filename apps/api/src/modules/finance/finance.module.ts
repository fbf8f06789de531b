import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import type { PortalModule } from '../../platform/module.js';
import { dealerVatRule } from '../invoice/invoice.module.js';
import { createCreditStanding } from './finance-credit.js';
import { createFinanceRepository } from './finance.repository.js';
import { financeRoutes } from './finance.routes.js';
import { createFinanceService } from './finance.service.js';

export type { CreditStanding, CreditStandingSource } from './finance-credit.js';

/**
 * A dealer's credit now (ADR 0078): what orders are checked against when they are placed and
 * what the credit hold queue shows; made without a signed-in caller.
 */
export const creditStanding = (deps: { db: Kysely<DB>; now: () => Date }) =>
  createCreditStanding({ finance: createFinanceRepository(deps.db), vatRule: dealerVatRule(deps.db), now: deps.now });

/** A dealer's sales figures, open balances and credit. */
export function financeModule(deps: { db: Kysely<DB>; now: () => Date }): PortalModule {
  const service = createFinanceService({ finance: createFinanceRepository(deps.db), credit: creditStanding(deps), now: deps.now });
  return { routes: (api) => financeRoutes(api, service) };
}
