import { hasPortalAdmin } from '@portal/contracts/claims';
import { ACCESS_LEVELS, type AccessLevel } from '@portal/contracts/common';
import type { AccountUser, HistoryLevel } from '@portal/contracts/user';

/** The choices of spec 001 §6, in that order: none (inactive), Reseller, Portal Admin, Portal Admin + Reseller. */
export const LEVEL_CHOICES: readonly AccessLevel[] = ACCESS_LEVELS;

const LEVEL_KEY: Record<AccessLevel, string> = {
  none: 'users.level.none',
  Reseller: 'users.level.reseller',
  'Portal Admin': 'users.level.admin',
  'Portal Admin,Reseller': 'users.level.admin-reseller',
};

/** The list gives '' for a user without a level; the save call names it 'none'. */
export const levelOf = (userrole: AccountUser['userrole']): AccessLevel => (userrole === '' ? 'none' : userrole);
export const levelLabelKey = (level: AccessLevel) => LEVEL_KEY[level];
export const isInactive = (userrole: AccountUser['userrole']) => levelOf(userrole) === 'none';
export const isAdminLevel = (level: AccessLevel) => hasPortalAdmin(level.split(','));
export const isAccessLevel = (value: unknown): value is AccessLevel => (ACCESS_LEVELS as readonly unknown[]).includes(value);

export type LevelChange = { contactid: string; roles: AccessLevel; self: boolean };

/** Who is signed in: the embedded provider's subject is the contact id; another provider may name the email. */
export type Me = { subject?: string | undefined; email?: string | undefined };

export const isMe = (user: AccountUser, me: Me) =>
  user.contactid === me.subject || (Boolean(me.email) && user.email?.toLowerCase() === me.email?.toLowerCase());

/**
 * The users whose level the draft changes, in an order the server accepts: whoever becomes
 * an admin first (so handing the role over never leaves the account without one), the
 * caller's own change last (after it the caller may no longer be allowed to save).
 */
export function changesToSave(users: readonly AccountUser[], draft: Readonly<Record<string, AccessLevel>>, me: Me): LevelChange[] {
  const changes = users.flatMap((u): LevelChange[] => {
    const wanted = draft[u.contactid];
    return wanted && wanted !== levelOf(u.userrole) ? [{ contactid: u.contactid, roles: wanted, self: isMe(u, me) }] : [];
  });
  const rank = (c: LevelChange) => (c.self ? 2 : isAdminLevel(c.roles) ? 0 : 1);
  return changes
    .map((c, i) => ({ c, i }))
    .sort((a, b) => rank(a.c) - rank(b.c) || a.i - b.i)
    .map(({ c }) => c);
}

/** The draft an edit starts from: every user's stored level. */
export const draftFrom = (users: readonly AccountUser[]): Record<string, AccessLevel> =>
  Object.fromEntries(users.map((u) => [u.contactid, levelOf(u.userrole)]));

/** Which users the list shows by their state: all, signing in, invited (no password yet), or deactivated. */
export const USER_STATES = ['all', 'active', 'invited', 'deactivated'] as const;
export type UserState = (typeof USER_STATES)[number];
export type UserFilter = { search: string; level: AccessLevel | 'all'; state: UserState };
export const NO_FILTER: UserFilter = { search: '', level: 'all', state: 'all' };

const stateOf = (user: AccountUser): Exclude<UserState, 'all'> => (!user.active ? 'deactivated' : user.invited ? 'invited' : 'active');

/** The users a filter keeps: every word of the search in the name or e-mail (any case), the level and the state chosen. */
export function filterUsers(users: readonly AccountUser[], filter: UserFilter): AccountUser[] {
  const words = filter.search.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  return users.filter((u) => {
    const text = `${u.fullname} ${u.email ?? ''}`.toLocaleLowerCase();
    return (
      words.every((w) => text.includes(w)) &&
      (filter.level === 'all' || levelOf(u.userrole) === filter.level) &&
      (filter.state === 'all' || stateOf(u) === filter.state)
    );
  });
}

export const isUserState = (value: unknown): value is UserState => (USER_STATES as readonly unknown[]).includes(value);

/** A level in the history: an access level, or 'inactive' while a user was deactivated. */
export const historyLevelKey = (level: HistoryLevel) => (level === 'inactive' ? 'users.status.deactivated' : levelLabelKey(level));
