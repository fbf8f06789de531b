import { INVOICE_VAT_PERCENT, PAYMENT_STATUS, type PaymentStatus } from '@portal/contracts';
import { translate, type ServerLanguage } from '../../platform/i18n.js';
import { PdfDocument, wrapText, type PdfPage, type Rgb } from '../../platform/pdf/pdf-document.js';

/** The seller named on every invoice. */
export const INVOICE_ISSUER = {
  name: 'Nordflamme Glödhus AB',
  address: ['Box 3124', 'Storgatan 18', '350 33 Växjö', 'Sverige'],
  phone: '+46 470 75 30 00',
  email: 'faktura@manufacturer.test',
  orgNumber: '556677-8899',
  vatNumber: 'SE556677889901',
  bankgiro: '5050-1055',
} as const;

export type InvoiceDocumentInput = {
  language: ServerLanguage;
  invoice: {
    invoiceNumber: string;
    orderNumber: string;
    orderMark: string | null;
    invoiceDate: string;
    dueDate: string;
    paidDate: string | null;
    status: PaymentStatus;
    currency: string;
    netTotal: number;
    freight: number;
    vat: number;
    total: number;
  };
  customer: { customerNumber: string; name: string; address: string[] };
  lines: { itemNumber: string; description: string; quantity: number; price: number; discount: number; net: number }[];
  /** When the document was made; tests fix it. */
  createdAt?: Date;
};

const LOCALE: Record<ServerLanguage, string> = { en: 'en-GB', sv: 'sv-SE', dk: 'da-DK', de: 'de-DE', no: 'nb-NO', fi: 'fi-FI' };
const GREY: Rgb = [0.4, 0.4, 0.4];
const RULE: Rgb = [0.75, 0.75, 0.75];
const HEADER_FILL: Rgb = [0.93, 0.93, 0.93];
const ACCENT: Rgb = [0.66, 0.23, 0.09];
const STATUS_COLOUR: Record<PaymentStatus, Rgb> = { 1: [0.55, 0.4, 0], 2: [0.75, 0.1, 0.1], 3: [0.1, 0.45, 0.2] };
const STATUS_KEY: Record<PaymentStatus, string> = { 1: 'unpaid', 2: 'overdue', 3: 'paid' };

const MARGIN = 50;
const RIGHT = 545;
const TOP_OF_TABLE_ON_NEXT_PAGES = 90;
const FOOTER_TOP = 790;
const ROW = 13;
const TEXT = 9;
// Columns: item number, description, then right edges of quantity, price, discount and amount.
const COL = { item: MARGIN, description: 152, quantity: 352, price: 420, discount: 468, amount: RIGHT };
const DESCRIPTION_WIDTH = 166;
// Item numbers a little smaller, so the catalogue's longest (about 91 pt) keep to one line.
const ITEM_SIZE = 8.5;

