import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { WebhookConfig } from '../../platform/config.js';
import type { DB } from '../../platform/db/schema.js';
import { inLane } from '../../platform/db/session-lanes.js';
import type { Notify } from '../../platform/messages.js';
import { isSealed, type SecretBox } from '../../platform/secret-box.js';
import { checkWebhookTarget, WebhookAddressError, type Resolve } from './webhook-address.js';
import type { ClaimedDelivery, WebhookRepository } from './webhook.repository.js';
import { postWebhook, webhookSignature, type AttemptResult } from './webhook-sender.js';
import { inSpan } from '../../platform/tracing.js';

/** The name a webhook endpoint's secret is sealed under (bound to the endpoint: a copied value does not open). */
export const webhookSecretName = (endpointId: string) => `webhook-endpoint:${endpointId}`;

/** The wait before attempt `attempts + 1`: base × factor^(attempts − 1), ±20 % so receivers coming back are not hit at once. */
export function webhookBackoffMs(attempts: number, settings: Pick<WebhookConfig, 'retryBaseMs' | 'retryFactor'>, random = Math.random) {
  const plain = settings.retryBaseMs * settings.retryFactor ** Math.max(0, attempts - 1);
  return Math.round(plain * (0.8 + 0.4 * random()));
}

export type WebhookWorkerDeps = {
  db: Kysely<DB>;
  repo: WebhookRepository;
  secretBox: SecretBox;
  notify: Notify;
  settings: WebhookConfig;
  log: FastifyBaseLogger;
  /** DNS for the address check; tests give their own. */
  resolve?: Resolve;
};

const LEASE_MS = 60_000;
const BATCH = 20;
/** Attempts one instance has under way at most (each waits at most the attempt timeout). */
const MAX_IN_FLIGHT = 100;

/**
 * Sends webhooks: claims the due deliveries (written by the sequencer as it positions events) and POSTs each,
 * signed, to the address checked just before. Any number of instances run it on one database: a claim is one
 * worker's, and a worker that dies leaves its claims to the others once
 * the lease runs out (at least once). A failed attempt is tried again later with a growing wait; after the last
 * one the delivery is failed, and an endpoint failing for too long is turned off and the admins are told.
 */
