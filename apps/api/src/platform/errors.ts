import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isErrorCode, PORTAL_SCOPE, type ErrorCode, type ErrorResponse } from '@portal/contracts';

/** The one error type of the API: a status, a stable code, and for 400 the failing field. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details: { field?: string; key?: string } = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (what = 'Resource') => new AppError(404, 'NOT_FOUND', `${what} not found`);

/**
 * What a lookup found, or the 404 a missing record answers. Services load a record this way
 * wherever a missing one (another customer's included, as every query is scoped) ends the call.
 */
export async function found<T>(lookup: Promise<T | null | undefined>, what: string): Promise<T> {
  const value = await lookup;
  if (!value) throw notFound(what);
  return value;
}
export const unauthorized = (message = 'A valid bearer token is required', code: ErrorCode = 'UNAUTHORIZED') =>
  new AppError(401, code, message);
export const forbidden = (code: ErrorCode, message: string) => new AppError(403, code, message);
/** A token without the scope a call needs (RFC 6750 insufficient_scope); the answer names the scope. */
export const insufficientScope = (scope: string) =>
  Object.assign(new AppError(403, 'INSUFFICIENT_SCOPE', `The token does not grant the scope ${scope}`), { scope });
export const badRequest = (field: string, message: string, key?: string) =>
  new AppError(400, 'VALIDATION_FAILED', message, { field, ...(key ? { key } : {}) });
export const conflict = (code: ErrorCode, message: string) => new AppError(409, code, message);

/**
 * The one error body: status, code, message, for 400 the field, and the request's id (the trace id
 * when tracing is on), which the apps show so a dealer can quote it and operations find the log lines.
 */
export function errorBody(
  request: FastifyRequest,
  statusCode: number,
  code: ErrorCode,
  message: string,
  extra: { field?: string; key?: string } = {},
): ErrorResponse {
  return { statusCode, code, message, ...extra, requestId: request.id };
}

/** Fastify's and its plugins' own codes (FST_…) become the portal's, so a client meets only documented codes. */
function clientErrorCode(status: number, code: string | undefined): ErrorCode {
  if (isErrorCode(code)) return code;
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 414) return 'URI_TOO_LONG';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (status === 429) return 'RATE_LIMITED';
  return 'BAD_REQUEST';
}

/** The challenge of a refused bearer token (RFC 6750 §3): what was wrong and, for a missing scope, which one. */
function bearerChallenge(error: AppError): string | undefined {
  if (error.code === 'INSUFFICIENT_SCOPE') {
    const scope = 'scope' in error && typeof error.scope === 'string' ? error.scope : PORTAL_SCOPE;
    return `Bearer error="insufficient_scope", scope="${scope}"`;
  }
  if (error.statusCode !== 401) return undefined;
  if (error.code === 'UNAUTHORIZED') return 'Bearer';
  return `Bearer error="invalid_token", error_description="${error.message.replaceAll('"', "'")}"`;
}

/** Central handler: every error leaves as JSON; a 5xx never shows its details. */
export function errorHandler(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    const challenge = bearerChallenge(error);
    if (challenge) reply.header('WWW-Authenticate', challenge);
    return reply.status(error.statusCode).send(errorBody(request, error.statusCode, error.code, error.message, error.details));
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const where = error.validationContext ?? 'body';
    const path = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') ?? '';
    const field = path || where;
    const key = first?.message && /^[a-z-]+\.[a-z0-9.-]+$/.test(first.message) ? first.message : undefined;
    return reply
      .status(400)
      .send(errorBody(request, 400, 'VALIDATION_FAILED', `${field}: ${first?.message ?? 'invalid'}`, { field, ...(key ? { key } : {}) }));
  }
  // A full disk (or a quota) is told as such, so the caller knows to try later and operations see it.
  if ((error as { code?: string }).code === 'ENOSPC' || (error as { code?: string }).code === 'EDQUOT') {
    request.log.error({ err: error }, 'no space left for a write');
    return reply
      .status(507)
      .send(errorBody(request, 507, 'INSUFFICIENT_STORAGE', 'The server has no room to store this now; try again later'));
  }
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorBody(request, 500, 'INTERNAL_ERROR', 'Something went wrong on our side'));
  }
  // Fastify's own client errors (malformed JSON, body too large, rate limit, unsupported media type)
  return reply.status(status).send(errorBody(request, status, clientErrorCode(status, error.code), error.message));
}

export function notFoundHandler(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send(errorBody(request, 404, 'NOT_FOUND', `No route for ${request.method} ${request.url.split('?')[0]}`));
}
