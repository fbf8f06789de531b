import { describe, expect, it } from 'vitest';
import { pdfContents } from '../../test/pdf-text.js';
import { documentLines } from '../../test/document-lines.js';
import { DELIVERY_TYPES, ORDER_STATUS } from '@portal/contracts';
import type { CatalogueRepository } from '../catalogue/catalogue.repository.js';
import { orderConfirmationFileName, renderOrderConfirmationPdf, type OrderConfirmationDocumentInput } from './order-confirmation-pdf.js';
import type { OrderShipmentReads } from './order-shipment.repository.js';
import type { OrderRepository } from './order.repository.js';
import { createOrderService } from './order.service.js';

const input = (
  lineCount: number,
  language: OrderConfirmationDocumentInput['language'] = 'sv',
  currency = 'SEK',
): OrderConfirmationDocumentInput => ({
  language,
  order: {
    orderNumber: '400123',
    orderDate: '2026-03-02',
    status: ORDER_STATUS.confirmed,
    orderMark: 'Fritidshus Sälen',
    customerPo: 'PO-10001-117',
    referenceNo: null,
    deliveryType: DELIVERY_TYPES.coDelivery,
    requestedDate: '2026-03-16',
    promiseDate: '2026-03-20',
    currency,
    itemSum: 12_345.5 * lineCount,
    freight: 890,
    total: 12_345.5 * lineCount + 890,
  },
  customer: { customerNumber: '10001', name: 'Brasvärme i Uppsala AB', address: ['Box 1127', '751 41 Uppsala', 'Sverige'] },
  deliveryAddress: ['Brasvärme Uppsala – lager', 'Fyrislundsgatan 68', '754 50 Uppsala', 'Sverige'],
  lines: documentLines(lineCount, { price: 18_154.41, net: 12_345.5 }),
  createdAt: new Date('2026-03-02T10:00:00Z'),
});

/** The confirmation rendered and read back as a viewer reads it. */
const read = async (confirmation: OrderConfirmationDocumentInput) => pdfContents(await renderOrderConfirmationPdf(confirmation));

describe('renderOrderConfirmationPdf', () => {
  it('shows the manufacturer, the customer, the facts of the order, both addresses, the lines and the totals excluding VAT', async () => {
    const file = await renderOrderConfirmationPdf(input(3));
    expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { count, pages } = await pdfContents(file);
    expect(count).toBe(1);
    const page = pages[0]!;
    for (const text of [
      'Nordflamme Glödhus AB',
      'ORDERBEKRÄFTELSE',
      'Brasvärme i Uppsala AB',
      'Box 1127',
      '751 41 Uppsala',
      'Kundnummer',
      '10001',
      'Ordernummer',
      '400123',
      'Orderdatum',
      '2026-03-02',
      'Bekräftad',
      'Ordermärkning',
      'Fritidshus Sälen',
      'Ert ordernummer',
      'PO-10001-117',
      'Betalningssätt',
      'Faktura',
      'Samleverans',
      'Önskat leveransdatum',
      '2026-03-16',
      'Beräknat leveransdatum',
      '2026-03-20',
      'Fakturaadress',
      'Leveransadress',
      'Brasvärme Uppsala – lager',
      'Fyrislundsgatan 68',
      'Artikelnummer',
      'Nettobelopp',
      'NF-OSLO-7-BK',
      // Money through the portal's formatter: Swedish grouping and kronor, with no-break spaces (a reader gives them as spaces).
      '18 154,41 kr',
      'Varusumma',
      '37 036,50 kr',
      'Frakt',
      '890,00 kr',
      'Totalt exkl. moms',
      '37 926,50 kr',
      'Alla belopp är i SEK och exklusive moms.',
      'Sida 1 av 1',
    ])
      expect(page, text).toContain(text);
    // No reference was given, so none is shown.
    expect(page).not.toContain('Er referens');
  });

  it('continues many lines on further pages, with the headings and page numbers on each', async () => {
    const { count, pages } = await read(input(90));
    expect(count).toBeGreaterThanOrEqual(3);
    expect(pages).toHaveLength(count);
    pages.forEach((runs, i) => {
      expect(runs).toContain(`Sida ${i + 1} av ${count}`);
      expect(runs).toContain('Artikelnummer');
    });
    pages.slice(1).forEach((runs) => expect(runs).toContain('Orderbekräftelse 400123'));
    // Every line is on some page, once, and the totals come last.
    expect(pages.flat().filter((run) => run === 'NF-OSLO-7-BK')).toHaveLength(90);
    expect(pages.at(-1)).toContain('Totalt exkl. moms');
  });

  it.each([
    ['en', 'ORDER CONFIRMATION', 'Total excl. VAT', 'Requested delivery date', 'Co-delivery', 'Page 1 of 1'],
    ['de', 'BESTELLBESTÄTIGUNG', 'Gesamt ohne MwSt.', 'Gewünschtes Lieferdatum', 'Sammellieferung', 'Seite 1 von 1'],
    ['no', 'ORDREBEKREFTELSE', 'Totalt eks. mva.', 'Ønsket leveringsdato', 'Samlevering', 'Side 1 av 1'],
    ['fi', 'TILAUSVAHVISTUS', 'Yhteensä ilman alv:tä', 'Toivottu toimituspäivä', 'Yhteistoimitus', 'Sivu 1/1'],
    ['dk', 'ORDREBEKRÆFTELSE', 'I alt ekskl. moms', 'Ønsket leveringsdato', 'Samlevering', 'Side 1 af 1'],
  ] as const)('is written in %s', async (language, ...texts) => {
    const [page] = (await read(input(2, language))).pages;
    for (const text of texts) expect(page, text).toContain(text);
  });

  it('shows a German order in euros, never in kronor', async () => {
    const { pages, text } = await read(input(2, 'de', 'EUR'));
    const page = pages[0]!;
    expect(page).toContain('18.154,41 €');
    expect(page).toContain('24.691,00 €');
    expect(page).toContain('25.581,00 €');
    expect(page).toContain('Alle Beträge in EUR, ohne Mehrwertsteuer.');
    expect(text).not.toMatch(/\skr\.?$/m);
    expect(text).not.toContain('SEK');
  });

  it('prints customer and delivery names in Polish, Czech, Turkish, German and Nordic letters', async () => {
    const confirmation = input(2, 'en', 'EUR');
    confirmation.customer = {
      ...confirmation.customer,
      name: 'Żółć Kominki Łódź Sp. z o.o.',
      address: ['ul. Piotrkowska 104', '90-926 Łódź', 'Poland'],
    };
    confirmation.deliveryAddress = ['Ğüşİıö Şömine Ltd. Şti.', 'Çırağan Caddesi 32', '34349 Beşiktaş İstanbul', 'Türkiye'];
    confirmation.order.orderMark = 'Čeněk Šťastný, Ústí';
    confirmation.order.customerPo = 'Müller/Ærø/Þórður';
    const { pages } = await read(confirmation);
    for (const text of [
      'Żółć Kominki Łódź Sp. z o.o.',
      '90-926 Łódź',
      'Ğüşİıö Şömine Ltd. Şti.',
      'Çırağan Caddesi 32',
      '34349 Beşiktaş İstanbul',
      'Čeněk Šťastný, Ústí',
      'Müller/Ærø/Þórður',
    ])
      expect(pages[0], text).toContain(text);
  });
});

