import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { createCartRepository, inCartTransaction } from './cart.repository.js';
import { cartRoutes } from './cart.routes.js';
import { createCartService, type ConfiguredSource } from './cart.service.js';
import { createOrderListRepository, inOrderListTransaction } from './order-list.repository.js';
import { createOrderListService } from './order-list.service.js';
import { createQuickOrderService } from './quick-order.service.js';

/** The cart module (the cart, quick order, order lists) from the database, the configurator's pricing of a configuration and the clock. */
export function registerCart(app: FastifyInstance, deps: { db: Kysely<DB>; configured: ConfiguredSource; now: () => Date }) {
  const carts = createCartRepository(deps.db);
  const cart = createCartService({
    repo: carts,
    transaction: (work) => inCartTransaction(deps.db, work),
    configured: deps.configured,
    now: deps.now,
  });
  cartRoutes(
    app,
    cart,
    createQuickOrderService({ repo: carts }),
    createOrderListService({
      lists: createOrderListRepository(deps.db),
      transaction: (work) => inOrderListTransaction(deps.db, work),
      carts,
      cart,
      configured: deps.configured,
      now: deps.now,
    }),
  );
  // The order module puts an earlier order's lines into the cart through it.
  return cart;
}
