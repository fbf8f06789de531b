import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../../platform/db/schema.js';
import { createSecretBox } from '../../platform/secret-box.js';
import { newWebhookSecret } from './webhook-sender.js';
import { createWebhookWorker, webhookSecretName } from './webhook-worker.js';
import type { ClaimedDelivery, WebhookRepository } from './webhook.repository.js';

let receiver: http.Server;
let url: string;
beforeAll(async () => {
  receiver = http.createServer((req, res) => req.resume().on('end', () => res.writeHead(200).end()));
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
});
afterAll(() => new Promise((resolve) => receiver.close(resolve)));

describe('the webhook worker', () => {
  it('answers runOnce only when the attempts a round of its own started are recorded too', async () => {
    const box = createSecretBox({ current: randomBytes(32), previous: [] });
    const delivery = {
      id: 'd1',
      endpoint_id: 'e1',
      event_id: 'ev1',
      event_type: 'order.placed',
      body: '{}',
      attempts: 1,
      traceparent: null,
      url,
      secret: box.seal(webhookSecretName('e1'), newWebhookSecret()),
      previous_secret: null,
      previous_secret_until: null,
    } as unknown as ClaimedDelivery;
    let due = [delivery];
    const recorded: string[] = [];
    let release: (() => void) | null = null;
    const repo = {
      claimDue: async () => {
        const claimed = due;
        due = [];
        return claimed;
      },
      // The outcome is written slowly, as under a busy database: only when the test lets it.
      recordAttempt: (id: string) =>
        new Promise<void>((resolve) => {
          release = () => {
            recorded.push(id);
            resolve();
          };
        }),
      endpointSucceeded: async () => {},
    } as unknown as WebhookRepository;
    const worker = createWebhookWorker({
      db: {} as Kysely<DB>,
      repo,
      secretBox: box,
      notify: async () => 0,
      settings: {
        allowPrivate: true,
        maxAttempts: 3,
        retryBaseMs: 10,
        retryFactor: 2,
        timeoutMs: 5_000,
        disableAfterMs: 1,
        pollMs: 60_000,
      },
      log: pino({ level: 'silent' }) as unknown as FastifyBaseLogger,
    });
    worker.start();
    // The worker's own round claims the delivery and does not wait for its attempt.
    worker.wake();
    for (let i = 0; i < 500 && release === null; i++) await new Promise((r) => setTimeout(r, 10));
    expect(release, 'the attempt reached its outcome').not.toBeNull();
    let answered = false;
    const once = worker.runOnce().then(() => (answered = true));
    await new Promise((r) => setTimeout(r, 50));
    expect(answered).toBe(false);
    release!();
    await once;
    expect(recorded).toEqual(['d1']);
    await worker.stop();
  });
});
