// s3rver ships no types: the little the tests use of it.
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';
  export default class S3rver {
    constructor(options: {
      port?: number;
      address?: string;
      silent?: boolean;
      directory?: string;
      resetOnClose?: boolean;
      configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
    });
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
