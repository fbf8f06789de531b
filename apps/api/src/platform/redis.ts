import { createRequire } from 'node:module';
import { Redis } from 'ioredis';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';

/**
 * Redis is optional and holds only the request limits' counters (REDIS_URL), so that every
 * instance counts together. When it does not answer, no call may wait for it: a command gets
 * 300 ms, nothing queues while it is away, and the limits count per instance meanwhile.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 300;

export type SharedRedis = {
  client: Redis;
  /** Whether Redis answers right now (a PING within the command timeout). */
  ping: () => Promise<boolean>;
  /** Whether the last command failed: the limits count per instance until one succeeds. */
  degraded: () => boolean;
  /** Notes a failed or a successful command; the first failure of an outage is logged, and the recovery. */
  failed: (error: unknown) => void;
  succeeded: () => void;
  close: () => Promise<void>;
};

export function createSharedRedis(url: string, log: FastifyBaseLogger): SharedRedis {
  const client = new Redis(url, {
    connectTimeout: REDIS_COMMAND_TIMEOUT_MS,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    // Fail at once while disconnected instead of queueing commands behind a reconnect.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    // Keep reconnecting in the background, at most every 5 s.
    retryStrategy: (times) => Math.min(times * 250, 5000),
  });
  let degraded = false;
  const failed = (error: unknown) => {
    if (!degraded) {
      degraded = true;
      log.warn({ err: error }, 'Redis does not answer; request limits count per instance until it does');
    }
  };
  const succeeded = () => {
    if (degraded) {
      degraded = false;
      log.info('Redis answers again; request limits are shared by every instance');
    }
  };
  // Connection errors are told once through `failed`; ioredis would print each one otherwise.
  client.on('error', failed);
  client.on('ready', succeeded);
  return {
    client,
    ping: async () => {
      try {
        await client.ping();
        succeeded();
        return true;
      } catch (error) {
        failed(error);
        return false;
      }
    },
    degraded: () => degraded,
    failed,
    succeeded,
    close: async () => {
      client.disconnect();
    },
  };
}

type Counter = { current: number; ttl: number };
type Done = (error: Error | null, result?: Counter) => void;
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];
/** The stores @fastify/rate-limit ships (CommonJS, without types of their own). */
type Store = FastifyRateLimitStore & { read: (key: string, done: Done, timeWindow: number, max: number) => void };
const require = createRequire(import.meta.url);
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
) => Store;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => Store;

/**
 * A rate-limit store for @fastify/rate-limit: the counters live in Redis, and while Redis does not
 * answer (within the command timeout) in this instance's memory, so a limit still holds and a
 * request is never refused or kept waiting because Redis is away.
 */
export function resilientRateLimitStore(redis: SharedRedis): FastifyRateLimitStoreCtor {
  return class ResilientStore implements Store {
    private readonly shared: Store;
    private readonly local: Store;

    constructor(options: { continueExceeding?: boolean; exponentialBackoff?: boolean }, parts?: { shared: Store; local: Store }) {
      const continueExceeding = options.continueExceeding ?? false;
      const exponentialBackoff = options.exponentialBackoff ?? false;
      this.shared = parts?.shared ?? new RedisStore(continueExceeding, exponentialBackoff, redis.client, 'portal-limit-');
      this.local = parts?.local ?? new LocalStore(continueExceeding, exponentialBackoff);
    }

    private use(method: 'incr' | 'read', key: string, done: Done, timeWindow: number, max: number) {
      // Not connected (yet, or again): counted here at once; the outage itself is logged by the client's error.
      if (redis.client.status !== 'ready') return this.local[method](key, done, timeWindow, max);
      this.shared[method](
        key,
        (error, result) => {
          if (error) {
            redis.failed(error);
            return this.local[method](key, done, timeWindow, max);
          }
          redis.succeeded();
          done(null, result);
        },
        timeWindow,
        max,
      );
    }

    incr(key: string, done: Done, timeWindow: number, max: number) {
      this.use('incr', key, done, timeWindow, max);
    }

    read(key: string, done: Done, timeWindow: number, max: number) {
      this.use('read', key, done, timeWindow, max);
    }

    child(routeOptions: RouteOptions): Store {
      return new ResilientStore({}, { shared: this.shared.child(routeOptions) as Store, local: this.local.child(routeOptions) as Store });
    }
  };
}

/**
 * The request limits (sign-in, uploads): their counters live in Redis when it is set, shared by
 * every instance; while it does not answer, in this instance's memory, so requests never wait on
 * it. Answers the Redis client, for readiness to report on, or null.
 */
export async function registerRequestLimits(app: FastifyInstance, redisUrl: string | undefined): Promise<SharedRedis | null> {
  const redis = redisUrl ? createSharedRedis(redisUrl, app.log) : null;
  if (redis) app.addHook('onClose', () => redis.close());
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { store: resilientRateLimitStore(redis) } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: `Too many attempts; try again in ${Math.ceil(context.ttl / 1000)} s`,
    }),
  });
  return redis;
}
