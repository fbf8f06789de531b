import { LANGUAGE_TAGS, type Language } from '@portal/contracts/languages';
import { countryName } from '@portal/contracts/countries';
import { translate } from '../i18n.js';
import { PdfDocument, textWidth, wrapText, type PdfImage, type PdfPage, type Rgb } from './pdf-document.js';

/**
 * What the portal's business documents (invoice, order confirmation) share: the manufacturer
 * who issues them, their texts and formats in the reader's language, and one layout on A4 —
 * the issuer and title, the facts beside them, address blocks, the article lines over as many
 * pages as they need, the totals and a footer with the page count on every page.
 */

/** The manufacturer, named on every document. */
export const DOCUMENT_ISSUER = {
  name: 'Nordflamme Glödhus AB',
  address: ['Box 3124', 'Storgatan 18', '350 33 Växjö', 'Sverige'],
  phone: '+46 470 75 30 00',
  email: 'faktura@manufacturer.test',
  orgNumber: '556677-8899',
  vatNumber: 'SE556677889901',
  bankgiro: '5050-1055',
} as const;

/** Where goods sent back on a complaint go: the factory's goods receipt, printed on every return label. */
export const RETURN_ADDRESS = ['Nordflamme Glödhus AB', 'Returns – goods receipt', 'Industrigatan 7', '352 46 Växjö', 'Sverige'] as const;

/** One article line of a document; prices and amounts in the document's currency. */
export type DocumentLine = { itemNumber: string; description: string; quantity: number; price: number; discount: number; net: number };

export type TextValues = Record<string, string | number>;
export type DocumentTexts = (key: string, values?: TextValues) => string;

/** The texts of the web app's locale files in the reader's language, with their {{names}} filled in. */
export function documentTexts(language: Language): DocumentTexts {
  return (key, values = {}) => translate(language, key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/**
 * A business document's file name in the reader's language, kept to ASCII letters: the word under
 * `key` (e.g. orderbekräftelse → orderbekraftelse), then the number: orderbekraftelse-400123.pdf.
 * `fallback` stands in when the word leaves nothing.
 */
export function documentFileName(language: Language, key: string, fallback: string, number: string): string {
  const word = documentTexts(language)(key)
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ø/g, 'o')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${word || fallback}-${number.replace(/[^\w-]/g, '')}.pdf`;
}

/** Dates, quantities and percentages as the reader's language writes them (money: formatMoney of the contracts). */
export function documentFormats(language: Language) {
  const locale = LANGUAGE_TAGS[language].locale;
  const numbers = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const quantities = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
  const dates = new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' });
  return {
    /** A number with two decimals, for amounts whose currency the document states once. */
    number: (n: number) => numbers.format(n),
    quantity: (n: number) => quantities.format(n),
    /** A discount given in percent (32 → "32 %"). */
    percent: (n: number) => percent.format(n / 100),
    /** A calendar day given as yyyy-mm-dd. */
    date: (iso: string) => dates.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`)),
    /** A country stored as its two-letter code is named in the reader's language; a written name stays as it is. */
    country: (country: string) => countryName(country, language),
  };
}
export type DocumentFormats = ReturnType<typeof documentFormats>;

/** An address as the lines a document prints: the street lines, post code and city, and the country when there is one. */
export function addressLines(
  address: { lines: readonly (string | null | undefined)[]; postalcode: string | null; city: string | null; country?: string | null },
  format?: Pick<DocumentFormats, 'country'>,
): string[] {
  const country = address.country?.trim() ? (format ? format.country(address.country) : address.country.trim()) : '';
  return [...address.lines, [address.postalcode, address.city].filter(Boolean).join(' '), country]
    .map((line) => (line ?? '').trim())
    .filter((line) => line !== '');
}

export type Fact = readonly [label: string, value: string];
export type TotalRow = { label: string; amount: string; strong?: boolean };
export type LineTableLabels = { item: string; description: string; quantity: string; price: string; discount: string; amount: string };

export const GREY: Rgb = [0.4, 0.4, 0.4];
const RULE: Rgb = [0.75, 0.75, 0.75];
const HEADER_FILL: Rgb = [0.93, 0.93, 0.93];
const ACCENT: Rgb = [0.66, 0.23, 0.09];

export const MARGIN = 50;
export const RIGHT = 545;
const TOP_OF_TABLE_ON_NEXT_PAGES = 90;
const FOOTER_TOP = 790;
const ROW = 13;
export const TEXT = 9;
const FACTS_LABEL_X = 340;
const TITLE_SIZE = 20;
// Columns: item number, description, then right edges of quantity, price, discount and amount.
const COL = { item: MARGIN, description: 152, quantity: 352, price: 420, discount: 468, amount: RIGHT };
const DESCRIPTION_WIDTH = 166;
// Item numbers a little smaller, so the catalogue's longest (about 91 pt) keep to one line.
const ITEM_SIZE = 8.5;
const TOTALS_X = 330;

