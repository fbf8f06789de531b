import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Where a caller waits for the embedded database's one session (ADR 0096): `urgent` for the short background
 * statements others wait on (the event sequencer, the webhook worker), `request` for a person's call (the default),
 * `bulk` for machine work that may wait a little (the integration API). On a PostgreSQL server every caller has a
 * connection of the pool and the lane changes nothing.
 */
export type Lane = 'urgent' | 'request' | 'bulk';

const RANK: Record<Lane, number> = { urgent: 0, request: 1, bulk: 2 };
/** A bulk caller that has waited this long goes as a request: machine work is put back, never starved. */
export const BULK_PROMOTED_AFTER_MS = 1000;

const lanes = new AsyncLocalStorage<Lane>();

/** Runs `work` with every statement and transaction it starts waiting in `lane`. */
export const inLane = <T>(lane: Lane, work: () => T): T => lanes.run(lane, work);

/** The lane of the work running now. */
export const currentLane = (): Lane => lanes.getStore() ?? 'request';

/**
 * The lease of one session: one holder at a time, from its first statement to its release (a whole transaction,
 * so no other caller's statement ever runs inside it). When the holder releases, the waiter of the best lane
 * gets it, the longest waiting first within a lane; while any wait, the session passes from holder to waiter and
 * is never free, so a caller arriving meanwhile queues like the others.
 */
export function createSessionQueue(options: { bulkPromotedAfterMs?: number; now?: () => number } = {}) {
  const promoteAfter = options.bulkPromotedAfterMs ?? BULK_PROMOTED_AFTER_MS;
  const now = options.now ?? (() => performance.now());
  type Waiter = { lane: Lane; since: number; grant: () => void };
  const waiters: Waiter[] = [];
  let held = false;

  const rankOf = (waiter: Waiter, at: number) =>
    waiter.lane === 'bulk' && at - waiter.since >= promoteAfter ? RANK.request : RANK[waiter.lane];

  /** The waiter to go next: best lane, then longest waiting (the array is in arrival order). */
  function nextIndex(): number {
    const at = now();
    let best = -1;
    for (let i = 0; i < waiters.length; i++) {
      if (best === -1 || rankOf(waiters[i]!, at) < rankOf(waiters[best]!, at)) best = i;
    }
    return best;
  }

  return {
    /** Resolves once the caller holds the session. */
    acquire(lane: Lane = currentLane()): Promise<void> {
      if (!held) {
        held = true;
        return Promise.resolve();
      }
      return new Promise<void>((grant) => waiters.push({ lane, since: now(), grant }));
    },
    /**
     * Hands the session to the next waiter, or frees it. The hand-over waits for the event loop's next turn: PGlite
     * runs a statement synchronously, and callers handing the session on in promise callbacks alone would keep the
     * loop from its sockets (a request arriving, a webhook's answer) for as long as statements queue. The waiter is
     * chosen then, so one that arrived meanwhile in a better lane goes first; the session stays held meanwhile.
     */
    release() {
      if (waiters.length === 0) {
        held = false;
        return;
      }
      setImmediate(() => {
        const i = nextIndex();
        const [next] = waiters.splice(i, 1);
        next!.grant();
      });
    },
    /** Callers holding (0 or 1) and waiting, for the pool figures. */
    figures: () => ({ inUse: held ? 1 : 0, waiting: waiters.length }),
  };
}
export type SessionQueue = ReturnType<typeof createSessionQueue>;
