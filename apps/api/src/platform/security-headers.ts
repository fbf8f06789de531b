import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppConfig } from './config.js';
import { isJsonType } from './http.js';

/** Browser features the portal never uses, off on every page and answer. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=()';

/**
 * A JSON answer of the API is never a page: it needs no policy for scripts, frames or forms, only
 * what stops it being framed, sniffed, cached in between or read across origins (OWASP's set for
 * REST answers), and the portal's Permissions-Policy everywhere. About 350 bytes instead of a
 * page's 1 KB on every call, which a point read's throughput shows (`npm run bench:auth-read`).
 */
export const API_JSON_HEADERS = new Map([
  ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
  ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Referrer-Policy', 'no-referrer'],
  ['Permissions-Policy', PERMISSIONS_POLICY],
]);
const isApiCall = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/** Sets a page's headers on a raw answer; built once from helmet's options, not again per request. */
export type PageHeaders = (request: FastifyRequest, reply: FastifyReply) => void;
export function pageHeaders(options: HelmetOptions): PageHeaders {
  const set = helmet(options);
  // Helmet throws rather than passing an error on (since 8.1); its middleware calls back at once.
  return (request, reply) => {
    set(request.raw, reply.raw, () => {});
    reply.raw.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
  };
}

/**
 * Every page and file gets the portal's policy, set on the raw answer so that routes answering
 * on it (the sign-in provider's, which set their own policy over it) carry it too; an API call's
 * answer is known by its type once sent: JSON gets the headers a JSON answer needs, anything
 * else (a PDF, a picture, the API document's pages) a page's.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: AppConfig, scriptHashes: string[]) {
  const issuerOrigin = new URL(config.oidc.issuer).origin;
  const content = URL.canParse(config.contentApiUrl) ? [new URL(config.contentApiUrl).origin] : [];
  const setPageHeaders = pageHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The web app's page carries its inline scripts (its settings, its warm start), allowed by their hashes.
        scriptSrc: ["'self'", ...scriptHashes],
        // Mantine sets CSS variables in style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...content],
        mediaSrc: ["'self'", ...content],
        connectSrc: ["'self'", issuerOrigin, ...content],
        frameSrc: ["'self'", issuerOrigin, 'https://www.youtube-nocookie.com'],
        formAction: ["'self'", issuerOrigin],
        upgradeInsecureRequests: null,
      },
    },
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (!isApiCall(request.url)) setPageHeaders(request, reply);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isApiCall(request.url)) {
      if (isJsonType(reply.getHeader('content-type'))) reply.raw.setHeaders(API_JSON_HEADERS);
      else setPageHeaders(request, reply);
    }
    done(null, payload);
  });
}
