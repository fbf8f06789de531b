import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { WebhookConfig } from '../../platform/config.js';
import type { Database } from '../../platform/db/database.js';
import type { DB } from '../../platform/db/schema.js';
import { transactionalDeps } from '../../platform/db/transactional.js';
import type { RecordEvent } from '../../platform/events.js';
import type { Notify } from '../../platform/messages.js';
import { portalModule } from '../../platform/module.js';
import type { SecretBox } from '../../platform/secret-box.js';
import { createIntegrationClientRepository } from './integration-client.repository.js';
import { createIntegrationClientService } from './integration-client.service.js';
import { integrationRoutes } from './integration.routes.js';
import type { OrderIntegrationService } from '../order/order.module.js';
import type { CatalogueIntegration } from '../catalogue/catalogue.module.js';
import type { DealerIntegration } from '../dealer/dealer.module.js';
import type { ComplaintIntegration } from '../complaint/complaint.module.js';
import type { InvoiceIntegration } from '../invoice/invoice.module.js';
import { createIdempotency } from './integration-idempotency.js';
import { createIdempotencyRepository } from './integration-idempotency.repository.js';
import { createEventSequencer } from './event-sequencer.js';
import { createIntegrationFeed } from './integration-feed.service.js';
import { insertIntegrationEvent } from './integration-event.repository.js';
import { webhookRoutes } from './webhook.routes.js';
import { createWebhookRepository, fanOutToWebhooks } from './webhook.repository.js';
import { createWebhookService } from './webhook.service.js';
import { createWebhookWorker } from './webhook-worker.js';

export type { PositionedEvent } from './integration-event.repository.js';
export type { SequencedHandler } from './event-sequencer.js';

/** How often the sequencer looks without a notification; notifications wake it at once. */
const SEQUENCE_POLL_MS = 1000;
const SEQUENCE_BATCH = 500;

/**
 * Integration: what the manufacturer's ERP and CRM read and write. Other modules record their changes'
 * events through `recordEvent` (the platform's events port) in the change's own transaction; the
 * sequencer gives them feed positions in commit order once committed, and in the same transaction
 * writes a delivery for every webhook endpoint subscribed to each, which the webhook worker sends.
 */
export function integrationModule(deps: {
  db: Kysely<DB>;
  database: Pick<Database, 'listen'>;
  secretBox: SecretBox;
  notify: Notify;
  webhooks: WebhookConfig;
  log: FastifyBaseLogger;
  /** Calls one client may make per minute (INTEGRATION_RATE_LIMIT_PER_MINUTE). */
  rateLimitPerMinute: number;
  /** With an external identity provider: the web app's client id, which no integration client may take. */
  external: { portalClientId: string } | null;
  /** The order module's integration reads and moves; the order module is made after this one. */
  orders: () => OrderIntegrationService;
  /** The catalogue's product and price writes (the product desk's rules). */
  catalogue: () => CatalogueIntegration;
  /** The dealer desk's dealer and discount writes. */
  customers: () => DealerIntegration;
  /** The complaints desk's reads, moves and replies. */
  complaints: () => ComplaintIntegration;
  /** The invoice desk's reads and payments. */
  invoices: () => InvoiceIntegration;
  now: () => Date;
}) {
  const recordEvent: RecordEvent = (db, event) => insertIntegrationEvent(db, event);
  const sequencer = createEventSequencer({
    db: deps.db,
    database: deps.database,
    log: deps.log,
    pollMs: SEQUENCE_POLL_MS,
    batchSize: SEQUENCE_BATCH,
  });
  const feed = createIntegrationFeed(deps.db);

  const webhookWorker = createWebhookWorker({
    db: deps.db,
    repo: createWebhookRepository(deps.db),
    secretBox: deps.secretBox,
    notify: deps.notify,
    settings: deps.webhooks,
    log: deps.log,
  });
  const wakeWebhooks = () => webhookWorker.wake();
  sequencer.onSequenced(fanOutToWebhooks);
  const webhooks = createWebhookService({
    ...transactionalDeps('webhooks', deps.db, createWebhookRepository),
    secretBox: deps.secretBox,
    allowPrivate: deps.webhooks.allowPrivate,
    wake: wakeWebhooks,
  });

  const clients = createIntegrationClientService({
    ...transactionalDeps('clients', deps.db, createIntegrationClientRepository),
    now: deps.now,
    external: deps.external,
  });

  return portalModule({
    routes: async (api: FastifyInstance) => {
      await webhookRoutes(api, webhooks);
      integrationRoutes(api, {
        clients,
        feed,
        orders: deps.orders,
        catalogue: deps.catalogue,
        customers: deps.customers,
        complaints: deps.complaints,
        invoices: deps.invoices,
        idempotent: createIdempotency({ keys: createIdempotencyRepository(deps.db), now: deps.now }),
        rateLimitPerMinute: deps.rateLimitPerMinute,
      });
    },
    /** The registered clients: the token endpoint and the access rules check them (the platform's port). */
    clients: clients.directory,
    recordEvent,
    feed,
    /** Positions the events committed so far now (tests; the worker does it while the app runs). */
    sequenceEvents: sequencer.runOnce,
    /** Work in the sequencer's transaction for each batch of newly positioned events (webhook deliveries). */
    onSequenced: sequencer.onSequenced,
    /** Hears the highest new position whenever any instance positioned events. */
    onPositioned: sequencer.onPositioned,
    /** Sequences while the app runs: from ready to close. */
    sequenceWhileRunning: (app: FastifyInstance) => {
      app.addHook('onReady', async () => sequencer.start());
      app.addHook('onClose', async () => sequencer.stop());
    },
    /** The webhook worker: tests drive it with `runOnce()`. */
    webhookWorker,
    /** Sends webhooks while the app runs: from ready to close, and at once when any instance positioned events. */
    deliverWhileRunning: (app: FastifyInstance) => {
      let stopListening: (() => unknown) | null = null;
      app.addHook('onReady', async () => {
        webhookWorker.start();
        stopListening = sequencer.onPositioned(wakeWebhooks);
      });
      app.addHook('onClose', async () => {
        stopListening?.();
        await webhookWorker.stop();
      });
    },
  });
}
export type IntegrationModule = ReturnType<typeof integrationModule>;
