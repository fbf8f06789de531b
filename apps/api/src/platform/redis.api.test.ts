import { createHash, randomBytes } from 'node:crypto';
import net from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

const apps: TestApp[] = [];
afterAll(async () => {
  await Promise.all(apps.map((t) => t.close()));
});

/** A port nothing listens on: taken, then given back. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Whether the machine runs Redis on its usual port. */
const machineRedis = await new Promise<boolean>((resolve) => {
  const socket = net.connect(6379, '127.0.0.1');
  socket.setTimeout(300);
  socket.once('connect', () => resolve(true));
  socket.once('error', () => resolve(false));
  socket.once('timeout', () => resolve(false));
});

/** The whole sign-in through the provider's page; true when the provider continues to the web app. */
async function signIn(t: TestApp, username: string, password: string) {
  const params = new URLSearchParams({
    client_id: t.config.oidc.clientId,
    response_type: 'code',
    redirect_uri: `${t.config.publicUrl}/signin-callback`,
    scope: t.config.oidc.scope,
    code_challenge: createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url'),
    code_challenge_method: 'S256',
    state: randomBytes(8).toString('hex'),
  });
  const authorize = await t.app.inject({ method: 'GET', url: `/idp/auth?${params}` });
  const cookies = ([] as string[])
    .concat(authorize.headers['set-cookie'] ?? [])
    .map((c) => c.split(';')[0])
    .join('; ');
  const interaction = new URL(String(authorize.headers.location), 'http://localhost').pathname;
  const login = await t.app.inject({
    method: 'POST',
    url: `${interaction}/login`,
    headers: { cookie: cookies, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username, password }).toString(),
  });
  return String(login.headers.location).includes('/idp/auth/');
}

const resetFor = (t: TestApp, email: string) => t.app.inject({ method: 'POST', url: '/api/password-reset', payload: { email } });
const readiness = async (t: TestApp) => (await t.app.inject({ method: 'GET', url: '/readyz' })).json<{ ok?: boolean; redis?: string }>();

describe('Redis', () => {
  it('unreachable: sign-in and the limited calls answer at once, the limits count per instance, /readyz says degraded', async () => {
    const t = await createTestApp({ logLevel: 'info', env: { REDIS_URL: `redis://127.0.0.1:${await closedPort()}` } });
    apps.push(t);

    let started = performance.now();
    expect(await signIn(t, 'anna@reseller-se.test', 'portal')).toBe(true);
    const signInMs = performance.now() - started;

    // The password reset call is limited (five in 15 minutes per address and account): the sixth is refused all the same.
    const answers: number[] = [];
    const times: number[] = [];
    for (let i = 0; i < 6; i++) {
      started = performance.now();
      answers.push((await resetFor(t, 'nobody@reseller-se.test')).statusCode);
      times.push(performance.now() - started);
    }
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
    // Not the seconds a reconnecting client would hold a call.
    expect(Math.max(...times), `slowest limited call ${Math.max(...times)} ms`).toBeLessThan(1000);
    expect(signInMs, `sign-in ${signInMs} ms`).toBeLessThan(3000);

    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ ok: true, redis: 'degraded' });
    // One warning per outage, not one per call.
    expect(t.logs().split('Redis does not answer').length - 1).toBe(1);
  });

  it.skipIf(!machineRedis)('reachable: the limits count in Redis and /readyz says ok', async () => {
    const t = await createTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:6379' } });
    apps.push(t);
    let state = await readiness(t);
    for (let waited = 0; state.redis !== 'ok' && waited < 3000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      state = await readiness(t);
    }
    expect(state).toMatchObject({ ok: true, redis: 'ok' });

    const email = `limit-${randomBytes(4).toString('hex')}@example.test`;
    expect((await resetFor(t, email)).statusCode).toBe(200);
    const redis = new Redis('redis://127.0.0.1:6379');
    try {
      const keys = await redis.keys(`portal-limit-*${email}`);
      expect(keys).toHaveLength(1);
      expect(await redis.get(keys[0]!)).toBe('1');
      await redis.del(keys[0]!);
    } finally {
      redis.disconnect();
    }
  });
});
