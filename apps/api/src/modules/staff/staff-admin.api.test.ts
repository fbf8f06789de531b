import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../platform/auth/password.js';
import { contactId } from '../../seed/customers.js';
import { staffId } from '../../seed/staff.js';
import { refreshGrant, refreshTokenOf } from '../../test/oidc-flow.js';
import { useTestApp } from '../../test/use-test-app.js';
import { BACKOFFICE_ADMIN as ADMIN, SALES, SERVICE } from '../../test/demo-users.js';
import { postMultipart } from '../../test/multipart.js';

const t = useTestApp();

describe('back-office administration', () => {
  it('is for back-office admins only', async () => {
    for (const url of ['/api/staff/audit-log', '/api/staff/accounts']) {
      expect((await t.call('anna@reseller-se.test', 'GET', url)).json().code).toBe('STAFF_ONLY');
      for (const other of ['service@manufacturer.test', 'marketing@manufacturer.test', 'sales@manufacturer.test'])
        expect((await t.call(other, 'GET', url)).json().code, other).toBe('STAFF_ROLE_REQUIRED');
      expect((await t.call(ADMIN, 'GET', url)).statusCode).toBe(200);
    }
  });

  it('finds a change in the audit log by dealer, object and staff member', async () => {
    const anna = contactId('anna@reseller-se.test');
    await t.call('sales@manufacturer.test', 'PUT', `/api/staff/customers/10001/users/${anna}/access-level`, {
      accessLevel: 'Portal Admin,Reseller',
    });
    const byDealer = (await t.call(ADMIN, 'GET', '/api/staff/audit-log?customerNumber=10001&objectType=user')).json();
    expect(byDealer.items[0]).toMatchObject({
      staffName: 'Karin Holm',
      action: 'user.access-level',
      objectId: anna,
      before: { accessLevel: 'Reseller' },
      after: { accessLevel: 'Portal Admin,Reseller' },
    });
    const byStaff = (await t.call(ADMIN, 'GET', `/api/staff/audit-log?staffId=${staffId('sales@manufacturer.test')}`)).json();
    expect(byStaff.items.every((i: { staffName: string }) => i.staffName === 'Karin Holm')).toBe(true);
    expect((await t.call(ADMIN, 'GET', `/api/staff/audit-log?search=${anna}`)).json().total).toBeGreaterThan(0);
  });

  it('finds a complaint by its case number and an import by part of its file name, case and accents ignored', async () => {
    type Entry = { objectType: string; objectId: string; action: string };
    const search = async (text: string) =>
      (await t.call(ADMIN, 'GET', `/api/staff/audit-log?search=${encodeURIComponent(text)}`)).json<{ items: Entry[] }>().items;

    const incident = await t.database.db
      .selectFrom('incident')
      .select(['id', 'case_number'])
      .where('customer_number', '=', '10001')
      .executeTakeFirstOrThrow();
    const assigned = await t.call(ADMIN, 'PUT', `/api/staff/complaints/${incident.id}/assignee`, { staffId: staffId(SERVICE) });
    expect(assigned.statusCode, assigned.body).toBe(200);
    for (const text of [incident.case_number, incident.case_number.toLowerCase(), incident.case_number.replace(/^CAS-/, '')]) {
      expect(
        (await search(text)).some((e) => e.objectType === 'complaint' && e.objectId === incident.id),
        text,
      ).toBe(true);
    }

    // The whole Euro list again, one price changed, from a file whose name has an accent.
    const rows = await t.database.db
      .selectFrom('price_list_item')
      .select(['item_number', 'unit_price'])
      .where('price_list_id', '=', 'EU')
      .orderBy('item_number')
      .execute();
    const lines = [
      'price_list;item_number;unit_price',
      ...rows.map((r, i) => `EU;${r.item_number};${i === 0 ? r.unit_price + 1 : r.unit_price}`),
    ];
    const file = Buffer.from(`${lines.join('\r\n')}\r\n`);
    const preview = await postMultipart(t, SALES, '/api/staff/imports', [
      { name: 'kind', value: 'prices' },
      { name: 'file', filename: 'Prislista Höstkampanj.csv', type: 'text/csv', bytes: file },
    ]);
    expect(preview.statusCode, preview.body).toBe(200);
    const id = preview.json<{ id: string }>().id;
    const committed = await t.call(SALES, 'POST', `/api/staff/imports/${id}/commit`);
    expect(committed.statusCode, committed.body).toBe(200);
    for (const text of ['hostkampanj', 'PRISLISTA HÖST']) {
      expect(
        (await search(text)).some((e) => e.objectType === 'import' && e.objectId === id),
        text,
      ).toBe(true);
    }
    expect(await search('no-such-file-or-case')).toEqual([]);
  });

  it('adds a staff member whose link sets the password, and keeps one active back-office admin', async () => {
    const request = { email: 'lisa.berg@manufacturer.test', firstName: 'Lisa', lastName: 'Berg', roles: ['marketing'], active: true };
    const created = await t.call(ADMIN, 'POST', '/api/staff/accounts', request);
    expect(created.statusCode).toBe(200);
    const { account, link } = created.json();
    expect(account).toMatchObject({ roles: ['marketing'], active: true, hasPassword: false });
    expect((await t.call(ADMIN, 'POST', '/api/staff/accounts', request)).json()).toMatchObject({ statusCode: 409, code: 'EMAIL_IN_USE' });

    const token = new URL(link).pathname.split('/').pop()!;
    expect((await t.app.inject({ method: 'GET', url: `/api/invitations/${token}` })).json()).toMatchObject({ email: request.email });
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/invitations/${token}/accept`, payload: { password: 'Marknad-2026!' } })).statusCode,
    ).toBe(200);
    const stored = await t.database.db
      .selectFrom('staff_member')
      .select('password_hash')
      .where('id', '=', account.id)
      .executeTakeFirstOrThrow();
    expect(await verifyPassword('Marknad-2026!', stored.password_hash!)).toBe(true);

    const as = async (url: string) =>
      t.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${await t.tokenFor(request.email, {}, { subject: account.id })}` },
      });
    expect((await as('/api/staff/me')).json().roles).toEqual(['marketing']);
    expect((await as('/api/staff/articles')).statusCode).toBe(200);

    // Deactivated, the account is nobody, and its sign-in at the provider ends with it.
    const refreshToken = await refreshTokenOf(t.app, t.config, request.email, 'Marknad-2026!');
    await t.call(ADMIN, 'PUT', `/api/staff/accounts/${account.id}`, { ...request, active: false });
    expect((await as('/api/staff/me')).json().code).toBe('STAFF_ONLY');
    expect((await refreshGrant(t.app, t.config, refreshToken)).json()).toMatchObject({ error: 'invalid_grant' });
    // Active again, the account signs in anew: the old refresh token stays ended.
    await t.call(ADMIN, 'PUT', `/api/staff/accounts/${account.id}`, request);
    expect((await refreshGrant(t.app, t.config, refreshToken)).json()).toMatchObject({ error: 'invalid_grant' });

    // The only back-office admin cannot give the role away.
    const admin = staffId(ADMIN);
    const self = { email: ADMIN, firstName: 'Per', lastName: 'Strand', roles: ['customer-service'], active: true };
    expect((await t.call(ADMIN, 'PUT', `/api/staff/accounts/${admin}`, self)).json()).toMatchObject({
      statusCode: 409,
      code: 'LAST_ADMIN',
    });
    const audit = (await t.call(ADMIN, 'GET', `/api/staff/audit-log?objectType=staff&objectId=${account.id}`)).json();
    expect(audit.items.map((i: { action: string }) => i.action)).toEqual(['staff.update', 'staff.update', 'staff.create']);
  });
});
