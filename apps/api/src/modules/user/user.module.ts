import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import type { Notify } from '../../platform/messages.js';
import { withEvents, type RecordEvent } from '../../platform/events.js';
import { portalModule } from '../../platform/module.js';
import { transactionalDeps } from '../../platform/db/transactional.js';
import { createInvitationRepository, type InvitationRepository } from './invitation.repository.js';
import { createInvitationService, type InvitationService } from './invitation.service.js';
import { createUserRepository } from './user.repository.js';
import { userEvents } from './user-events.js';
import { userRoutes } from './user.routes.js';
import { createUserService } from './user.service.js';
import { keepAnAdmin } from './keep-an-admin.js';

export type { InvitationService, InvitationRepository };

/** A dealer's users: their access levels, and invitations by a Portal Admin or by staff. */
export function userModule(deps: { db: Kysely<DB>; notify: Notify; publicUrl: string; recordEvent: RecordEvent; now: () => Date }) {
  const invitationRepository = (db: Kysely<DB>) =>
    withEvents(createInvitationRepository(db, deps.notify), db, deps.recordEvent, userEvents(db));
  const invitations = createInvitationService({
    ...transactionalDeps('invitations', deps.db, invitationRepository),
    publicUrl: deps.publicUrl,
    now: deps.now,
  });
  const users = createUserService(transactionalDeps('users', deps.db, createUserRepository));
  return portalModule({
    routes: (api) => userRoutes(api, users, invitations),
    /** Invitations as the back office sends them (dealer users, staff). */
    invitations,
    /** The invitation records of another area's transaction (a new staff member and the link, together). */
    invitationRepository,
    /** The rule that a dealer keeps an active Portal Admin, for another area's change to a user (an erasure). */
    keepAnAdmin,
  });
}
