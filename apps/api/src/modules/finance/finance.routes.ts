import type { FastifyInstance } from 'fastify';
import { getCreditPosition, getTotalRevenueByBrand, getTotalRevenueYTD } from '@portal/contracts';
import { addRoute } from '../../platform/http.js';
import type { FinanceService } from './finance.service.js';

export function financeRoutes(app: FastifyInstance, service: FinanceService) {
  addRoute(app, getTotalRevenueYTD, ({ principal }) => service.totalRevenueYTD(principal));
  addRoute(app, getTotalRevenueByBrand, ({ principal, query }) => service.totalRevenueByBrand(principal, query.brand));
  addRoute(app, getCreditPosition, ({ principal }) => service.creditPosition(principal));
}
