import { hasPortalAdmin } from '@portal/contracts/claims';
import { AppError } from '../../platform/errors.js';

/** Whether a stored access level (comma-separated roles) includes Portal Admin. */
export const isAdminLevel = (level: string) => hasPortalAdmin(level.split(','));

/** A dealer's user as the rule reads it. */
type UserLevel = { id: string; access_level: string; active: boolean };

/**
 * A dealer keeps at least one active Portal Admin, or nobody could manage its users again: whether a level change
 * or a deactivation comes from the dealer's admin or from staff, the rule is this one.
 */
export function keepAnAdmin(users: readonly UserLevel[], change: { id: string; level?: string; active?: boolean }): void {
  const admins = users.filter((u) => {
    const level = u.id === change.id && change.level !== undefined ? change.level : u.access_level;
    const active = u.id === change.id && change.active !== undefined ? change.active : u.active;
    return active && isAdminLevel(level);
  });
  if (admins.length === 0)
    throw new AppError(409, 'LAST_ADMIN', 'The dealer must keep at least one active Portal Admin', { key: 'users.last-admin' });
}
