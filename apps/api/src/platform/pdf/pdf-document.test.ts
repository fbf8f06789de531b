import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PdfDocument, textWidth, wrapText } from './pdf-document.js';
import { pdfString, toWinAnsi } from './win-ansi.js';

/** Reads a PDF back the way a viewer starts: from startxref through the table to every object. */
function parse(file: Buffer) {
  const text = file.toString('latin1');
  const tail = /startxref\n(\d+)\n%%EOF\n$/.exec(text);
  if (!tail) throw new Error('no startxref at the end');
  const xrefAt = Number(tail[1]);
  expect(text.slice(xrefAt, xrefAt + 5)).toBe('xref\n');
  const header = /^xref\n0 (\d+)\n/.exec(text.slice(xrefAt))!;
  const size = Number(header[1]);
  const entriesAt = xrefAt + header[0].length;
  const objects = new Map<number, string>();
  for (let i = 0; i < size; i++) {
    const entry = text.slice(entriesAt + i * 20, entriesAt + (i + 1) * 20);
    expect(entry).toMatch(/^\d{10} \d{5} [nf] \n$/);
    if (i === 0) {
      expect(entry).toBe('0000000000 65535 f \n');
      continue;
    }
    const offset = Number(entry.slice(0, 10));
    const start = `${i} 0 obj\n`;
    expect(text.slice(offset, offset + start.length), `object ${i}`).toBe(start);
    const end = text.indexOf('\nendobj\n', offset);
    objects.set(i, text.slice(offset + start.length, end));
  }
  const trailer = /trailer\n<< \/Size (\d+) \/Root (\d+) 0 R/.exec(text)!;
  expect(Number(trailer[1])).toBe(size);
  return { text, objects, root: Number(trailer[2]) };
}

/** The content streams in page order, inflated when compressed, with their /Length checked. */
function contents(file: Buffer) {
  const { objects, root } = parse(file);
  const pagesRef = Number(/\/Pages (\d+) 0 R/.exec(objects.get(root)!)![1]);
  const pageTree = objects.get(pagesRef)!;
  const kids = [...pageTree.match(/\/Kids \[([^\]]*)\]/)![1]!.matchAll(/(\d+) 0 R/g)].map((m) => Number(m[1]));
  const count = Number(/\/Count (\d+)/.exec(pageTree)![1]);
  const streams = kids.map((kid) => {
    const page = objects.get(kid)!;
    expect(page).toContain('/Type /Page ');
    const body = objects.get(Number(/\/Contents (\d+) 0 R/.exec(page)![1]))!;
    const length = Number(/\/Length (\d+)/.exec(body)![1]);
    const start = body.indexOf('stream\n') + 'stream\n'.length;
    const end = body.lastIndexOf('\nendstream');
    expect(end - start).toBe(length);
    const data = Buffer.from(body.slice(start, end), 'latin1');
    return (body.includes('/FlateDecode') ? inflateSync(data) : data).toString('latin1');
  });
  return { count, kids, streams };
}

