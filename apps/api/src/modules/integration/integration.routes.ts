import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Endpoint } from '@portal/contracts';
import {
  getIntegrationEvents,
  getIntegrationOrder,
  getIntegrationOrders,
  setIntegrationCustomerDiscount,
  setIntegrationOrderStatus,
  upsertIntegrationCustomer,
  upsertIntegrationPrices,
  upsertIntegrationProduct,
  getIntegrationComplaints,
  getIntegrationComplaint,
  setIntegrationComplaintStatus,
  addIntegrationComplaintReply,
  recordIntegrationInvoice,
  setIntegrationInvoicePayment,
} from '@portal/contracts/integration-api';
import {
  createIntegrationClient,
  getIntegrationClients,
  revokeIntegrationClient,
  rotateIntegrationClientSecret,
} from '@portal/contracts/staff-integration-clients';
import type { z } from 'zod';
import { addJsonTextRoute, addRoute, type RouteContext } from '../../platform/http.js';
import { inLane } from '../../platform/db/session-lanes.js';
import type { IntegrationClientService } from './integration-client.service.js';
import type { IntegrationFeed } from './integration-feed.service.js';
import type { OrderIntegrationService } from '../order/order.module.js';
import type { CatalogueIntegration } from '../catalogue/catalogue.module.js';
import type { DealerIntegration } from '../dealer/dealer.module.js';
import type { ComplaintIntegration } from '../complaint/complaint.module.js';
import type { InvoiceIntegration } from '../invoice/invoice.module.js';
import type { Idempotency } from './integration-idempotency.js';

export type IntegrationRouteDeps = {
  clients: IntegrationClientService;
  feed: IntegrationFeed;
  /** The order module's reads and moves (made after this module, so asked for when a call comes). */
  orders: () => OrderIntegrationService;
  catalogue: () => CatalogueIntegration;
  customers: () => DealerIntegration;
  complaints: () => ComplaintIntegration;
  invoices: () => InvoiceIntegration;
  /** Answers a POST sent again with its Idempotency-Key as the first time. */
  idempotent: Idempotency;
  /** Calls one client may make per minute. */
  rateLimitPerMinute: number;
};

/** The back office's calls for integration clients, and the integration API (each limited per client). */
export function integrationRoutes(app: FastifyInstance, deps: IntegrationRouteDeps) {
  addRoute(app, getIntegrationClients, () => deps.clients.list());
  addRoute(app, createIntegrationClient, ({ staff, body }) => deps.clients.create(staff, body));
  addRoute(app, rotateIntegrationClientSecret, ({ staff, params, body }) => deps.clients.rotate(staff, params.clientId, body));
  addRoute(app, revokeIntegrationClient, ({ staff, params }) => deps.clients.revoke(staff, params.clientId));

  const limited = {
    rateLimit: {
      max: deps.rateLimitPerMinute,
      timeWindow: '1 minute',
      keyGenerator: (request: FastifyRequest) => `integration:${request.integrationClient?.clientId ?? request.ip}`,
    },
  };
  // A machine's calls wait behind the people's for the embedded database's session (ADR 0096): an ERP working
  // at its rate limit adds nothing to the dealers' figures.
  const integrationRoute = <E extends Endpoint>(endpoint: E, handler: (ctx: RouteContext<E>) => Promise<z.input<E['response']>>) =>
    addRoute(
      app,
      endpoint,
      endpoint.idempotent
        ? (ctx) =>
            inLane('bulk', () => {
              const key = ctx.request.headers['idempotency-key'];
              const asked = { call: `${endpoint.method} ${ctx.request.url}`, body: ctx.body };
              return deps.idempotent(ctx.client.clientId, typeof key === 'string' ? key : undefined, asked, () => handler(ctx));
            })
        : (ctx) => inLane('bulk', () => handler(ctx)),
      limited,
    );

  // The page's JSON text comes from the database as it is sent.
  addJsonTextRoute(
    app,
    getIntegrationEvents,
    ({ query }) => inLane('bulk', () => deps.feed.pageText(Number(query.after), query.limit)),
    limited,
  );
  integrationRoute(getIntegrationOrders, ({ query }) => deps.orders().list(query));
  integrationRoute(getIntegrationOrder, ({ params }) => deps.orders().get(params.orderNumber));
  integrationRoute(setIntegrationOrderStatus, ({ client, params, body }) => deps.orders().setStatus(client, params.orderNumber, body));
  integrationRoute(upsertIntegrationProduct, ({ client, params, body }) =>
    deps.catalogue().upsertProduct(client.actor, params.itemNumber, body),
  );
  integrationRoute(upsertIntegrationPrices, ({ client, body }) => deps.catalogue().setPrices(client.actor, body.priceList, body.items));
  integrationRoute(setIntegrationCustomerDiscount, ({ client, params, body }) =>
    deps.customers().setDiscount(client, params.customerNumber, body.discountPercent),
  );
  integrationRoute(upsertIntegrationCustomer, ({ client, params, body }) => deps.customers().upsert(client, params.customerNumber, body));
  integrationRoute(getIntegrationComplaints, ({ query }) => deps.complaints().list(query));
  integrationRoute(getIntegrationComplaint, ({ params }) => deps.complaints().get(params.incidentId));
  integrationRoute(setIntegrationComplaintStatus, ({ client, params, body }) =>
    deps.complaints().setStatus(client, params.incidentId, body.status),
  );
  integrationRoute(addIntegrationComplaintReply, ({ client, params, body }) =>
    deps.complaints().reply(client, params.incidentId, body.text),
  );
  integrationRoute(recordIntegrationInvoice, async ({ client, body }) =>
    deps.invoices().read(await deps.orders().recordInvoice(client, body)),
  );
  integrationRoute(setIntegrationInvoicePayment, ({ client, params, body }) =>
    deps.invoices().settle(client.actor, params.invoiceNumber, body),
  );
}
