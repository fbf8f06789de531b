import { describe, expect, it } from 'vitest';
import { pdfContents } from '../../test/pdf-text.js';
import { documentLines } from '../../test/document-lines.js';
import { PAYMENT_STATUS } from '@portal/contracts';
import { invoiceFileName, renderInvoicePdf, type InvoiceDocumentInput } from './invoice-pdf.js';

const input = (lineCount: number, language: InvoiceDocumentInput['language'] = 'sv'): InvoiceDocumentInput => ({
  language,
  invoice: {
    invoiceNumber: '700123',
    orderNumber: '400017',
    orderMark: 'Fritidshus Sälen',
    invoiceDate: '2026-03-02',
    dueDate: '2026-04-01',
    paidDate: null,
    status: PAYMENT_STATUS.overdue,
    currency: 'SEK',
    netTotal: 1000 * lineCount,
    freight: 195,
    vat: 250 * lineCount + 48.75,
    total: 1250 * lineCount + 243.75,
    vatPercent: 25,
    vatTreatment: 'domestic',
    customerVatNumber: 'SE556123456701',
  },
  payment: { bankgiro: '5050-1055', iban: null, bic: null },
  customer: { customerNumber: '10001', name: 'Brasvärme i Uppsala AB', address: ['Box 1127', '751 41 Uppsala'] },
  lines: documentLines(lineCount, { price: 1000, net: 1000 }),
  createdAt: new Date('2026-03-02T10:00:00Z'),
});

/** The invoice rendered and read back as a viewer reads it. */
const read = async (invoice: InvoiceDocumentInput) => pdfContents(await renderInvoicePdf(invoice));

describe('renderInvoicePdf', () => {
  it('fits a short invoice on one page with the footer and totals', async () => {
    const { count, pages } = await read(input(3));
    expect(count).toBe(1);
    for (const text of ['FAKTURA', 'Brasvärme i Uppsala AB', 'Moms 25 %', 'Förfallen', 'Sida 1 av 1'])
      expect(pages[0], text).toContain(text);
  });

  it('continues a long invoice on further pages, with headings and page numbers on each', async () => {
    const { count, pages } = await read(input(90));
    expect(count).toBeGreaterThanOrEqual(3);
    expect(pages).toHaveLength(count);
    pages.forEach((runs, i) => {
      expect(runs).toContain(`Sida ${i + 1} av ${count}`);
      expect(runs).toContain('Artikelnummer');
    });
    // Every line is on some page, once.
    expect(pages.flat().filter((run) => run === 'NF-OSLO-7-BK')).toHaveLength(90);
    expect(pages.at(-1)).toContain('Att betala (SEK)');
  });

  it('says when it was paid instead of asking for payment', async () => {
    const paid = input(2, 'en');
    paid.invoice.status = PAYMENT_STATUS.paid;
    paid.invoice.paidDate = '2026-03-20';
    const { pages, text } = await read(paid);
    expect(pages[0]).toContain('Paid on 20/03/2026');
    expect(text).not.toContain('Please pay');
  });

  it.each([
    ['Polish', 'Żółć Kominki Łódź Sp. z o.o.', ['ul. Piotrkowska 104', '90-926 Łódź', 'Polska']],
    ['Czech', 'Čeněk Šťastný – Krby Ústí', ['Dlouhá 27', '400 01 Ústí nad Labem', 'Česko']],
    ['Turkish', 'Ğüşİıö Şömine Ltd. Şti.', ['Çırağan Caddesi 32', '34349 Beşiktaş İstanbul', 'Türkiye']],
    ['Hungarian and Romanian', 'Őrség Kandalló Kft. & Ștefan Țurcanu', ['Fő utca 5', '9941 Őriszentpéter', 'Magyarország']],
    ['German', 'Kaminöfen Müller & Söhne GmbH', ['Straße des 17. Juni 1', '10623 Berlin', 'Deutschland']],
    ['Nordic', 'Ærø Brændeovne ApS · Þórður Guðjónsson', ['Søndergade 4', '5970 Ærøskøbing', 'Danmark']],
  ])('prints a %s name and address as written, on every page', async (_, name, address) => {
    const invoice = input(90);
    invoice.customer = { ...invoice.customer, name, address };
    const { pages } = await read(invoice);
    for (const line of [name, ...address]) expect(pages[0], line).toContain(line);
    // Further pages name the customer in their heading.
    for (const runs of pages.slice(1)) expect(runs).toContain(name);
  });

  it('asks a Swedish dealer for Swedish VAT and payment to the bankgiro', async () => {
    const { pages, text } = await read(input(2));
    expect(pages[0]).toContain('Moms 25 %');
    expect(text).toContain('5050-1055');
    expect(text).not.toContain('IBAN');
    expect(text).not.toContain('2006/112');
  });

  it('writes a German dealer an intra-Community supply at 0 % with the legal note, both VAT numbers and the IBAN', async () => {
    const german = input(2, 'de');
    Object.assign(german.invoice, {
      currency: 'EUR',
      vat: 0,
      vatPercent: 0,
      vatTreatment: 'intra-community',
      customerVatNumber: 'DE812345679',
    });
    german.invoice.total = german.invoice.netTotal + german.invoice.freight;
    german.payment = { bankgiro: null, iban: 'SE45 5000 0000 0583 9825 7466', bic: 'ESSESESS' };
    const { pages, text } = await read(german);
    expect(pages[0]).toContain('MwSt. 0 %');
    expect(text).toContain('innergemeinschaftliche');
    expect(text).toContain('2006/112/EG');
    expect(text).toContain('SE556677889901');
    expect(text).toContain('DE812345679');
    expect(text).toContain('SE45 5000 0000 0583 9825 7466');
    expect(text).toContain('ESSESESS');
    expect(text).not.toContain('Bankgiro');
  });

  it('writes a Norwegian dealer an export invoice at 0 % with its note', async () => {
    const norwegian = input(1, 'no');
    Object.assign(norwegian.invoice, {
      currency: 'NOK',
      vat: 0,
      vatPercent: 0,
      vatTreatment: 'export',
      customerVatNumber: 'NO987654321MVA',
    });
    norwegian.payment = { bankgiro: null, iban: 'SE23 5000 0000 0583 9825 7474', bic: 'ESSESESS' };
    const { text } = await read(norwegian);
    expect(text).toContain('Eksport av varer');
    expect(text).toContain('NO987654321MVA');
    expect(text).toContain('SE23 5000 0000 0583 9825 7474');
  });
});

describe('invoiceFileName', () => {
  it('names the file in the reader’s language, in ASCII letters, as the order confirmation’s', () => {
    expect(invoiceFileName('en', '700123')).toBe('invoice-700123.pdf');
    expect(invoiceFileName('sv', '700123')).toBe('faktura-700123.pdf');
    expect(invoiceFileName('dk', '700123')).toBe('faktura-700123.pdf');
    expect(invoiceFileName('no', '700123')).toBe('faktura-700123.pdf');
    expect(invoiceFileName('de', '700123')).toBe('rechnung-700123.pdf');
    expect(invoiceFileName('fi', '700123')).toBe('lasku-700123.pdf');
    expect(invoiceFileName('de', '700/123"')).toBe('rechnung-700123.pdf');
  });
});
