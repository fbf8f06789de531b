/**
 * What an integration client (the manufacturer's ERP or CRM) may be allowed to do: the scopes of its
 * access tokens. The names are fixed; clients ask for them at the token endpoint. Kept free of zod so
 * the back office's screens can use it.
 */
export const INTEGRATION_SCOPES = [
  'orders.read',
  'orders.write',
  'catalogue.write',
  'customers.write',
  'invoices.write',
  'complaints.read',
  'complaints.write',
  'events.read',
] as const;

export type IntegrationScope = (typeof INTEGRATION_SCOPES)[number];

export const isIntegrationScope = (value: unknown): value is IntegrationScope =>
  typeof value === 'string' && (INTEGRATION_SCOPES as readonly string[]).includes(value);
