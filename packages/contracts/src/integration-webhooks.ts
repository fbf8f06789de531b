import { z } from 'zod';
import { crmGuid, EmptyResponse, singleLine } from './common.js';
import { defineEndpoint } from './endpoint.js';
import { INTEGRATION_EVENT_TYPES } from './integration-events.js';
import { StaffPage, StaffPageSize } from './staff-common.js';

/**
 * Webhooks (Standard Webhooks 1.0): endpoints a back-office admin registers to receive the integration events
 * they subscribe to, each POSTed as `{ type, timestamp, data }` and signed (`webhook-id`, `webhook-timestamp`,
 * `webhook-signature`), with retries and a delivery log.
 */
const tags = ['staff: integrations'] as const;
const ADMIN = ['back-office-admin'] as const;

/** The type of the event a "send test event" delivers; receivers may ignore it. */
export const WEBHOOK_TEST_EVENT_TYPE = 'webhook.test';
/** How much of a receiver's answer the delivery log keeps. */
export const WEBHOOK_RESPONSE_KEEP_BYTES = 1024;
/** How long the secret before a rotation keeps signing beside the new one. */
export const WEBHOOK_SECRET_GRACE_HOURS = 24;

export const WebhookEventType = z.enum(INTEGRATION_EVENT_TYPES);

export const WebhookUrl = singleLine(z.string().trim().min(1, 'is required').max(2000)).refine((value) => {
  const parsed = URL.parse(value);
  return parsed !== null && (parsed.protocol === 'https:' || parsed.protocol === 'http:');
}, 'must be an https:// address');

const WebhookEvents = z
  .array(WebhookEventType)
  .min(1, 'choose at least one event type')
  .max(INTEGRATION_EVENT_TYPES.length)
  .refine((types) => new Set(types).size === types.length, 'names an event type twice');

const WebhookDescription = singleLine(z.string().trim().max(500));

export const CreateWebhookRequest = z.object({
  url: WebhookUrl,
  events: WebhookEvents,
  description: WebhookDescription.default(''),
});
export type CreateWebhookRequest = z.input<typeof CreateWebhookRequest>;

/** The signing secret, shown once: `whsec_` and the base64 of its bytes. */
export const WebhookSecretResponse = z.object({
  id: crmGuid,
  secret: z.string().regex(/^whsec_[A-Za-z0-9+/=]+$/),
  /** After a rotation: until when the previous secret signs too. */
  previousSecretValidUntil: z.iso.datetime().nullable(),
});
export type WebhookSecretResponse = z.infer<typeof WebhookSecretResponse>;

export const UpdateWebhookRequest = z
  .object({
    url: WebhookUrl.optional(),
    events: WebhookEvents.optional(),
    description: WebhookDescription.optional(),
    /** Off: nothing is sent or queued; on again: a failing count starts afresh. */
    enabled: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), 'names nothing to change');
export type UpdateWebhookRequest = z.input<typeof UpdateWebhookRequest>;