/** The size at which a text fits the width: the given size, or smaller for a text too long for it (a large amount with its currency). */
const fitSize = (text: string, width: number, size: number) => Math.min(size, (size * width) / Math.max(1, textWidth(text, size)));

/**
 * Who issues a document when it is not the manufacturer (a dealer's offer to its customer): the name
 * and address at the head, a logo above them, and the footer's lines.
 */
export type DocumentIssuer = { name: string; address: readonly string[]; footer: readonly string[]; logo: PdfImage | null };

export type BusinessDocumentOptions = {
  /** The manufacturer when left out. */
  issuer?: DocumentIssuer;
  language: Language;
  /** Where the document's own texts live in the locale files (`invoices.pdf`): `page`, `org-number`, `vat-number`. */
  textKeys: string;
  /** "Invoice", "Order confirmation": the big heading and, with the number, the document's title. */
  title: string;
  number: string;
  customer: { customerNumber: string; name: string };
  /** When the document was made; tests fix it. */
  createdAt?: Date;
};

/** A document being written: draw on `page` at `y`, or call the parts below in order, then `finish`. */
export class BusinessDocument {
  readonly t: DocumentTexts;
  readonly format: DocumentFormats;
  page: PdfPage;
  y = 0;
  private readonly doc: PdfDocument;

  constructor(private readonly options: BusinessDocumentOptions) {
    this.t = documentTexts(options.language);
    this.format = documentFormats(options.language);
    this.doc = new PdfDocument({
      title: `${options.title} ${options.number}`,
      author: options.issuer?.name ?? DOCUMENT_ISSUER.name,
      subject: `${options.customer.name} (${options.customer.customerNumber})`,
      creator: 'Dealer portal',
      ...(options.createdAt ? { creationDate: options.createdAt } : {}),
    });
    this.page = this.doc.addPage();
  }

  /** The first page's head: the issuer on the left, the title on the right with the facts under it. Leaves `y` below the facts. */
  header(facts: readonly Fact[]) {
    const first = this.page;
    const issuer = this.options.issuer ?? DOCUMENT_ISSUER;
    if (this.options.issuer?.logo) first.image(this.options.issuer.logo, MARGIN, 16, { width: 170, height: 32 });
    first.text(issuer.name, MARGIN, 62, { font: 'bold', size: 15, color: ACCENT });
    issuer.address.forEach((line, i) => first.text(line, MARGIN, 78 + i * 11, { size: TEXT, color: GREY }));
    const title = this.options.title.toLocaleUpperCase(LANGUAGE_TAGS[this.options.language].locale);
    // A long title in a long language (AUFTRAGSBESTÄTIGUNG) gets smaller rather than reach the issuer.
    const size = Math.min(TITLE_SIZE, (TITLE_SIZE * (RIGHT - 260)) / Math.max(1, textWidth(title, TITLE_SIZE, 'bold')));
    first.text(title, RIGHT, 62, { font: 'bold', size, align: 'right' });

    let y = 90;
    for (const [label, value] of facts) {
      first.text(label, FACTS_LABEL_X, y, { size: TEXT, color: GREY });
      // The value keeps to the room right of its own label.
      const lines = wrapText(value, Math.max(60, RIGHT - FACTS_LABEL_X - textWidth(label, TEXT) - 10), TEXT, 'bold');
      lines.forEach((line, i) => first.text(line, RIGHT, y + i * 11, { size: TEXT, font: 'bold', align: 'right' }));
      y += 11 * Math.max(1, lines.length) + 2;
    }
    this.y = y;
    return y;
  }

  /** A grey label over an address whose first line (the name) is bold; answers the y below it. */
  address(x: number, y: number, label: string, lines: readonly string[], width = RIGHT - x) {
    const page = this.page;
    page.text(label, x, y, { size: TEXT, color: GREY });
    let next = y + 14;
    lines.forEach((line, i) => {
      const strong = i === 0;
      for (const part of wrapText(line, width, strong ? 11 : 10, strong ? 'bold' : 'regular')) {
        page.text(part, x, next, strong ? { size: 11, font: 'bold' } : { size: 10 });
        next += strong ? 14 : 12;
      }
    });
    return next;
  }

