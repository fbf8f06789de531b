import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Endpoint } from '@portal/contracts';
import {
  getIntegrationEvents,
  getIntegrationOrder,
  getIntegrationOrders,
  setIntegrationOrderStatus,
} from '@portal/contracts/integration-api';
import {
  createIntegrationClient,
  getIntegrationClients,
  revokeIntegrationClient,
  rotateIntegrationClientSecret,
} from '@portal/contracts/staff-integration-clients';
import type { z } from 'zod';
import { addRoute, type RouteContext } from '../../platform/http.js';
import type { IntegrationClientService } from './integration-client.service.js';
import type { IntegrationFeed } from './integration-feed.service.js';
import type { OrderIntegrationService } from '../order/order.module.js';

export type IntegrationRouteDeps = {
  clients: IntegrationClientService;
  feed: IntegrationFeed;
  /** The order module's reads and moves (made after this module, so asked for when a call comes). */
  orders: () => OrderIntegrationService;
  /** Calls one client may make per minute. */
  rateLimitPerMinute: number;
};

/** The back office's calls for integration clients, and the integration API (each limited per client). */
export function integrationRoutes(app: FastifyInstance, deps: IntegrationRouteDeps) {
  addRoute(app, getIntegrationClients, () => deps.clients.list());
  addRoute(app, createIntegrationClient, ({ staff, body }) => deps.clients.create(staff, body));
  addRoute(app, rotateIntegrationClientSecret, ({ staff, params, body }) => deps.clients.rotate(staff, params.clientId, body));
  addRoute(app, revokeIntegrationClient, ({ staff, params }) => deps.clients.revoke(staff, params.clientId));

  const integrationRoute = <E extends Endpoint>(endpoint: E, handler: (ctx: RouteContext<E>) => Promise<z.input<E['response']>>) =>
    addRoute(app, endpoint, handler, {
      rateLimit: {
        max: deps.rateLimitPerMinute,
        timeWindow: '1 minute',
        keyGenerator: (request: FastifyRequest) => `integration:${request.integrationClient?.clientId ?? request.ip}`,
      },
    });

  integrationRoute(getIntegrationEvents, ({ query }) => deps.feed.page(Number(query.after), query.limit));
  integrationRoute(getIntegrationOrders, ({ query }) => deps.orders().list(query));
  integrationRoute(getIntegrationOrder, ({ params }) => deps.orders().get(params.orderNumber));
  integrationRoute(setIntegrationOrderStatus, ({ client, params, body }) => deps.orders().setStatus(client, params.orderNumber, body));
}
