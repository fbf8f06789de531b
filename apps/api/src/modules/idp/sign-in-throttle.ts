import type { SignInThrottleRepository } from './sign-in-throttle.repository.js';

/** How guessing is slowed and stopped; the defaults suit a portal of a few thousand users. */
export type SignInThrottleSettings = {
  /** How far back failures count. */
  windowMs: number;
  /** From this many failures of an account on, each further attempt waits longer: 1 s, 2 s, 4 s … at most a minute. */
  delayFrom: number;
  /** This many failures of an account lock it for `lockMs`, from whatever addresses they came. */
  lockAt: number;
  lockMs: number;
  /** This many failures from one address, over any accounts, stop that address until they age out. */
  addressLimit: number;
  /** This many failures in the last minute, in all, stop every sign-in for the moment. */
  globalPerMinute: number;
};

export const SIGN_IN_THROTTLE: SignInThrottleSettings = {
  windowMs: 15 * 60_000,
  delayFrom: 3,
  lockAt: 10,
  lockMs: 15 * 60_000,
  addressLimit: 30,
  globalPerMinute: 600,
};

export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * Sign-in throttling that holds against spreading (one account from many addresses) and spraying
 * (many accounts from one address): failures are counted in the database every instance shares,
 * per account name as typed (known or not, so the answers never tell them apart), per address
 * and in all.
 */
export function createSignInThrottle(deps: { repo: SignInThrottleRepository; settings?: SignInThrottleSettings; now?: () => Date }) {
  const s = deps.settings ?? SIGN_IN_THROTTLE;
  const clock = deps.now ?? (() => new Date());
  const keyOf = (username: string) => username.trim().toLowerCase().slice(0, 320);

  return {
    /** Whether this name may try a password from this address now. */
    async check(username: string, address: string): Promise<ThrottleVerdict> {
      const at = clock();
      const now = () => at.getTime();
      const c = await deps.repo.counts(keyOf(username), address, s.windowMs, at);
      if (c.lastMinute >= s.globalPerMinute) return { allowed: false, retryAfterSeconds: 60 };
      if (c.lockedUntil) return { allowed: false, retryAfterSeconds: seconds(c.lockedUntil.getTime() - now()) };
      if (c.address >= s.addressLimit && c.oldestAddressFailure)
        return { allowed: false, retryAfterSeconds: seconds(c.oldestAddressFailure.getTime() + s.windowMs - now()) };
      if (c.account >= s.delayFrom && c.lastAccountFailure) {
        const wait = Math.min(60_000, 1000 * 2 ** (c.account - s.delayFrom));
        const left = c.lastAccountFailure.getTime() + wait - now();
        if (left > 0) return { allowed: false, retryAfterSeconds: seconds(left) };
      }
      return { allowed: true };
    },

    /** A wrong password (or an unknown name): counted, and the account locked at the limit; its user is told once. */
    async failed(username: string, address: string) {
      const key = keyOf(username);
      const at = clock();
      await deps.repo.recordFailure(key, address, at);
      const c = await deps.repo.counts(key, address, s.windowMs, at);
      if (c.account >= s.lockAt && (await deps.repo.lock(key, new Date(at.getTime() + s.lockMs), at))) {
        const contact = await deps.repo.contactByEmail(key);
        if (contact) {
          await deps.repo.notify({
            to: { contactId: contact.id },
            customerNumber: contact.customer_number,
            message: { kind: 'sign-in-locked', minutes: Math.round(s.lockMs / 60_000) },
          });
        }
      }
      // Now and then, failures older than a day go.
      if (Math.random() < 0.01) await deps.repo.purgeBefore(new Date(at.getTime() - 86_400_000));
    },

    /** A correct password: the account's count starts again. */
    async succeeded(username: string) {
      await deps.repo.forget(keyOf(username));
    },
  };
}
export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
