import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { portalModule } from '../../platform/module.js';
import type { UploadedFile } from '../../platform/multipart.js';
import type { StaffPrincipal } from '../../platform/auth/access.js';
import { transactionalDeps } from '../../platform/db/transactional.js';
import { createCatalogueRepository, type CatalogueRepository } from './catalogue.repository.js';
import { catalogueRoutes } from './catalogue.routes.js';
import { createCatalogueService } from './catalogue.service.js';
import { createCatalogueDeskRepository } from './catalogue-desk.repository.js';
import { catalogueDeskRoutes } from './catalogue-desk.routes.js';
import { createCatalogueDeskService, type CatalogueDeskService } from './catalogue-desk.service.js';

export { netUnitPrice } from './pricing.js';

/** A dealer's prices of articles, as other areas (cart, orders, configurator) price their lines. */
export type PriceSource = Pick<CatalogueRepository, 'prices'>;

/** What the integration API writes of the catalogue, through the product desk's own rules and audit. */
export type CatalogueIntegration = {
  upsertProduct: CatalogueDeskService['upsert'];
  setPrices: CatalogueDeskService['setPrices'];
};

/** The catalogue dealers browse, and the back office's product desk. */
export function catalogueModule(deps: {
  db: Kysely<DB>;
  /** Keeps a product picture among the media files and answers its address. */
  storeProductImage: (staff: StaffPrincipal, place: { folder: string; name: string }, files: UploadedFile[]) => Promise<string>;
}) {
  const catalogue = createCatalogueRepository(deps.db);
  const service = createCatalogueService(catalogue);
  const desk = createCatalogueDeskService({
    ...transactionalDeps('products', deps.db, createCatalogueDeskRepository),
    storeProductImage: deps.storeProductImage,
  });
  return portalModule({
    routes: async (api) => {
      catalogueRoutes(api, service);
      await api.register(catalogueDeskRoutes, { service: desk });
    },
    prices: { prices: catalogue.prices } as PriceSource,
    integration: { upsertProduct: desk.upsert, setPrices: desk.setPrices } as CatalogueIntegration,
  });
}
