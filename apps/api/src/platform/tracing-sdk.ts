/**
 * OpenTelemetry, loaded only when tracing is on (the entry imports this file dynamically when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set; ADR 0062). It must start before fastify, http and pg are first imported
 * so that their instrumentations can patch them. Spans: the HTTP server (instrumentation-http), Fastify's
 * routes and hooks (@fastify/otel), SQL statements on a PostgreSQL server without their parameters
 * (instrumentation-pg) and on the embedded database (platform/db/observed-dialect.ts), the outbox's deliveries
 * and mail sending (modules/mail). Exported over OTLP/HTTP, as the SDK's OTEL_* variables configure it.
 */
import type { SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { installTracing } from './tracing.js';

/** Addresses a scraper or a balancer asks every few seconds: no trace for each. */
const UNTRACED_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

export type TracingOptions = {
  serviceName: string;
  /** Where spans go; the OTLP/HTTP exporter in batches when not given (tests pass an in-memory exporter's). */
  spanProcessor?: SpanProcessor;
};

/** Starts the SDK and installs the running tracer for the rest of the API; answers how to stop it. */
export async function startTracing(options: TracingOptions): Promise<{ shutdown: () => Promise<void> }> {
  const [api, { NodeSDK }, { BatchSpanProcessor }, { OTLPTraceExporter }, { HttpInstrumentation }, { PgInstrumentation }, fastifyOtel] =
    await Promise.all([
      import('@opentelemetry/api'),
      import('@opentelemetry/sdk-node'),
      import('@opentelemetry/sdk-trace-base'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/instrumentation-http'),
      import('@opentelemetry/instrumentation-pg'),
      import('@fastify/otel'),
    ]);
  const { FastifyOtelInstrumentation } = fastifyOtel;
  const fastifyInstrumentation = new FastifyOtelInstrumentation({
    // Registered on the app by buildApp, before its routes: only the portal's own server is traced.
    registerOnInitialization: false,
    ignorePaths: (route) => UNTRACED_PATHS.has(route.url),
  });
  const sdk = new NodeSDK({
    serviceName: options.serviceName,
    spanProcessors: [options.spanProcessor ?? new BatchSpanProcessor(new OTLPTraceExporter())],
    instrumentations: [
      new HttpInstrumentation({ ignoreIncomingRequestHook: (request) => UNTRACED_PATHS.has((request.url ?? '').split('?')[0] ?? '') }),
      // The statement's text only, never its parameters; no span for a statement outside any (a LISTEN round trip).
      new PgInstrumentation({ enhancedDatabaseReporting: false, requireParentSpan: true }),
      fastifyInstrumentation,
    ],
  });
  sdk.start();

  const tracer = api.trace.getTracer('dealer-portal-api');
  const current = () => {
    const context = api.trace.getActiveSpan()?.spanContext();
    return context && api.isSpanContextValid(context) ? { traceId: context.traceId, spanId: context.spanId } : undefined;
  };
  installTracing({
    current,
    inSpan: (name, attributes, work, parent) => {
      const remote = parent ? parentContext(parent) : undefined;
      const base = remote ? api.trace.setSpanContext(api.context.active(), remote) : api.context.active();
      return tracer.startActiveSpan(name, { attributes }, base, async (span) => {
        try {
          return await work();
        } catch (error) {
          span.recordException(error instanceof Error ? error : String(error));
          span.setStatus({ code: api.SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
          throw error;
        } finally {
          span.end();
        }
      });
    },
    fastifyPlugin: () => fastifyInstrumentation.plugin(),
    embeddedSql: true,
  });

  return {
    shutdown: async () => {
      installTracing(null);
      await sdk.shutdown();
      fastifyInstrumentation.disable();
    },
  };
}

/** A W3C traceparent (00-<trace>-<span>-<flags>) as the parent of a span started later, in another process maybe. */
function parentContext(traceparent: string) {
  const match = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/.exec(traceparent);
  if (!match) return undefined;
  return { traceId: match[1]!, spanId: match[2]!, traceFlags: parseInt(match[3]!, 16), isRemote: true };
}
