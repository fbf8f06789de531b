import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../platform/auth/password.js';
import { DEMO_PASSWORD, contactId } from '../../seed/customers.js';
import { staffId } from '../../seed/staff.js';
import { refreshGrant, refreshTokenOf } from '../../test/oidc-flow.js';
import { useTestApp } from '../../test/use-test-app.js';
import { contactIdOf, invitationLink } from '../../test/fixtures.js';
import { SALES, BACKOFFICE_ADMIN as ADMIN, ERIK as DEALER_ADMIN, ANNA } from '../../test/demo-users.js';

const t = useTestApp();

const newDealer = (customerNumber: string, overrides: Record<string, unknown> = {}) => ({
  customerNumber,
  name: 'Kakelugnsmakarna i Lund AB',
  market: 'se',
  priceListId: null,
  discountPercent: 12.5,
  salesRepId: null,
  phone: '046-12 34 56',
  email: 'info@kakelugnsmakarna.test',
  postal: { line1: 'Stora Södergatan 8', postalCode: '222 23', city: 'Lund' },
  visiting: { line1: '', postalCode: '', city: '' },
  active: true,
  ...overrides,
});

const tokenOfLink = (link: string) => new URL(link).pathname.split('/').pop()!;

async function callAs(email: string, subject: string, url: string) {
  return t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${await t.tokenFor(email, {}, { subject })}` } });
}

describe('dealers: who may call', () => {
  it('answers 403 to dealers and to marketing; customer service reads but does not change', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/staff/customers'],
      ['GET', '/api/staff/customers/10001'],
      ['GET', '/api/staff/customer-options'],
      ['POST', '/api/staff/customers/10001/invitations', { email: 'x@y.test', firstName: 'X', lastName: 'Y', accessLevel: 'Reseller' }],
      ['PUT', `/api/staff/customers/10001/users/${contactId(ANNA)}/active`, { active: true }],
    ];
    for (const [method, url, body] of calls) {
      const as = (email: string) => t.call(email, method as 'GET', url, body);
      expect((await as(ANNA)).json(), `${method} ${url} dealer`).toMatchObject({ statusCode: 403, code: 'STAFF_ONLY' });
      const refused = method === 'GET' ? ['marketing@manufacturer.test'] : ['service@manufacturer.test', 'marketing@manufacturer.test'];
      for (const other of refused)
        expect((await as(other)).json(), `${method} ${url} ${other}`).toMatchObject({ statusCode: 403, code: 'STAFF_ROLE_REQUIRED' });
      if (method === 'GET') expect((await as('service@manufacturer.test')).statusCode, `${method} ${url} service`).toBe(200);
    }
    expect((await t.call(SALES, 'GET', '/api/staff/customers')).statusCode).toBe(200);
    expect((await t.call(ADMIN, 'GET', '/api/staff/customers/10001')).statusCode).toBe(200);
    expect((await t.call(SALES, 'GET', '/api/staff/customers/99999')).statusCode).toBe(404);
  });
});

describe('dealers: list, create and edit', () => {
  it('lists and searches dealers with their users', async () => {
    const all = (await t.call(SALES, 'GET', '/api/staff/customers?pageSize=100')).json();
    expect(all.total).toBeGreaterThanOrEqual(4);
    const uppsala = all.items.find((c: { customerNumber: string }) => c.customerNumber === '10001');
    expect(uppsala).toMatchObject({ market: 'se', currency: 'SEK', active: true });
    expect(uppsala.users).toBeGreaterThan(1);
    const norway = (await t.call(SALES, 'GET', '/api/staff/customers?market=no')).json();
    expect(norway.items.every((c: { market: string }) => c.market === 'no')).toBe(true);
    const byName = (await t.call(SALES, 'GET', `/api/staff/customers?search=${encodeURIComponent(uppsala.name.slice(2, 8))}`)).json();
    expect(byName.items.map((c: { customerNumber: string }) => c.customerNumber)).toContain('10001');

    const detail = (await t.call(SALES, 'GET', '/api/staff/customers/10001')).json();
    expect(detail.userList.find((u: { email: string }) => u.email === ANNA)).toMatchObject({
      active: true,
      hasPassword: true,
      invitation: null,
    });
    expect(detail.deliveryAddresses.length).toBeGreaterThan(0);
  });

  it('creates a dealer once, in its market currency, and records it', async () => {
    const options = (await t.call(SALES, 'GET', '/api/staff/customer-options')).json();
    const euro = options.priceLists.find((p: { currency: string }) => p.currency === 'EUR');
    expect((await t.call(SALES, 'POST', '/api/staff/customers', newDealer('10901', { priceListId: euro.id }))).json()).toMatchObject({
      statusCode: 400,
      field: 'priceListId',
    });
    const created = await t.call(SALES, 'POST', '/api/staff/customers', newDealer('10901', { salesRepId: options.salesReps[0].id }));
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      customerNumber: '10901',
      currency: 'SEK',
      discountPercent: 12.5,
      salesRep: options.salesReps[0].name,
    });
    expect((await t.call(SALES, 'POST', '/api/staff/customers', newDealer('10901'))).json()).toMatchObject({
      statusCode: 409,
      code: 'CUSTOMER_NUMBER_IN_USE',
    });
    expect(
      (await t.call(SALES, 'POST', '/api/staff/customers', newDealer('10902', { postal: { line1: '', postalCode: '', city: '' } })))
        .statusCode,
    ).toBe(400);
    const audit = await t.database.db.selectFrom('audit_log').selectAll().where('object_id', '=', '10901').execute();
    expect(audit).toMatchObject([{ action: 'customer.create', staff_id: staffId(SALES) }]);

    // An edit records only what changed, with its value before.
    const edited = await t.call(SALES, 'PUT', '/api/staff/customers/10901', {
      ...newDealer('10901'),
      customerNumber: undefined,
      name: 'Kakelugnsmakarna AB',
    });
    expect(edited.json().name).toBe('Kakelugnsmakarna AB');
    const update = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('object_id', '=', '10901')
      .where('action', '=', 'customer.update')
      .executeTakeFirstOrThrow();
    expect(update.before).toEqual({ name: 'Kakelugnsmakarna i Lund AB', sales_rep_id: options.salesReps[0].id });
    expect(update.after).toEqual({ name: 'Kakelugnsmakarna AB', sales_rep_id: null });
  });

  it('deactivating a dealer shuts its users out until it is active again', async () => {
    const detail = (await t.call(SALES, 'GET', '/api/staff/customers/40001')).json();
    const user = detail.userList[0];
    const body = {
      name: detail.name,
      market: detail.market,
      priceListId: detail.priceListId,
      discountPercent: detail.discountPercent,
      salesRepId: detail.salesRepId,
      phone: detail.phone ?? '',
      email: detail.email ?? '',
      postal: detail.postal,
      visiting: { line1: detail.visiting.line1 ?? '', postalCode: detail.visiting.postalCode ?? '', city: detail.visiting.city ?? '' },
    };
    expect((await callAs(user.email, user.contactId, '/api/reseller/myContact')).statusCode).toBe(200);
    const refreshToken = await refreshTokenOf(t.app, t.config, user.email, DEMO_PASSWORD);
    expect((await t.call(SALES, 'PUT', '/api/staff/customers/40001', { ...body, active: false })).json().active).toBe(false);
    // The users' sign-ins at the provider end with it, and do not come back with the dealer.
    expect((await refreshGrant(t.app, t.config, refreshToken)).json()).toMatchObject({ error: 'invalid_grant' });
    expect((await callAs(user.email, user.contactId, '/api/reseller/myContact')).json()).toMatchObject({
      statusCode: 403,
      code: 'NO_ACCESS',
    });
    await t.call(SALES, 'PUT', '/api/staff/customers/40001', { ...body, active: true });
    expect((await callAs(user.email, user.contactId, '/api/reseller/myContact')).statusCode).toBe(200);
    expect((await refreshGrant(t.app, t.config, refreshToken)).json()).toMatchObject({ error: 'invalid_grant' });
  });
});

describe('users: invitations', () => {
  it('invites a user whose one-time link sets a password, and who can then call the API', async () => {
    const invite = { email: 'nils.berg@reseller-se.test', firstName: 'Nils', lastName: 'Berg', accessLevel: 'Reseller' };
    const invited = await t.call(SALES, 'POST', '/api/staff/customers/10001/invitations', invite);
    expect(invited.statusCode).toBe(200);
    expect(invited.json()).toEqual({ sentTo: invite.email });
    const link = await invitationLink(t, invite.email);
    const newId = await contactIdOf(t, invite.email);
    const { expires_at: expiresAt } = await t.database.db
      .selectFrom('invitation')
      .select('expires_at')
      .where('contact_id', '=', newId)
      .executeTakeFirstOrThrow();
    expect(expiresAt.getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    expect(
      (await t.call(SALES, 'POST', '/api/staff/customers/10001/invitations', { ...invite, email: 'NILS.berg@reseller-se.test' })).json(),
    ).toMatchObject({
      statusCode: 409,
      code: 'EMAIL_IN_USE',
    });

    const token = tokenOfLink(link);
    expect((await t.app.inject({ method: 'GET', url: `/api/invitations/${token}` })).json()).toMatchObject({
      email: invite.email,
      firstName: 'Nils',
    });
    const detail = (await t.call(SALES, 'GET', '/api/staff/customers/10001')).json();
    expect(detail.userList.find((u: { contactId: string }) => u.contactId === newId)).toMatchObject({
      hasPassword: false,
      invitation: { expired: false },
    });

    const accept = (password: string) => t.app.inject({ method: 'POST', url: `/api/invitations/${token}/accept`, payload: { password } });
    expect((await accept('short')).json()).toMatchObject({ statusCode: 400, field: 'password' });
    expect((await accept('Kakelugn-2026!')).json()).toEqual({ email: invite.email });
    // Used once: the link is spent.
    expect((await accept('Kakelugn-2027!')).json()).toMatchObject({ statusCode: 404, code: 'LINK_INVALID' });
    const stored = await t.database.db.selectFrom('contact').select('password_hash').where('id', '=', newId).executeTakeFirstOrThrow();
    expect(await verifyPassword('Kakelugn-2026!', stored.password_hash!)).toBe(true);
    expect((await callAs(invite.email, newId, '/api/reseller/myContact')).statusCode).toBe(200);

    const audit = await t.database.db.selectFrom('audit_log').selectAll().where('object_id', '=', newId).execute();
    expect(audit).toMatchObject([{ action: 'user.invite', staff_id: staffId(SALES), customer_number: '10001' }]);
  });

  it('replaces the link on resend, and refuses an expired one', async () => {
    const email = 'per.dahl@reseller-no.test';
    await t.call(SALES, 'POST', '/api/staff/customers/20001/invitations', {
      email,
      firstName: 'Per',
      lastName: 'Dahl',
      accessLevel: 'Portal Admin,Reseller',
    });
    const invited = { contactId: await contactIdOf(t, email), link: await invitationLink(t, email) };
    const resent = (await t.call(SALES, 'POST', `/api/staff/customers/20001/users/${invited.contactId}/invitation`)).json();
    expect(resent.link).not.toBe(invited.link);
    expect((await t.app.inject({ method: 'GET', url: `/api/invitations/${tokenOfLink(invited.link)}` })).json().code).toBe('LINK_INVALID');
    await t.database.db
      .updateTable('invitation')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', resent.invitationId)
      .execute();
    expect((await t.app.inject({ method: 'GET', url: `/api/invitations/${tokenOfLink(resent.link)}` })).json()).toMatchObject({
      statusCode: 410,
      code: 'LINK_EXPIRED',
    });
    // Another dealer's user is not found through this dealer.
    expect((await t.call(SALES, 'POST', `/api/staff/customers/10001/users/${invited.contactId}/invitation`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/invitations/not-a-real-invitation-token' })).json().code).toBe('LINK_INVALID');
  });
});

describe('users: a dealer administrator', () => {
  it('invites and deactivates colleagues of the own company only, and keeps one active Portal Admin', async () => {
    const invite = { email: 'ebba.holm@reseller-se.test', firstName: 'Ebba', lastName: 'Holm', accessLevel: 'Reseller' };
    expect((await t.call(ANNA, 'POST', '/api/user/invitations', invite)).json()).toMatchObject({ statusCode: 403, code: 'ADMIN_REQUIRED' });
    const invited = await t.call(DEALER_ADMIN, 'POST', '/api/user/invitations', invite);
    expect(invited.statusCode).toBe(200);
    const users = (await t.call(DEALER_ADMIN, 'GET', '/api/user/usersForAccount')).json().value;
    expect(users.find((u: { email: string }) => u.email === invite.email)).toMatchObject({
      userrole: 'Reseller',
      active: true,
      invited: true,
    });

    // Deactivated: anna's calls are refused until she is active again.
    const anna = contactId(ANNA);
    expect((await t.call(DEALER_ADMIN, 'PUT', `/api/user/users/${anna}/active`, { active: false })).json()).toEqual({
      contactId: anna,
      active: false,
    });
    expect((await t.call(ANNA, 'GET', '/api/reseller/myContact')).json()).toMatchObject({ statusCode: 403, code: 'NO_ACCESS' });
    await t.call(DEALER_ADMIN, 'PUT', `/api/user/users/${anna}/active`, { active: true });
    expect((await t.call(ANNA, 'GET', '/api/reseller/myContact')).statusCode).toBe(200);

    // The company's only Portal Admin cannot switch itself off; another company's user is not found.
    expect(
      (await t.call(DEALER_ADMIN, 'PUT', `/api/user/users/${contactId(DEALER_ADMIN)}/active`, { active: false })).json(),
    ).toMatchObject({
      statusCode: 409,
      code: 'LAST_ADMIN',
    });
    expect(
      (await t.call(DEALER_ADMIN, 'PUT', `/api/user/users/${contactId('ola@reseller-no.test')}/active`, { active: false })).statusCode,
    ).toBe(404);
    const history = await t.database.db
      .selectFrom('access_level_change')
      .select(['from_level', 'to_level'])
      .where('contact_id', '=', anna)
      .orderBy('id')
      .execute();
    expect(history.slice(-2)).toEqual([
      { from_level: 'Reseller', to_level: 'inactive' },
      { from_level: 'inactive', to_level: 'Reseller' },
    ]);
  });
});
