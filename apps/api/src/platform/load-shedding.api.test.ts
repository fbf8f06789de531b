import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { parsePrometheusText, sampleValue } from '../test/prometheus-text.js';

const METRICS_TOKEN = 'load-shedding-metrics-token-0123456789';

let t: TestApp;

beforeAll(async () => {
  // A low threshold, so one blocked second is pressure; the retry hint is the setting's.
  t = await createTestApp({ env: { LOAD_SHED_EVENT_LOOP_DELAY_MS: '10', LOAD_SHED_RETRY_AFTER_SECONDS: '7', METRICS_TOKEN } });
});
afterAll(async () => {
  await t?.close();
});

/** Keeps the event loop busy, as a runaway computation would. */
const blockFor = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy
  }
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('load shedding', () => {
  it('answers 503 OVERLOADED with Retry-After while the event loop lags, keeps /healthz and /readyz up, and serves again once it has caught up', async () => {
    const token = await t.tokenFor('anna@reseller-se.test');
    const myContact = () => t.app.inject({ method: 'GET', url: '/api/reseller/myContact', headers: { authorization: `Bearer ${token}` } });
    /** Asks until the instance serves again (the start itself lags the loop for a moment). */
    const serves = async () => {
      let status = 0;
      for (let waited = 0; waited < 8000 && status !== 200; waited += 250) {
        await pause(250);
        status = (await myContact()).statusCode;
      }
      return status;
    };
    expect(await serves()).toBe(200);
    /** The shed answers and 503s of the call, as /metrics counts them (metrics are never shed themselves). */
    const counted = async () => {
      const answer = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(answer.statusCode).toBe(200);
      const families = parsePrometheusText(answer.body);
      return {
        shed: sampleValue(families, 'portal_load_shed_total')!,
        refused: sampleValue(families, 'portal_http_requests_total', { route: '/api/reseller/myContact', status: '503' }) ?? 0,
      };
    };
    const before = await counted();

    let shed;
    for (let attempt = 0; attempt < 3 && !shed; attempt++) {
      blockFor(1500);
      // The load sampler, due during the block, runs first.
      await pause(20);
      const answer = await myContact();
      if (answer.statusCode === 503) {
        shed = answer;
        // The process lives: /healthz answers under the same pressure, and /readyz keeps the instance in
        // the balancer (every instance under the same burst would otherwise leave it together).
        expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
        const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
        expect(ready.statusCode, ready.body).toBe(200);
        const during = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
        expect(during.statusCode).toBe(200);
      }
    }
    expect(shed?.statusCode).toBe(503);
    expect(shed?.headers['retry-after']).toBe('7');
    expect(shed?.json()).toMatchObject({ statusCode: 503, code: 'OVERLOADED', requestId: expect.any(String) });
    expect(t.logs()).toContain('shedding load');
    expect(await serves()).toBe(200);
    const after = await counted();
    expect(after.shed - before.shed).toBeGreaterThanOrEqual(1);
    expect(after.refused - before.refused).toBe(after.shed - before.shed);
  });
});
