import type { FastifyInstance } from 'fastify';
import {
  getInsightDelivery,
  getInsightQuality,
  getInsightRates,
  getInsightSales,
  getInsightUse,
  getQualityAlerts,
  setInsightRate,
} from '@portal/contracts/insight';
import { addRoute } from '../../platform/http.js';
import type { InsightService } from './insight.service.js';

export function insightRoutes(app: FastifyInstance, service: InsightService) {
  addRoute(app, getInsightSales, ({ query }) => service.sales(query));
  addRoute(app, getInsightRates, ({ query }) => service.rates(query.year));
  addRoute(app, setInsightRate, ({ staff, body }) => service.setRate(staff, body));
  addRoute(app, getInsightQuality, ({ query }) => service.quality(query));
  addRoute(app, getQualityAlerts, () => service.alerts());
  addRoute(app, getInsightDelivery, ({ query }) => service.delivery(query));
  addRoute(app, getInsightUse, ({ query }) => service.use(query));
}
