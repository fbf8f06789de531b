import { STATUS_CODES } from 'node:http';
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import swagger, { type FastifyDynamicSwaggerOptions, type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callNames, schemaNames } from '@portal/contracts/names';
import { PORTAL_SCOPE } from '@portal/contracts';
import { INTEGRATION_TAG } from '@portal/contracts/integration-api';
import { INTEGRATION_SCOPES } from '@portal/contracts/integration-scopes';
import { contentTag, isUnchanged } from './caching.js';

/**
 * The API document at /api/docs: OpenAPI 3.1, built from the contracts. Operations are named by
 * the contracts' calls (`placeOrder`), schemas by the contracts' exports (`PlaceOrderRequest`),
 * the errors a call can answer are shared responses, and multipart bodies show their parts.
 */

type Json = Record<string, unknown>;
type OpenApiDocument = Json & { paths?: Record<string, Record<string, Json>>; components?: Json & { schemas?: Record<string, Json> } };

const SCHEMAS = '#/components/schemas/';
const RESPONSES = '#/components/responses/';
const ERROR_REF = `${SCHEMAS}ErrorResponse`;

/** The shared error answers, by status: what each means and which codes it carries. */
const ERROR_RESPONSES: Record<string, { name: string; description: string }> = {
  400: {
    name: 'BadRequest',
    description: 'The request does not match the contract (VALIDATION_FAILED names the failing `field`) or a rule',
  },
  401: {
    name: 'Unauthorized',
    description:
      'No valid bearer token: UNAUTHORIZED, INVALID_TOKEN, TOKEN_EXPIRED, PASSWORD_RESET_REQUIRED or CLIENT_REVOKED (WWW-Authenticate says which)',
  },
  403: {
    name: 'Forbidden',
    description: `The caller may not do this: INSUFFICIENT_SCOPE (the token lacks ${PORTAL_SCOPE}, or the integration scope the message names), NO_ACCESS, ADMIN_REQUIRED, STAFF_ONLY, STAFF_ROLE_REQUIRED, INTEGRATION_CLIENT_ONLY, or an invalid signed address`,
  },
  404: { name: 'NotFound', description: 'No such record for this caller (another customer’s record answers the same)' },
  409: { name: 'Conflict', description: 'The change conflicts with the stored state; the code says how' },
  410: { name: 'Gone', description: 'The one-time link has expired (LINK_EXPIRED)' },
  413: { name: 'PayloadTooLarge', description: 'The body is larger than the call takes (PAYLOAD_TOO_LARGE)' },
  414: { name: 'UriTooLong', description: 'A path parameter is longer than the router reads (URI_TOO_LONG)' },
  415: { name: 'UnsupportedMediaType', description: 'The body is not of the content type the call takes (UNSUPPORTED_MEDIA_TYPE)' },
  422: {
    name: 'UnprocessableContent',
    description: 'The idempotency key was sent before with another request (IDEMPOTENCY_KEY_REUSED); send a new key',
  },
  429: { name: 'TooManyRequests', description: 'Too many attempts; try again later (RATE_LIMITED)' },
  500: { name: 'InternalError', description: 'Something went wrong on the server; the answer never shows details (INTERNAL_ERROR)' },
  503: {
    name: 'ServiceUnavailable',
    description: 'The server is overloaded and sheds load (OVERLOADED); try again after the Retry-After header’s seconds',
  },
  507: { name: 'InsufficientStorage', description: 'The file store is full; try again later (INSUFFICIENT_STORAGE)' },
};

let schemasNamed = false;

/**
 * Gives the contracts' exported schemas their export names, so the document references them as
 * components. Query and path parameter objects stay inline: the document lists them one by one.
 */
function nameContractSchemas() {
  if (schemasNamed) return;
  schemasNamed = true;
  const inline = new Set<z.ZodType>();
  for (const call of callNames.keys()) {
    if (call.querystring) inline.add(call.querystring);
    if ('params' in call && call.params) inline.add(call.params);
  }
  for (const [schema, name] of schemaNames) {
    if (inline.has(schema) || z.globalRegistry.get(schema)?.id || z.globalRegistry._idmap.has(name)) continue;
    z.globalRegistry.add(schema, { ...z.globalRegistry.get(schema), id: name });
  }
}

/** Multipart routes carry their parts as `multipart` (not `body`, which Fastify would validate). */
const transform: SwaggerTransform = (input) => {
  const schema = input.schema as Json | undefined;
  if (schema && 'multipart' in schema) {
    const { multipart, ...rest } = schema;
    return jsonSchemaTransform({ ...input, schema: { ...rest, body: multipart, consumes: ['multipart/form-data'] } } as typeof input);
  }
  return jsonSchemaTransform(input);
};

