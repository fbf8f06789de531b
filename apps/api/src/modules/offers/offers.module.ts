import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import type { Notify } from '../../platform/messages.js';
import { portalModule } from '../../platform/module.js';
import { transactionalDeps } from '../../platform/db/transactional.js';
import { netUnitPrice, type PriceSource } from '../catalogue/catalogue.module.js';
import type { OffersServiceDeps } from './offers.service.js';
import { createOffersRepository } from './offers.repository.js';
import { offersRoutes } from './offers.routes.js';
import { createOffersService } from './offers.service.js';

/**
 * Offers to a dealer's own end customers: priced from the catalogue's net prices (as the cart
 * prices them) and the configurator's configurations, sent through the outbox, and put into the
 * cart through the cart's own batch.
 */
export function offersModule(deps: {
  db: Kysely<DB>;
  notify: Notify;
  catalogue: PriceSource;
  configured: OffersServiceDeps['configured'];
  cartLines: OffersServiceDeps['cartLines'];
  orderListLines: OffersServiceDeps['orderListLines'];
  addToCart: OffersServiceDeps['addToCart'];
  now: () => Date;
}) {
  const service = createOffersService({
    ...transactionalDeps('offers', deps.db, (db) => createOffersRepository(db, deps.notify)),
    netPrices: async (customerNumber, itemNumbers, language) =>
      (await deps.catalogue.prices(customerNumber, itemNumbers, language)).map((p) => ({
        itemNumber: p.itemNumber,
        description: p.description,
        sellable: p.sellable && p.active,
        netPrice: p.listPrice === null ? null : netUnitPrice(p.listPrice, p.discountPercent ?? 0),
      })),
    configured: deps.configured,
    cartLines: deps.cartLines,
    orderListLines: deps.orderListLines,
    addToCart: deps.addToCart,
    now: deps.now,
  });
  return portalModule({
    routes: async (api) => {
      await api.register(offersRoutes, { service });
    },
    /** The number of one of the dealer's own offers (a quote asked from it records it); null when not the dealer's. */
    offerNumber: (customerNumber: string, offerId: string) => service.numberOf(customerNumber, offerId),
    /** An offer's PDF for the e-mail that carries it. */
    document: (request: { customerNumber: string; offerId: string }) => service.documentForMail(request),
  });
}
