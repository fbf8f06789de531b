import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { FileStoreConfig } from '../config.js';

/** Where uploaded and published files live: a local folder by default, S3-compatible storage when configured. */
export type FileStore = {
  put(key: string, body: Buffer | Readable, contentType: string): Promise<void>;
  /** The file's bytes, or null when there is no such file. */
  get(key: string): Promise<Readable | null>;
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
    async get(key) {
      const file = resolve(key);
      try {
        await fs.access(file);
      } catch {
        return null;
      }
      return createReadStream(file);
    },
    async delete(key) {
      await fs.rm(resolve(key), { force: true });
    },
  };
}

export function createS3FileStore(config: Extract<FileStoreConfig, { kind: 's3' }>): FileStore {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
    ...(config.accessKeyId && config.secretAccessKey
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
  });
  return {
    async put(key, body, contentType) {
      await client.send(new PutObjectCommand({ Bucket: config.bucket, Key: safeKey(key), Body: body, ContentType: contentType }));
    },
    async get(key) {
      try {
        const result = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: safeKey(key) }));
        return result.Body instanceof Readable ? result.Body : null;
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: safeKey(key) }));
    },
  };
}

export const createFileStore = (config: FileStoreConfig): FileStore =>
  config.kind === 's3' ? createS3FileStore(config) : createDirFileStore(config.root);
