import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { ConfigError, parseSecretsKey } from './config.js';

/**
 * The portal's own secrets (the sign-in provider's signing and cookie keys) are stored encrypted
 * with AES-256-GCM under a key that is not in the database: SECRETS_KEY, or for a single instance
 * without it a key generated once in DATA_DIR/secrets.key (readable by its owner only). A copy of
 * the database alone then gives no one the power to sign tokens.
 */

/** How a sealed secret is stored (a JSON value in `app_secret`). */
export type SealedSecret = { v: 1; alg: 'A256GCM'; kid: string; iv: string; tag: string; data: string };

export type SecretsKeys = {
  /** Seals, and opens what it sealed. */
  current: Buffer;
  /** Only opens: the key before a change, while instances restart with the new one. */
  previous: Buffer[];
};

/** A short public name of a key (not the key): says which key sealed a secret. */
export const keyId = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 12);

export const isSealed = (value: unknown): value is SealedSecret =>
  typeof value === 'object' && value !== null && (value as { v?: unknown }).v === 1 && (value as { alg?: unknown }).alg === 'A256GCM';

export type SecretBox = {
  /** The id of the key that seals. */
  keyId: string;
  seal: (name: string, value: unknown) => SealedSecret;
  /** The value; a ConfigError naming SECRETS_KEY when no key at hand sealed it or it was altered. */
  open: (name: string, sealed: SealedSecret) => unknown;
};

export function createSecretBox(keys: SecretsKeys): SecretBox {
  const byId = new Map([keys.current, ...keys.previous].map((key) => [keyId(key), key]));
  const currentId = keyId(keys.current);
  return {
    keyId: currentId,
    seal(name, value) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', keys.current, iv);
      // The secret's name is bound to it: a sealed value copied under another name does not open.
      cipher.setAAD(Buffer.from(name));
      const data = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
      return {
        v: 1,
        alg: 'A256GCM',
        kid: currentId,
        iv: iv.toString('base64'),
        tag: cipher.getAuthTag().toString('base64'),
        data: data.toString('base64'),
      };
    },
    open(name, sealed) {
      const key = byId.get(sealed.kid);
      if (!key) {
        throw new ConfigError(
          'SECRETS_KEY',
          `the stored secret ${name} was encrypted with key ${sealed.kid}, but the key at hand is ${currentId}; set SECRETS_KEY (or SECRETS_KEY_PREVIOUS during a change) to the key it was encrypted with`,
        );
      }
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.iv, 'base64'));
        decipher.setAAD(Buffer.from(name));
        decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
        const text = Buffer.concat([decipher.update(Buffer.from(sealed.data, 'base64')), decipher.final()]).toString('utf8');
        return JSON.parse(text) as unknown;
      } catch {
        throw new ConfigError('SECRETS_KEY', `the stored secret ${name} does not decrypt with key ${sealed.kid}: it was altered`);
      }
    },
  };
}

/**
 * The key that seals: SECRETS_KEY when set, else the one in `keyFile`, which is made on first use
 * (mode 0600). Several instances must share SECRETS_KEY: each has its own data folder.
 */
export async function resolveSecretsKeys(settings: { key: Buffer | undefined; previous: Buffer | undefined; keyFile: string }) {
  const previous = settings.previous ? [settings.previous] : [];
  if (settings.key) return { keys: { current: settings.key, previous }, source: 'SECRETS_KEY' as const };
  return { keys: { current: await readOrCreateKeyFile(settings.keyFile), previous }, source: settings.keyFile };
}

async function readOrCreateKeyFile(file: string): Promise<Buffer> {
  try {
    return parseSecretsKey(file, await fs.readFile(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const key = randomBytes(32);
  try {
    await fs.writeFile(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    return key;
  } catch (error) {
    // Another process made it first: theirs counts.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return parseSecretsKey(file, await fs.readFile(file, 'utf8'));
    throw error;
  }
}

/**
 * The portal's own keys (the provider's signing and cookie keys, the attachment-address key) are
 * sealed under SECRETS_KEY (or DATA_DIR/secrets.key); a wrong key stops the start.
 */
export async function openSecretBox(
  settings: Parameters<typeof resolveSecretsKeys>[0],
  sharedDatabase: boolean,
  log: { warn: (message: string) => void },
): Promise<SecretBox> {
  const { keys, source } = await resolveSecretsKeys(settings);
  if (source !== 'SECRETS_KEY' && sharedDatabase) {
    log.warn(`SECRETS_KEY is not set: the portal's keys are encrypted with ${source}; every instance on this database needs the same key`);
  }
  return createSecretBox(keys);
}
