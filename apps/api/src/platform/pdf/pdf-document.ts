import { EventEmitter } from 'node:events';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font, type GlyphRun } from 'fontkit';
import { PDFDocument, rgb as pdfRgb, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';

/**
 * Documents of text and lines on A4 pages, written by pdf-lib with the Arimo font embedded
 * (a subset of the glyphs used), so names in any European language print: Łódź, Čeněk,
 * Şişli as well as Växjö. Arimo has Helvetica's widths, which the layouts were drawn for.
 * Positions are in points from the top-left corner of the page, as layouts think; the pages
 * turn them into PDF's bottom-left coordinates. Layout is synchronous; only `toBuffer` waits.
 */

export type FontStyle = 'regular' | 'bold';
/** Red, green, blue from 0 to 1. */
export type Rgb = readonly [number, number, number];
export type TextAlign = 'left' | 'right' | 'center';
export type TextOptions = { size?: number; font?: FontStyle; align?: TextAlign; color?: Rgb };

export const A4 = { width: 595.28, height: 841.89 } as const;
const BLACK: Rgb = [0, 0, 0];

// Resolved through the package, so the source (tests) and the built dist find the same file.
const require = createRequire(import.meta.url);
const FONT_FILES: Record<FontStyle, string> = {
  regular: require.resolve('@expo-google-fonts/arimo/400Regular/Arimo_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/arimo/700Bold/Arimo_700Bold.ttf'),
};

/**
 * A glyph as measuring and pdf-lib need it: its number in the font, its width, and the character
 * it stands for (pdf-lib's map back to text, which lets a reader find a name in the file).
 */
type CharGlyph = { id: number; advanceWidth: number; codePoints: number[] };

/**
 * A face of the font, read once for every document: a font's tables take longer to read than a
 * document to write. Text maps to glyphs one character to one glyph through the font's character
 * map, both when measured and when written: OpenType shaping costs about a millisecond a line,
 * and names and addresses in European scripts need none (nor ligatures, so copied text stays as
 * typed). The glyph of each character is looked up once, as character maps are slow to read.
 */
type Face = { bytes: Buffer; font: Font; glyphs: Map<number, CharGlyph | null> };
const faces = new Map<FontStyle, Face>();

function face(style: FontStyle): Face {
  let entry = faces.get(style);
  if (!entry) {
    const bytes = readFileSync(FONT_FILES[style]);
    const font = create(bytes);
    if (!('glyphForCodePoint' in font)) throw new Error(`${FONT_FILES[style]} is a collection, not a font`);
    entry = { bytes, font, glyphs: new Map() };
    forPdfLib(entry);
    faces.set(style, entry);
  }
  return entry;
}

/** The face's glyph for a character, or null where the font has none. */
function glyphOf(entry: Face, char: string): CharGlyph | null {
  const codePoint = char.codePointAt(0)!;
  let glyph = entry.glyphs.get(codePoint);
  if (glyph === undefined) {
    const found = entry.font.hasGlyphForCodePoint(codePoint) ? entry.font.glyphForCodePoint(codePoint) : null;
    glyph = found && { id: found.id, advanceWidth: found.advanceWidth, codePoints: [codePoint] };
    entry.glyphs.set(codePoint, glyph);
  }
  return glyph;
}

/**
 * The font as pdf-lib uses it: text laid out as it was measured, and a subset handed over as the
 * stream pdf-lib reads. pdf-lib was written for fontkit 1, whose subsets of TrueType fonts lose
 * glyphs; fontkit 2 encodes a subset at once.
 */
function forPdfLib(entry: Face) {
  const { font } = entry;
  const notdef = { id: 0, advanceWidth: font.getGlyph(0).advanceWidth, codePoints: [] };
  font.layout = (text: string) => ({ glyphs: [...text].map((char) => glyphOf(entry, char) ?? notdef) }) as unknown as GlyphRun;
  const createSubset = font.createSubset.bind(font);
  font.createSubset = () => {
    const subset = createSubset();
    const encodeStream = () => {
      const stream = new EventEmitter();
      queueMicrotask(() => {
        try {
          stream.emit('data', subset.encode());
          stream.emit('end');
        } catch (error) {
          stream.emit('error', error);
        }
      });
      return stream;
    };
    return Object.assign(subset, { encodeStream });
  };
}

/** fontkit for pdf-lib, answering with the face already read for the file's bytes. */
const documentFontkit = {
  create(bytes: Uint8Array) {
    const entry = [...faces.values()].find((f) => f.bytes === bytes);
    if (!entry) throw new Error('Only the document faces are embedded');
    return entry.font;
  },
  // pdf-lib describes fontkit 1's font in a type of its own; the parts it uses are the same in fontkit 2.
} as unknown as Parameters<PDFDocument['registerFontkit']>[0];

/**
 * The text as the face can print it: tabs and line breaks become spaces, a letter the font lacks
 * loses its accent, and anything else it lacks becomes '?', rather than an empty box.
 */
function printable(text: string, style: FontStyle): string {
  const entry = face(style);
  const has = (s: string) => [...s].every((c) => glyphOf(entry, c) !== null);
  if (!/[\t\r\n]/.test(text) && has(text)) return text;
  let out = '';
  for (const char of text.replace(/[\t\r\n]+/g, ' ')) {
    if (has(char)) {
      out += char;
      continue;
    }
    const base = char.normalize('NFD').replace(/\p{M}+/gu, '');
    out += base && has(base) ? base : '?';
  }
  return out;
}

/** Width of a text in points at the given size, as the font's advance widths add up. */
export function textWidth(text: string, size: number, font: FontStyle = 'regular'): number {
  const entry = face(font);
  let units = 0;
  for (const char of printable(text, font)) units += glyphOf(entry, char)!.advanceWidth;
  return (units * size) / entry.font.unitsPerEm;
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

const colour = (c: Rgb) => {
  const [r, g, b] = c.map((v) => Math.min(1, Math.max(0, v)));
  return pdfRgb(r!, g!, b!);
};

type Fonts = Record<FontStyle, PDFFont>;
/** A picture to draw (a logo): its bytes, PNG or JPEG, checked by their type before they get here. */
export type PdfImage = { bytes: Uint8Array; type: 'image/png' | 'image/jpeg' };
type Images = Map<PdfImage, PDFImage>;
/** One drawing on a page, done when the file is written. */
type Draw = (page: PDFPage, fonts: Fonts, images: Images) => void;

export class PdfPage {
  readonly width = A4.width;
  readonly height = A4.height;
  private readonly draws: Draw[] = [];

  /** A line of text whose baseline is at y; x is its left edge, right edge or centre by `align`. */
  text(text: string, x: number, y: number, options: TextOptions = {}) {
    const size = options.size ?? 10;
    const font = options.font ?? 'regular';
    const shown = printable(text, font);
    if (shown.trim() === '') return this;
    const width = textWidth(shown, size, font);
    const left = options.align === 'right' ? x - width : options.align === 'center' ? x - width / 2 : x;
    const baseline = this.height - y;
    const color = colour(options.color ?? BLACK);
    this.draws.push((page, fonts) => page.drawText(shown, { x: left, y: baseline, size, font: fonts[font], color }));
    return this;
  }

  line(x1: number, y1: number, x2: number, y2: number, options: { width?: number; color?: Rgb } = {}) {
    const start = { x: x1, y: this.height - y1 };
    const end = { x: x2, y: this.height - y2 };
    const thickness = options.width ?? 0.5;
    const color = colour(options.color ?? BLACK);
    this.draws.push((page) => page.drawLine({ start, end, thickness, color }));
    return this;
  }

  /** A filled rectangle whose top-left corner is at x, y. */
  rect(x: number, y: number, width: number, height: number, fill: Rgb) {
    const bottom = this.height - y - height;
    const color = colour(fill);
    this.draws.push((page) => page.drawRectangle({ x, y: bottom, width, height, color, borderWidth: 0 }));
    return this;
  }

  /** A picture scaled down to fit the box whose top-left corner is at x, y, keeping its proportions. */
  image(image: PdfImage, x: number, y: number, box: { width: number; height: number }) {
    this.usedImages.add(image);
    this.draws.push((page, _fonts, images) => {
      const embedded = images.get(image)!;
      const scale = Math.min(box.width / embedded.width, box.height / embedded.height, 1);
      const width = embedded.width * scale;
      const height = embedded.height * scale;
      page.drawImage(embedded, { x, y: this.height - y - height, width, height });
    });
    return this;
  }

  /** The pictures drawn on the page, embedded once each when the file is written. */
  readonly usedImages = new Set<PdfImage>();

  /** Draws what was laid out onto a page of the file. */
  drawOn(page: PDFPage, fonts: Fonts, images: Images = new Map()) {
    for (const draw of this.draws) draw(page, fonts, images);
  }
}

export type DocumentInfo = { title?: string; author?: string; subject?: string; creator?: string; creationDate?: Date };

/** Whether pdf-lib can read the picture (its bytes began as PNG or JPEG, but may be broken after that). */
export async function readableImage(image: PdfImage): Promise<boolean> {
  try {
    const pdf = await PDFDocument.create();
    await (image.type === 'image/png' ? pdf.embedPng(image.bytes) : pdf.embedJpg(image.bytes));
    return true;
  } catch {
    return false;
  }
}

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

  /** The file: the same layout and date give the same bytes (the seed relies on it). */
  async toBuffer(): Promise<Buffer> {
    const pdf = await PDFDocument.create({ updateMetadata: false });
    pdf.registerFontkit(documentFontkit);
    const fonts: Fonts = {
      regular: await pdf.embedFont(face('regular').bytes, { subset: true }),
      bold: await pdf.embedFont(face('bold').bytes, { subset: true }),
    };
    const pages = this.pages.length > 0 ? this.pages : [new PdfPage()];
    const images: Images = new Map();
    for (const image of new Set(pages.flatMap((page) => [...page.usedImages]))) {
      images.set(image, image.type === 'image/png' ? await pdf.embedPng(image.bytes) : await pdf.embedJpg(image.bytes));
    }
    for (const page of pages) page.drawOn(pdf.addPage([page.width, page.height]), fonts, images);

    const { title, author, subject, creator } = this.info;
    if (title) pdf.setTitle(title);
    if (author) pdf.setAuthor(author);
    if (subject) pdf.setSubject(subject);
    if (creator) pdf.setCreator(creator);
    pdf.setProducer('Dealer portal');
    const created = this.info.creationDate ?? new Date();
    pdf.setCreationDate(created);
    pdf.setModificationDate(created);
    // pdf-lib would wait for a timer every 50 objects, which only delays a file this small.
    const file = await pdf.save({ objectsPerTick: Infinity });
    // pdf-lib stops at %%EOF; the file ends its last line, as PDF files usually do.
    return Buffer.concat([file, Buffer.from('\n')]);
  }
}
