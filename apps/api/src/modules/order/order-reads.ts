import {
  DELIVERY_TYPES,
  hasDispatchWeek,
  ORDER_STATUS,
  type CancelOrderResponse,
  type GetMaintenanceStatusResponse,
  type GetOrderDetailsResponse,
  type OrderPageAddress,
  type OrderPageResponse,
  type OrdersResponse,
} from '@portal/contracts';
import { isoWeekOf } from '@portal/contracts/iso-week';
import { round2 } from '@portal/contracts/money';
import type { Principal } from '../../platform/auth/access.js';
import { today, yyyymmdd, type Country } from '../../platform/calendar/delivery-calendar.js';
import { headerLine } from '../../platform/det-lines.js';
import { conflict, found } from '../../platform/errors.js';
import { paymentStatus } from '../invoice/invoice.module.js';
import { orderCourse } from './order-course.js';
import type { OrderRepository } from './order.repository.js';
import type { OrderShipmentReads } from './order-shipment.repository.js';

/** The configurator's configurations by id (its entry's `summaries`): the customer's only, when one is named. */
export type ConfigurationSource = (
  headerIds: readonly string[],
  customerNumber: string | null,
) => Promise<{ headerId: string; ruleset: string; title: string | null; answers: Record<string, string>; completed: boolean }[]>;

