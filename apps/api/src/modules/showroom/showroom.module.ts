import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import type { PortalModule } from '../../platform/module.js';
import { createShowroomRepository } from './showroom.repository.js';
import { showroomRoutes } from './showroom.routes.js';
import { createShowroomService } from './showroom.service.js';

/** The products a dealer shows in its showroom. */
export function showroomModule(deps: { db: Kysely<DB> }): PortalModule {
  const service = createShowroomService(createShowroomRepository(deps.db));
  return { routes: (api) => showroomRoutes(api, service) };
}
