import type { Readable, Writable } from 'node:stream';

/**
 * The tar format (POSIX ustar, with a pax header for names over 100 bytes), so a backup opens with any tar tool.
 * Only regular files: a backup holds nothing else.
 */
const BLOCK = 512;

function header(name: string, size: number, type: '0' | 'x', mtime: Date): Buffer {
  const block = Buffer.alloc(BLOCK);
  const field = (offset: number, length: number, value: string) => block.write(value, offset, length, 'utf8');
  const octal = (offset: number, length: number, value: number) =>
    field(offset, length, `${value.toString(8).padStart(length - 1, '0')}\0`);
  field(0, 100, name.slice(0, 100));
  octal(100, 8, type === 'x' ? 0o644 : 0o600);
  octal(108, 8, 0);
  octal(116, 8, 0);
  octal(124, 12, size);
  octal(136, 12, Math.floor(mtime.getTime() / 1000));
  field(148, 8, '        ');
  field(156, 1, type);
  field(257, 6, 'ustar\0');
  field(263, 2, '00');
  let sum = 0;
  for (const byte of block) sum += byte;
  field(148, 8, `${sum.toString(8).padStart(6, '0')}\0 `);
  return block;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** A pax record: its length counts itself. */
function paxRecord(key: string, value: string): string {
  const body = ` ${key}=${value}\n`;
  let length = Buffer.byteLength(body);
  while (String(length).length + Buffer.byteLength(body) !== length) length = String(length).length + Buffer.byteLength(body);
  return `${length}${body}`;
}

/** Waits while the destination is full, so a large backup does not pile up in memory. */
async function write(out: Writable, chunk: Buffer) {
  if (!out.write(chunk))
    await new Promise<void>((resolve, reject) => {
      const done = () => {
        out.off('error', fail);
        resolve();
      };
      const fail = (error: Error) => {
        out.off('drain', done);
        reject(error);
      };
      out.once('drain', done);
      out.once('error', fail);
    });
}

export type TarWriter = {
  /** One file; `body` is its bytes or a stream of exactly `size` bytes. */
  add(name: string, body: Buffer | { stream: Readable; size: number }, mtime?: Date): Promise<void>;
  /** The end-of-archive blocks; the caller ends `out`. */
  finish(): Promise<void>;
};

export function tarWriter(out: Writable): TarWriter {
  return {
    async add(name, body, mtime = new Date()) {
      const size = Buffer.isBuffer(body) ? body.length : body.size;
      if (Buffer.byteLength(name) > 100) {
        const pax = Buffer.from(paxRecord('path', name));
        await write(out, header('PaxHeader', pax.length, 'x', mtime));
        await write(out, Buffer.concat([pax, padding(pax.length)]));
      }
      await write(out, header(name, size, '0', mtime));
      if (Buffer.isBuffer(body)) await write(out, body);
      else {
        let written = 0;
        for await (const chunk of body.stream) {
          const bytes = chunk as Buffer;
          written += bytes.length;
          // A file that grew while it was read: only the size announced fits the header.
          if (written > size) throw new Error(`${name} changed while it was being backed up`);
          await write(out, bytes);
        }
        if (written !== size) throw new Error(`${name} changed while it was being backed up`);
      }
      await write(out, padding(size));
    },
    async finish() {
      await write(out, Buffer.alloc(BLOCK * 2));
    },
  };
}

/** Reads exactly the bytes asked for from a stream. */
function byteReader(input: Readable) {
  const iterator = input[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let buffered: Buffer = Buffer.alloc(0);
  return async (n: number): Promise<Buffer | null> => {
    const parts: Buffer[] = [buffered];
    let have = buffered.length;
    while (have < n) {
      const next = await iterator.next();
      if (next.done) {
        if (have === 0) return null;
        throw new Error('the backup file ends in the middle of an entry (incomplete copy?)');
      }
      parts.push(next.value);
      have += next.value.length;
    }
    const all = Buffer.concat(parts);
    buffered = all.subarray(n);
    return all.subarray(0, n);
  };
}

const text = (block: Buffer, offset: number, length: number) => {
  const raw = block.subarray(offset, offset + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString('utf8');
};

/** Every regular file of a tar stream with its bytes, in order. */
export async function* readTar(input: Readable): AsyncGenerator<{ name: string; bytes: Buffer }> {
  const read = byteReader(input);
  let longName: string | null = null;
  for (;;) {
    const block = await read(BLOCK);
    if (!block || block.every((b) => b === 0)) return;
    let sum = 0;
    for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : block[i]!;
    if (sum !== parseInt(text(block, 148, 8).trim(), 8)) throw new Error('the backup file is not a portal backup (bad tar header)');
    const size = parseInt(text(block, 124, 12).trim() || '0', 8);
    const type = text(block, 156, 1);
    const body = size > 0 ? await read(size + padding(size).length) : Buffer.alloc(0);
    if (!body) throw new Error('the backup file ends in the middle of an entry (incomplete copy?)');
    const bytes = body.subarray(0, size);
    if (type === 'x') {
      const match = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(bytes.toString('utf8'));
      longName = match?.[1] ?? null;
      continue;
    }
    const name = longName ?? text(block, 0, 100);
    longName = null;
    if (type === '0' || type === '') yield { name, bytes };
  }
}