/** A dealer's orders as it reads them (lists, details, the order's page), its cancelling, and the maintenance windows. */
export function createOrderReads(deps: {
  orders: OrderRepository;
  shipments: OrderShipmentReads;
  configurations: ConfigurationSource;
  now: () => Date;
}) {
  const { orders } = deps;
  const countryOf = (principal: Principal): Country => principal.market;

  return {
    async list(principal: Principal, which: 'open' | 'history', amount: number): Promise<OrdersResponse> {
      const rows = await orders.list(principal.customerNumber, which, amount);
      return {
        Orders: rows.map((o) => ({
          XAOrderNbr: o.order_number,
          OrderDate: yyyymmdd(o.order_date),
          TrackingID: o.tracking_id,
          TrackingURL: o.tracking_url,
          OrderMark: o.order_mark,
          OrderRef: o.customer_po,
          PromiseWeek: o.promise_date && hasDispatchWeek(o.status) ? isoWeekOf(o.promise_date) : null,
          OrderValue: round2(o.order_value + o.freight),
          Currency: o.currency,
          OrderStatus: o.status,
        })),
      };
    },

    async details(principal: Principal, orderNumber: string): Promise<GetOrderDetailsResponse> {
      const header = await found(orders.header(principal.customerNumber, orderNumber), 'Order');
      const [lines, comments] = await Promise.all([orders.lines(orderNumber), orders.comments(orderNumber)]);
      const commentsOf = (seq: number) => comments.filter((c) => c.line_sequence === seq).map((c) => ({ Comment: c.comment }));
      return {
        Order: {
          OrderNumber: header.order_number,
          OrderMark: header.order_mark,
          Message: header.message,
          OrderTotal: round2(header.order_value + header.freight),
          DetLines: [
            headerLine(header.order_mark ?? '', [...(header.message ? [header.message] : []), ...commentsOf(0).map((c) => c.Comment)]),
            ...lines.map((l) => ({
              LineSequence: l.line_sequence,
              ItemNumber: l.item_number,
              Description: l.description,
              OrderedQty: l.ordered_qty,
              Price: l.price,
              Discount: l.discount,
              NetSalesAmt: l.net_sales_amt,
              LineComments: commentsOf(l.line_sequence),
            })),
          ],
        },
      };
    },

    /** One of the caller's orders on its own page; another customer's order answers 404. Invoices only for Portal Admins, as the invoice calls. */
    async page(principal: Principal, orderNumber: string): Promise<OrderPageResponse> {
      const header = await found(orders.pageHeader(principal.customerNumber, orderNumber), 'Order');
      const [lines, comments, changes, invoices, shipments, edits] = await Promise.all([
        orders.lines(orderNumber),
        orders.comments(orderNumber),
        orders.statusChanges(orderNumber),
        principal.isPortalAdmin ? orders.invoices(principal.customerNumber, orderNumber) : Promise.resolve(null),
        deps.shipments.shipments(orderNumber),
        deps.shipments.changes(orderNumber),
      ]);
      // Until staff confirm it, an order has no promised dispatch week (the checkout's estimate is none).
      const promised = hasDispatchWeek(header.status) ? header.promise_date : null;
      const headerIds = [...new Set(lines.flatMap((l) => (l.config_header_id ? [l.config_header_id] : [])))];
      const known = new Map((await deps.configurations(headerIds, principal.customerNumber)).map((c) => [c.headerId, c]));
      const country = countryOf(principal);
      const dayOf = (at: Date) => today(country, at);
      const textOf = (seq: number) => comments.filter((c) => c.line_sequence === seq).map((c) => c.comment);
      const address = (a: {
        name: string | null;
        lines: (string | null)[];
        postalCode: string | null;
        city: string | null;
        country: string | null;
      }): OrderPageAddress => ({
        name: a.name,
        lines: a.lines.filter((l): l is string => !!l && l.trim() !== ''),
        postalCode: a.postalCode,
        city: a.city,
        country: a.country,
      });
      const status = header.status;
      const dispatched = status === ORDER_STATUS.dispatched || status === ORDER_STATUS.delivered;
      return {
        orderNumber: header.order_number,
        orderDate: header.order_date,
        status,
        course: orderCourse({
          status,
          orderDate: header.order_date,
          cancelledDate: header.cancelled_at ? dayOf(header.cancelled_at) : null,
          changes: changes.map((c) => ({ status: c.status, date: dayOf(c.at) })),
          // Held on credit and cancelled there, it never reached received.
          neverReceived: header.credit_hold_reason !== null && !changes.some((c) => c.status === ORDER_STATUS.received),
        }),
        requestedDate: header.requested_date,
        promiseDate: promised,
        promiseWeek: promised ? isoWeekOf(promised) : null,
        orderMark: header.order_mark,
        reference: header.customer_po,
        message: header.message,
        deliveryType: header.delivery_type === DELIVERY_TYPES.coDelivery ? DELIVERY_TYPES.coDelivery : DELIVERY_TYPES.standard,
        tracking:
          dispatched && (header.tracking_id || header.tracking_url)
            ? { id: header.tracking_id, url: header.tracking_url, carrier: header.carrier }
            : null,
        deliveryAddress: address({
          name: header.ship_name,
          lines: [header.ship_address1, header.ship_address2, header.ship_address3],
          postalCode: header.ship_postalcode,
          city: header.ship_city,
          country: header.ship_country,
        }),
        billingAddress: address({
          name: header.customer_name,
          lines: [header.postal_line1],
          postalCode: header.postal_postalcode,
          city: header.postal_city,
          country: header.customer_country,
        }),
        currency: header.currency,
        itemSum: round2(header.order_value),
        freight: round2(header.freight),
        total: round2(header.order_value + header.freight),
        lines: lines.map((l) => ({
          lineSequence: l.line_sequence,
          itemNumber: l.item_number,
          description: l.description,
          quantity: l.ordered_qty,
          shippedQuantity: l.shipped_qty,
          listPrice: l.price,
          discount: l.discount,
          amount: l.net_sales_amt,
          comments: textOf(l.line_sequence),
          configHeaderId: l.config_header_id,
        })),
        configurations: headerIds.map((headerId) => ({
          headerId,
          ruleset: known.get(headerId)?.ruleset ?? null,
          title: known.get(headerId)?.title ?? null,
        })),
        invoices:
          invoices?.map((i) => ({
            invoiceNumber: i.invoice_number,
            invoiceDate: i.invoice_date,
            dueDate: i.due_date,
            total: i.total,
            currency: i.currency,
            paymentStatus: paymentStatus(i.paid_date, i.due_date, today(country, deps.now())),
          })) ?? null,
        cancellable: status === ORDER_STATUS.received,
        complaintPossible: status === ORDER_STATUS.delivered,
        approval: header.approval_state
          ? {
              state: header.approval_state,
              requestedBy: header.orderer_name,
              decidedBy: header.approval_state === 'waiting' ? null : header.approver_name,
              decidedAt: header.approval_decided_at?.toISOString() ?? null,
              reason: header.approval_reason,
            }
          : null,
        // What staff wrote to the dealer on purpose; the internal reason stays with staff.
        cancelMessage: status === ORDER_STATUS.cancelled ? header.cancel_message : null,
        shipments: shipments.map((s) => ({ ...s, invoiceNumber: invoices ? s.invoiceNumber : null })),
        changes: edits,
        creditHold: status === ORDER_STATUS.creditHold ? header.credit_hold_reason : null,
      };
    },

    async cancel(principal: Principal, orderNumber: string): Promise<CancelOrderResponse> {
      const header = await found(orders.header(principal.customerNumber, orderNumber), 'Order');
      if (header.status !== ORDER_STATUS.received || !(await orders.cancel(principal.customerNumber, orderNumber))) {
        throw conflict('ORDER_NOT_CANCELLABLE', 'Only a received order (status 10) can be cancelled; contact us about this one');
      }
      return { ok: true };
    },

    async maintenanceStatus(): Promise<GetMaintenanceStatusResponse> {
      const windows = await orders.maintenanceWindows();
      return {
        value: windows.map((w) => ({
          ed_frommaintenancedate: w.from_date.toISOString(),
          ed_tomaintenancedate: w.to_date.toISOString(),
          statuscode: w.statuscode,
        })),
      };
    },
  };
}
