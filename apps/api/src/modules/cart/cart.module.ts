import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { portalModule } from '../../platform/module.js';
import { transactional, transactionalDeps } from '../../platform/db/transactional.js';
import type { Principal } from '../../platform/auth/access.js';
import { createCartRepository, type CartLineRow } from './cart.repository.js';
import { cartRoutes } from './cart.routes.js';
import { createCartService, type CartService, type CartServiceDeps, type ConfiguredSource } from './cart.service.js';

export type { BatchLine, ConfigData, ConfiguredSource } from './cart.service.js';
import { createOrderListRepository } from './order-list.repository.js';
import { createOrderListService } from './order-list.service.js';
import { createQuickOrderService } from './quick-order.service.js';

/** The cart, quick order and order lists, from the database, the configurator's pricing of a configuration, the dealer's VAT rule and the clock. */
export function cartModule(deps: { db: Kysely<DB>; configured: ConfiguredSource; vatRule: CartServiceDeps['vatRule']; now: () => Date }) {
  const carts = createCartRepository(deps.db);
  const cart = createCartService({
    repo: carts,
    transaction: transactional(deps.db, createCartRepository),
    configured: deps.configured,
    vatRule: deps.vatRule,
    now: deps.now,
  });
  const quickOrder = createQuickOrderService({ repo: carts });
  const orderLists = createOrderListService({
    ...transactionalDeps('lists', deps.db, createOrderListRepository),
    carts,
    cart,
    configured: deps.configured,
    now: deps.now,
  });
  return portalModule({
    routes: (api) => cartRoutes(api, cart, quickOrder, orderLists),
    /** The order module puts an earlier order's lines into the cart through it. */
    addLines: ((principal, changeId, lines, language) => cart.addLines(principal, changeId, lines, language)) as CartService['addLines'],
    /** The caller's cart lines as stored (an offer starts from them): articles by item number, configured products with their configuration. */
    storedLines: (principal: Principal): Promise<CartLineRow[]> =>
      carts.lines({ contactId: principal.contactId, customerNumber: principal.customerNumber }),
    /** One of the dealer's order lists' lines as stored, as the cart's (an offer starts from them); null when not the dealer's. */
    orderListLines: (principal: Principal, id: string) => orderLists.storedLines(principal, id),
  });
}
