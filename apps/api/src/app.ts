import fs from 'node:fs';
import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import helmetHeaders from 'helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import underPressure from '@fastify/under-pressure';
import type { DestinationStream } from 'pino';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './platform/config.js';
import type { Database } from './platform/db/database.js';
import type { FileStore } from './platform/files/file-store.js';
import { compressLargeJson, SYNC_COMPRESS_BYTES } from './platform/compression.js';
import { isJsonType } from './platform/http.js';
import { AppError, errorHandler, notFoundHandler } from './platform/errors.js';
import { cleanTexts } from './platform/text-rule.js';
import { createSharedRedis, REDIS_COMMAND_TIMEOUT_MS, resilientRateLimitStore } from './platform/redis.js';
import { loggerOptions } from './platform/logger.js';
import { apiDocumentOptions } from './platform/openapi.js';
import { accessPlugin } from './platform/auth/access.js';
import { createPrincipalRepository } from './platform/auth/principal.repository.js';
import { createTokenVerifier, remoteJwks } from './platform/auth/token-verifier.js';
import { createAppSecretRepository } from './platform/app-secret.repository.js';
import { createAppSecrets } from './platform/app-secrets.js';
import { createSecretBox, resolveSecretsKeys } from './platform/secret-box.js';
import { loadWebPage, settingsScript, type WebPage } from './platform/web-page.js';
import { rotatingJwks } from './modules/idp/key-rotation.js';
import { createIdpRepository } from './modules/idp/idp.repository.js';
import { createIdpService, publicJwks } from './modules/idp/idp.service.js';
import { createEmbeddedProvider } from './modules/idp/oidc-provider.js';
import { idpRoutes } from './modules/idp/idp.routes.js';
import { purgeExpiredOidcPayloads } from './modules/idp/oidc-adapter.js';
import { createResellerRepository } from './modules/reseller/reseller.repository.js';
import { createResellerService } from './modules/reseller/reseller.service.js';
import { resellerRoutes } from './modules/reseller/reseller.routes.js';
import { createShowroomRepository } from './modules/showroom/showroom.repository.js';
import { createShowroomService } from './modules/showroom/showroom.service.js';
import { showroomRoutes } from './modules/showroom/showroom.routes.js';
import { createCatalogueRepository } from './modules/catalogue/catalogue.repository.js';
import { createCatalogueService } from './modules/catalogue/catalogue.service.js';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.js';
import { createOrderRepository, inOrderTransaction } from './modules/order/order.repository.js';
import { createOrderService } from './modules/order/order.service.js';
import { orderRoutes } from './modules/order/order.routes.js';
import { registerCart } from './modules/cart/cart.module.js';
import { createFinanceRepository } from './modules/finance/finance.repository.js';
import { createFinanceService } from './modules/finance/finance.service.js';
import { financeRoutes } from './modules/finance/finance.routes.js';
import { createInvoiceRepository } from './modules/invoice/invoice.repository.js';
import { createInvoiceService } from './modules/invoice/invoice.service.js';
import { invoiceRoutes } from './modules/invoice/invoice.routes.js';
import { createUserRepository, inUserTransaction } from './modules/user/user.repository.js';
import { createUserService } from './modules/user/user.service.js';
import { userRoutes } from './modules/user/user.routes.js';
import { createContentRepository } from './modules/content/content.repository.js';
import { createContentService } from './modules/content/content.service.js';
import { contentRoutes } from './modules/content/content.routes.js';
import { createComplaintRepository, inComplaintTransaction } from './modules/complaint/complaint.repository.js';
import { createComplaintService } from './modules/complaint/complaint.service.js';
import { complaintRoutes } from './modules/complaint/complaint.routes.js';
import { createCpqRepository, inCpqTransaction } from './modules/cpq/cpq.repository.js';
import { createCpqService } from './modules/cpq/cpq.service.js';
import { cpqRoutes } from './modules/cpq/cpq.routes.js';
import { loadEngine } from './modules/cpq/engine/engine.js';
import { createStaffService } from './modules/staff/staff.service.js';
import { createComplaintDeskRepository, inComplaintDeskTransaction } from './modules/complaint/complaint-desk.repository.js';
import { createComplaintDeskService } from './modules/complaint/complaint-desk.service.js';
import { complaintDeskRoutes } from './modules/complaint/complaint-desk.routes.js';
import { createOrderDeskRepository } from './modules/order/order-desk.repository.js';
import { createOrderDeskService, type OrderDeskRepositories } from './modules/order/order-desk.service.js';
import { orderDeskRoutes } from './modules/order/order-desk.routes.js';
import { createInvoiceDeskRepository } from './modules/invoice/invoice-desk.repository.js';
import { createInvoiceDeskService } from './modules/invoice/invoice-desk.service.js';
import { invoiceDeskRoutes } from './modules/invoice/invoice-desk.routes.js';
import { createWorkQueuesRepository } from './modules/staff/work-queues.repository.js';
import { createWorkQueuesService } from './modules/staff/work-queues.service.js';
import { createInvitationRepository } from './modules/user/invitation.repository.js';
import { createInvitationService } from './modules/user/invitation.service.js';
import { createCustomerRepository } from './modules/customer/customer.repository.js';
import { createCustomerService } from './modules/customer/customer.service.js';
import { customerRoutes } from './modules/customer/customer.routes.js';
import { createContentDeskRepository } from './modules/content/content-desk.repository.js';
import { createContentDeskService } from './modules/content/content-desk.service.js';
import { contentDeskRoutes } from './modules/content/content-desk.routes.js';
import { contentFileRoutes } from './modules/content/content-files.routes.js';
import { catalogueDeskRoutes } from './modules/catalogue/catalogue-desk.routes.js';
import { createCatalogueDeskRepository } from './modules/catalogue/catalogue-desk.repository.js';
import { createCatalogueDeskService } from './modules/catalogue/catalogue-desk.service.js';
import { maintenanceRoutes } from './modules/maintenance/maintenance.routes.js';
import { campaignRoutes } from './modules/campaign/campaign.routes.js';
import { catalogueImportRoutes } from './modules/catalogue-import/catalogue-import.routes.js';
import { createCatalogueImportRepository } from './modules/catalogue-import/catalogue-import.repository.js';
import { createCatalogueImportService } from './modules/catalogue-import/catalogue-import.service.js';
import { createCampaignRepository } from './modules/campaign/campaign.repository.js';
import { createCampaignService } from './modules/campaign/campaign.service.js';
import { createMaintenanceRepository } from './modules/maintenance/maintenance.repository.js';
import { createMaintenanceService } from './modules/maintenance/maintenance.service.js';
import { createCpqCampaignRepository } from './modules/cpq-campaign/cpq-campaign.repository.js';
import { createCpqCampaignService } from './modules/cpq-campaign/cpq-campaign.service.js';
import { cpqCampaignRoutes } from './modules/cpq-campaign/cpq-campaign.routes.js';
import { createContentFilesRepository } from './modules/content/content-files.repository.js';
import { createContentFilesService } from './modules/content/content-files.service.js';
import { createStaffAdminRepository } from './modules/staff/staff-admin.repository.js';
import { createStaffAdminService } from './modules/staff/staff-admin.service.js';
import { staffAdminRoutes } from './modules/staff/staff-admin.routes.js';
import { staffRoutes } from './modules/staff/staff.routes.js';
import type { DemoAccount } from './modules/idp/idp.routes.js';
import { createAccountRepository } from './modules/account/account.repository.js';
import { createAccountService } from './modules/account/account.service.js';
import { accountRoutes } from './modules/account/account.routes.js';
import { createOutboxRepository } from './modules/mail/outbox.repository.js';
import { createOutboxWorker, type DocumentMaker, type OutboxWorker } from './modules/mail/outbox-worker.js';
import { createMailTransport } from './modules/mail/mail-transport.js';
import { createMailDeskService } from './modules/mail/mail-desk.service.js';
import { mailDeskRoutes } from './modules/mail/mail-desk.routes.js';
import { DOCUMENT_ISSUER } from './platform/pdf/business-document.js';
import { createPendingFiles } from './platform/files/pending-files.js';
import { createSignInThrottle } from './modules/idp/sign-in-throttle.js';
import { createSignInThrottleRepository } from './modules/idp/sign-in-throttle.repository.js';
import { isLanguage } from '@portal/contracts/languages';

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

