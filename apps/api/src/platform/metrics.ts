import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AppConfig } from './config.js';
import type { Database } from './db/database.js';
import type { DB } from './db/schema.js';
import { unauthorized } from './errors.js';

/**
 * The outboxes whose backlog metrics report, each a table with a `state` and a `created_at`: rows in an open
 * state wait to be delivered, rows in a final failed state will not be tried again. Another outbox is one line.
 */
export const OUTBOXES: readonly { kind: string; table: keyof DB; open: readonly string[]; dead: readonly string[] }[] = [
  { kind: 'mail', table: 'outbox_message', open: ['pending', 'failed'], dead: ['dead'] },
  { kind: 'webhook', table: 'webhook_delivery', open: ['pending', 'retrying'], dead: ['failed'] },
];

/** What modules count, through the platform's port: every method does nothing while metrics are off. */
export type Metrics = {
  /** A sign-in refused for its name or password (`credentials`) or an incomplete form (`missing`). */
  signInFailed: (reason: 'credentials' | 'missing') => void;
  /** A sign-in refused by the throttle before any password was looked at. */
  signInThrottled: () => void;
  /** A request answered 503 OVERLOADED while the instance sheds load. */
  loadShed: () => void;
  /** A message the outbox could not deliver; `final` when no attempt is left. */
  mailFailed: (kind: string, final: boolean) => void;
};

export const NO_METRICS: Metrics = { signInFailed: () => {}, signInThrottled: () => {}, loadShed: () => {}, mailFailed: () => {} };

/** Latency buckets in seconds, from a cached answer to a slow export. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
/** Figures read from the database are read once per scrape, however many gauges show them. */
const FIGURES_FRESH_MS = 1000;

type OutboxFigures = { kind: string; backlog: number; oldestSeconds: number; dead: number };

async function readOutboxes(db: Kysely<DB>): Promise<OutboxFigures[]> {
  return Promise.all(
    OUTBOXES.map(async ({ kind, table, open, dead }) => {
      const openStates = sql.join(open.map((state) => sql.lit(state)));
      const deadStates = sql.join(dead.map((state) => sql.lit(state)));
      const { rows } = await sql<{ backlog: number; dead: number; oldest: number | null }>`
        SELECT count(*) FILTER (WHERE state IN (${openStates})) AS backlog,
               count(*) FILTER (WHERE state IN (${deadStates})) AS dead,
               extract(epoch FROM now() - min(created_at) FILTER (WHERE state IN (${openStates}))) AS oldest
          FROM ${sql.table(table)}
         WHERE state IN (${openStates}) OR state IN (${deadStates})`.execute(db);
      const row = rows[0];
      return { kind, backlog: Number(row?.backlog ?? 0), dead: Number(row?.dead ?? 0), oldestSeconds: Number(row?.oldest ?? 0) };
    }),
  );
}

/**
 * The instance's Prometheus metrics (prom-client, in a registry of the app's own): HTTP requests by route pattern
 * and status with their latency, Node's own figures (event-loop delay among them), the database pool, the
 * outboxes' backlog read from the database at scrape time, and the counts modules report through `Metrics`.
 * Every instance reports its own; Prometheus scrapes each. Null while METRICS_PORT and METRICS_TOKEN are unset.
 */
