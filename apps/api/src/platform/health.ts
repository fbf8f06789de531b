import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { DB } from './db/schema.js';
import type { FileStore } from './files/file-store.js';
import { REDIS_COMMAND_TIMEOUT_MS, type SharedRedis } from './redis.js';

const within = <T>(work: Promise<T>, ms: number) =>
  Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref())]);
const succeeds = (work: Promise<unknown>) =>
  work.then(
    () => true,
    () => false,
  );

/**
 * /healthz: the process lives. /readyz: it can serve — the database answers within a second and
 * the file store takes a write; load balancers route by it, and it fails at once when draining.
 * Answers `drain`, which starts failing readiness while requests are still served.
 */
export function registerHealth(app: FastifyInstance, deps: { db: Kysely<DB>; fileStore: FileStore; redis: SharedRedis | null }) {
  app.get('/healthz', { config: { access: 'public' }, schema: { hide: true } }, async () => ({ ok: true }));
  let draining = false;
  const probeKey = `readiness/${randomUUID()}`;
  app.get('/readyz', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) => {
    const checks = {
      draining: !draining,
      database: await succeeds(within(sql`select 1`.execute(deps.db), 1000)),
      files: await succeeds(
        within(
          (async () => {
            await deps.fileStore.put(probeKey, Buffer.from('ok'), 'text/plain');
            await deps.fileStore.delete(probeKey);
          })(),
          2000,
        ),
      ),
    };
    const ready = Object.values(checks).every(Boolean);
    // Redis is optional: without it the limits count per instance, so the instance still serves
    // (stays in rotation) and says it is degraded.
    const redis = deps.redis;
    const degraded = redis
      ? { redis: (await within(redis.ping(), REDIS_COMMAND_TIMEOUT_MS + 100).catch(() => false)) ? 'ok' : 'degraded' }
      : {};
    return reply
      .status(ready ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send(
        ready
          ? { ok: true, checks, ...degraded }
          : { statusCode: 503, code: 'NOT_READY', message: 'Not ready to serve', checks, ...degraded },
      );
  });
  return () => {
    draining = true;
  };
}
