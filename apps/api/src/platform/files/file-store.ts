import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
// Types only: erased from the build, so nothing of the SDK loads with this file.
import type * as S3 from '@aws-sdk/client-s3';
import type { FileStoreConfig } from '../config.js';

/** Bytes from `start` to `end` of a file, both included. */
export type ByteRange = { start: number; end: number };

/**
 * Which store an instance writes to: `id` is the same for every instance that sees the same files (a folder's
 * marker, or the bucket's address); `location` says where, for people.
 */
export type FileStoreIdentity = { kind: FileStoreConfig['kind']; id: string; location: string };

/** Names the folder it lies in: instances that see one folder read one id from it. */
export const DIR_STORE_MARKER = '.file-store-id';

/** Where uploaded and published files live: a local folder by default, S3-compatible storage when configured. */
export type FileStore = {
  identity(): Promise<FileStoreIdentity>;
  put(key: string, body: Buffer | Readable, contentType: string): Promise<void>;
  /** The file's bytes (only those of `range` when given), or null when there is no such file. */
  get(key: string, range?: ByteRange): Promise<Readable | null>;
  delete(key: string): Promise<void>;
};

/** Keys are our own (ids and cleaned names); a key that would leave the root is refused. */
function safeKey(key: string) {
  const normalized = path.posix.normalize(key);
  if (normalized.startsWith('..') || path.posix.isAbsolute(normalized) || normalized.includes('\0')) {
    throw new Error(`Invalid file key: ${key}`);
  }
  return normalized;
}

export function createDirFileStore(root: string): FileStore {
  const resolve = (key: string) => path.join(root, safeKey(key));
  return {
    async identity() {
      const marker = path.join(root, DIR_STORE_MARKER);
      await fs.mkdir(root, { recursive: true });
      // Written once: 'wx' fails when it exists, so instances starting together on one folder keep the first id.
      await fs.writeFile(marker, `${randomUUID()}\n`, { flag: 'wx' }).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'EEXIST') throw error;
      });
      return { kind: 'dir', id: `dir:${(await fs.readFile(marker, 'utf8')).trim()}`, location: path.resolve(root) };
    },
    async put(key, body) {
      const target = resolve(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      // Written beside the target and renamed, so a reader never sees half a file.
      const partial = `${target}.${process.pid}.partial`;
      try {
        if (Buffer.isBuffer(body)) await fs.writeFile(partial, body);
        else await pipeline(body, (await fs.open(partial, 'w')).createWriteStream());
        await fs.rename(partial, target);
      } catch (error) {
        await fs.rm(partial, { force: true });
        throw error;
      }
    },
    async get(key, range) {
      const file = resolve(key);
      try {
        await fs.access(file);
      } catch {
        return null;
      }
      // A range is read from its first byte on, so seeking in a video costs only what is watched.
      return createReadStream(file, range ? { start: range.start, end: range.end } : {});
    },
    async delete(key) {
      const target = resolve(key);
      await fs.rm(target, { force: true });
      // Half-written copies that a process left when it died while writing.
      const prefix = `${path.basename(target)}.`;
      const names = await fs.readdir(path.dirname(target)).catch(() => [] as string[]);
      for (const name of names.filter((n) => n.startsWith(prefix) && n.endsWith('.partial')))
        await fs.rm(path.join(path.dirname(target), name), { force: true });
    },
  };
}

export function createS3FileStore(config: Extract<FileStoreConfig, { kind: 's3' }>): FileStore {
  // The SDK is large: it loads on the first file call of an instance that uses S3, never otherwise.
  let connection: Promise<{ sdk: typeof S3; client: S3.S3Client }> | null = null;
  const s3 = () =>
    (connection ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: config.region,
        ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
        ...(config.accessKeyId && config.secretAccessKey
          ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
          : {}),
      }),
    })));
  const location = `${config.endpoint ?? `s3.${config.region}`}/${config.bucket}`;
  return {
    identity: async () => ({ kind: 's3', id: `s3:${location}`, location }),
    async put(key, body, contentType) {
      const { sdk, client } = await s3();
      await client.send(new sdk.PutObjectCommand({ Bucket: config.bucket, Key: safeKey(key), Body: body, ContentType: contentType }));
    },
    async get(key, range) {
      const { sdk, client } = await s3();
      try {
        const result = await client.send(
          new sdk.GetObjectCommand({
            Bucket: config.bucket,
            Key: safeKey(key),
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        return result.Body instanceof Readable ? result.Body : null;
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async delete(key) {
      const { sdk, client } = await s3();
      await client.send(new sdk.DeleteObjectCommand({ Bucket: config.bucket, Key: safeKey(key) }));
    },
  };
}

export const createFileStore = (config: FileStoreConfig): FileStore =>
  config.kind === 's3' ? createS3FileStore(config) : createDirFileStore(config.root);
