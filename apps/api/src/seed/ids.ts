import { createHash } from 'node:crypto';

/** A UUID derived from a name, so the seed writes the same rows on every run. */
export function stableId(name: string): string {
  const h = createHash('sha256').update(`dealer-portal:${name}`).digest('hex');
  const variant = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export function stableBytes(name: string, length: number): Buffer {
  return createHash('sha256').update(`dealer-portal-bytes:${name}`).digest().subarray(0, length);
}
