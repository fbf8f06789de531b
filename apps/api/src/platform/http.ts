import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse, type Endpoint, type FileDownload } from '@portal/contracts';
import type { StaffFileDownload } from '@portal/contracts/endpoint';
import type { Readable } from 'node:stream';
import { operationIdOf } from '@portal/contracts/names';
import {
  integrationClientOf,
  principalOf,
  staffOf,
  type AccessRule,
  type IntegrationCaller,
  type Principal,
  type StaffPrincipal,
} from './auth/access.js';

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export type RouteContext<E extends Endpoint> = {
  params: Out<E['params']>;
  query: Out<E['querystring']>;
  body: Out<E['body']>;
  principal: Principal;
  /** The staff member making a back-office call. */
  staff: StaffPrincipal;
  /** The integration client making an integration call. */
  client: IntegrationCaller;
  request: FastifyRequest;
  reply: FastifyReply;
};

/** What a call may be refused or fail with; the API document lists these beside its answer. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 414 | 415 | 422 | 429 | 500 | 503 | 507;

/**
 * The errors a call can answer, from its shape: every call a bad request, a missing record, a
 * conflict with the stored state (some GET calls of the specification change things) and a failure;
 * a signed-in call 401 and 403; a path with parameters 414 when one is longer than the router reads;
 * every call but a GET 413 and 415, since a body is refused by its size and its type whether or not
 * the call takes one; a one-time link 410 once it expired; a limited call 429; any call 503 while
 * the instance sheds load.
 */
export function errorStatuses(
  call: Pick<Endpoint, 'method' | 'path' | 'public' | 'params' | 'body' | 'multipart' | 'integrationScope' | 'idempotent'>,
  extras: { rateLimited?: boolean } = {},
): ErrorStatus[] {
  const statuses: ErrorStatus[] = [400];
  const sendsBody = call.method !== 'GET';
  if (!call.public) statuses.push(401, 403);
  statuses.push(404, 409);
  if (call.public && call.path.includes('{token}')) statuses.push(410);
  if (sendsBody) statuses.push(413);
  if (call.params || /\{\w+\}/.test(call.path)) statuses.push(414);
  if (sendsBody) statuses.push(415);
  // An idempotency key sent again with another request; an integration write the stored state cannot take.
  if ((call.body instanceof z.ZodObject && 'idempotencyKey' in call.body.shape) || call.idempotent || (call.integrationScope && sendsBody))
    statuses.push(422);
  if (extras.rateLimited) statuses.push(429);
  statuses.push(500, 503);
  // A call that stores files may find the store full.
  if (call.multipart) statuses.push(507);
  return statuses;
}

/** The error answers of a call's route schema, each the one ErrorResponse. */
export const errorResponses = (statuses: readonly ErrorStatus[]) =>
  Object.fromEntries(statuses.map((status) => [status, ErrorResponse])) as Partial<Record<ErrorStatus, typeof ErrorResponse>>;

/** The contracts write path parameters as OpenAPI does, {name}; Fastify reads :name. */
export const routeUrl = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

function accessRule(endpoint: Endpoint): AccessRule {
  if (endpoint.public) return 'public';
  if (endpoint.integrationScope) return 'integration';
  if (endpoint.staffRoles) return 'staff';
  if (endpoint.viewAsSession) return 'view-as';
  return endpoint.adminOnly ? 'admin' : 'user';
}

/** The header of a call that takes an idempotency key. */
const IdempotencyKeyHeader = z.looseObject({
  'idempotency-key': z
    .string()
    .regex(/^[\x21-\x7e]{1,255}$/, 'expected 1 to 255 visible ASCII characters')
    .optional()
    .describe('Any unique text per request (a UUID); a repeated request with the same key gets the first answer'),
});

/** What a route may add to its contract: a limit on how often one caller may make it. */
export type RouteExtras = { rateLimit?: { max: number; timeWindow: string; keyGenerator?: (request: FastifyRequest) => string } };

function routeOptions<E extends Endpoint>(endpoint: E, extras: RouteExtras = {}) {
  return {
    method: endpoint.method,
    url: routeUrl(endpoint.path),
    ...(endpoint.bodyLimit ? { bodyLimit: endpoint.bodyLimit } : {}),
    schema: {
      operationId: operationIdOf(endpoint),
      summary: endpoint.summary,
      ...(endpoint.description ? { description: endpoint.description } : {}),
      tags: [...endpoint.tags],
      security: endpoint.public ? [] : endpoint.integrationScope ? [{ integrationClient: [endpoint.integrationScope] }] : [{ bearer: [] }],
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.querystring ? { querystring: endpoint.querystring } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.idempotent ? { headers: IdempotencyKeyHeader } : {}),
      response: { 200: endpoint.response, ...errorResponses(errorStatuses(endpoint, { rateLimited: Boolean(extras.rateLimit) })) },
    },
    config: {
      access: accessRule(endpoint),
      ...(endpoint.staffRoles ? { staffRoles: endpoint.staffRoles } : {}),
      ...(endpoint.changesState ? { changesState: true } : {}),
      ...(endpoint.integrationScope ? { integrationScope: endpoint.integrationScope } : {}),
      ...(extras.rateLimit ? { rateLimit: { hook: 'preHandler' as const, ...extras.rateLimit } } : {}),
    },
  };
}

function contextOf<E extends Endpoint>(request: FastifyRequest, reply: FastifyReply): RouteContext<E> {
  return {
    params: request.params as Out<E['params']>,
    query: request.query as Out<E['querystring']>,
    body: request.body as Out<E['body']>,
    // Read on use: a public call has no caller.
    get principal() {
      return principalOf(request);
    },
    get staff() {
      return staffOf(request);
    },
    get client() {
      return integrationClientOf(request);
    },
    request,
    reply,
  };
}

