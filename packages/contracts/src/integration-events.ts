/**
 * The kinds of change an integration (ERP, CRM) learns about through the event feed and webhooks.
 * The names are fixed: receivers switch on them.
 */
export const INTEGRATION_EVENT_TYPES = [
  'order.placed',
  'order.status_changed',
  'order.cancelled',
  'order.updated',
  'order.shipped',
  'complaint.created',
  'complaint.status_changed',
  'complaint.message_added',
  'customer.created',
  'customer.updated',
  'user.invited',
  'user.deactivated',
  'campaign.signed_up',
  'invoice.created',
  'invoice.paid',
  'quote.requested',
  'quote.sent',
  'quote.accepted',
] as const;

export type IntegrationEventType = (typeof INTEGRATION_EVENT_TYPES)[number];

export const isIntegrationEventType = (value: string): value is IntegrationEventType =>
  (INTEGRATION_EVENT_TYPES as readonly string[]).includes(value);
