import { deflateSync } from 'node:zlib';
import { glyphWidth, type FontStyle } from './helvetica-metrics.js';
import { pdfString, toWinAnsi } from './win-ansi.js';

/**
 * A small PDF 1.4 writer for documents of text and lines: the standard Helvetica
 * fonts (nothing to embed) in WinAnsiEncoding, any number of A4 pages. Positions are
 * in points from the top-left corner of the page, as layouts think; the writer turns
 * them into PDF's bottom-left coordinates.
 */

export type { FontStyle };
/** Red, green, blue from 0 to 1. */
export type Rgb = readonly [number, number, number];
export type TextAlign = 'left' | 'right' | 'center';
export type TextOptions = { size?: number; font?: FontStyle; align?: TextAlign; color?: Rgb };

export const A4 = { width: 595.28, height: 841.89 } as const;
const BLACK: Rgb = [0, 0, 0];
const FONT_RESOURCE: Record<FontStyle, string> = { regular: 'F1', bold: 'F2' };
const BASE_FONT: Record<FontStyle, string> = { regular: 'Helvetica', bold: 'Helvetica-Bold' };

/** Numbers as PDF writes them: at most three decimals, no exponent, no trailing zeros. */
const num = (n: number) => {
  const fixed = (Math.round(n * 1000) / 1000).toFixed(3);
  return fixed.replace(/\.?0+$/, '') || '0';
};
const rgb = (c: Rgb) => c.map((v) => num(Math.min(1, Math.max(0, v)))).join(' ');

/** Width of a text in points at the given size. */
export function textWidth(text: string, size: number, font: FontStyle = 'regular'): number {
  return (toWinAnsi(text).reduce((sum, code) => sum + glyphWidth(code, font), 0) * size) / 1000;
}

/** Breaks a text into lines no wider than maxWidth, at spaces; a word longer than a line is cut. */
export function wrapText(text: string, maxWidth: number, size: number, font: FontStyle = 'regular'): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (textWidth(candidate, size, font) <= maxWidth) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    let rest = word;
    while (textWidth(rest, size, font) > maxWidth && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && textWidth(rest.slice(0, cut), size, font) > maxWidth) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    current = rest;
  }
  if (current) lines.push(current);
  return lines;
}

export class PdfPage {
  readonly width = A4.width;
  readonly height = A4.height;
  private readonly ops: string[] = [];

  /** A line of text whose baseline is at y; x is its left edge, right edge or centre by `align`. */
  text(text: string, x: number, y: number, options: TextOptions = {}) {
    const size = options.size ?? 10;
    const font = options.font ?? 'regular';
    const codes = toWinAnsi(text);
    if (codes.length === 0) return this;
    const width = textWidth(text, size, font);
    const left = options.align === 'right' ? x - width : options.align === 'center' ? x - width / 2 : x;
    this.ops.push(
      `BT ${rgb(options.color ?? BLACK)} rg /${FONT_RESOURCE[font]} ${num(size)} Tf ${num(left)} ${num(this.height - y)} Td ${pdfString(codes)} Tj ET`,
    );
    return this;
  }

  line(x1: number, y1: number, x2: number, y2: number, options: { width?: number; color?: Rgb } = {}) {
    this.ops.push(
      `q ${rgb(options.color ?? BLACK)} RG ${num(options.width ?? 0.5)} w ${num(x1)} ${num(this.height - y1)} m ${num(x2)} ${num(this.height - y2)} l S Q`,
    );
    return this;
  }

  /** A filled rectangle whose top-left corner is at x, y. */
  rect(x: number, y: number, width: number, height: number, fill: Rgb) {
    this.ops.push(`q ${rgb(fill)} rg ${num(x)} ${num(this.height - y - height)} ${num(width)} ${num(height)} re f Q`);
    return this;
  }

  /** The page's content stream, 7-bit text. */
  content(): string {
    return `${this.ops.join('\n')}\n`;
  }
}

