import { describe, expect, it } from 'vitest';
import type { AccountUser } from '@portal/contracts';
import { decodeJwt, refreshGrant, refreshTokenOf as signInWithRefresh, signInThroughProvider } from '../../test/oidc-flow.js';
import { contactId } from '../../seed/customers.js';
import { useTestApp } from '../../test/use-test-app.js';
import { JONAS, LENA, ERIK, ANNA, SOFIA, SALES, NILS, OLA, SERVICE, EVA } from '../../test/demo-users.js';
import { messagesTo } from '../../test/fixtures.js';
import { DEMO_PASSWORD } from '../../seed/customers.js';

const t = useTestApp();

const users = async (email: string) => {
  const res = await t.call(email, 'GET', '/api/user/usersForAccount');
  expect(res.statusCode).toBe(200);
  return res.json<{ value: AccountUser[] }>().value;
};
const setLevel = (email: string, target: string, roles: string) =>
  t.call(email, 'GET', `/api/user/addOrUpdateAsAdmin?contactid=${target}&roles=${encodeURIComponent(roles)}`);
const storedLevel = async (email: string) =>
  (await t.database.db.selectFrom('contact').select('access_level').where('email', '=', email).executeTakeFirstOrThrow()).access_level;
const changes = (email: string) =>
  t.database.db.selectFrom('access_level_change').selectAll().where('contact_id', '=', contactId(email)).orderBy('id').execute();

/** Every call of the admin area, as a reseller must not make them. */
const ADMIN_CALLS = [
  '/api/financial/totalRevenueYTD',
  '/api/financial/totalRevenueByBrand?brand=NF',
  '/api/invoice/invoices?amount=999',
  '/api/invoice/invoiceDetails?invoiceNumber=700001',
  '/api/invoice/invoicePdf?invoiceNumber=700001',
  '/api/user/usersForAccount',
  `/api/user/addOrUpdateAsAdmin?contactid=${contactId(ANNA)}&roles=Reseller`,
];

describe('access', () => {
  it('answers 403 to a reseller on every call of the admin area, even with an admin claim in the token', async () => {
    const token = await t.tokenFor(ANNA, { Roles: 'Portal Admin,Reseller' });
    for (const url of ADMIN_CALLS) {
      const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toMatchObject({ code: 'ADMIN_REQUIRED' });
    }
    expect(await storedLevel(ANNA)).toBe('Reseller');
  });
});

describe('usersForAccount', () => {
  it('lists the contacts of the caller’s own customer with access level and email', async () => {
    const list = await users(ERIK);
    const stored = await t.database.db
      .selectFrom('contact')
      .select(['id', 'email', 'access_level'])
      .where('customer_number', '=', '10001')
      .execute();
    expect(list).toHaveLength(stored.length);
    expect(new Set(list.map((u) => u.contactid))).toEqual(new Set(stored.map((c) => c.id)));
    expect(list.find((u) => u.email === ERIK)).toEqual({
      contactid: contactId(ERIK),
      fullname: 'Erik Johansson',
      userrole: 'Portal Admin,Reseller',
      email: ERIK,
      active: true,
      invited: false,
    });
    expect(list.find((u) => u.email === ANNA)?.userrole).toBe('Reseller');
    // No access level: an empty role, which the list greys out.
    expect(list.find((u) => u.email === 'inactive@reseller-se.test')?.userrole).toBe('');
    expect(list.some((u) => u.email === JONAS)).toBe(false);
  });
});

