import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { INTEGRATION_EVENT_TYPES } from './integration-events.js';

/** The integration API's calls are listed under this tag in the API document. */
export const INTEGRATION_TAG = 'integration v1';
const tags = [INTEGRATION_TAG] as const;

export const FEED_DEFAULT_LIMIT = 100;
export const FEED_MAX_LIMIT = 1000;

/** A place in the event feed: the `next` of the page read last ("0" or nothing: from the start). */
export const FeedCursor = z.string().regex(/^\d{1,18}$/, 'a cursor is the `next` of a page read before, or 0');

export const IntegrationEventsQuery = z.object({
  after: FeedCursor.default('0'),
  limit: z.coerce.number().int().min(1).max(FEED_MAX_LIMIT).default(FEED_DEFAULT_LIMIT),
});

export const IntegrationEvent = z
  .object({
    /** The event's identity; the same in the feed and in a webhook's `webhook-id`. */
    id: z.uuid(),
    type: z.enum(INTEGRATION_EVENT_TYPES),
    occurredAt: z.iso.datetime(),
    /** The resource as the integration API reads it, or the subset its event type documents. */
    data: z.record(z.string(), z.unknown()),
  })
  .meta({
    examples: [
      {
        id: '0b8e3c52-8a4e-4f0c-9a44-6c1f2b7f4d10',
        type: 'order.status_changed',
        occurredAt: '2026-11-28T09:15:02.123Z',
        data: { orderNumber: '100123', customerNumber: '10001', status: 3, previousStatus: 2 },
      },
    ],
  });
export type IntegrationEvent = z.infer<typeof IntegrationEvent>;

export const IntegrationEventPage = z.object({
  items: z.array(IntegrationEvent),
  /** Read on with this as `after`: the last item's place, or the same cursor when there was nothing new. */
  next: FeedCursor,
});
export type IntegrationEventPage = z.infer<typeof IntegrationEventPage>;

export const getIntegrationEvents = defineEndpoint({
  method: 'GET',
  path: '/api/integration/v1/events',
  summary: 'The event feed: what changed, oldest first, from a cursor',
  description: [
    'Every change an integration must learn of (`order.placed`, `order.status_changed`, `complaint.created`, …), in the',
    "order the changes committed. Read from `after=0` (or without it), then always pass the page's `next` as the next",
    '`after`: a reader that resumes from its last cursor misses nothing and sees nothing twice. A page shorter than',
    '`limit` means the reader is at the head of the feed; ask again later with the same cursor.',
    '',
    'Example: `GET /api/integration/v1/events?after=0&limit=100` with `Authorization: Bearer <token with events.read>`.',
  ].join('\n'),
  tags,
  querystring: IntegrationEventsQuery,
  response: IntegrationEventPage,
  integrationScope: 'events.read',
});