function visit(value: unknown, each: (node: Json) => void) {
  if (Array.isArray(value)) for (const item of value) visit(item, each);
  else if (value && typeof value === 'object') {
    each(value as Json);
    for (const child of Object.values(value)) visit(child, each);
  }
}

const refsIn = (value: unknown, prefix: string) => {
  const found = new Set<string>();
  visit(value, (node) => {
    if (typeof node['$ref'] === 'string' && node['$ref'].startsWith(prefix)) found.add(node['$ref'].slice(prefix.length));
  });
  return found;
};

/** Replaces references to schemas by the map's names. */
function renameRefs<T>(value: T, names: Map<string, string>): T {
  if (names.size === 0) return value;
  return JSON.parse(JSON.stringify(value), (key, v: unknown) =>
    key === '$ref' && typeof v === 'string' && v.startsWith(SCHEMAS) && names.has(v.slice(SCHEMAS.length))
      ? `${SCHEMAS}${names.get(v.slice(SCHEMAS.length))}`
      : v,
  ) as T;
}

/** Keeps the components something references, following references between components. */
function pruneSchemas(doc: OpenApiDocument) {
  const schemas = doc.components?.schemas ?? {};
  const { components: _components, ...rest } = doc;
  const used = new Set([...refsIn(rest, SCHEMAS), ...refsIn(doc.components?.['responses'], SCHEMAS)]);
  const queue = [...used];
  while (queue.length > 0) {
    for (const name of refsIn(schemas[queue.pop()!], SCHEMAS)) {
      if (!used.has(name)) {
        used.add(name);
        queue.push(name);
      }
    }
  }
  for (const name of Object.keys(schemas)) if (!used.has(name)) delete schemas[name];
}

/**
 * Input and output forms of a schema (`X`, `XInput`) are one component when they read the same,
 * and an input form without an output one takes the plain name.
 */
