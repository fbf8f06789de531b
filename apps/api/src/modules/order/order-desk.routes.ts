import type { FastifyInstance } from 'fastify';
import {
  createOrderShipment,
  deliverOrderShipment,
  editOrderDelivery,
  editOrderLines,
  cancelCreditHold,
  exportStaffOrders,
  getCreditHolds,
  getStaffOrder,
  getStaffOrderConfirmationPdf,
  getStaffOrders,
  releaseCreditHold,
  setOrderStatus,
  setOrdersStatus,
} from '@portal/contracts/staff-order';
import { addRoute, addStaffFileRoute } from '../../platform/http.js';
import type { OrderDeskService } from './order-desk.service.js';
import type { OrderEdits } from './order-edit.js';

export function orderDeskRoutes(app: FastifyInstance, service: OrderDeskService, edits: OrderEdits) {
  addStaffFileRoute(app, getStaffOrderConfirmationPdf, 'The order confirmation as a PDF document', ({ params, query }) =>
    service.confirmationPdf(params.orderNumber, query.lang),
  );
  addRoute(app, getStaffOrders, ({ query }) => service.list(query));
  addStaffFileRoute(app, exportStaffOrders, 'The orders as CSV or XLSX', ({ query, request }) =>
    service.exportList(query, request.headers['accept-language']),
  );
  addRoute(app, getStaffOrder, ({ params }) => service.get(params.orderNumber));
  addRoute(app, setOrderStatus, ({ staff, params, body }) => service.setStatus(staff, params.orderNumber, body));
  addRoute(app, setOrdersStatus, ({ staff, body }) => service.setStatusOfMany(staff, body));
  addRoute(app, editOrderLines, async ({ staff, params, body }) => {
    await edits.editLines(staff, params.orderNumber, body);
    return service.get(params.orderNumber);
  });
  addRoute(app, editOrderDelivery, async ({ staff, params, body }) => {
    await edits.editDelivery(staff, params.orderNumber, body);
    return service.get(params.orderNumber);
  });
  addRoute(app, createOrderShipment, ({ staff, params, body }) => service.ship(staff, params.orderNumber, body));
  addRoute(app, deliverOrderShipment, ({ staff, params }) => service.deliverShipment(staff, params.orderNumber, params.shipmentId));
  addRoute(app, getCreditHolds, () => service.creditHolds());
  addRoute(app, releaseCreditHold, ({ staff, params }) => service.releaseCreditHold(staff, params.orderNumber));
  addRoute(app, cancelCreditHold, ({ staff, params, body }) => service.cancelCreditHold(staff, params.orderNumber, body.reason));
}
