import { describe, expect, it } from 'vitest';
import type { AccountUser } from '@portal/contracts/user';
import {
  changesToSave,
  draftFrom,
  filterUsers,
  historyLevelKey,
  isInactive,
  isMe,
  isUserState,
  levelLabelKey,
  levelOf,
  NO_FILTER,
  type UserFilter,
} from './users-logic';

const user = (id: string, userrole: AccountUser['userrole'], email = `${id}@x.test`): AccountUser => ({
  contactid: id,
  fullname: id,
  userrole,
  email,
  active: true,
  invited: false,
});

describe('levels', () => {
  it('reads an empty level as none, which is inactive', () => {
    expect(levelOf('')).toBe('none');
    expect(isInactive('')).toBe(true);
    expect(isInactive('Reseller')).toBe(false);
    expect(levelLabelKey('Portal Admin,Reseller')).toBe('users.level.admin-reseller');
  });

  it('starts the draft from the stored levels', () => {
    expect(draftFrom([user('a', ''), user('b', 'Portal Admin')])).toEqual({ a: 'none', b: 'Portal Admin' });
  });
});

describe('changesToSave', () => {
  const users = [user('me', 'Portal Admin,Reseller'), user('b', 'Reseller'), user('c', 'Reseller'), user('d', '')];

  it('keeps only real changes', () => {
    expect(changesToSave(users, { ...draftFrom(users), d: 'none', c: 'Reseller' }, { subject: 'me' })).toEqual([]);
    expect(changesToSave(users, { ...draftFrom(users), d: 'Reseller' }, { subject: 'me' })).toEqual([
      { contactid: 'd', roles: 'Reseller', self: false },
    ]);
  });

  it('saves new admins first and the caller’s own change last', () => {
    const draft = { me: 'Reseller', b: 'none', c: 'Portal Admin', d: 'Reseller' } as const;
    expect(changesToSave(users, draft, { subject: 'me' }).map((c) => c.contactid)).toEqual(['c', 'b', 'd', 'me']);
    // An external provider's subject is not the contact id; the email tells then.
    expect(changesToSave(users, draft, { subject: 'ext-123', email: 'ME@x.test' }).at(-1)).toEqual({
      contactid: 'me',
      roles: 'Reseller',
      self: true,
    });
  });
});

describe('isMe', () => {
  it('knows the caller by contact id or by email', () => {
    expect(isMe(user('me', 'Reseller'), { subject: 'me' })).toBe(true);
    expect(isMe(user('me', 'Reseller'), { subject: 'x', email: 'Me@X.test' })).toBe(true);
    expect(isMe(user('me', 'Reseller', null as unknown as string), { subject: 'x', email: undefined })).toBe(false);
  });
});

describe('filterUsers', () => {
  const list: AccountUser[] = [
    { ...user('a', 'Portal Admin,Reseller', 'erik@firma.test'), fullname: 'Erik Johansson' },
    { ...user('b', 'Reseller', 'anna@firma.test'), fullname: 'Anna Bergström', invited: true },
    { ...user('c', 'Reseller', 'KARIN@firma.test'), fullname: 'Karin Dahl', active: false },
    { ...user('d', ''), email: null, fullname: 'Maria Andersson' },
  ];
  const ids = (filter: Partial<UserFilter>) => filterUsers(list, { ...NO_FILTER, ...filter }).map((u) => u.contactid);

  it('keeps everyone without a filter', () => {
    expect(ids({})).toEqual(['a', 'b', 'c', 'd']);
  });

  it('searches every word in the name or e-mail, in any case', () => {
    expect(ids({ search: 'karin' })).toEqual(['c']);
    expect(ids({ search: '  BERG  anna ' })).toEqual(['b']);
    expect(ids({ search: 'firma.test' })).toEqual(['a', 'b', 'c']);
    expect(ids({ search: 'andersson' })).toEqual(['d']);
    expect(ids({ search: 'nobody' })).toEqual([]);
  });

  it('filters by level, an empty level being none', () => {
    expect(ids({ level: 'Reseller' })).toEqual(['b', 'c']);
    expect(ids({ level: 'none' })).toEqual(['d']);
  });

  it('filters by state: signing in, invited, deactivated', () => {
    expect(ids({ state: 'active' })).toEqual(['a', 'd']);
    expect(ids({ state: 'invited' })).toEqual(['b']);
    expect(ids({ state: 'deactivated' })).toEqual(['c']);
    expect(ids({ state: 'active', level: 'Reseller' })).toEqual([]);
    expect(isUserState('invited')).toBe(true);
    expect(isUserState('gone')).toBe(false);
  });

  it('names a history level, deactivation included', () => {
    expect(historyLevelKey('inactive')).toBe('users.status.deactivated');
    expect(historyLevelKey('Portal Admin')).toBe('users.level.admin');
  });
});
