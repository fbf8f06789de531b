/**
 * Tracing is optional: this file loads no OpenTelemetry code. `startTracing` (tracing-sdk.ts, loaded by the entry
 * only when OTEL_EXPORTER_OTLP_ENDPOINT is set) installs the running tracer here; until then every helper is a
 * no-op and costs nothing (ADR 0062).
 */
import { randomUUID } from 'node:crypto';

export type Attributes = Record<string, string | number | boolean>;

/** What the running tracer offers the rest of the API. */
export type ActiveTracing = {
  /** The active span's trace and span ids, if a span is active. */
  current: () => { traceId: string; spanId: string } | undefined;
  /**
   * Runs `work` inside a new span named `name`, ended (with its error, if any) when the work settles: a child of
   * the active span, or of `parent` (a W3C traceparent kept from the request that asked for the work).
   */
  inSpan: <T>(name: string, attributes: Attributes, work: () => Promise<T>, parent?: string) => Promise<T>;
  /** Fastify's own spans (routes, hooks, handler), registered on the app before its routes. */
  fastifyPlugin: () => unknown;
  /** Spans of statements on the embedded database, which no published instrumentation covers. */
  embeddedSql: boolean;
};

let active: ActiveTracing | null = null;

export const installTracing = (tracing: ActiveTracing | null) => {
  active = tracing;
};

export const tracing = () => active;

/** The id of a request: its trace id when tracing is on (so a quoted id finds the trace), else a random one. */
export const newRequestId = () => active?.current()?.traceId ?? randomUUID();

/** The trace and span ids every log line carries while a span is active; nothing when tracing is off. */
export const traceFields = (): Record<string, string> => {
  const ids = active?.current();
  return ids ? { trace_id: ids.traceId, span_id: ids.spanId } : {};
};

/** A span around `work` when tracing is on (a child of `parent`, a traceparent, when given); just the work when it is off. */
export const inSpan = <T>(name: string, attributes: Attributes, work: () => Promise<T>, parent?: string): Promise<T> =>
  active ? active.inSpan(name, attributes, work, parent) : work();

/** The active span as a W3C traceparent, for work done later to join its trace; undefined when tracing is off. */
export const traceparent = (): string | undefined => {
  const ids = active?.current();
  return ids ? `00-${ids.traceId}-${ids.spanId}-01` : undefined;
};
