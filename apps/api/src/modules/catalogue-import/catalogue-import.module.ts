import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import type { PortalModule } from '../../platform/module.js';
import { transactionalDeps } from '../../platform/db/transactional.js';
import { createCatalogueImportRepository } from './catalogue-import.repository.js';
import { catalogueImportRoutes } from './catalogue-import.routes.js';
import { createCatalogueImportService } from './catalogue-import.service.js';

/** Imports of price lists, discounts, products and categories from files, checked before they apply. */
export function catalogueImportModule(deps: { db: Kysely<DB>; now: () => Date }): PortalModule {
  const service = createCatalogueImportService({
    ...transactionalDeps('imports', deps.db, createCatalogueImportRepository),
    now: deps.now,
  });
  // Imports read multipart bodies, so they are a plugin of their own with the multipart parser.
  return {
    routes: async (api) => {
      await api.register(catalogueImportRoutes, { service });
    },
  };
}
