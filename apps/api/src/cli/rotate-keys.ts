/**
 * npm run rotate-keys -- [--signing] [--cookies] [--new-secrets-key] [--keep-hours=24]
 *
 * Rolls the sign-in provider's keys and/or encrypts the stored secrets under a new key. Without
 * options it rolls the signing and cookie keys. Reads the same settings as the server (DATA_DIR,
 * DATABASE_URL, SECRETS_KEY). With the embedded database, stop the portal first.
 */
import { parseArgs } from 'node:util';
import { randomBytes } from 'node:crypto';
import { rename, rm, writeFile } from 'node:fs/promises';
import { ConfigError, loadConfig, parseSecretsKey } from '../platform/config.js';
import { openDatabase } from '../platform/db/database.js';
import { createSecretBox, keyId, resolveSecretsKeys } from '../platform/secret-box.js';
import { rotateKeys } from '../modules/idp/key-rotation.js';

async function main() {
  const { values } = parseArgs({
    options: {
      signing: { type: 'boolean', default: false },
      cookies: { type: 'boolean', default: false },
      'new-secrets-key': { type: 'boolean', default: false },
      'keep-hours': { type: 'string', default: '24' },
    },
  });
  const keepHours = Number(values['keep-hours']);
  if (!Number.isFinite(keepHours) || keepHours < 1) throw new ConfigError('--keep-hours', 'must be a number of hours, at least 1');
  const none = !values.signing && !values.cookies && !values['new-secrets-key'];
  const config = loadConfig();
  const { keys, source } = await resolveSecretsKeys(config.secrets);
  const box = createSecretBox(keys);

  let newKey: Buffer | undefined;
  if (values['new-secrets-key']) {
    const given = process.env['NEW_SECRETS_KEY'];
    if (source === 'SECRETS_KEY' && !given) {
      throw new ConfigError(
        'NEW_SECRETS_KEY',
        'is required with --new-secrets-key when SECRETS_KEY is set (make one with: openssl rand -base64 32)',
      );
    }
    newKey = given ? parseSecretsKey('NEW_SECRETS_KEY', given) : randomBytes(32);
  }

  // Without SECRETS_KEY the new key goes to the key file: written beside it first, so a key that
  // encrypts the database is on disk before the database changes.
  const staged = newKey && source !== 'SECRETS_KEY' ? `${source}.next` : undefined;
  if (staged && newKey) await writeFile(staged, `${newKey.toString('base64')}\n`, { mode: 0o600 });
  const database = await openDatabase(config.database);
  try {
    const report = await rotateKeys(database.db, box, {
      signing: none || values.signing,
      cookies: none || values.cookies,
      keepHours,
      ...(newKey ? { reencryptWith: createSecretBox({ current: newKey, previous: [] }) } : {}),
    });
    const lines = [`Signing keys (the first signs): ${report.signingKeys.join(', ') || 'none yet'}`];
    if (report.droppedSigningKeys.length) lines.push(`Dropped, retired over ${keepHours} h ago: ${report.droppedSigningKeys.join(', ')}`);
    lines.push(`Cookie keys: ${report.cookieKeys}`);
    if (newKey) {
      lines.push(
        `Encrypted again under key ${keyId(newKey)} (was ${keyId(keys.current)}): ${report.reencrypted.join(', ') || 'nothing stored yet'}`,
      );
      if (source === 'SECRETS_KEY') {
        lines.push(
          'Now start the instances with SECRETS_KEY=$NEW_SECRETS_KEY (and SECRETS_KEY_PREVIOUS=<the old key> while they restart).',
        );
      } else if (staged) {
        await rename(staged, source);
        lines.push(`The new key is in ${source}.`);
      }
    }
    lines.push('Restart the instances (one after the other) so they sign with the new keys; tokens already issued stay valid.');
    console.log(lines.join('\n'));
  } catch (error) {
    if (staged) await rm(staged, { force: true });
    throw error;
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `\n  ${error.message}\n` : error);
  process.exit(1);
});
