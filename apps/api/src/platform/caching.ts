/** What caches go by: an answer's validator, whether the client's copy is still current, and what an answer varies with. */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A weak validator (ETag) of a text by its content: the same text has the same tag in every encoding it goes out in
 * (brotli, gzip, none), which is what a weak tag promises and a strong one would not.
 */
export const contentTag = (content: string | Buffer) => `W/"${createHash('sha256').update(content).digest('base64url').slice(0, 27)}"`;

/** The opaque part of a tag, which If-None-Match compares (the weak comparison of RFC 9110, 13.1.2). */
const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** Whether the copy the client holds (If-None-Match: one tag, a list, or `*`) is still the one tagged so. */
export function isUnchanged(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/** Names a request header in Vary beside those an earlier step named there (compression names Accept-Encoding). */
export function addVary(reply: FastifyReply, header: string) {
  const vary = String(reply.getHeader('vary') ?? '');
  const named = vary.split(',').map((name) => name.trim().toLowerCase());
  if (!named.includes(header.toLowerCase())) reply.header('vary', vary ? `${vary}, ${header}` : header);
}
