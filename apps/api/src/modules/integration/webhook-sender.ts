import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { WEBHOOK_RESPONSE_KEEP_BYTES } from '@portal/contracts/integration-webhooks';
import type { CheckedTarget } from './webhook-address.js';

/** Standard Webhooks' secret form: `whsec_` and the base64 of the key's bytes. */
const SECRET_PREFIX = 'whsec_';

/** A new signing secret: 32 random bytes. */
export const newWebhookSecret = () => `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;

/**
 * The `webhook-signature` header (Standard Webhooks 1.0): `v1,<base64 HMAC-SHA256 of id.timestamp.body>` under
 * each secret that signs now, space separated, so a receiver holding either secret of a rotation verifies it.
 */
export function webhookSignature(secrets: readonly string[], id: string, timestamp: number, body: string): string {
  return secrets
    .map((secret) => {
      const key = Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64');
      return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
    })
    .join(' ');
}

export type AttemptResult = {
  /** A 2xx answer came in time. */
  delivered: boolean;
  status: number | null;
  durationMs: number;
  /** The first 1 KB of the answer. */
  response: string | null;
  error: string | null;
};

/**
 * One POST of a webhook: to the address checked (never a second DNS answer), no redirects followed, the
 * answer read up to its first 1 KB, given up after `timeoutMs`.
 */
export function postWebhook(
  target: CheckedTarget,
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
): Promise<AttemptResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const pinned: LookupFunction = (_host, options, callback) => {
    if ((options as { all?: boolean }).all) {
      (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [
        { address: target.address, family: target.family },
      ]);
    } else callback(null, target.address, target.family);
  };
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: Omit<AttemptResult, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...result, durationMs: elapsed() });
    };
    const request = client.request(
      target.url,
      {
        method: 'POST',
        lookup: pinned,
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': 'dealer-portal-webhooks/1',
          ...headers,
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const chunks: Buffer[] = [];
        let kept = 0;
        const done = () => {
          const text = Buffer.concat(chunks).subarray(0, WEBHOOK_RESPONSE_KEEP_BYTES).toString('utf8');
          finish({ delivered: status >= 200 && status < 300, status, response: text, error: null });
          response.destroy();
        };
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          kept += chunk.length;
          // The rest of a long answer is not read: only its start is kept.
          if (kept >= WEBHOOK_RESPONSE_KEEP_BYTES) done();
        });
        response.on('end', done);
        response.on('error', done);
      },
    );
    const timer = setTimeout(() => {
      finish({ delivered: false, status: null, response: null, error: `no answer within ${timeoutMs} ms` });
      request.destroy();
    }, timeoutMs);
    request.on('error', (error) => finish({ delivered: false, status: null, response: null, error: error.message.slice(0, 500) }));
    request.end(body);
  });
}
