import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import { addVary } from './caching.js';
import { isJsonType } from './http.js';

/** Answers up to this size are compressed by @fastify/compress in one call on the event loop. */
export const SYNC_COMPRESS_BYTES = 16 * 1024;

// Brotli first, then gzip, chosen by Accept-Encoding as @fastify/compress chooses for smaller answers.
const ENCODINGS: Encoding[] = ['br', 'gzip'];
type Encoding = 'br' | 'gzip';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * A large JSON answer (a list of 999 complaints is about 0.9 MB) compressed in one job on the
 * thread pool, sent with its length. @fastify/compress would stream it through a compression
 * stream in 16 KB pieces, each a hop to the thread pool and back: 11 ms at the median and 70 ms
 * at p95 for that list, where one job takes a few (`npm run bench:complaints`). The plugin leaves
 * an answer alone that already has its Content-Encoding, and still takes everything else.
 */
export function compressLargeJson(app: FastifyInstance) {
  // A service that keeps an answer's bytes (the complaint lists) sends the same Buffer again while
  // nothing changed: it is compressed once, and forgotten with the Buffer.
  const compressedBuffers = new WeakMap<Buffer, Partial<Record<Encoding, Buffer>>>();
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (payload.length <= SYNC_COMPRESS_BYTES || reply.getHeader('content-encoding') !== undefined) return payload;
    if (!isJsonType(reply.getHeader('content-type'))) return payload;
    if (request.headers['x-no-compression'] !== undefined) return payload;
    const header = request.headers['accept-encoding'];
    const encoding = header ? negotiate(header, ENCODINGS) : null;
    if (!encoding) return payload;
    const kept = Buffer.isBuffer(payload) ? compressedBuffers.get(payload) : undefined;
    const input = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
    const compressed =
      kept?.[encoding] ??
      (encoding === 'br'
        ? await brotli(input, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
              [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: input.length,
            },
          })
        : await gzip(input));
    if (Buffer.isBuffer(payload)) compressedBuffers.set(payload, { ...kept, [encoding]: compressed });
    reply.header('content-encoding', encoding);
    addVary(reply, 'accept-encoding');
    reply.header('content-length', compressed.length);
    return compressed;
  });
}

/**
 * JSON answers above 1 KB (lists, invoices, the API document) go out compressed when the client
 * takes it: up to 16 KB by the plugin at once, larger JSON in one job on the thread pool.
 */
export async function registerCompression(app: FastifyInstance) {
  compressLargeJson(app);
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    syncThreshold: SYNC_COMPRESS_BYTES,
    globalDecompression: false,
  });
}
