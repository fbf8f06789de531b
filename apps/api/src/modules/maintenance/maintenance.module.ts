import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import type { PortalModule } from '../../platform/module.js';
import { transactionalDeps } from '../../platform/db/transactional.js';
import { createMaintenanceRepository } from './maintenance.repository.js';
import { maintenanceRoutes } from './maintenance.routes.js';
import { createMaintenanceService } from './maintenance.service.js';

/** Maintenance windows: announced to dealers, and the portal closed while one runs. */
export function maintenanceModule(deps: { db: Kysely<DB>; now: () => Date }): PortalModule {
  const service = createMaintenanceService({
    ...transactionalDeps('windows', deps.db, createMaintenanceRepository),
    now: deps.now,
  });
  return { routes: (api) => maintenanceRoutes(api, service) };
}
