import type { Kysely, Selectable } from 'kysely';
import type { DB, IntegrationClientTable } from '../../platform/db/schema.js';
import { recordAudit, type AuditEntry } from '../../platform/audit/audit.js';

export type IntegrationClientRow = Selectable<IntegrationClientTable>;

/** SQL of the integration clients and their staff actor rows. */
export function createIntegrationClientRepository(db: Kysely<DB>) {
  return {
    all: () => db.selectFrom('integration_client').selectAll().orderBy('created_at', 'desc').orderBy('client_id').execute(),

    byId: (clientId: string) => db.selectFrom('integration_client').selectAll().where('client_id', '=', clientId).executeTakeFirst(),

    lock: (clientId: string) =>
      db.selectFrom('integration_client').selectAll().where('client_id', '=', clientId).forUpdate().executeTakeFirst(),

    /** The row the client's changes are made under: never active, no password, no roles, so it never signs in. */
    insertActor: async (row: { id: string; email: string; name: string }) => {
      await db
        .insertInto('staff_member')
        .values({ id: row.id, email: row.email, firstname: row.name, lastname: '', password_hash: null, idp_subject: null, active: false })
        .execute();
    },

    insert: async (
      row: Omit<IntegrationClientRow, 'created_at' | 'rotated_at' | 'revoked_at' | 'previous_secret_hash' | 'previous_secret_until'>,
    ) => db.insertInto('integration_client').values(row).returningAll().executeTakeFirstOrThrow(),

    rotate: (
      clientId: string,
      change: { secret_hash: string; previous_secret_hash: string | null; previous_secret_until: Date; rotated_at: Date },
    ) => db.updateTable('integration_client').set(change).where('client_id', '=', clientId).returningAll().executeTakeFirstOrThrow(),

    revoke: (clientId: string, at: Date) =>
      db
        .updateTable('integration_client')
        .set({ revoked_at: at })
        .where('client_id', '=', clientId)
        .returningAll()
        .executeTakeFirstOrThrow(),

    audit: (entry: AuditEntry) => recordAudit(db, entry),
  };
}
export type IntegrationClientRepository = ReturnType<typeof createIntegrationClientRepository>;
