import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { INTEGRATION_SCOPES } from './integration-scopes.js';
import { singleLine } from './common.js';

const tags = ['staff: integrations'] as const;
const ADMIN = ['back-office-admin'] as const;

/** The longest grace period an old secret may keep working after a rotation. */
export const MAX_ROTATION_GRACE_HOURS = 24 * 7;
export const DEFAULT_ROTATION_GRACE_HOURS = 24;

export const IntegrationScopeName = z.enum(INTEGRATION_SCOPES, { error: 'integration.validation.scope' });

export const CreateIntegrationClientRequest = z
  .object({
    name: singleLine(z.string().trim().min(1, 'integration.validation.name').max(100, 'integration.validation.name')),
    scopes: z.array(IntegrationScopeName).min(1, 'integration.validation.scopes').max(INTEGRATION_SCOPES.length),
    /** After this moment the client gets no token and its tokens are refused. */
    expiresAt: z.iso.datetime({ offset: true, error: 'integration.validation.expiry' }).nullish(),
    /**
     * Only with an external identity provider (OIDC_ISSUER): the client id of the application registered
     * there, whose app tokens are then accepted. Without it the portal makes the client id and a secret.
     */
    clientId: singleLine(z.string().trim().min(1).max(200)).optional(),
  })
  .meta({ examples: [{ name: 'ERP (SAP S/4)', scopes: ['orders.read', 'orders.write', 'events.read'], expiresAt: null }] });
export type CreateIntegrationClientRequest = z.input<typeof CreateIntegrationClientRequest>;

export const IntegrationClientSecret = z.object({
  clientId: z.string(),
  /** Shown this once; the portal keeps only its hash. Null for a client of the external identity provider. */
  clientSecret: z.string().nullable(),
  scopes: z.array(z.enum(INTEGRATION_SCOPES)),
});
export type IntegrationClientSecret = z.infer<typeof IntegrationClientSecret>;

export const IntegrationClient = z.object({
  clientId: z.string(),
  name: z.string(),
  scopes: z.array(z.enum(INTEGRATION_SCOPES)),
  /** The client's secret is the portal's (false: the external identity provider holds it). */
  hasSecret: z.boolean(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime().nullable(),
  rotatedAt: z.iso.datetime().nullable(),
  /** Until when the secret from before the last rotation still works. */
  previousSecretValidUntil: z.iso.datetime().nullable(),
  revokedAt: z.iso.datetime().nullable(),
  state: z.enum(['active', 'expired', 'revoked']),
});
export type IntegrationClient = z.infer<typeof IntegrationClient>;

export const IntegrationClientParams = z.object({ clientId: singleLine(z.string().min(1).max(200)) });

export const RotateIntegrationClientRequest = z
  .object({
    /** How long the old secret keeps working beside the new one. */
    graceHours: z.number().min(0).max(MAX_ROTATION_GRACE_HOURS, 'integration.validation.grace').default(DEFAULT_ROTATION_GRACE_HOURS),
  })
  .meta({ examples: [{ graceHours: 24 }] });
export type RotateIntegrationClientRequest = z.input<typeof RotateIntegrationClientRequest>;

export const RotatedIntegrationClientSecret = IntegrationClientSecret.extend({
  previousSecretValidUntil: z.iso.datetime(),
});
export type RotatedIntegrationClientSecret = z.infer<typeof RotatedIntegrationClientSecret>;

export const getIntegrationClients = defineEndpoint({
  method: 'GET',
  path: '/api/staff/integrations/clients',
  summary: 'Every integration client (ERP, CRM), the newest first; secrets are never shown again',
  tags,
  response: z.object({ items: z.array(IntegrationClient) }),
  staffRoles: ADMIN,
});

export const createIntegrationClient = defineEndpoint({
  method: 'POST',
  path: '/api/staff/integrations/clients',
  summary: 'Create an integration client; the answer shows its secret this one time',
  tags,
  body: CreateIntegrationClientRequest,
  response: IntegrationClientSecret,
  staffRoles: ADMIN,
});

export const rotateIntegrationClientSecret = defineEndpoint({
  method: 'POST',
  path: '/api/staff/integrations/clients/{clientId}/rotate',
  summary: 'Give an integration client a new secret; the old one keeps working for the grace period (default 24 h)',
  tags,
  params: IntegrationClientParams,
  body: RotateIntegrationClientRequest,
  response: RotatedIntegrationClientSecret,
  staffRoles: ADMIN,
});

export const revokeIntegrationClient = defineEndpoint({
  method: 'DELETE',
  path: '/api/staff/integrations/clients/{clientId}',
  summary: 'Revoke an integration client: it gets no token, and its tokens are refused from the next call on',
  tags,
  params: IntegrationClientParams,
  response: IntegrationClient,
  staffRoles: ADMIN,
});
