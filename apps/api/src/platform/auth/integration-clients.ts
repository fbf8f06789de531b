import type { IntegrationScope } from '@portal/contracts/integration-scopes';

/** An integration client as stored now. */
export type IntegrationClientRecord = {
  clientId: string;
  name: string;
  scopes: IntegrationScope[];
  /** The staff actor row its changes are made and audited under. */
  actorId: string;
  /** The portal holds its secret (false: the external identity provider does). */
  hasSecret: boolean;
  expiresAt: Date | null;
  revokedAt: Date | null;
};

/**
 * The integration clients port: the identity provider authenticates clients at its token endpoint with it,
 * and the access rules check an integration token's client on every call. The integration module implements it.
 */
export type IntegrationClients = {
  find(clientId: string): Promise<IntegrationClientRecord | undefined>;
  /** Whether `secret` is the client's secret, or the one before its last rotation while that is in its grace period. */
  verifySecret(clientId: string, secret: string): Promise<boolean>;
};

/** Neither revoked nor expired at `now`: it may get tokens and its tokens are accepted. */
export const clientUsable = (client: Pick<IntegrationClientRecord, 'expiresAt' | 'revokedAt'>, now: Date) =>
  client.revokedAt === null && (client.expiresAt === null || client.expiresAt.getTime() > now.getTime());

/** The e-mail of a client's staff actor row: a reserved domain, so it never reaches anyone nor signs in. */
export const integrationActorEmail = (clientId: string) => `${clientId.toLowerCase()}@integration-client.invalid`;