describe('addOrUpdateAsAdmin', () => {
  it('changes a colleague’s level, records who changed it when from what to what, and the API follows at once', async () => {
    const before = Date.now();
    expect((await t.call(SOFIA, 'GET', '/api/financial/totalRevenueYTD')).statusCode).toBe(403);
    const res = await setLevel(ERIK, contactId(SOFIA), 'Portal Admin');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await storedLevel(SOFIA)).toBe('Portal Admin');
    expect((await users(ERIK)).find((u) => u.email === SOFIA)?.userrole).toBe('Portal Admin');

    const [change] = await changes(SOFIA);
    expect(change).toMatchObject({
      customer_number: '10001',
      changed_by: contactId(ERIK),
      from_level: 'Reseller',
      to_level: 'Portal Admin',
    });
    expect(change!.changed_at.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(change!.changed_at.getTime()).toBeLessThanOrEqual(Date.now() + 1000);

    // Her token still says Reseller; the stored level decides.
    expect((await t.call(SOFIA, 'GET', '/api/financial/totalRevenueYTD')).statusCode).toBe(200);
  });

  it('lets the embedded provider put the stored level into the next token', async () => {
    await setLevel(ERIK, contactId(SOFIA), 'Portal Admin,Reseller');
    const result = await signInThroughProvider(t.app, t.config, SOFIA, 'portal');
    if (!result.ok) throw new Error('sign-in failed');
    expect(decodeJwt(result.accessToken)['Roles']).toBe('Portal Admin,Reseller');
  });

  it('answers 403 to a demoted admin’s next request, even with an admin token in hand', async () => {
    const result = await signInThroughProvider(t.app, t.config, SOFIA, 'portal');
    if (!result.ok) throw new Error('sign-in failed');
    const asSofia = (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${result.accessToken}` } });
    expect((await asSofia('/api/user/usersForAccount')).statusCode).toBe(200);
    expect((await setLevel(ERIK, contactId(SOFIA), 'Reseller')).statusCode).toBe(200);
    for (const url of ADMIN_CALLS) expect((await asSofia(url)).statusCode, url).toBe(403);
    expect((await asSofia('/api/reseller/myContact')).statusCode).toBe(200);
    expect((await changes(SOFIA)).map((c) => [c.from_level, c.to_level])).toEqual([
      ['Reseller', 'Portal Admin'],
      ['Portal Admin', 'Portal Admin,Reseller'],
      ['Portal Admin,Reseller', 'Reseller'],
    ]);
  });

  it('refuses to remove the last Portal Admin of the account with a clear error', async () => {
    for (const level of ['Reseller', 'none']) {
      const res = await setLevel(JONAS, contactId(JONAS), level);
      expect(res.statusCode, level).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'LAST_ADMIN',
        key: 'users.last-admin',
        message: expect.stringContaining('at least one active Portal Admin'),
      });
    }
    expect(await storedLevel(JONAS)).toBe('Portal Admin,Reseller');
    expect(await changes(JONAS)).toEqual([]);
    // Still an admin, just without Reseller: allowed.
    expect((await setLevel(JONAS, contactId(JONAS), 'Portal Admin')).statusCode).toBe(200);
    expect((await setLevel(JONAS, contactId(JONAS), 'Portal Admin,Reseller')).statusCode).toBe(200);
  });

  it('lets an admin step down once someone else is admin, and then refuses that admin', async () => {
    expect((await setLevel(JONAS, contactId(LENA), 'Portal Admin,Reseller')).statusCode).toBe(200);
    expect((await setLevel(JONAS, contactId(JONAS), 'Reseller')).statusCode).toBe(200);
    expect((await t.call(JONAS, 'GET', '/api/user/usersForAccount')).statusCode).toBe(403);
    // Lena is now the last admin and cannot leave either; she restores Jonas.
    expect((await setLevel(LENA, contactId(LENA), 'Reseller')).json()).toMatchObject({ code: 'LAST_ADMIN' });
    expect((await setLevel(LENA, contactId(JONAS), 'Portal Admin,Reseller')).statusCode).toBe(200);
    expect((await setLevel(JONAS, contactId(LENA), 'Reseller')).statusCode).toBe(200);
  });

  it('does not count a deactivated Portal Admin as the one the dealer keeps', async () => {
    // Lena becomes admin and is then deactivated: Jonas is the only active admin left.
    expect((await setLevel(JONAS, contactId(LENA), 'Portal Admin,Reseller')).statusCode).toBe(200);
    await t.database.db.updateTable('contact').set({ active: false }).where('id', '=', contactId(LENA)).execute();
    try {
      expect((await setLevel(JONAS, contactId(JONAS), 'Reseller')).json()).toMatchObject({ code: 'LAST_ADMIN' });
      expect(await storedLevel(JONAS)).toBe('Portal Admin,Reseller');
    } finally {
      await t.database.db.updateTable('contact').set({ active: true }).where('id', '=', contactId(LENA)).execute();
      expect((await setLevel(JONAS, contactId(LENA), 'Reseller')).statusCode).toBe(200);
    }
  });

  it('keeps one admin when two admins demote each other at the same moment', async () => {
    expect((await setLevel(JONAS, contactId(LENA), 'Portal Admin,Reseller')).statusCode).toBe(200);
    const [a, b] = await Promise.all([setLevel(JONAS, contactId(LENA), 'Reseller'), setLevel(LENA, contactId(JONAS), 'Reseller')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 403]);
    const admins = (await users(a.statusCode === 200 ? JONAS : LENA)).filter((u) => u.userrole.includes('Portal Admin'));
    expect(admins).toHaveLength(1);
    // Back to the seeded levels.
    if (a.statusCode !== 200) {
      await setLevel(LENA, contactId(JONAS), 'Portal Admin,Reseller');
      await setLevel(JONAS, contactId(LENA), 'Reseller');
    }
    expect(await storedLevel(JONAS)).toBe('Portal Admin,Reseller');
    expect(await storedLevel(LENA)).toBe('Reseller');
  });

  it('records nothing when the level does not change', async () => {
    const before = (await changes(ANNA)).length;
    expect((await setLevel(ERIK, contactId(ANNA), 'Reseller')).statusCode).toBe(200);
    expect(await changes(ANNA)).toHaveLength(before);
  });

  it('answers 404 for a contact of another customer or none, and 400 for a bad id or level', async () => {
    expect((await setLevel(JONAS, contactId(ANNA), 'none')).statusCode).toBe(404);
    expect(await storedLevel(ANNA)).toBe('Reseller');
    expect((await setLevel(JONAS, '00000000-0000-4000-8000-000000000000', 'Reseller')).statusCode).toBe(404);
    expect((await setLevel(JONAS, 'not-a-guid', 'Reseller')).statusCode).toBe(400);
    expect((await setLevel(JONAS, contactId(LENA), 'Superuser')).statusCode).toBe(400);
  });

  it('can take a colleague’s access away entirely, and give it back', async () => {
    expect((await setLevel(ERIK, contactId(ANNA), 'none')).statusCode).toBe(200);
    expect((await users(ERIK)).find((u) => u.email === ANNA)?.userrole).toBe('');
    expect((await t.call(ANNA, 'GET', '/api/reseller/myContact')).json()).toMatchObject({ code: 'NO_ACCESS' });
    expect((await setLevel(ERIK, contactId(ANNA), 'Reseller')).statusCode).toBe(200);
    expect((await t.call(ANNA, 'GET', '/api/reseller/myContact')).statusCode).toBe(200);
  });
});

describe('a user whose access is taken away', () => {
  const refreshTokenOf = (email: string) => signInWithRefresh(t.app, t.config, email, DEMO_PASSWORD);
  const refresh = (refreshToken: string) => refreshGrant(t.app, t.config, refreshToken);
  const expectEnded = async (refreshToken: string, what: string) => {
    const res = await refresh(refreshToken);
    expect(res.statusCode, `${what}: ${res.body}`).toBe(400);
    expect(res.json(), what).toMatchObject({ error: 'invalid_grant' });
  };

  const byAdmin = (path: string) => (body: object) => t.call(ERIK, 'PUT', `/api/user/users/${path}`, body);
  const byStaff = (path: string) => (body: object) => t.call(SALES, 'PUT', `/api/staff/customers/10001/users/${path}`, body);

  it('is signed out at the provider when deactivated, by the Portal Admin or by staff, and stays so when activated again', async () => {
    for (const [email, change] of [
      ['johan.lund@reseller-se.test', byAdmin],
      ['elin.berg@reseller-se.test', byStaff],
    ] as const) {
      const setActive = change(`${contactId(email)}/active`);
      const refreshToken = await refreshTokenOf(email);
      expect((await setActive({ active: false })).statusCode).toBe(200);
      await expectEnded(refreshToken, `${email} deactivated`);
      expect((await setActive({ active: true })).statusCode).toBe(200);
      await expectEnded(refreshToken, `${email} active again`);
      // A new sign-in works as before.
      expect((await refresh(await refreshTokenOf(email))).statusCode).toBe(200);
    }
  });

  it('is signed out at the provider when left with no access, by the Portal Admin or by staff', async () => {
    const perId = contactId('per.holm@reseller-se.test');
    const per = await refreshTokenOf('per.holm@reseller-se.test');
    expect((await setLevel(ERIK, perId, 'none')).statusCode).toBe(200);
    await expectEnded(per, 'none by the Portal Admin');

    const karin = await refreshTokenOf('karin.dahl@reseller-se.test');
    const karinLevel = byStaff(`${contactId('karin.dahl@reseller-se.test')}/access-level`);
    expect((await karinLevel({ accessLevel: 'none' })).statusCode).toBe(200);
    await expectEnded(karin, 'none by staff');
    expect((await karinLevel({ accessLevel: 'Reseller' })).statusCode).toBe(200);
    await expectEnded(karin, 'Reseller again');

    // Another level than none keeps the user signed in; the API reads the level anew on every call.
    const nils = await refreshTokenOf(NILS);
    expect((await setLevel(ERIK, contactId(NILS), 'Portal Admin,Reseller')).statusCode).toBe(200);
    expect((await refresh(nils)).statusCode).toBe(200);
  });
});

describe('inviting an address already in use', () => {
  const request = (email: string) => ({ email, firstName: 'Nora', lastName: 'Vik', accessLevel: 'Reseller' });
  const INVITERS = [
    { who: 'the dealer’s Portal Admin', invite: (email: string) => t.call(ERIK, 'POST', '/api/user/invitations', request(email)) },
    {
      who: 'sales administration',
      invite: (email: string) => t.call(SALES, 'POST', '/api/staff/customers/10001/invitations', request(email)),
    },
  ];

  it.each(INVITERS)(
    'answers $who the same for another dealer’s user, a staff member and a new address, and tells the owner by e-mail',
    async ({ who, invite }) => {
      const fresh = `nora.${Date.now()}@reseller-se.test`;
      // In another case too: the address is the sign-in name whatever its case.
      const answers = [];
      for (const email of [OLA.toUpperCase(), SERVICE, fresh]) {
        const res = await invite(email);
        answers.push({ status: res.statusCode, body: res.json<Record<string, unknown>>() });
      }
      expect(answers).toEqual([
        { status: 200, body: { sentTo: OLA.toUpperCase() } },
        { status: 200, body: { sentTo: SERVICE } },
        { status: 200, body: { sentTo: fresh } },
      ]);
      // Only the new address became a user; the owners are told, with the inviting company's name.
      expect(await storedLevel(fresh)).toBe('Reseller');
      const olas = await t.database.db.selectFrom('contact').select('customer_number').where('email', 'ilike', OLA).execute();
      expect(olas).toEqual([{ customer_number: '20001' }]);
      expect((await messagesTo(t, SERVICE, 'invitation')).length).toBe(0);
      for (const owner of [OLA, SERVICE]) {
        const told = await messagesTo(t, owner, 'invitation-in-use');
        expect(told.at(-1)?.data, owner).toMatchObject({ kind: 'invitation-in-use', companyName: expect.any(String) });
        expect(JSON.stringify(told.at(-1)?.data)).not.toMatch(/\/invitation\//);
      }
      expect((await messagesTo(t, fresh, 'invitation')).length).toBe(1);
      expect(await messagesTo(t, fresh, 'invitation-in-use')).toEqual([]);
      // Staff's attempts are audited, the ones that added nobody too.
      const audited = await t.database.db
        .selectFrom('audit_log')
        .select('after')
        .where('action', '=', 'user.invite')
        .where('customer_number', '=', '10001')
        .execute();
      const tried = audited.map((row) => (row.after as { email?: string } | null)?.email);
      const byStaff = who === 'sales administration';
      for (const email of [OLA.toUpperCase(), SERVICE, fresh]) expect(tried.includes(email), email).toBe(byStaff);
    },
  );

  it.each(INVITERS)('answers $who 409 EMAIL_IN_USE for a user of the own dealer, who is not told', async ({ invite }) => {
    const before = (await messagesTo(t, ANNA, 'invitation-in-use')).length;
    const res = await invite(ANNA);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'EMAIL_IN_USE', field: 'email' });
    expect(await messagesTo(t, ANNA, 'invitation-in-use')).toHaveLength(before);
  });
});

describe('access-level history', () => {
  const history = (email: string, contact?: string) =>
    t.call(email, 'GET', `/api/user/access-level-history${contact ? `?contactId=${contact}` : ''}`);

  it('tells the Portal Admin who changed whose level in the own company, when, newest first', async () => {
    const before = Date.now();
    expect((await setLevel(ERIK, contactId(EVA), 'Portal Admin,Reseller')).statusCode).toBe(200);
    expect((await setLevel(ERIK, contactId(EVA), 'Reseller')).statusCode).toBe(200);
    const res = await history(ERIK, contactId(EVA));
    expect(res.statusCode).toBe(200);
    const [latest, earlier] = res.json<{ value: Record<string, unknown>[] }>().value;
    expect(latest).toMatchObject({
      contactId: contactId(EVA),
      name: 'Eva Lind',
      changedBy: { contactId: contactId(ERIK), name: 'Erik Johansson', manufacturer: false },
      from: 'Portal Admin,Reseller',
      to: 'Reseller',
    });
    expect(earlier).toMatchObject({ from: 'Reseller', to: 'Portal Admin,Reseller' });
    expect(new Date(String(latest!.changedAt)).getTime()).toBeGreaterThanOrEqual(before - 1000);
    // The whole company's history holds the change too, and nothing of another company.
    const all = (await history(ERIK)).json<{ value: { contactId: string }[] }>().value;
    expect(all.some((e) => e.contactId === contactId(EVA))).toBe(true);
    const others = await t.database.db.selectFrom('contact').select('id').where('customer_number', '<>', '10001').execute();
    expect(all.some((e) => others.some((o) => o.id === e.contactId))).toBe(false);
  });

  it('names the manufacturer’s staff member when staff changed a level or deactivated a user', async () => {
    const user = contactId(EVA);
    const staffCall = (path: string, body: object) => t.call(SALES, 'PUT', `/api/staff/customers/10001/users/${user}/${path}`, body);
    expect((await staffCall('access-level', { accessLevel: 'Portal Admin,Reseller' })).statusCode).toBe(200);
    expect((await staffCall('active', { active: false })).statusCode).toBe(200);
    expect((await staffCall('active', { active: true })).statusCode).toBe(200);
    expect((await staffCall('access-level', { accessLevel: 'Reseller' })).statusCode).toBe(200);
    const [back, reactivated, deactivated, raised] = (await history(ERIK, user)).json<{ value: Record<string, unknown>[] }>().value;
    const byStaff = { contactId: null, name: 'Karin Holm', manufacturer: true };
    expect(raised).toMatchObject({ from: 'Reseller', to: 'Portal Admin,Reseller', changedBy: byStaff });
    expect(deactivated).toMatchObject({ from: 'Portal Admin,Reseller', to: 'inactive', changedBy: byStaff });
    expect(reactivated).toMatchObject({ from: 'inactive', to: 'Portal Admin,Reseller', changedBy: byStaff });
    expect(back).toMatchObject({ from: 'Portal Admin,Reseller', to: 'Reseller', changedBy: byStaff });
  });

  it('answers 404 for another company’s user, 400 for a bad id, and 403 to a reseller', async () => {
    expect((await history(JONAS, contactId(EVA))).statusCode).toBe(404);
    expect((await history(JONAS)).json<{ value: { contactId: string }[] }>().value.some((e) => e.contactId === contactId(EVA))).toBe(false);
    expect((await history(ERIK, 'not-a-guid')).statusCode).toBe(400);
    expect((await history(ANNA)).json()).toMatchObject({ statusCode: 403, code: 'ADMIN_REQUIRED' });
  });
});