describe('orderConfirmationFileName', () => {
  it('names the file in the language, in ASCII letters only', () => {
    expect(orderConfirmationFileName('en', '400123')).toBe('order-confirmation-400123.pdf');
    expect(orderConfirmationFileName('sv', '400123')).toBe('orderbekraftelse-400123.pdf');
    expect(orderConfirmationFileName('dk', '400123')).toBe('ordrebekraeftelse-400123.pdf');
    expect(orderConfirmationFileName('de', '400123')).toBe('bestellbestatigung-400123.pdf');
    expect(orderConfirmationFileName('fi', '400123')).toBe('tilausvahvistus-400123.pdf');
  });
});

describe('confirmationDocument', () => {
  const header = {
    order_number: '400123',
    customer_number: '10001',
    status: ORDER_STATUS.received,
    order_date: '2026-03-02',
    order_mark: null,
    customer_po: null,
    reference_no: 'Anna B',
    delivery_type: DELIVERY_TYPES.standard,
    requested_date: '2026-03-16',
    promise_date: '2026-03-20',
    currency: 'SEK',
    freight: 195,
    order_value: 1000,
    ship_name: 'Brasvärme Uppsala – lager',
    ship_address1: 'Fyrislundsgatan 68',
    ship_address2: null,
    ship_address3: null,
    ship_postalcode: '754 50',
    ship_city: 'Uppsala',
    ship_country: 'se',
    customer_name: 'Brasvärme i Uppsala AB',
    postal_line1: 'Box 1127',
    postal_postalcode: '751 41',
    postal_city: 'Uppsala',
    customer_country: 'se',
  };
  // The repository's read is scoped to the customer, as its SQL is.
  const orders = {
    confirmation: async (customerNumber: string, orderNumber: string) =>
      customerNumber === header.customer_number && orderNumber === header.order_number ? { header, lines: [] } : null,
  } as unknown as OrderRepository;
  const service = createOrderService({
    orders,
    shipments: {} as OrderShipmentReads,
    catalogue: {} as CatalogueRepository,
    transaction: () => Promise.reject(new Error('not used')),
    now: () => new Date('2026-03-02T10:00:00Z'),
    cartLines: () => Promise.reject(new Error('not used')),
    configurations: () => Promise.reject(new Error('not used')),
    credit: () => Promise.reject(new Error('not used')),
  });

  it('makes the document of one of the customer’s orders, named for the order', async () => {
    const document = await service.confirmationDocument({ customerNumber: '10001', orderNumber: '400123', language: 'en' });
    expect(document?.filename).toBe('order-confirmation-400123.pdf');
    expect(document?.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const [page] = (await pdfContents(document!.content)).pages;
    // Country codes are named in the reader's language.
    expect(page).toContain('Sweden');
    expect(page).toContain('Your reference');
  });

  it('answers null for an order of another customer number, and for an unknown order', async () => {
    expect(await service.confirmationDocument({ customerNumber: '20001', orderNumber: '400123', language: 'no' })).toBeNull();
    expect(await service.confirmationDocument({ customerNumber: '10001', orderNumber: '999999', language: 'sv' })).toBeNull();
  });
});