  /** The article lines from `top` on, with the column headings again on every page they continue on. */
  lineTable(
    top: number,
    lines: readonly DocumentLine[],
    options: { labels: LineTableLabels; emptyText: string; money: (n: number) => string },
  ) {
    const { labels, money } = options;
    this.y = this.tableHeading(top, labels);
    if (lines.length === 0) {
      this.page.text(options.emptyText, MARGIN, this.y, { size: TEXT, color: GREY });
      this.y += ROW;
    }
    for (const line of lines) {
      const description = wrapText(line.description, DESCRIPTION_WIDTH, TEXT);
      const itemNumber = wrapText(line.itemNumber, COL.description - COL.item - 6, ITEM_SIZE);
      const rows = Math.max(description.length, itemNumber.length, 1);
      if (this.y + rows * ROW > FOOTER_TOP - 20) this.y = this.tableHeading(this.nextPage(), labels);
      const { page, y } = this;
      itemNumber.forEach((part, i) => page.text(part, COL.item, y + i * ROW, { size: ITEM_SIZE }));
      description.forEach((part, i) => page.text(part, COL.description, y + i * ROW, { size: TEXT }));
      page.text(this.format.quantity(line.quantity), COL.quantity, y, { size: TEXT, align: 'right' });
      const price = money(line.price);
      const net = money(line.net);
      page.text(price, COL.price, y, { size: fitSize(price, COL.price - COL.quantity - 6, TEXT), align: 'right' });
      page.text(line.discount ? this.format.percent(line.discount) : '', COL.discount, y, { size: TEXT, align: 'right' });
      page.text(net, COL.amount, y, { size: fitSize(net, COL.amount - COL.discount - 6, TEXT), align: 'right' });
      this.y += rows * ROW;
      page.line(MARGIN, this.y - ROW + 4, RIGHT, this.y - ROW + 4, { width: 0.3, color: RULE });
    }
  }

  /** The totals under the lines, kept together on one page (with room for a short note after them); a strong row is ruled off. */
  totals(rows: readonly TotalRow[]) {
    if (this.y + rows.length * 16 + 60 > FOOTER_TOP - 10) this.y = this.nextPage();
    this.y += 12;
    for (const { label, amount, strong = false } of rows) {
      if (strong) {
        this.page.line(TOTALS_X, this.y - 11, RIGHT, this.y - 11, { width: 0.8 });
        this.y += 4;
      }
      const style = { size: strong ? 11 : 10, font: strong ? ('bold' as const) : ('regular' as const) };
      this.page.text(label, TOTALS_X, this.y, style);
      this.page.text(amount, RIGHT, this.y, { ...style, align: 'right' });
      this.y += 16;
    }
  }

  /** A paragraph across the page after what came before, `gap` points below it. */
  paragraph(text: string, gap = 14) {
    this.y += gap;
    const lines = wrapText(text, RIGHT - MARGIN, TEXT);
    lines.forEach((line, i) => this.page.text(line, MARGIN, this.y + i * 11, { size: TEXT }));
    this.y += lines.length * 11;
  }

  /** The file, with the issuer's footer and the page count on every page. */
  finish(): Promise<Buffer> {
    const { t } = this;
    const keys = this.options.textKeys;
    const footer = this.options.issuer?.footer.flatMap((line) => wrapText(line, RIGHT - MARGIN - 70, 7.5)).slice(0, 4) ?? [
      [DOCUMENT_ISSUER.name, ...DOCUMENT_ISSUER.address].join(', '),
      [
        `${t(`${keys}.org-number`)} ${DOCUMENT_ISSUER.orgNumber}`,
        `${t(`${keys}.vat-number`)} ${DOCUMENT_ISSUER.vatNumber}`,
        DOCUMENT_ISSUER.email,
        DOCUMENT_ISSUER.phone,
      ].join('  ·  '),
    ];
    const pages = this.doc.pageCount;
    for (let i = 0; i < pages; i++) {
      const p = this.doc.page(i);
      p.line(MARGIN, FOOTER_TOP, RIGHT, FOOTER_TOP, { width: 0.5, color: RULE });
      footer.forEach((line, n) => p.text(line, MARGIN, FOOTER_TOP + 13 + n * 10, { size: 7.5, color: GREY }));
      p.text(t(`${keys}.page`, { page: i + 1, pages }), RIGHT, FOOTER_TOP + 13, { size: 7.5, color: GREY, align: 'right' });
    }
    return this.doc.toBuffer();
  }

  /** A further page headed with the document's title, number and customer; answers where its content starts. */
  private nextPage() {
    this.page = this.doc.addPage();
    this.page.text(`${this.options.title} ${this.options.number}`, MARGIN, 60, { font: 'bold', size: 11 });
    this.page.text(this.options.customer.name, RIGHT, 60, { size: TEXT, align: 'right', color: GREY });
    return TOP_OF_TABLE_ON_NEXT_PAGES;
  }

  private tableHeading(top: number, labels: LineTableLabels) {
    const p = this.page;
    p.rect(MARGIN - 4, top - 11, RIGHT - MARGIN + 8, 16, HEADER_FILL);
    const h = { size: 8.5, font: 'bold' as const };
    p.text(labels.item, COL.item, top, h);
    p.text(labels.description, COL.description, top, h);
    p.text(labels.quantity, COL.quantity, top, { ...h, align: 'right' });
    p.text(labels.price, COL.price, top, { ...h, align: 'right' });
    p.text(labels.discount, COL.discount, top, { ...h, align: 'right' });
    p.text(labels.amount, COL.amount, top, { ...h, align: 'right' });
    return top + 18;
  }
}