export const WebhookEndpoint = z.object({
  id: crmGuid,
  url: z.string(),
  description: z.string(),
  events: z.array(WebhookEventType),
  enabled: z.boolean(),
  /** staff: turned off by a person; failing: turned off after failing without pause (WEBHOOK_DISABLE_AFTER_HOURS). */
  disabledReason: z.enum(['staff', 'failing']).nullable(),
  /** Since when every attempt failed; null while deliveries succeed. */
  failingSince: z.iso.datetime().nullable(),
  previousSecretValidUntil: z.iso.datetime().nullable(),
  /** Deliveries not yet delivered nor finally failed. */
  backlog: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpoint>;

export const WebhookEndpointsResponse = z.object({ items: z.array(WebhookEndpoint) });
export type WebhookEndpointsResponse = z.infer<typeof WebhookEndpointsResponse>;

export const WebhookIdParams = z.object({ id: crmGuid });
export const WebhookDeliveryParams = z.object({ id: crmGuid, deliveryId: crmGuid });

export const WEBHOOK_DELIVERY_STATES = ['pending', 'retrying', 'delivered', 'failed'] as const;
export const WebhookDeliveryState = z.enum(WEBHOOK_DELIVERY_STATES);
export type WebhookDeliveryState = z.infer<typeof WebhookDeliveryState>;

export const WebhookDelivery = z.object({
  id: crmGuid,
  /** The event's id: the `webhook-id` header of every attempt. */
  eventId: crmGuid,
  eventType: z.string(),
  resourceId: z.string(),
  state: WebhookDeliveryState,
  attempts: z.number().int(),
  /** The HTTP status of the last answer; null when none came (refused address, timeout, no connection). */
  statusCode: z.number().int().nullable(),
  durationMs: z.number().int().nullable(),
  /** The first 1 KB of the last answer. */
  response: z.string().nullable(),
  error: z.string().nullable(),
  lastAttemptAt: z.iso.datetime().nullable(),
  nextAttemptAt: z.iso.datetime().nullable(),
  deliveredAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;

export const WebhookDeliveriesQuery = z.object({
  state: WebhookDeliveryState.optional(),
  page: StaffPage,
  pageSize: StaffPageSize,
});
export type WebhookDeliveriesQuery = z.input<typeof WebhookDeliveriesQuery>;

export const WebhookDeliveriesResponse = z.object({ items: z.array(WebhookDelivery), total: z.number().int() });
export type WebhookDeliveriesResponse = z.infer<typeof WebhookDeliveriesResponse>;

export const WebhookBacklog = z.object({
  /** Deliveries waiting (not yet tried, or to be tried again). */
  backlog: z.number().int(),
  oldestWaitingSince: z.iso.datetime().nullable(),
  failed: z.number().int(),
});
export type WebhookBacklog = z.infer<typeof WebhookBacklog>;

export const createWebhookEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/staff/integrations/webhooks',
  summary:
    'Register a webhook endpoint (https; loopback and private addresses only with WEBHOOK_ALLOW_PRIVATE=1; link-local and metadata addresses never); answers its signing secret once',
  tags,
  body: CreateWebhookRequest,
  response: WebhookSecretResponse,
  staffRoles: ADMIN,
});

export const getWebhookEndpoints = defineEndpoint({
  method: 'GET',
  path: '/api/staff/integrations/webhooks',
  summary: 'Every webhook endpoint with its subscriptions, state and backlog',
  tags,
  response: WebhookEndpointsResponse,
  staffRoles: ADMIN,
});

export const updateWebhookEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/staff/integrations/webhooks/{id}',
  summary: "Change a webhook endpoint's address, event types or description, or turn it off or on",
  tags,
  params: WebhookIdParams,
  body: UpdateWebhookRequest,
  response: WebhookEndpoint,
  staffRoles: ADMIN,
});

export const deleteWebhookEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/staff/integrations/webhooks/{id}',
  summary: 'Remove a webhook endpoint with its deliveries',
  tags,
  params: WebhookIdParams,
  response: EmptyResponse,
  staffRoles: ADMIN,
});

export const rotateWebhookSecret = defineEndpoint({
  method: 'POST',
  path: '/api/staff/integrations/webhooks/{id}/rotate-secret',
  summary: 'A new signing secret, shown once; the previous one keeps signing beside it for 24 hours (two signatures)',
  tags,
  params: WebhookIdParams,
  response: WebhookSecretResponse,
  staffRoles: ADMIN,
});

export const getWebhookDeliveries = defineEndpoint({
  method: 'GET',
  path: '/api/staff/integrations/webhooks/{id}/deliveries',
  summary: "An endpoint's deliveries, newest first: event, attempts, last status code, duration and the first 1 KB of the answer",
  tags,
  params: WebhookIdParams,
  querystring: WebhookDeliveriesQuery,
  response: WebhookDeliveriesResponse,
  staffRoles: ADMIN,
});

export const resendWebhookDelivery = defineEndpoint({
  method: 'POST',
  path: '/api/staff/integrations/webhooks/{id}/deliveries/{deliveryId}/resend',
  summary: 'Send a delivery again from the start (the same event and webhook-id)',
  tags,
  params: WebhookDeliveryParams,
  response: WebhookDelivery,
  staffRoles: ADMIN,
});

export const sendWebhookTestEvent = defineEndpoint({
  method: 'POST',
  path: '/api/staff/integrations/webhooks/{id}/test',
  summary: `Send a test event (type ${WEBHOOK_TEST_EVENT_TYPE}) to the endpoint`,
  tags,
  params: WebhookIdParams,
  response: WebhookDelivery,
  staffRoles: ADMIN,
});

export const getWebhookBacklog = defineEndpoint({
  method: 'GET',
  path: '/api/staff/integrations/webhooks/{id}/backlog',
  summary: 'How many deliveries of the endpoint wait, since when, and how many failed finally',
  tags,
  params: WebhookIdParams,
  response: WebhookBacklog,
  staffRoles: ADMIN,
});
