import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.js';

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

/** The rule every JSON body meets before a route sees it: nested too deep, it is refused with 400 before it is parsed. */
export function registerBodyRules(app: FastifyInstance) {
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
