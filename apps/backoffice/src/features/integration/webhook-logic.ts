/**
 * The webhooks screen's rules as pure functions: an endpoint's state, a delivery's colour, how often waiting work is
 * read again, and the form's checks (the API checks every one again, the address rules with DNS too).
 */
import { INTEGRATION_EVENT_TYPES } from '@portal/contracts/integration-events';
import type { WebhookDeliveryState, WebhookEndpoint } from '@portal/contracts/integration-webhooks';
import { refusedField } from '../../lib/form-messages';

/** While deliveries wait, the lists are read again every few seconds; otherwise they stay as read. */
export const refreshWhileWaiting = (waiting: readonly number[]) => (waiting.some((n) => n > 0) ? 5000 : false);

/** An open delivery log is watched: read again every 5 s while deliveries wait, else every 15 s for new ones. */
export const deliveryLogRefresh = (states: readonly WebhookDeliveryState[]) =>
  refreshWhileWaiting(states.map((s) => (s === 'pending' || s === 'retrying' ? 1 : 0))) || 15_000;

export const DELIVERY_COLOR: Record<WebhookDeliveryState, string> = {
  pending: 'blue',
  retrying: 'orange',
  delivered: 'green',
  failed: 'red',
};

/** On, turned off by a person, or turned off after failing: its badge's text key and colour. */
export function endpointState(endpoint: Pick<WebhookEndpoint, 'enabled' | 'disabledReason' | 'failingSince'>) {
  if (endpoint.enabled)
    return endpoint.failingSince ? { key: 'webhooks.state.failing', color: 'orange' } : { key: 'webhooks.state.on', color: 'green' };
  return endpoint.disabledReason === 'failing'
    ? { key: 'webhooks.state.off-failing', color: 'red' }
    : { key: 'webhooks.state.off', color: 'gray' };
}

export type WebhookValues = { url: string; description: string; events: string[] };

export const emptyWebhook = (): WebhookValues => ({ url: '', description: '', events: [...INTEGRATION_EVENT_TYPES] });

/** The form's own checks: an https address (plain http only for a receiver on the local network), one event type at least. */
export function webhookProblems(values: WebhookValues): Partial<Record<keyof WebhookValues, string>> {
  const problems: Partial<Record<keyof WebhookValues, string>> = {};
  const url = URL.parse(values.url.trim());
  if (values.url.trim() === '') problems.url = 'webhooks.problem.url-required';
  else if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) problems.url = 'webhooks.problem.url-https';
  if (values.events.length === 0) problems.events = 'webhooks.problem.events';
  return problems;
}

const URL_REFUSALS = ['https-required', 'credentials', 'unresolved', 'forbidden', 'private'] as const;

/** The text key of the server's refusal of an address (its rules, after DNS), shown under the address; null for another failure. */
export const refusedUrlKey = (error: unknown): string | null => {
  const refused = refusedField(error);
  if (refused?.field !== 'url') return null;
  const reason = refused.key?.replace(/^webhook-url\./, '');
  return URL_REFUSALS.includes(reason as (typeof URL_REFUSALS)[number]) ? `webhooks.refused.${reason}` : 'webhooks.refused.other';
};
