import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { WebhookDeliveriesResponse, WebhookEndpoint, WebhookSecretResponse } from '@portal/contracts/integration-webhooks';
import { ANNA, BACKOFFICE_ADMIN, MARKETING, SALES, SERVICE } from '../../test/demo-users.js';
import { expectOk } from '../../test/expectations.js';
import type { TestApp } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';
import { insertIntegrationEvent } from './integration-event.repository.js';

const BASE = '/api/staff/integrations/webhooks';

type Received = { id: string; timestamp: string; signature: string; body: string; headers: Record<string, string> };

/** A receiver on this machine: keeps every request and answers as `answer` says (200 unless told otherwise). */
function useReceiver() {
  const received: Received[] = [];
  const state = { answer: (_r: Received, _n: number): { status: number; body?: string } => ({ status: 200 }) };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
      const r: Received = {
        id: headers['webhook-id'] ?? '',
        timestamp: headers['webhook-timestamp'] ?? '',
        signature: headers['webhook-signature'] ?? '',
        body: Buffer.concat(chunks).toString('utf8'),
        headers,
      };
      received.push(r);
      const reply = state.answer(r, received.filter((x) => x.id === r.id).length);
      res.writeHead(reply.status, { 'content-type': 'text/plain' }).end(reply.body ?? 'ok');
    });
  });
  beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return {
    received,
    state,
    url: (path = '/hook') => `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
    of: (path: string) => received.filter((r) => r.headers['x-path'] === path),
  };
}

const record = (
  t: TestApp,
  resourceId: string,
  type: 'order.placed' | 'order.status_changed' | 'customer.updated' = 'order.placed',
  extra = {},
) => insertIntegrationEvent(t.database.db, { type, resourceId, customerNumber: '10001', data: { orderNumber: resourceId, ...extra } });

const createEndpoint = async (t: TestApp, url: string, events: string[] = ['order.placed', 'order.status_changed']) =>
  expectOk<WebhookSecretResponse>(await t.call(BACKOFFICE_ADMIN, 'POST', BASE, { url, events, description: 'ERP' }));

/** Positions what committed and lets the worker send until `done` holds (retries are due within milliseconds here). */
async function deliverUntil(t: TestApp, done: () => boolean, apps = [t.app]) {
  await t.app.integration.sequenceEvents();
  for (let i = 0; i < 100 && !done(); i++) {
    await Promise.all(apps.map((app) => app.webhooks.runOnce()));
    if (!done()) await new Promise((r) => setTimeout(r, 30));
  }
  expect(done()).toBe(true);
  // A round the worker started by itself may have sent it and still be recording the outcome: a round asked
  // for now runs after it.
  await Promise.all(apps.map((app) => app.webhooks.runOnce()));
}

const deliveries = async (t: TestApp, id: string) =>
  expectOk<WebhookDeliveriesResponse>(await t.call(BACKOFFICE_ADMIN, 'GET', `${BASE}/${id}/deliveries?pageSize=100`));

const endpointOf = async (t: TestApp, id: string) =>
  expectOk<{ items: WebhookEndpoint[] }>(await t.call(BACKOFFICE_ADMIN, 'GET', BASE)).items.find((e) => e.id === id)!;

describe('webhooks', () => {
  const receiver = useReceiver();
  const t = useTestApp({
    env: { WEBHOOK_ALLOW_PRIVATE: '1', WEBHOOK_RETRY_SECONDS: '0.02', WEBHOOK_RETRY_FACTOR: '1', WEBHOOK_MAX_ATTEMPTS: '3' },
  });
  const forEvent = (resourceId: string) =>
    receiver.received.filter((r) => (JSON.parse(r.body) as { data: { orderNumber?: string } }).data.orderNumber === resourceId);
  // Each test's endpoints go with it, whatever its outcome: the next test's receiver hears only its own.
  afterEach(async () => {
    await t.database.db.deleteFrom('webhook_endpoint').execute();
    receiver.state.answer = () => ({ status: 200 });
  });

  it('posts every subscribed event signed as Standard Webhooks says, and the receiver verifies it', async () => {
    receiver.state.answer = () => ({ status: 200 });
    const { id, secret } = await createEndpoint(t, receiver.url());
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    await record(t, 'WH-1');
    await record(t, 'WH-1', 'order.status_changed', { status: 'confirmed' });
    await record(t, 'CUST-1', 'customer.updated');
    await deliverUntil(t, () => forEvent('WH-1').length === 2);
    const wh = new Webhook(secret);
    for (const r of forEvent('WH-1')) {
      const payload = wh.verify(r.body, { 'webhook-id': r.id, 'webhook-timestamp': r.timestamp, 'webhook-signature': r.signature });
      expect(payload).toMatchObject({
        type: expect.stringMatching(/^order\./),
        timestamp: expect.any(String),
        data: { orderNumber: 'WH-1' },
      });
    }
    expect(forEvent('WH-1').map((r) => (JSON.parse(r.body) as { type: string }).type)).toEqual(['order.placed', 'order.status_changed']);
    // An event type it did not subscribe to is not sent.
    expect(forEvent('CUST-1')).toEqual([]);
    // A changed body no longer verifies.
    const first = forEvent('WH-1')[0]!;
    expect(() =>
      wh.verify(first.body.replace('WH-1', 'WH-2'), {
        'webhook-id': first.id,
        'webhook-timestamp': first.timestamp,
        'webhook-signature': first.signature,
      }),
    ).toThrow();
    const log = await deliveries(t, id);
    expect(log.items).toHaveLength(2);
    expect(log.items.every((d) => d.state === 'delivered' && d.statusCode === 200 && d.attempts === 1 && d.response === 'ok')).toBe(true);
    // The secret is stored sealed, never as it was shown.
    const row = await t.database.db.selectFrom('webhook_endpoint').select('secret').where('id', '=', id).executeTakeFirstOrThrow();
    expect(JSON.stringify(row.secret)).not.toContain(secret.slice(6));
    const audit = await t.database.db.selectFrom('audit_log').select('action').where('object_id', '=', id).execute();
    expect(audit.map((a) => a.action)).toContain('webhook.create');
    await t.call(BACKOFFICE_ADMIN, 'DELETE', `${BASE}/${id}`);
  });

  it('sends again after failures with the same webhook-id, and keeps a resource in order meanwhile', async () => {
    const { id, secret } = await createEndpoint(t, receiver.url());
    // The first event of WH-10 fails twice, then is taken.
    receiver.state.answer = (r, n) =>
      (JSON.parse(r.body) as { type: string }).type === 'order.placed' && r.body.includes('WH-10') && n <= 2
        ? { status: 503, body: 'x'.repeat(3000) }
        : { status: 200 };
    await record(t, 'WH-10');
    await record(t, 'WH-10', 'order.status_changed', { status: 'confirmed' });
    await record(t, 'WH-11');
    await t.app.integration.sequenceEvents();
    await t.app.webhooks.runOnce();
    const waiting = await deliveries(t, id);
    const failedOnce = waiting.items.find((d) => d.eventType === 'order.placed' && d.resourceId === 'WH-10')!;
    expect(failedOnce.statusCode).toBe(503);
    expect(failedOnce.response).toHaveLength(1024);

    await deliverUntil(t, () => forEvent('WH-10').length === 4);
    const got = forEvent('WH-10');
    const types = got.map((r) => (JSON.parse(r.body) as { type: string }).type);
    // WH-10's second event waited until its first was delivered; the other resource did not wait.
    expect(types).toEqual(['order.placed', 'order.placed', 'order.placed', 'order.status_changed']);
    expect(new Set(got.slice(0, 3).map((r) => r.id)).size).toBe(1);
    expect(receiver.received.indexOf(forEvent('WH-11')[0]!)).toBeLessThan(receiver.received.indexOf(got[2]!));
    const wh = new Webhook(secret);
    for (const r of got) wh.verify(r.body, { 'webhook-id': r.id, 'webhook-timestamp': r.timestamp, 'webhook-signature': r.signature });
    const done = (await deliveries(t, id)).items.find((d) => d.id === failedOnce.id)!;
    expect(done).toMatchObject({ state: 'delivered', attempts: 3, statusCode: 200 });
    expect((await endpointOf(t, id)).failingSince).toBeNull();
    await t.call(BACKOFFICE_ADMIN, 'DELETE', `${BASE}/${id}`);
  });

  it('marks a delivery failed after the last attempt, and sends it again on request', async () => {
    const { id } = await createEndpoint(t, receiver.url());
    receiver.state.answer = () => ({ status: 500 });
    await record(t, 'WH-20');
    await deliverUntil(t, () => forEvent('WH-20').length === 3);
    await t.app.webhooks.runOnce();
    let log = await deliveries(t, id);
    expect(log.items[0]).toMatchObject({ state: 'failed', attempts: 3, statusCode: 500, nextAttemptAt: null });
    expect((await endpointOf(t, id)).failingSince).not.toBeNull();
    receiver.state.answer = () => ({ status: 204 });
    const again = expectOk<{ state: string }>(
      await t.call(BACKOFFICE_ADMIN, 'POST', `${BASE}/${id}/deliveries/${log.items[0]!.id}/resend`),
    );
    expect(again.state).toBe('pending');
    await deliverUntil(t, () => forEvent('WH-20').length === 4);
    expect(new Set(forEvent('WH-20').map((r) => r.id)).size).toBe(1);
    log = await deliveries(t, id);
    expect(log.items[0]).toMatchObject({ state: 'delivered', statusCode: 204 });
    await t.call(BACKOFFICE_ADMIN, 'DELETE', `${BASE}/${id}`);
  });

  it('signs with both secrets for a day after a rotation, each verifiable', async () => {
    receiver.state.answer = () => ({ status: 200 });
    const { id, secret: before } = await createEndpoint(t, receiver.url());
    const rotated = expectOk<WebhookSecretResponse>(await t.call(BACKOFFICE_ADMIN, 'POST', `${BASE}/${id}/rotate-secret`));
    expect(rotated.secret).not.toBe(before);
    const until = Date.parse(rotated.previousSecretValidUntil!);
    expect(Math.abs(until - Date.now() - 24 * 3600_000)).toBeLessThan(60_000);
    await record(t, 'WH-30');
    await deliverUntil(t, () => forEvent('WH-30').length === 1);
    const r = forEvent('WH-30')[0]!;
    expect(r.signature.split(' ')).toHaveLength(2);
    for (const secret of [before, rotated.secret]) {
      // Each signature alone verifies with its own secret.
      const own = r.signature.split(' ').filter((sig) => {
        try {
          new Webhook(secret).verify(r.body, { 'webhook-id': r.id, 'webhook-timestamp': r.timestamp, 'webhook-signature': sig });
          return true;
        } catch {
          return false;
        }
      });
      expect(own).toHaveLength(1);
    }
    // Once the grace period is over, only the new secret signs.
    await t.database.db
      .updateTable('webhook_endpoint')
      .set({ previous_secret_until: new Date(Date.now() - 1000) })
      .where('id', '=', id)
      .execute();
    await record(t, 'WH-31');
    await deliverUntil(t, () => forEvent('WH-31').length === 1);
    const later = forEvent('WH-31')[0]!;
    expect(later.signature.split(' ')).toHaveLength(1);
    new Webhook(rotated.secret).verify(later.body, {
      'webhook-id': later.id,
      'webhook-timestamp': later.timestamp,
      'webhook-signature': later.signature,
    });
    expect(() =>
      new Webhook(before).verify(later.body, {
        'webhook-id': later.id,
        'webhook-timestamp': later.timestamp,
        'webhook-signature': later.signature,
      }),
    ).toThrow();
    await t.call(BACKOFFICE_ADMIN, 'DELETE', `${BASE}/${id}`);
  });

  it('sends a test event, and nothing while the endpoint is off', async () => {
    receiver.state.answer = () => ({ status: 200 });
    const { id, secret } = await createEndpoint(t, receiver.url());
    const test = expectOk<{ eventType: string; eventId: string }>(await t.call(BACKOFFICE_ADMIN, 'POST', `${BASE}/${id}/test`));
    expect(test.eventType).toBe('webhook.test');
    await deliverUntil(t, () => receiver.received.some((r) => r.id === test.eventId));
    const got = receiver.received.find((r) => r.id === test.eventId)!;
    expect(
      new Webhook(secret).verify(got.body, {
        'webhook-id': got.id,
        'webhook-timestamp': got.timestamp,
        'webhook-signature': got.signature,
      }),
    ).toMatchObject({
      type: 'webhook.test',
    });
    const off = expectOk<WebhookEndpoint>(await t.call(BACKOFFICE_ADMIN, 'PUT', `${BASE}/${id}`, { enabled: false }));
    expect(off).toMatchObject({ enabled: false, disabledReason: 'staff' });
    await record(t, 'WH-40');
    await t.app.integration.sequenceEvents();
    await t.app.webhooks.runOnce();
    expect(forEvent('WH-40')).toEqual([]);
    // A test sent meanwhile waits in the backlog until the endpoint is on again.
    const queued = expectOk<{ eventId: string }>(await t.call(BACKOFFICE_ADMIN, 'POST', `${BASE}/${id}/test`));
    await t.app.webhooks.runOnce();
    expect(receiver.received.some((r) => r.id === queued.eventId)).toBe(false);
    expect(expectOk<{ backlog: number }>(await t.call(BACKOFFICE_ADMIN, 'GET', `${BASE}/${id}/backlog`)).backlog).toBe(1);
    expect((await endpointOf(t, id)).backlog).toBe(1);
    expectOk(await t.call(BACKOFFICE_ADMIN, 'PUT', `${BASE}/${id}`, { enabled: true }));
    await deliverUntil(t, () => receiver.received.some((r) => r.id === queued.eventId));
    expect(expectOk<{ backlog: number }>(await t.call(BACKOFFICE_ADMIN, 'GET', `${BASE}/${id}/backlog`)).backlog).toBe(0);
    await t.call(BACKOFFICE_ADMIN, 'DELETE', `${BASE}/${id}`);
    expect((await t.call(BACKOFFICE_ADMIN, 'GET', `${BASE}/${id}/deliveries`)).statusCode).toBe(404);
  });

  it('turns off an endpoint failing for three days and e-mails the back-office admins', async () => {
    const { id } = await createEndpoint(t, receiver.url('/down'));
    receiver.state.answer = () => ({ status: 502 });
    await record(t, 'WH-50');
    // Failing since the first attempt, not yet for long: it stays on. (Its retries, 20 ms apart here, may come
    // before this reads the count, so the wait is for one at least.)
    await deliverUntil(t, () => forEvent('WH-50').length >= 1);
    expect((await endpointOf(t, id)).enabled).toBe(true);
    // It has failed since before the limit (72 hours by default): the next failed attempt turns it off. A new
    // event's, so as not to depend on how many of WH-50's three attempts are left.
    await t.database.db
      .updateTable('webhook_endpoint')
      .set({ failing_since: new Date(Date.now() - 73 * 3600_000) })
      .where('id', '=', id)
      .execute();
    await record(t, 'WH-51');
    await deliverUntil(t, () => forEvent('WH-51').length >= 1);
    await t.app.webhooks.runOnce();
    const endpoint = await endpointOf(t, id);
    expect(endpoint).toMatchObject({ enabled: false, disabledReason: 'failing' });
    const mails = await t.database.db
      .selectFrom('outbox_message')
      .select(['recipient', 'data'])
      .where('kind', '=', 'webhook-disabled')
      .execute();
    expect(mails.map((m) => m.recipient)).toContain(BACKOFFICE_ADMIN);
    expect(mails.map((m) => m.recipient)).not.toContain(SERVICE);
    expect(mails[0]!.data).toMatchObject({ url: receiver.url('/down'), hours: 72 });
    // On again, it is no longer counted as failing.
    const on = expectOk<WebhookEndpoint>(await t.call(BACKOFFICE_ADMIN, 'PUT', `${BASE}/${id}`, { enabled: true }));
    expect(on).toMatchObject({ enabled: true, disabledReason: null, failingSince: null });
    await t.call(BACKOFFICE_ADMIN, 'DELETE', `${BASE}/${id}`);
  });

  it('checks the address again at every delivery: a link-local address is never called', async () => {
    const { id } = await createEndpoint(t, receiver.url());
    await t.database.db
      .updateTable('webhook_endpoint')
      .set({ url: 'http://169.254.169.254/latest/meta-data' })
      .where('id', '=', id)
      .execute();
    await record(t, 'WH-60');
    await t.app.integration.sequenceEvents();
    await t.app.webhooks.runOnce();
    const [delivery] = (await deliveries(t, id)).items;
    expect(delivery).toMatchObject({ state: 'retrying', statusCode: null });
    expect(delivery!.error).toMatch(/link-local/);
    await t.call(BACKOFFICE_ADMIN, 'DELETE', `${BASE}/${id}`);
  });

  it('refuses link-local and metadata addresses even with private addresses allowed, and takes a private one', async () => {
    for (const url of [
      'http://169.254.169.254/latest/meta-data',
      'https://169.254.1.1/hook',
      'https://[fe80::1]/hook',
      'https://100.100.100.200/hook',
      'https://[fd00:ec2::254]/hook',
      'https://[::ffff:169.254.169.254]/hook',
      'https://0.0.0.0/hook',
      'ftp://example.com/hook',
      'https://user:pw@127.0.0.1/hook',
      'not a url',
    ]) {
      const res = await t.call(BACKOFFICE_ADMIN, 'POST', BASE, { url, events: ['order.placed'], description: '' });
      expect(res.statusCode, url).toBe(400);
    }
    const local = await t.call(BACKOFFICE_ADMIN, 'POST', BASE, {
      url: 'http://localhost:9/hook',
      events: ['order.placed'],
      description: '',
    });
    expect(local.statusCode, local.body).toBe(200);
    await t.call(BACKOFFICE_ADMIN, 'DELETE', `${BASE}/${local.json<{ id: string }>().id}`);
    // Bad subscriptions change nothing.
    for (const events of [[], ['order.teleported'], ['order.placed', 'order.placed']]) {
      expect((await t.call(BACKOFFICE_ADMIN, 'POST', BASE, { url: receiver.url(), events, description: '' })).statusCode).toBe(400);
    }
  });

  it('lets back-office admins only manage webhooks', async () => {
    const { id } = await createEndpoint(t, receiver.url());
    for (const who of [ANNA, SERVICE, MARKETING, SALES]) {
      expect((await t.call(who, 'GET', BASE)).statusCode, who).toBe(403);
      expect((await t.call(who, 'POST', BASE, { url: receiver.url(), events: ['order.placed'], description: '' })).statusCode, who).toBe(
        403,
      );
      expect((await t.call(who, 'POST', `${BASE}/${id}/rotate-secret`)).statusCode, who).toBe(403);
      expect((await t.call(who, 'DELETE', `${BASE}/${id}`)).statusCode, who).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: BASE })).statusCode).toBe(401);
    expect((await t.call(BACKOFFICE_ADMIN, 'DELETE', `${BASE}/${id}`)).statusCode).toBe(200);
    expect((await t.call(BACKOFFICE_ADMIN, 'DELETE', `${BASE}/${id}`)).statusCode).toBe(404);
  });

  it('goes on sending while a receiver is slow to answer: an event positioned meanwhile is not held back', async () => {
    // A receiver that answers only when told to.
    let answerSlow!: () => void;
    const slowAnswered = new Promise<void>((resolve) => (answerSlow = resolve));
    let slowCalled = false;
    const slow = http.createServer((req, res) => {
      slowCalled = true;
      req.resume();
      void slowAnswered.then(() => res.writeHead(200).end('ok'));
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    try {
      await createEndpoint(t, `http://127.0.0.1:${(slow.address() as AddressInfo).port}/hook`, ['customer.updated']);
      await createEndpoint(t, receiver.url(), ['order.placed']);
      await record(t, 'SLOW-1', 'customer.updated');
      await t.app.integration.sequenceEvents();
      t.app.webhooks.wake();
      for (let i = 0; i < 200 && !slowCalled; i++) await new Promise((r) => setTimeout(r, 10));
      expect(slowCalled).toBe(true);
      // The slow receiver has its request and holds it; the next event goes to the other receiver at once.
      await record(t, 'FAST-1');
      await t.app.integration.sequenceEvents();
      t.app.webhooks.wake();
      for (let i = 0; i < 300 && forEvent('FAST-1').length === 0; i++) await new Promise((r) => setTimeout(r, 10));
      expect(forEvent('FAST-1')).toHaveLength(1);
    } finally {
      answerSlow();
      await t.app.webhooks.runOnce();
      await new Promise<void>((resolve) => slow.close(() => resolve()));
    }
  });

  it('delivers each event once with two instances on one database', async () => {
    receiver.state.answer = () => ({ status: 200 });
    const { id } = await createEndpoint(t, receiver.url());
    const other = await t.secondInstance();
    try {
      const ids = Array.from({ length: 30 }, (_, i) => `WH-7${String(i).padStart(2, '0')}`);
      for (const resource of ids) await record(t, resource);
      await deliverUntil(t, () => ids.every((r) => forEvent(r).length > 0), [t.app, other.app, t.app, other.app]);
      await Promise.all([t.app.webhooks.runOnce(), other.app.webhooks.runOnce()]);
      for (const resource of ids) expect(forEvent(resource), resource).toHaveLength(1);
      const log = await deliveries(t, id);
      expect(log.items.filter((d) => d.state === 'delivered')).toHaveLength(30);
    } finally {
      await other.close();
    }
    await t.call(BACKOFFICE_ADMIN, 'DELETE', `${BASE}/${id}`);
  });
});

describe('webhooks without WEBHOOK_ALLOW_PRIVATE', () => {
  const t = useTestApp();

  it('refuses loopback and private addresses, over https too', async () => {
    for (const url of [
      'http://127.0.0.1:8080/hook',
      'https://127.0.0.1/hook',
      'https://10.1.2.3/hook',
      'https://192.168.1.10/hook',
      'https://[::1]/hook',
      'https://localhost/hook',
      'http://93.184.215.14/hook',
    ]) {
      const res = await t.call(BACKOFFICE_ADMIN, 'POST', BASE, { url, events: ['order.placed'], description: '' });
      expect(res.statusCode, url).toBe(400);
      expect(res.json<{ field?: string; key?: string }>()).toMatchObject({
        field: 'url',
        key: url.startsWith('http://93.') ? 'webhook-url.https-required' : 'webhook-url.private',
      });
    }
    expect(expectOk<{ items: unknown[] }>(await t.call(BACKOFFICE_ADMIN, 'GET', BASE)).items).toEqual([]);
  });
});
