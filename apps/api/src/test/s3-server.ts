import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { FileStoreConfig } from '../platform/config.js';

/** An S3-compatible server in this process, on a free port, keeping its objects in a temporary folder. */
export async function startS3Server(bucket = 'portal-files') {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  // s3rver's fixed credentials; the SDK signs with them as it would with a real bucket's.
  const config: Extract<FileStoreConfig, { kind: 's3' }> = {
    kind: 's3',
    bucket,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  };
  return {
    config,
    close: async () => {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
