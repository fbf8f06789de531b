import type { FastifyInstance } from 'fastify';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  getWebhookBacklog,
  getWebhookDeliveries,
  getWebhookEndpoints,
  resendWebhookDelivery,
  rotateWebhookSecret,
  sendWebhookTestEvent,
  updateWebhookEndpoint,
} from '@portal/contracts/integration-webhooks';
import { addRoute } from '../../platform/http.js';
import type { WebhookService } from './webhook.service.js';

export function webhookRoutes(app: FastifyInstance, service: WebhookService) {
  addRoute(app, createWebhookEndpoint, ({ staff, body }) => service.create(staff, body));
  addRoute(app, getWebhookEndpoints, () => service.list());
  addRoute(app, updateWebhookEndpoint, ({ staff, params, body }) => service.update(staff, params.id, body));
  addRoute(app, deleteWebhookEndpoint, ({ staff, params }) => service.remove(staff, params.id));
  addRoute(app, rotateWebhookSecret, ({ staff, params }) => service.rotate(staff, params.id));
  addRoute(app, getWebhookDeliveries, ({ params, query }) => service.deliveries(params.id, query));
  addRoute(app, resendWebhookDelivery, ({ staff, params }) => service.resend(staff, params.id, params.deliveryId));
  addRoute(app, sendWebhookTestEvent, ({ staff, params }) => service.sendTest(staff, params.id));
  addRoute(app, getWebhookBacklog, ({ params }) => service.backlog(params.id));
}
