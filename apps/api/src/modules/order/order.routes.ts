import type { FastifyInstance } from 'fastify';
import {
  cancelOrder,
  getDeliveryDate,
  getHistoryOrders,
  getMaintenanceStatus,
  getOpenOrders,
  getOrderConfirmationPdf,
  getOrderDetails,
  getOrderPage,
  placeOrder,
  reorder,
} from '@portal/contracts';
import { addFileRoute, addRoute } from '../../platform/http.js';
import { callerLanguage } from '../../platform/caller-language.js';
import type { OrderService } from './order.service.js';

export function orderRoutes(app: FastifyInstance, service: OrderService) {
  addRoute(app, getDeliveryDate, ({ principal, body }) => service.deliveryDate(principal, body));
  addRoute(app, placeOrder, ({ principal, body, request }) =>
    service.placeOrder(principal, body, callerLanguage(principal, request.headers['accept-language'])),
  );
  addRoute(app, getOpenOrders, ({ principal, query }) => service.list(principal, 'open', query.amount));
  addRoute(app, getHistoryOrders, ({ principal, query }) => service.list(principal, 'history', query.amount));
  addRoute(app, getOrderDetails, ({ principal, query }) => service.details(principal, query.orderNumber));
  addRoute(app, getOrderPage, ({ principal, query }) => service.page(principal, query.orderNumber));
  addRoute(app, reorder, ({ principal, body, request }) =>
    service.reorder(principal, body, callerLanguage(principal, request.headers['accept-language'])),
  );
  addFileRoute(app, getOrderConfirmationPdf, 'The order confirmation as a PDF document', ({ principal, query }) =>
    service.confirmationPdf(principal, query.orderNumber, query.lang),
  );
  addRoute(app, cancelOrder, ({ principal, body }) => service.cancel(principal, body.orderNumber));
  addRoute(app, getMaintenanceStatus, () => service.maintenanceStatus());
}
