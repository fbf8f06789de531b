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

/** How long an instance remembers a refusal before it asks the database again. */
const REFUSAL_MEMORY_MS = 5000;

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

  // Refusals this instance decided lately (all, per address, per account), until when: an attacker
  // who keeps trying while stopped costs no database work, so other users do not wait behind them.
  // Kept at most a few seconds, and never longer than the database's own verdict.
  const refusals = new Map<string, { until: number; retryAt: number }>();
  const refusalKeys = (username: string, address: string) => ['all', `address:${address}`, `account:${keyOf(username)}`] as const;
  const refuse = (key: string, at: number, retryAfterMs: number): ThrottleVerdict => {
    if (refusals.size > 10_000) for (const [k, kept] of refusals) if (kept.until <= at) refusals.delete(k);
    refusals.set(key, { until: at + Math.min(retryAfterMs, REFUSAL_MEMORY_MS), retryAt: at + retryAfterMs });
    return { allowed: false, retryAfterSeconds: seconds(retryAfterMs) };
  };

  return {
    /** A refusal decided moments ago for this name, address or all, without asking the database; null when none. */
    recentRefusal(username: string, address: string): { allowed: false; retryAfterSeconds: number } | null {
      const at = clock().getTime();
      for (const key of refusalKeys(username, address)) {
        const kept = refusals.get(key);
        if (kept === undefined) continue;
        if (kept.until > at) return { allowed: false, retryAfterSeconds: seconds(kept.retryAt - at) };
        refusals.delete(key);
      }
      return null;
    },

    /** Whether this name may try a password from this address now. */
    async check(username: string, address: string): Promise<ThrottleVerdict> {
      const at = clock();
      const now = () => at.getTime();
      const [all, byAddress, byAccount] = refusalKeys(username, address);
      const c = await deps.repo.counts(keyOf(username), address, s.windowMs, at);
      if (c.lastMinute >= s.globalPerMinute) return refuse(all, now(), 60_000);
      if (c.lockedUntil) return refuse(byAccount, now(), c.lockedUntil.getTime() - now());
      if (c.address >= s.addressLimit && c.oldestAddressFailure)
        return refuse(byAddress, now(), c.oldestAddressFailure.getTime() + s.windowMs - now());
      if (c.account >= s.delayFrom && c.lastAccountFailure) {
        const wait = Math.min(60_000, 1000 * 2 ** (c.account - s.delayFrom));
        const left = c.lastAccountFailure.getTime() + wait - now();
        if (left > 0) return refuse(byAccount, now(), left);
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

    /** The account got a session (not only a reset link): kept for its activity and its data export. */
    async signedIn(accountId: string) {
      await deps.repo.recordSignIn(accountId, clock());
    },
  };
}
export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
