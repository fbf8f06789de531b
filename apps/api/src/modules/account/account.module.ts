import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import type { Notify } from '../../platform/messages.js';
import { portalModule } from '../../platform/module.js';
import { transactionalDeps } from '../../platform/db/transactional.js';
import { createAccountRepository } from './account.repository.js';
import { accountRoutes } from './account.routes.js';
import { createAccountService, type AccountService } from './account.service.js';

/** The user's own settings and forgotten passwords; the sign-in page sends reset links through it too. */
export function accountModule(deps: { db: Kysely<DB>; notify: Notify; publicUrl: string; now: () => Date }) {
  const make = (db: Kysely<DB>) => createAccountRepository(db, deps.notify);
  const service = createAccountService({
    ...transactionalDeps('accounts', deps.db, make),
    publicUrl: deps.publicUrl,
    now: deps.now,
  });
  return portalModule({
    routes: (api) => accountRoutes(api, service),
    requestPasswordReset: ((email, language) => service.requestPasswordReset(email, language)) as AccountService['requestPasswordReset'],
  });
}