export function createMetrics(config: AppConfig, database: Database, log: FastifyInstance['log']) {
  if (config.metrics.port === undefined && config.metrics.token === undefined) return null;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  new Gauge({
    name: 'portal_build_info',
    help: 'The running build: its version, the revision it was made from, and the Node.js version; always 1',
    labelNames: ['version', 'revision', 'node'],
    registers: [registry],
  }).set({ version: config.build.version, revision: config.build.revision, node: process.version }, 1);

  const requests = new Counter({
    name: 'portal_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });

  const pool = () => database.pool();
  new Gauge({
    name: 'portal_db_pool_max',
    help: 'Database connections this instance may hold (the embedded database has one session)',
    registers: [registry],
    collect() {
      this.set(pool().max);
    },
  });
  new Gauge({
    name: 'portal_db_pool_open',
    help: 'Database connections open now',
    registers: [registry],
    collect() {
      this.set(pool().open);
    },
  });
  new Gauge({
    name: 'portal_db_pool_in_use',
    help: 'Database connections held by a query or transaction now',
    registers: [registry],
    collect() {
      this.set(pool().inUse);
    },
  });
  new Gauge({
    name: 'portal_db_pool_waiting',
    help: 'Queries and transactions waiting for a database connection now',
    registers: [registry],
    collect() {
      this.set(pool().waiting);
    },
  });

  let outboxes: { at: number; figures: Promise<OutboxFigures[] | null> } | null = null;
  const outboxFigures = () => {
    if (!outboxes || performance.now() - outboxes.at > FIGURES_FRESH_MS) {
      outboxes = {
        at: performance.now(),
        // A database that does not answer leaves these gauges out of the scrape, not the scrape failed.
        figures: readOutboxes(database.db).catch((error: unknown) => {
          log.warn({ err: error }, 'outbox figures for metrics could not be read');
          return null;
        }),
      };
    }
    return outboxes.figures;
  };
  const outboxGauge = (name: string, help: string, value: (figures: OutboxFigures) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['kind'],
      registers: [registry],
      async collect() {
        this.reset();
        for (const figures of (await outboxFigures()) ?? []) this.set({ kind: figures.kind }, value(figures));
      },
    });
  outboxGauge('portal_outbox_backlog', 'Outbox rows waiting to be delivered (pending or to be tried again), by kind', (f) => f.backlog);
  outboxGauge(
    'portal_outbox_oldest_age_seconds',
    'Age of the oldest outbox row waiting to be delivered, by kind (0 when none waits)',
    (f) => f.oldestSeconds,
  );
  outboxGauge('portal_outbox_dead', 'Outbox rows that will not be tried again until staff send them again, by kind', (f) => f.dead);

  const mailFailures = new Counter({
    name: 'portal_mail_delivery_failures_total',
    help: 'Failed attempts to deliver a message, by message kind and whether it was the last attempt',
    labelNames: ['kind', 'final'],
    registers: [registry],
  });
  const signInFailures = new Counter({
    name: 'portal_sign_in_failures_total',
    help: 'Sign-ins refused for a wrong name or password (credentials) or an incomplete form (missing)',
    labelNames: ['reason'],
    registers: [registry],
  });
  const signInThrottled = new Counter({
    name: 'portal_sign_in_throttled_total',
    help: 'Sign-ins refused by the throttle (per account, per address or in all) before any password was checked',
    registers: [registry],
  });
  const loadShed = new Counter({
    name: 'portal_load_shed_total',
    help: 'Requests answered 503 OVERLOADED while the instance shed load',
    registers: [registry],
  });

  const port: Metrics = {
    signInFailed: (reason) => signInFailures.inc({ reason }),
    signInThrottled: () => signInThrottled.inc(),
    loadShed: () => loadShed.inc(),
    mailFailed: (kind, final) => mailFailures.inc({ kind, final: String(final) }),
  };

  /** Counts every answer by its route's pattern (never the raw address, whose ids would make endless series). */
  const countRequests = (app: FastifyInstance) => {
    app.addHook('onResponse', async (request, reply) => {
      const labels = { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) };
      requests.inc(labels);
      latency.observe(labels, reply.elapsedTime / 1000);
    });
  };

  return { registry, port, countRequests };
}
export type PortalMetrics = NonNullable<ReturnType<typeof createMetrics>>;

const digest = (text: string) => createHash('sha256').update(text).digest();
/** Whether a request's Authorization header is `Bearer <token>`, compared in constant time. */
const bearerMatches = (header: string | undefined, token: string) =>
  typeof header === 'string' && timingSafeEqual(digest(header), digest(`Bearer ${token}`));

/**
 * Serves /metrics: on METRICS_PORT, a listener of its own (for a scraper inside the network, never through the
 * balancer), or else on the main port behind METRICS_TOKEN. With neither setting there is no route: 404.
 */
export function serveMetrics(app: FastifyInstance, metrics: PortalMetrics | null, settings: AppConfig['metrics'], host: string) {
  if (!metrics) return;
  const { registry } = metrics;
  const { token } = settings;
  if (settings.port === undefined) {
    app.get('/metrics', { config: { access: 'public' }, schema: { hide: true } }, async (request: FastifyRequest, reply) => {
      if (!bearerMatches(request.headers.authorization, token!)) throw unauthorized('The metrics token is required');
      return reply
        .type(registry.contentType)
        .header('Cache-Control', 'no-store')
        .send(await registry.metrics());
    });
    return;
  }
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    if (token !== undefined && !bearerMatches(request.headers.authorization, token)) {
      response.writeHead(401, { 'Content-Type': 'text/plain; charset=utf-8', 'WWW-Authenticate': 'Bearer' }).end('Unauthorized\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' }).end(text),
      (error: unknown) => {
        app.log.error({ err: error }, 'metrics could not be collected');
        response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Metrics could not be collected\n');
      },
    );
  });
  app.addHook(
    'onReady',
    () =>
      new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(settings.port, host, () => {
          server.off('error', reject);
          app.log.info({ port: settings.port }, 'metrics served on their own port');
          resolve();
        });
      }),
  );
  app.addHook('onClose', () => new Promise<void>((resolve) => server.close(() => resolve())));
}
