import type { FastifyInstance } from 'fastify';
import { AppError, badRequest } from './errors.js';

/** A request body takes at most this many bytes, unless its route says otherwise (uploads). */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * How deep a request's JSON may nest: far beyond any contract's shape, and shallow enough that
 * every walk of it (the text rule, the schemas) stays far from the end of the stack.
 */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]);
const CLOSERS = new Set([0x5d, 0x7d]);

/**
 * Refuses JSON text nested deeper than MAX_JSON_DEPTH with 400 naming the field, told from its
 * brackets outside strings before anything parses or walks it.
 */
export function checkJsonDepth(text: string, field: string) {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) inString = true;
    else if (OPENERS.has(code)) {
      if (++depth > MAX_JSON_DEPTH) throw badRequest(field, `${field}: JSON nested deeper than ${MAX_JSON_DEPTH} levels`);
    } else if (CLOSERS.has(code)) depth--;
  }
}

/**
 * The rules every request body meets before a route sees it: a body whose declared length is
 * beyond its route's limit is refused with 413 before a byte of it is read, and a JSON body nested
 * too deep with 400 before it is parsed.
 */
export function registerBodyRules(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    // Fastify reads no body of these; Node drops whatever comes.
    if (request.method === 'GET' || request.method === 'HEAD') return;
    const declared = Number(request.headers['content-length']);
    const limit = request.routeOptions.bodyLimit;
    // The connection stays open, so the server drops the rest unread and the client reads this
    // answer; closing it under a client still sending would reset it before the answer arrives.
    if (declared > limit) throw new AppError(413, 'PAYLOAD_TOO_LARGE', `The body has ${declared} bytes; this call takes at most ${limit}`);
  });
  const parseJson = app.getDefaultJsonParser(
    app.initialConfig.onProtoPoisoning ?? 'error',
    app.initialConfig.onConstructorPoisoning ?? 'error',
  );
  // Fastify's own JSON parser (prototype poisoning refused) behind the depth rule; a throw here
  // becomes the parser's error.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    checkJsonDepth(text, 'body');
    parseJson(request, text, done);
  });
}
