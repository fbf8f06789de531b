import { describe, expect, it } from 'vitest';
import { decodeJwt, signInThroughProvider } from '../../test/oidc-flow.js';
import { DEMO_STAFF, staffId } from '../../seed/staff.js';
import { useTestApp } from '../../test/use-test-app.js';

const t = useTestApp();

describe('staff sign-in and access', () => {
  it('signs each demo staff member in through the embedded provider, with the roles stored', async () => {
    for (const member of DEMO_STAFF) {
      const result = await signInThroughProvider(t.app, t.config, member.email, 'portal');
      expect(result.ok, member.email).toBe(true);
      if (!result.ok) continue;
      expect(decodeJwt(result.idToken)).toMatchObject({ given_name: member.firstname, staff_roles: member.roles.join(',') });
      expect(decodeJwt(result.accessToken)).toMatchObject({ email: member.email, staff_roles: member.roles.join(',') });
      const me = await t.app.inject({ method: 'GET', url: '/api/staff/me', headers: { authorization: `Bearer ${result.accessToken}` } });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toEqual({
        id: staffId(member.email),
        email: member.email,
        firstname: member.firstname,
        lastname: member.lastname,
        roles: member.roles,
        language: null,
      });
    }
  });

  it('refuses a staff member with a wrong password', async () => {
    const result = await signInThroughProvider(t.app, t.config, 'service@manufacturer.test', 'not-the-password');
    expect(result.ok).toBe(false);
  });

  it('answers 401 without a token and 403 STAFF_ONLY to a dealer', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/me' })).statusCode).toBe(401);
    const dealer = await t.call('admin@reseller-se.test', 'GET', '/api/staff/me');
    expect(dealer.statusCode).toBe(403);
    expect(dealer.json()).toMatchObject({ code: 'STAFF_ONLY' });
  });

  it('gives a staff token no dealer call', async () => {
    const response = await t.call('backoffice@manufacturer.test', 'GET', '/api/reseller/myContact');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'NO_ACCESS' });
  });

  it('reads the roles and the active flag as stored now, at the very next request', async () => {
    const email = 'marketing@manufacturer.test';
    const id = staffId(email);
    await t.database.db.insertInto('staff_role').values({ staff_id: id, role: 'customer-service' }).execute();
    expect((await t.call(email, 'GET', '/api/staff/me')).json()).toMatchObject({ roles: ['customer-service', 'marketing'] });

    await t.database.db.updateTable('staff_member').set({ active: false }).where('id', '=', id).execute();
    const refused = await t.call(email, 'GET', '/api/staff/me');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'STAFF_ONLY' });
    expect((await signInThroughProvider(t.app, t.config, email, 'portal')).ok).toBe(false);

    await t.database.db.updateTable('staff_member').set({ active: true }).where('id', '=', id).execute();
    await t.database.db.deleteFrom('staff_role').where('staff_id', '=', id).where('role', '=', 'customer-service').execute();
    expect((await t.call(email, 'GET', '/api/staff/me')).json()).toMatchObject({ roles: ['marketing'] });
  });

  it('keeps a staff member’s language choice with the account and writes their messages in it', async () => {
    const email = 'service@manufacturer.test';
    const setLanguage = (language: string) => t.call(email, 'PUT', '/api/staff/me/language', { language });
    try {
      expect((await setLanguage('de')).json()).toMatchObject({ email, language: 'de' });
      expect((await t.call(email, 'GET', '/api/staff/me')).json()).toMatchObject({ language: 'de' });
      // Another staff member's choice is their own.
      expect((await t.call('sales@manufacturer.test', 'GET', '/api/staff/me')).json()).toMatchObject({ language: null });

      const refused = await setLanguage('xx');
      expect(refused.statusCode).toBe(400);
      expect((await t.call(email, 'GET', '/api/staff/me')).json()).toMatchObject({ language: 'de' });
      expect((await t.call('admin@reseller-se.test', 'PUT', '/api/staff/me/language', { language: 'fi' })).statusCode).toBe(403);

      // A dealer's admin invites the staff member's address: the word to its owner is in the owner's language.
      expect((await setLanguage('fi')).statusCode).toBe(200);
      const invited = await t.call('admin@reseller-se.test', 'POST', '/api/user/invitations', {
        email,
        firstName: 'Sara',
        lastName: 'Lind',
        accessLevel: 'Reseller',
      });
      expect(invited.statusCode).toBe(200);
      const told = await t.database.db
        .selectFrom('outbox_message')
        .select('language')
        .where('recipient', '=', email)
        .where('kind', '=', 'invitation-in-use')
        .orderBy('created_at', 'desc')
        .executeTakeFirstOrThrow();
      expect(told.language).toBe('fi');
    } finally {
      await t.database.db.updateTable('staff_member').set({ language: null }).where('email', '=', email).execute();
    }
  });
});
