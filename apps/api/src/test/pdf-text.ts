import { inflateSync } from 'node:zlib';

/** The page count and the inflated content streams of a PDF the portal wrote, as a reader's text layer sees them. */
export function pdfContents(file: Buffer): { count: number; streams: string[]; text: string } {
  const raw = file.toString('latin1');
  const count = Number(/\/Type \/Pages \/Kids \[[^\]]*\] \/Count (\d+)/.exec(raw)?.[1] ?? 0);
  const streams = [...raw.matchAll(/<< \/Length (\d+) \/Filter \/FlateDecode >>\nstream\n/g)].map((m) =>
    inflateSync(file.subarray(m.index + m[0].length, m.index + m[0].length + Number(m[1]))).toString('latin1'),
  );
  return { count, streams, text: streams.join('\n') };
}
