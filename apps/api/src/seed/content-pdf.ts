import { A4, PdfDocument, textWidth, wrapText, type PdfPage, type Rgb } from '../platform/pdf/pdf-document.js';

/**
 * Page layout for the seeded media documents (data sheets, declarations of performance,
 * manuals, terms, campaign sheets, shop signs): headings, paragraphs, bullet lists and
 * tables that flow over as many A4 pages as they need, with a header band and a footer.
 */

export type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'bullets'; items: string[] }
  | { kind: 'table'; columns: string[]; rows: string[][]; widths?: number[] }
  | { kind: 'signature'; lines: string[] };

export type DocumentSpec = {
  title: string;
  subtitle: string;
  /** Printed top right, e.g. a document number. */
  reference: string;
  footer: string;
  /** Fixed, so the seed writes the same bytes on every run. */
  date: Date;
  blocks: Block[];
  accent?: Rgb;
};

export const BRAND_RED: Rgb = [0.698, 0.227, 0.102];
const GREY: Rgb = [0.38, 0.4, 0.43];
const LIGHT: Rgb = [0.95, 0.93, 0.9];
const RULE: Rgb = [0.8, 0.78, 0.74];

const MARGIN = 56;
const WIDTH = A4.width - 2 * MARGIN;
const TOP = 118;
const BOTTOM = A4.height - 64;
const BODY = 10;
const LEADING = 14;

class Flow {
  readonly pages: PdfPage[] = [];
  page!: PdfPage;
  y = TOP;

  constructor(
    private readonly doc: PdfDocument,
    private readonly spec: DocumentSpec,
  ) {
    this.newPage();
  }

  newPage() {
    this.page = this.doc.addPage();
    this.pages.push(this.page);
    const accent = this.spec.accent ?? BRAND_RED;
    this.page.rect(0, 0, A4.width, 10, accent);
    this.page.text(this.spec.title, MARGIN, 58, { size: 18, font: 'bold' });
    this.page.text(this.spec.reference, A4.width - MARGIN, 40, { size: 8, color: GREY, align: 'right' });
    this.page.text(this.spec.subtitle, MARGIN, 78, { size: 10, color: GREY });
    this.page.line(MARGIN, 92, A4.width - MARGIN, 92, { width: 0.75, color: RULE });
    this.y = TOP;
  }

  /** Room for `height` more points on this page, or a new page. */
  need(height: number) {
    if (this.y + height > BOTTOM) this.newPage();
  }

  lines(text: string, options: { x?: number; width?: number; size?: number; font?: 'regular' | 'bold'; color?: Rgb } = {}) {
    const size = options.size ?? BODY;
    const leading = size * 1.4;
    for (const line of wrapText(text, options.width ?? WIDTH, size, options.font)) {
      this.need(leading);
      this.page.text(line, options.x ?? MARGIN, this.y, {
        size,
        font: options.font ?? 'regular',
        ...(options.color ? { color: options.color } : {}),
      });
      this.y += leading;
    }
  }

  block(block: Block) {
    switch (block.kind) {
      case 'heading':
        this.need(LEADING * 3);
        this.y += 8;
        this.lines(block.text, { size: 12, font: 'bold' });
        this.y += 2;
        break;
      case 'paragraph':
        this.lines(block.text);
        this.y += 6;
        break;
      case 'bullets':
        for (const item of block.items) {
          this.need(LEADING);
          this.page.text('•', MARGIN + 4, this.y, { size: BODY });
          this.lines(item, { x: MARGIN + 18, width: WIDTH - 18 });
        }
        this.y += 6;
        break;
      case 'table':
        this.table(block.columns, block.rows, block.widths);
        break;
      case 'signature':
        this.need(LEADING * (block.lines.length + 3));
        this.y += LEADING * 2;
        this.page.line(MARGIN, this.y - 10, MARGIN + 200, this.y - 10, { width: 0.5, color: GREY });
        for (const line of block.lines) this.lines(line, { size: 9, color: GREY });
        break;
    }
  }