export type DocumentInfo = { title?: string; author?: string; subject?: string; creator?: string; creationDate?: Date };

/** A text string of the document information in UTF-16BE, which holds any character. */
const infoString = (value: string) => `<FEFF${Buffer.from(value, 'utf16le').swap16().toString('hex').toUpperCase()}>`;
const pdfDate = (date: Date) => `(D:${date.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z)`;

export class PdfDocument {
  private readonly pages: PdfPage[] = [];

  constructor(private readonly info: DocumentInfo = {}) {}

  addPage(): PdfPage {
    const page = new PdfPage();
    this.pages.push(page);
    return page;
  }

  get pageCount() {
    return this.pages.length;
  }

  /** A page added earlier, to draw on it again (a footer with the page count, say). */
  page(index: number): PdfPage {
    const page = this.pages[index];
    if (!page) throw new RangeError(`No page ${index}`);
    return page;
  }

  /** The file. Content streams are deflated unless `compress` is false (for reading them in tests). */
  toBuffer(options: { compress?: boolean } = {}): Buffer {
    const compress = options.compress ?? true;
    const pages = this.pages.length > 0 ? this.pages : [new PdfPage()];
    // 1 catalog, 2 page tree, 3 and 4 fonts, 5 information, then a page and its content per page.
    const pageRef = (i: number) => 6 + i * 2;
    const objects: (string | Buffer)[] = [
      '<< /Type /Catalog /Pages 2 0 R >>',
      `<< /Type /Pages /Kids [${pages.map((_, i) => `${pageRef(i)} 0 R`).join(' ')}] /Count ${pages.length} >>`,
      `<< /Type /Font /Subtype /Type1 /BaseFont /${BASE_FONT.regular} /Encoding /WinAnsiEncoding >>`,
      `<< /Type /Font /Subtype /Type1 /BaseFont /${BASE_FONT.bold} /Encoding /WinAnsiEncoding >>`,
      this.infoDictionary(),
    ];
    pages.forEach((page, i) => {
      objects.push(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${num(page.width)} ${num(page.height)}] ` +
          `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> /ProcSet [/PDF /Text] >> /Contents ${pageRef(i) + 1} 0 R >>`,
      );
      const raw = Buffer.from(page.content(), 'latin1');
      const data = compress ? deflateSync(raw) : raw;
      objects.push(
        Buffer.concat([
          Buffer.from(`<< /Length ${data.length}${compress ? ' /Filter /FlateDecode' : ''} >>\nstream\n`, 'latin1'),
          data,
          Buffer.from('\nendstream', 'latin1'),
        ]),
      );
    });

    const chunks: Buffer[] = [];
    let length = 0;
    const write = (chunk: string | Buffer) => {
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk, 'latin1') : chunk;
      chunks.push(buffer);
      length += buffer.length;
    };
    // The second line's bytes above 127 tell transfer tools that the file is binary.
    write('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n');
    const offsets: number[] = [];
    objects.forEach((body, i) => {
      offsets.push(length);
      write(`${i + 1} 0 obj\n`);
      write(body);
      write('\nendobj\n');
    });
    const xref = length;
    // Every cross-reference entry is exactly 20 bytes, its end of line included.
    write(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`);
    for (const offset of offsets) write(`${String(offset).padStart(10, '0')} 00000 n \n`);
    write(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
    return Buffer.concat(chunks, length);
  }

  private infoDictionary(): string {
    const { title, author, subject, creator, creationDate } = this.info;
    const entries = [
      title ? `/Title ${infoString(title)}` : '',
      author ? `/Author ${infoString(author)}` : '',
      subject ? `/Subject ${infoString(subject)}` : '',
      creator ? `/Creator ${infoString(creator)}` : '',
      '/Producer (Dealer portal)',
      `/CreationDate ${pdfDate(creationDate ?? new Date())}`,
    ];
    return `<< ${entries.filter(Boolean).join(' ')} >>`;
  }
}
