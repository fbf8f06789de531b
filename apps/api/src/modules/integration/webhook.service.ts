import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  WEBHOOK_SECRET_GRACE_HOURS,
  WEBHOOK_TEST_EVENT_TYPE,
  type CreateWebhookRequest,
  type UpdateWebhookRequest,
  type WebhookBacklog,
  type WebhookDeliveriesQuery,
  type WebhookDeliveriesResponse,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointsResponse,
  type WebhookSecretResponse,
} from '@portal/contracts/integration-webhooks';
import type { StaffPrincipal } from '../../platform/auth/access.js';
import { badRequest, found } from '../../platform/errors.js';
import type { TransactionalDeps } from '../../platform/db/transactional.js';
import type { SecretBox } from '../../platform/secret-box.js';
import { checkWebhookTarget, WebhookAddressError, type Resolve } from './webhook-address.js';
import { newWebhookSecret } from './webhook-sender.js';
import { webhookSecretName } from './webhook-worker.js';
import { webhookBody, type WebhookDeliveryRow, type WebhookEndpointRow, type WebhookRepository } from './webhook.repository.js';
import { isoTimeOrNull as iso } from '../../platform/iso-time.js';

export type WebhookServiceDeps = TransactionalDeps<'webhooks', WebhookRepository> & {
  secretBox: SecretBox;
  allowPrivate: boolean;
  resolve?: Resolve;
  /** Starts a delivery round at once. */
  wake: () => void;
};

export const endpointResponse = (row: WebhookEndpointRow, backlog: number): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  description: row.description,
  events: row.events as WebhookEndpoint['events'],
  enabled: row.enabled,
  disabledReason: row.disabled_reason,
  failingSince: iso(row.failing_since),
  previousSecretValidUntil:
    row.previous_secret_until && row.previous_secret_until > new Date() ? row.previous_secret_until.toISOString() : null,
  backlog,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

export const deliveryResponse = (row: WebhookDeliveryRow): WebhookDelivery => ({
  id: row.id,
  eventId: row.event_id,
  eventType: row.event_type,
  resourceId: row.resource_id,
  state: row.state,
  attempts: row.attempts,
  statusCode: row.last_status,
  durationMs: row.last_duration_ms,
  response: row.last_response,
  error: row.last_error,
  lastAttemptAt: iso(row.last_attempt_at),
  nextAttemptAt: row.state === 'pending' || row.state === 'retrying' ? row.next_attempt_at.toISOString() : null,
  deliveredAt: iso(row.delivered_at),
  createdAt: row.created_at.toISOString(),
});

/** What the audit log keeps of an endpoint: never its secret. */
const audited = (row: WebhookEndpointRow) => ({ url: row.url, description: row.description, events: row.events, enabled: row.enabled });