/**
 * Registers one call of the contracts: the schemas validate the request and
 * shape the response and the OpenAPI document; the handler gets the caller.
 */
export function addRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (ctx: RouteContext<E>) => Promise<z.input<E['response']>>,
  extras?: RouteExtras,
) {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOptions(endpoint, extras),
    handler: (request, reply) => handler(contextOf<E>(request, reply)),
  });
}

/** Whether a Content-Type names JSON (application/json, or a +json type such as problem+json). */
export const isJsonType = (type: unknown) => typeof type === 'string' && /^application\/(?:[\w.+-]+\+)?json\b/.test(type);

/**
 * A call whose answer the database composes as JSON text (long lists): the text, or the bytes of
 * it that the service keeps, go out as they are, not parsed and serialized again. Its API tests
 * check the text against the schema.
 */
export function addJsonTextRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (ctx: RouteContext<E>) => Promise<string | Buffer>,
  extras?: RouteExtras,
) {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOptions(endpoint, extras),
    handler: async (request, reply) => {
      const text = await handler(contextOf<E>(request, reply));
      return reply
        .type('application/json; charset=utf-8')
        .serializer((payload: unknown) => payload as string)
        .send(text);
    },
  });
}

/** A file the API sends: its name and its bytes. */
/** A file a dealer's call sends; `contentType` when it is not the call's one type (an attachment of several). */
export type FileAnswer = { filename: string; content: Buffer | Readable; contentType?: string };

/**
 * Registers a call of the contracts whose answer is a file (a PDF document, say): the query is
 * checked against the contract as for every call, and the bytes go out as an attachment that
 * no shared cache keeps.
 */
export function addFileRoute<D extends FileDownload>(
  app: FastifyInstance,
  download: D,
  description: string,
  handler: (ctx: {
    principal: Principal;
    params: Out<D['params']>;
    query: z.output<D['querystring']>;
    request: FastifyRequest;
  }) => Promise<FileAnswer>,
) {
  app.route({
    method: download.method,
    url: routeUrl(download.path),
    schema: {
      operationId: operationIdOf(download),
      summary: download.summary,
      tags: [...download.tags],
      security: [{ bearer: [] }],
      ...(download.params ? { params: download.params } : {}),
      querystring: download.querystring,
      response: {
        200: {
          description,
          content: Object.fromEntries(
            (download.contentTypes ?? [download.contentType]).map((type) => [type, { schema: z.string().meta({ format: 'binary' }) }]),
          ),
        },
        ...errorResponses(errorStatuses(download)),
      },
    },
    config: { access: download.adminOnly ? 'admin' : 'user' },
    handler: async (request, reply) => {
      const { filename, content, contentType } = await handler({
        principal: principalOf(request),
        params: request.params as Out<D['params']>,
        query: request.query as z.output<D['querystring']>,
        request,
      });
      return reply
        .type(contentType ?? download.contentType)
        .header('Content-Disposition', contentDisposition('attachment', filename))
        .header('Cache-Control', 'private, no-store')
        .send(content);
    },
  });
}

/** A file a back-office call sends: its name, its type and its bytes, streamed as they are written. */
export type StaffFileAnswer = { filename: string; contentType: string; body: Readable | Buffer };

/**
 * Registers a back-office download (a list's export): staff with one of its roles, the query
 * checked against its contract, the file sent as an attachment no shared cache keeps.
 */
export function addStaffFileRoute<D extends StaffFileDownload>(
  app: FastifyInstance,
  download: D,
  description: string,
  handler: (ctx: {
    staff: StaffPrincipal;
    params: D['params'] extends z.ZodType ? z.output<D['params']> : undefined;
    query: z.output<D['querystring']>;
    request: FastifyRequest;
  }) => Promise<StaffFileAnswer>,
) {
  const binary = { schema: z.string().meta({ format: 'binary' }) };
  app.route({
    method: download.method,
    url: routeUrl(download.path),
    schema: {
      operationId: operationIdOf(download),
      summary: download.summary,
      tags: [...download.tags],
      security: [{ bearer: [] }],
      ...(download.params ? { params: download.params } : {}),
      querystring: download.querystring,
      response: {
        200: { description, content: Object.fromEntries(download.contentTypes.map((type) => [type, binary])) },
        ...errorResponses(errorStatuses(download)),
      },
    },
    config: { access: 'staff', staffRoles: download.staffRoles },
    handler: async (request, reply) => {
      const file = await handler({
        staff: staffOf(request),
        params: request.params as D['params'] extends z.ZodType ? z.output<D['params']> : undefined,
        query: request.query as z.output<D['querystring']>,
        request,
      });
      return reply
        .type(file.contentType)
        .header('Content-Disposition', contentDisposition('attachment', file.filename))
        .header('Cache-Control', 'private, no-store')
        .send(file.body);
    },
  });
}

/**
 * Content-Disposition with an ASCII fallback and the exact UTF-8 name (RFC 6266, RFC 5987):
 * every file the API sends names itself this way.
 */
export function contentDisposition(kind: 'attachment' | 'inline', fileName: string) {
  const ascii = fileName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[øØ]/g, (c) => (c === 'ø' ? 'o' : 'O'))
    .replace(/[æÆ]/g, (c) => (c === 'æ' ? 'ae' : 'AE'))
    .replace(/ß/g, 'ss')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
