import { INTEGRATION_SCOPES, type IntegrationScope } from '@portal/contracts/integration-scopes';
import type { CreateIntegrationClientRequest, IntegrationClient } from '@portal/contracts/staff-integration-clients';
import { DEFAULT_ROTATION_GRACE_HOURS, MAX_ROTATION_GRACE_HOURS } from '@portal/contracts/staff-integration-clients';

export type ClientValues = { name: string; scopes: string[]; expiresAt: string };

export const emptyClient = (): ClientValues => ({ name: '', scopes: [], expiresAt: '' });

/** What the form refuses before sending, as translation keys by field (the API checks the same). */
export function clientProblems(values: ClientValues, now = new Date()): Partial<Record<keyof ClientValues, string>> {
  const problems: Partial<Record<keyof ClientValues, string>> = {};
  if (values.name.trim() === '' || values.name.trim().length > 100) problems.name = 'integration.validation.name';
  if (values.scopes.length === 0) problems.scopes = 'integration.validation.scopes';
  if (values.expiresAt && !(new Date(values.expiresAt).getTime() > now.getTime())) problems.expiresAt = 'integration.validation.expiry';
  return problems;
}

/** The request of the form's values: a local date-time of expiry becomes an instant. */
export const clientRequest = (values: ClientValues): CreateIntegrationClientRequest => ({
  name: values.name.trim(),
  scopes: INTEGRATION_SCOPES.filter((s) => values.scopes.includes(s)) as IntegrationScope[],
  expiresAt: values.expiresAt ? new Date(values.expiresAt).toISOString() : null,
});

/** Hours of a rotation's grace period as typed: a number from 0 to the most allowed, or null. */
export function graceHours(text: string | number): number | null {
  if (typeof text === 'string' && text.trim() === '') return null;
  const value = typeof text === 'number' ? text : Number(text.trim().replace(',', '.'));
  return Number.isFinite(value) && value >= 0 && value <= MAX_ROTATION_GRACE_HOURS ? value : null;
}

export { DEFAULT_ROTATION_GRACE_HOURS, MAX_ROTATION_GRACE_HOURS };

/** The badge of a client's state. */
export const clientState = (client: Pick<IntegrationClient, 'state'>) =>
  client.state === 'active'
    ? { key: 'integration.state.active', color: 'green' }
    : client.state === 'expired'
      ? { key: 'integration.state.expired', color: 'gray' }
      : { key: 'integration.state.revoked', color: 'red' };
