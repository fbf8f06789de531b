import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { useTestApp } from '../test/use-test-app.js';
import { postSignInForm } from '../test/oidc-flow.js';
import { parsePrometheusText, sampleValue, type Family } from '../test/prometheus-text.js';
import { SIGN_IN_THROTTLE } from '../modules/idp/sign-in-throttle.js';

const TOKEN = 'metrics-token-for-the-tests-0123456789';

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('/metrics without METRICS_PORT or METRICS_TOKEN', () => {
  const t = useTestApp();
  it('is not served: 404, with or without a token', async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
      const answer = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ code: 'NOT_FOUND', requestId: expect.any(String) });
    }
  });
});

describe('/metrics behind METRICS_TOKEN', () => {
  let t: TestApp;
  let smtpPort: number;
  beforeAll(async () => {
    // A mail server that is not there: every delivery fails, and is counted.
    smtpPort = await freePort();
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN }, mail: { smtpUrl: `smtp://127.0.0.1:${smtpPort}`, retryBaseMs: 60_000 } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const scrape = async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return parsePrometheusText(answer.body);
  };

  it('answers 401 without the token or with another, with the bearer challenge', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong-token-wrong-token-wrong' }, { authorization: TOKEN }]) {
      const answer = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(answer.statusCode).toBe(401);
      expect(answer.headers['www-authenticate']).toBe('Bearer');
      expect(answer.json()).toMatchObject({ code: 'UNAUTHORIZED', requestId: expect.any(String) });
      expect(answer.body).not.toContain('portal_');
    }
  });

  it('reports the build, Node’s own figures with the event-loop delay, the database pool and the outbox by kind', async () => {
    const families = await scrape();
    const build = families.get('portal_build_info')!;
    expect(build.type).toBe('gauge');
    expect(build.samples[0]).toMatchObject({ labels: { version: '1.0.0', revision: 'unknown', node: process.version }, value: 1 });
    expect(families.get('nodejs_eventloop_lag_seconds')?.type).toBe('gauge');
    expect(sampleValue(families, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(families.get('portal_http_request_duration_seconds')?.type).toBe('histogram');
    const max = sampleValue(families, 'portal_db_pool_max');
    expect(max).toBe(t.database.kind === 'embedded' ? 1 : 10);
    expect(sampleValue(families, 'portal_db_pool_in_use')).toBeGreaterThanOrEqual(0);
    expect(sampleValue(families, 'portal_db_pool_in_use')).toBeLessThanOrEqual(max!);
    expect(sampleValue(families, 'portal_db_pool_waiting')).toBe(0);
    for (const name of ['portal_outbox_backlog', 'portal_outbox_oldest_age_seconds', 'portal_outbox_dead']) {
      expect(families.get(name)?.samples.map((s) => s.labels['kind'])).toEqual(['mail', 'webhook']);
    }
    expect(sampleValue(families, 'portal_load_shed_total')).toBe(0);
  });

  it('counts a request by its route pattern and status, with its latency, never by its raw address', async () => {
    const url = '/api/order-lists/00000000-0000-4000-8000-000000000000';
    const labels = { method: 'GET', route: '/api/order-lists/:id', status: '404' };
    const before = await scrape();
    const count = (families: Map<string, Family>) => sampleValue(families, 'portal_http_requests_total', labels) ?? 0;
    const observed = (families: Map<string, Family>) => sampleValue(families, 'portal_http_request_duration_seconds_count', labels) ?? 0;
    expect((await t.call('anna@reseller-se.test', 'GET', url)).statusCode).toBe(404);
    expect((await t.call('anna@reseller-se.test', 'GET', url)).statusCode).toBe(404);
    const after = await scrape();
    expect(count(after) - count(before)).toBe(2);
    expect(observed(after) - observed(before)).toBe(2);
    expect(sampleValue(after, 'portal_http_request_duration_seconds_sum', labels)).toBeGreaterThan(0);
    const routes = after.get('portal_http_requests_total')!.samples.map((s) => s.labels['route']);
    expect(routes.some((route) => route?.includes('00000000'))).toBe(false);
    // An address no route takes is one series, whatever was asked.
    await t.app.inject({ method: 'GET', url: '/api/no-such-call/12345' });
    expect(sampleValue(await scrape(), 'portal_http_requests_total', { route: 'unmatched', status: '404' })).toBeGreaterThanOrEqual(1);
  });

  it('reads the outbox backlog from the database and counts failed deliveries by kind', async () => {
    const backlog = (families: Map<string, Family>) => sampleValue(families, 'portal_outbox_backlog', { kind: 'mail' })!;
    // Delivered or given up, so what follows is this test's own.
    await t.database.db.updateTable('outbox_message').set({ state: 'sent' }).where('state', 'in', ['pending', 'failed']).execute();
    const before = await scrape();
    expect(backlog(before)).toBe(0);
    expect(sampleValue(before, 'portal_outbox_oldest_age_seconds', { kind: 'mail' })).toBe(0);
    const reset = await t.app.inject({ method: 'POST', url: '/api/password-reset', payload: { email: 'anna@reseller-se.test' } });
    expect(reset.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const waiting = await scrape();
    expect(backlog(waiting)).toBe(1);
    expect(sampleValue(waiting, 'portal_outbox_oldest_age_seconds', { kind: 'mail' })).toBeGreaterThanOrEqual(1);

    await t.app.outbox.runOnce();
    const failed = await scrape();
    expect(sampleValue(failed, 'portal_mail_delivery_failures_total', { kind: 'password-reset', final: 'false' })).toBe(1);
    // Failed once, to be tried again: still waiting.
    expect(backlog(failed)).toBe(1);
  });

  it('counts refused and throttled sign-ins', async () => {
    const failures = (families: Map<string, Family>) =>
      sampleValue(families, 'portal_sign_in_failures_total', { reason: 'credentials' }) ?? 0;
    const throttled = (families: Map<string, Family>) => sampleValue(families, 'portal_sign_in_throttled_total') ?? 0;
    const before = await scrape();
    for (let i = 0; i < SIGN_IN_THROTTLE.delayFrom; i++) {
      expect(await postSignInForm(t.app, t.config, { remoteAddress: '127.0.3.1' }, 'ola@reseller-no.test', 'wrong')).toContain(
        'error=credentials',
      );
    }
    expect(await postSignInForm(t.app, t.config, { remoteAddress: '127.0.3.1' }, 'ola@reseller-no.test', 'wrong')).toContain(
      'error=rate-limited',
    );
    const after = await scrape();
    expect(failures(after) - failures(before)).toBe(SIGN_IN_THROTTLE.delayFrom);
    expect(throttled(after) - throttled(before)).toBe(1);
  });
});

describe('/metrics on METRICS_PORT', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    t = await createTestApp({ env: { METRICS_PORT: String(port), HOST: '127.0.0.1' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is served on its own port only, and nothing else is', async () => {
    const answer = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(answer.status).toBe(200);
    const families = parsePrometheusText(await answer.text());
    expect(sampleValue(families, 'portal_build_info')).toBe(1);
    expect((await fetch(`http://127.0.0.1:${port}/api/reseller/myContact`)).status).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });
});
