import { describe, expect, it } from 'vitest';
import { pdfContents } from '../../test/pdf-text.js';
import { PAYMENT_STATUS } from '@portal/contracts';
import { renderInvoicePdf, type InvoiceDocumentInput } from './invoice-pdf.js';

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
  lines: Array.from({ length: lineCount }, (_, i) => ({
    itemNumber: `NF-OSLO-7-BK`,
    description: i % 3 === 0 ? 'Nordflamme Oslo 7 svart med beklädnad i täljsten och extra lång rökrörsanslutning' : `Rökrör Ø150 ${i}`,
    quantity: 1 + (i % 3),
    price: 1000,
    discount: 32,
    net: 1000,
  })),
  createdAt: new Date('2026-03-02T10:00:00Z'),
});

const pages = pdfContents;

describe('renderInvoicePdf', () => {
  it('fits a short invoice on one page with the footer and totals', () => {
    const { count, streams } = pages(renderInvoicePdf(input(3)));
    expect(count).toBe(1);
    expect(streams[0]).toContain('(FAKTURA) Tj');
    expect(streams[0]).toContain('(Brasv\\344rme i Uppsala AB) Tj');
    expect(streams[0]).toContain('(Moms 25 %) Tj');
    expect(streams[0]).toContain('(F\\366rfallen) Tj');
    expect(streams[0]).toContain('(Sida 1 av 1) Tj');
  });

  it('continues a long invoice on further pages, with headings and page numbers on each', () => {
    const { count, streams } = pages(renderInvoicePdf(input(90)));
    expect(count).toBeGreaterThanOrEqual(3);
    expect(streams).toHaveLength(count);
    streams.forEach((s, i) => {
      expect(s).toContain(`(Sida ${i + 1} av ${count}) Tj`);
      expect(s).toContain('(Artikelnummer) Tj');
    });
    // Every line is on some page, once.
    const lines = streams.join('\n').match(/\(NF-OSLO-7-BK\) Tj/g) ?? [];
    expect(lines).toHaveLength(90);
    expect(streams.at(-1)).toContain('(Att betala \\(SEK\\)) Tj');
  });

  it('says when it was paid instead of asking for payment', () => {
    const paid = input(2, 'en');
    paid.invoice.status = PAYMENT_STATUS.paid;
    paid.invoice.paidDate = '2026-03-20';
    const [stream] = pages(renderInvoicePdf(paid)).streams;
    expect(stream).toContain('(Paid on 20/03/2026) Tj');
    expect(stream).not.toContain('Please pay');
  });

  it('asks a Swedish dealer for Swedish VAT and payment to the bankgiro', () => {
    const text = pages(renderInvoicePdf(input(2))).text;
    expect(text).toContain('(Moms 25 %) Tj');
    expect(text).toContain('5050-1055');
    expect(text).not.toContain('IBAN');
    expect(text).not.toContain('2006/112');
  });

  it('writes a German dealer an intra-Community supply at 0 % with the legal note, both VAT numbers and the IBAN', () => {
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
    const text = pages(renderInvoicePdf(german)).text;
    expect(text).toContain('(MwSt. 0 %) Tj');
    expect(text).toContain('innergemeinschaftliche');
    expect(text).toContain('2006/112/EG');
    expect(text).toContain('SE556677889901');
    expect(text).toContain('DE812345679');
    expect(text).toContain('SE45 5000 0000 0583 9825 7466');
    expect(text).toContain('ESSESESS');
    expect(text).not.toContain('Bankgiro');
  });

  it('writes a Norwegian dealer an export invoice at 0 % with its note', () => {
    const norwegian = input(1, 'no');
    Object.assign(norwegian.invoice, {
      currency: 'NOK',
      vat: 0,
      vatPercent: 0,
      vatTreatment: 'export',
      customerVatNumber: 'NO987654321MVA',
    });
    norwegian.payment = { bankgiro: null, iban: 'SE23 5000 0000 0583 9825 7474', bic: 'ESSESESS' };
    const text = pages(renderInvoicePdf(norwegian)).text;
    expect(text).toContain('Eksport av varer');
    expect(text).toContain('NO987654321MVA');
    expect(text).toContain('SE23 5000 0000 0583 9825 7474');
  });
});
