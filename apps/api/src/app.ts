import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { DestinationStream } from 'pino';
import type { AppConfig } from './platform/config.js';
import type { Database } from './platform/db/database.js';
import { vacuumWhileRunning } from './platform/db/upkeep.js';
import type { FileStore } from './platform/files/file-store.js';
import type { PortalModule } from './platform/module.js';
import { createAppSecretRepository } from './platform/app-secret.repository.js';
import { createAppSecrets } from './platform/app-secrets.js';
import { registerAccess } from './platform/auth/register-access.js';
import { registerCompression } from './platform/compression.js';
import { createPendingFiles, sweepRegularly } from './platform/files/pending-files.js';
import { registerHealth } from './platform/health.js';
import { tracing } from './platform/tracing.js';
import { createMetrics, NO_METRICS, serveMetrics } from './platform/metrics.js';
import { registerApiDocument } from './platform/openapi.js';
import { registerRequestLimits } from './platform/redis.js';
import { openSecretBox } from './platform/secret-box.js';
import { registerSecurityHeaders } from './platform/security-headers.js';
import { createServer, registerLoadShedding } from './platform/server.js';
import { webApps } from './platform/web-apps.js';
import { accountModule } from './modules/account/account.module.js';
import { campaignModule } from './modules/campaign/campaign.module.js';
import { cartModule } from './modules/cart/cart.module.js';
import { catalogueModule } from './modules/catalogue/catalogue.module.js';
import { catalogueImportModule } from './modules/catalogue-import/catalogue-import.module.js';
import { complaintModule } from './modules/complaint/complaint.module.js';
import { contentModule } from './modules/content/content.module.js';
import { configuratorModule } from './modules/configurator/configurator.module.js';
import { creditStanding, financeModule } from './modules/finance/finance.module.js';
import { integrationModule, type IntegrationModule } from './modules/integration/integration.module.js';
import { insightModule } from './modules/insight/insight.module.js';
import { idpModule, type DemoAccount } from './modules/idp/idp.module.js';
import { dealerVatRule, invoiceModule } from './modules/invoice/invoice.module.js';
import { mailModule } from './modules/mail/mail.module.js';
import { maintenanceModule } from './modules/maintenance/maintenance.module.js';
import { viewAsModule } from './modules/view-as/view-as.module.js';
import { approvalsModule } from './modules/approvals/approvals.module.js';
import { offersModule } from './modules/offers/offers.module.js';
import { orderModule } from './modules/order/order.module.js';
import { peopleModule } from './modules/people/people.module.js';
import { quotesModule } from './modules/quotes/quotes.module.js';
import { dealerModule } from './modules/dealer/dealer.module.js';
import { showroomModule } from './modules/showroom/showroom.module.js';
import { staffModule } from './modules/staff/staff.module.js';
import { userModule } from './modules/user/user.module.js';
import { viewsModule } from './modules/views/views.module.js';

export type AppDeps = {
  config: AppConfig;
  database: Database;
  fileStore: FileStore;
  /** The built web app; null when only the API is served (API tests). */
  webDist: string | null;
  /** The built back office, served under /backoffice; null or absent when not served. */
  backofficeDist?: string | null;
  logStream?: DestinationStream;
  /** The file store of complaint attachments when not the common one; tests wrap it to inject failures. */
  complaintFileStore?: FileStore;
  /** The clock; tests set it to check date rules. */
  now?: () => Date;
  /** Accounts the development sign-in page lists; never shown in production. */
  demoAccounts?: DemoAccount[];
  /** Tests check every answer against the API document with this; never set in production. */
  checkResponses?: (app: FastifyInstance) => void;
};

