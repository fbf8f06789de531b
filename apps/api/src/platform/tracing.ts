/**
 * Tracing is optional: this file loads no OpenTelemetry code. `startTracing` (tracing-sdk.ts, loaded by the entry
 * only when OTEL_EXPORTER_OTLP_ENDPOINT is set) installs the running tracer here; until then every helper is a
 * no-op and costs nothing.
 */
import { randomUUID } from 'node:crypto';

/** What the running tracer offers the rest of the API. */
export type ActiveTracing = {
  /** The active span's trace and span ids, if a span is active. */
  current: () => { traceId: string; spanId: string } | undefined;
  /** Runs `work` inside a new span named `name`, ended (with its error, if any) when the work settles. */
  inSpan: <T>(name: string, attributes: Record<string, string | number | boolean>, work: () => Promise<T>) => Promise<T>;
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

/** A span around `work` when tracing is on; just the work when it is off. */
export const inSpan = <T>(name: string, attributes: Record<string, string | number | boolean>, work: () => Promise<T>): Promise<T> =>
  active ? active.inSpan(name, attributes, work) : work();