export function createWebhookWorker(deps: WebhookWorkerDeps) {
  const { repo, settings, log } = deps;
  let timer: NodeJS.Timeout | null = null;
  let stopped = true;
  let closing = false;
  let waking = false;
  let queue: Promise<unknown> = Promise.resolve();

  const secretsOf = (delivery: ClaimedDelivery): string[] => {
    const open = (value: unknown) =>
      isSealed(value) ? (deps.secretBox.open(webhookSecretName(delivery.endpoint_id), value) as string) : null;
    const current = open(delivery.secret);
    const stillValid = delivery.previous_secret_until !== null && delivery.previous_secret_until.getTime() > Date.now();
    const previous = stillValid ? open(delivery.previous_secret) : null;
    return [current, previous].filter((s): s is string => s !== null);
  };

  async function attempt(delivery: ClaimedDelivery): Promise<AttemptResult> {
    try {
      const target = await checkWebhookTarget(delivery.url, settings.allowPrivate, deps.resolve);
      const timestamp = Math.floor(Date.now() / 1000);
      const headers = {
        'webhook-id': delivery.event_id,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': webhookSignature(secretsOf(delivery), delivery.event_id, timestamp, delivery.body),
      };
      return await postWebhook(target, headers, delivery.body, settings.timeoutMs);
    } catch (error) {
      if (!(error instanceof WebhookAddressError)) throw error;
      return { delivered: false, status: null, durationMs: 0, response: null, error: error.message };
    }
  }

  /** One attempt in a span of its own, in the trace of the request that recorded the event. */
  function deliver(delivery: ClaimedDelivery) {
    const attributes = {
      'messaging.system': 'portal-webhooks',
      'messaging.operation.type': 'process',
      'portal.webhook.event_type': delivery.event_type,
      'portal.webhook.event_id': delivery.event_id,
      'portal.webhook.endpoint_id': delivery.endpoint_id,
      'portal.webhook.attempt': delivery.attempts,
    };
    return inSpan('webhook deliver', attributes, () => deliverNow(delivery), delivery.traceparent ?? undefined);
  }

  async function deliverNow(delivery: ClaimedDelivery) {
    const result = await attempt(delivery);
    if (result.delivered) {
      await repo.recordAttempt(delivery.id, { ...result, state: 'delivered', retryInMs: 0 });
      await repo.endpointSucceeded(delivery.endpoint_id);
      log.info({ deliveryId: delivery.id, eventId: delivery.event_id, attempt: delivery.attempts }, 'webhook delivered');
      return;
    }
    const last = delivery.attempts >= settings.maxAttempts;
    await repo.recordAttempt(delivery.id, {
      ...result,
      state: last ? 'failed' : 'retrying',
      retryInMs: last ? 0 : webhookBackoffMs(delivery.attempts, settings),
    });
    log.warn(
      {
        deliveryId: delivery.id,
        eventId: delivery.event_id,
        attempt: delivery.attempts,
        status: result.status,
        failed: last,
        err: result.error,
      },
      'webhook not delivered',
    );
    await deps.db.transaction().execute(async (trx) => {
      const disabled = await repo.endpointFailed(trx, delivery.endpoint_id, settings.disableAfterMs);
      if (!disabled) return;
      log.warn({ endpointId: disabled.id }, 'webhook endpoint turned off after failing without pause');
      for (const admin of await repo.admins(trx)) {
        await deps.notify(trx, {
          // In the language the admin chose in the back office; the portal's own (Swedish) without one.
          to: { email: admin.email, language: admin.language ?? 'sv', name: admin.firstname },
          message: {
            kind: 'webhook-disabled',
            url: disabled.url,
            description: disabled.description,
            failingSince: (disabled.failing_since ?? new Date()).toISOString(),
            hours: Math.round(settings.disableAfterMs / 3600_000),
          },
        });
      }
    });
  }

  /** Attempts under way; each leaves the set once its outcome is recorded. */
  const inFlight = new Set<Promise<void>>();

  /** Attempts one claimed delivery; when it is done another round may claim what it held back. */
  function send(delivery: ClaimedDelivery): Promise<void> {
    const attempt: Promise<void> = deliver(delivery)
      .catch((error: unknown) => log.warn({ err: error, deliveryId: delivery.id }, 'webhook attempt failed'))
      .finally(() => {
        inFlight.delete(attempt);
        // A resource's next event waited for this one; a full worker waited for room.
        wake();
      });
    inFlight.add(attempt);
    return attempt;
  }

  /**
   * One round: claims every delivery due now, a batch at a time. `awaitEach` (tests) waits for a batch's attempts
   * before claiming the next; otherwise claiming goes on while earlier attempts are under way (up to MAX_IN_FLIGHT),
   * so one slow receiver or a busy moment does not hold back the deliveries positioned meanwhile. A claim never
   * takes a resource's next event while its previous delivery is open, so the order per resource holds.
   */
  async function drain(awaitEach: boolean): Promise<number> {
    let tried = 0;
    for (;;) {
      const room = Math.min(BATCH, MAX_IN_FLIGHT - inFlight.size);
      // Full: a finishing attempt wakes the next round.
      if (room <= 0) return tried;
      const claimed = await repo.claimDue(room, LEASE_MS);
      // A claim holds at most one delivery per resource and endpoint, so these may go side by side.
      const attempts = claimed.map(send);
      if (awaitEach) await Promise.all(attempts);
      tried += claimed.length;
      if (claimed.length < room || closing) return tried;
    }
  }

  function round(awaitEach: boolean): Promise<number> {
    // Its statements are short and a receiver waits on them: ahead of waiting request work on the embedded
    // database (ADR 0096).
    const next = queue.then(() => inLane('urgent', () => drain(awaitEach)));
    queue = next.catch(() => 0);
    return next;
  }

  /** A round soon, while running (new events positioned, a resend, an attempt done): several wakes make one more round. */
  function wake() {
    if (stopped || waking) return;
    waking = true;
    void queue.then(() => {
      waking = false;
      if (stopped) return;
      return round(false).catch((error: unknown) => log.warn({ err: error }, 'webhook round failed'));
    });
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      round(false)
        .catch((error: unknown) => log.warn({ err: error }, 'webhook round failed'))
        .finally(schedule);
    }, settings.pollMs);
    timer.unref();
  }

  return {
    /**
     * Sends what is due now and waits for the attempts, this round's and those a round the worker started by itself
     * still has under way (tests: the receiver may have an attempt whose outcome is not yet recorded); answers how
     * many deliveries this round tried.
     */
    runOnce: async () => {
      const tried = await round(true);
      await Promise.all(inFlight);
      return tried;
    },
    wake,
    start() {
      if (!stopped) return;
      stopped = false;
      closing = false;
      schedule();
    },
    /** Stops polling and waits for the round and the attempts under way. */
    async stop() {
      stopped = true;
      closing = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await queue;
      await Promise.all(inFlight);
    },
  };
}
export type WebhookWorker = ReturnType<typeof createWebhookWorker>;