/** Webhook endpoints as back-office admins manage them: register, change, rotate, remove, and their delivery log. */
export function createWebhookService(deps: WebhookServiceDeps) {
  const checkUrl = async (url: string) => {
    try {
      await checkWebhookTarget(url, deps.allowPrivate, deps.resolve);
    } catch (error) {
      if (error instanceof WebhookAddressError) throw badRequest('url', error.message, `webhook-url.${error.reason}`);
      throw error;
    }
  };

  const withBacklog = async (row: WebhookEndpointRow) => endpointResponse(row, (await deps.webhooks.backlog(row.id)).backlog);

  return {
    async create(staff: StaffPrincipal, body: z.output<typeof CreateWebhookRequest>): Promise<WebhookSecretResponse> {
      await checkUrl(body.url);
      const id = randomUUID();
      const secret = newWebhookSecret();
      await deps.transaction(async (webhooks) => {
        const row = await webhooks.insertEndpoint({
          id,
          url: body.url,
          description: body.description,
          events: body.events,
          secret: deps.secretBox.seal(webhookSecretName(id), secret),
        });
        await webhooks.audit({
          staffId: staff.staffId,
          action: 'webhook.create',
          objectType: 'webhook',
          objectId: id,
          after: audited(row),
        });
      });
      return { id, secret, previousSecretValidUntil: null };
    },

    async list(): Promise<WebhookEndpointsResponse> {
      return { items: (await deps.webhooks.endpoints()).map((row) => endpointResponse(row, row.backlog)) };
    },

    async update(staff: StaffPrincipal, id: string, body: z.output<typeof UpdateWebhookRequest>): Promise<WebhookEndpoint> {
      if (body.url !== undefined) await checkUrl(body.url);
      const row = await deps.transaction(async (webhooks) => {
        const before = await found(webhooks.endpointForUpdate(id), 'Webhook endpoint');
        const enabling = body.enabled === true && !before.enabled;
        const after = await webhooks.updateEndpoint(id, {
          ...(body.url !== undefined ? { url: body.url } : {}),
          ...(body.description !== undefined ? { description: body.description } : {}),
          ...(body.events !== undefined ? { events: body.events } : {}),
          ...(body.enabled === false && before.enabled ? { enabled: false, disabled_reason: 'staff' } : {}),
          // On again: its failing is forgotten, so one more failure does not turn it off at once.
          ...(enabling ? { enabled: true, disabled_reason: null, failing_since: null } : {}),
        });
        await webhooks.audit({
          staffId: staff.staffId,
          action: 'webhook.update',
          objectType: 'webhook',
          objectId: id,
          before: audited(before),
          after: audited(after!),
        });
        return after!;
      });
      if (row.enabled) deps.wake();
      return withBacklog(row);
    },

    async remove(staff: StaffPrincipal, id: string) {
      await deps.transaction(async (webhooks) => {
        const before = await found(webhooks.endpointForUpdate(id), 'Webhook endpoint');
        await webhooks.deleteEndpoint(id);
        await webhooks.audit({
          staffId: staff.staffId,
          action: 'webhook.delete',
          objectType: 'webhook',
          objectId: id,
          before: audited(before),
        });
      });
      return { ok: true as const };
    },

    /** A new secret; the one it replaces keeps signing beside it for the grace period. */
    async rotate(staff: StaffPrincipal, id: string): Promise<WebhookSecretResponse> {
      const secret = newWebhookSecret();
      const until = new Date(Date.now() + WEBHOOK_SECRET_GRACE_HOURS * 3600_000);
      await deps.transaction(async (webhooks) => {
        const before = await found(webhooks.endpointForUpdate(id), 'Webhook endpoint');
        await webhooks.updateEndpoint(id, {
          secret: deps.secretBox.seal(webhookSecretName(id), secret),
          previous_secret: before.secret,
          previous_secret_until: until,
        });
        await webhooks.audit({
          staffId: staff.staffId,
          action: 'webhook.rotate-secret',
          objectType: 'webhook',
          objectId: id,
          after: { previousSecretValidUntil: until.toISOString() },
        });
      });
      return { id, secret, previousSecretValidUntil: until.toISOString() };
    },

    async deliveries(id: string, query: z.output<typeof WebhookDeliveriesQuery>): Promise<WebhookDeliveriesResponse> {
      await found(deps.webhooks.endpoint(id), 'Webhook endpoint');
      const { rows, total } = await deps.webhooks.deliveries(id, query);
      return { items: rows.map(deliveryResponse), total };
    },

    async resend(staff: StaffPrincipal, id: string, deliveryId: string): Promise<WebhookDelivery> {
      const row = await deps.transaction(async (webhooks) => {
        const before = await found(webhooks.delivery(id, deliveryId), 'Delivery');
        const after = await found(webhooks.resend(id, deliveryId), 'Delivery');
        await webhooks.audit({
          staffId: staff.staffId,
          action: 'webhook.resend',
          objectType: 'webhook',
          objectId: id,
          before: { deliveryId, eventId: before.event_id, state: before.state, attempts: before.attempts },
          after: { deliveryId, state: after.state },
        });
        return after;
      });
      deps.wake();
      return deliveryResponse(row);
    },

    /** A test event to the endpoint, with its own id, through the same queue and signing as every event. */
    async sendTest(staff: StaffPrincipal, id: string): Promise<WebhookDelivery> {
      const row = await deps.transaction(async (webhooks) => {
        const endpoint = await found(webhooks.endpoint(id), 'Webhook endpoint');
        const eventId = randomUUID();
        const delivery = await webhooks.insertDelivery({
          endpointId: id,
          eventId,
          eventType: WEBHOOK_TEST_EVENT_TYPE,
          resourceId: `test:${eventId}`,
          body: webhookBody({
            type: WEBHOOK_TEST_EVENT_TYPE,
            occurredAt: new Date(),
            data: { endpointId: endpoint.id, message: 'A test event sent from the back office' },
          }),
        });
        await webhooks.audit({ staffId: staff.staffId, action: 'webhook.test', objectType: 'webhook', objectId: id, after: { eventId } });
        return delivery;
      });
      deps.wake();
      return deliveryResponse(row);
    },

    async backlog(id: string): Promise<WebhookBacklog> {
      await found(deps.webhooks.endpoint(id), 'Webhook endpoint');
      const { backlog, oldest, failed } = await deps.webhooks.backlog(id);
      return { backlog, oldestWaitingSince: iso(oldest), failed };
    },
  };
}
export type WebhookService = ReturnType<typeof createWebhookService>;
