import { createHash } from 'node:crypto';

/**
 * How long an idempotency key answers what was first asked with it: the dealer's order and the integration
 * API's POSTs alike. A key older than this is a new one.
 */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 3600_000;

/** The JSON value with its objects' keys sorted and undefined fields left out: equal requests, equal text. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, canonical(v)]),
    );
  return value;
}

/**
 * A digest of what a request asks for, whatever order its fields were written in: the same key sent with another
 * request is refused (422 IDEMPOTENCY_KEY_REUSED) wherever a key is taken.
 */
export function requestFingerprint(request: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical(request)))
    .digest('base64url');
}

/** Whether a key first used at `createdAt` has outlived its lifetime at `now`. */
export const idempotencyKeyExpired = (createdAt: Date, now: Date) => now.getTime() - createdAt.getTime() > IDEMPOTENCY_KEY_LIFETIME_MS;
