import { ORDER_STATUS } from '@portal/contracts/order';
import type { NewIntegrationEvent, EventHooks } from '../../platform/events.js';
import type { OrderDeskRepository } from './order-desk.repository.js';
import type { OrderRepository } from './order.repository.js';
import type { OrderApprovalRepository } from './order-approval.repository.js';

/**
 * The integration events of orders (documented in docs/integration.md), each in the change's transaction:
 * `order.placed` when a dealer places one; `order.status_changed` on every move, the desk's (staff or an
 * integration client) and the dealer's own cancellation, followed by `order.cancelled` when it is one;
 * `order.shipped` for each shipment (part of an order or its rest); `order.updated` when staff change
 * an order's lines or delivery.
 */
const statusEvents = (
  orderNumber: string,
  customerNumber: string,
  previousStatus: number,
  status: number,
  details: Record<string, unknown>,
): NewIntegrationEvent[] => {
  const data = { orderNumber, customerNumber, status, previousStatus, ...details };
  const changed: NewIntegrationEvent = { type: 'order.status_changed', resourceId: orderNumber, customerNumber, data };
  return status === ORDER_STATUS.cancelled
    ? [changed, { type: 'order.cancelled', resourceId: orderNumber, customerNumber, data }]
    : [changed];
};

/** What `order.placed` tells: the order as the manufacturer receives it (status 10). */
export type PlacedOrder = {
  customerNumber: string;
  orderDate: string;
  orderMark: string | null;
  customerPo: string | null;
  requestedDate: string | null;
  currency: string;
  orderValue: number;
  freight: number;
  /** Received (10), or on credit hold (8) when placed beyond the dealer's credit. */
  status?: number;
  lines: { itemNumber: string; orderedQty: number; netSalesAmt: number }[];
};

const placedEvent = (orderNumber: string, order: PlacedOrder): NewIntegrationEvent => ({
  type: 'order.placed',
  resourceId: orderNumber,
  customerNumber: order.customerNumber,
  data: {
    orderNumber,
    customerNumber: order.customerNumber,
    status: order.status ?? ORDER_STATUS.received,
    orderDate: order.orderDate,
    orderMark: order.orderMark,
    customerPo: order.customerPo,
    requestedDate: order.requestedDate,
    currency: order.currency,
    orderValue: order.orderValue,
    freight: order.freight,
    lines: order.lines.map((l, i) => ({ lineNumber: i + 1, itemNumber: l.itemNumber, quantity: l.orderedQty, netPrice: l.netSalesAmt })),
  },
});

export const dealerOrderEvents: EventHooks<OrderRepository> = {
  // An order waiting for an approver of the dealer is not the manufacturer's yet: it is placed when approved.
  // An order on credit hold is placed with its status (8), as the manufacturer sees it waiting.
  insert: (orderNumber, order, lines) => (order.approval ? null : placedEvent(orderNumber, { ...order, lines })),
  cancel: (cancelled, customerNumber, orderNumber) =>
    cancelled ? statusEvents(orderNumber, customerNumber, ORDER_STATUS.received, ORDER_STATUS.cancelled, { cancelledBy: 'dealer' }) : null,
};

export const orderDeskEvents: EventHooks<OrderDeskRepository> = {
  audit: (_result, entry) => {
    if (!entry.customerNumber) return null;
    const orderNumber = entry.objectId;
    const customerNumber = entry.customerNumber;
    const after = (entry.after ?? {}) as Record<string, unknown>;
    // A shipment, partial or the whole rest of the order, with what it carried.
    const shipped = (): NewIntegrationEvent[] =>
      after['shipmentId'] === undefined
        ? []
        : [{ type: 'order.shipped', resourceId: orderNumber, customerNumber, data: { orderNumber, customerNumber, ...after } }];
    switch (entry.action) {
      case 'order.status': {
        const { status, ...details } = after as { status: number } & Record<string, unknown>;
        const previous = (entry.before as { status?: number } | null)?.status ?? null;
        // Dispatching the whole (rest of the) order is a shipment too.
        const events = statusEvents(orderNumber, customerNumber, previous ?? status, status, details);
        return status === ORDER_STATUS.dispatched ? [...events, ...shipped()] : events;
      }
      case 'order.shipment':
        return shipped();
      // Staff changed the lines (the order's lines and totals after) or the delivery.
      case 'order.lines':
      case 'order.delivery':
        return {
          type: 'order.updated',
          resourceId: orderNumber,
          customerNumber,
          data: { orderNumber, customerNumber, change: entry.action === 'order.lines' ? 'lines' : 'delivery', ...after },
        };
      default:
        return null;
    }
  },
};

/** An approved order reaches the manufacturer now: `order.placed`, as if it had been placed this moment. */
export const orderApprovalEvents: EventHooks<OrderApprovalRepository> = {
  approve: (placed, _customerNumber, orderNumber) => (placed ? placedEvent(orderNumber, placed) : null),
};
