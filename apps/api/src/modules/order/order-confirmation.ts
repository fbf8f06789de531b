import type { Language } from '@portal/contracts';
import { languageForMarket } from '@portal/contracts/languages';
import { round2 } from '@portal/contracts/money';
import type { Principal } from '../../platform/auth/access.js';
import { notFound } from '../../platform/errors.js';
import type { MessageData } from '../../platform/messages.js';
import { addressLines, documentFormats } from '../../platform/pdf/business-document.js';
import { orderConfirmationFileName, renderOrderConfirmationPdf } from './order-confirmation-pdf.js';
import type { OrderRepository } from './order.repository.js';

/** The order confirmation as a file: what the dealer downloads and the confirmation e-mail carries. */
export type OrderConfirmationDocument = { filename: string; content: Buffer };
export type OrderConfirmationDocumentRequest = { customerNumber: string; orderNumber: string; language: Language };
/**
 * The order confirmation of one of the customer's orders, made without a signed-in caller (the
 * e-mail worker attaches it to the confirmation e-mail); null when the customer has no such order.
 */
export type OrderConfirmationDocumentSource = (request: OrderConfirmationDocumentRequest) => Promise<OrderConfirmationDocument | null>;

type Confirmation = NonNullable<Awaited<ReturnType<OrderRepository['confirmation']>>>;

/**
 * The order confirmation to the user who ordered, with its PDF, in the transaction of `repo` (placing
 * the order, or an approver approving it).
 */
export async function sendOrderConfirmation(
  repo: Pick<OrderRepository, 'notify' | 'confirmation'>,
  /** contactId: who ordered; null (a replacement order staff placed) tells the dealer's administrators. */
  order: { contactId: string | null; customerNumber: string; orderNumber: string; market: Principal['market'] },
) {
  await repo.notify({
    to: order.contactId ? { contactId: order.contactId } : { adminsOf: order.customerNumber },
    customerNumber: order.customerNumber,
    message: confirmationMessage((await repo.confirmation(order.customerNumber, order.orderNumber))!),
    attachments: [
      {
        document: 'order-confirmation',
        ref: order.orderNumber,
        customerNumber: order.customerNumber,
        filename: orderConfirmationFileName(languageForMarket(order.market), order.orderNumber),
      },
    ],
  });
}

/** The order confirmation e-mail's data: the order as it was written. */
export function confirmationMessage({ header, lines }: Confirmation): MessageData {
  return {
    kind: 'order-confirmation',
    orderNumber: header.order_number,
    orderDate: header.order_date,
    orderMark: header.order_mark,
    currency: header.currency,
    lines: lines.map((l) => ({
      itemNumber: l.item_number,
      description: l.description,
      quantity: l.ordered_qty,
      unitPrice: l.ordered_qty ? round2(l.net_sales_amt / l.ordered_qty) : 0,
      amount: l.net_sales_amt,
    })),
    itemSum: header.order_value,
    freight: header.freight,
    total: round2(header.order_value + header.freight),
    deliveryAddress: addressLines({
      lines: [header.ship_name, header.ship_address1, header.ship_address2, header.ship_address3],
      postalcode: header.ship_postalcode,
      city: header.ship_city,
      country: header.ship_country,
    }),
    billingAddress: addressLines({
      lines: [header.customer_name, header.postal_line1],
      postalcode: header.postal_postalcode,
      city: header.postal_city,
      country: header.customer_country,
    }),
    deliveryType: header.delivery_type,
    requestedDate: header.requested_date,
    promiseDate: header.promise_date,
  };
}

/** The order confirmation as a PDF: for the dealer's download and the confirmation e-mail's attachment. */
export function createOrderConfirmations(deps: { orders: OrderRepository }) {
  const { orders } = deps;
  const confirmationDocument: OrderConfirmationDocumentSource = async ({ customerNumber, orderNumber, language }) => {
    // Scoped to the customer: another customer's order number finds nothing.
    const found = await orders.confirmation(customerNumber, orderNumber);
    if (!found) return null;
    const { header, lines } = found;
    const format = documentFormats(language);
    const content = await renderOrderConfirmationPdf({
      language,
      order: {
        orderNumber: header.order_number,
        orderDate: header.order_date,
        status: header.status,
        orderMark: header.order_mark,
        customerPo: header.customer_po,
        referenceNo: header.reference_no,
        deliveryType: header.delivery_type,
        requestedDate: header.requested_date,
        promiseDate: header.promise_date,
        currency: header.currency,
        itemSum: header.order_value,
        freight: header.freight,
        total: round2(header.order_value + header.freight),
      },
      customer: {
        customerNumber: header.customer_number,
        name: header.customer_name,
        address: addressLines(
          {
            lines: [header.postal_line1],
            postalcode: header.postal_postalcode,
            city: header.postal_city,
            country: header.customer_country,
          },
          format,
        ),
      },
      deliveryAddress: addressLines(
        {
          lines: [header.ship_name, header.ship_address1, header.ship_address2, header.ship_address3],
          postalcode: header.ship_postalcode,
          city: header.ship_city,
          country: header.ship_country,
        },
        format,
      ),
      lines: lines.map((l) => ({
        itemNumber: l.item_number,
        description: l.description,
        quantity: l.ordered_qty,
        price: l.price,
        discount: l.discount,
        net: l.net_sales_amt,
      })),
    });
    return { filename: orderConfirmationFileName(language, header.order_number), content };
  };

  return {
    /** The order confirmation of one of the caller's orders as a PDF, in the language asked for or the market's. */
    async confirmationPdf(principal: Principal, orderNumber: string, language?: Language): Promise<OrderConfirmationDocument> {
      const document = await confirmationDocument({
        customerNumber: principal.customerNumber,
        orderNumber,
        language: language ?? languageForMarket(principal.market),
      });
      if (!document) throw notFound('Order');
      return document;
    },

    confirmationDocument,
  };
}
