import { sql, type Kysely } from 'kysely';
import type { StaffRole } from '@portal/contracts/staff-roles';
import type { DB } from '../../platform/db/schema.js';
import { recordAudit, type AuditEntry } from '../../platform/audit/audit.js';
import { revokeSignIns } from '../../platform/auth/sign-ins.js';
import type { ListSort } from '@portal/contracts/staff-common';
import type { AUDIT_LOG_SORT_COLUMNS } from '@portal/contracts/staff-admin';
import { listPage, sortedBy, type Paging } from '../../platform/db/list-page.js';
import { containsFolded } from '../../platform/db/like.js';

export type AuditSortColumn = (typeof AUDIT_LOG_SORT_COLUMNS)[number];

export type AuditFilter = Paging & {
  staffId?: string | undefined;
  customerNumber?: string | undefined;
  objectType?: string | undefined;
  objectId?: string | undefined;
  action?: string | undefined;
  search?: string | undefined;
  sort: ListSort<AuditSortColumn>;
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
      const caseNumber = text.toUpperCase().startsWith('CAS-') ? text.toUpperCase() : `CAS-${text}`;
      // The object by its id, the dealer by its number, a complaint by its case number, an
      // import by a part of its file name (case and accents ignored).
      q = q.where((eb) =>
        eb.or([
          eb('a.object_id', '=', text),
          eb('a.customer_number', '=', text),
          eb.and([
            eb('a.object_type', '=', 'complaint'),
            eb(
              'a.object_id',
              'in',
              eb
                .selectFrom('incident')
                .select(sql<string>`id::text`.as('id'))
                .where('case_number', '=', caseNumber),
            ),
          ]),
          eb.and([
            eb('a.object_type', '=', 'import'),
            eb(
              'a.object_id',
              'in',
              eb
                .selectFrom('catalogue_import')
                .select(sql<string>`id::text`.as('id'))
                .where(containsFolded(sql.ref('file_name'), text)),
            ),
          ]),
        ]),
      );
    }
    return q;
  };

  return {
    auditPage: (f: AuditFilter) =>
      listPage(
        sortedBy(
          log(f).select([
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
          ]),
          f.sort,
          {
            at: sql.ref('a.at'),
            staffName: sql`s.firstname || ' ' || s.lastname`,
            action: sql.ref('a.action'),
            objectType: sql.ref('a.object_type'),
            customerNumber: sql.ref('a.customer_number'),
          },
          [sql.ref('a.id')],
        ),
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
