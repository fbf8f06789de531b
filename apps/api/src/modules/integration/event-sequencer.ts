import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, Listener } from '../../platform/db/database.js';
import type { DB } from '../../platform/db/schema.js';
import { inLane } from '../../platform/db/session-lanes.js';
import {
  EVENT_RECORDED_CHANNEL,
  EVENTS_POSITIONED_CHANNEL,
  positionCommittedEvents,
  type PositionedEvent,
} from './integration-event.repository.js';

/** Runs in the sequencer's transaction with the events it just positioned (webhook deliveries are written here). */
export type SequencedHandler = (trx: Kysely<DB>, events: PositionedEvent[]) => Promise<void>;

export type EventSequencerDeps = {
  db: Kysely<DB>;
  database: Pick<Database, 'listen'>;
  log: FastifyBaseLogger;
  /** How often the sequencer looks when no notification woke it (a lost listening connection). */
  pollMs: number;
  batchSize: number;
};

/**
 * The sequencer: gives committed events their feed positions in commit order, one instance at a
 * time (an advisory lock), woken by the notification each recorded event sends on commit and by a
 * slow poll. Any instance may run it; `onPositioned` listeners hear every instance's new positions.
 */
export function createEventSequencer(deps: EventSequencerDeps) {
  const handlers: SequencedHandler[] = [];
  const listeners = new Set<(lastPosition: number) => void>();
  let queue: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  let waking = false;
  const subscriptions: Listener[] = [];

  /** One round: positions every committed event, a batch per transaction; answers how many. */
  async function drain(): Promise<number> {
    let positioned = 0;
    for (;;) {
      // Ahead of waiting request work on the embedded database: every webhook and feed reader waits on this short
      // transaction (ADR 0096).
      const events = await inLane('urgent', () =>
        deps.db.transaction().execute(async (trx) => {
          const batch = await positionCommittedEvents(trx, deps.batchSize);
          if (batch.length > 0) for (const handler of handlers) await handler(trx, batch);
          return batch;
        }),
      );
      positioned += events.length;
      if (events.length < deps.batchSize) return positioned;
    }
  }

  function runOnce(): Promise<number> {
    const next = queue.then(drain);
    queue = next.catch(() => 0);
    return next;
  }

  /** A notification came: one more round after the one under way (several notifications make one round). */
  function wake() {
    if (!running || waking) return;
    waking = true;
    void queue.then(() => {
      waking = false;
      return runOnce().catch((error: unknown) => deps.log.warn({ err: error }, 'event sequencing failed'));
    });
  }

  function schedule() {
    if (!running) return;
    timer = setTimeout(() => {
      runOnce()
        .catch((error: unknown) => deps.log.warn({ err: error }, 'event sequencing failed'))
        .finally(schedule);
    }, deps.pollMs);
    timer.unref();
  }

  const announce = (payload: string) => {
    const position = Number(payload);
    if (!Number.isSafeInteger(position)) return;
    for (const listener of listeners) listener(position);
  };

  return {
    /** Positions what has committed so far (tests, and the worker's rounds); answers how many events. */
    runOnce,
    /** Adds work to the sequencer's transaction for each batch it positions. */
    onSequenced(handler: SequencedHandler) {
      handlers.push(handler);
    },
    /**
     * Calls `listener` with the highest new position whenever any instance positioned events (heard
     * through the database); answers the function that stops it.
     */
    onPositioned(listener: (lastPosition: number) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async start() {
      if (running) return;
      running = true;
      // Listening again after a lost connection: events committed meanwhile are positioned at once.
      subscriptions.push(await deps.database.listen(EVENT_RECORDED_CHANNEL, wake, (listening) => listening && wake()));
      subscriptions.push(await deps.database.listen(EVENTS_POSITIONED_CHANNEL, announce, () => {}));
      schedule();
      wake();
    },
    /** Stops listening and polling, and waits for the round under way. */
    async stop() {
      running = false;
      if (timer) clearTimeout(timer);
      timer = null;
      await Promise.all(subscriptions.splice(0).map((s) => s.stop()));
      await queue;
    },
  };
}
export type EventSequencer = ReturnType<typeof createEventSequencer>;
