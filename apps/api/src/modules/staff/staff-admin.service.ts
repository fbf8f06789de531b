import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { AuditLogQuery, AuditLogResponse, StaffAccount, StaffAccountRequest } from '@portal/contracts/staff-admin';
import type { StaffRole } from '@portal/contracts/staff-roles';
import type { StaffPrincipal } from '../../platform/auth/access.js';
import { AppError, notFound } from '../../platform/errors.js';
import type { InvitationRepository, InvitationService } from '../user/user.module.js';
import type { StaffAdminRepository } from './staff-admin.repository.js';
import { pagingOf } from '../../platform/db/list-page.js';
import { parseListSort } from '@portal/contracts/staff-common';
import type { InTransaction } from '../../platform/db/transactional.js';

type Query = z.output<typeof AuditLogQuery>;
type Account = z.output<typeof StaffAccountRequest>;

export type StaffAdminRepositories = { staff: StaffAdminRepository; invitations: InvitationRepository };

export type StaffAdminDeps = {
  staff: StaffAdminRepository;
  invitations: InvitationService;
  transaction: InTransaction<StaffAdminRepositories>;
};

const emailInUse = () => new AppError(409, 'EMAIL_IN_USE', 'Someone already signs in with this e-mail address', { field: 'email' });

// An account's columns as a request sets them, and what the audit log keeps of an account: the
// same when the account is created and when it is changed.
const columnsOf = (request: Account) => ({
  email: request.email,
  firstname: request.firstName,
  lastname: request.lastName,
  active: request.active,
});
const audited = (account: { email: string; roles: StaffRole[]; active: boolean }) => ({
  email: account.email,
  roles: account.roles,
  active: account.active,
});

/** Back-office administration: the audit log, and the staff accounts with their roles. */
export function createStaffAdminService(deps: StaffAdminDeps) {
  const account = async (id: string): Promise<StaffAccount> => {
    const found = (await deps.staff.accounts()).find((a) => a.id === id);
    if (!found) throw notFound('Staff member');
    return {
      id: found.id,
      email: found.email,
      firstName: found.firstname,
      lastName: found.lastname,
      roles: found.roles,
      active: found.active,
      hasPassword: found.has_password,
    };
  };

  /** At least one active back-office admin must remain, or nobody could manage staff again. */
  const keepAnAdmin = (accounts: { id: string; active: boolean; roles: StaffRole[] }[], id: string, change: Account) => {
    const admins = accounts.filter((a) =>
      a.id === id ? change.active && change.roles.includes('back-office-admin') : a.active && a.roles.includes('back-office-admin'),
    );
    if (admins.length === 0) throw new AppError(409, 'LAST_ADMIN', 'At least one active back-office admin must remain', { field: 'roles' });
  };

  return {
    async auditLog(query: Query): Promise<AuditLogResponse> {
      const { rows, total } = await deps.staff.auditPage({
        staffId: query.staffId,
        customerNumber: query.customerNumber || undefined,
        objectType: query.objectType || undefined,
        objectId: query.objectId || undefined,
        action: query.action || undefined,
        search: query.search || undefined,
        sort: parseListSort(query.sort),
        ...pagingOf(query),
      });
      return {
        items: rows.map((r) => ({
          id: Number(r.id),
          at: new Date(r.at).toISOString(),
          staffId: r.staff_id,
          staffName: r.staff_name,
          action: r.action,
          objectType: r.object_type,
          objectId: r.object_id,
          customerNumber: r.customer_number,
          before: r.before,
          after: r.after,
        })),
        total,
      };
    },

    async accounts() {
      const rows = await deps.staff.accounts();
      return { items: await Promise.all(rows.map((r) => account(r.id))) };
    },

    async create(by: StaffPrincipal, request: Account) {
      const id = randomUUID();
      const link = await deps.transaction(async ({ staff, invitations }) => {
        if (await staff.emailTaken(request.email)) throw emailInUse();
        await staff.insertAccount({ id, ...columnsOf(request) });
        await staff.setRoles(id, request.roles);
        await staff.audit({ staffId: by.staffId, action: 'staff.create', objectType: 'staff', objectId: id, after: audited(request) });
        return deps.invitations.staffLink(invitations, { staffId: by.staffId }, id);
      });
      return { account: await account(id), link: link.link, expiresAt: link.expiresAt };
    },

    async update(by: StaffPrincipal, id: string, request: Account) {
      await deps.transaction(async ({ staff }) => {
        const accounts = await staff.lockAccounts();
        const current = accounts.find((a) => a.id === id);
        if (!current) throw notFound('Staff member');
        keepAnAdmin(accounts, id, request);
        if (await staff.emailTaken(request.email, id)) throw emailInUse();
        await staff.updateAccount(id, columnsOf(request));
        await staff.setRoles(id, request.roles);
        await staff.audit({
          staffId: by.staffId,
          action: 'staff.update',
          objectType: 'staff',
          objectId: id,
          before: audited(current),
          after: audited(request),
        });
      });
      return account(id);
    },
  };
}
export type StaffAdminService = ReturnType<typeof createStaffAdminService>;
