import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import type { PortalModule } from '../../platform/module.js';
import { transactional } from '../../platform/db/transactional.js';
import type { InvitationRepository, InvitationService } from '../user/user.module.js';
import { createStaffAdminRepository } from './staff-admin.repository.js';
import { staffAdminRoutes } from './staff-admin.routes.js';
import { createStaffAdminService, type StaffAdminRepositories } from './staff-admin.service.js';
import { staffRoutes } from './staff.routes.js';
import { createStaffRepository } from './staff.repository.js';
import { createStaffService } from './staff.service.js';
import { createWorkQueuesRepository } from './work-queues.repository.js';
import { createWorkQueuesService } from './work-queues.service.js';

/** The manufacturer's staff: who is signed in, the start page's work queues, staff accounts and the audit log. */
export function staffModule(deps: {
  db: Kysely<DB>;
  invitations: InvitationService;
  invitationRepository: (db: Kysely<DB>) => InvitationRepository;
  /** The complaint module's count of complaints due and overdue, for the start page. */
  complaintTimeLimits: (cap: number) => Promise<{ due: number; overdue: number }>;
  /** The quotes module's count of requests past their answer time, for the start page. */
  quotesOverdue: (cap: number) => Promise<number>;
  now: () => Date;
}): PortalModule {
  const queues = createWorkQueuesService({
    queues: createWorkQueuesRepository(deps.db),
    complaintTimeLimits: deps.complaintTimeLimits,
    quotesOverdue: deps.quotesOverdue,
    now: deps.now,
  });
  const admin = createStaffAdminService({
    staff: createStaffAdminRepository(deps.db),
    invitations: deps.invitations,
    transaction: transactional(deps.db, (db): StaffAdminRepositories => ({
      staff: createStaffAdminRepository(db),
      invitations: deps.invitationRepository(db),
    })),
  });
  return {
    routes: (api) => {
      staffRoutes(api, createStaffService({ staff: createStaffRepository(deps.db) }), queues);
      staffAdminRoutes(api, admin);
    },
  };
}
