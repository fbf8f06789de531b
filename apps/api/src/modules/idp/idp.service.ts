import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { DUMMY_PASSWORD_HASH, verifyPassword } from '../../platform/auth/password.js';
import { createAppSecrets } from '../../platform/app-secrets.js';
import type { SecretBox } from '../../platform/secret-box.js';
import type { IdpRepository } from './idp.repository.js';

type PersonClaims = { sub: string; email: string; name: string; given_name: string; family_name: string };

/** The claims the portal reads from a dealer's token (README: "Token claims"). */
export type DealerClaims = PersonClaims & {
  market: string;
  customer_number: string;
  Roles: string;
  forgot_password: boolean;
};

/** A staff member's token names the back-office roles; the API still reads them from the database on every call. */
export type StaffClaims = PersonClaims & { staff_roles: string };

export type AccountClaims = DealerClaims | StaffClaims;

export type IdpSecrets = { jwks: { keys: JWK[] }; cookieKeys: string[] };

/** The stored signing keys: the first signs; the others, retired at the time noted, only verify until dropped. */
export type StoredJwks = { keys: JWK[]; retiredAt?: Record<string, string> };

export const JWKS_SECRET = 'oidc_jwks';
export const COOKIE_KEYS_SECRET = 'oidc_cookie_keys';

/** A new RS256 signing key with a kid of its own. */
export async function newSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
  return { ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: randomBytes(8).toString('hex') };
}

export const newCookieKey = () => randomBytes(32).toString('base64url');

/**
 * Password checks (scrypt, some 50 ms of a core each) run at most this many at once, so a burst of
 * guesses cannot take every core from the users of the API; further checks wait their turn.
 */
const PASSWORD_CHECKS_AT_ONCE = Math.max(1, availableParallelism() - 1);

function oneAtATime(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await work();
    } finally {
      // The next in line takes this place, or the place is freed.
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

export function createIdpService(repo: IdpRepository, box: SecretBox) {
  const passwordCheck = oneAtATime(PASSWORD_CHECKS_AT_ONCE);
  const secret = createAppSecrets(repo, box).get;

  return {
    /**
     * The account (a dealer's contact id, else a staff member's id) on a correct password,
     * with whether it must choose a new one first; otherwise null. The same work either way.
     */
    async authenticate(email: string, password: string): Promise<{ accountId: string; mustResetPassword: boolean } | null> {
      const account = (await repo.accountByEmail(email.trim())) ?? (await repo.staffByEmail(email.trim()));
      const ok = await passwordCheck(() => verifyPassword(password, account?.password_hash ?? DUMMY_PASSWORD_HASH));
      if (!ok || !account?.password_hash) return null;
      return { accountId: account.id, mustResetPassword: 'must_reset_password' in account ? Boolean(account.must_reset_password) : false };
    },

    async claims(accountId: string): Promise<AccountClaims | undefined> {
      const row = await repo.accountClaims(accountId);
      if (!row) {
        const staff = await repo.staffClaims(accountId);
        if (!staff) return undefined;
        return {
          sub: staff.id,
          email: staff.email,
          name: `${staff.firstname} ${staff.lastname}`,
          given_name: staff.firstname,
          family_name: staff.lastname,
          staff_roles: staff.roles.join(','),
        };
      }
      return {
        sub: row.id,
        email: row.email,
        name: `${row.firstname} ${row.lastname}`,
        given_name: row.firstname,
        family_name: row.lastname,
        market: row.market.toLowerCase(),
        customer_number: row.customer_number,
        // The stored level goes into every new token (none → no roles).
        Roles: row.access_level === 'none' ? '' : row.access_level,
        forgot_password: row.must_reset_password,
      };
    },

    /** Signing keys and cookie keys, created on first start, shared by every instance, stored encrypted. */
    async secrets(): Promise<IdpSecrets> {
      const jwks = await secret<StoredJwks>(JWKS_SECRET, async () => ({ keys: [await newSigningKey()] }));
      const cookieKeys = await secret<string[]>(COOKIE_KEYS_SECRET, async () => [newCookieKey()]);
      return { jwks: { keys: jwks.keys }, cookieKeys };
    },
  };
}
export type IdpService = ReturnType<typeof createIdpService>;

/** The public half of the signing keys, for verifying tokens without a network round trip. */
export function publicJwks(jwks: IdpSecrets['jwks']): { keys: JWK[] } {
  return {
    keys: jwks.keys.map(({ kty, n, e, crv, x, y, kid, alg, use }) =>
      Object.fromEntries(Object.entries({ kty, n, e, crv, x, y, kid, alg, use }).filter(([, v]) => v !== undefined)),
    ),
  };
}
