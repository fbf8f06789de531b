import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import type { RetentionConfig } from '../../platform/config.js';
import { transactionalDeps } from '../../platform/db/transactional.js';
import { portalModule } from '../../platform/module.js';
import { createPeopleRepository } from './people.repository.js';
import { peopleRoutes } from './people.routes.js';
import { createPeopleService, type KeepAnAdmin } from './people.service.js';
import { createRetentionRepository } from './retention.repository.js';
import { retainWhileRunning, retentionRound } from './retention.js';

/**
 * Personal data (the manufacturer is the controller for its dealers' staff): a back-office admin exports or erases
 * one user of a dealer; retention removes what is kept only for a time (ADR 0065).
 */
export function peopleModule(deps: {
  db: Kysely<DB>;
  retention: RetentionConfig;
  /** The users area's rule that a dealer keeps an active Portal Admin: an erasure must not remove the last one. */
  keepAnAdmin: KeepAnAdmin;
  now: () => Date;
}) {
  const service = createPeopleService({
    ...transactionalDeps('people', deps.db, createPeopleRepository),
    keepAnAdmin: deps.keepAnAdmin,
    now: deps.now,
  });
  const retain = retentionRound(createRetentionRepository(deps.db), deps.retention);
  return portalModule({
    routes: (api) => peopleRoutes(api, service),
    /** Retention rounds while the app runs. */
    retainWhileRunning: (app: FastifyInstance) => retainWhileRunning(app, retain, deps.retention, deps.now),
    /** One retention round now (tests); null when another instance is doing one. */
    retain: () => retain(deps.now()),
  });
}
