import type { FastifyInstance } from 'fastify';
import { exportStaffOrders, getStaffOrder, getStaffOrders, setOrderStatus } from '@portal/contracts/staff-order';
import { addRoute, addStaffFileRoute } from '../../platform/http.js';
import type { OrderDeskService } from './order-desk.service.js';

export function orderDeskRoutes(app: FastifyInstance, service: OrderDeskService) {
  addRoute(app, getStaffOrders, ({ query }) => service.list(query));
  addStaffFileRoute(app, exportStaffOrders, 'The orders as CSV or XLSX', ({ query, request }) =>
    service.exportList(query, request.headers['accept-language']),
  );
  addRoute(app, getStaffOrder, ({ params }) => service.get(params.orderNumber));
  addRoute(app, setOrderStatus, ({ staff, params, body }) => service.setStatus(staff, params.orderNumber, body));
}
