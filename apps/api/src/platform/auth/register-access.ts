import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import { accessPlugin } from './access.js';
import { createPrincipalRepository } from './principal.repository.js';
import type { IntegrationClients } from './integration-clients.js';
import type { TokenVerifier } from './token-verifier.js';
import { liveViewAs } from './view-as.js';

/**
 * The access rules for every route registered after this: a bearer token checked by `verifyToken`,
 * its user read from the database (and kept per instance while the database announces changes).
 */
export async function registerAccess(
  app: FastifyInstance,
  deps: {
    verifyToken: TokenVerifier;
    database: Database;
    subjectIsContactId: boolean;
    integrationClients: IntegrationClients;
    now: () => Date;
  },
) {
  await app.register(accessPlugin, {
    verifyToken: deps.verifyToken,
    principals: createPrincipalRepository(deps.database.db),
    subjectIsContactId: deps.subjectIsContactId,
    changes: deps.database,
    integrationClients: deps.integrationClients,
    viewAs: (token) => liveViewAs(deps.database.db, token, deps.now()),
  });
}
