import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import type { AppSecrets } from '../../platform/app-secrets.js';
import type { FileStore } from '../../platform/files/file-store.js';
import type { PendingFiles } from '../../platform/files/pending-files.js';
import type { Notify } from '../../platform/messages.js';
import type { PortalModule } from '../../platform/module.js';
import { transactionalDeps } from '../../platform/db/transactional.js';
import { createComplaintRepository } from './complaint.repository.js';
import { complaintRoutes } from './complaint.routes.js';
import { createComplaintService } from './complaint.service.js';
import { createComplaintDeskRepository } from './complaint-desk.repository.js';
import { complaintDeskRoutes } from './complaint-desk.routes.js';
import { createComplaintDeskService } from './complaint-desk.service.js';

/** Dealers' complaints with photos, and the back office's complaints desk that answers them. */
export function complaintModule(deps: {
  db: Kysely<DB>;
  notify: Notify;
  /** Where attachments are stored. */
  fileStore: FileStore;
  pendingFiles: Pick<PendingFiles, 'track' | 'settle'>;
  /** Keeps the key that signs attachment addresses. */
  secrets: AppSecrets;
  now: () => Date;
}): PortalModule {
  const complaints = (db: Kysely<DB>) => createComplaintRepository(db, deps.notify);
  const service = createComplaintService({
    ...transactionalDeps('complaints', deps.db, complaints),
    fileStore: deps.fileStore,
    pendingFiles: deps.pendingFiles,
    secrets: deps.secrets,
    now: deps.now,
  });
  const desks = (db: Kysely<DB>) => createComplaintDeskRepository(db, deps.notify);
  const desk = createComplaintDeskService({
    ...transactionalDeps('desk', deps.db, desks),
    fileUrl: service.signedUrl,
    attachFiles: service.attachForStaff,
    now: deps.now,
  });
  return {
    // Complaints read multipart bodies, so they are a plugin of their own with the multipart parser.
    routes: async (api) => {
      await api.register(complaintRoutes, { service, desk });
      complaintDeskRoutes(api, desk);
    },
  };
}
