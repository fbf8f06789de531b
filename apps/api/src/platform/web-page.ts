import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { addVary, contentTag, isUnchanged } from './caching.js';

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
  /** The policy's sources of its inline scripts, as read at start. */
  scriptHashes: string[];
  /**
   * Sends the page with this status, compressed as the client takes it; a 200 with its validator, or a 304 when the
   * client's copy is still this one. Null while the app's page is not built.
   */
  send: (request: FastifyRequest, reply: FastifyReply, status: 200 | 404) => FastifyReply | null;
};

const ENCODINGS = ['br', 'gzip'] as const;

/** A page as it goes out: its text, its validator, and its compressed forms (made once). */
type Representation = { html: string; etag: string; br: Buffer; gzip: Buffer };
const represent = (html: string): Representation => ({
  html,
  etag: contentTag(html),
  br: zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT } }),
  gzip: zlib.gzipSync(html, { level: 9 }),
});

/**
 * An app's page as it is served. The web app's carries its settings written in where it asks for them, so that
 * nothing waits for one more request before it can start (the warm start asks for home's news at once), and the
 * sources of its inline scripts go to the Content-Security-Policy. Read once at start: a page built anew afterwards
 * goes out as built, asking for /portal-config.js, as the policy allows only the scripts read at start.
 */
export function loadWebPage(dist: string | null, settings: string | null): WebPage | null {
  if (!dist) return null;
  const file = path.join(dist, 'index.html');
  const builtAt = fs.existsSync(file) ? fs.statSync(file).mtimeMs : null;
  const built = builtAt === null ? null : fs.readFileSync(file, 'utf8');
  const first =
    built === null ? null : represent(settings === null ? built : built.replace(SETTINGS_TAG, () => `<script>${settings}</script>`));
  let rebuilt: { at: number; page: Representation } | null = null;
  const current = (): Representation | null => {
    if (!fs.existsSync(file)) return null;
    const at = fs.statSync(file).mtimeMs;
    if (at === builtAt) return first;
    if (rebuilt?.at !== at) rebuilt = { at, page: represent(fs.readFileSync(file, 'utf8')) };
    return rebuilt.page;
  };
  return {
    scriptHashes: first ? inlineScriptHashes(first.html) : [],
    send: (request, reply, status) => {
      const page = current();
      if (!page) return null;
      // Kept by a browser, asked for again on every use: a 304 while the build is the same.
      reply.status(status).header('cache-control', 'no-cache');
      addVary(reply, 'accept-encoding');
      // A validator for the page itself only: a 404 is no copy of anything to revalidate.
      if (status === 200) {
        reply.header('etag', page.etag);
        if (isUnchanged(request, page.etag)) return reply.status(304).send();
      }
      reply.type('text/html; charset=utf-8');
      const accepted = request.headers['accept-encoding'];
      const encoding = accepted ? negotiate(accepted, [...ENCODINGS]) : null;
      if (encoding !== 'br' && encoding !== 'gzip') return reply.send(page.html);
      return reply.header('content-encoding', encoding).send(page[encoding]);
    },
  };
}
