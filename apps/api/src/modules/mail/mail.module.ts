import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { isLanguage, type Language } from '@portal/contracts/languages';
import type { Kysely } from 'kysely';
import type { MailConfig } from '../../platform/config.js';
import type { DB } from '../../platform/db/schema.js';
import type { Notify } from '../../platform/messages.js';
import type { Metrics } from '../../platform/metrics.js';
import { portalModule } from '../../platform/module.js';
import { transactionalDeps } from '../../platform/db/transactional.js';
import { DOCUMENT_ISSUER } from '../../platform/pdf/business-document.js';
import { mailDeskRoutes } from './mail-desk.routes.js';
import { createMailDeskService } from './mail-desk.service.js';
import { createMailTransport } from './mail-transport.js';
import { createOutboxWorker, type DocumentMaker } from './outbox-worker.js';
import { createOutboxRepository, enqueueMessage } from './outbox.repository.js';

/**
 * Messages: every change writes its messages to the outbox in its own transaction (`notify`, the
 * platform's messages port), and the worker delivers them; staff read the outbox at the mail desk.
 */
export function mailModule(deps: {
  db: Kysely<DB>;
  mail: MailConfig;
  publicUrl: string;
  /** The documents messages carry, made when they are sent in the recipient's language. */
  documents: {
    invoice: (request: { customerNumber: string; invoiceNumber: string; language: Language }) => ReturnType<DocumentMaker>;
    orderConfirmation: (request: { customerNumber: string; orderNumber: string; language: Language }) => ReturnType<DocumentMaker>;
    /** An offer in its own language, whatever the recipient's. */
    offer: (request: { customerNumber: string; offerId: string }) => ReturnType<DocumentMaker>;
  };
  log: FastifyBaseLogger;
  /** Counts failed deliveries for operations. */
  metrics: Metrics;
}) {
  const documents: DocumentMaker = async (ref, language) => {
    const lang = isLanguage(language) ? language : 'sv';
    const { customerNumber } = ref;
    if (ref.document === 'offer') return deps.documents.offer({ customerNumber, offerId: ref.ref });
    return ref.document === 'invoice'
      ? deps.documents.invoice({ customerNumber, invoiceNumber: ref.ref, language: lang })
      : deps.documents.orderConfirmation({ customerNumber, orderNumber: ref.ref, language: lang });
  };
  const render = { publicUrl: deps.publicUrl, company: DOCUMENT_ISSUER.name };
  const messageIdDomain = new URL(deps.publicUrl).hostname;
  const worker = createOutboxWorker({
    outbox: createOutboxRepository(deps.db),
    transport: createMailTransport({ smtpUrl: deps.mail.smtpUrl, from: deps.mail.from, mailDir: deps.mail.dir }),
    documents,
    render,
    messageIdDomain,
    settings: {
      maxAttempts: deps.mail.maxAttempts,
      retryBaseMs: deps.mail.retryBaseMs,
      pollMs: deps.mail.pollMs,
      leaseMs: 120_000,
      batchSize: 20,
    },
    log: deps.log,
    metrics: deps.metrics,
  });
  const desk = createMailDeskService({
    ...transactionalDeps('outbox', deps.db, createOutboxRepository),
    render,
    messageIdDomain,
    wake: () => void worker.runOnce().catch((error: unknown) => deps.log.warn({ err: error }, 'outbox round failed')),
  });
  return portalModule({
    routes: (api) => mailDeskRoutes(api, desk),
    /** Delivers while the app runs: from ready to close. */
    deliverWhileRunning: (app: FastifyInstance) => {
      app.addHook('onReady', async () => worker.start());
      app.addHook('onClose', async () => worker.stop());
    },
    notify: enqueueMessage as Notify,
    worker,
  });
}
