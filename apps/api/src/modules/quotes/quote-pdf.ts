import type { Language } from '@portal/contracts/languages';
import { formatMoney } from '@portal/contracts/money';
import {
  BusinessDocument,
  documentFileName,
  documentTexts,
  MARGIN,
  type DocumentLine,
  type Fact,
} from '../../platform/pdf/business-document.js';

export type QuoteDocumentInput = {
  language: Language;
  quote: {
    number: string;
    projectName: string;
    revision: number;
    requestedDeliveryPeriod: string | null;
    /** yyyy-mm-dd, as is validUntil. */
    sentOn: string;
    validUntil: string;
    currency: string;
    total: number;
    allowPartialCallOffs: boolean;
    /** Sales administration's message sent with the prices. */
    message: string | null;
  };
  /** The dealer with its postal address. */
  customer: { customerNumber: string; name: string; address: string[] };
  lines: DocumentLine[];
  /** When the document was made; tests fix it. */
  createdAt?: Date;
};

/** The name of the quote's file in the reader's language, kept to ASCII letters: offert-QT-300001.pdf. */
export const quoteFileName = (language: Language, number: string): string =>
  documentFileName(language, 'quotes.pdf.file-name', 'quote', number);

/**
 * A sent quote as a PDF document in the given language: the manufacturer, the quote's facts
 * (project, validity), the dealer, the lines at their quoted prices over as many pages as needed,
 * the total excluding VAT and sales administration's message.
 */
export function renderQuotePdf(input: QuoteDocumentInput): Promise<Buffer> {
  const { language, quote, customer } = input;
  const document = new BusinessDocument({
    language,
    textKeys: 'quotes.pdf',
    title: documentTexts(language)('quotes.pdf.title'),
    number: quote.number,
    customer,
    ...(input.createdAt ? { createdAt: input.createdAt } : {}),
  });
  const { t, format } = document;
  const money = (amount: number) => formatMoney(amount, language, quote.currency);
  const facts: Fact[] = [
    [t('quotes.pdf.number'), quote.number],
    [t('quotes.pdf.revision'), String(quote.revision)],
    [t('quotes.pdf.date'), format.date(quote.sentOn)],
    [t('quotes.pdf.valid-until'), format.date(quote.validUntil)],
    [t('quotes.pdf.customer-number'), customer.customerNumber],
    [t('quotes.pdf.project'), quote.projectName],
    ...(quote.requestedDeliveryPeriod ? [[t('quotes.delivery-period'), quote.requestedDeliveryPeriod] as Fact] : []),
  ];
  const factsEnd = document.header(facts);
  const customerEnd = document.address(MARGIN, 150, t('quotes.pdf.customer'), [customer.name, ...customer.address], 260);

  document.lineTable(Math.max(factsEnd, customerEnd) + 30, input.lines, {
    labels: {
      item: t('quotes.col.item'),
      description: t('quotes.col.description'),
      quantity: t('quotes.col.quantity'),
      price: t('quotes.col.unit-price'),
      discount: t('quotes.col.discount'),
      amount: t('quotes.col.amount'),
    },
    emptyText: t('quotes.pdf.no-lines'),
    money,
  });
  document.totals([{ label: t('quotes.pdf.total'), amount: money(quote.total), strong: true }]);
  document.paragraph(t('quotes.pdf.excl-vat', { currency: quote.currency }));
  document.paragraph(t(quote.allowPartialCallOffs ? 'quotes.pdf.call-offs' : 'quotes.pdf.whole', { date: format.date(quote.validUntil) }));
  // Sales administration's message, its own line breaks kept.
  for (const [i, line] of (quote.message ?? '').split('\n').entries()) if (line.trim()) document.paragraph(line, i === 0 ? 14 : 2);
  return document.finish();
}
