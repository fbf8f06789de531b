import http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderRequest } from '../test/order-request.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { startTracing } from './tracing-sdk.js';
import { tracing } from './tracing.js';

const ANNA = 'anna@reseller-se.test';
const exporter = new InMemorySpanExporter();
let stop: (() => Promise<void>) | undefined;
let t: TestApp;
let base: string;

beforeAll(async () => {
  ({ shutdown: stop } = await startTracing({ serviceName: 'portal-test', spanProcessor: new SimpleSpanProcessor(exporter) }));
  // The entry starts tracing before the server's modules are loaded; in a test run they may have been loaded
  // already, so they are asked for once more, which is when the instrumentations patch them.
  const require = createRequire(import.meta.url);
  for (const name of ['node:http', 'http', 'pg']) require(name);
  // The order's webhook goes to a receiver on this machine.
  t = await createTestApp({ logLevel: 'info', env: { WEBHOOK_ALLOW_PRIVATE: '1' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t?.close();
  await stop?.();
});

const spansOf = (traceId: string) => exporter.getFinishedSpans().filter((s) => s.spanContext().traceId === traceId);
const parentOf = (span: ReadableSpan) => span.parentSpanContext?.spanId;
const sqlText = (span: ReadableSpan) => span.attributes['db.query.text'] ?? span.attributes['db.statement'];

describe('tracing', () => {
  it('is installed only by startTracing', () => {
    expect(tracing()).not.toBeNull();
  });

  it('traces one order: the request, its SQL statements without parameters, the outbox delivering its mail and its webhook', async () => {
    const headers: http.IncomingHttpHeaders[] = [];
    const receiver = http.createServer((req, res) => {
      headers.push(req.headers);
      req.resume().on('end', () => res.writeHead(200).end());
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const hook = await t.call('backoffice@manufacturer.test', 'POST', '/api/staff/integrations/webhooks', {
      url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`,
      events: ['order.placed'],
      description: 'Traced',
    });
    expect(hook.statusCode, hook.body).toBe(200);
    const goodsMark = `Trace ${Date.now()}`;
    const body = await orderRequest(t, { inputs: { GoodsMark: goodsMark } });
    exporter.reset();
    const answer = await fetch(`${base}/api/order/placeOrder`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await t.tokenFor(ANNA)}` },
      body: JSON.stringify(body),
    });
    expect(answer.status, await answer.clone().text()).toBe(200);
    await t.app.outbox.runOnce();

    // The request's span: the HTTP server's, with Fastify's beneath it, named by the route.
    const server = exporter
      .getFinishedSpans()
      .find((s) => s.attributes['http.route'] === '/api/order/placeOrder' && parentOf(s) === undefined);
    expect(
      server,
      exporter
        .getFinishedSpans()
        .map((s) => s.name)
        .join(', '),
    ).toBeDefined();
    const traceId = server!.spanContext().traceId;
    const trace = spansOf(traceId);
    expect(trace.some((s) => s.instrumentationScope.name === '@fastify/otel')).toBe(true);

    // SQL statements, in the request's trace, as statements with placeholders: the goods mark is never in them.
    const statements = trace.filter((s) => typeof sqlText(s) === 'string');
    expect(statements.length).toBeGreaterThan(3);
    expect(statements.some((s) => /insert into "customer_order"/i.test(String(sqlText(s))))).toBe(true);
    expect(statements.some((s) => String(sqlText(s)).includes('$1'))).toBe(true);
    for (const span of trace) expect(JSON.stringify(span.attributes)).not.toContain(goodsMark);

    // The confirmation the order wrote is delivered by the outbox in the same trace, the mail server's part in a span of its own.
    const deliver = trace.find((s) => s.name === 'outbox deliver' && s.attributes['portal.message.kind'] === 'order-confirmation');
    expect(deliver, trace.map((s) => s.name).join(', ')).toBeDefined();
    const send = trace.find((s) => s.name === 'mail send' && parentOf(s) === deliver!.spanContext().spanId);
    expect(send).toBeDefined();
    expect(trace.some((s) => parentOf(s) === deliver!.spanContext().spanId && typeof sqlText(s) === 'string')).toBe(true);

    // The order's webhook is delivered in the same trace, and the receiver is told the trace (traceparent).
    await t.app.integration.sequenceEvents();
    for (let i = 0; i < 50 && headers.length === 0; i++) {
      await t.app.webhooks.runOnce();
      if (headers.length === 0) await new Promise((r) => setTimeout(r, 20));
    }
    await t.app.webhooks.runOnce();
    receiver.close();
    const hookSpan = spansOf(traceId).find(
      (s) => s.name === 'webhook deliver' && s.attributes['portal.webhook.event_type'] === 'order.placed',
    );
    expect(
      hookSpan,
      spansOf(traceId)
        .map((s) => s.name)
        .join(', '),
    ).toBeDefined();
    expect(String(headers[0]?.['traceparent'])).toContain(traceId);

    // Log lines name the trace.
    expect(t.logs()).toContain(`"trace_id":"${traceId}"`);
  });

  it('uses the trace id as the request id of an error answer and its log lines', async () => {
    exporter.reset();
    const answer = await fetch(`${base}/api/order-lists/00000000-0000-4000-8000-000000000000`, {
      headers: { authorization: `Bearer ${await t.tokenFor(ANNA)}` },
    });
    expect(answer.status).toBe(404);
    const { requestId } = (await answer.json()) as { requestId: string };
    expect(requestId).toMatch(/^[0-9a-f]{32}$/);
    expect(spansOf(requestId).length).toBeGreaterThan(0);
    expect(t.logs()).toContain(`"reqId":"${requestId}"`);
  });
});
