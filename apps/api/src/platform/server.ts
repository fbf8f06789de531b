import Fastify, { type FastifyInstance } from 'fastify';
import underPressure from '@fastify/under-pressure';
import type { DestinationStream } from 'pino';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import { AppError, errorHandler } from './errors.js';
import { loggerOptions } from './logger.js';
import { NO_METRICS, type Metrics } from './metrics.js';
import { BODY_LIMIT_BYTES, registerBodyRules } from './request-body.js';
import { cleanTexts } from './text-rule.js';
import { newRequestId } from './tracing.js';

/** Fastify with the portal's limits, its error answers and one rule for every text a request carries. */
export function createServer(config: AppConfig, logStream?: DestinationStream): FastifyInstance {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    // Unique across instances (Fastify's own count restarts with each): error bodies carry it for a dealer to quote.
    genReqId: newRequestId,
    // A hop count trusts the last n peers whoever they are (Fastify alone would trust none for a number);
    // a list trusts only those addresses.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
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
  registerBodyRules(app);
  // Every text of every request under one rule, before the call's own schema reads it.
  app.addHook('preValidation', async (request) => {
    if (request.body && typeof request.body === 'object') request.body = cleanTexts(request.body);
    if (request.query && typeof request.query === 'object') request.query = cleanTexts(request.query);
    if (request.params && typeof request.params === 'object') request.params = cleanTexts(request.params);
  });
  return app;
}

/** proxy-addr's trust function for `hops` proxies: the socket's peer and the hops - 1 entries before it. */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

const HEALTH_ROUTES = new Set(['/healthz', '/readyz']);
/** Answered under pressure too: besides health, the metrics that show the pressure. */
const NEVER_SHED = new Set([...HEALTH_ROUTES, '/metrics']);

/**
 * Load shedding: while the event loop lags, a request is refused at once with 503 and Retry-After
 * (cheap, before any other work), so the instance catches up instead of making everyone wait.
 * /healthz and /readyz still answer: a shed /readyz would take every busy instance out of the balancer at
 * once, and a burst that loads all of them would empty it (ADR 0060). Readiness judges a stalled loop itself.
 * /metrics still answers, so the shedding can be seen while it happens; each shed answer is counted.
 */
export async function registerLoadShedding(app: FastifyInstance, shed: AppConfig['loadShedding'], metrics: Metrics = NO_METRICS) {
  let lastShedLog = 0;
  await app.register(underPressure, {
    maxEventLoopDelay: shed.maxEventLoopDelayMs,
    maxEventLoopUtilization: shed.maxEventLoopUtilization,
    eventLoopUtilizationMode: 'interval',
    pressureHandler: async (request, reply, type, value) => {
      if (NEVER_SHED.has(request.routeOptions.url ?? '')) return;
      // Once in ten seconds at most: a log line per refused request would add to the load.
      if (Date.now() - lastShedLog > 10_000) {
        lastShedLog = Date.now();
        request.log.warn({ pressure: type, value }, 'shedding load');
      }
      reply.header('Retry-After', String(shed.retryAfterSeconds));
      metrics.loadShed();
      throw new AppError(503, 'OVERLOADED', `The server is busy; try again in ${shed.retryAfterSeconds} s`);
    },
  });
}
