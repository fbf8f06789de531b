import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from './db/schema.js';
import { missingMigrations } from './db/migrate.js';
import { errorBody } from './errors.js';
import type { FileStore } from './files/file-store.js';
import { REDIS_COMMAND_TIMEOUT_MS, type SharedRedis } from './redis.js';

/** How long readiness waits for a shared dependency before it calls it degraded. */
const DEPENDENCY_WAIT_MS = 1000;
/** The stall readiness looks back on: the longest the event loop stood still within this window. */
const STALL_WINDOW_MS = 10_000;
const TICK_MS = 200;

const within = <T>(work: Promise<T>, ms: number) =>
  Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref())]);

/** The longest the event loop stood still within the last STALL_WINDOW_MS, from a timer's lateness. */
function watchEventLoop(app: FastifyInstance) {
  const stalls: { at: number; ms: number }[] = [];
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    const late = now - last - TICK_MS;
    last = now;
    if (late > TICK_MS) stalls.push({ at: now, ms: late });
    while (stalls.length && stalls[0]!.at < now - STALL_WINDOW_MS) stalls.shift();
  }, TICK_MS).unref();
  app.addHook('onClose', async () => clearInterval(timer));
  return () => {
    const now = performance.now();
    return Math.max(0, now - last - TICK_MS, ...stalls.filter((s) => s.at >= now - STALL_WINDOW_MS).map((s) => s.ms));
  };
}

/**
 * /healthz: the process lives. /readyz: this instance should get traffic — it has started (the
 * route exists only after migrations and the start), every migration it ships is recorded, it is
 * not draining and its event loop is not stalled. The database, the file store and Redis are shared
 * by every instance: when one is slow or away it is reported as `degraded` in the body and the
 * answer stays 200, since taking this instance out would take every instance out together and
 * the balancer would have nowhere to send anyone (ADR 0060). Answers `drain`, which fails
 * readiness at once while requests are still served.
 */
export function registerHealth(
  app: FastifyInstance,
  deps: { db: Kysely<DB>; fileStore: FileStore; redis: SharedRedis | null; maxEventLoopDelayMs: number },
) {
  app.get('/healthz', { config: { access: 'public' }, schema: { hide: true } }, async () => ({ ok: true }));
  let draining = false;
  // A start migrates before it serves; this stays true until the database says otherwise.
  let migrated = true;
  const missing = missingMigrations();
  const stalledMs = watchEventLoop(app);
  const probeKey = `readiness/${randomUUID()}`;
  const state = (works: boolean) => (works ? ('ok' as const) : ('degraded' as const));

  app.get('/readyz', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const stall = Math.round(stalledMs());
    const [database, files, redis] = await Promise.all([
      within(missing(deps.db), DEPENDENCY_WAIT_MS).then(
        (names) => {
          migrated = names.length === 0;
          return true;
        },
        () => false,
      ),
      within(
        (async () => {
          await deps.fileStore.put(probeKey, Buffer.from('ok'), 'text/plain');
          await deps.fileStore.delete(probeKey);
        })(),
        DEPENDENCY_WAIT_MS,
      ).then(
        () => true,
        () => false,
      ),
      // Without Redis the limits count per instance; with it away they do so until it answers.
      deps.redis ? within(deps.redis.ping(), REDIS_COMMAND_TIMEOUT_MS + 100).catch(() => false) : null,
    ]);
    const eventLoop = deps.maxEventLoopDelayMs === 0 || stall < deps.maxEventLoopDelayMs;
    const checks = { migrated, draining, eventLoop, eventLoopStallMs: stall };
    const ready = migrated && !draining && eventLoop;
    const dependencies = { database: state(database), files: state(files), ...(redis === null ? {} : { redis: state(redis) }) };
    return reply
      .status(ready ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send(
        ready
          ? { ok: true, checks, ...dependencies }
          : { ...errorBody(request, 503, 'NOT_READY', 'Not ready to serve'), checks, ...dependencies },
      );
  });
  return () => {
    draining = true;
  };
}