/** The invoice as a PDF document in the given language: header, addressee, lines over as many pages as needed, totals. */
export function renderInvoicePdf(input: InvoiceDocumentInput): Buffer {
  const { language, invoice, customer } = input;
  const t = (key: string, values: Record<string, string | number> = {}) =>
    translate(language, key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
  const numbers = new Intl.NumberFormat(LOCALE[language], { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const quantities = new Intl.NumberFormat(LOCALE[language], { maximumFractionDigits: 2 });
  const percent = new Intl.NumberFormat(LOCALE[language], { style: 'percent', maximumFractionDigits: 2 });
  const dates = new Intl.DateTimeFormat(LOCALE[language], { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' });
  const money = (n: number) => numbers.format(n);
  const date = (iso: string) => dates.format(new Date(`${iso}T00:00:00Z`));

  const title = t('invoices.pdf.title');
  const doc = new PdfDocument({
    title: `${title} ${invoice.invoiceNumber}`,
    author: INVOICE_ISSUER.name,
    subject: `${customer.name} (${customer.customerNumber})`,
    creator: 'Dealer portal',
    ...(input.createdAt ? { creationDate: input.createdAt } : {}),
  });

  // --- First page: seller, title, facts of the invoice, addressee.
  const first = doc.addPage();
  first.text(INVOICE_ISSUER.name, MARGIN, 62, { font: 'bold', size: 15, color: ACCENT });
  INVOICE_ISSUER.address.forEach((line, i) => first.text(line, MARGIN, 78 + i * 11, { size: TEXT, color: GREY }));
  first.text(title.toLocaleUpperCase(LOCALE[language]), RIGHT, 62, { font: 'bold', size: 20, align: 'right' });

  const facts: [string, string][] = [
    [t('invoices.column.number'), invoice.invoiceNumber],
    [t('invoices.column.date'), date(invoice.invoiceDate)],
    [t('invoices.column.due-date'), date(invoice.dueDate)],
    [t('invoices.column.order-number'), invoice.orderNumber],
    ...(invoice.orderMark ? [[t('invoices.column.mark'), invoice.orderMark] as [string, string]] : []),
    [t('invoices.pdf.customer-number'), customer.customerNumber],
    [t('invoices.pdf.currency'), invoice.currency],
  ];
  let y = 90;
  for (const [label, value] of facts) {
    first.text(label, 340, y, { size: TEXT, color: GREY });
    const lines = wrapText(value, RIGHT - 430, TEXT, 'bold');
    lines.forEach((line, i) => first.text(line, RIGHT, y + i * 11, { size: TEXT, font: 'bold', align: 'right' }));
    y += 11 * Math.max(1, lines.length) + 2;
  }
  const statusText =
    invoice.status === PAYMENT_STATUS.paid && invoice.paidDate
      ? t('invoices.pdf.paid-on', { date: date(invoice.paidDate) })
      : t(`invoices.status.${STATUS_KEY[invoice.status]}`);
  first.text(statusText, RIGHT, y + 6, { size: 10, font: 'bold', align: 'right', color: STATUS_COLOUR[invoice.status] });

  first.text(t('invoices.pdf.bill-to'), MARGIN, 150, { size: TEXT, color: GREY });
  first.text(customer.name, MARGIN, 164, { size: 11, font: 'bold' });
  customer.address.forEach((line, i) => first.text(line, MARGIN, 178 + i * 12, { size: 10 }));

  // --- The lines, with the column headings again on every page they continue on.
  let page: PdfPage = first;
  y = Math.max(y + 40, 250);
  const heading = (p: PdfPage, top: number) => {
    p.rect(MARGIN - 4, top - 11, RIGHT - MARGIN + 8, 16, HEADER_FILL);
    const h = { size: 8.5, font: 'bold' as const };
    p.text(t('invoices.detail.item'), COL.item, top, h);
    p.text(t('invoices.detail.description'), COL.description, top, h);
    p.text(t('invoices.detail.quantity'), COL.quantity, top, { ...h, align: 'right' });
    p.text(t('invoices.detail.price'), COL.price, top, { ...h, align: 'right' });
    p.text(t('invoices.detail.discount'), COL.discount, top, { ...h, align: 'right' });
    p.text(t('invoices.detail.amount'), COL.amount, top, { ...h, align: 'right' });
    return top + 18;
  };
  const newPage = () => {
    page = doc.addPage();
    page.text(`${title} ${invoice.invoiceNumber}`, MARGIN, 60, { font: 'bold', size: 11 });
    page.text(customer.name, RIGHT, 60, { size: TEXT, align: 'right', color: GREY });
    return heading(page, TOP_OF_TABLE_ON_NEXT_PAGES);
  };
  y = heading(page, y);
  if (input.lines.length === 0) {
    page.text(t('invoices.no-lines'), MARGIN, y, { size: TEXT, color: GREY });
    y += ROW;
  }
  for (const line of input.lines) {
    const description = wrapText(line.description, DESCRIPTION_WIDTH, TEXT);
    const itemNumber = wrapText(line.itemNumber, COL.description - COL.item - 6, ITEM_SIZE);
    const rows = Math.max(description.length, itemNumber.length, 1);
    if (y + rows * ROW > FOOTER_TOP - 20) y = newPage();
    itemNumber.forEach((part, i) => page.text(part, COL.item, y + i * ROW, { size: ITEM_SIZE }));
    description.forEach((part, i) => page.text(part, COL.description, y + i * ROW, { size: TEXT }));
    page.text(quantities.format(line.quantity), COL.quantity, y, { size: TEXT, align: 'right' });
    page.text(money(line.price), COL.price, y, { size: TEXT, align: 'right' });
    page.text(line.discount ? percent.format(line.discount / 100) : '', COL.discount, y, { size: TEXT, align: 'right' });
    page.text(money(line.net), COL.amount, y, { size: TEXT, align: 'right' });
    y += rows * ROW;
    page.line(MARGIN, y - ROW + 4, RIGHT, y - ROW + 4, { width: 0.3, color: RULE });
  }

  // --- Totals, kept together.
  const totals: [string, number, boolean][] = [
    [t('invoices.detail.net-total'), invoice.netTotal, false],
    [t('invoices.detail.freight'), invoice.freight, false],
    [t('invoices.detail.vat', { percent: INVOICE_VAT_PERCENT }), invoice.vat, false],
    [`${t('invoices.detail.total')} (${invoice.currency})`, invoice.total, true],
  ];
  if (y + totals.length * 16 + 60 > FOOTER_TOP - 10) y = newPage();
  y += 12;
  for (const [label, amount, strong] of totals) {
    if (strong) {
      page.line(330, y - 11, RIGHT, y - 11, { width: 0.8 });
      y += 4;
    }
    const style = { size: strong ? 11 : 10, font: strong ? ('bold' as const) : ('regular' as const) };
    page.text(label, 330, y, style);
    page.text(money(amount), RIGHT, y, { ...style, align: 'right' });
    y += 16;
  }
  if (invoice.status !== PAYMENT_STATUS.paid) {
    y += 14;
    const payment = t('invoices.pdf.payment', {
      date: date(invoice.dueDate),
      bankgiro: INVOICE_ISSUER.bankgiro,
      number: invoice.invoiceNumber,
    });
    wrapText(payment, RIGHT - MARGIN, TEXT).forEach((line, i) => page.text(line, MARGIN, y + i * 11, { size: TEXT }));
  }

  // --- Footer on every page, now that the number of pages is known.
  const footer = [
    [INVOICE_ISSUER.name, ...INVOICE_ISSUER.address].join(', '),
    [
      `${t('invoices.pdf.org-number')} ${INVOICE_ISSUER.orgNumber}`,
      `${t('invoices.pdf.vat-number')} ${INVOICE_ISSUER.vatNumber}`,
      INVOICE_ISSUER.email,
      INVOICE_ISSUER.phone,
    ].join('  ·  '),
  ];
  const pages = doc.pageCount;
  for (let i = 0; i < pages; i++) {
    const p = doc.page(i);
    p.line(MARGIN, FOOTER_TOP, RIGHT, FOOTER_TOP, { width: 0.5, color: RULE });
    footer.forEach((line, n) => p.text(line, MARGIN, FOOTER_TOP + 13 + n * 10, { size: 7.5, color: GREY }));
    p.text(t('invoices.pdf.page', { page: i + 1, pages }), RIGHT, FOOTER_TOP + 13, { size: 7.5, color: GREY, align: 'right' });
  }
  return doc.toBuffer();
}
