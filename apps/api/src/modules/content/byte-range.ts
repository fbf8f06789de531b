import { Transform, type Readable } from 'node:stream';

/** The bytes a single-range request asks for, both ends included. */
export type ByteRange = { start: number; end: number };

/**
 * Reads a Range header against a file of `size` bytes: the range, 'unsatisfiable' (answer 416),
 * or null to send the whole file (no header, several ranges, or a unit other than bytes).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  if (from === '') {
    // The last n bytes.
    const suffix = Number(to);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/** The part of a stream between two byte offsets, both included; the source is released after the last byte. */
export function sliceStream(source: Readable, range: ByteRange): Readable {
  let position = 0;
  const slice = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const from = Math.max(0, range.start - position);
      const to = Math.min(chunk.length, range.end + 1 - position);
      position += chunk.length;
      if (to > from) this.push(chunk.subarray(from, to));
      if (position > range.end) {
        this.push(null);
        source.unpipe(slice);
        source.destroy();
      }
      done();
    },
  });
  source.on('error', (error) => slice.destroy(error));
  return source.pipe(slice);
}
