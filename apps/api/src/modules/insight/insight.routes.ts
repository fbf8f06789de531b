import type { FastifyInstance } from 'fastify';
import {
  getInsightDelivery,
  getInsightQuality,
  getInsightRates,
  getInsightSales,
  getInsightSalesBreakdown,
  getInsightUse,
  getInsightSubscriptions,
  subscribeInsight,
  cancelInsightSubscription,
  getQualityAlerts,
  setInsightRate,
} from '@portal/contracts/insight';
import { addRoute } from '../../platform/http.js';
import type { InsightService } from './insight.service.js';
import type { InsightSubscriptions } from './insight-subscriptions.js';

export function insightRoutes(app: FastifyInstance, service: InsightService, subscriptions: InsightSubscriptions) {
  addRoute(app, getInsightSales, ({ query }) => service.sales(query));
  addRoute(app, getInsightSalesBreakdown, ({ query }) => service.salesBreakdown(query));
  addRoute(app, getInsightRates, ({ query }) => service.rates(query.year));
  addRoute(app, setInsightRate, ({ staff, body }) => service.setRate(staff, body));
  addRoute(app, getInsightQuality, ({ query }) => service.quality(query));
  addRoute(app, getQualityAlerts, () => service.alerts());
  addRoute(app, getInsightDelivery, ({ query }) => service.delivery(query));
  addRoute(app, getInsightUse, ({ query }) => service.use(query));
  addRoute(app, getInsightSubscriptions, ({ staff }) => subscriptions.list(staff));
  addRoute(app, subscribeInsight, ({ staff, body }) => subscriptions.subscribe(staff, body));
  addRoute(app, cancelInsightSubscription, ({ staff, params }) => subscriptions.cancel(staff, params.id));
}
