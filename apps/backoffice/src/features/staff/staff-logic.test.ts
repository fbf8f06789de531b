import { describe, expect, it } from 'vitest';
import type { StaffAccount } from '@portal/contracts/staff-admin';
import { ApiError } from '@portal/ui/auth';
import { listQuery, readFilters, readTexts } from '../../lib/list-page-logic';
import {
  accountName,
  accountProblems,
  accountSaveError,
  accountState,
  accountValues,
  AUDIT_FILTERS,
  AUDIT_TEXTS,
  changeRows,
  OBJECT_TYPES,
  objectLink,
  shownValue,
} from './staff-logic';

const account: StaffAccount = {
  id: '0f9c1e0a-7e4b-4f38-9a1f-2b3c4d5e6f70',
  email: 'eva@example.test',
  firstName: 'Eva',
  lastName: 'Lind',
  roles: ['marketing'],
  active: true,
  hasPassword: true,
};

const row = (objectType: string, objectId: string, customerNumber: string | null = null) => ({ objectType, objectId, customerNumber });

describe('the audit log’s filters', () => {
  it('take the staff member and the kind of object as they are, and trim the typed ones', () => {
    const params = new URLSearchParams('staffId=s1&objectType=order&customerNumber=%2010001%20&search=&page=2');
    const get = (name: string) => params.get(name);
    expect(listQuery(readFilters(AUDIT_FILTERS, get), readTexts(AUDIT_TEXTS, get), 2, 25)).toEqual({
      staffId: 's1',
      objectType: 'order',
      customerNumber: '10001',
      page: 2,
      pageSize: 25,
    });
  });

  it('offer every kind of object the log has a text for', () => {
    expect(OBJECT_TYPES).toContain('cpq-campaign');
    expect(new Set(OBJECT_TYPES).size).toBe(OBJECT_TYPES.length);
  });
});

describe('the object a change was made to', () => {
  it('opens on its own screen', () => {
    expect(objectLink(row('order', '4711'))).toBe('/orders/4711');
    expect(objectLink(row('complaint', 'c-1'))).toBe('/complaints/c-1');
    expect(objectLink(row('customer', '10001'))).toBe('/dealers/10001');
    expect(objectLink(row('article', 'a1'))).toBe('/news/a1');
    expect(objectLink(row('mail', 'm1'))).toBe('/mail/m1');
  });

  it('opens a product whatever its item number holds, and an invoice by a search', () => {
    expect(objectLink(row('product', 'A/B 1'))).toBe('/products/A%2FB%201');
    expect(objectLink(row('invoice', '5001 A'))).toBe('/invoices?search=5001%20A');
  });

  it('opens a dealer’s user at the dealer, if the change names one', () => {
    expect(objectLink(row('user', 'u1', '10001'))).toBe('/dealers/10001');
    expect(objectLink(row('user', 'u1'))).toBeNull();
  });

  it('has no screen of its own for the other kinds', () => {
    expect(objectLink(row('staff', 's1'))).toBeNull();
    expect(objectLink(row('maintenance', '3'))).toBeNull();
  });
});

describe('what a change did', () => {
  it('shows strings as they are, other values as JSON, and a missing one as a dash', () => {
    expect(shownValue('SEK')).toBe('SEK');
    expect(shownValue(12.5)).toBe('12.5');
    expect(shownValue(null)).toBe('null');
    expect(shownValue({ a: [1] })).toBe('{"a":[1]}');
    expect(shownValue(undefined)).toBe('–');
  });

  it('lists the values that changed first, then the others, in their order', () => {
    expect(changeRows({ name: 'A', active: true, discount: 10 }, { name: 'A', active: false, discount: 12, email: 'x@y' })).toEqual([
      { key: 'active', before: 'true', after: 'false', changed: true },
      { key: 'discount', before: '10', after: '12', changed: true },
      { key: 'email', before: '–', after: 'x@y', changed: true },
      { key: 'name', before: 'A', after: 'A', changed: false },
    ]);
  });

  it('lists what was created or removed, and nothing when nothing was logged', () => {
    expect(changeRows(null, { status: 20 })).toEqual([{ key: 'status', before: '–', after: '20', changed: true }]);
    expect(changeRows({ id: 'f1' }, null)).toEqual([{ key: 'id', before: 'f1', after: '–', changed: true }]);
    expect(changeRows(null, null)).toEqual([]);
  });
});

describe('staff accounts', () => {
  it('are named by first and last name', () => {
    expect(accountName(account)).toBe('Eva Lind');
  });

  it('stand deactivated, signing in, or invited', () => {
    expect(accountState({ active: false, hasPassword: true })).toEqual({ color: 'gray', key: 'staff-admin.inactive' });
    expect(accountState({ active: true, hasPassword: true })).toEqual({ color: 'green', key: 'staff-admin.signs-in' });
    expect(accountState({ active: true, hasPassword: false })).toEqual({ color: 'blue', key: 'staff-admin.invited' });
  });

  it('open empty and active when new, or as stored', () => {
    expect(accountValues(undefined)).toEqual({ email: '', firstName: '', lastName: '', roles: [], active: true });
    expect(accountValues(account)).toEqual({
      email: 'eva@example.test',
      firstName: 'Eva',
      lastName: 'Lind',
      roles: ['marketing'],
      active: true,
    });
  });

  it('need an address, a name and a role', () => {
    expect(accountProblems(accountValues(account))).toEqual({});
    expect(accountProblems({ ...accountValues(undefined), email: 'eva', firstName: 'Eva', lastName: 'x'.repeat(51) })).toEqual({
      email: { key: 'form.invalid-format', values: { max: undefined } },
      lastName: { key: 'form.too-long', values: { max: 50 } },
      roles: { key: 'staff-admin.validation.roles' },
    });
  });

  it('refused, show the taken address on its field and the last administrator as a notice', () => {
    expect(accountSaveError(new ApiError(409, 'EMAIL_IN_USE', 'taken'))).toEqual({ field: 'email', key: 'staff-admin.email-in-use' });
    expect(accountSaveError(new ApiError(409, 'LAST_ADMIN', 'last'))).toEqual({ notice: 'staff-admin.last-admin' });
    expect(accountSaveError(new ApiError(400, 'VALIDATION_FAILED', 'bad', 'roles.0'))).toEqual({ field: 'roles.0', key: 'form.other' });
    expect(accountSaveError(new Error('offline'))).toEqual({ notice: 'staff-admin.failed' });
  });
});
