import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPLAINT_FILE_TYPES } from '@portal/contracts/complaint';
import { callNames } from '@portal/contracts/names';
import { createTestApp, type TestApp } from '../test/test-app.js';

/**
 * The API document as others read it, checked by tools nobody on this team wrote: swagger-parser
 * (the reference validator and dereferencer) and Redocly's linter with its recommended rules.
 */

type Operation = {
  operationId?: string;
  responses: Record<string, { $ref?: string }>;
  requestBody?: { content: Record<string, { schema?: unknown; encoding?: Record<string, { contentType: string }> }> };
};
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; responses: Record<string, unknown> };
};

let t: TestApp;
let served: string;
let doc: Document;

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  served = res.body;
  doc = JSON.parse(served) as Document;
});
afterAll(async () => {
  await t?.close();
});

const operations = () =>
  Object.entries(doc.paths).flatMap(([route, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ call: `${method.toUpperCase()} ${route}`, operation })),
  );

describe('the API document', () => {
  it('is a valid OpenAPI 3.1 document whose every reference resolves (swagger-parser)', async () => {
    const api = await SwaggerParser.validate(JSON.parse(served) as Parameters<typeof SwaggerParser.validate>[0]);
    expect(api).toMatchObject({ openapi: '3.1.0' });
  });

  it('passes Redocly’s recommended rules without an error', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'openapi-'));
    try {
      const file = path.join(dir, 'openapi.json');
      await fs.writeFile(file, served);
      const cli = path.join(path.dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin', 'cli.js');
      const run = await promisify(execFile)(process.execPath, [cli, 'lint', file, '--format=json', '--max-problems=1000'], {
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
        maxBuffer: 64 * 1024 * 1024,
      }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
      const report = JSON.parse(run.stdout.slice(run.stdout.indexOf('{'))) as {
        totals: { errors: number };
        problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
      };
      const errors = report.problems
        .filter((p) => p.severity === 'error')
        .map((p) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`);
      expect(errors).toEqual([]);
      expect(report.totals.errors).toBe(0);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('names every operation after its call in the contracts, each once', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    const contractNames = new Set(callNames.values());
    // Every call of the contracts is served under its name; the two file addresses are named by hand.
    expect(ids.filter((id) => !contractNames.has(id!)).sort()).toEqual(['getComplaintFile', 'getContentFile']);
    expect(ids).toContain('placeOrder');
  });

  it('lists the integration API under its own tag, described, with the client credentials scheme and examples', () => {
    const raw = JSON.parse(served) as {
      tags?: { name: string; description?: string }[];
      components: { securitySchemes: Record<string, { type: string; flows?: { clientCredentials?: { tokenUrl: string } } }> };
    };
    const integration = operations().filter(({ call }) => call.includes(' /api/integration/v1/'));
    expect(integration.map(({ call }) => call)).toEqual(
      expect.arrayContaining([
        'GET /api/integration/v1/events',
        'GET /api/integration/v1/orders',
        'PUT /api/integration/v1/orders/{orderNumber}/status',
      ]),
    );
    for (const { call, operation } of integration) {
      const op = operation as unknown as { tags: string[]; security: Record<string, string[]>[] };
      expect(op.tags, call).toEqual(['integration v1']);
      expect(Object.keys(op.security[0]!), call).toEqual(['integrationClient']);
    }
    expect(raw.tags?.find((tag) => tag.name === 'integration v1')?.description).toContain('client credentials');
    expect(raw.components.securitySchemes['integrationClient']?.flows?.clientCredentials?.tokenUrl).toBe(`${t.config.oidc.issuer}/token`);
    expect(served).toContain('SAP-4500012345');
  });

  it('holds the contracts’ schemas as named components, the error answer once', () => {
    expect(doc.components.schemas['ErrorResponse']).toBeDefined();
    expect(Object.keys(doc.components.schemas).filter((name) => name.startsWith('ErrorResponse'))).toEqual(['ErrorResponse']);
    for (const name of ['PlaceOrderRequest', 'PlaceOrderResponse', 'OrderSummary', 'Market', 'SalesNode']) {
      expect(doc.components.schemas[name], name).toBeDefined();
    }
    // Errors are shared answers that reference ErrorResponse, not a copy per operation.
    expect(doc.paths['/api/order/placeOrder']!['post']!.responses['409']).toEqual({ $ref: '#/components/responses/Conflict' });
    expect(served.split('"#/components/schemas/ErrorResponse"').length - 1).toBe(Object.keys(doc.components.responses).length);
  });

  it('declares the errors every call can answer, and 401/403 for each signed-in one', () => {
    for (const { call, operation } of operations()) {
      expect(Object.keys(operation.responses), call).toEqual(expect.arrayContaining(['200', '400', '404', '500']));
    }
    const signedIn = doc.paths['/api/reseller/myContact']!['get']!;
    expect(Object.keys(signedIn.responses)).toEqual(expect.arrayContaining(['401', '403']));
    expect(Object.keys(doc.paths['/mediaApi/file/{id}/{name}']!['get']!.responses).sort()).toEqual(
      ['200', '206', '304', '400', '404', '414', '416', '500'].sort(),
    );
    // The signed file address answers the attachment's bytes, in each type a complaint file may have.
    const file = doc.paths['/api/complaint/file/{attachmentId}']!['get']!;
    expect(Object.keys(file.responses).sort()).toEqual(['200', '400', '403', '404', '414', '500']);
    const body = (file.responses['200'] as { content: Record<string, { schema: unknown }> }).content;
    expect(Object.keys(body).sort()).toEqual([...COMPLAINT_FILE_TYPES].sort());
    for (const type of COMPLAINT_FILE_TYPES) expect(body[type]!.schema, type).toMatchObject({ type: 'string', format: 'binary' });
  });

  it('describes the multipart calls’ parts: the JSON data and the files with their limits', () => {
    const create = doc.paths['/api/complaint']!['post']!.requestBody!.content['multipart/form-data']!;
    expect(create.schema).toMatchObject({
      type: 'object',
      required: ['data'],
      properties: {
        data: { $ref: '#/components/schemas/NewComplaintData' },
        files: { type: 'array', maxItems: 4, items: { type: 'string', format: 'binary', maxLength: 3_999_999 } },
      },
    });
    expect(create.encoding).toMatchObject({
      data: { contentType: 'application/json' },
      files: { contentType: expect.stringContaining('image/jpeg') },
    });

    const upload = doc.paths['/api/complaint/images']!['post']!.requestBody!.content['multipart/form-data']!;
    expect(upload.schema).toMatchObject({
      required: expect.arrayContaining(['incidentId', 'files']),
      properties: { files: { minItems: 1, maxItems: 4, items: { format: 'binary' } } },
    });
    expect(upload.encoding?.['files']?.contentType).toContain('application/pdf');

    // Every multipart call of the contracts shows its parts.
    const multipart = operations().filter(({ operation }) => operation.requestBody?.content['multipart/form-data']);
    expect(multipart).toHaveLength([...callNames.keys()].filter((call) => 'multipart' in call && call.multipart).length);
  });
});
