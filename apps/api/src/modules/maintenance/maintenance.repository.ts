import type { Insertable, Kysely, Updateable } from 'kysely';
import type { DB, MaintenanceWindowTable } from '../../platform/db/schema.js';
import { recordAudit, type AuditEntry } from '../../platform/audit/audit.js';

/** SQL of the maintenance windows sales administration plans. */
export function createMaintenanceRepository(db: Kysely<DB>) {
  return {
    all: () => db.selectFrom('maintenance_window').selectAll().orderBy('from_date', 'desc').orderBy('id', 'desc').execute(),

    lock: (id: number) => db.selectFrom('maintenance_window').selectAll().where('id', '=', id).forUpdate().executeTakeFirst(),

    insert: (row: Insertable<MaintenanceWindowTable>) =>
      db.insertInto('maintenance_window').values(row).returningAll().executeTakeFirstOrThrow(),

    update: (id: number, row: Updateable<MaintenanceWindowTable>) =>
      db.updateTable('maintenance_window').set(row).where('id', '=', id).returningAll().executeTakeFirstOrThrow(),

    delete: async (id: number) => {
      await db.deleteFrom('maintenance_window').where('id', '=', id).execute();
    },

    audit: (entry: AuditEntry) => recordAudit(db, entry),
  };
}
export type MaintenanceRepository = ReturnType<typeof createMaintenanceRepository>;