const DEV_WEB_ORIGIN = 'http://localhost:5173';
/** How long a stored file may wait for the change that refers to it before the sweeper removes it. */
export const FILE_SWEEP_GRACE_MS = 15 * 60_000;

/** Browser features the portal never uses, off on every page and answer. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=()';

/**
 * A JSON answer of the API is never a page: it needs no policy for scripts, frames or forms, only
 * what stops it being framed, sniffed, cached in between or read across origins (OWASP's set for
 * REST answers), and the portal's Permissions-Policy everywhere. About 350 bytes instead of a
 * page's 1 KB on every call, which a point read's throughput shows (`npm run bench:auth-read`).
 */
export const API_JSON_HEADERS = new Map([
  ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
  ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Referrer-Policy', 'no-referrer'],
  ['Permissions-Policy', PERMISSIONS_POLICY],
]);
const isApiCall = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/** The portal's app: Fastify with the outbox worker (tests drive it with `outbox.runOnce()`) and the pending-files sweeper. */
export type PortalApp = FastifyInstance & {
  outbox: OutboxWorker;
  /** Removes the files of changes that never committed; tests sweep with their own grace period. */
  sweepPendingFiles: (graceMs: number) => Promise<number>;
  /** Starts draining: /readyz answers 503 from now on while requests are still served. */
  drain: () => void;
};

