import {
  ACCESS_LEVEL_HISTORY_LIMIT,
  HistoryLevel,
  type AccessLevel,
  type AccessLevelHistoryResponse,
  type AddOrUpdateAsAdminResponse,
  type GetUsersForAccountResponse,
} from '@portal/contracts';
import type { Principal } from '../../platform/auth/access.js';
import { forbidden, notFound } from '../../platform/errors.js';
import type { UserRepository } from './user.repository.js';
import { isAdminLevel, keepAnAdmin } from './keep-an-admin.js';
import type { TransactionalDeps } from '../../platform/db/transactional.js';
import { fullName } from '../../platform/person-name.js';

export type UserServiceDeps = TransactionalDeps<'users', UserRepository>;

/** A stored level the contract does not know (written by hand) reads as none rather than failing the whole history. */
const historyLevel = (level: string) => HistoryLevel.catch('none').parse(level);

/** The access levels of the caller's own colleagues; the routes allow Portal Admins only. */
export function createUserService(deps: UserServiceDeps) {
  return {
    async usersForAccount(principal: Principal): Promise<GetUsersForAccountResponse> {
      const rows = await deps.users.list(principal.customerNumber);
      return {
        value: rows.map((r) => ({
          contactid: r.id,
          fullname: fullName(r.firstname, r.lastname),
          userrole: r.access_level === 'none' ? '' : (r.access_level as AccessLevel),
          email: r.email,
          active: r.active,
          invited: r.invited,
        })),
      };
    },

    /** Who changed whose level in the own company; another company's colleague answers 404. */
    async accessLevelHistory(principal: Principal, contactId?: string): Promise<AccessLevelHistoryResponse> {
      if (contactId && !(await deps.users.isContactOf(principal.customerNumber, contactId))) throw notFound('User');
      const rows = await deps.users.history(principal.customerNumber, contactId, ACCESS_LEVEL_HISTORY_LIMIT);
      return {
        value: rows.map((r) => ({
          changedAt: r.changed_at.toISOString(),
          contactId: r.contact_id,
          name: fullName(r.firstname, r.lastname),
          changedBy:
            r.changed_by === null
              ? { contactId: null, name: fullName(r.staff_firstname ?? '', r.staff_lastname ?? ''), manufacturer: true }
              : { contactId: r.changed_by, name: fullName(r.by_firstname ?? '', r.by_lastname ?? ''), manufacturer: false },
          from: historyLevel(r.from_level),
          to: historyLevel(r.to_level),
        })),
      };
    },

    /**
     * Sets one colleague's level and records who changed it from what to what. The account
     * keeps at least one Portal Admin. The API reads the stored level on every request, so
     * the change applies to that user's next call; the sign-in provider puts it into the next token.
     */
    async setAccessLevel(principal: Principal, contactId: string, level: AccessLevel): Promise<AddOrUpdateAsAdminResponse> {
      return deps.transaction(async (users) => {
        const contacts = await users.lockContacts(principal.customerNumber);
        // Checked again under the lock: another administrator may have demoted the caller a moment ago.
        const caller = contacts.find((c) => c.id === principal.contactId);
        if (!caller || !isAdminLevel(caller.access_level)) throw forbidden('ADMIN_REQUIRED', 'Only a Portal Admin may do this');
        // A contact of another customer answers as if there were none.
        const target = contacts.find((c) => c.id === contactId);
        if (!target) throw notFound('User');
        if (target.access_level === level) return { ok: true as const };
        keepAnAdmin(contacts, { id: contactId, level });
        await users.setAccessLevel(contactId, level);
        await users.recordChange({
          contactId,
          customerNumber: principal.customerNumber,
          changedBy: { contactId: principal.contactId },
          from: target.access_level,
          to: level,
        });
        return { ok: true as const };
      });
    },
  };
}
export type UserService = ReturnType<typeof createUserService>;
