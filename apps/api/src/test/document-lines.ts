import type { DocumentLine } from '../platform/pdf/business-document.js';

/**
 * Article lines for the PDF documents' tests (invoice, order confirmation): the same stove,
 * every third line with a description long enough to wrap, quantities 1 to 3, at the given
 * price and net amount. Both documents are laid out over the same line table.
 */
export const documentLines = (count: number, amounts: { price: number; net: number }): DocumentLine[] =>
  Array.from({ length: count }, (_, i) => ({
    itemNumber: 'NF-OSLO-7-BK',
    description: i % 3 === 0 ? 'Nordflamme Oslo 7 svart med beklädnad i täljsten och extra lång rökrörsanslutning' : `Rökrör Ø150 ${i}`,
    quantity: 1 + (i % 3),
    price: amounts.price,
    discount: 32,
    net: amounts.net,
  }));
