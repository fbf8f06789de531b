import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Where the built page asks for its settings (the route /portal-config.js, which development's Vite server proxies). */
const SETTINGS_TAG = '<script defer src="/portal-config.js"></script>';

/** The page's settings as a script: JSON that cannot end the script element it is written into. */
export function settingsScript(settings: object): string {
  return `window.__PORTAL_CONFIG__=${JSON.stringify(settings).replace(/</g, '\\u003c')};`;
}

/** The Content-Security-Policy sources (`'sha256-…'`) of a page's inline scripts, so that exactly those run. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, code]) =>
      `'sha256-${createHash('sha256')
        .update(code ?? '', 'utf8')
        .digest('base64')}'`,
  );
}

export type WebPage = {
  /** The policy's sources of its inline scripts. */
  scriptHashes: string[];
  /** Whether the built page is still the one read at start. */
  isCurrent: () => boolean;
  /** Sends the page, compressed (once, at start) as the client takes it. */
  send: (request: FastifyRequest, reply: FastifyReply) => FastifyReply;
};

const ENCODINGS = ['br', 'gzip'] as const;

/**
 * The web app's page as it is served: the built page with its settings written in where it asks for them, so that
 * nothing waits for one more request before it can start (the warm start asks for home's news at once), and the
 * sources of its inline scripts for the Content-Security-Policy. Read once at start: a page built anew afterwards
 * goes out as built (sendIndex), asking for /portal-config.js, as the policy allows only the scripts read at start.
 */
export function loadWebPage(dist: string | null, settings: string): WebPage | null {
  if (!dist) return null;
  const file = path.join(dist, 'index.html');
  if (!fs.existsSync(file)) return null;
  const builtAt = fs.statSync(file).mtimeMs;
  const html = fs.readFileSync(file, 'utf8').replace(SETTINGS_TAG, () => `<script>${settings}</script>`);
  const encoded = {
    br: zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT } }),
    gzip: zlib.gzipSync(html, { level: 9 }),
  };
  return {
    scriptHashes: inlineScriptHashes(html),
    isCurrent: () => fs.existsSync(file) && fs.statSync(file).mtimeMs === builtAt,
    send: (request, reply) => {
      const accepted = request.headers['accept-encoding'];
      const encoding = accepted ? negotiate(accepted, [...ENCODINGS]) : null;
      reply.type('text/html; charset=utf-8').header('vary', 'accept-encoding');
      if (encoding !== 'br' && encoding !== 'gzip') return reply.send(html);
      return reply.header('content-encoding', encoding).send(encoded[encoding]);
    },
  };
}
