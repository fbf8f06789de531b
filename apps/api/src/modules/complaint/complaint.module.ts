import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import type { AppSecrets } from '../../platform/app-secrets.js';
import type { FileStore } from '../../platform/files/file-store.js';
import type { PendingFiles } from '../../platform/files/pending-files.js';
import type { Notify } from '../../platform/messages.js';
import { portalModule } from '../../platform/module.js';
import { withEvents, type RecordEvent } from '../../platform/events.js';
import type { ComplaintTimeLimits } from '../../platform/config.js';
import { complaintTimeLimits } from './complaint-time-limits.js';
import { transactionalDeps } from '../../platform/db/transactional.js';
import { createComplaintRepository } from './complaint.repository.js';
import { complaintRoutes } from './complaint.routes.js';
import { createComplaintService } from './complaint.service.js';
import { createComplaintDeskRepository } from './complaint-desk.repository.js';
import { complaintDeskRoutes } from './complaint-desk.routes.js';
import { createComplaintDeskService } from './complaint-desk.service.js';
import { complaintDeskEvents, dealerComplaintEvents } from './complaint-events.js';
import { createComplaintIntegration, type ComplaintIntegration } from './complaint-integration.js';

export type { ComplaintIntegration };
import { createComplaintResolutionRepository } from './complaint-resolution.repository.js';
import { complaintResolutionRoutes } from './complaint-resolution.routes.js';
import { createComplaintResolutionService, type ReplacementOrders } from './complaint-resolution.service.js';

/** Dealers' complaints with photos, and the back office's complaints desk that answers them. */
export function complaintModule(deps: {
  db: Kysely<DB>;
  notify: Notify;
  /** Where attachments are stored. */
  fileStore: FileStore;
  pendingFiles: Pick<PendingFiles, 'track' | 'settle'>;
  /** Keeps the key that signs attachment addresses. */
  secrets: AppSecrets;
  /** Filing, answering and moving complaints tells integrations (the events port). */
  recordEvent: RecordEvent;
  /** The time limit of each status (COMPLAINT_TIME_LIMIT_*). */
  timeLimits: ComplaintTimeLimits;
  /** Replacement orders go through the order module's placement (its entry's placeReplacement). */
  placeReplacement: ReplacementOrders;
  now: () => Date;
}) {
  const complaints = (db: Kysely<DB>) =>
    withEvents(createComplaintRepository(db, deps.notify), db, deps.recordEvent, dealerComplaintEvents(db));
  const service = createComplaintService({
    ...transactionalDeps('complaints', deps.db, complaints),
    fileStore: deps.fileStore,
    pendingFiles: deps.pendingFiles,
    secrets: deps.secrets,
    now: deps.now,
  });
  const resolutions = createComplaintResolutionService({
    ...transactionalDeps('resolutions', deps.db, createComplaintResolutionRepository),
    resolutionsOn: createComplaintResolutionRepository,
    placeReplacement: deps.placeReplacement,
    now: deps.now,
  });
  const desks = (db: Kysely<DB>) => withEvents(createComplaintDeskRepository(db, deps.notify), db, deps.recordEvent, complaintDeskEvents);
  const desk = createComplaintDeskService({
    ...transactionalDeps('desk', deps.db, desks),
    fileUrl: service.signedUrl,
    attachFiles: service.attachForStaff,
    timeLimits: complaintTimeLimits(deps.timeLimits),
    resolution: resolutions.resolution,
    now: deps.now,
  });
  return portalModule({
    /** The start page's counts of complaints due today and past their time limit. */
    timeLimitCounts: desk.timeLimitCounts,
    /** Complaints as the integration API reads, moves and answers them, through the desk. */
    integration: createComplaintIntegration(desk),
    /** A credit note written for a complaint records it on the complaint, in the credit note's transaction. */
    creditNotes: resolutions.creditNotes,
    // Complaints read multipart bodies, so they are a plugin of their own with the multipart parser.
    routes: async (api) => {
      await api.register(complaintRoutes, { service, desk });
      complaintDeskRoutes(api, desk);
      complaintResolutionRoutes(api, resolutions, desk);
    },
  });
}
