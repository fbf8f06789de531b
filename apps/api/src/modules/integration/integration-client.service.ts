import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import { isIntegrationScope, type IntegrationScope } from '@portal/contracts/integration-scopes';
import type {
  CreateIntegrationClientRequest,
  IntegrationClient,
  IntegrationClientSecret,
  RotateIntegrationClientRequest,
  RotatedIntegrationClientSecret,
} from '@portal/contracts/staff-integration-clients';
import type { StaffPrincipal } from '../../platform/auth/access.js';
import {
  clientUsable,
  integrationActorEmail,
  type IntegrationClientRecord,
  type IntegrationClients,
} from '../../platform/auth/integration-clients.js';
import type { TransactionalDeps } from '../../platform/db/transactional.js';
import { AppError, badRequest, found } from '../../platform/errors.js';
import type { IntegrationClientRepository, IntegrationClientRow } from './integration-client.repository.js';
import { isoTimeOrNull as iso } from '../../platform/iso-time.js';

type CreateRequest = z.output<typeof CreateIntegrationClientRequest>;
type RotateRequest = z.output<typeof RotateIntegrationClientRequest>;

export type IntegrationClientDeps = TransactionalDeps<'clients', IntegrationClientRepository> & {
  now: () => Date;
  /**
   * The external identity provider's settings when OIDC_ISSUER is set: its app tokens' client ids are
   * registered instead of portal-made credentials. `portalClientId` (the web app's) can never be one.
   */
  external: { portalClientId: string } | null;
};

/** A secret is 32 random bytes: a fast hash keeps it safe, as nothing can be guessed from its hash. */
export const hashSecret = (secret: string) => createHash('sha256').update(secret, 'utf8').digest('hex');

const sameHash = (a: string, b: string) => {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
};

const newClientId = () => `ic_${randomBytes(12).toString('hex')}`;
const newSecret = () => `ics_${randomBytes(32).toString('base64url')}`;

const scopesOf = (row: Pick<IntegrationClientRow, 'scopes'>): IntegrationScope[] => row.scopes.split(' ').filter(isIntegrationScope);

export const toRecord = (row: IntegrationClientRow): IntegrationClientRecord => ({
  clientId: row.client_id,
  name: row.name,
  scopes: scopesOf(row),
  actorId: row.actor_id,
  hasSecret: row.secret_hash !== null,
  expiresAt: row.expires_at,
  revokedAt: row.revoked_at,
});

/** Integration clients: made, rotated and revoked by back-office admins; every change audited. */
export function createIntegrationClientService(deps: IntegrationClientDeps) {
  const toClient = (row: IntegrationClientRow): IntegrationClient => {
    const now = deps.now();
    const graceOpen = row.previous_secret_until && row.previous_secret_until > now ? row.previous_secret_until : null;
    return {
      clientId: row.client_id,
      name: row.name,
      scopes: scopesOf(row),
      hasSecret: row.secret_hash !== null,
      createdAt: row.created_at.toISOString(),
      expiresAt: iso(row.expires_at),
      rotatedAt: iso(row.rotated_at),
      previousSecretValidUntil: iso(graceOpen),
      revokedAt: iso(row.revoked_at),
      state: row.revoked_at ? 'revoked' : clientUsable(toRecord(row), now) ? 'active' : 'expired',
    };
  };
  const audited = (row: IntegrationClientRow) => ({
    name: row.name,
    scopes: row.scopes,
    expiresAt: iso(row.expires_at),
    revokedAt: iso(row.revoked_at),
  });
  const entry = (staff: StaffPrincipal, action: string, clientId: string) => ({
    staffId: staff.staffId,
    action,
    objectType: 'integration-client',
    objectId: clientId,
  });

  const directory: IntegrationClients = {
    find: async (clientId) => {
      const row = await deps.clients.byId(clientId);
      return row ? toRecord(row) : undefined;
    },
    verifySecret: async (clientId, secret) => {
      const row = await deps.clients.byId(clientId);
      if (!row?.secret_hash || !clientUsable(toRecord(row), deps.now())) return false;
      const given = hashSecret(secret);
      if (sameHash(given, row.secret_hash)) return true;
      const graceOpen = row.previous_secret_until !== null && row.previous_secret_until > deps.now();
      return graceOpen && row.previous_secret_hash !== null && sameHash(given, row.previous_secret_hash);
    },
  };

  return {
    directory,

    async list() {
      return { items: (await deps.clients.all()).map(toClient) };
    },

    create: (staff: StaffPrincipal, request: CreateRequest): Promise<IntegrationClientSecret> => {
      const expiresAt = request.expiresAt ? new Date(request.expiresAt) : null;
      if (expiresAt && expiresAt <= deps.now())
        throw badRequest('expiresAt', 'The expiry must lie in the future', 'integration.validation.expiry');
      if (request.clientId !== undefined) {
        if (!deps.external) {
          throw badRequest('clientId', 'A client id is given only for clients of an external identity provider (OIDC_ISSUER)');
        }
        if (request.clientId === deps.external.portalClientId) {
          throw badRequest('clientId', "The portal's own sign-in client cannot be an integration client");
        }
      }
      const clientId = request.clientId ?? newClientId();
      const secret = request.clientId === undefined ? newSecret() : null;
      return deps.transaction(async (repo) => {
        if (await repo.byId(clientId)) throw new AppError(409, 'CLIENT_ID_IN_USE', 'An integration client with this client id exists');
        const actorId = randomUUID();
        await repo.insertActor({ id: actorId, email: integrationActorEmail(clientId), name: request.name });
        const row = await repo.insert({
          client_id: clientId,
          name: request.name,
          scopes: [...new Set(request.scopes)].join(' '),
          secret_hash: secret ? hashSecret(secret) : null,
          expires_at: expiresAt,
          actor_id: actorId,
          created_by: staff.staffId,
        });
        await repo.audit({ ...entry(staff, 'integration-client.create', clientId), after: audited(row) });
        return { clientId, clientSecret: secret, scopes: scopesOf(row) };
      });
    },

    rotate: (staff: StaffPrincipal, clientId: string, request: RotateRequest): Promise<RotatedIntegrationClientSecret> =>
      deps.transaction(async (repo) => {
        const current = await found(repo.lock(clientId), 'Integration client');
        if (current.revoked_at) throw new AppError(409, 'CLIENT_REVOKED', 'A revoked client cannot get a new secret');
        if (!current.secret_hash) throw badRequest('clientId', 'The external identity provider holds this client’s secret');
        const now = deps.now();
        const secret = newSecret();
        const until = new Date(now.getTime() + request.graceHours * 3600_000);
        const row = await repo.rotate(clientId, {
          secret_hash: hashSecret(secret),
          previous_secret_hash: current.secret_hash,
          previous_secret_until: until,
          rotated_at: now,
        });
        await repo.audit({
          ...entry(staff, 'integration-client.rotate', clientId),
          after: { previousSecretValidUntil: until.toISOString(), graceHours: request.graceHours },
        });
        return { clientId, clientSecret: secret, scopes: scopesOf(row), previousSecretValidUntil: until.toISOString() };
      }),

    revoke: (staff: StaffPrincipal, clientId: string): Promise<IntegrationClient> =>
      deps.transaction(async (repo) => {
        const current = await found(repo.lock(clientId), 'Integration client');
        if (current.revoked_at) return toClient(current);
        const row = await repo.revoke(clientId, deps.now());
        await repo.audit({ ...entry(staff, 'integration-client.revoke', clientId), before: audited(current), after: audited(row) });
        return toClient(row);
      }),
  };
}
export type IntegrationClientService = ReturnType<typeof createIntegrationClientService>;
