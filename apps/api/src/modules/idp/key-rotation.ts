import type { Kysely } from 'kysely';
import { createLocalJWKSet, errors, type JSONWebKeySet, type JWTVerifyGetKey } from 'jose';
import type { DB } from '../../platform/db/schema.js';
import { isSealed, type SecretBox } from '../../platform/secret-box.js';
import { createIdpRepository } from './idp.repository.js';
import { COOKIE_KEYS_SECRET, JWKS_SECRET, newCookieKey, newSigningKey, type StoredJwks } from './idp.service.js';

export type RotationOptions = {
  /** A new signing key signs from the next start on; the old ones keep verifying for `keepHours`. */
  signing: boolean;
  /** A new cookie key signs the provider's cookies; the last three still read. */
  cookies: boolean;
  /** Every stored secret encrypted again under this box's key. */
  reencryptWith?: SecretBox;
  /** How long a retired signing key still verifies: longer than any token it signed lives. */
  keepHours: number;
  now?: Date;
};

export type RotationReport = { signingKeys: string[]; droppedSigningKeys: string[]; cookieKeys: number; reencrypted: string[] };

const COOKIE_KEYS_KEPT = 3;

/**
 * Rolls the sign-in provider's keys and/or encrypts the stored secrets under a new key, in one
 * transaction (rows locked, so two runs do not interleave). Tokens signed with a retired key stay
 * valid until they expire: the key stays in the set, only no longer first.
 */
export async function rotateKeys(db: Kysely<DB>, box: SecretBox, options: RotationOptions): Promise<RotationReport> {
  const now = options.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    const repo = createIdpRepository(trx);
    const rows = await repo.allSecretsForUpdate();
    const values = new Map(rows.map((row) => [row.name, isSealed(row.value) ? box.open(row.name, row.value) : row.value]));
    const changed = new Set<string>();
    const report: RotationReport = { signingKeys: [], droppedSigningKeys: [], cookieKeys: 0, reencrypted: [] };

    const jwks = values.get(JWKS_SECRET) as StoredJwks | undefined;
    if (options.signing && jwks) {
      const retiredAt = { ...jwks.retiredAt };
      for (const key of jwks.keys) if (key.kid && !retiredAt[key.kid]) retiredAt[key.kid] = now.toISOString();
      const cutoff = now.getTime() - options.keepHours * 3600_000;
      const kept = jwks.keys.filter((key) => !key.kid || Date.parse(retiredAt[key.kid] ?? now.toISOString()) > cutoff);
      report.droppedSigningKeys = jwks.keys.filter((key) => !kept.includes(key)).map((key) => key.kid ?? '');
      for (const kid of report.droppedSigningKeys) delete retiredAt[kid];
      const fresh = await newSigningKey();
      values.set(JWKS_SECRET, { keys: [fresh, ...kept], retiredAt } satisfies StoredJwks);
      changed.add(JWKS_SECRET);
    }
    report.signingKeys = ((values.get(JWKS_SECRET) as StoredJwks | undefined)?.keys ?? []).map((key) => key.kid ?? '');

    const cookieKeys = values.get(COOKIE_KEYS_SECRET) as string[] | undefined;
    if (options.cookies && cookieKeys) {
      values.set(COOKIE_KEYS_SECRET, [newCookieKey(), ...cookieKeys].slice(0, COOKIE_KEYS_KEPT));
      changed.add(COOKIE_KEYS_SECRET);
    }
    report.cookieKeys = ((values.get(COOKIE_KEYS_SECRET) as string[] | undefined) ?? []).length;

    const sealer = options.reencryptWith ?? box;
    for (const row of rows) {
      // Secrets sealed before (all the provider's) are sealed again under the new key; others stay as they are.
      const reseal = options.reencryptWith && isSealed(row.value);
      if (!changed.has(row.name) && !reseal) continue;
      await repo.updateSecret(row.name, sealer.seal(row.name, values.get(row.name)));
      if (reseal) report.reencrypted.push(row.name);
    }
    return report;
  });
}

/**
 * The API's keys for the embedded provider's tokens: the set loaded at start, read again from the
 * database when a token names a key it does not hold (another instance started after a rotation
 * signs with the new key), at most every ten seconds.
 */
export function rotatingJwks(initial: JSONWebKeySet, reload: () => Promise<JSONWebKeySet>): JWTVerifyGetKey {
  let keys = createLocalJWKSet(initial);
  let lastReload = 0;
  return async (header, token) => {
    try {
      return await keys(header, token);
    } catch (error) {
      if (!(error instanceof errors.JWKSNoMatchingKey) || Date.now() - lastReload < 10_000) throw error;
      lastReload = Date.now();
      keys = createLocalJWKSet(await reload());
      return keys(header, token);
    }
  };
}