  table(columns: string[], rows: string[][], widths?: number[]) {
    const total = (widths ?? columns.map(() => 1)).reduce((a, b) => a + b, 0);
    const cols = (widths ?? columns.map(() => 1)).map((w) => (w / total) * WIDTH);
    const pad = 4;
    const row = (cells: string[], header: boolean) => {
      const font = header ? 'bold' : 'regular';
      const size = header ? 8.5 : 9;
      const wrapped = cells.map((cell, i) => wrapText(cell, cols[i]! - 2 * pad, size, font));
      const height = Math.max(1, ...wrapped.map((w) => w.length)) * size * 1.35 + 2 * pad;
      if (this.y + height > BOTTOM) {
        this.newPage();
        if (!header) row(columns, true);
      }
      if (header) this.page.rect(MARGIN, this.y, WIDTH, height, LIGHT);
      let x = MARGIN;
      wrapped.forEach((lines, i) => {
        lines.forEach((line, j) => this.page.text(line, x + pad, this.y + pad + size + j * size * 1.35, { size, font }));
        x += cols[i]!;
      });
      this.y += height;
      this.page.line(MARGIN, this.y, MARGIN + WIDTH, this.y, { width: 0.5, color: RULE });
    };
    this.need(40);
    row(columns, true);
    for (const cells of rows) row(cells, false);
    this.y += 12;
  }
}

export function renderDocument(spec: DocumentSpec): Promise<Buffer> {
  const doc = new PdfDocument({
    title: spec.title,
    subject: spec.subtitle,
    author: 'Nordflamme Glödhus AB',
    creator: 'Dealer portal',
    creationDate: spec.date,
  });
  const flow = new Flow(doc, spec);
  for (const block of spec.blocks) flow.block(block);
  // The footer on every page, once the number of pages is known: the company left, "n / total" right.
  flow.pages.forEach((page, i) => {
    page.line(MARGIN, A4.height - 44, A4.width - MARGIN, A4.height - 44, { width: 0.5, color: RULE });
    page.text(spec.footer, MARGIN, A4.height - 30, { size: 8, color: GREY });
    page.text(`${i + 1} / ${flow.pages.length}`, A4.width - MARGIN, A4.height - 30, { size: 8, color: GREY, align: 'right' });
  });
  return doc.toBuffer();
}

/** A shop sign: one A4 page with the series name large, a line of key figures and a few selling points. */
export function renderSign(spec: {
  brand: string;
  name: string;
  tagline: string;
  figures: [string, string][];
  points: string[];
  call: string;
  footer: string;
  date: Date;
  accent?: Rgb;
}): Promise<Buffer> {
  const doc = new PdfDocument({
    title: `${spec.brand} ${spec.name}`,
    author: 'Nordflamme Glödhus AB',
    creator: 'Dealer portal',
    creationDate: spec.date,
  });
  const page = doc.addPage();
  const accent = spec.accent ?? BRAND_RED;
  page.rect(0, 0, A4.width, 190, accent);
  page.text(spec.brand.toUpperCase(), MARGIN, 70, { size: 14, font: 'bold', color: [1, 0.92, 0.82] });
  const nameSize = Math.min(64, (WIDTH / Math.max(1, textWidth(spec.name, 64, 'bold'))) * 64);
  page.text(spec.name, MARGIN, 150, { size: nameSize, font: 'bold', color: [1, 1, 1] });
  let y = 240;
  for (const line of wrapText(spec.tagline, WIDTH, 18)) {
    page.text(line, MARGIN, y, { size: 18 });
    y += 26;
  }
  y += 20;
  if (spec.figures.length > 0) {
    const cell = WIDTH / spec.figures.length;
    spec.figures.forEach(([label, value], i) => {
      const x = MARGIN + i * cell;
      page.rect(x + 2, y, cell - 4, 84, LIGHT);
      page.text(value, x + cell / 2, y + 44, { size: 22, font: 'bold', align: 'center' });
      page.text(label, x + cell / 2, y + 68, { size: 10, color: GREY, align: 'center' });
    });
    y += 130;
  } else {
    y += 20;
  }
  for (const point of spec.points) {
    page.rect(MARGIN, y - 11, 8, 8, accent);
    for (const line of wrapText(point, WIDTH - 24, 14)) {
      page.text(line, MARGIN + 22, y, { size: 14 });
      y += 20;
    }
    y += 10;
  }
  const callSize = Math.min(26, (WIDTH / Math.max(1, textWidth(spec.call, 26, 'bold'))) * 26);
  page.text(spec.call, A4.width / 2, A4.height - 110, { size: callSize, font: 'bold', align: 'center', color: accent });
  page.line(MARGIN, A4.height - 44, A4.width - MARGIN, A4.height - 44, { width: 0.5, color: RULE });
  page.text(spec.footer, MARGIN, A4.height - 30, { size: 8, color: GREY });
  return doc.toBuffer();
}
