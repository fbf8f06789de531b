import type { FastifyInstance } from 'fastify';
import { getStaffOrder, getStaffOrders, setOrderStatus } from '@portal/contracts/staff-order';
import { addRoute } from '../../platform/http.js';
import type { OrderDeskService } from './order-desk.service.js';

export function orderDeskRoutes(app: FastifyInstance, service: OrderDeskService) {
  addRoute(app, getStaffOrders, ({ query }) => service.list(query));
  addRoute(app, getStaffOrder, ({ params }) => service.get(params.orderNumber));
  addRoute(app, setOrderStatus, ({ staff, params, body }) => service.setStatus(staff, params.orderNumber, body));
}
