import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';

/** SQL of the signed-in staff member's own account. */
export function createStaffRepository(db: Kysely<DB>) {
  return {
    language: async (staffId: string) =>
      (await db.selectFrom('staff_member').select('language').where('id', '=', staffId).executeTakeFirst())?.language ?? null,
    setLanguage: (staffId: string, language: string) =>
      db.updateTable('staff_member').set({ language }).where('id', '=', staffId).execute(),
  };
}
export type StaffRepository = ReturnType<typeof createStaffRepository>;
