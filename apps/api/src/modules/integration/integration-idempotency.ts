import { AppError } from '../../platform/errors.js';
import { idempotencyKeyExpired, requestFingerprint } from '../../platform/idempotency.js';
import type { IdempotencyRepository } from './integration-idempotency.repository.js';

/**
 * The guarantees of the dealer's order key for the integration API's POSTs: a request with a key the client used
 * before answers what the first answered (without doing it again) when it asks the same, 422 when it asks something
 * else; a key still being answered 409. A request that fails frees its key, so the client may try again with it.
 */
export function createIdempotency(deps: { keys: IdempotencyRepository; now: () => Date }) {
  const { keys } = deps;
  return async function once<T>(clientId: string, key: string | undefined, request: unknown, run: () => Promise<T>): Promise<T> {
    if (!key) return run();
    const fingerprint = requestFingerprint(request);
    const inUse = () =>
      new AppError(409, 'IDEMPOTENCY_KEY_IN_USE', 'A request with this Idempotency-Key is still being answered; send it again shortly');
    for (let attempt = 0; ; attempt++) {
      if (await keys.claim(clientId, key, fingerprint)) break;
      // Taken and freed again while we looked, more than once: another request is at it.
      if (attempt === 2) throw inUse();
      const earlier = await keys.taken(clientId, key);
      if (!earlier) continue;
      if (idempotencyKeyExpired(earlier.created_at, deps.now()) && attempt === 0) {
        await keys.release(clientId, key);
        continue;
      }
      if (earlier.fingerprint !== fingerprint)
        throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used for another request; send a new key');
      if (earlier.answer === null) throw inUse();
      return earlier.answer as T;
    }
    try {
      const answer = await run();
      await keys.keep(clientId, key, answer);
      return answer;
    } catch (error) {
      await keys.release(clientId, key);
      throw error;
    }
  };
}
export type Idempotency = ReturnType<typeof createIdempotency>;
