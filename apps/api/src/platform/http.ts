import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ErrorResponse, type Endpoint } from '@portal/contracts';
import { principalOf, type Principal } from './auth/access.js';

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export type RouteContext<E extends Endpoint> = {
  query: Out<E['querystring']>;
  body: Out<E['body']>;
  principal: Principal;
  request: FastifyRequest;
  reply: FastifyReply;
};

const errorResponses = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

/**
 * Registers one call of the contracts: the schemas validate the request and
 * shape the response and the OpenAPI document; the handler gets the caller.
 */
export function addRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (ctx: RouteContext<E>) => Promise<z.input<E['response']>>,
) {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      tags: [...endpoint.tags],
      security: endpoint.public ? [] : [{ bearer: [] }],
      ...(endpoint.querystring ? { querystring: endpoint.querystring } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: { 200: endpoint.response, ...errorResponses },
    },
    config: { access: endpoint.public ? 'public' : endpoint.adminOnly ? 'admin' : 'user' },
    handler: (request, reply) =>
      handler({
        query: request.query as Out<E['querystring']>,
        body: request.body as Out<E['body']>,
        // Read on use: a public call has no caller.
        get principal() {
          return principalOf(request);
        },
        request,
        reply,
      }),
  });
}
