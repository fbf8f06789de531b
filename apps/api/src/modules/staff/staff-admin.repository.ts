import { sql, type Kysely } from 'kysely';
import type { StaffRole } from '@portal/contracts/staff-roles';
import type { DB } from '../../platform/db/schema.js';
import { recordAudit, type AuditEntry } from '../../platform/audit/audit.js';
import { revokeSignIns } from '../../platform/auth/sign-ins.js';
import { listPage, type Paging } from '../../platform/db/list-page.js';

export type AuditFilter = Paging & {
  staffId?: string | undefined;
  customerNumber?: string | undefined;
  objectType?: string | undefined;
  objectId?: string | undefined;
  action?: string | undefined;
  search?: string | undefined;
};

/** SQL of the back-office administration: the audit log and the staff accounts. */
export function createStaffAdminRepository(db: Kysely<DB>) {
  const log = (f: AuditFilter) => {
    let q = db.selectFrom('audit_log as a').innerJoin('staff_member as s', 's.id', 'a.staff_id');
    if (f.staffId) q = q.where('a.staff_id', '=', f.staffId);
    if (f.customerNumber) q = q.where('a.customer_number', '=', f.customerNumber);
    if (f.objectType) q = q.where('a.object_type', '=', f.objectType);
    if (f.objectId) q = q.where('a.object_id', '=', f.objectId);
    if (f.action) q = q.where('a.action', '=', f.action);
    if (f.search) {
      const text = f.search;
      q = q.where((eb) => eb.or([eb('a.object_id', '=', text), eb('a.customer_number', '=', text)]));
    }
    return q;
  };

  return {
    auditPage: (f: AuditFilter) =>
      listPage(
        log(f)
          .select([
            'a.id',
            'a.at',
            'a.staff_id',
            sql<string>`s.firstname || ' ' || s.lastname`.as('staff_name'),
            'a.action',
            'a.object_type',
            'a.object_id',
            'a.customer_number',
            'a.before',
            'a.after',
          ])
          .orderBy('a.at', 'desc')
          .orderBy('a.id', 'desc'),
        log(f),
        f,
      ),

    accounts: async () => {
      const [members, roles] = await Promise.all([
        db
          .selectFrom('staff_member')
          .select(['id', 'email', 'firstname', 'lastname', 'active', sql<boolean>`password_hash IS NOT NULL`.as('has_password')])
          // Integration clients act through rows of their own; the Integrations area lists them.
          .where('id', 'not in', db.selectFrom('integration_client').select('actor_id'))
          .orderBy('firstname')
          .orderBy('lastname')
          .execute(),
        db.selectFrom('staff_role').select(['staff_id', 'role']).orderBy('role').execute(),
      ]);
      return members.map((m) => ({ ...m, roles: roles.filter((r) => r.staff_id === m.id).map((r) => r.role) }));
    },

    /** Every account with its roles, locked, so two administrators cannot remove the last admin together. */
    lockAccounts: async () => {
      const members = await db.selectFrom('staff_member').select(['id', 'email', 'active']).orderBy('id').forUpdate().execute();
      const roles = await db.selectFrom('staff_role').select(['staff_id', 'role']).execute();
      return members.map((m) => ({ ...m, roles: roles.filter((r) => r.staff_id === m.id).map((r) => r.role) }));
    },

    emailTaken: async (email: string, exceptStaffId?: string) => {
      const lower = email.toLowerCase();
      const [contact, staff] = await Promise.all([
        db
          .selectFrom('contact')
          .select('id')
          .where((eb) => eb(eb.fn('lower', ['email']), '=', lower))
          .executeTakeFirst(),
        db
          .selectFrom('staff_member')
          .select('id')
          .where((eb) => eb(eb.fn('lower', ['email']), '=', lower))
          .$if(Boolean(exceptStaffId), (q) => q.where('id', '!=', exceptStaffId!))
          .executeTakeFirst(),
      ]);
      return Boolean(contact || staff);
    },

    insertAccount: async (row: { id: string; email: string; firstname: string; lastname: string; active: boolean }) => {
      await db
        .insertInto('staff_member')
        .values({ ...row, password_hash: null, idp_subject: null })
        .execute();
    },

    /** A deactivated member's sign-ins at the provider end in the same transaction. */
    updateAccount: async (id: string, row: { email: string; firstname: string; lastname: string; active: boolean }) => {
      await db.updateTable('staff_member').set(row).where('id', '=', id).execute();
      if (!row.active) await revokeSignIns(db, id);
    },

    setRoles: async (staffId: string, roles: readonly StaffRole[]) => {
      await db.deleteFrom('staff_role').where('staff_id', '=', staffId).execute();
      if (roles.length > 0)
        await db
          .insertInto('staff_role')
          .values(roles.map((role) => ({ staff_id: staffId, role })))
          .execute();
    },

    audit: (entry: AuditEntry) => recordAudit(db, entry),
  };
}
export type StaffAdminRepository = ReturnType<typeof createStaffAdminRepository>;
