import { describe, expect, it } from 'vitest';
import { createSessionQueue, currentLane, inLane, type Lane } from './session-lanes.js';

/** Queues one waiter per lane given, in that order, behind a holder; answers the order they were granted in. */
async function grantOrder(lanes: Lane[], options: Parameters<typeof createSessionQueue>[0] = {}) {
  const queue = createSessionQueue(options);
  await queue.acquire('request');
  const granted: string[] = [];
  const waiting = lanes.map((lane, i) =>
    queue.acquire(lane).then(() => {
      granted.push(`${lane}${i}`);
      queue.release();
    }),
  );
  expect(queue.figures()).toEqual({ inUse: 1, waiting: lanes.length });
  queue.release();
  await Promise.all(waiting);
  expect(queue.figures()).toEqual({ inUse: 0, waiting: 0 });
  return granted;
}

describe('the embedded session’s lanes', () => {
  it('hands the session to a waiting urgent caller ahead of queued request work, and request work ahead of bulk', async () => {
    expect(await grantOrder(['bulk', 'request', 'request', 'urgent', 'bulk', 'urgent'])).toEqual([
      'urgent3',
      'urgent5',
      'request1',
      'request2',
      'bulk0',
      'bulk4',
    ]);
  });

  it('lets bulk work that has waited long enough go as a request, so it is never starved', async () => {
    let clock = 0;
    const queue = createSessionQueue({ bulkPromotedAfterMs: 1000, now: () => clock });
    await queue.acquire('request');
    const granted: string[] = [];
    const bulk = queue.acquire('bulk').then(() => granted.push('bulk'));
    clock = 1000;
    const request = queue.acquire('request').then(() => granted.push('request'));
    queue.release();
    await bulk;
    queue.release();
    await request;
    queue.release();
    expect(granted).toEqual(['bulk', 'request']);
  });

  it('gives the session to one holder at a time: a caller arriving at the release does not slip past the waiters', async () => {
    const queue = createSessionQueue();
    await queue.acquire('request');
    let waiterHolds = false;
    const waiter = queue.acquire('request').then(() => (waiterHolds = true));
    queue.release();
    // Arrives after the release, before the waiter has the session: it queues behind the waiter of its lane.
    let newcomerHolds = false;
    const newcomer = queue.acquire('request').then(() => (newcomerHolds = true));
    await waiter;
    expect(waiterHolds).toBe(true);
    expect(newcomerHolds).toBe(false);
    queue.release();
    await newcomer;
    queue.release();
    expect(queue.figures()).toEqual({ inUse: 0, waiting: 0 });
  });

  it('hands the session over on the event loop’s next turn, so waiting sockets are served between holders', async () => {
    const queue = createSessionQueue();
    await queue.acquire('request');
    const happened: string[] = [];
    const waiter = queue.acquire('urgent').then(() => happened.push('waiter holds'));
    setImmediate(() => happened.push('a socket was served'));
    queue.release();
    await waiter;
    queue.release();
    expect(happened).toEqual(['a socket was served', 'waiter holds']);
  });

  it('knows the lane of the work running now, across awaits', async () => {
    expect(currentLane()).toBe('request');
    const seen = await inLane('urgent', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      return currentLane();
    });
    expect(seen).toBe('urgent');
    expect(currentLane()).toBe('request');
  });
});
