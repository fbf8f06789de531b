import { describe, expect, it } from 'vitest';
import { contactId } from '../../seed/customers.js';
import { useTestApp } from '../../test/use-test-app.js';
import { JONAS, LENA, MIA } from '../../test/demo-users.js';

const t = useTestApp();

const myContact = async (email: string) => (await t.call(email, 'GET', '/api/reseller/myContact')).json<Record<string, unknown>>();
const put = (email: string, payload: unknown) => t.call(email, 'PUT', '/api/reseller/myContact', payload);

describe('GET /api/reseller/myContact', () => {
  it('returns the signed-in contact', async () => {
    const res = await t.call(MIA, 'GET', '/api/reseller/myContact');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      contactid: contactId(MIA),
      emailaddress1: MIA,
      firstname: 'Mia',
      lastname: 'Korhonen',
      telephone1: '+358 3 212 4451',
      mobilephone: '+358 50 331 7746',
    });
  });
});

describe('PUT /api/reseller/myContact', () => {
  const valid = {
    emailaddress1: 'mia@reseller-fi.test',
    firstname: 'Mia',
    lastname: 'Korhonen-Laine',
    telephone1: '03 212 4459',
    mobilephone: '050 331 0000',
  };

  it('saves the caller’s own details, trimmed, and touches no colleague', async () => {
    const colleague = await myContact('juha.makinen@reseller-fi.test');
    const res = await put(MIA, { ...valid, lastname: '  Korhonen-Laine ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await myContact(MIA)).toMatchObject({ ...valid });
    expect(await myContact('juha.makinen@reseller-fi.test')).toEqual(colleague);
  });

  it.each([
    ['a malformed e-mail', { emailaddress1: 'mia.reseller-fi.test' }, 'emailaddress1', 'has invalid format'],
    ['a blank e-mail', { emailaddress1: '  ' }, 'emailaddress1', 'is required'],
    ['a blank first name', { firstname: '' }, 'firstname', 'is required'],
    ['a blank last name', { lastname: ' ' }, 'lastname', 'is required'],
    ['a blank office phone', { telephone1: '' }, 'telephone1', 'is required'],
    ['a blank mobile phone', { mobilephone: '' }, 'mobilephone', 'is required'],
    ['a first name over 50 characters', { firstname: 'M'.repeat(51) }, 'firstname', ''],
  ])('answers 400 naming the field for %s and changes nothing', async (_case, change, field, message) => {
    const before = await myContact(JONAS);
    const res = await put(JONAS, { ...valid, emailaddress1: JONAS, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', field });
    expect(res.json<{ message: string }>().message).toContain(message);
    expect(await myContact(JONAS)).toEqual(before);
  });

  it('answers 400 for a missing field', async () => {
    const { mobilephone: _mobile, ...rest } = valid;
    const res = await put(JONAS, { ...rest, emailaddress1: JONAS });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'mobilephone' });
  });

  it('changes the sign-in address only through the confirmed change, whether or not another contact has it', async () => {
    const before = await myContact(JONAS);
    for (const other of ['anna@reseller-se.test', 'LENA.Weber@reseller-de.test', 'jonas.neu@reseller-de.test']) {
      const res = await put(JONAS, { ...valid, emailaddress1: other });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field: 'emailaddress1', key: 'account.email-change-by-link' });
    }
    expect(await myContact(JONAS)).toEqual(before);
    expect(await myContact(LENA)).toMatchObject({ emailaddress1: LENA });
  });

  it('accepts the caller’s own address in another case', async () => {
    const res = await put(JONAS, { ...valid, emailaddress1: 'Jonas@Reseller-DE.test', firstname: 'Jonas', lastname: 'Schmidt' });
    expect(res.statusCode).toBe(200);
    expect(await myContact(JONAS)).toMatchObject({ emailaddress1: 'Jonas@Reseller-DE.test' });
  });

  it('needs a token', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/reseller/myContact', payload: valid });
    expect(res.statusCode).toBe(401);
  });
});