/** The portal's app: Fastify with the outbox worker (tests drive it with `outbox.runOnce()`) and the pending-files sweeper. */
export type PortalApp = FastifyInstance & {
  outbox: ReturnType<typeof mailModule>['worker'];
  /** The integration event feed: `sequenceEvents()` positions what has committed (tests), `feed` reads it. */
  integration: Pick<IntegrationModule, 'sequenceEvents' | 'feed' | 'onSequenced' | 'onPositioned'>;
  /** The webhook worker: sends due deliveries (tests drive it with `webhooks.runOnce()`). */
  webhooks: IntegrationModule['webhookWorker'];
  /** Removes the files of changes that never committed; tests sweep with their own grace period. */
  sweepPendingFiles: (graceMs: number) => Promise<number>;
  /** One retention round now; null when another instance is doing one. */
  retain: ReturnType<typeof peopleModule>['retain'];
  /** One round of the weekly insight e-mails now (tests); every instance runs it on a timer. */
  sendInsightWeekly: ReturnType<typeof insightModule>['sendWeekly'];
  /** Starts draining: /readyz answers 503 from now on while requests are still served. */
  drain: () => void;
};

/** The platform's plugins, then identity, the access rules and the business areas, each from its module's entry. */
export async function buildApp(deps: AppDeps): Promise<PortalApp> {
  const { config } = deps;
  const db = deps.database.db;
  const now = deps.now ?? (() => new Date());
  const files = deps.complaintFileStore ?? deps.fileStore;

  const app = createServer(config, deps.logStream);
  // With tracing on, Fastify's own spans (routes, hooks, handlers) come first, so every route is covered.
  const traced = tracing();
  if (traced) await app.register(traced.fastifyPlugin() as FastifyPluginAsync);
  deps.checkResponses?.(app);
  // Metrics count every answer, so they come before any route; null while they are not served.
  const metrics = createMetrics(config, deps.database, app.log);
  metrics?.countRequests(app);
  const counts = metrics?.port ?? NO_METRICS;
  await registerLoadShedding(app, config.loadShedding, counts);
  const web = webApps(config, { webDist: deps.webDist, backofficeDist: deps.backofficeDist ?? null });
  registerSecurityHeaders(app, config, web.scriptHashes);
  await registerCompression(app);
  const redis = await registerRequestLimits(app, config.redisUrl);
  // The token endpoint integration clients use: the embedded provider's, or the external issuer's own.
  await registerApiDocument(
    app,
    config.publicUrl,
    config.oidc.mode === 'embedded' ? `${config.oidc.issuer}/token` : `${config.oidc.issuer}`,
  );
  const secretBox = await openSecretBox(config.secrets, config.database.kind === 'server', app.log);
  const pendingFiles = createPendingFiles(db, files, [
    { table: 'incident_attachment', column: 'storage_key' },
    { table: 'content_file', column: 'storage_key' },
    { table: 'quote_attachment', column: 'storage_key' },
  ]);
  sweepRegularly(app, pendingFiles);

  // Messages are written by the changes themselves (the messages port) and carry documents made when sent.
  const mail = mailModule({
    db,
    mail: config.mail,
    publicUrl: config.publicUrl,
    documents: {
      invoice: (request) => invoice.document(request),
      orderConfirmation: (request) => order.confirmationDocument(request),
      offer: (request) => offers.document(request),
    },
    log: app.log,
    metrics: counts,
  });
  mail.deliverWhileRunning(app);
  const { notify } = mail;
  // Changes an integration must learn about write their events with the change (the events port); its clients
  // get tokens from the provider and are checked by the access rules.
  const integration = integrationModule({
    db,
    database: deps.database,
    secretBox,
    notify,
    webhooks: config.webhooks,
    log: app.log,
    rateLimitPerMinute: config.integration.rateLimitPerMinute,
    external: config.oidc.mode === 'external' ? { portalClientId: config.oidc.clientId } : null,
    orders: () => order.integration,
    catalogue: () => catalogue.integration,
    customers: () => dealer.integration,
    complaints: () => complaints.integration,
    invoices: () => invoice.integration,
    now,
  });
  integration.sequenceWhileRunning(app);
  const { recordEvent } = integration;
  integration.deliverWhileRunning(app);

  const account = accountModule({ db, notify, publicUrl: config.publicUrl, now });
  const verifyToken = await idpModule(app, {
    db,
    config,
    secretBox,
    notify,
    demoAccounts: deps.demoAccounts ?? null,
    sendSpa: web.sendPortal,
    requestPasswordReset: account.requestPasswordReset,
    integrationClients: integration.clients,
    now,
    metrics: counts,
  });
  await registerAccess(app, {
    verifyToken,
    database: deps.database,
    subjectIsContactId: config.oidc.mode === 'embedded',
    integrationClients: integration.clients,
    now,
  });

  const content = contentModule({ db, fileStore: deps.fileStore, pendingFiles, now });
  const catalogue = catalogueModule({ db, storeProductImage: content.storeProductImage });
  const prices = catalogue.prices;
  const configurator = configuratorModule({ db, catalogue: prices, now });
  const cart = cartModule({ db, configured: configurator.orderLines, vatRule: dealerVatRule(db), now });
  // The approvals area decides on the orders the order area keeps waiting; the order area asks its rule.
  const approvals = approvalsModule({ db, orders: () => order.approvals, now });
  const order = orderModule({
    db,
    notify,
    catalogue: prices,
    configuredItems: configurator.orderLines,
    configurations: configurator.summaries,
    cartLines: cart.addLines,
    recordEvent,
    approvalRule: approvals.rule,
    credit: creditStanding({ db, now }),
    now,
  });
  // A credit note for a complaint is recorded on it in the credit note's transaction (the complaints are made below).
  const invoice = invoiceModule({ db, recordEvent, complaintCredits: (trx) => complaints.creditNotes(trx), now });
  const offers = offersModule({
    db,
    notify,
    catalogue: prices,
    configured: configurator.orderLines,
    cartLines: cart.storedLines,
    orderListLines: cart.orderListLines,
    addToCart: cart.addLines,
    now,
  });
  const users = userModule({ db, notify, publicUrl: config.publicUrl, recordEvent, now });
  const secrets = createAppSecrets(createAppSecretRepository(db), secretBox);
  const people = peopleModule({ db, retention: config.retention, keepAnAdmin: users.keepAnAdmin, now });
  people.retainWhileRunning(app);
  vacuumWhileRunning(app, deps.database, config.database.kind === 'embedded' ? config.database.vacuumIntervalMinutes : undefined);
  const complaints = complaintModule({
    db,
    notify,
    fileStore: files,
    pendingFiles,
    secrets,
    recordEvent,
    timeLimits: config.complaintTimeLimits,
    placeReplacement: order.placeReplacement,
    now,
  });
  const quotes = quotesModule({
    db,
    notify,
    catalogue: prices,
    placeAtAgreedPrices: order.placeAtAgreedPrices,
    offerNumber: offers.offerNumber,
    recordEvent,
    answerDays: config.quoteAnswerDays,
    fileStore: files,
    pendingFiles,
    now,
  });
  const dealer = dealerModule({ db, invitations: users.invitations, recordEvent, now });
  const insight = insightModule({ db, settings: config.insight, notify, now });
  insight.sendWeeklyWhileRunning(app);
  const modules: PortalModule[] = [
    account,
    mail,
    dealer,
    showroomModule({ db }),
    catalogue,
    configurator,
    cart,
    order,
    approvals,
    offers,
    financeModule({ db, now }),
    invoice,
    users,
    complaints,
    quotes,
    staffModule({
      db,
      invitations: users.invitations,
      invitationRepository: users.invitationRepository,
      complaintTimeLimits: complaints.timeLimitCounts,
      quotesOverdue: quotes.overdueCount,
      now,
    }),
    content,
    campaignModule({ db, now }),
    maintenanceModule({ db, now }),
    viewsModule({ db }),
    viewAsModule({ db, publicUrl: config.publicUrl, now }),
    catalogueImportModule({ db, now }),
    insight,
    integration,
    people,
  ];
  await app.register(async (api) => {
    for (const module of modules) await module.routes(api);
  });

  serveMetrics(app, metrics, config.metrics, config.host);
  const drain = registerHealth(app, { db, fileStore: files, redis, maxEventLoopDelayMs: config.readiness.maxEventLoopDelayMs });
  await web.register(app);
  return Object.assign(app, {
    outbox: mail.worker,
    integration,
    webhooks: integration.webhookWorker,
    sweepPendingFiles: pendingFiles.sweep,
    retain: people.retain,
    sendInsightWeekly: insight.sendWeekly,
    drain,
  });
}
