import type { Language } from '@portal/contracts/languages';
import { formatMoney } from '@portal/contracts/money';
import {
  BusinessDocument,
  documentFileName,
  documentTexts,
  MARGIN,
  type DocumentIssuer,
  type DocumentLine,
  type Fact,
} from '../../platform/pdf/business-document.js';

/**
 * What the offer's PDF shows: only what the end customer may read. The dealer's net prices and
 * margin are not in this type at all, so no change of the layout can print them.
 */
export type OfferDocumentInput = {
  language: Language;
  issuer: DocumentIssuer;
  offer: {
    number: string;
    /** yyyy-mm-dd, as is validUntil. */
    date: string;
    validUntil: string;
    currency: string;
    coverText: string;
    contactName: string;
    contactEmail: string;
    discount: number;
    linesInclVat: number;
    totalInclVat: number;
    totalExclVat: number;
    vatAmount: number;
  };
  /** The end customer; null once erased. */
  customer: { name: string; address: string[]; email: string | null; phone: string | null } | null;
  lines: { itemNumber: string | null; text: string; quantity: number; unitPriceInclVat: number; vatRate: number; amountInclVat: number }[];
  createdAt?: Date;
};

/** The offer's file name in its language, in ASCII: offert-1001-2.pdf. */
export const offerFileName = (language: Language, number: string) => documentFileName(language, 'offers.pdf.file-name', 'offer', number);

/**
 * The offer as a PDF in the end customer's language, in the dealer's name: the dealer's logo and
 * address, the offer's facts, the customer, the cover text, the lines at prices incl. VAT with
 * their VAT rate, the totals with the VAT amount, and the dealer's terms in the footer.
 */
export function renderOfferPdf(input: OfferDocumentInput): Promise<Buffer> {
  const { language, offer } = input;
  const t = documentTexts(language);
  const document = new BusinessDocument({
    language,
    issuer: input.issuer,
    textKeys: 'offers.pdf',
    title: t('offers.pdf.title'),
    number: offer.number,
    customer: { customerNumber: offer.number, name: input.customer?.name ?? input.issuer.name },
    ...(input.createdAt ? { createdAt: input.createdAt } : {}),
  });
  const { format } = document;
  const money = (amount: number) => formatMoney(amount, language, offer.currency);
  const facts: Fact[] = [
    [t('offers.pdf.number'), offer.number],
    [t('offers.pdf.date'), format.date(offer.date)],
    [t('offers.pdf.valid-until'), format.date(offer.validUntil)],
    [t('offers.pdf.contact'), offer.contactName],
    [t('offers.pdf.email'), offer.contactEmail],
  ];
  const factsEnd = document.header(facts);
  const customer = input.customer;
  const customerEnd = customer
    ? document.address(
        MARGIN,
        150,
        t('offers.pdf.customer'),
        [customer.name, ...customer.address, ...[customer.phone, customer.email].filter((v): v is string => Boolean(v))],
        260,
      )
    : 150;
  document.y = Math.max(factsEnd, customerEnd) + 10;
  if (offer.coverText.trim()) for (const paragraph of offer.coverText.split(/\n{2,}/)) document.paragraph(paragraph, 12);

  const lines: DocumentLine[] = input.lines.map((line) => ({
    itemNumber: line.itemNumber ?? '',
    description: line.text,
    quantity: line.quantity,
    price: line.unitPriceInclVat,
    // The table's percent column carries each line's VAT rate on an offer.
    discount: line.vatRate,
    net: line.amountInclVat,
  }));
  document.lineTable(document.y + 30, lines, {
    labels: {
      item: t('offers.pdf.item'),
      description: t('offers.pdf.description'),
      quantity: t('offers.pdf.quantity'),
      price: t('offers.pdf.price'),
      discount: t('offers.pdf.vat-rate'),
      amount: t('offers.pdf.amount'),
    },
    emptyText: t('offers.pdf.no-lines'),
    money,
  });
  document.totals([
    ...(offer.discount > 0
      ? [
          { label: t('offers.pdf.lines-total'), amount: money(offer.linesInclVat) },
          { label: t('offers.pdf.discount'), amount: money(-offer.discount) },
        ]
      : []),
    { label: t('offers.pdf.total'), amount: money(offer.totalInclVat), strong: true },
    { label: t('offers.pdf.vat'), amount: money(offer.vatAmount) },
    { label: t('offers.pdf.total-excl-vat'), amount: money(offer.totalExclVat) },
  ]);
  document.paragraph(t('offers.pdf.incl-vat', { currency: offer.currency, date: format.date(offer.validUntil) }));
  return document.finish();
}
