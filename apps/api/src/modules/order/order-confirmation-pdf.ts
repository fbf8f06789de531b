import { DELIVERY_TYPES, type Language } from '@portal/contracts';
import { formatMoney } from '@portal/contracts/money';
import {
  BusinessDocument,
  documentFileName,
  documentTexts,
  MARGIN,
  RIGHT,
  type DocumentLine,
  type Fact,
} from '../../platform/pdf/business-document.js';

export type OrderConfirmationDocumentInput = {
  language: Language;
  order: {
    orderNumber: string;
    /** yyyy-mm-dd, as are the other dates. */
    orderDate: string;
    status: number;
    orderMark: string | null;
    customerPo: string | null;
    referenceNo: string | null;
    deliveryType: string;
    requestedDate: string | null;
    promiseDate: string | null;
    /** Every amount of the document is in this currency. */
    currency: string;
    itemSum: number;
    freight: number;
    /** Item sum and freight, excluding VAT. */
    total: number;
  };
  /** The customer with its postal address, which is also the billing address. */
  customer: { customerNumber: string; name: string; address: string[] };
  /** The delivery address as lines, its name first. */
  deliveryAddress: string[];
  lines: DocumentLine[];
  /** When the document was made; tests fix it. */
  createdAt?: Date;
};

const ADDRESS_COLUMN = 300;

/** The name of the document's file in the reader's language, kept to ASCII letters: orderbekraftelse-400123.pdf. */
export const orderConfirmationFileName = (language: Language, orderNumber: string): string =>
  documentFileName(language, 'orders.pdf.file-name', 'order-confirmation', orderNumber);

/**
 * The order confirmation as a PDF document in the given language: the manufacturer, the facts of
 * the order, customer, billing and delivery addresses, the lines over as many pages as needed and
 * the totals excluding VAT, every amount in the order's currency.
 */
export function renderOrderConfirmationPdf(input: OrderConfirmationDocumentInput): Promise<Buffer> {
  const { language, order, customer } = input;
  const document = new BusinessDocument({
    language,
    textKeys: 'orders.pdf',
    title: documentTexts(language)('orders.pdf.title'),
    number: order.orderNumber,
    customer,
    ...(input.createdAt ? { createdAt: input.createdAt } : {}),
  });
  const { t, format } = document;
  const money = (amount: number) => formatMoney(amount, language, order.currency);
  const optional = (label: string, value: string | null): Fact[] => (value?.trim() ? [[label, value.trim()]] : []);

  // --- First page: manufacturer, title and the facts of the order, the customer, then both addresses.
  const factsEnd = document.header([
    [t('orders.pdf.order-number'), order.orderNumber],
    [t('orders.pdf.order-date'), format.date(order.orderDate)],
    [t('orders.pdf.customer-number'), customer.customerNumber],
    [t('orders.pdf.status'), t(`orders.status.${order.status}`)],
    ...optional(t('orders.pdf.mark'), order.orderMark),
    ...optional(t('orders.pdf.customer-po'), order.customerPo),
    ...optional(t('orders.pdf.reference'), order.referenceNo),
    [t('orders.pdf.payment-method'), t('orders.pdf.payment-invoice')],
    [
      t('orders.pdf.delivery-type'),
      order.deliveryType === DELIVERY_TYPES.coDelivery ? t('orders.pdf.delivery-co-delivery') : t('orders.pdf.delivery-standard'),
    ],
    ...optional(t('orders.pdf.requested-date'), order.requestedDate && format.date(order.requestedDate)),
    ...optional(t('orders.pdf.estimated-date'), order.promiseDate && format.date(order.promiseDate)),
  ]);
  const customerEnd = document.address(MARGIN, 150, t('orders.pdf.customer'), [customer.name, ...customer.address], 260);
  const addressesTop = Math.max(factsEnd, customerEnd) + 24;
  const addressesEnd = Math.max(
    document.address(
      MARGIN,
      addressesTop,
      t('orders.pdf.billing-address'),
      [customer.name, ...customer.address],
      ADDRESS_COLUMN - MARGIN - 20,
    ),
    document.address(ADDRESS_COLUMN, addressesTop, t('orders.pdf.delivery-address'), input.deliveryAddress, RIGHT - ADDRESS_COLUMN),
  );

  // --- The lines and the totals, excluding VAT.
  document.lineTable(addressesEnd + 30, input.lines, {
    labels: {
      item: t('orders.detail.item'),
      description: t('orders.detail.description'),
      quantity: t('orders.detail.quantity'),
      price: t('orders.detail.price'),
      discount: t('orders.detail.discount'),
      amount: t('orders.detail.net'),
    },
    emptyText: t('orders.no-lines'),
    money,
  });
  document.totals([
    { label: t('orders.pdf.item-sum'), amount: money(order.itemSum) },
    { label: t('orders.pdf.freight'), amount: money(order.freight) },
    { label: t('orders.pdf.total'), amount: money(order.total), strong: true },
  ]);
  document.paragraph(t('orders.pdf.excl-vat', { currency: order.currency }));
  document.paragraph(t('orders.pdf.thanks'), 6);
  return document.finish();
}