describe('PdfDocument', () => {
  it('writes a PDF 1.4 file whose cross-reference table points at every object', () => {
    const doc = new PdfDocument({ title: 'Faktura 700001', creationDate: new Date('2025-03-04T05:06:07Z') });
    doc.addPage().text('Hello', 50, 50);
    const file = doc.toBuffer();
    expect(file.subarray(0, 9).toString('latin1')).toBe('%PDF-1.4\n');
    const { text, objects } = parse(file);
    expect(objects.size).toBe(7);
    expect(text).toContain('/BaseFont /Helvetica /Encoding /WinAnsiEncoding');
    expect(text).toContain('/BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding');
    expect(text).toContain('/CreationDate (D:20250304050607Z)');
  });

  it('keeps the page count and the order of several pages', () => {
    const doc = new PdfDocument();
    for (const n of [1, 2, 3]) doc.addPage().text(`Page ${n}`, 50, 50);
    expect(doc.pageCount).toBe(3);
    const { count, kids, streams } = contents(doc.toBuffer());
    expect(count).toBe(3);
    expect(kids).toHaveLength(3);
    expect(streams.map((s) => /\((Page \d)\) Tj/.exec(s)?.[1])).toEqual(['Page 1', 'Page 2', 'Page 3']);
  });

  it('gives the same structure uncompressed', () => {
    const doc = new PdfDocument();
    doc.addPage().text('Plain', 10, 10).line(10, 20, 100, 20).rect(10, 30, 50, 10, [0.9, 0.9, 0.9]);
    const file = doc.toBuffer({ compress: false });
    expect(file.toString('latin1')).not.toContain('/FlateDecode');
    const [stream] = contents(file).streams;
    expect(stream).toContain('(Plain) Tj');
    expect(stream).toContain(' re f Q');
    expect(stream).toContain(' l S Q');
  });

  it('writes Nordic and German letters as WinAnsi codes', () => {
    const doc = new PdfDocument();
    doc.addPage().text('Glödhus – Ærø, Skåne, Müller, Café (5 €)', 40, 100, { font: 'bold' });
    const [stream] = contents(doc.toBuffer()).streams;
    expect(stream).toContain('/F2 10 Tf');
    expect(stream).toContain('(Gl\\366dhus \\226 \\306r\\370, Sk\\345ne, M\\374ller, Caf\\351 \\(5 \\200\\)) Tj');
  });

  it('puts an empty page into a document without pages, so it still opens', () => {
    const { count } = contents(new PdfDocument().toBuffer());
    expect(count).toBe(1);
  });

  it('turns top-left positions into PDF coordinates', () => {
    const doc = new PdfDocument();
    doc.addPage().text('A', 100, 41.89, { size: 12 });
    const [stream] = contents(doc.toBuffer({ compress: false })).streams;
    expect(stream).toContain('/F1 12 Tf 100 800 Td (A) Tj');
  });

  it('right-aligns and centres by the font metrics', () => {
    const doc = new PdfDocument();
    doc.addPage().text('AA', 200, 50, { align: 'right', size: 10 }).text('AA', 200, 60, { align: 'center', size: 10 });
    const [stream] = contents(doc.toBuffer({ compress: false })).streams;
    // "A" is 667 thousandths wide in Helvetica: two at 10 pt are 13.34 pt.
    expect(stream).toContain('186.66 791.89 Td (AA)');
    expect(stream).toContain('193.33 781.89 Td (AA)');
  });

  it('writes the information dictionary in UTF-16 so any title survives', () => {
    const file = new PdfDocument({ title: 'Å' }).toBuffer();
    expect(file.toString('latin1')).toContain('/Title <FEFF00C5>');
  });
});

describe('text helpers', () => {
  it('maps Unicode to WinAnsi, keeping letters without their accent where needed', () => {
    expect(toWinAnsi('åäöøæéü€–')).toEqual([0xe5, 0xe4, 0xf6, 0xf8, 0xe6, 0xe9, 0xfc, 0x80, 0x96]);
    expect(toWinAnsi('Łódź 1\u202f000\u2212')).toEqual(
      [...'L', 0xf3, ...'dz', 0x20, 0x31, 0xa0, ...'000', 0x2d].map((c) => (typeof c === 'string' ? c.charCodeAt(0) : c)),
    );
    expect(toWinAnsi('日')).toEqual([0x3f]);
  });

  it('escapes delimiters and writes high bytes as octal', () => {
    expect(pdfString(toWinAnsi('a(b)c\\ ä'))).toBe('(a\\(b\\)c\\\\ \\344)');
  });

  it('measures text with the Helvetica widths', () => {
    expect(textWidth('A', 10)).toBeCloseTo(6.67, 5);
    expect(textWidth('ö', 10)).toBeCloseTo(5.56, 5);
    expect(textWidth('ø', 10, 'bold')).toBeCloseTo(6.11, 5);
    expect(textWidth('0123456789', 9)).toBeCloseTo(50.04, 5);
  });

  it('wraps at spaces and cuts a word longer than a line', () => {
    const lines = wrapText('Nordflamme Oslo 7 svart med beklädnad i täljsten', 80, 10);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.every((l) => textWidth(l, 10) <= 80)).toBe(true);
    expect(lines.join(' ')).toBe('Nordflamme Oslo 7 svart med beklädnad i täljsten');
    const cut = wrapText('X'.repeat(40), 50, 10);
    expect(cut.join('')).toBe('X'.repeat(40));
    expect(cut.every((l) => textWidth(l, 10) <= 50)).toBe(true);
  });
});