function mergeInputForms(doc: OpenApiDocument): OpenApiDocument {
  const schemas = doc.components?.schemas ?? {};
  const pairs = new Map(
    Object.keys(schemas)
      .filter((name) => name.endsWith('Input') && schemas[name.slice(0, -'Input'.length)])
      .map((name) => [name, name.slice(0, -'Input'.length)]),
  );
  // The largest set of pairs that read the same when every pair in the set counts as one.
  for (let changed = true; changed;) {
    changed = false;
    for (const [input, output] of pairs) {
      if (JSON.stringify(renameRefs(schemas[input], pairs)) !== JSON.stringify(schemas[output])) {
        pairs.delete(input);
        changed = true;
      }
    }
  }
  const names = new Map(pairs);
  for (const input of pairs.keys()) delete schemas[input];
  for (const name of Object.keys(schemas)) {
    const plain = name.slice(0, -'Input'.length);
    if (name.endsWith('Input') && !schemas[plain] && !names.has(name)) names.set(name, plain);
  }
  const renamed = renameRefs(doc, names);
  const all = renamed.components!.schemas!;
  renamed.components!.schemas = Object.fromEntries(
    Object.entries(all)
      .map(([name, schema]) => [names.get(name) ?? name, schema] as const)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  return renamed;
}

/** A multipart part that holds an object is JSON; a file part has the types its schema names. */
function multipartEncoding(schema: Json | undefined) {
  const properties = (schema?.['properties'] ?? {}) as Record<string, Json>;
  const encoding: Record<string, { contentType: string }> = {};
  for (const [name, part] of Object.entries(properties)) {
    const file = (part['type'] === 'array' ? part['items'] : part) as Json;
    if (file['format'] === 'binary') {
      const types = [file, ...((file['anyOf'] as Json[] | undefined) ?? [])]
        .map((s) => s['contentMediaType'])
        .filter((t): t is string => typeof t === 'string');
      encoding[name] = { contentType: types.length > 0 ? types.join(', ') : 'application/octet-stream' };
    } else if (part['type'] === 'object' || typeof part['$ref'] === 'string') {
      encoding[name] = { contentType: 'application/json' };
    }
  }
  return encoding;
}

const isErrorAnswer = (response: Json) => {
  const content = response['content'] as Record<string, Json> | undefined;
  const keys = Object.keys(content ?? {});
  return keys.length === 1 && keys[0] === 'application/json' && (content!['application/json']!['schema'] as Json)?.['$ref'] === ERROR_REF;
};

const transformObject: SwaggerTransformObject = (input) => {
  let doc = jsonSchemaTransformObject(input) as OpenApiDocument;
  const usedResponses = new Set<string>();
  for (const operations of Object.values(doc.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      const responses = operation['responses'] as Record<string, Json>;
      for (const [status, response] of Object.entries(responses)) {
        const shared = ERROR_RESPONSES[status];
        if (shared && isErrorAnswer(response)) {
          responses[status] = { $ref: `${RESPONSES}${shared.name}` };
          usedResponses.add(status);
        } else if (response['description'] === 'Default Response') {
          response['description'] = STATUS_CODES[Number(status)] ?? 'Answer';
        }
      }
      const multipart = (operation['requestBody'] as Json | undefined)?.['content'] as Record<string, Json> | undefined;
      const form = multipart?.['multipart/form-data'];
      if (form) form['encoding'] = multipartEncoding(form['schema'] as Json);
    }
  }
  doc.components = {
    ...doc.components,
    responses: Object.fromEntries(
      Object.entries(ERROR_RESPONSES)
        .filter(([status]) => usedResponses.has(status))
        .map(([, { name, description }]) => [name, { description, content: { 'application/json': { schema: { $ref: ERROR_REF } } } }]),
    ),
  };
  pruneSchemas(doc);
  doc = mergeInputForms(doc);
  return doc;
};

const INTEGRATION_DESCRIPTION = [
  'The integration API for the manufacturer’s ERP and CRM, versioned under `/api/integration/v1/`.',
  'A back-office admin creates an integration client (Integrations in the back office) and copies its secret once.',
  'The client gets an access token from the provider’s token endpoint with the client credentials grant',
  '(`grant_type=client_credentials`, its id and secret as HTTP Basic or as form fields, and `scope`, e.g.',
  '`scope=orders.read events.read`); the token lasts 15 minutes. Each call needs the scope it names; calls are',
  'limited per client (429 with Retry-After). Dealers’ and staff members’ tokens get 403 here. See docs/integration.md.',
].join(' ');

/** The options of @fastify/swagger for the portal's API document. */
export function apiDocumentOptions(publicUrl: string, tokenUrl = `${publicUrl}/idp/token`): FastifyDynamicSwaggerOptions {
  nameContractSchemas();
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Dealer portal API',
        version: '1.0.0',
        description: [
          'The calls of the dealer portal and its back office. Signed-in calls take a bearer token of the',
          `portal's OpenID Connect provider (\`${publicUrl}/idp\` when embedded) with the scope \`${PORTAL_SCOPE}\`;`,
          'every error answers with an ErrorResponse whose `code` is stable.',
        ].join(' '),
      },
      servers: [{ url: publicUrl }],
      tags: [{ name: INTEGRATION_TAG, description: INTEGRATION_DESCRIPTION }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          integrationClient: {
            type: 'oauth2',
            description: 'An integration client’s access token (client credentials grant)',
            flows: { clientCredentials: { tokenUrl, scopes: Object.fromEntries(INTEGRATION_SCOPES.map((scope) => [scope, scope])) } },
          },
        },
      },
    },
    transform,
    transformObject,
  };
}

/** The document as /api/docs serves it, in JSON and YAML, each by its text. */
const DOCUMENT_TEXTS: Record<string, (app: FastifyInstance) => string> = {
  '/api/docs/json': (app) => JSON.stringify(app.swagger()),
  '/api/docs/yaml': (app) => app.swagger({ yaml: true }),
};

/**
 * The document changes only with a deploy: caches may keep it but ask again on every use, and get a 304 while its
 * tag (made once, from the text) is the one they hold.
 */
function documentCaching(app: FastifyInstance): onRequestAsyncHookHandler {
  const tags = new Map<string, string>();
  return async (request, reply) => {
    const route = request.routeOptions.url ?? '';
    const text = DOCUMENT_TEXTS[route];
    if (!text) return;
    const etag = tags.get(route) ?? contentTag(text(app));
    tags.set(route, etag);
    reply.header('cache-control', 'public, no-cache').header('etag', etag);
    if (isUnchanged(request, etag)) return reply.status(304).send();
  };
}

/** The API document at /api/docs/json and its pages at /api/docs. */
export async function registerApiDocument(app: FastifyInstance, publicUrl: string, tokenUrl?: string) {
  await app.register(swagger, apiDocumentOptions(publicUrl, tokenUrl));
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true, uiHooks: { onRequest: documentCaching(app) } });
}
