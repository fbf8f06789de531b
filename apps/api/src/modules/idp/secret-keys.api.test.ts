import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { ConfigError, type AppConfig } from '../../platform/config.js';
import { createSecretBox, isSealed, resolveSecretsKeys } from '../../platform/secret-box.js';
import type { TestApp } from '../../test/test-app.js';
import { createIdpRepository } from './idp.repository.js';
import { createIdpService, JWKS_SECRET, COOKIE_KEYS_SECRET } from './idp.service.js';
import { rotateKeys } from './key-rotation.js';
import { useTestApp } from '../../test/use-test-app.js';

const t = useTestApp();

const stored = async (name: string) =>
  (await t.database.db.selectFrom('app_secret').select('value').where('name', '=', name).executeTakeFirstOrThrow()).value;

/** Another instance with these key settings on the same database; its start-up error, if any. */
async function startWith(secrets: Partial<AppConfig['secrets']>) {
  const config: AppConfig = { ...t.config, secrets: { ...t.config.secrets, ...secrets } };
  try {
    const app = await buildApp({ config, database: t.database, fileStore: t.fileStore, webDist: null });
    await app.ready();
    return { app, error: undefined };
  } catch (error) {
    return { app: undefined, error: error as Error };
  }
}

const myContact = (app: TestApp['app'], token: string) =>
  app.inject({ method: 'GET', url: '/api/reseller/myContact', headers: { authorization: `Bearer ${token}` } });

describe('the sign-in keys at rest', () => {
  it('are stored encrypted under a key made once in the data folder, readable by its owner only', async () => {
    for (const name of [JWKS_SECRET, COOKIE_KEYS_SECRET]) {
      const value = await stored(name);
      expect(isSealed(value), name).toBe(true);
      const text = JSON.stringify(value);
      for (const plain of ['"kty"', '"RSA"', '"d":', '"n":', 'RS256']) expect(text).not.toContain(plain);
    }
    const file = await fs.stat(t.config.secrets.keyFile);
    expect(file.mode & 0o777).toBe(0o600);
    const { keys } = await resolveSecretsKeys(t.config.secrets);
    const secrets = await createIdpService(createIdpRepository(t.database.db), createSecretBox(keys)).secrets();
    expect(secrets.jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256' });
    expect(JSON.stringify(await stored(COOKIE_KEYS_SECRET))).not.toContain(secrets.cookieKeys[0]);
  });

  it('stop the start with one line naming SECRETS_KEY when the key is another', async () => {
    const { app, error } = await startWith({ key: randomBytes(32) });
    await app?.close();
    expect(error).toBeInstanceOf(ConfigError);
    expect(error?.message).toMatch(/^Configuration error in SECRETS_KEY: the stored secret oidc_jwks was encrypted with key \w+/);
    expect(error?.message).not.toContain('\n');
  });

  it('seal a secret an earlier version stored in plain text at the next start', async () => {
    const { keys } = await resolveSecretsKeys(t.config.secrets);
    const box = createSecretBox(keys);
    const plain = box.open(COOKIE_KEYS_SECRET, (await stored(COOKIE_KEYS_SECRET)) as never);
    await t.database.db
      .updateTable('app_secret')
      .set({ value: JSON.stringify(plain) })
      .where('name', '=', COOKIE_KEYS_SECRET)
      .execute();
    const { app } = await startWith({});
    await app?.close();
    expect(box.open(COOKIE_KEYS_SECRET, (await stored(COOKIE_KEYS_SECRET)) as never)).toEqual(plain);
  });

  it('roll: a new signing key signs, tokens signed before stay valid on every instance', async () => {
    const before = await t.tokenFor('anna@reseller-se.test');
    const { keys } = await resolveSecretsKeys(t.config.secrets);
    const box = createSecretBox(keys);
    const oldKid = (await createIdpService(createIdpRepository(t.database.db), box).secrets()).jwks.keys[0]!.kid;

    const report = await rotateKeys(t.database.db, box, { signing: true, cookies: true, keepHours: 24 });
    expect(report.signingKeys).toHaveLength(2);
    expect(report.signingKeys[1]).toBe(oldKid);
    expect(report.cookieKeys).toBe(2);
    const after = (await createIdpService(createIdpRepository(t.database.db), box).secrets()).jwks.keys;
    expect(after.map((key) => key.kid)).toEqual(report.signingKeys);

    const restarted = await startWith({});
    expect(restarted.error).toBeUndefined();
    try {
      // A token signed before the rotation, on an instance started after it.
      expect((await myContact(restarted.app!, before)).statusCode).toBe(200);
      // A token signed with the new key, on the instance that started before the rotation and on the new one.
      const fresh = await t.tokenFor('anna@reseller-se.test', {}, { key: after[0]! });
      expect((await myContact(t.app, fresh)).statusCode).toBe(200);
      expect((await myContact(restarted.app!, fresh)).statusCode).toBe(200);
      // A key the provider never held is refused.
      const stranger = await t.tokenFor('anna@reseller-se.test', {}, { key: { ...after[0]!, kid: 'unknown' } });
      expect((await myContact(restarted.app!, stranger)).statusCode).toBe(401);
    } finally {
      await restarted.app?.close();
    }
  });

  it('encrypt again under a new secrets key: the old key alone no longer starts, the new one does', async () => {
    const { keys } = await resolveSecretsKeys(t.config.secrets);
    const box = createSecretBox(keys);
    const signingBefore = (await createIdpService(createIdpRepository(t.database.db), box).secrets()).jwks.keys;
    const newKey = randomBytes(32);
    const report = await rotateKeys(t.database.db, box, {
      signing: false,
      cookies: false,
      keepHours: 24,
      reencryptWith: createSecretBox({ current: newKey, previous: [] }),
    });
    expect(report.reencrypted).toEqual(expect.arrayContaining([JWKS_SECRET, COOKIE_KEYS_SECRET]));

    expect((await startWith({})).error).toBeInstanceOf(ConfigError);
    // While instances restart, the old key beside the new one; then the new one alone.
    for (const secrets of [{ key: newKey, previous: keys.current }, { key: newKey }]) {
      const { app, error } = await startWith(secrets);
      await app?.close();
      expect(error).toBeUndefined();
    }
    const reopened = await createIdpService(
      createIdpRepository(t.database.db),
      createSecretBox({ current: newKey, previous: [] }),
    ).secrets();
    expect(reopened.jwks.keys).toEqual(signingBefore);
  });
});
