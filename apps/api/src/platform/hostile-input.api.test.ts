import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { callNames } from '@portal/contracts/names';
import { createComplaint, uploadStaffContentFile, type Endpoint } from '@portal/contracts';
import { useTestApp } from '../test/use-test-app.js';
import { ANNA, BACKOFFICE_ADMIN, ERIK } from '../test/demo-users.js';
import { multipartBody } from '../test/multipart.js';
import { callerOf } from '../test/integration-client.js';
import { uploadBodyLimit } from './multipart.js';
import { BODY_LIMIT_BYTES, MAX_JSON_DEPTH } from './request-body.js';

const t = useTestApp();

// Every call that may carry a body: all but the GET calls (file downloads among them).
const withBody = [...callNames].filter((entry): entry is [Endpoint, string] => entry[0].method !== 'GET');
const uploads = withBody.filter(([e]) => e.multipart);

const authorization = callerOf(t, { staff: BACKOFFICE_ADMIN, admin: ERIK, user: ANNA });

// Path parameters their schemas take, so a refusal comes from the body and not from the address.
const PARAM_VALUES: Record<string, string> = { itemNumber: 'A100', token: 'a'.repeat(43) };
const urlOf = (e: Endpoint) =>
  e.path.replace(/\{(\w+)\}/g, (_, name: string) => PARAM_VALUES[name] ?? '00000000-0000-4000-8000-000000000000');

async function send(e: Endpoint, headers: Record<string, string>, payload?: string | Buffer) {
  return t.app.inject({
    method: e.method,
    url: urlOf(e),
    headers: { ...(await authorization(e)), ...headers },
    ...(payload !== undefined ? { payload } : {}),
  });
}

/** The API's one error body, with its status and code. */
function expectError(res: { statusCode: number; json: () => unknown; body: string }, status: number, code: string, what: string) {
  expect(res.statusCode, `${what}: ${res.body}`).toBe(status);
  expect(res.json(), what).toEqual({
    statusCode: status,
    code,
    message: expect.any(String) as string,
    ...(code === 'VALIDATION_FAILED' ? { field: expect.any(String) as string } : {}),
    requestId: expect.any(String) as string,
  });
}

const nestedArrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const nestedObjects = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

describe('JSON nested too deep', () => {
  it('refuses a body nested 5,000 deep with 400 on every call that takes a body, public ones included', async () => {
    for (const [e, name] of withBody.filter(([e]) => !e.multipart)) {
      for (const body of [nestedArrays(5000), nestedObjects(5000)]) {
        const res = await send(e, { 'content-type': 'application/json' }, body);
        expectError(res, 400, 'VALIDATION_FAILED', name);
        expect(res.json(), name).toMatchObject({ field: 'body' });
      }
    }
    expect(withBody.some(([e]) => e.public)).toBe(true);
  });

  it(`takes nesting up to ${MAX_JSON_DEPTH} levels and counts no brackets inside strings`, async () => {
    const reset = { method: 'POST' as const, url: '/api/password-reset', headers: { 'content-type': 'application/json' } };
    const deepest = await t.app.inject({ ...reset, payload: `{"email":"x","extra":${nestedArrays(MAX_JSON_DEPTH - 1)}}` });
    expect(deepest.statusCode, deepest.body).toBe(200);
    const oneMore = await t.app.inject({ ...reset, payload: `{"email":"x","extra":${nestedArrays(MAX_JSON_DEPTH)}}` });
    expect(oneMore.json<{ field: string }>().field).toBe('body');
    const inText = await t.app.inject({ ...reset, payload: JSON.stringify({ email: `${'['.repeat(5000)}\\"{` }) });
    expect(inText.json<{ field: string }>().field).toBe('email');
  });

  it('refuses the JSON part of a multipart body nested too deep with 400 naming the part', async () => {
    const { payload, contentType } = multipartBody([
      { name: 'data', value: nestedArrays(5000) },
      { name: 'file', filename: 'a.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1.4\n') },
    ]);
    const res = await send(uploadStaffContentFile, { 'content-type': contentType }, payload);
    expectError(res, 400, 'VALIDATION_FAILED', 'uploadStaffContentFile');
    expect(res.json()).toMatchObject({ field: 'data' });
  });
});

describe('multipart bodies without a boundary', () => {
  it('answers 400 on every upload call', async () => {
    expect(uploads.length).toBeGreaterThanOrEqual(6);
    for (const [e, name] of uploads) {
      for (const type of ['multipart/form-data', 'multipart/form-data; charset=utf-8']) {
        const res = await send(e, { 'content-type': type }, 'garbage');
        expectError(res, 400, 'BAD_REQUEST', `${name} ${type}`);
      }
    }
  });
});

describe('bodies larger than their call takes', () => {
  it('refuses a declared length beyond the limit with 413 before reading the body, on every call but a GET', async () => {
    for (const [e, name] of withBody) {
      const limit = e.multipart ? uploadBodyLimit(e.multipart) : (e.bodyLimit ?? BODY_LIMIT_BYTES);
      const type = e.multipart ? multipartBody([]).contentType : 'application/json';
      // The body itself is short: an answer before its declared end shows nothing was waited for.
      const res = await send(e, { 'content-type': type, 'content-length': String(limit + 1) }, '{}');
      expectError(res, 413, 'PAYLOAD_TOO_LARGE', name);
      expect(res.headers['connection'], name).not.toBe('close');
    }
  });

  it('refuses a 100 MB upload by its declared length', async () => {
    const res = await send(
      createComplaint,
      { 'content-type': multipartBody([]).contentType, 'content-length': String(100 * 1024 * 1024) },
      'x',
    );
    expectError(res, 413, 'PAYLOAD_TOO_LARGE', 'createComplaint');
  });

  it('answers a real 3 MB JSON body with 413 and keeps the connection, so the client reads the answer', async () => {
    const body = JSON.stringify({ email: 'a'.repeat(3 * 1024 * 1024) });
    const injected = await t.app.inject({
      method: 'POST',
      url: '/api/password-reset',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expectError(injected, 413, 'PAYLOAD_TOO_LARGE', 'injected');

    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const post = (payload: string) =>
      new Promise<{ status: number; body: string; reused: boolean }>((resolve, reject) => {
        const request = http.request(
          {
            agent,
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/api/password-reset',
            headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
          },
          (res) => {
            let text = '';
            res.on('data', (chunk: Buffer) => (text += chunk.toString()));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, reused: request.reusedSocket }));
          },
        );
        request.on('error', reject);
        request.end(payload);
      });
    try {
      const large = await post(body);
      expect(large.status, large.body).toBe(413);
      expect(JSON.parse(large.body)).toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE' });
      // The same connection serves the next request once the rest of the large one was dropped.
      const next = await post(JSON.stringify({ email: 'x' }));
      expect(next).toMatchObject({ status: 200, reused: true });
    } finally {
      agent.destroy();
    }
  });
});