export async function buildApp(deps: AppDeps): Promise<PortalApp> {
  const { config, database } = deps;
  const app = Fastify({
    logger: loggerOptions(config.logLevel, deps.logStream),
    // A hop count trusts the last n peers whoever they are (Fastify alone would trust none for a number);
    // a list trusts only those addresses.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 1024 * 1024,
    // A request has five minutes (a 200 MB video over a slow line), an idle connection 72 s (longer
    // than a load balancer's own idle timeout), so neither a slow client nor a stuck one holds a socket for ever.
    requestTimeout: 300_000,
    keepAliveTimeout: 72_000,
    connectionTimeout: 310_000,
    // Path parameters are checked by their schemas (a file name may have 200 characters); longer ones answer 414.
    routerOptions: { maxParamLength: 256 },
    // A path the router refuses (414, a malformed escape) answers like every other error.
    frameworkErrors: (error, request, reply) => errorHandler(error, request, reply),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  // Headers must arrive within 30 s (a slow-headers attack holds no socket longer).
  app.server.headersTimeout = 30_000;
  // Every text of every request under one rule, before the call's own schema reads it.
  app.addHook('preValidation', async (request) => {
    if (request.body && typeof request.body === 'object') request.body = cleanTexts(request.body);
    if (request.query && typeof request.query === 'object') request.query = cleanTexts(request.query);
    if (request.params && typeof request.params === 'object') request.params = cleanTexts(request.params);
  });
  deps.checkResponses?.(app);
  // Load shedding: while the event loop lags, a request is refused at once with 503 and Retry-After
  // (cheap, before any other work), so the instance catches up instead of making everyone wait.
  // /healthz still answers: the process lives. /readyz is shed too, so a balancer sends traffic elsewhere.
  const shed = config.loadShedding;
  let lastShedLog = 0;
  await app.register(underPressure, {
    maxEventLoopDelay: shed.maxEventLoopDelayMs,
    maxEventLoopUtilization: shed.maxEventLoopUtilization,
    eventLoopUtilizationMode: 'interval',
    pressureHandler: async (request, reply, type, value) => {
      if (request.routeOptions.url === '/healthz') return;
      // Once in ten seconds at most: a log line per refused request would add to the load.
      if (Date.now() - lastShedLog > 10_000) {
        lastShedLog = Date.now();
        request.log.warn({ pressure: type, value }, 'shedding load');
      }
      reply.header('Retry-After', String(shed.retryAfterSeconds));
      throw new AppError(503, 'OVERLOADED', `The server is busy; try again in ${shed.retryAfterSeconds} s`);
    },
  });

  // What the web app needs to know at run time, before it can sign anyone in: written into its page, and at
  // /portal-config.js for the back office's page and development's.
  const webSettings = settingsScript({
    authority: config.oidc.issuer,
    clientId: config.oidc.clientId,
    scope: config.oidc.scope,
    resource: config.oidc.mode === 'embedded' ? config.oidc.audience : null,
    contentApiUrl: config.contentApiUrl,
  });
  const webPage = loadWebPage(deps.webDist, webSettings);
  const issuerOrigin = new URL(config.oidc.issuer).origin;
  const contentOrigin = URL.canParse(config.contentApiUrl) ? new URL(config.contentApiUrl).origin : null;
  const securityHeaders = {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The web app's page carries its inline scripts (its settings, its warm start), allowed by their hashes.
        scriptSrc: ["'self'", ...(webPage?.scriptHashes ?? [])],
        // Mantine sets CSS variables in style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(contentOrigin ? [contentOrigin] : [])],
        mediaSrc: ["'self'", ...(contentOrigin ? [contentOrigin] : [])],
        connectSrc: ["'self'", issuerOrigin, ...(contentOrigin ? [contentOrigin] : [])],
        frameSrc: ["'self'", issuerOrigin, 'https://www.youtube-nocookie.com'],
        formAction: ["'self'", issuerOrigin],
        upgradeInsecureRequests: null,
      },
    },
  };
  // The plugin builds helmet's headers again on every request (parsing the policy each time); they
  // are built once here for every route, and the plugin serves only routes with options of their own.
  await app.register(helmet, { global: false, ...securityHeaders });
  const setSecurityHeaders = helmetHeaders(securityHeaders);
  // Helmet throws rather than passing an error on (since 8.1); its middleware calls back at once.
  const pageHeaders = (request: FastifyRequest, reply: FastifyReply) => {
    setSecurityHeaders(request.raw, reply.raw, () => {});
    reply.raw.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
  };
  // Set on the raw answer, as helmet does, so the sign-in provider's own pages carry them too.
  app.addHook('onRequest', (request, reply, done) => {
    if (isApiCall(request.url)) return done();
    // A route with helmet options of its own (the sign-in provider's) gets the plugin's headers.
    if ((request.routeOptions.config as { helmet?: unknown }).helmet === undefined) pageHeaders(request, reply);
    else reply.raw.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    done();
  });
  // An API call's answer is known by its type once sent: JSON gets the headers a JSON answer needs,
  // anything else (a PDF, a picture, the API document's pages) a page's.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isApiCall(request.url)) {
      if (isJsonType(reply.getHeader('content-type'))) reply.raw.setHeaders(API_JSON_HEADERS);
      else pageHeaders(request, reply);
    }
    done(null, payload);
  });
  // JSON answers above 1 KB (lists, invoices, the API document) go out compressed when the client
  // takes it: up to 16 KB by the plugin at once, larger JSON in one job on the thread pool.
  compressLargeJson(app);
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    syncThreshold: SYNC_COMPRESS_BYTES,
    globalDecompression: false,
  });

  // Limit counters live in Redis when it is set, shared by every instance; while it does not answer,
  // in this instance's memory (see platform/redis.ts), so requests never wait on it.
  const redis = config.redisUrl ? createSharedRedis(config.redisUrl, app.log) : null;
  if (redis) app.addHook('onClose', () => redis.close());
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { store: resilientRateLimitStore(redis) } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: `Too many attempts; try again in ${Math.ceil(context.ttl / 1000)} s`,
    }),
  });

  await app.register(swagger, apiDocumentOptions(config.publicUrl));
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const now = deps.now ?? (() => new Date());
  // The user's own settings and forgotten passwords; the sign-in page sends reset links through it too.
  const account = createAccountService({
    accounts: createAccountRepository(database.db),
    transaction: (work) => database.db.transaction().execute((trx) => work(createAccountRepository(trx))),
    publicUrl: config.publicUrl,
    now,
  });

  // The portal's own keys (the provider's signing and cookie keys, the attachment-address key) are
  // stored encrypted under SECRETS_KEY (or DATA_DIR/secrets.key); a wrong key stops the start.
  const { keys: secretsKeys, source: secretsKeySource } = await resolveSecretsKeys(config.secrets);
  if (secretsKeySource !== 'SECRETS_KEY' && config.database.kind === 'server') {
    app.log.warn(
      `SECRETS_KEY is not set: the portal's keys are encrypted with ${secretsKeySource}; every instance on this database needs the same key`,
    );
  }
  const secretBox = createSecretBox(secretsKeys);

  // Identity: the embedded provider, or the company's own.
  let keys;
  if (config.oidc.mode === 'embedded') {
    const accounts = createIdpService(createIdpRepository(database.db), secretBox);
    const secrets = await accounts.secrets();
    // The development server's origin is a sign-in target only while `npm run dev` runs it.
    const webOrigins = [...new Set([new URL(config.publicUrl).origin, ...(config.devServer ? [DEV_WEB_ORIGIN] : [])])];
    const provider = createEmbeddedProvider({
      issuer: config.oidc.issuer,
      clientId: config.oidc.clientId,
      audience: config.oidc.audience,
      webOrigins,
      trustProxy: config.trustProxy,
      db: database.db,
      accounts,
      secrets,
    });
    await app.register(idpRoutes, {
      provider,
      accounts,
      demoAccounts: config.env === 'production' ? null : (deps.demoAccounts ?? null),
      sendSpa: (reply) => sendIndex(reply, deps.webDist, webPage),
      formTargets: webOrigins,
      throttle: createSignInThrottle({ repo: createSignInThrottleRepository(database.db), now }),
      requestPasswordReset: (email, language) => account.requestPasswordReset(email, language),
    });
    // Read again when a token names a key this instance does not hold (one started after a rotation signs with it).
    keys = rotatingJwks(publicJwks(secrets.jwks), async () => publicJwks((await accounts.secrets()).jwks));
    // Expired sign-in state (codes, sessions, grants) is ignored on lookup and removed here:
    // once at start and every hour after.
    await purgeExpiredOidcPayloads(database.db);
    const purge = setInterval(() => {
      purgeExpiredOidcPayloads(database.db).catch((error: unknown) => app.log.warn({ err: error }, 'purging expired sign-in state failed'));
    }, 3600_000).unref();
    app.addHook('onClose', async () => clearInterval(purge));
  } else {
    keys = await remoteJwks(config.oidc.issuer);
  }

  await app.register(accessPlugin, {
    verifyToken: createTokenVerifier({ issuer: config.oidc.issuer, audience: config.oidc.audience, keys }),
    principals: createPrincipalRepository(database.db),
    subjectIsContactId: config.oidc.mode === 'embedded',
    changes: database,
  });

  // Business areas.
  const db = database.db;
  // Messages: written to the outbox by the changes themselves, delivered by this worker.
  const mailRender = { publicUrl: config.publicUrl, company: DOCUMENT_ISSUER.name };
  const messageIdDomain = new URL(config.publicUrl).hostname;
  const outbox = createOutboxRepository(db);
  let documents: DocumentMaker = async () => null;
  const outboxWorker = createOutboxWorker({
    outbox,
    transport: createMailTransport({ smtpUrl: config.mail.smtpUrl, from: config.mail.from, mailDir: config.mail.dir }),
    documents: (ref, language) => documents(ref, language),
    render: mailRender,
    messageIdDomain,
    settings: {
      maxAttempts: config.mail.maxAttempts,
      retryBaseMs: config.mail.retryBaseMs,
      pollMs: config.mail.pollMs,
      leaseMs: 120_000,
      batchSize: 20,
    },
    log: app.log,
  });
  // Files of changes that never committed: swept at start and every ten minutes, 15 minutes after they were stored.
  const pendingFiles = createPendingFiles(db, deps.complaintFileStore ?? deps.fileStore, [
    { table: 'incident_attachment', column: 'storage_key' },
    { table: 'content_file', column: 'storage_key' },
  ]);
  const sweep = () =>
    pendingFiles
      .sweep(FILE_SWEEP_GRACE_MS)
      .then((removed) => removed && app.log.warn({ removed }, 'removed the files of changes that never committed'))
      .catch((error: unknown) => app.log.warn({ err: error }, 'sweeping pending files failed'));
  let sweeper: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    void sweep();
    sweeper = setInterval(() => void sweep(), 600_000).unref();
  });
  app.addHook('onClose', async () => {
    if (sweeper) clearInterval(sweeper);
  });
  app.addHook('onReady', async () => outboxWorker.start());
  app.addHook('onClose', async () => outboxWorker.stop());

  await app.register(async (api) => {
    accountRoutes(api, account);
    mailDeskRoutes(
      api,
      createMailDeskService({
        outbox,
        transaction: (work) => db.transaction().execute((trx) => work(createOutboxRepository(trx))),
        render: mailRender,
        messageIdDomain,
        wake: () => void outboxWorker.runOnce().catch((error: unknown) => app.log.warn({ err: error }, 'outbox round failed')),
      }),
    );
    resellerRoutes(api, createResellerService(createResellerRepository(db), now));
    showroomRoutes(api, createShowroomService(createShowroomRepository(db)));
    const catalogue = createCatalogueRepository(db);
    catalogueRoutes(api, createCatalogueService(catalogue));
    const cpq = createCpqService({
      repo: createCpqRepository(db),
      transaction: (work) => inCpqTransaction(db, work),
      catalogue,
      engine: loadEngine,
      now,
    });
    cpqRoutes(api, cpq);
    const cart = registerCart(api, { db, configured: (principal, headerId) => cpq.orderLines(principal, headerId), now });
    const orderService = createOrderService({
      orders: createOrderRepository(db),
      catalogue,
      transaction: (work) => inOrderTransaction(db, work),
      now,
      configuredItems: (principal, headerId) => cpq.orderLines(principal, headerId),
      cartLines: (principal, changeId, lines, language) => cart.addLines(principal, changeId, lines, language),
    });
    orderRoutes(api, orderService);
    financeRoutes(api, createFinanceService({ finance: createFinanceRepository(db), now }));
    const invoiceService = createInvoiceService({ invoices: createInvoiceRepository(db), now });
    invoiceRoutes(api, invoiceService);
    // The documents messages carry, made when they are sent, in the recipient's language.
    documents = async (ref, language) => {
      const lang = isLanguage(language) ? language : 'sv';
      return ref.document === 'invoice'
        ? invoiceService.document({ customerNumber: ref.customerNumber, invoiceNumber: ref.ref, language: lang })
        : orderService.confirmationDocument({ customerNumber: ref.customerNumber, orderNumber: ref.ref, language: lang });
    };
    const invitations = createInvitationService({
      invitations: createInvitationRepository(db),
      transaction: (work) => db.transaction().execute((trx) => work(createInvitationRepository(trx))),
      publicUrl: config.publicUrl,
      now,
    });
    userRoutes(
      api,
      createUserService({ users: createUserRepository(db), transaction: (work) => inUserTransaction(db, work) }),
      invitations,
    );
    // Complaints read multipart bodies, so they are a plugin of their own with the multipart parser.
    const complaints = createComplaintService({
      complaints: createComplaintRepository(db),
      transaction: (work) => inComplaintTransaction(db, work),
      fileStore: deps.complaintFileStore ?? deps.fileStore,
      pendingFiles,
      secrets: createAppSecrets(createAppSecretRepository(db), secretBox),
      now,
    });
    const complaintDesk = createComplaintDeskService({
      desk: createComplaintDeskRepository(db),
      transaction: (work) => inComplaintDeskTransaction(db, work),
      fileUrl: complaints.signedUrl,
      attachFiles: complaints.attachForStaff,
      now,
    });
    await api.register(complaintRoutes, { service: complaints, desk: complaintDesk });
    complaintDeskRoutes(api, complaintDesk);
    // The back office: the manufacturer's staff.
    staffRoutes(api, createStaffService(), createWorkQueuesService({ queues: createWorkQueuesRepository(db), now }));
    const deskRepositories = (trx: typeof db): OrderDeskRepositories => ({
      orders: createOrderDeskRepository(trx),
      invoices: createInvoiceDeskRepository(trx),
    });
    orderDeskRoutes(
      api,
      createOrderDeskService({
        ...deskRepositories(db),
        transaction: (work) => db.transaction().execute((trx) => work(deskRepositories(trx))),
        now,
      }),
    );
    customerRoutes(
      api,
      createCustomerService({
        customers: createCustomerRepository(db),
        transaction: (work) => db.transaction().execute((trx) => work(createCustomerRepository(trx))),
        now,
      }),
      invitations,
    );
    staffAdminRoutes(
      api,
      createStaffAdminService({
        staff: createStaffAdminRepository(db),
        invitations,
        transaction: (work) =>
          db.transaction().execute((trx) => work({ staff: createStaffAdminRepository(trx), invitations: createInvitationRepository(trx) })),
      }),
    );
    contentDeskRoutes(
      api,
      createContentDeskService({
        articles: createContentDeskRepository(db),
        transaction: (work) => db.transaction().execute((trx) => work(createContentDeskRepository(trx))),
        now,
      }),
    );
    invoiceDeskRoutes(
      api,
      createInvoiceDeskService({
        invoices: createInvoiceDeskRepository(db),
        transaction: (work) => db.transaction().execute((trx) => work(createInvoiceDeskRepository(trx))),
        now,
      }),
    );
    campaignRoutes(
      api,
      createCampaignService({
        campaigns: createCampaignRepository(db),
        transaction: (work) => db.transaction().execute((trx) => work(createCampaignRepository(trx))),
        now,
      }),
    );
    maintenanceRoutes(
      api,
      createMaintenanceService({
        windows: createMaintenanceRepository(db),
        transaction: (work) => db.transaction().execute((trx) => work(createMaintenanceRepository(trx))),
        now,
      }),
    );
    cpqCampaignRoutes(
      api,
      createCpqCampaignService({
        campaigns: createCpqCampaignRepository(db),
        transaction: (work) => db.transaction().execute((trx) => work(createCpqCampaignRepository(trx))),
        now,
      }),
    );
    await api.register(catalogueImportRoutes, {
      service: createCatalogueImportService({
        imports: createCatalogueImportRepository(db),
        transaction: (work) => db.transaction().execute((trx) => work(createCatalogueImportRepository(trx))),
        now,
      }),
    });
    const contentFiles = createContentFilesService({
      files: createContentFilesRepository(db),
      transaction: (work) => db.transaction().execute((trx) => work(createContentFilesRepository(trx))),
      fileStore: deps.fileStore,
      pendingFiles,
    });
    await api.register(contentFileRoutes, { service: contentFiles });
    await api.register(catalogueDeskRoutes, {
      service: createCatalogueDeskService({
        products: createCatalogueDeskRepository(db),
        transaction: (work) => db.transaction().execute((trx) => work(createCatalogueDeskRepository(trx))),
        storeProductImage: async (staff, place, files) =>
          (await contentFiles.upload(staff, JSON.stringify({ kind: 'prod', market: null, language: null, ...place }), files)).url,
      }),
    });
    // The content service is public and sets its own headers, so it is a plugin of its own.
    await api.register(contentRoutes, { service: createContentService({ repo: createContentRepository(db), fileStore: deps.fileStore }) });
  });

  app.get('/portal-config.js', { config: { access: 'public' }, schema: { hide: true } }, (_request, reply) =>
    reply.type('text/javascript').header('Cache-Control', 'no-cache').send(webSettings),
  );

  // /healthz: the process lives. /readyz: it can serve — the database answers within a second and
  // the file store takes a write; load balancers route by it, and it fails at once when draining.
  app.get('/healthz', { config: { access: 'public' }, schema: { hide: true } }, async () => ({ ok: true }));
  let draining = false;
  const probeKey = `readiness/${randomUUID()}`;
  app.get('/readyz', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) => {
    const within = <T>(work: Promise<T>, ms: number) =>
      Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref())]);
    const checks = {
      draining: !draining,
      database: await within(sql`select 1`.execute(db), 1000).then(
        () => true,
        () => false,
      ),
      files: await within(
        (async () => {
          const store = deps.complaintFileStore ?? deps.fileStore;
          await store.put(probeKey, Buffer.from('ok'), 'text/plain');
          await store.delete(probeKey);
        })(),
        2000,
      ).then(
        () => true,
        () => false,
      ),
    };
    const ready = Object.values(checks).every(Boolean);
    // Redis is optional: without it the limits count per instance, so the instance still serves
    // (stays in rotation) and says it is degraded.
    const degraded = redis
      ? { redis: (await within(redis.ping(), REDIS_COMMAND_TIMEOUT_MS + 100).catch(() => false)) ? 'ok' : 'degraded' }
      : {};
    return reply
      .status(ready ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send(
        ready
          ? { ok: true, checks, ...degraded }
          : { statusCode: 503, code: 'NOT_READY', message: 'Not ready to serve', checks, ...degraded },
      );
  });
  /** Fails readiness at once, so the load balancer stops sending new requests before the instance closes. */
  const drain = () => {
    draining = true;
  };

  if (deps.webDist) {
    await app.register(fastifyStatic, {
      root: deps.webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (res, file) => {
        res.header('Cache-Control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const backofficeDist = deps.backofficeDist ?? null;
  if (backofficeDist) {
    await app.register(fastifyStatic, {
      root: backofficeDist,
      prefix: '/backoffice/',
      wildcard: false,
      index: false,
      preCompressed: true,
      decorateReply: false,
      setHeaders: (res, file) => {
        res.header('Cache-Control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  // Any other GET that asks for a page is a route of the back office (under /backoffice) or the web app;
  // the root is the web app whatever the client accepts (curl, uptime monitors).
  app.setNotFoundHandler((request, reply) => {
    const isApi = /^\/(api|idp|mediaApi)(\/|$)/.test(request.url);
    const isRoot = /^\/(\?|$)/.test(request.url) && (request.method === 'GET' || request.method === 'HEAD');
    const wantsPage = isRoot || (!isApi && request.method === 'GET' && request.headers.accept?.includes('text/html'));
    if (wantsPage && backofficeDist && /^\/backoffice(\/|$|\?)/.test(request.url)) return sendIndex(reply, backofficeDist);
    if (wantsPage && deps.webDist) {
      return sendIndex(reply, deps.webDist, webPage);
    }
    return notFoundHandler(request, reply);
  });

  const portal: PortalApp = Object.assign(app, { outbox: outboxWorker, sweepPendingFiles: pendingFiles.sweep, drain });
  return portal;
}

/** proxy-addr's trust function for `hops` proxies: the socket's peer and the hops - 1 entries before it. */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** An app's page: the web app's as served (loadWebPage) while its build is the one read at start, else the file. */
function sendIndex(reply: FastifyReply, webDist: string | null, page: WebPage | null = null) {
  if (!webDist || !fs.existsSync(path.join(webDist, 'index.html'))) {
    return reply.status(503).send({ statusCode: 503, code: 'WEB_NOT_BUILT', message: 'The web app has not been built' });
  }
  reply.header('Cache-Control', 'no-cache');
  if (page?.isCurrent()) return page.send(reply.request, reply);
  return reply.sendFile('index.html', webDist);
}
