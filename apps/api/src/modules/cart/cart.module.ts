import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { createCartRepository, inCartTransaction } from './cart.repository.js';
import { cartRoutes } from './cart.routes.js';
import { createCartService, type ConfiguredSource } from './cart.service.js';

/** The cart module from the database, the configurator's pricing of a configuration and the clock. */
export function registerCart(app: FastifyInstance, deps: { db: Kysely<DB>; configured: ConfiguredSource; now: () => Date }) {
  cartRoutes(
    app,
    createCartService({
      repo: createCartRepository(deps.db),
      transaction: (work) => inCartTransaction(deps.db, work),
      configured: deps.configured,
      now: deps.now,
    }),
  );
}
