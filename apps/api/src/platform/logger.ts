import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import { traceFields } from './tracing.js';

// Query parameters that carry codes or tokens (OpenID Connect flows) or sign an address (files, S3).
const SECRET_PARAMS =
  /([?&](?:code|id_token_hint|id_token|access_token|refresh_token|token|code_verifier|password|state|signature|x-amz-signature|x-amz-credential|x-amz-security-token)=)[^&#]*/gi;
// One-time links carry their token in the path: invitations, password resets, e-mail changes.
const SECRET_PATHS = /(\/(?:invitations?|password-reset|reset-password|email-change)\/)[\w-]{20,}/gi;

export const redactUrl = (url: string) => url.replace(SECRET_PARAMS, '$1[redacted]').replace(SECRET_PATHS, '$1[redacted]');

/** pino settings: no token, code or password ever reaches a log line. */
export function loggerOptions(level: string, stream?: DestinationStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    // With tracing on, every line written inside a span names its trace (and a request's reqId is that trace id).
    mixin: traceFields,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.password', '*.token'],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: { method: string; url: string; id: string; ip?: string }) => ({
        id: request.id,
        method: request.method,
        url: redactUrl(request.url),
        ip: request.ip,
      }),
    },
  };
}
